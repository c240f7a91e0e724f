% Shared state hammered from 8 threads at once, each part checking an
% invariant afterwards (not just that nothing crashed): atoms, functors,
% flags, operators, assert/retract/call on one predicate, a message queue,
% and consulting a file while other threads call its predicates. The
% output is the same on SWI-Prolog.

:- dynamic(counter/1).
:- dynamic(item/2).
:- dynamic(flag_seen/2).

threads(8).

% Runs Worker(I) on threads 1..N and waits for all; every one must succeed.
run_all(Worker) :-
    threads(N),
    findall(T, (between(1, N, I), thread_create(call(Worker, I), T, [])), Ts),
    findall(S, (member(T, Ts), thread_join(T, S)), Ss),
    (   forall(member(S, Ss), S == true)
    ->  true
    ;   print(Ss), nl, fail
    ).

check(Name, Goal) :- ( catch(Goal, E, (print(E), nl, fail)) -> R = ok ; R = failed ), print(Name-R), nl.

% Atoms: every thread makes the same 2,000 atoms from text and from pieces;
% an atom is one entry, whoever made it first.
atoms(I) :-
    forall(between(1, 2000, K),
           ( format(atom(A), "stress_~d", [K]),
             atom_concat(stress_, K, B),
             A == B,
             atom_length(A, L), L > 7 )),
    nb_setval(done, I).
atoms_invariant :-
    forall(between(1, 2000, K), ( format(atom(A), "stress_~d", [K]), atom_codes(A2, `stress_`), atom_concat(A2, K, A) )).

% Functors: compound terms of fresh names and arities built everywhere.
functors(I) :-
    forall(between(1, 500, K),
           ( atom_concat(f_, K, F), Ar is K mod 7 + 1,
             functor(T, F, Ar), functor(T, F2, Ar2), F2 == F, Ar2 == Ar,
             T =.. [F|Args], length(Args, Ar) )),
    I > 0.

% assert/retract/call on one predicate: each thread adds its 200 items,
% removes the odd ones, and only ever sees its own items as it left them.
items(I) :-
    forall(between(1, 200, K), assertz(item(I, K))),
    forall(( between(1, 200, K), K mod 2 =:= 1 ), retract(item(I, K))),
    findall(K, item(I, K), Ks),
    length(Ks, 100),
    forall(member(K, Ks), K mod 2 =:= 0).
items_invariant :-
    aggregate_all(count, item(_, _), 800),
    forall(between(1, 8, I), aggregate_all(count, item(I, _), 100)).

% A counter kept in the database under a mutex: 8 x 300 increments.
count_up(_) :-
    forall(between(1, 300, _),
           with_mutex(counter, ( retract(counter(N)), N1 is N + 1, assertz(counter(N1)) ))).

% flag/3 is one step for all threads: 8 x 300 increments, and every old
% value seen once.
flag_up(I) :-
    forall(between(1, 300, _),
           ( flag(stress_flag, N, N + 1), assertz(flag_seen(I, N)) )).

% Flags and operators: set and read back from every thread (SWI-Prolog's
% flags are per thread, Kea's are shared: each thread checks its own).
flags_ops(I) :-
    atom_concat(stress_flag_, I, F),
    create_prolog_flag(F, I, []),
    forall(between(1, 200, K), ( set_prolog_flag(F, K), current_prolog_flag(F, K) )),
    atom_concat(stress_op_, I, Op),
    P is 100 + I,
    op(P, xfx, Op),
    current_op(P, xfx, Op).

% A message queue: 8 producers send 500 numbered messages each to one queue.
produce(I) :-
    forall(between(1, 500, K), thread_send_message(stress_q, msg(I, K))).

% Consult: every thread consults the same file while the others call its
% predicate; a reload replaces the predicate at once (the old clauses stay
% visible until the new definition is complete, as in SWI-Prolog), so
% every call sees all three clauses in order, never a part or twice.
consulting(File, _) :-
    forall(between(1, 20, _),
           ( consult(File),
             findall(X, stress_fact(X), Xs),
             Xs == [a, b, c] )).

main :-
    run_all(atoms), check(atoms, atoms_invariant),
    run_all(functors), check(functors, true),
    run_all(items), check(items, items_invariant),
    assertz(counter(0)), run_all(count_up), check(counter, counter(2400)),
    run_all(flag_up),
    check(flag, ( flag(stress_flag, 2400, 2400), findall(N, flag_seen(_, N), Ns), msort(Ns, Sorted0), numlist(0, 2399, Sorted0) )),
    run_all(flags_ops),
    check(flags_ops, forall(between(1, 8, I), ( atom_concat(stress_op_, I, Op), P is 100 + I, current_op(P, xfx, Op) ))),
    message_queue_create(_, [alias(stress_q)]),
    run_all(produce),
    findall(I-K, ( between(1, 4000, _), thread_get_message(stress_q, msg(I, K)) ), Msgs),
    msort(Msgs, Sorted),
    findall(I-K, ( between(1, 8, I), between(1, 500, K) ), Expected),
    check(queue, Sorted == Expected),
    check(queue_empty, \+ thread_peek_message(stress_q, _)),
    tmp_file(stress, Dir), make_directory(Dir),
    atom_concat(Dir, '/stress_consult.pl', File),
    setup_file(File),
    run_all(consulting(File)), check(consult, findall(X, stress_fact(X), [a, b, c])),
    delete_file(File), delete_directory(Dir).

setup_file(File) :-
    open(File, write, S),
    format(S, "stress_fact(a).~nstress_fact(b).~nstress_fact(c).~n", []),
    close(S).
