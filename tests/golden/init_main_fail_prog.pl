% initialization(main, main) with a main that fails: a message on standard
% error (without -q) and exit status 1.

:- initialization(main, main).

main :-
    write(before_failure), nl,
    fail.
