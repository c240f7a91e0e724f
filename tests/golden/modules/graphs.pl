% A module with a tabled predicate, for golden tabling_threads: its
% clauses and its table live in the module; a user's own reach/2 does not
% clash with it.
:- module(graphs, [reach/3, cost/3]).

:- table reach/3.
reach(G, X, Y) :- arc(G, X, Y).
reach(G, X, Y) :- reach(G, X, Z), arc(G, Z, Y).

:- table cost(_, _, min).
cost(X, Y, C) :- arc(w, X, Y), C = 1.
cost(X, Y, C) :- cost(X, Z, C0), arc(w, Z, Y), C is C0 + 1.

% Graph G is a ring of G*5 nodes with a chord from each node N to 2N.
arc(G, X, Y) :- integer(G), N is G * 5, between(0, N, X), X < N, (Y is (X + 1) mod N ; Y is (2 * X) mod N).
arc(w, X, Y) :- member(X-Y, [a-b, b-c, c-d, d-a, a-c]).
