% An uncaught error in a -g goal: the message goes to standard error, the
% remaining -g goals and the -t goal do not run, and the exit status is 2.

main :-
    write(before_error), nl,
    atom_length(_, _).

never :- write(never_runs), nl.
