% Compiler output test: wam_NAME.out is Kea's own wam_listing/1 of these clauses,
% reviewed by hand instruction by instruction (SWI-Prolog has no such listing).
% A change to the compiler that alters the code shows here as a diff.
% Inline builtins: arithmetic on small integers, comparisons, type tests,
% unification and term comparison, compiled to instructions rather than calls.
len([], N, N).
len([_|T], N0, N) :- N1 is N0 + 1, len(T, N1, N).
fib(N, F) :- N < 2, !, F = N.
fib(N, F) :- N1 is N - 1, N2 is N - 2, fib(N1, F1), fib(N2, F2), F is F1 + F2.
expr(X, Y) :- Y is X * 2 + (X mod 3) - max(X, 7) // 2.
general(X, Y) :- Y is sqrt(X) + 2.0.
types(X) :- var(X) ; atom(X) ; integer(X) ; compound(X).
same(X, Y) :- X == Y, X \== f(Y), X = Y.
cmp(X) :- X >= 0, X =< 10, X =:= X, X =\= 11.
builtin(X, L) :- atom_length(X, L), atom_codes(X, _).
% The remaining arithmetic and type-test instructions; a register holding an
% intermediate result is reused once consumed (X4 below).
bitops(X, Y) :- Y is (-X /\ 7 \/ 8) rem 5 << 1 >> min(X, 2).
more_types(X) :- atomic(X), callable(X), nonvar(X), number(X).
% Inline builtins of every arity the bi instructions take.
builtin_arity(L, S) :- nl, write(L), functor(L, _, _), sort(0, @>=, L, S).

show :- forall(member(P, [len/3, fib/2, expr/2, general/2, types/1, same/2, cmp/1, builtin/2, bitops/2, more_types/1, builtin_arity/2]), (wam_listing(P), nl)).
