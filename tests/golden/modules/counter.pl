% A module of the modules_dynamic golden: count/1 is a private dynamic
% predicate; next/1 and reset/0 change it.
:- module(counter, [next/1, reset/0]).
:- dynamic count/1.

count(0).

next(N) :- retract(count(N0)), N is N0 + 1, assertz(count(N)).

reset :- retractall(count(_)), assertz(count(0)).
