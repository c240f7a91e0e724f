% A module of the modules_reexport golden: reexports all of geometry and
% print_report/1 of report, and exports one predicate of its own.
:- module(shapes_all, [summary/1]).
:- reexport(geometry).
:- reexport(report, [print_report/1]).

summary(S) :- area(S, A), describe(S, T), format("~w: ~w of area ~w~n", [S, T, A]).
