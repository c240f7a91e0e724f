% The five houses puzzle: five houses in a row, each with a colour, an
% owner's nationality, a pet, a drink and a brand of cigarette; fourteen
% clues fix who drinks water and who owns the zebra. Solved by generate
% and test with partially instantiated structures, so it measures general
% unification of compound terms and shallow backtracking.

bench_name(zebra).

% Explores the whole search space (all solutions), three times.
bench_run :-
    between(1, 3, _),
    zebra_solve(_),
    fail.
bench_run.

% The puzzle has exactly one solution; this is it (worked out by hand from
% the clues, as in every published statement of the puzzle).
bench_check :-
    findall(Hs, zebra_solve(Hs), All),
    All == [[h(yellow, norwegian, fox, water, kools),
             h(blue, ukrainian, horse, tea, chesterfield),
             h(red, english, snails, milk, old_gold),
             h(ivory, spanish, dog, orange_juice, lucky_strike),
             h(green, japanese, zebra, coffee, parliament)]],
    zebra_solve(Hs1),
    zebra_in(h(_, japanese, zebra, _, _), Hs1),
    zebra_in(h(_, norwegian, _, water, _), Hs1).

% h(Colour, Nation, Pet, Drink, Smoke)
zebra_solve(Houses) :-
    Houses = [h(_, norwegian, _, _, _), _, h(_, _, _, milk, _), _, _],
    zebra_in(h(red, english, _, _, _), Houses),
    zebra_in(h(_, spanish, dog, _, _), Houses),
    zebra_in(h(green, _, _, coffee, _), Houses),
    zebra_in(h(_, ukrainian, _, tea, _), Houses),
    zebra_right_of(h(green, _, _, _, _), h(ivory, _, _, _, _), Houses),
    zebra_in(h(_, _, snails, _, old_gold), Houses),
    zebra_in(h(yellow, _, _, _, kools), Houses),
    zebra_next_to(h(_, _, _, _, chesterfield), h(_, _, fox, _, _), Houses),
    zebra_next_to(h(_, _, _, _, kools), h(_, _, horse, _, _), Houses),
    zebra_in(h(_, _, _, orange_juice, lucky_strike), Houses),
    zebra_in(h(_, japanese, _, _, parliament), Houses),
    zebra_next_to(h(_, norwegian, _, _, _), h(blue, _, _, _, _), Houses),
    zebra_in(h(_, _, zebra, _, _), Houses),
    zebra_in(h(_, _, _, water, _), Houses).

zebra_in(X, [X|_]).
zebra_in(X, [_|Ys]) :-
    zebra_in(X, Ys).

% A is immediately right of B.
zebra_right_of(A, B, [B, A|_]).
zebra_right_of(A, B, [_|Ys]) :-
    zebra_right_of(A, B, Ys).

zebra_next_to(A, B, Hs) :-
    zebra_right_of(A, B, Hs).
zebra_next_to(A, B, Hs) :-
    zebra_right_of(B, A, Hs).
