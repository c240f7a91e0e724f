% Tables are private to a thread (SWI-Prolog's default): eight threads
% evaluate tabled reachability in module graphs at once, each over its
% own graph and a shared one, abolishing their own tables as they go,
% and each checks its answers against a plain computation. A user's
% reach/2 beside the module's reach/3.
:- use_module(modules/graphs).

:- table reach/2.
reach(X, Y) :- member(X-Y, [p-q, q-r]).
reach(X, Y) :- reach(X, Z), reach(Z, Y).

worker(G, Result) :-
    N is G * 5,
    findall(Y, graphs:reach(G, 0, Y), L0), msort(L0, L),
    numlist(0, N, All0), N1 is N - 1, numlist(0, N1, All),
    (   L == All -> R1 = ok ; R1 = wrong(L, All0) ),
    aggregate_all(count, graphs:reach(1, _, _), Shared),
    findall(V, current_table(graphs:V, _), Vs), length(Vs, NT),
    abolish_all_tables,
    aggregate_all(count, current_table(graphs:_, _), After),
    findall(Y-C, cost(a, Y, C), Cs0), msort(Cs0, Cs),
    Result = G-R1-Shared-NT-After-Cs.

worker(G, Main, Result) :-
    worker(G, Result),
    thread_send_message(Main, result(G, Result)).

main :-
    thread_self(Main),
    findall(Id, (between(1, 8, G), thread_create(worker(G, Main, _), Id, [])), Ids),
    forall(member(Id, Ids), thread_join(Id, true)),
    findall(G-R, (between(1, 8, _), thread_get_message(result(G, R))), Rs0),
    msort(Rs0, Rs),
    forall(member(R, Rs), (print(R), nl)),
    findall(X-Y, reach(X, Y), L), msort(L, SL), print(SL), nl,
    worker(3, R3), print(R3), nl,
    findall(V, current_table(V, _), Vs), msort(Vs, SVs), print(SVs), nl.
