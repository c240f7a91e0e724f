% Filling the clause store past Boehm GC's heap limit (out_of_memory.env
% sets it to 200 MB) is resource_error(memory), which the program catches;
% after the clauses are retracted, the program goes on.
fill(N) :-
    N > 0, !,
    assertz(big(N, [N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N])),
    N1 is N - 1,
    fill(N1).
fill(_).

main :-
    catch(fill(100000000), error(E, _), true),
    retractall(big(_, _)),
    garbage_collect,
    print(E), nl,
    fill(1000),
    aggregate_all(count, big(_, _), C),
    print(C), nl.
