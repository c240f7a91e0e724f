% A counter kept in the database, updated by retract/assertz 100,000
% times in a recursive loop and 100,000 times in a failure-driven loop.
% Each retract leaves one clause, so the loops run in constant space when
% retract/1 on the last matching clause leaves no choice point.

:- dynamic counter/1.

counter(0).

step :-
    retract(counter(N)),
    N1 is N + 1,
    assertz(counter(N1)).

loop(0) :- !.
loop(I) :-
    step,
    I1 is I - 1,
    loop(I1).

main :-
    loop(100000),
    counter(A),
    write(recursive(A)), nl,
    (   between(1, 100000, _),
        step,
        fail
    ;   true
    ),
    findall(N, counter(N), L),
    write(failure_driven(L)), nl.
