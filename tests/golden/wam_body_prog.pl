% Compiler output test: wam_NAME.out is Kea's own wam_listing/1 of these clauses,
% reviewed by hand instruction by instruction (SWI-Prolog has no such listing).
% A change to the compiler that alters the code shows here as a diff.
% Bodies: temporaries vs permanent variables, environments, last call.
p(X, Y) :- q(X, Z), r(Z, Y).
chain(X) :- a(X), b, c(X).
tail(X, Y) :- q(X, Y).
build(X, f(X, [1, 2|T], g(T))).
callbuild(X) :- q(f(X, g(Y)), [Y|X]).
void(_, _, x).
voids(f(_, _, _, Y)) :- q(Y, _).
q(_, _).
r(_, _).
a(_).
b.
c(_).

show :- forall(member(P, [p/2, chain/1, tail/2, build/2, callbuild/1, void/3, voids/1]), (wam_listing(P), nl)).
