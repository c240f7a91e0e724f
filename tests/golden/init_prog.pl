% initialization/1: the goal runs after the file that holds the directive
% has been loaded, so it sees clauses that come later in the file; goals
% run in the order of their directives, and a loaded file's goals run when
% that file is done, before the rest of the loading file.

:- initialization((write(init_first), nl)).
:- write(directive_1), nl.

show_p :- findall(X, p(X), L), write(init_sees(L)), nl.
p(1).
:- initialization(show_p).
p(2).

:- consult(init_aux).
:- write(directive_2), nl.

main :- write(main), nl.
