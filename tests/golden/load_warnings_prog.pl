% Warnings while loading, on standard error with file:line: singleton
% variables (in directives too), and clauses of a predicate that are not
% together.
% Loading goes on after each warning.

p(X) :- q(Y).
q(1).
r(_X, _).
p(2).
s(A, B, C) :- t(A, _D, _D, C).
t(_, _, _, _).
q(2).
:- discontiguous d/1.
d(1).
e(1).
d(2).
u(X, Y, Z) :- Z = 1.
v(_, _Ignored, W) :- W = [_|_].
:- forall(member(M, [a]), atom(a)), Unused = 1.
:- initialization(_Quiet = 1).

main :-
    findall(x, p(_), Ps), length(Ps, N), write(p_solutions(N)), nl,
    findall(X, q(X), Qs), write(Qs), nl,
    findall(X, d(X), Ds), write(Ds), nl.
