% A module whose file sets its own unknown and double_quotes flags: its
% undefined predicates fail and its strings read as codes, while user's
% stay as they were.
:- module(lenient, [probe/1, probe_other/1, greeting/1]).
:- set_prolog_flag(unknown, fail).
:- set_prolog_flag(double_quotes, codes).

greeting("hi").

probe(R) :- ( missing_here -> R = succeeded ; R = failed ).
probe_other(R) :- catch(( strict:missing -> R = succeeded ; R = failed ), error(F, _), R = F).
