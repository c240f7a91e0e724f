% Meta-calling control constructs whose goals hold cyclic terms ends at
% once; a control construct that contains itself is
% representation_error(cyclic_term). Expected output is SWI-Prolog's.

t(G, R) :- catch((G -> print(R) ; write(no)), error(F, _), print(F)), nl.

chain(0, T, T) :- !.
chain(N, T, (true, G)) :- N1 is N-1, chain(N1, T, G).

main :-
    X = [a|X], t(call((true, atom(X))), yes),
    t(call((true ; is_list(X))), yes),
    Y = f(Y), t(call((Y = f(Z), Z == Y)), yes),
    t(catch(throw(g(Y)), g(_), true), caught),
    G = (fail ; G), t(call(G), looped),
    chain(100, C, C), t(call(C), looped),
    chain(20000, true, D), t(call(D), long),
    A = (true ; fail), t(call((A, A ; true)), shared).
