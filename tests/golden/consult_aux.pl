% Consulted twice by consult_prog.pl.
:- write(loading_aux), nl.
aux(a).
aux(b).
