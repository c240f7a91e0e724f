% Consulted by redefine_prog.pl after it has defined q/1.
q(aux2).
