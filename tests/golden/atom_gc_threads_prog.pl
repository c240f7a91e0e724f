% Atom garbage collection while threads run: workers make atoms and drop
% most of them, keeping some on their stacks, in clauses and in messages;
% collections happen while they run (each asks for some, and the trigger
% asks for more), while one thread waits for a message and the main thread
% waits in thread_join/2. Every kept atom must still be the atom its text
% names: a collected one would be a different atom when made again.
:- dynamic kept/3.

name_of(T, I, A) :- format(atom(A), 'agc_thread_~w_~w', [T, I]).

worker(T, N) :- worker(T, N, []).

worker(T, 0, Keep) :-
    !,
    (   forall(member(I-A, Keep), (name_of(T, I, B), A == B))
    ->  thread_send_message(main, done(T, ok))
    ;   thread_send_message(main, done(T, lost))
    ).
worker(T, I, Keep0) :-
    name_of(T, I, A),
    (   I mod 1000 =:= 0
    ->  Keep = [I-A|Keep0], assertz(kept(T, I, A))
    ;   Keep = Keep0
    ),
    (   I mod 25000 =:= 0 -> garbage_collect_atoms ; true ),
    I1 is I - 1,
    worker(T, I1, Keep).

waiter :-
    atom_concat(agc_waiting_, here, A),
    thread_get_message(go),
    atom_concat(agc_waiting_, here, B),
    (   A == B -> R = ok ; R = lost ),
    thread_send_message(main, waited(R)).

main :-
    atom_concat(agc_main_, held, Held),
    statistics(agc, C0),
    thread_create(waiter, W, []),
    findall(Id, (between(1, 3, T), thread_create(worker(T, 100000), Id, [])), Ids),
    forall(member(Id, Ids), (thread_join(Id, Status), write(joined(Status)), nl)),
    findall(T-R, (between(1, 3, _), thread_get_message(done(T, R))), Done0),
    msort(Done0, Done), write(Done), nl,
    statistics(agc, C1),
    (   C1 > C0 -> write(collected_while_running) ; write(none_while_running) ),
    nl,
    garbage_collect_atoms,
    thread_send_message(W, go),
    thread_get_message(waited(WR)), write(waiter(WR)), nl,
    thread_join(W, WS), write(waiter_joined(WS)), nl,
    aggregate_all(count, kept(_, _, _), NKept), write(kept(NKept)), nl,
    (   forall(kept(T, I, A), (name_of(T, I, B), A == B)) -> write(clauses(ok)) ; write(clauses(lost)) ),
    nl,
    atom_concat(agc_main_, held, Held2),
    (   Held == Held2 -> write(main_held(ok)) ; write(main_held(lost)) ),
    nl.
