% thread_local/1: each thread has its own clauses of the predicate, and a
% new thread starts with none; dynamic predicates stay shared.

:- thread_local tl/1.
:- dynamic shared/1.

formal(Goal) :-
    catch(( Goal -> R = succeeded ; R = failed ), error(F, _), R = F),
    print(R), nl.

in_thread(Goal, Answer) :-
    thread_create(( Goal, thread_send_message(main, answer(Answer)) ), T, []),
    thread_join(T, true),
    thread_get_message(answer(Answer)).

main :-
    assertz(tl(main)),
    assertz(shared(main)),
    in_thread(( findall(X, tl(X), Before), assertz(tl(t1)), assertz(tl(t2)), retract(tl(t1)),
                findall(X, tl(X), After), assertz(shared(t1)) ),
              Before-After),
    print(Before-After), nl,
    findall(X, tl(X), Mine), print(Mine), nl,
    findall(X, shared(X), Shared), print(Shared), nl,
    in_thread(( tl(_) -> R = some ; R = none ), R), print(R), nl,
    formal(predicate_property(tl(_), thread_local)),
    formal(predicate_property(tl(_), dynamic)),
    formal(predicate_property(shared(_), thread_local)),
    formal(( predicate_property(tl(_), number_of_clauses(C)), C == 1 )),
    listing(tl/1),
    retract(tl(main)),
    formal(tl(_)),
    % many threads, each with its own clauses
    findall(T, ( between(1, 4, I),
                 thread_create(( forall(between(1, 50, K), assertz(tl(I-K))),
                                 aggregate_all(count, tl(_), Cnt),
                                 Cnt == 50 ), T, []) ),
            Ts),
    forall(member(T, Ts), ( thread_join(T, St), print(St), nl )),
    formal(tl(_)),
    formal(thread_local(shared/1)),
    formal(thread_local(foo/bar)),
    formal(thread_local(atom_length/2)).
