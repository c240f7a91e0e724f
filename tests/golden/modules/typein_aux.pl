:- module(typein_aux, [t2/0]).
t2 :- set_prolog_flag(unknown, fail), (nothere -> true ; writeln(failed_in_typein_aux)).
