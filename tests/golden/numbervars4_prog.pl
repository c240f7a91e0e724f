% numbervars/4 with SWI-Prolog's options (functor_name, singletons,
% attvar) and term_singletons/2. Expected output is SWI-Prolog's.

t(G, R) :- catch((G -> print(R) ; write(no)), error(F, _), print(F)), nl.

main :-
    T1 = f(X, Y, X, g(Z)), t(numbervars(T1, 0, E1, []), T1-E1),
    T2 = f(A, B, A), t(numbervars(T2, 3, E2, [singletons(true)]), T2-E2),
    T3 = f(C, D), t(numbervars(T3, 0, E3, [functor_name(v)]), T3-E3),
    T5 = g(Q, R, Q), t((numbervars(T5, 0, E5, [singletons(true)]), write_canonical(T5), nl), E5),
    t(numbervars(f(_), 0, _, [bogus(1)]), ok),
    t(numbervars(f(_), 0, _, foo), ok),
    t(numbervars(f(_), a, _, []), ok),
    t(numbervars(f(_), 0, _, [singletons(maybe)]), ok),
    t(numbervars(f(_), 0, _, [attvar(skip)]), ok),
    T = h(_), t((term_singletons(f(T, T, V, W, W), L), L == [V]), ok1),
    t((term_singletons(k(P, [P|Q1]), L2), L2 == [Q1]), ok2),
    t((term_singletons(a, L3), L3 == []), ok3),
    ( X == Y, Z == C, D == R, B == Q -> true ; true ).
