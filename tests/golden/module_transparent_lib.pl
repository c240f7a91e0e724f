% A library of transparent predicates for golden module_transparent: each
% runs in the context module of its caller (SWI-Prolog's
% module_transparent/1), while its own calls resolve here.
:- module(module_transparent_lib,
          [whereami/1, call_here/1, run_in_context/1, contexts/1, helper_of_context/1,
           count_down/2, nested/1, dyn_where/1, set_dyn/1]).
:- module_transparent
    whereami/1, call_here/1, run_in_context/1, contexts/1, helper_of_context/1,
    count_down/2, nested/1, dyn_where/1.
:- dynamic dyn_where/1.

whereami(M) :- context_module(M).
call_here(G) :- context_module(M), call(M:G).
run_in_context(G) :- call(G).
contexts(L) :- findall(M, (member(_, [a, b]), whereami(M)), L).
helper_of_context(X) :- context_module(M), M:helper(X).
% Recursion stays in the caller's context.
count_down(0, []) :- !.
count_down(N, [M|Ms]) :- context_module(M), N1 is N - 1, count_down(N1, Ms).
% A transparent predicate calling another passes the context on.
nested(M) :- whereami(M).
helper(library).
library_only(yes).
% Clauses asserted later reach the callers already compiled.
set_dyn(Tag) :-
    retractall(dyn_where(_)),
    assertz((dyn_where(Tag-M) :- context_module(M))).
