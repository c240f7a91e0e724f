% Atom garbage collection: atoms nothing refers to go, atoms each kind of
% root refers to stay, and their text is intact afterwards.
:- dynamic fact/1.

fresh(Prefix, N, A) :- atom_concat(Prefix, N, A).

drop(N) :-
    forall(between(1, N, I), atom_concat(dropped_atom_, I, _)).

kept(Name, Atom) :- format("~w: ~q~n", [Name, Atom]).

main :-
    fresh(kept_clause_, 1, A1), assertz(fact(A1)),
    fresh(kept_record_, 2, A2), recorda(agc_key, A2),
    fresh(kept_global_, 3, A3), nb_setval(agc_global, A3),
    fresh(kept_flag_, 4, A4), create_prolog_flag(agc_flag, A4, []),
    message_queue_create(Q), fresh(kept_message_, 5, A5), thread_send_message(Q, msg(A5)),
    fresh(kept_op_, 6, A6), op(700, xfx, A6),
    fresh(kept_key_, 7, K7), nb_setval(K7, 7),
    fresh(kept_mutex_, 8, A8), mutex_create(_, [alias(A8)]),
    fresh(kept_module_, 9, A9), assertz(A9:p(9)),
    fresh(kept_stream_, 10, A10), open('/dev/null', write, S, [alias(A10)]),
    fresh(kept_functor_, 11, A11), T11 =.. [A11, x], assertz(fact(T11)),
    fresh(kept_local_, 12, A12),
    fresh(kept_queue_, 13, A13), message_queue_create(_, [alias(A13)]),
    fresh(kept_key_, 14, K14), recorda(K14, fourteen),
    fresh(kept_string_, 15, A15), atom_string(A15, S15),
    statistics(agc_gained, Before),
    drop(30000),
    garbage_collect_atoms,
    statistics(agc_gained, After),
    Gone is After - Before,
    (   Gone >= 29000 -> writeln(dropped_atoms_collected) ; writeln(kept(Gone)) ),
    fact(C1), atom(C1), kept(clause, C1),
    recorded(agc_key, R2), kept(record, R2),
    nb_getval(agc_global, G3), kept(global, G3),
    current_prolog_flag(agc_flag, F4), kept(flag, F4),
    thread_get_message(Q, msg(M5)), kept(message, M5),
    (   current_op(700, xfx, O6), sub_atom(O6, 0, _, _, kept_op_) -> kept(op, O6) ; writeln(no_op) ),
    fresh(kept_key_, 7, K7b), nb_getval(K7b, V7), kept(global_key, K7b-V7),
    fresh(kept_mutex_, 8, A8b), mutex_property(A8b, alias(M8)), kept(mutex, M8),
    fresh(kept_module_, 9, A9b), A9b:p(P9), kept(module, A9b-P9),
    fresh(kept_stream_, 10, A10b), stream_property(S, alias(Al10)), kept(stream, Al10-A10b),
    fact(T), compound(T), T =.. [N11|_], kept(functor, N11),
    kept(local, A12),
    fresh(kept_queue_, 13, A13b), message_queue_property(Qa, alias(A13b)), message_queue_property(Qa, alias(N13)), kept(queue, N13),
    fresh(kept_key_, 14, K14b), recorded(K14b, V14), kept(record_key, K14b-V14),
    atom_string(A15b, S15), kept(string, A15b),
    (   A1 == C1, A12 == kept_local_12 -> writeln(same_atoms) ; writeln(different_atoms) ),
    close(S).
