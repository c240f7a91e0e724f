% SWI-Prolog's module system hammered from 8 threads at once, each part
% checking an invariant afterwards (not just that nothing crashed): modules
% made by assert, retract in modules, meta-predicates resolving their goal
% in the caller's module, and use_module of an already loaded file. The
% output is the same on SWI-Prolog.

:- use_module(modules/threads_tools).

:- dynamic(tick/1).

% The helper module's file, absolute, for loading it again at run time
% (a relative path would be taken from the working directory).
:- prolog_load_context(directory, D),
   atom_concat(D, '/modules/threads_tools', F), assertz(tools_file(F)).

% Runs Worker(I) on threads 1..8 and waits for all; every one must succeed.
run_all(Worker) :-
    findall(T, (between(1, 8, I), thread_create(call(Worker, I), T, [])), Ts),
    findall(S, (member(T, Ts), thread_join(T, S)), Ss),
    (   forall(member(S, Ss), S == true)
    ->  true
    ;   print(Ss), nl, fail
    ).

check(Name, Goal) :- ( catch(Goal, E, (print(E), nl, fail)) -> R = ok ; R = failed ), print(Name-R), nl.

% 1. Thread I asserts m_I:fact(1..500) into its own module, interleaved with
% shared:item(I, K) in one shared module and with calls of another thread's
% m_J:fact/1, which may not exist yet (an existence error) or may: then its
% first fact is 1. m_none:fact/1 is never asserted: always an existence error.
make_mods(I) :-
    atom_concat(m_, I, M),
    forall(between(1, 500, K),
           ( assertz(M:fact(K)), assertz(shared:item(I, K)),
             J is (I + K) mod 8 + 1, atom_concat(m_, J, M2), peek(M2),
             catch(( m_none:fact(_) -> R = found ; R = failed ), error(existence_error(procedure, _), _), R = unknown),
             R == unknown )).
peek(M) :- catch(( M:fact(X) -> X == 1 ; true ), error(existence_error(procedure, _), _), true).
mods_invariant :-
    numlist(1, 500, All),
    forall(between(1, 8, I), ( atom_concat(m_, I, M), findall(K, M:fact(K), All) )).
shared_invariant :-
    aggregate_all(count, shared:item(_, _), 4000),
    numlist(1, 500, All),
    forall(between(1, 8, I), findall(K, shared:item(I, K), All)).
% fact/1 lives in the m_I modules only: unqualified in user it is unknown.
not_in_user :-
    catch(( call(fact(_)) -> V = found ; V = failed ), error(existence_error(_, _), _), V = unknown),
    V == unknown.

% 2. Each thread retracts its even facts one by one, reading its own module
% (every 25 steps it must hold exactly what is left) and another's.
retract_evens(I) :-
    atom_concat(m_, I, M), J is I mod 8 + 1, atom_concat(m_, J, M2),
    forall(between(1, 500, K),
           ( ( K mod 2 =:= 0 -> retract(M:fact(K)) ; true ),
             (   K mod 25 =:= 0
             ->  aggregate_all(count, M:fact(_), C), C =:= 500 - K // 2,
                 aggregate_all(count, M2:fact(_), C2), C2 >= 250, C2 =< 500
             ;   true ) )).
odd_invariant :-
    findall(K, ( between(1, 500, K), K mod 2 =:= 1 ), Odd),
    forall(between(1, 8, I), ( atom_concat(m_, I, M), findall(K, M:fact(K), Odd) )).

% 3. twice/1 and count_in/2 live in tools; their goals run in user, so
% bump/1 asserts user:tick/1 and count_in/2 counts those (not tools' decoys).
bump(I) :- assertz(tick(I)).
bumps(I) :- forall(between(1, 200, _), twice(bump(I))).
ticks_invariant :-
    forall(between(1, 8, I), count_in(tick(I), 400)),
    count_in(tick(_), 3200),
    aggregate_all(count, user:tick(_), 3200).

% 4. use_module of the loaded file again from every thread is a no-op:
% tools keeps working and the ticks are untouched.
reload(I) :-
    tools_file(F),
    forall(between(1, 20, _), ( use_module(F), count_in(tick(I), N), N == 400 )).

% 5. where/1 of tools is transparent: from thread I's module m_I it runs
% in m_I (Kea makes its clone for m_I then, from 8 threads at once), from
% user in user.
contexts(I) :-
    atom_concat(m_, I, M),
    forall(between(1, 200, _), ( M:where(X), X == M, where(Y), Y == user )).

main :-
    run_all(make_mods),
    check(module_facts, mods_invariant),
    check(shared_module, shared_invariant),
    check(not_in_user, not_in_user),
    check(module_exists, current_module(m_3)),
    run_all(retract_evens), check(module_retract, odd_invariant),
    run_all(bumps), check(meta_in_caller, ticks_invariant),
    run_all(reload),
    check(use_module_again, ( count_in(tick(_), 3200), predicate_property(twice(_), imported_from(tools)) )),
    run_all(contexts), check(transparent_contexts, ( m_5:where(M5), M5 == m_5 )).
