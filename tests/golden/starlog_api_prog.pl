% Starlog from Prolog: load a program whose rules call a predicate of this
% file, run it in two parts, and query its relations.
collatz_next(N, M) :- ( N mod 2 =:= 0 -> M is N // 2 ; M is 3*N+1 ).

main(Dir) :-
    atom_concat(Dir, '/starlog_api', Prog),
    starlog_load(Prog),
    starlog_run([max_time(10), status(S1)]),
    aggregate_all(count, starlog_tuple(step(_,_,_)), N1),
    format("after max_time(10): ~w, ~d steps~n", [S1, N1]),
    starlog_run([status(S2)]),
    aggregate_all(count, starlog_tuple(step(_,_,_)), N2),
    format("at the end: ~w, ~d steps~n", [S2, N2]),
    forall(starlog_relation(R, C), format("  ~w: ~d tuples~n", [R, C])),
    findall(S-T, starlog_tuple(step(S, 1, T)), Ends), msort(Ends, Sorted),
    format("reach 1: ~w~n", [Sorted]),
    findall(N, starlog_tuple(peak(97, N, _)), Peaks), msort(Peaks, SP),
    format("peaks of 97: ~w~n", [SP]),
    (   starlog_tuple(step(27, 9232, T)) -> format("27 peaks at step ~d~n", [T]) ; true ),
    catch(starlog_tuple(nope(_)), E1, (print_message(error, E1))),
    atom_concat(Dir, '/starlog_bad.sl', Bad),
    catch(starlog_load(Bad), E2, (print_message(error, E2))),
    catch(starlog_tuple(_), E3, (print_message(error, E3))).
