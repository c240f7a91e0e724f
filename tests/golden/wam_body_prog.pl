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
% Permanent variables inside structures: unify_var_y in the head,
% set_val_y and (first occurrence) set_var_y in the body; constants and
% anonymous arguments of a body structure.
perm_struct(f(X, Y), X, Z) :- q(X, g(Z, _, _, a, 2.5)), r(Y, h(Z, W)), q(W, Y).
% A permanent variable repeated in the head (get_val_y, and unify_val_y
% inside a structure); a constant argument.
perm_rep(X, X, f(X)) :- q(X, b), r(X, X).
q(_, _).
r(_, _).
a(_).
b.
c(_).

show :- forall(member(P, [p/2, chain/1, tail/2, build/2, callbuild/1, void/3, voids/1, perm_struct/3, perm_rep/3]), (wam_listing(P), nl)).
