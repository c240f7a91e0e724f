/*  Kea library: thread_pool
    Pools of threads, as SWI-Prolog's library(thread_pool).  A pool is a
    name, a size -- how many of the threads created in it with
    thread_create_in_pool/4 may run at once -- and thread creation options
    its threads get unless the call overrules them.  A request that finds
    every slot taken waits for one (option wait(true), the default) unless
    the pool's backlog of waiting requests is full (option backlog(Max) of
    thread_pool_create/3; default infinite) or it says wait(false): then it
    raises resource_error(threads_in_pool(Pool)).  A slot is freed when its
    thread ends, however it ends (true, false, an exception, thread_exit/1,
    an abort): the thread's at_exit goal runs the at_exit goal the options
    asked for, then gives the slot back.  When thread_create_in_pool/4
    finds no pool of the name, it calls the multifile hook
    thread_pool:create_pool(Name) once and tries again.

    State: one manager thread (alias '$thread_pool_manager', detached,
    started by the first call that needs it) owns it all, as dynamic facts
    of this module that no other thread reads or changes.  The predicates
    of this library send it a message naming a reply queue of their own
    and wait for its answer; it handles one message at a time, to the end,
    so no interleaving of clients can break a pool's bookkeeping, and a
    signal (thread_signal/2) to a client cannot interrupt it halfway.  It
    runs no user code: thread_create/3 only, and create_pool/1 runs in the
    client.
    Each pool gets a fresh integer Key when it is created, so that a
    thread or a request of a destroyed pool never touches a later pool of
    the same name.
      '$thread_pool_pool'(Name, Key, Size, Backlog, Options, Defaults)
          Options as given (the options/1 property), Defaults the thread
          options they give (at_exit goals qualified with the module that
          created the pool).
      '$thread_pool_count'(Key, Free, Waiting)
      '$thread_pool_member'(Key, Ticket, Id)  a thread of the pool that
          has not freed its slot yet, in the order they were created.
      '$thread_pool_waiter'(Key, Reply, Goal, Options)  a waiting request,
          oldest first; Reply is its reply queue.
    The manager creates a pool's threads itself, with an at_exit goal
    that sends it '$thread_pool_exited'(Key, Ticket).
    Invariants, between two messages, for each pool:
      (1) Size = Free + #members: a slot is free or held by a thread that
          has not yet said it ended -- never lost.  A thread's end message
          is sent once, by its at_exit goal; the member fact it names goes
          once, and frees its slot.
      (2) Waiting = #waiters, and Waiting > 0 implies Free = 0: a request
          waits only when no slot is free, and a freed slot goes to the
          oldest waiter (its thread is created there and then) before it
          goes back to Free.  So a freed slot always starts a waiting
          request, and no wakeup is lost: the waiter's answer is in its
          reply queue before it blocks, or comes later.
      (3) Every request is answered once -- created(Id), error(E), full,
          missing or destroyed -- unless it is withdrawn while it waits.
    Where each operation takes effect: when the manager handles its
    message.  It handles a thread's messages in the order they were sent,
    and a pool thread sends its end message before it ends: whatever a
    thread asks after thread_join/2 of a pool thread sees that thread's
    slot free.  A client leaving its wait by an exception withdraws its
    request ('$thread_pool_withdraw'); if a slot was granted to it first,
    its thread runs, unseen.  thread_pool_destroy/1 answers the waiters
    of the pool with destroyed (they raise existence_error(thread_pool,
    Name)) and forgets its threads, whose ends then change nothing.
    Private helpers are prefixed '$thread_pool_'.
*/

:- module(thread_pool, [
    thread_pool_create/3, thread_pool_destroy/1, current_thread_pool/1,
    thread_pool_property/2, thread_create_in_pool/4
    ]).
:- meta_predicate
    thread_pool_create(+, +, :), thread_create_in_pool(+, 0, -, :).

