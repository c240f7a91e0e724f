% A module of golden modules_libraries: its lambdas, time limits, assertions
% and concurrent goals call predicates private to it, so each library must
% run them in this module.
:- module(modules_libraries_walk, [walk/2, guarded/1, checked/1, spread/2]).

step(X, Y) :- Y is X * 3.
slow :- repeat, fail.
positive(X) :- X > 0.

walk(Xs, Ys) :- maplist([X, Y]>>step(X, Y), Xs, Ys).
guarded(R) :- catch(call_with_time_limit(0.1, slow), E, R = caught(E)).
checked(X) :- catch(assertion(positive(X)), error(E, _), (print(E), nl)).
spread(Xs, Ys) :- concurrent_maplist(step, Xs, Ys).
