% Clauses of a multifile predicate (here and of another module's) may be
% apart: no discontiguous warning, as in SWI-Prolog. A plain predicate
% still gets one.
:- multifile hook/1.
hook(1).
other.
hook(2).
:- multifile lists:kea_golden_hook/1.
lists:kea_golden_hook(1).
another.
lists:kea_golden_hook(2).
plain(1).
third.
plain(2).

main :- findall(X, hook(X), L), print(L), nl, findall(Y, lists:kea_golden_hook(Y), L2), print(L2), nl.