%   create_pool(+Name): hook, called (one thread at a time) when
%   thread_create_in_pool/4 finds no pool Name.  If it succeeds, the
%   request is tried again.
:- multifile(create_pool/1).
:- dynamic(create_pool/1).

:- dynamic('$thread_pool_pool'/6).
:- dynamic('$thread_pool_count'/3).
:- dynamic('$thread_pool_member'/3).
:- dynamic('$thread_pool_waiter'/4).
:- dynamic('$thread_pool_last'/1).

%   thread_pool_create(+Name, +Size, :Options): creates the pool Name of
%   Size slots.  Options are thread_create/3 options for its threads, and
%   backlog(Max): at most Max requests wait (infinite or an integer >= 0).
thread_pool_create(Pool, Size, QOptions) :-
    must_be(ground, Pool),
    must_be(nonneg, Size),
    strip_module(QOptions, M, Options),
    must_be(list, Options),
    (   memberchk(backlog(Backlog), Options)
    ->  (   Backlog == infinite
        ->  true
        ;   must_be(nonneg, Backlog)
        )
    ;   Backlog = infinite
    ),
    '$thread_pool_options'(Options, M, backlog, Defaults),
    '$thread_pool_ask'('$thread_pool_create'(Pool, Size, Backlog, Options, Defaults), Answer),
    (   Answer == ok
    ->  true
    ;   throw(error(permission_error(create, thread_pool, Pool),
                    context(thread_pool_create/3, _)))
    ).

% '$thread_pool_options'(+Options, +M, +Drop, -ThreadOptions): Options
% without those named Drop, at_exit goals qualified with M.
'$thread_pool_options'([], _, _, []).
'$thread_pool_options'([O|Os], M, Drop, Ts) :-
    must_be(nonvar, O),
    (   functor(O, Drop, 1)
    ->  Ts = Ts1
    ;   O = at_exit(G)
    ->  must_be(callable, G),
        Ts = [at_exit(M:G)|Ts1]
    ;   Ts = [O|Ts1]
    ),
    '$thread_pool_options'(Os, M, Drop, Ts1).

%   thread_pool_destroy(+Name): the pool Name is no more.  Its threads run
%   on; its waiting requests raise existence_error(thread_pool, Name).
thread_pool_destroy(Pool) :-
    must_be(ground, Pool),
    '$thread_pool_ask'('$thread_pool_destroy'(Pool), Answer),
    (   Answer == ok
    ->  true
    ;   '$thread_pool_missing'(Pool, thread_pool_destroy/1)
    ).

'$thread_pool_missing'(Pool, PI) :-
    throw(error(existence_error(thread_pool, Pool), context(PI, _))).

%   current_thread_pool(?Name): Name is a pool (in the standard order of
%   terms).
current_thread_pool(Pool) :-
    '$thread_pool_ask'('$thread_pool_snapshot', Snap),
    member(Pool-_, Snap).

%   thread_pool_property(?Name, ?Property): options(Options), backlog(N)
%   (requests waiting), free(N), size(N), running(N) and members(Ids) (the
%   threads holding a slot).  Fails for an unknown pool Name, as in
%   SWI-Prolog 9.
thread_pool_property(Pool, Property) :-
    '$thread_pool_ask'('$thread_pool_snapshot', Snap),
    member(Pool-Ps, Snap),
    member(Property, Ps).

%   thread_create_in_pool(+Name, :Goal, -Id, :Options): thread_create/3
%   in pool Name, with Options before those of the pool, and wait(Bool):
%   whether to wait for a slot when none is free.
thread_create_in_pool(Pool, Goal, Id, QOptions) :-
    must_be(ground, Pool),
    strip_module(Goal, _, G),
    must_be(callable, G),
    (   var(Id)
    ->  true
    ;   throw(error(uninstantiation_error(Id),
                    context(thread_create_in_pool/4, _)))
    ),
    strip_module(QOptions, M, Options),
    must_be(list, Options),
    (   memberchk(wait(Wait), Options)
    ->  must_be(boolean, Wait)
    ;   Wait = true
    ),
    '$thread_pool_options'(Options, M, wait, CallOptions),
    '$thread_pool_request'(Pool, Goal, CallOptions, Wait, true, Id).

