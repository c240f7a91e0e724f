% aggregate/3 (library(aggregate)): one result per binding of the free
% variables, as bagof/3 groups them; ^ hides a variable; no solution fails.
% aggregate_all/3,4 for comparison. Expected output is SWI-Prolog's.
:- use_module(library(aggregate)).

p(a, 1). p(b, 5). p(a, 3). p(c, 2). p(b, 4).

t(G, R) :- catch((G -> print(R) ; write(no)), error(F, _), print(F)), nl.

main :-
    forall(aggregate(count, V^p(K, V), C), (print(K-C), nl)),
    forall(aggregate(sum(V), p(K, V), S), (print(K-S), nl)),
    forall(aggregate(max(V), p(K, V), M), (print(K-M), nl)),
    forall(aggregate(min(V, K), p(K, V), M), (print(M), nl)),
    t(aggregate(count, K^V^p(K, V), N), N),
    t(aggregate(bag(K), V^p(K, V), B), B),
    t(aggregate(set(K), V^p(K, V), S2), S2),
    t(aggregate(max(V, K), p(K, V), MW), MW),
    t(aggregate(count, fail, C1), C1),
    t(aggregate_all(count, fail, C0), C0),
    t(aggregate(foo, true, R1), R1),
    t(aggregate(_, true, R2), R2),
    t(aggregate_all(max(X), member(X, [1, 3.0, 2]), Mx), Mx),
    t(aggregate_all(sum(X), member(X, [1, 2.5]), Sx), Sx),
    t(aggregate_all(bag(X), member(X, [c, a, b, a]), Bx), Bx),
    t(aggregate_all(set(X), member(X, [c, a, b, a]), Sx2), Sx2),
    t(aggregate_all(max(X), member(X, []), Me), Me),
    t(aggregate_all(count, D, member(D-_, [a-1, b-2, a-3]), Cd), Cd),
    t(aggregate_all(sum(V), D, member(D-V, [a-1, a-1, b-2]), Sd), Sd).
