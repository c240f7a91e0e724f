% Symbolic differentiation: one clause per operator, building the
% unsimplified derivative term. Measures clause indexing on the principal
% functor of the first argument and term construction.

bench_name(deriv).

bench_run :-
    deriv_repeat(400).

deriv_repeat(0) :- !.
deriv_repeat(K) :-
    deriv_all,
    K1 is K - 1,
    deriv_repeat(K1).

deriv_all :-
    deriv_expr(_, E),
    deriv(E, x, _),
    fail.
deriv_all.

% The derivative is checked numerically, independently of the rules that
% built it: at two points its value must match a central difference of
% the original expression. One small case is also checked structurally.
bench_check :-
    deriv(x * x, x, D0),
    D0 == 1 * x + x * 1,
    deriv(7, x, Z), Z == 0,
    deriv(y, x, Y), Y == 0,
    \+ ( deriv_expr(Name, E),
         deriv(E, x, D),
         deriv_point(P),
         \+ deriv_agrees(E, D, P),
         write(deriv_mismatch(Name, P)), nl
       ).

deriv_point(1.5).
deriv_point(0.7).

deriv_agrees(E, D, P) :-
    H = 0.00001,
    P1 is P + H,
    P0 is P - H,
    deriv_eval(E, P1, F1),
    deriv_eval(E, P0, F0),
    deriv_eval(D, P, DV),
    Numeric is (F1 - F0) / (2 * H),
    abs(Numeric - DV) =< 0.00001 * max(1.0, abs(DV)).

deriv_expr(product, (x + 1) * ((x ^ 2 + 2) * (x ^ 3 + 3))).
deriv_expr(quotients, ((((((((x / (x + 1)) / (x + 2)) / (x + 3)) / (x + 4)) / (x + 5)) / (x + 6)) / (x + 7)) / (x + 8))).
deriv_expr(transcendental, exp(sin(x) * cos(x)) * log(x + 3) - exp(-(x ^ 2))).
deriv_expr(power_chain, x * x * x * x * x * x * x * x * x * x).
deriv_expr(polynomial, 3 * x ^ 4 - 2 * x ^ 3 + 5 * x ^ 2 + x - 7).
deriv_expr(nested_logs, log(x + log(x + log(x + log(x + 10))))).

deriv(X, X, 1) :- !.
deriv(C, _, 0) :- atomic(C), !.
deriv(U + V, X, DU + DV) :-
    deriv(U, X, DU),
    deriv(V, X, DV).
deriv(U - V, X, DU - DV) :-
    deriv(U, X, DU),
    deriv(V, X, DV).
deriv(-(U), X, -(DU)) :-
    deriv(U, X, DU).
deriv(U * V, X, DU * V + U * DV) :-
    deriv(U, X, DU),
    deriv(V, X, DV).
deriv(U / V, X, (DU * V - U * DV) / (V ^ 2)) :-
    deriv(U, X, DU),
    deriv(V, X, DV).
deriv(U ^ N, X, N * U ^ N1 * DU) :-
    integer(N),
    N1 is N - 1,
    deriv(U, X, DU).
deriv(exp(U), X, exp(U) * DU) :-
    deriv(U, X, DU).
deriv(log(U), X, DU / U) :-
    deriv(U, X, DU).
deriv(sin(U), X, cos(U) * DU) :-
    deriv(U, X, DU).
deriv(cos(U), X, -(sin(U)) * DU) :-
    deriv(U, X, DU).

% Numeric value of an expression in x, as a float.
deriv_eval(x, P, V) :- !, V = P.
deriv_eval(N, _, V) :- number(N), !, V is float(N).
deriv_eval(A + B, P, V) :- deriv_eval(A, P, VA), deriv_eval(B, P, VB), V is VA + VB.
deriv_eval(A - B, P, V) :- deriv_eval(A, P, VA), deriv_eval(B, P, VB), V is VA - VB.
deriv_eval(-(A), P, V) :- deriv_eval(A, P, VA), V is -VA.
deriv_eval(A * B, P, V) :- deriv_eval(A, P, VA), deriv_eval(B, P, VB), V is VA * VB.
deriv_eval(A / B, P, V) :- deriv_eval(A, P, VA), deriv_eval(B, P, VB), V is VA / VB.
deriv_eval(A ^ N, P, V) :- deriv_eval(A, P, VA), deriv_power(VA, N, V).
deriv_eval(exp(A), P, V) :- deriv_eval(A, P, VA), V is exp(VA).
deriv_eval(log(A), P, V) :- deriv_eval(A, P, VA), V is log(VA).
deriv_eval(sin(A), P, V) :- deriv_eval(A, P, VA), V is sin(VA).
deriv_eval(cos(A), P, V) :- deriv_eval(A, P, VA), V is cos(VA).

% Float to a non-negative integer power by repeated multiplication (the
% systems disagree on ^ with a float base).
deriv_power(_, 0, 1.0) :- !.
deriv_power(B, N, V) :-
    N1 is N - 1,
    deriv_power(B, N1, V1),
    V is V1 * B.
