% initialization(main, main) with an uncaught error in main: the error is
% printed on standard error and the process halts with status 2 (1 when
% main fails).

:- initialization(main, main).

main :-
    write(before_error), nl,
    atom_length(_, _).
