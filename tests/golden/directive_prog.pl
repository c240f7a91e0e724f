% Directives that fail or raise an error: a warning or an error message
% with file:line, and loading goes on.

:- write(first_directive), nl.
:- fail.
:- atom_length(abc, 4).
:- atom_length(1, a).
:- write(last_directive), nl.

main :- write(main), nl.
