% Calls compiled before the predicate they call is defined reach the
% definition that comes later, not a library predicate of the same name
% (as SWI-Prolog, where the library's would only be autoloaded): main/0
% calling itself, main/0 called from a clause above it, a time/1 and a
% maplist/3 of the program's own.
:- use_module(forward_calls_mod).

loop(N) :- N > 2, !.
loop(N) :- write(loop(N)), nl, N1 is N+1, loop(N1).

start :- main.

main :- nb_getval(round, R), R1 is R+1, nb_setval(round, R1),
    (   R1 > 3 -> write(main_done), nl ; write(main(R1)), nl, main ).

timed :- time(work).

time(G) :- write(my_time(G)), nl.

mapped :- maplist(a, b, c).

maplist(X, Y, Z) :- write(my_maplist(X, Y, Z)), nl.

go :-
    nb_setval(round, 0),
    start,
    loop(0),
    timed,
    mapped,
    run_cleanup(C), write(caught(C)), nl,
    (   call_cleanup(fail, Catcher, (write(cleanup(Catcher)), nl))
    ->  true
    ;   write(failed), nl
    ),
    forall(call_cleanup(member(X, [a]), C2, (write(c2(C2)), nl)), (write(X), nl)),
    \+ predicate_property(_:create_pool(_), exported).
