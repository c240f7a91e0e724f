% Message queues: a thread's own queue and created ones (anonymous, named,
% bounded), selective receive by unification, peeking, timeouts, waking a
% waiting thread, destroying a queue under a waiting thread, a producer
% and consumer pair, and the errors of bad arguments.

formal(Goal) :-
    catch(( Goal -> R = succeeded ; R = failed ), error(F, _), R = F),
    print(R), nl.

% The kind of error, when its culprit is an anonymous queue or thread
% (SWI-Prolog writes those with their addresses).
kind(Goal) :-
    catch(( Goal -> R = succeeded ; R = failed ), error(F, _), ( functor(F, N, _), arg(1, F, A), R = N-A )),
    print(R), nl.

produce(Q, N) :-
    forall(between(1, N, I), thread_send_message(Q, item(I))),
    thread_send_message(Q, done).

consume(Q, Acc, Items) :-
    thread_get_message(Q, M),
    (   M == done
    ->  reverse(Acc, Items)
    ;   M = item(I),
        consume(Q, [I|Acc], Items)
    ).

main :-
    message_queue_create(Q),
    thread_send_message(Q, a(1)),
    thread_send_message(Q, b(2)),
    thread_send_message(Q, a(3)),
    thread_get_message(Q, a(X)), print(X), nl,
    thread_get_message(Q, Y), print(Y), nl,
    thread_peek_message(Q, Z), print(Z), nl,
    message_queue_property(Q, size(N)), print(N), nl,
    formal(thread_get_message(Q, c(_), [timeout(0.05)])),
    formal(thread_get_message(Q, c(_), [timeout(0)])),
    formal(thread_peek_message(Q, c(_))),
    thread_get_message(Q, a(3)),
    formal(thread_get_message(Q, _, [timeout(0)])),
    % The thread's own queue
    thread_self(Me),
    thread_send_message(Me, hello),
    thread_get_message(M), print(M), nl,
    formal(thread_peek_message(_)),
    thread_send_message(main, one),
    formal(thread_peek_message(one)),
    thread_get_message(main, one),
    % Named and bounded
    message_queue_create(Q2, [alias(qq), max_size(2)]), print(Q2), nl,
    forall(message_queue_property(qq, P), (print(P), nl)),
    thread_send_message(qq, x1),
    thread_send_message(qq, x2),
    formal(thread_send_message(qq, x3, [timeout(0.05)])),
    thread_create(( thread_get_message(qq, x1), thread_get_message(qq, x2) ), T0, []),
    thread_send_message(qq, x3),
    thread_join(T0, S0), print(S0), nl,
    thread_get_message(qq, Last), print(Last), nl,
    % Waking a waiting thread, and sending to a thread
    thread_create(( thread_get_message(go(V)), thread_send_message(main, got(V)) ), T1, []),
    thread_send_message(T1, go(42)),
    thread_get_message(got(G)), print(G), nl,
    thread_join(T1, S1), print(S1), nl,
    kind(thread_send_message(T1, late)),
    % Destroying a queue under a waiting thread
    message_queue_create(Q3),
    thread_create(( thread_send_message(main, waiting), thread_get_message(Q3, _) ), T3, []),
    thread_get_message(waiting),
    sleep(0.1),
    message_queue_destroy(Q3),
    thread_join(T3, S3),
    (   S3 = exception(error(existence_error(message_queue, _), _))
    ->  writeln(waiter_saw_existence_error)
    ;   print(S3), nl
    ),
    % Producer and consumer: all items, in order
    message_queue_create(PQ, [max_size(5)]),
    thread_create(produce(PQ, 200), TP, []),
    consume(PQ, [], Items),
    thread_join(TP, true),
    length(Items, Len), print(Len), nl,
    ( numlist(1, 200, Items) -> writeln(in_order) ; writeln(out_of_order) ),
    message_queue_destroy(PQ),
    % Errors
    formal(thread_send_message(nosuch, x)),
    formal(thread_get_message(nosuch, x)),
    formal(thread_get_message(_, x)),
    formal(thread_get_message(qq, x, [timeout(foo)])),
    formal(thread_get_message(qq, x, foo)),
    formal(( message_queue_destroy(qq), thread_send_message(qq, x) )),
    formal(message_queue_destroy(qq)),
    formal(message_queue_create(foo(1))),
    formal(message_queue_create(_, [max_size(-1)])),
    formal(message_queue_create(_, [alias(main)])),
    formal(thread_peek_message(nosuch, _)),
    formal(message_queue_property(nosuch, _)).
