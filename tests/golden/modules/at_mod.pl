% A module of the modules_at golden: run/1 calls its goal, which a caller
% in another module hands qualified with where it should run.
:- module(at_mod, [run/1]).
:- meta_predicate run(0).

run(G) :- call(G).

hello :- writeln(hello_from_at_mod).
