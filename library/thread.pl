/*  Kea library: thread
    concurrent/3, concurrent_forall/2,3, concurrent_maplist/2,3,4 and
    first_solution/3, on threads and message queues.

    Workers get copies of their goals through a queue and send back the
    instantiated goal, or why it did not succeed; the caller unifies each
    answer with its original goal, so the bindings are those sequential
    execution would make (and a conflict between two goals' bindings is a
    failure).  However the caller leaves -- success, failure, an exception,
    an abort -- the workers it started are stopped and joined and its
    queues destroyed ('$thread_guarded'/3).  Private helpers are prefixed
    '$thread_'.
*/

:- module(thread, [
    concurrent/3, concurrent_forall/2, concurrent_forall/3,
    concurrent_maplist/2, concurrent_maplist/3, concurrent_maplist/4,
    first_solution/3
    ]).
:- meta_predicate
    concurrent(+, :, +), first_solution(-, :, +), concurrent_forall(0, 0),
    concurrent_forall(0, 0, +), concurrent_maplist(1, ?),
    concurrent_maplist(2, ?, ?), concurrent_maplist(3, ?, ?, ?).

%   concurrent(+N, :Goals, +Options)
%   Runs Goals on at most N threads (created with Options); succeeds when
%   all succeed, fails as soon as one fails, raises the first exception.

concurrent(N, QGoals, Options) :-
    must_be(positive_integer, N),
    strip_module(QGoals, M, Goals),
    must_be(list(callable), Goals),
    length(Goals, Count),
    (   Count =:= 0
    ->  true
    ;   Workers is min(N, Count),
        '$thread_qualify'(Goals, M, MGoals),
        All =.. ['$thread_goals'|MGoals],
        message_queue_create(Todo),
        message_queue_create(Done),
        Queues = [Todo, Done],
        forall(arg(I, All, G), thread_send_message(Todo, '$thread_job'(I, G))),
        forall(between(1, Workers, _), thread_send_message(Todo, '$thread_stop')),
        '$thread_workers'(Workers, '$thread_concurrent_worker'(Todo, Done), Options, Queues, Ids),
        '$thread_guarded'('$thread_collect'(Count, Done, All), Ids, Queues)
    ).

% The goals of a list that came qualified with the caller's module M
% (meta_predicate/1), each qualified with M: they run there.
'$thread_qualify'([], _, []).
'$thread_qualify'([G|Gs], M, [M:G|MGs]) :-
    '$thread_qualify'(Gs, M, MGs).

'$thread_concurrent_worker'(Todo, Done) :-
    thread_get_message(Todo, Job),
    (   Job = '$thread_job'(I, G)
    ->  (   catch(G, E, true)
        ->  (   var(E)
            ->  thread_send_message(Done, '$thread_done'(I, G))
            ;   thread_send_message(Done, '$thread_error'(E))
            )
        ;   thread_send_message(Done, '$thread_failed')
        ),
        '$thread_concurrent_worker'(Todo, Done)
    ;   true
    ).

'$thread_collect'(0, _, _) :- !.
'$thread_collect'(Left, Done, All) :-
    thread_get_message(Done, Answer),
    '$thread_answer'(Answer, All),
    Left1 is Left - 1,
    '$thread_collect'(Left1, Done, All).

'$thread_answer'('$thread_done'(I, G), All) :-
    arg(I, All, G).
'$thread_answer'('$thread_error'(E), _) :-
    throw(E).

%   concurrent_forall(:Cond, :Action)
%   concurrent_forall(:Cond, :Action, +Options)
%   forall/2 with the actions run on threads(N) workers (default: the
%   cpu_count flag).  Fails if an action fails, raises if one raises.

concurrent_forall(Cond, Action) :-
    concurrent_forall(Cond, Action, []).

concurrent_forall(Cond, Action, Options) :-
    must_be(list, Options),
    (   memberchk(threads(N0), Options)
    ->  must_be(positive_integer, N0),
        N = N0
    ;   current_prolog_flag(cpu_count, N)
    ),
    Max is 4 * N,
    message_queue_create(Todo, [max_size(Max)]),
    message_queue_create(Done),
    Queues = [Todo, Done],
    '$thread_workers'(N, '$thread_forall_worker'(Todo, Done), [], Queues, Ids),
    '$thread_guarded'('$thread_forall'(Cond, Action, N, Todo, Done), Ids, Queues).

