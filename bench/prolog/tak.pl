% Takeuchi's function: deep non-tail recursion over small-integer
% arithmetic and comparisons. tak(18, 12, 6) makes 63609 calls.

bench_name(tak).

bench_run :-
    tak(18, 12, 6, _).

% tak(18,12,6) = 7 and tak(12,8,4) = 5 are the published values; the
% small cases follow from the definition by hand.
bench_check :-
    tak(18, 12, 6, A), A == 7,
    tak(12, 8, 4, B), B == 5,
    tak(1, 2, 3, C), C == 3,
    tak(3, 2, 1, D), D == 2.

tak(X, Y, Z, A) :-
    X =< Y, !,
    Z = A.
tak(X, Y, Z, A) :-
    X1 is X - 1,
    Y1 is Y - 1,
    Z1 is Z - 1,
    tak(X1, Y, Z, A1),
    tak(Y1, Z, X, A2),
    tak(Z1, X, Y, A3),
    tak(A1, A2, A3, A).
