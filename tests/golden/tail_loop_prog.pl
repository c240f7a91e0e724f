% Tail recursion in constant space: a counting loop of 100,000,000
% iterations, and 20,000,000 calls alternating between two predicates
% whose last calls sit after a cut and in the else-branch of an
% if-then-else. Without last-call optimisation either one needs gigabytes
% of stack. It takes about 5 s of CPU on SWI-Prolog 9.

loop(0) :- !.
loop(N) :- N1 is N - 1, loop(N1).

ping(N, Acc, R) :-
    (   N =:= 0
    ->  R = Acc
    ;   N1 is N - 1,
        A1 is Acc + N mod 3,
        pong(N1, A1, R)
    ).

pong(N, Acc, R) :- N1 is N - 1, !, ping(N1, Acc, R).

main :-
    loop(100000000),
    write(loop_done), nl,
    ping(20000000, 0, R),
    write(ping_pong(R)), nl.