'$thread_forall'(Cond, Action, N, Todo, Done) :-
    (   forall(Cond, '$thread_forall_send'(Action, Todo, Done))
    ->  forall(between(1, N, _), thread_send_message(Todo, '$thread_stop')),
        '$thread_forall_wait'(N, Done, true, Outcome)
    ;   thread_get_message(Done, '$thread_bad'(Outcome))
    ),
    '$thread_outcome'(Outcome).

% Stops handing out actions once one went wrong.
'$thread_forall_send'(Action, Todo, Done) :-
    \+ thread_peek_message(Done, '$thread_bad'(_)),
    thread_send_message(Todo, '$thread_job'(Action)).

'$thread_forall_worker'(Todo, Done) :-
    thread_get_message(Todo, Job),
    (   Job = '$thread_job'(Action)
    ->  (   catch(Action, E, true)
        ->  (   var(E)
            ->  true
            ;   thread_send_message(Done, '$thread_bad'(error(E)))
            )
        ;   thread_send_message(Done, '$thread_bad'(false))
        ),
        '$thread_forall_worker'(Todo, Done)
    ;   thread_send_message(Done, '$thread_finished')
    ).

% The first thing that went wrong, once every worker finished.
'$thread_forall_wait'(0, _, Outcome, Outcome) :- !.
'$thread_forall_wait'(Left, Done, Outcome0, Outcome) :-
    thread_get_message(Done, Message),
    (   Message == '$thread_finished'
    ->  Left1 is Left - 1,
        '$thread_forall_wait'(Left1, Done, Outcome0, Outcome)
    ;   Message = '$thread_bad'(Why),
        (   Outcome0 == true
        ->  Outcome1 = Why
        ;   Outcome1 = Outcome0
        ),
        '$thread_forall_wait'(Left, Done, Outcome1, Outcome)
    ).

'$thread_outcome'(true).
'$thread_outcome'(error(E)) :-
    throw(E).

%   concurrent_maplist(:Goal, ?List1)
%   concurrent_maplist(:Goal, ?List1, ?List2)
%   concurrent_maplist(:Goal, ?List1, ?List2, ?List3)
%   maplist/2,3,4 with the calls run by concurrent/3 on cpu_count workers
%   (sequentially on one CPU or for fewer than two elements).

concurrent_maplist(Goal, L1) :-
    '$thread_calls'(L1, Goal, Calls),
    '$thread_maplist'(Calls).
concurrent_maplist(Goal, L1, L2) :-
    '$thread_calls'(L1, L2, Goal, Calls),
    '$thread_maplist'(Calls).
concurrent_maplist(Goal, L1, L2, L3) :-
    '$thread_calls'(L1, L2, L3, Goal, Calls),
    '$thread_maplist'(Calls).

'$thread_calls'([], _, []).
'$thread_calls'([X|Xs], G, [call(G, X)|Cs]) :-
    '$thread_calls'(Xs, G, Cs).

'$thread_calls'([], [], _, []).
'$thread_calls'([X|Xs], [Y|Ys], G, [call(G, X, Y)|Cs]) :-
    '$thread_calls'(Xs, Ys, G, Cs).

'$thread_calls'([], [], [], _, []).
'$thread_calls'([X|Xs], [Y|Ys], [Z|Zs], G, [call(G, X, Y, Z)|Cs]) :-
    '$thread_calls'(Xs, Ys, Zs, G, Cs).

'$thread_maplist'(Calls) :-
    current_prolog_flag(cpu_count, N),
    (   N > 1,
        Calls = [_, _|_]
    ->  concurrent(N, Calls, [])
    ;   '$thread_call_all'(Calls)
    ).

'$thread_call_all'([]).
'$thread_call_all'([C|Cs]) :-
    call(C),
    '$thread_call_all'(Cs).

