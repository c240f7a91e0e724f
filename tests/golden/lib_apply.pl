maplist(atom, [a, b]).
maplist(atom, [a, 1]).
maplist(atom, []).
maplist(succ, [1, 2, 3], L).
maplist(succ, L, [1, 2, 3]).
maplist(plus(1), [1, 2], L).
maplist(plus, [1, 2], [10, 20], L).
maplist(=(X), [Y, Z]).
assertz(sum4(A, B, C, D) :- D is A + B + C), assertz(sum5(A, B, C, D, E) :- E is A + B + C + D), assertz(sum6(A, B, C, D, E, F) :- F is A + B + C + D + E).
maplist(sum4, [1, 2], [3, 4], [5, 6], L).
maplist(succ, [1, 2], [2, 4]).
maplist(atom, [a|_]), !.
foldl(plus, [1, 2, 3], 0, S).
foldl(plus, [], 7, S).
assertz(wsum(X, W, S0, S) :- S is S0 + X * W), assertz(wsum3(X, Y, Z, S0, S) :- S is S0 + X * Y * Z), assertz(wsum4(X, Y, Z, W, S0, S) :- S is S0 + X + Y + Z + W).
foldl(wsum, [1, 2, 3], [4, 5, 6], 0, S).
foldl(wsum3, [1, 2], [3, 4], [5, 6], 0, S).
foldl(wsum4, [1], [2], [3], [4], 0, S).
catch(foldl(plus, [1, a], 0, S), error(Err, _), true).
include(integer, [a, 1, b, 2], L).
exclude(integer, [a, 1, b, 2], L).
include(integer, [], L).
partition(integer, [a, 1, b, 2], I, E).
partition(atom, [], I, E).
assertz((cmp3(X, O) :- compare(O, X, 3))).
partition(cmp3, [1, 5, 3, 2, 4, 3], L, E, G).
assertz(bad_order(_, x)).
catch(partition(bad_order, [1], _, _, _), error(Err, _), true).
assertz(no_order(_, _)).
catch(partition(no_order, [1], _, _, _), error(Err, _), true).
assertz(bind_x(x)).
include(bind_x, [A, b, x], L).
catch(maplist(foo_undefined, [a]), error(Err, _), true).
