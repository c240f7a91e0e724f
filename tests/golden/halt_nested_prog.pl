% halt/1 deep inside nested calls, catch/3 and findall/3 ends the process
% at once with its status: no recovery goal runs, nothing after it runs,
% and output written so far (even without a newline) is flushed.

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

level(0) :-
    findall(X, ( mem(X, [1, 2, 3]), X >= 2, halt(3) ), _),
    write(not_reached), nl.
level(N) :-
    N > 0,
    N1 is N - 1,
    catch(level(N1), E, (write(caught(E)), nl)),
    write(not_reached), nl.

main :-
    write(before), nl,
    write(partial),
    \+ \+ level(5),
    write(not_reached), nl.

never :- write(never_runs), nl.
