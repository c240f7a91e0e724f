% Threads: creating and joining them, the status a thread ends with,
% aliases, thread_self/1, thread_exit/1, thread_detach/1, at_exit goals,
% and the errors of bad arguments (the formal part of SWI-Prolog 9's
% error terms).

formal(Goal) :-
    catch(( Goal -> R = succeeded ; R = failed ), error(F, _), R = F),
    print(R), nl.

% The status a thread running Goal ends with (without an exception's
% context, which names SWI-Prolog's modules).
ends(Goal) :-
    thread_create(Goal, Id, []),
    thread_join(Id, Status),
    (   Status = exception(error(F, _))
    ->  print(exception(error(F)))
    ;   print(Status)
    ),
    nl.

main :-
    ends(true),
    ends(fail),
    ends(throw(ball)),
    ends(thread_exit(bye(now))),
    ends(atom_length(_, _)),
    ends((member(X, [a, b]), X == b)),
    % The thread works on a copy: its bindings stay there.
    thread_create(Y = 1, T1, []),
    thread_join(T1, _),
    ( var(Y) -> writeln(unbound) ; writeln(bound) ),
    thread_create(true, Id, [alias(worker)]),
    print(Id), nl,
    thread_join(worker, S1),
    print(S1), nl,
    thread_create(( thread_self(Me), thread_send_message(main, self(Me)) ), _, [alias(me)]),
    thread_get_message(self(Who)),
    print(Who), nl,
    thread_join(me, _),
    thread_self(Main),
    print(Main), nl,
    % at_exit goals run in the thread when its goal is over, and see its status.
    thread_create(fail, T2, [at_exit(( thread_self(T), thread_property(T, status(St)),
                                        thread_send_message(main, status_seen(St)) ))]),
    thread_join(T2, _),
    thread_get_message(status_seen(Seen)),
    print(Seen), nl,
    % Only the last at_exit option counts.
    thread_create(true, T3, [at_exit(thread_send_message(main, one)),
                             at_exit(thread_send_message(main, two))]),
    thread_join(T3, _),
    thread_get_message(M1),
    print(M1), nl,
    ( thread_peek_message(_) -> writeln(more) ; writeln(no_more) ),
    formal(( thread_create(true, _, [alias(j1)]), thread_join(j1) )),
    formal(( thread_create(fail, _, [alias(j2)]), thread_join(j2) )),
    formal(( thread_create(throw(x), _, [alias(j3)]), thread_join(j3) )),
    formal(thread_detach(worker)),
    formal(thread_join(worker, _)),
    formal(( thread_create(thread_get_message(go), _, [alias(d1)]),
             thread_detach(d1), thread_send_message(d1, go) )),
    % Errors
    formal(thread_create(_, _, [])),
    formal(thread_create(1, _, [])),
    formal(thread_create(true, x, [])),
    formal(thread_create(true, _, foo)),
    formal(thread_create(true, _, [_])),
    formal(thread_create(true, _, [alias(1)])),
    formal(thread_create(true, _, [detached(maybe)])),
    formal(thread_create(true, _, [at_exit(1)])),
    formal(thread_create(true, _, [alias(main)])),
    formal(thread_join(_, _)),
    formal(thread_join(nosuch, _)),
    formal(thread_join(foo(1), _)),
    formal(thread_detach(nosuch)),
    formal(thread_self(nosuch)),
    formal(thread_self(main)).
