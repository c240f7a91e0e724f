% A module of the modules golden: a stack on lists, loaded with an import
% list.
:- module(modules_stack, [empty/1, push/3, pop/3, size/2]).
:- use_module(library(lists)).

empty([]).
push(X, S, [X|S]).
pop(X, [X|S], S).
size(S, N) :- length(S, N).
