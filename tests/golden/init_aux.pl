% Consulted by init_prog.pl.
:- initialization((write(init_aux), nl)).
:- write(directive_aux), nl.
