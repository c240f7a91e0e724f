% load_messages: while a file loads, the errors and warnings that its
% directives print say where (File:Line: on a line of their own, the
% message indented under it); informational messages are printed unless
% -q; an initialization goal runs after the load, so its messages say no
% place. A failed directive's goal is written as one term, brackets kept.
% load_messages_verbose runs this file without -q.
:- multifile prolog:message//1.
prolog:message(two_lines(X)) --> [ 'first ~w'-[X], nl, 'second' ].

:- print_message(warning, format("a warning ~w", [1])).
:- print_message(error, two_lines(x)).
:- print_message(informational, format("just so you know", [])).
:- print_message(silent, format("never shown", [])).
:- atom_length(abc, 2), true.
after :- print_message(warning, format("after the load", [])).
:- initialization(after).
