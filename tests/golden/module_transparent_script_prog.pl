% A script written as a module: library(main)'s main/0 is transparent, so
% it calls this module's main/1 (SWI-Prolog's library(main)).
:- module(module_transparent_script, []).
:- use_module(library(main)).
:- initialization(main, main).

main(Argv) :-
    argv_options(Argv, Positional, Options),
    context_module(M),
    format("~w: ~w ~w~n", [M, Positional, Options]).
