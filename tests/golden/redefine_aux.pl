% Consulted by redefine_prog.pl before it defines p/1.
p(aux_1).
p(aux_2).
