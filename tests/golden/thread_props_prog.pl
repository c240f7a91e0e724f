% thread_property/2, thread_statistics/3, thread_signal/2 and the threads
% and cpu_count flags. Threads report that they started by a message, so
% nothing here depends on timing.

formal(Goal) :-
    catch(( Goal -> R = succeeded ; R = failed ), error(F, _), R = F),
    print(R), nl.

% The stable properties: the id is a small integer, the system's thread id
% and the stack size vary.
props(T) :-
    forall(thread_property(T, P),
           (   P = id(N)
           ->  ( integer(N), N > 1 -> writeln(id) ; writeln(bad_id(N)) )
           ;   P = system_thread_id(_)
           ->  true
           ;   P = size(_)
           ->  true
           ;   print(P), nl
           )).

spin :-
    thread_send_message(main, started),
    repeat,
    fail.

main :-
    thread_create(thread_get_message(go), _, [alias(p1)]),
    props(p1),
    thread_send_message(p1, go),
    thread_join(p1, S), print(S), nl,
    formal(thread_property(p1, _)),
    thread_property(main, alias(A)), print(A), nl,
    thread_property(main, status(MS)), print(MS), nl,
    thread_property(main, detached(MD)), print(MD), nl,
    thread_property(main, id(MI)), print(MI), nl,
    findall(Al, thread_property(_, alias(Al)), Aliases), print(Aliases), nl,
    formal(thread_property(nosuch, _)),
    formal(thread_property(_, status(running))),
    % thread_signal/2: abort, an exception, thread_exit/1 in a waiting thread
    thread_create(spin, _, [alias(s1)]),
    thread_get_message(started),
    thread_signal(s1, abort),
    thread_join(s1, S1), print(S1), nl,
    thread_create(spin, _, [alias(s2)]),
    thread_get_message(started),
    thread_signal(s2, throw(stop)),
    thread_join(s2, S2), print(S2), nl,
    thread_create(( thread_send_message(main, started), thread_get_message(never) ), _, [alias(s3)]),
    thread_get_message(started),
    thread_signal(s3, thread_exit(woken)),
    thread_join(s3, S3), print(S3), nl,
    % a signal to oneself runs at once
    thread_signal(main, writeln(signalled)),
    writeln(after_signal),
    formal(thread_signal(nosuch, true)),
    formal(thread_signal(s3, true)),
    formal(thread_signal(main, _)),
    formal(thread_signal(main, 1)),
    % thread_statistics/3 and statistics/2
    formal(( thread_statistics(main, cputime, C), number(C) )),
    formal(( thread_statistics(main, inferences, I), integer(I), I > 0 )),
    formal(( statistics(cputime, C2), number(C2) )),
    formal(( thread_create(thread_get_message(go), _, [alias(st)]),
             thread_statistics(st, cputime, C3), number(C3),
             thread_send_message(st, go), thread_join(st, _) )),
    formal(thread_statistics(main, no_such_key, _)),
    formal(thread_statistics(nosuch, cputime, _)),
    % flags
    formal(current_prolog_flag(threads, true)),
    formal(( current_prolog_flag(cpu_count, N), integer(N), N >= 1 )),
    formal(( set_prolog_flag(cpu_count, 3), current_prolog_flag(cpu_count, 3) )),
    formal(set_prolog_flag(cpu_count, foo)).