%   first_solution(-X, :Goals, +Options)
%   Runs each goal on a thread of its own; X is taken from the first that
%   succeeds and the others are stopped.  Options on_fail(stop) (the
%   default: a goal's failure makes first_solution/3 fail) or
%   on_fail(continue), on_error(stop) (raise the first exception) or
%   on_error(continue); the others are thread_create/3 options.

first_solution(X, QGoals, Options) :-
    strip_module(QGoals, M, Goals0),
    must_be(list(callable), Goals0),
    '$thread_qualify'(Goals0, M, Goals),
    must_be(list, Options),
    '$thread_first_option'(on_fail, Options, OnFail),
    '$thread_first_option'(on_error, Options, OnError),
    '$thread_create_options'(Options, ThreadOptions),
    length(Goals, N),
    N > 0,
    message_queue_create(Done),
    '$thread_first_start'(Goals, X, Done, ThreadOptions, [Done], [], Ids),
    '$thread_guarded'('$thread_first_wait'(N, Done, OnFail, OnError, X), Ids, [Done]).

'$thread_first_option'(Name, Options, Value) :-
    Option =.. [Name, V],
    (   memberchk(Option, Options)
    ->  must_be(oneof([stop, continue]), V),
        Value = V
    ;   Value = stop
    ).

'$thread_create_options'([], []).
'$thread_create_options'([O|Os], Ts) :-
    (   nonvar(O),
        ( O = on_fail(_) ; O = on_error(_) )
    ->  Ts = Ts1
    ;   Ts = [O|Ts1]
    ),
    '$thread_create_options'(Os, Ts1).

'$thread_first_start'([], _, _, _, _, Ids, Ids).
'$thread_first_start'([G|Gs], X, Done, Options, Queues, Acc, Ids) :-
    catch(thread_create('$thread_first'(X, G, Done), Id, Options), E,
          ( '$thread_cleanup'(Acc, Queues), throw(E) )),
    '$thread_first_start'(Gs, X, Done, Options, Queues, [Id|Acc], Ids).

'$thread_first'(X, G, Done) :-
    (   catch(G, E, true)
    ->  (   var(E)
        ->  thread_send_message(Done, '$thread_found'(X))
        ;   thread_send_message(Done, '$thread_error'(E))
        )
    ;   thread_send_message(Done, '$thread_failed')
    ).

'$thread_first_wait'(0, _, _, _, _) :- !,
    fail.
'$thread_first_wait'(Left, Done, OnFail, OnError, X) :-
    thread_get_message(Done, Message),
    (   Message = '$thread_found'(X0)
    ->  X = X0
    ;   Message == '$thread_failed'
    ->  OnFail == continue,
        Left1 is Left - 1,
        '$thread_first_wait'(Left1, Done, OnFail, OnError, X)
    ;   Message = '$thread_error'(E),
        (   OnError == continue
        ->  Left1 is Left - 1,
            '$thread_first_wait'(Left1, Done, OnFail, OnError, X)
        ;   throw(E)
        )
    ).

%   Starting and stopping workers.

% N threads running Goal; if one cannot be created, those that were are
% stopped and Queues destroyed before the error goes on.
'$thread_workers'(N, Goal, Options, Queues, Ids) :-
    '$thread_workers'(N, Goal, Options, Queues, [], Ids).

'$thread_workers'(0, _, _, _, Ids, Ids) :- !.
'$thread_workers'(N, Goal, Options, Queues, Acc, Ids) :-
    catch(thread_create(Goal, Id, Options), E,
          ( '$thread_cleanup'(Acc, Queues), throw(E) )),
    N1 is N - 1,
    '$thread_workers'(N1, Goal, Options, Queues, [Id|Acc], Ids).

% once(Goal), then the workers and queues go, however Goal ended. The
% second catch/3 is for abort: a variable catcher does not stop it.
'$thread_guarded'(Goal, Ids, Queues) :-
    (   catch(catch(Goal, E, ( '$thread_cleanup'(Ids, Queues), throw(E) )),
              '$aborted',
              ( '$thread_cleanup'(Ids, Queues), throw('$aborted') ))
    ->  '$thread_cleanup'(Ids, Queues)
    ;   '$thread_cleanup'(Ids, Queues),
        fail
    ).

'$thread_cleanup'(Ids, Queues) :-
    forall(member(Id, Ids), catch(thread_signal(Id, abort), _, true)),
    forall(member(Id, Ids), catch(thread_join(Id, _), _, true)),
    forall(member(Q, Queues), catch(message_queue_destroy(Q), _, true)).
