/*  Kea library: statistics
    time/1 as SWI-Prolog's library(statistics) has it.  Private helpers
    are prefixed '$time_'.
*/

:- module(prolog_statistics, [
    time/1
    ]).
:- meta_predicate
    time(0).

%   time(:Goal): call Goal and report, on user_error, the inferences, CPU
%   time and wall time it took, at each of its answers, at its failure
%   and at an exception out of it; each report counts from the previous
%   one, as SWI-Prolog's does.
time(Goal) :-
    '$time_now'(Now),
    State = '$time'(Now),
    (   call_cleanup(catch(Goal, E, ( '$time_report'(State), throw(E) )),
                     Det = true),
        '$time_report'(State),
        (   Det == true
        ->  !
        ;   true
        )
    ;   '$time_report'(State),
        fail
    ).

'$time_now'(t(I, C, W)) :-
    statistics(inferences, I),
    statistics(cputime, C),
    get_time(W).

'$time_report'(State) :-
    '$time_now'(Now),
    arg(1, State, t(I0, C0, W0)),
    nb_setarg(1, State, Now),
    Now = t(I1, C1, W1),
    Inferences is I1 - I0,
    Cpu is C1 - C0,
    Wall is W1 - W0,
    (   Wall > 0
    ->  Percent is round(100 * Cpu / Wall)
    ;   Percent = 0
    ),
    (   Cpu > 0
    ->  Lips is integer(Inferences / Cpu)
    ;   Lips = 'Infinite'
    ),
    format(user_error, '% ~D inferences, ~3f CPU in ~3f seconds (~w% CPU, ~w Lips)~n',
           [Inferences, Cpu, Wall, Percent, Lips]).
