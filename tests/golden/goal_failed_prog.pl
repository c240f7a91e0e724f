% A -g goal that fails: a message on standard error (without -q), the
% remaining goals do not run, exit status 1.

main :-
    write(before_failure), nl,
    fail.

never :- write(never_runs), nl.
