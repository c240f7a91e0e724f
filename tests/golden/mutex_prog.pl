% Mutexes: creation (anonymous and named, and named by their first lock),
% recursive locking, trylock, with_mutex/2 however its goal ends,
% mutex_property/2, destroying, mutual exclusion between threads, and the
% errors of bad arguments.

formal(Goal) :-
    catch(( Goal -> R = succeeded ; R = failed ), error(F, _), R = F),
    print(R), nl.

% The kind of error, for errors whose culprit is an anonymous mutex (SWI-Prolog
% writes it with its address).
kind(Goal) :-
    catch(( Goal -> R = succeeded ; R = failed ), error(F, _), ( functor(F, N, _), arg(1, F, A), R = N-A )),
    print(R), nl.

status(M) :-
    mutex_property(M, status(S)),
    (   S = locked(O, C), O \== main, \+ atom(O)
    ->  print(locked(handle, C))
    ;   print(S)
    ),
    nl.

:- dynamic counter/1.

counter(0).

% Read-modify-write of counter/1, which only a mutex makes safe.
bump(0) :- !.
bump(N) :-
    with_mutex(cnt, ( retract(counter(C)), C1 is C + 1, assertz(counter(C1)) )),
    N1 is N - 1,
    bump(N1).

main :-
    mutex_create(M),
    mutex_lock(M), mutex_lock(M),
    mutex_property(M, status(St1)), print(St1), nl,
    mutex_unlock(M),
    mutex_property(M, status(St2)), print(St2), nl,
    mutex_unlock(M),
    mutex_property(M, status(St3)), print(St3), nl,
    kind(mutex_unlock(M)),
    mutex_create(X, [alias(mx)]), print(X), nl,
    forall(mutex_property(mx, P), (print(P), nl)),
    formal(mutex_create(mx, [alias(mx)])),
    formal(mutex_create(_, [alias(mx)])),
    formal(mutex_create(mx)),
    % A lock on an unknown name creates the mutex.
    formal(mutex_trylock(auto)),
    formal(mutex_property(auto, status(locked(main, 1)))),
    mutex_unlock(auto),
    % Held by another thread: trylock fails, lock waits.
    thread_create(( mutex_lock(held), thread_send_message(main, locked),
                    thread_get_message(release), mutex_unlock(held) ), _, [alias(holder)]),
    thread_get_message(locked),
    formal(mutex_trylock(held)),
    status(held),
    formal(mutex_unlock(held)),
    thread_send_message(holder, release),
    mutex_lock(held),
    status(held),
    mutex_unlock(held),
    thread_join(holder, _),
    % A thread that ends holding a mutex leaves it locked.
    thread_create(mutex_lock(left), _, [alias(leaver)]),
    thread_join(leaver, _),
    status(left),
    formal(mutex_trylock(left)),
    % with_mutex/2: once, and released after failure and exceptions.
    formal(with_mutex(w, fail)),
    formal(catch(with_mutex(w, throw(oops)), oops, true)),
    formal(( with_mutex(w, member(Y, [1, 2])), Y == 1 )),
    formal(mutex_property(w, status(unlocked))),
    % Destroying: at once when unlocked; a locked mutex goes when unlocked.
    mutex_create(D),
    mutex_destroy(D),
    kind(mutex_lock(D)),
    mutex_create(_, [alias(zz)]),
    mutex_lock(zz),
    mutex_destroy(zz),
    status(zz),
    mutex_unlock(zz),
    formal(mutex_property(zz, _)),
    % Mutual exclusion: 4 threads, 250 increments each.
    findall(T, ( between(1, 4, _), thread_create(bump(250), T, []) ), Ts),
    forall(member(T, Ts), thread_join(T, true)),
    counter(Final), print(Final), nl,
    % Errors
    formal(mutex_unlock(nomutex)),
    formal(mutex_create(1)),
    formal(mutex_create(_, foo)),
    formal(mutex_create(_, [alias(1)])),
    formal(mutex_lock(_)),
    formal(mutex_lock(f(x))),
    formal(mutex_lock(1)),
    formal(mutex_destroy(nonexistent)),
    formal(with_mutex(_, true)),
    formal(with_mutex(w, _)),
    formal(mutex_property(nonexistent, _)).
