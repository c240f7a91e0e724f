assertz(sum5(A, B, C, D, E) :- E is A + B + C + D), assertz(sum6(A, B, C, D, E, F) :- F is A + B + C + D + E).
maplist(sum5, [1, 2], [2, 3], [3, 4], [4, 5], L).
maplist(sum6, [1], [2], [3], [4], [5], L).
maplist(sum6, [1], [2], [3], [4], [5, 6], L).
bagof(X, Y^member(X-Y, [1-a, 2-b]), L).
setof(X-Y, Z^member(X-Y-Z, [2-b-1, 1-a-2]), L).
