% initialization(main, main): main runs once the file is loaded, and then
% the process halts with status 0 without entering the top-level (which
% would read standard input). Its -g/-t options are not needed.

:- initialization(main, main).

main :-
    write(in_main), nl,
    later.

later :- write(defined_after_the_directive), nl.
