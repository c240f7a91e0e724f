% Browsing a symbolic database: 300 pseudo-random records (lists of
% symbols and short sublists of symbols) are matched against patterns
% with wildcards: star matches any sequence of elements, any matches one
% element, a sublist pattern matches a sublist, and v(X) binds X so that a
% later v(X) must see the same element. Measures deep backtracking in the
% star matcher, unification and structure creation.

bench_name(browse).

bench_run :-
    browse_database(300, Db),
    browse_counts(Db, _).

% The number of records matching each pattern, computed separately by a
% Python version of the same generator and matcher.
bench_check :-
    browse_database(300, Db),
    browse_counts(Db, Counts),
    Counts == [84, 100, 284, 6, 16, 260],
    browse_match([star, a, star], [b, a, c]),
    \+ browse_match([a, star], [b, a]),
    browse_match([v(X), star, v(X)], [c, d, c]),
    \+ browse_match([v(Y), v(Y)], [c, d]).

browse_patterns([
    [star, a, star, b, star],
    [any, any, star, [star, c, star], star],
    [star, v(X), star, v(X), star],
    [a, star, e],
    [star, [any, any], star, f],
    [star, v(Y), any, star, v(Y), star]
]).

browse_counts(Db, Counts) :-
    browse_patterns(Ps),
    browse_count_each(Ps, Db, Counts).

browse_count_each([], _, []).
browse_count_each([P|Ps], Db, [C|Cs]) :-
    browse_count(Db, P, 0, C),
    browse_count_each(Ps, Db, Cs).

% Each record is matched against a fresh copy of the pattern, so bindings
% of v(X) made for one record do not leak into the next.
browse_count([], _, C, C).
browse_count([R|Rs], P, C0, C) :-
    (   \+ \+ browse_match(P, R)
    ->  C1 is C0 + 1
    ;   C1 = C0
    ),
    browse_count(Rs, P, C1, C).

browse_match([], []).
browse_match([star|Ps], Ts) :-
    browse_star(Ps, Ts).
browse_match([any|Ps], [_|Ts]) :-
    browse_match(Ps, Ts).
browse_match([v(X)|Ps], [T|Ts]) :-
    X = T,
    browse_match(Ps, Ts).
browse_match([P|Ps], [T|Ts]) :-
    atom(P),
    P \== star,
    P \== any,
    P == T,
    browse_match(Ps, Ts).
browse_match([P|Ps], [T|Ts]) :-
    browse_is_list(P),
    browse_is_list(T),
    browse_match(P, T),
    browse_match(Ps, Ts).

% star: match the rest of the pattern here, or skip one element.
browse_star(Ps, Ts) :-
    browse_match(Ps, Ts).
browse_star(Ps, [_|Ts]) :-
    browse_star(Ps, Ts).

browse_is_list([]).
browse_is_list([_|_]).

% Records: N lists of 6..10 elements; an element is a symbol or, one time
% in five, a sublist of 1..3 symbols. Park-Miller generator, seed 4711.
browse_database(N, Db) :-
    browse_records(N, 4711, _, Db).

browse_records(0, S, S, []) :- !.
browse_records(N, S0, S, [R|Rs]) :-
    browse_random(S0, S1),
    Len is 6 + S1 mod 5,
    browse_elements(Len, S1, S2, R),
    N1 is N - 1,
    browse_records(N1, S2, S, Rs).

browse_elements(0, S, S, []) :- !.
browse_elements(N, S0, S, [E|Es]) :-
    browse_random(S0, S1),
    (   S1 mod 5 =:= 0
    ->  Len is 1 + (S1 // 5) mod 3,
        browse_symbols(Len, S1, S2, E)
    ;   I is (S1 // 7) mod 6,
        browse_symbol(I, E),
        S2 = S1
    ),
    N1 is N - 1,
    browse_elements(N1, S2, S, Es).

browse_symbols(0, S, S, []) :- !.
browse_symbols(N, S0, S, [E|Es]) :-
    browse_random(S0, S1),
    I is (S1 // 7) mod 6,
    browse_symbol(I, E),
    N1 is N - 1,
    browse_symbols(N1, S1, S, Es).

browse_random(S0, S) :-
    S is (S0 * 16807) mod 2147483647.

browse_symbol(0, a).
browse_symbol(1, b).
browse_symbol(2, c).
browse_symbol(3, d).
browse_symbol(4, e).
browse_symbol(5, f).
