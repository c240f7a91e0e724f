% Loaded by consult_prog.pl with the list notation.
:- write(loading_list), nl.
from_list :- write(from_list), nl.