% '$thread_pool_request'(+Pool, +Goal, +CallOptions, +Wait, +Hook, -Id):
% Hook is true when create_pool/1 may still be tried.
'$thread_pool_request'(Pool, Goal, CallOptions, Wait, Hook, Id) :-
    '$thread_pool_ask'('$thread_pool_request'(Pool, Goal, CallOptions, Wait), Answer),
    '$thread_pool_answer'(Answer, Pool, Goal, CallOptions, Wait, Hook, Id).

'$thread_pool_answer'(created(Id0), _, _, _, _, _, Id) :-
    Id = Id0.
'$thread_pool_answer'(error(E), _, _, _, _, _, _) :-
    throw(E).
'$thread_pool_answer'(full, Pool, _, _, _, _, _) :-
    throw(error(resource_error(threads_in_pool(Pool)),
                context(thread_create_in_pool/4, _))).
'$thread_pool_answer'(destroyed, Pool, _, _, _, _, _) :-
    '$thread_pool_missing'(Pool, thread_create_in_pool/4).
'$thread_pool_answer'(missing, Pool, Goal, CallOptions, Wait, Hook, Id) :-
    (   Hook == true,
        with_mutex('$thread_pool_hook', '$thread_pool_hook'(Pool))
    ->  '$thread_pool_request'(Pool, Goal, CallOptions, Wait, false, Id)
    ;   '$thread_pool_missing'(Pool, thread_create_in_pool/4)
    ).

% '$thread_pool_hook'(+Pool): Pool exists, or create_pool/1 makes it (one
% that another thread created meanwhile will do).
'$thread_pool_hook'(Pool) :-
    (   current_thread_pool(Pool)
    ->  true
    ;   catch(create_pool(Pool),
              error(permission_error(create, thread_pool, Pool), _),
              true)
    ->  true
    ).

% ---- Clients' side of the manager.

% '$thread_pool_ask'(+Message, -Answer): sends the manager Message with
% a reply queue of its own added as last argument, waits for the answer
% and destroys the queue.  Box notes the queue while it exists, with
% nb_setarg/3, which exceptions do not undo: leaving by an exception (a
% signal while it waits), the cleanup tells the manager to forget the
% message if it still keeps it waiting, and destroys the queue.  Kea does
% not hold signals off during cleanup handlers: a second signal in there
% can leave the queue behind, but no state of the pools is at risk.
'$thread_pool_ask'(Message, Answer) :-
    '$thread_pool_manager'(Manager),
    Message =.. List0,
    '$thread_pool_append'(List0, [Reply], List),
    Ask =.. List,
    Box = box(none),
    setup_call_catcher_cleanup(
        true,
        '$thread_pool_ask_'(Box, Manager, Ask, Reply, Answer0),
        Catcher,
        '$thread_pool_cancel'(Catcher, Manager, Box)),
    Answer = Answer0.

'$thread_pool_ask_'(Box, Manager, Ask, Reply, Answer) :-
    message_queue_create(Reply),
    nb_setarg(1, Box, Reply),
    thread_send_message(Manager, Ask),
    thread_get_message(Reply, Answer),
    message_queue_destroy(Reply),
    nb_setarg(1, Box, none).

'$thread_pool_cancel'(Catcher, Manager, box(Reply)) :-
    (   Reply == none
    ->  true
    ;   Catcher = exception(_)
    ->  catch(thread_send_message(Manager, '$thread_pool_withdraw'(Reply)), _, true),
        catch(message_queue_destroy(Reply), _, true)
    ;   true
    ).

