% Compiler output test: wam_NAME.out is Kea's own wam_listing/1 of these clauses,
% reviewed by hand instruction by instruction (SWI-Prolog has no such listing).
% A change to the compiler that alters the code shows here as a diff.
% Control: cut at the neck and deep, disjunction, if-then-else, soft cut,
% negation, and call/N.
neck(X) :- !, q(X).
deep(X) :- q(X), !, r(X).
deep2(X) :- q(X), !.
disj(X) :- ( q(X) ; r(X) ).
ite(X, Y) :- ( q(X) -> Y = yes ; Y = no ).
ite_cut(X) :- ( q(X), ! ; r(X) ).
soft(X) :- ( q(X) *-> r(X) ; true ).
neg(X) :- \+ q(X).
meta(G, X) :- call(G, X).
% Branches with calls join again before the next goal: the then-branch
% jumps over the else-branch's trust_else.
join(X) :- ( q(X) -> r(X) ; true ), q(X).
% A cut after inline tests only is still a neck cut.
pos(X) :- X > 0, !.
q(_).
r(_).

show :- forall(member(P, [neck/1, deep/1, deep2/1, disj/1, ite/2, ite_cut/1, soft/1, neg/1, meta/2, join/1, pos/1]), (wam_listing(P), nl)).
