% Included by consult_prog.pl: these clauses belong to the including file.
p(2).
p(3).
:- write(including), nl.