% '$thread_pool_manager'(-Manager): the manager thread, started if it is
% not running.
'$thread_pool_manager'(Manager) :-
    Manager = '$thread_pool_manager',
    (   catch(thread_property(Manager, status(running)), _, fail)
    ->  true
    ;   with_mutex('$thread_pool_manager',
                   (   catch(thread_property(Manager, status(running)), _, fail)
                   ->  true
                   ;   thread_create('$thread_pool_serve', _,
                                     [alias(Manager), detached(true)])
                   ))
    ).

% ---- The manager.

'$thread_pool_serve' :-
    repeat,
    thread_get_message(Message),
    (   catch('$thread_pool_handle'(Message), E,
              print_message(error, E))
    ->  true
    ;   true
    ),
    fail.

'$thread_pool_handle'('$thread_pool_create'(Pool, Size, Backlog, Options, Defaults, Reply)) :-
    (   '$thread_pool_pool'(Pool, _, _, _, _, _)
    ->  Answer = exists
    ;   '$thread_pool_next'(Key),
        assertz('$thread_pool_pool'(Pool, Key, Size, Backlog, Options, Defaults)),
        assertz('$thread_pool_count'(Key, Size, 0)),
        Answer = ok
    ),
    '$thread_pool_reply'(Reply, Answer).
'$thread_pool_handle'('$thread_pool_destroy'(Pool, Reply)) :-
    (   retract('$thread_pool_pool'(Pool, Key, _, _, _, _))
    ->  retractall('$thread_pool_count'(Key, _, _)),
        retractall('$thread_pool_member'(Key, _, _)),
        forall(retract('$thread_pool_waiter'(Key, WReply, _, _)),
               '$thread_pool_reply'(WReply, destroyed)),
        Answer = ok
    ;   Answer = missing
    ),
    '$thread_pool_reply'(Reply, Answer).
'$thread_pool_handle'('$thread_pool_snapshot'(Reply)) :-
    findall(Pool-Ps, '$thread_pool_properties'(Pool, Ps), Snap0),
    msort(Snap0, Snap),
    '$thread_pool_reply'(Reply, Snap).
'$thread_pool_handle'('$thread_pool_request'(Pool, Goal, CallOptions, Wait, Reply)) :-
    (   '$thread_pool_pool'(Pool, Key, _, Backlog, _, _)
    ->  '$thread_pool_count'(Key, Free, Waiting),
        (   Free > 0
        ->  '$thread_pool_start'(Key, Goal, CallOptions, Answer),
            (   Answer = created(_)
            ->  '$thread_pool_set_count'(Key, -1, 0)
            ;   true
            ),
            '$thread_pool_reply'(Reply, Answer)
        ;   (   Wait == false
            ;   Backlog \== infinite,
                Waiting >= Backlog
            )
        ->  '$thread_pool_reply'(Reply, full)
        ;   assertz('$thread_pool_waiter'(Key, Reply, Goal, CallOptions)),
            '$thread_pool_set_count'(Key, 0, 1)
        )
    ;   '$thread_pool_reply'(Reply, missing)
    ).
'$thread_pool_handle'('$thread_pool_withdraw'(Reply)) :-
    (   retract('$thread_pool_waiter'(Key, Reply, _, _))
    ->  '$thread_pool_set_count'(Key, 0, -1)
    ;   true                            % answered already
    ).
'$thread_pool_handle'('$thread_pool_exited'(Key, Ticket)) :-
    (   retract('$thread_pool_member'(Key, Ticket, _))
    ->  '$thread_pool_free_slot'(Key)
    ;   true                            % the pool was destroyed
    ).

'$thread_pool_properties'(Pool, Ps) :-
    '$thread_pool_pool'(Pool, Key, Size, _, Options, _),
    '$thread_pool_count'(Key, Free, Waiting),
    findall(Id, '$thread_pool_member'(Key, _, Id), Ids),
    length(Ids, Running),
    Ps = [options(Options), backlog(Waiting), free(Free), size(Size),
          running(Running), members(Ids)].

