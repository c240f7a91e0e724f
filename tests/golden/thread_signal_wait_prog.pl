% A signal's goal that waits in turn, delivered to a thread that is itself
% waiting: in sleep/1, in thread_get_message/1 and in thread_join/2. The
% inner wait ends, then the outer one goes on and ends as it would have.
% (Kea crashed here once: the inner wait left the thread with no wait
% target.)

in_sleep :-
    thread_self(Me),
    thread_create(( sleep(0.6), thread_send_message(main, slept) ), T, []),
    sleep(0.1),
    thread_signal(T, ( sleep(0.1), thread_send_message(main, signal_in_sleep) )),
    thread_get_message(main, signal_in_sleep), writeln(signal_in_sleep),
    thread_get_message(main, slept), writeln(slept),
    thread_join(T, S), writeln(joined(S)),
    Me == main.

in_get :-
    message_queue_create(Q),
    thread_create(( thread_get_message(Q, go(X)), thread_send_message(main, got(X)) ), T, []),
    sleep(0.1),
    thread_signal(T, ( thread_get_message(Q, inner(Y)), thread_send_message(main, inner_got(Y)) )),
    sleep(0.1),
    thread_send_message(Q, inner(1)),
    thread_get_message(main, inner_got(I)), writeln(inner_got(I)),
    thread_send_message(Q, go(2)),
    thread_get_message(main, got(G)), writeln(got(G)),
    thread_join(T, S), writeln(joined(S)),
    message_queue_destroy(Q).

in_join :-
    thread_create(sleep(0.5), Sleeper, []),
    thread_create(( thread_join(Sleeper, S0), thread_send_message(main, joined_inner(S0)) ), T, []),
    sleep(0.1),
    thread_signal(T, ( sleep(0.1), thread_send_message(main, signal_in_join) )),
    thread_get_message(main, signal_in_join), writeln(signal_in_join),
    thread_get_message(main, joined_inner(S1)), writeln(joined_inner(S1)),
    thread_join(T, S), writeln(joined(S)).

main :-
    in_sleep, in_get, in_join.
