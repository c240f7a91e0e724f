% Polynomial arithmetic: (1+x+y+z)^10 in a sparse representation, a list
% of Coefficient-m(I,J,K) terms for Coefficient*x^I*y^J*z^K, kept in the
% standard order of the monomials. Multiplication scales one factor by
% each term of the other and merges; powers go by squaring. Measures
% compare/3, merging of sorted lists and integer arithmetic.

bench_name(poly_10).

bench_run :-
    poly_base(P),
    poly_power(P, 10, _).

% Independent check: the coefficient of x^I y^J z^K in (1+x+y+z)^10 is the
% multinomial coefficient 10!/(I! J! K! (10-I-J-K)!), and there is one
% term for each of the C(13,3) = 286 monomials of degree at most 10.
bench_check :-
    poly_base(P),
    poly_power(P, 10, R),
    poly_length(R, 0, 286),
    poly_all_multinomial(R),
    poly_coefficient(R, m(3,3,3), 16800),
    poly_coefficient(R, m(0,0,0), 1),
    poly_sum(R, 0, 1048576).

poly_base([1-m(0,0,0), 1-m(0,0,1), 1-m(0,1,0), 1-m(1,0,0)]).

poly_power(P, 1, P) :- !.
poly_power(P, N, R) :-
    N mod 2 =:= 0, !,
    H is N // 2,
    poly_power(P, H, Q),
    poly_multiply(Q, Q, R).
poly_power(P, N, R) :-
    N1 is N - 1,
    poly_power(P, N1, Q),
    poly_multiply(Q, P, R).

poly_multiply([], _, []).
poly_multiply([T|Ts], Q, R) :-
    poly_multiply(Ts, Q, R0),
    poly_scale(Q, T, S),
    poly_add(S, R0, R).

% Multiplying every term by one monomial keeps the list in order.
poly_scale([], _, []).
poly_scale([C-m(I,J,K)|Ts], C0-m(I0,J0,K0), [C1-m(I1,J1,K1)|Ss]) :-
    C1 is C * C0,
    I1 is I + I0,
    J1 is J + J0,
    K1 is K + K0,
    poly_scale(Ts, C0-m(I0,J0,K0), Ss).

poly_add([], Q, Q).
poly_add([T|Ts], Q, R) :-
    poly_add_(Q, T, Ts, R).

poly_add_([], T, Ts, [T|Ts]).
poly_add_([C2-M2|Qs], C1-M1, Ps, R) :-
    compare(Order, M1, M2),
    poly_merge(Order, C1, M1, Ps, C2, M2, Qs, R).

poly_merge(=, C1, M, Ps, C2, _, Qs, R) :-
    C is C1 + C2,
    (   C =:= 0
    ->  poly_add(Ps, Qs, R)
    ;   R = [C-M|R1],
        poly_add(Ps, Qs, R1)
    ).
poly_merge(<, C1, M1, Ps, C2, M2, Qs, [C1-M1|R]) :-
    poly_add(Ps, [C2-M2|Qs], R).
poly_merge(>, C1, M1, Ps, C2, M2, Qs, [C2-M2|R]) :-
    poly_add_(Qs, C1-M1, Ps, R).

poly_length([], N, N).
poly_length([_|Ts], N0, N) :-
    N1 is N0 + 1,
    poly_length(Ts, N1, N).

poly_sum([], S, S).
poly_sum([C-_|Ts], S0, S) :-
    S1 is S0 + C,
    poly_sum(Ts, S1, S).

poly_coefficient([C0-M0|Ts], M, C) :-
    (   M0 == M
    ->  C = C0
    ;   poly_coefficient(Ts, M, C)
    ).

poly_all_multinomial([]).
poly_all_multinomial([C-m(I,J,K)|Ts]) :-
    L is 10 - I - J - K,
    L >= 0,
    poly_factorial(10, F10),
    poly_factorial(I, FI),
    poly_factorial(J, FJ),
    poly_factorial(K, FK),
    poly_factorial(L, FL),
    C =:= F10 // (FI * FJ * FK * FL),
    poly_all_multinomial(Ts).

poly_factorial(0, 1) :- !.
poly_factorial(N, F) :-
    N1 is N - 1,
    poly_factorial(N1, F1),
    F is N * F1.
