% library(yall) lambdas: Params>>Body with copy semantics, Free/Params>>Body,
% parameters and arguments. Expected output is SWI-Prolog's.
:- use_module(library(yall)).

% Prints R, no, or the error's kind and its first argument.
t(G, R) :- catch((G -> print(R) ; write(no)), error(F, _), print_formal(F)), nl.

print_formal(F) :- ( compound(F), arg(1, F, A) -> functor(F, K, _), print(K-A) ; print(F) ).

main :-
    t(maplist([X,Y]>>(Y is X*2), [1,2,3], L1), L1),
    N = 10,
    t(maplist([X1,Y1]>>(Y1 is X1+N), [1,2], L2), L2),
    t((maplist([X2]>>(Z2 = X2), [1]), var(Z2)), unbound),
    t((F = 7, maplist(F/[X4,Y4]>>(Y4 is X4+F), [1], L4)), L4),
    t(call([X6,Y6]>>(Y6 = f(X6)), 1, R6), R6),
    t(call([X7]>>format("~w~n", [X7]), hi), done),
    t(call([_,_]>>true, 1), called),
    t(call([_]>>atom, a), called),
    t(call([]>>true), called),
    t(foldl([E,A0,A1]>>(A1 is A0+E), [1,2,3], 0, S), S),
    t(call([X13|T13]>>true, 1, 2), X13-T13),
    t(call([X14,Y14]>>atom_length(X14, Y14), abc, L14), L14),
    t((call([X15]>>call(X15, Y15), [Z]>>(Z = 3)), var(Y15)), unbound).