% A client that gave up (and destroyed its queue) is not answered.
'$thread_pool_reply'(Reply, Answer) :-
    catch(thread_send_message(Reply, Answer), _, true).

'$thread_pool_set_count'(Key, DFree, DWaiting) :-
    retract('$thread_pool_count'(Key, Free0, Waiting0)),
    Free is Free0 + DFree,
    Waiting is Waiting0 + DWaiting,
    assertz('$thread_pool_count'(Key, Free, Waiting)).

% '$thread_pool_next'(-N): a number not given before.
'$thread_pool_next'(N) :-
    (   retract('$thread_pool_last'(N0))
    ->  N is N0 + 1
    ;   N = 1
    ),
    assertz('$thread_pool_last'(N)).

% '$thread_pool_free_slot'(+Key): a slot of pool Key starts its oldest
% waiter, or else is free.  A waiter whose thread_create/3 raises gets
% the error, and the slot goes on to the next.
'$thread_pool_free_slot'(Key) :-
    (   retract('$thread_pool_waiter'(Key, Reply, Goal, CallOptions))
    ->  '$thread_pool_set_count'(Key, 0, -1),
        '$thread_pool_start'(Key, Goal, CallOptions, Answer),
        '$thread_pool_reply'(Reply, Answer),
        (   Answer = created(_)
        ->  true
        ;   '$thread_pool_free_slot'(Key)
        )
    ;   '$thread_pool_set_count'(Key, 1, 0)
    ).

% '$thread_pool_start'(+Key, +Goal, +CallOptions, -Answer): a thread of
% pool Key; Answer is created(Id) or error(E).  Its at_exit goal is the
% last at_exit option that counts, then the end message.
'$thread_pool_start'(Key, Goal, CallOptions, Answer) :-
    '$thread_pool_pool'(_, Key, _, _, _, Defaults),
    '$thread_pool_merge'(Defaults, CallOptions, Kept),
    '$thread_pool_append'(CallOptions, Kept, Options0),
    '$thread_pool_at_exit'(Options0, true, AtExit, Options1),
    '$thread_pool_next'(Ticket),
    '$thread_pool_append'(Options1,
                          [at_exit(thread_pool:'$thread_pool_exit'(Key, Ticket, AtExit))],
                          Options),
    catch(thread_create(Goal, Id, Options), E, true),
    (   var(E)
    ->  assertz('$thread_pool_member'(Key, Ticket, Id)),
        Answer = created(Id)
    ;   Answer = error(E)
    ).

% The pool's options that no option of the call overrules.
'$thread_pool_merge'([], _, []).
'$thread_pool_merge'([D|Ds], CallOptions, Kept) :-
    functor(D, Name, Arity),
    (   member(C, CallOptions),
        functor(C, Name, Arity)
    ->  Kept = Kept1
    ;   Kept = [D|Kept1]
    ),
    '$thread_pool_merge'(Ds, CallOptions, Kept1).

'$thread_pool_append'([], Ys, Ys).
'$thread_pool_append'([X|Xs], Ys, [X|Zs]) :-
    '$thread_pool_append'(Xs, Ys, Zs).

% The last at_exit goal of the options (default AtExit0), and the rest.
'$thread_pool_at_exit'([], AtExit, AtExit, []).
'$thread_pool_at_exit'([O|Os], AtExit0, AtExit, Rest) :-
    (   O = at_exit(G)
    ->  '$thread_pool_at_exit'(Os, G, AtExit, Rest)
    ;   Rest = [O|Rest1],
        '$thread_pool_at_exit'(Os, AtExit0, AtExit, Rest1)
    ).

% '$thread_pool_exit'(+Key, +Ticket, +AtExit): the at_exit goal of a pool
% thread: AtExit, then the end message, whatever AtExit did.
'$thread_pool_exit'(Key, Ticket, AtExit) :-
    call_cleanup(once(AtExit),
                 catch(thread_send_message('$thread_pool_manager',
                                           '$thread_pool_exited'(Key, Ticket)),
                       _, true)).
