/*  Kea library: persistency
    Persistent dynamic predicates backed by a journal file, as
    SWI-Prolog's library(persistency).  The directive
    :- persistent fact(name:atom, age:nonneg) declares the dynamic
    predicate fact/2 in the loading module together with assert_fact/2,
    retract_fact/2 and retractall_fact/2, which type-check their
    arguments with must_be/2 and log each change to the file attached
    with db_attach/2.  The journal holds a created(Time) header and
    assert(T)., retract(T). and retractall(T, Count). lines, the same
    format SWI-Prolog reads and writes.  db_sync(gc) compacts it.

    Threads of one process write the journal one at a time.  Not
    supported: db_sync(update) is treated as reload (no incremental
    loading); there is no file locking, so two processes must not write
    the same file; the journal is not type-checked while loading.
*/

:- module(persistency,
          [ persistent/1,
            current_persistent_predicate/1,
            db_attach/2,
            db_detach/0,
            db_attached/1,
            db_sync/1,
            db_sync_all/1,
            op(1150, fx, persistent)
          ]).

:- meta_predicate
    persistent(:),
    current_persistent_predicate(:),
    db_attach(:, +),
    db_attached(:),
    db_sync(:).
:- module_transparent db_detach/0.

% '$persistency_decl'(Module, Name/Arity) in declaration order.
% '$persistency_db'(Module, File, Sync, ModifiedTime) for an attached module.
% '$persistency_stream'(Module, Stream) while the journal is open.
% '$persistency_dirty'(Module, Count): clauses deleted since attaching.
:- dynamic
    '$persistency_decl'/2,
    '$persistency_db'/4,
    '$persistency_stream'/2,
    '$persistency_dirty'/2.

%!  persistent(+Spec)
%   Directive declaring the persistent predicates of Spec (a term or a
%   comma list of terms whose arguments are Name:Type or plain names).

persistent(M:Spec) :-
    (   prolog_load_context(source, _)
    ->  '$persistency_declare'(Spec, M)
    ;   throw(error(context_error(nodirective, persistent(Spec)), _))
    ).

'$persistency_declare'(Var, _) :-
    var(Var), !,
    throw(error(instantiation_error, _)).
'$persistency_declare'((A, B), M) :- !,
    '$persistency_declare'(A, M),
    '$persistency_declare'(B, M).
'$persistency_declare'(M:Spec, _) :- !,
    '$persistency_declare'(Spec, M).
'$persistency_declare'(Spec, M) :-
    must_be(callable, Spec),
    functor(Spec, Name, Arity),
    functor(Head, Name, Arity),
    dynamic(M:Name/Arity),
    Spec =.. [_|ArgSpecs],
    Head =.. [_|Args],
    '$persistency_checks'(ArgSpecs, Args, Checks),
    '$persistency_wrapper'(assert_, Head, M, Checks,
                           persistency:'$persistency_assert'(M:Head)),
    '$persistency_wrapper'(retract_, Head, M, true,
                           persistency:'$persistency_retract'(M:Head)),
    '$persistency_wrapper'(retractall_, Head, M, true,
                           persistency:'$persistency_retractall'(M:Head)),
    (   '$persistency_decl'(M, Name/Arity)
    ->  true
    ;   assertz('$persistency_decl'(M, Name/Arity))
    ).

'$persistency_checks'([], [], true).
'$persistency_checks'([S|Ss], [A|As], Goal) :-
    '$persistency_checks'(Ss, As, Rest),
    (   nonvar(S), S = _:Type
    ->  Goal = (must_be(Type, A), Rest)
    ;   Goal = Rest
    ).

'$persistency_wrapper'(Prefix, Head, M, Checks, Action) :-
    Head =.. [Name|Args],
    atom_concat(Prefix, Name, WName),
    WHead =.. [WName|Args],
    functor(WHead, _, Arity),
    abolish(M:WName/Arity),
    assertz(M:(WHead :- Checks, Action)).

%!  current_persistent_predicate(:PI)
%   True when PI (Name/Arity) is a persistent predicate of the module or
%   one of its generated assert_, retract_ and retractall_ wrappers.

current_persistent_predicate(M:Name/Arity) :-
    '$persistency_decl'(M, Pred/Arity),
    member(Prefix, ['', assert_, retract_, retractall_]),
    atom_concat(Prefix, Pred, Name).

%!  db_attach(:File, +Options)
%   Attach the persistent predicates of the module to File, replaying
%   its journal.  Option sync(close|flush|none) (default flush) says
%   what happens to the journal after each write.

db_attach(M:File, Options) :-
    must_be(list, Options),
    (   memberchk(sync(Sync), Options)
    ->  must_be(oneof([close, flush, none]), Sync)
    ;   Sync = flush
    ),
    (   '$persistency_db'(M, Old, _, Time)
    ->  (   Old == File
        ->  retractall('$persistency_db'(M, _, _, _)),
            assertz('$persistency_db'(M, File, Sync, Time))
        ;   throw(error(permission_error(attach, db, File), _))
        )
    ;   must_be(atom, File),
        '$persistency_load'(M, File, Time),
        assertz('$persistency_db'(M, File, Sync, Time))
    ).

'$persistency_load'(M, File, Time) :-
    retractall('$persistency_dirty'(M, _)),
    (   exists_file(File)
    ->  time_file(File, Time),
        setup_call_cleanup(open(File, read, In),
                           '$persistency_replay'(In, M, 0, Dirty),
                           close(In))
    ;   Time = 0, Dirty = 0
    ),
    assertz('$persistency_dirty'(M, Dirty)).

'$persistency_replay'(In, M, D0, D) :-
    read_term(In, T, []),
    (   T == end_of_file
    ->  D = D0
    ;   '$persistency_replay_term'(T, M, N),
        D1 is D0 + N,
        '$persistency_replay'(In, M, D1, D)
    ).

'$persistency_replay_term'(assert(T), M, 0) :- !, assertz(M:T).
'$persistency_replay_term'(retract(T), M, 1) :- !, ignore(retract(M:T)).
'$persistency_replay_term'(retractall(T, N), M, N) :- !, retractall(M:T).
'$persistency_replay_term'(_, _, 0).

%!  db_detach
%   Detach the module from its file and remove its persistent clauses.

db_detach :-
    context_module(M),
    persistency:'$persistency_detach'(M).

'$persistency_detach'(M) :-
    '$persistency_close'(M),
    retractall('$persistency_db'(M, _, _, _)),
    '$persistency_wipe'(M).

'$persistency_wipe'(M) :-
    forall('$persistency_decl'(M, Name/Arity),
           ( functor(H, Name, Arity), retractall(M:H) )).

%!  db_attached(:File)
%   True when the module is attached to File.

db_attached(M:File) :-
    '$persistency_db'(M, File, _, _).

%!  db_sync(:What)
%   Synchronise the module's database with its file: reload (if the
%   file changed on disk), gc, gc(Percentage), gc(always), close,
%   detach or nop.  An unbound What is taken as gc, as SWI-Prolog does.

db_sync(M:What) :-
    (   var(What)
    ->  What = gc
    ;   true
    ),
    (   '$persistency_db'(M, _, _, _)
    ->  '$persistency_sync'(What, M)
    ;   What \== gc(always)
    ).

'$persistency_sync'(reload, M) :- !,
    '$persistency_db'(M, File, Sync, Time),
    (   exists_file(File), time_file(File, Now), Now =\= Time
    ->  '$persistency_close'(M),
        '$persistency_wipe'(M),
        '$persistency_load'(M, File, New),
        retractall('$persistency_db'(M, _, _, _)),
        assertz('$persistency_db'(M, File, Sync, New))
    ;   true
    ).
'$persistency_sync'(update, M) :- !,
    '$persistency_sync'(reload, M).
'$persistency_sync'(gc, M) :- !,
    '$persistency_sync'(gc(50), M).
'$persistency_sync'(gc(Perc), M) :- !,
    '$persistency_dirty'(M, Dirty),
    aggregate_all(count, '$persistency_clause'(M, _), Size),
    (   ( Perc == always ; Dirty*100 > Perc*Size )
    ->  '$persistency_gc'(M)
    ;   true
    ).
'$persistency_sync'(close, M) :- !,
    '$persistency_close'(M).
'$persistency_sync'(detach, M) :- !,
    '$persistency_detach'(M).
'$persistency_sync'(_, _).

'$persistency_clause'(M, Head) :-
    '$persistency_decl'(M, Name/Arity),
    functor(Head, Name, Arity),
    M:Head.

% Rewrite the journal with only the current clauses.
'$persistency_gc'(M) :-
    '$persistency_close'(M),
    '$persistency_db'(M, File, _, _),
    atom_concat(File, '.gc', Tmp),
    setup_call_cleanup(open(Tmp, write, Out),
                       ( '$persistency_header'(Out),
                         forall('$persistency_clause'(M, H),
                                '$persistency_record'(Out, assert(H))) ),
                       close(Out)),
    rename_file(Tmp, File),
    '$persistency_touched'(M).

%!  db_sync_all(+What)
%   Call db_sync(What) for every attached module; What is one of
%   reload, gc, gc(Percentage) or close.

db_sync_all(What) :-
    must_be(oneof([reload, gc, gc(_), close]), What),
    forall('$persistency_db'(M, _, _, _),
           '$persistency_sync'(What, M)).

'$persistency_assert'(M:Term) :-
    assertz(M:Term),
    '$persistency_log'(M, assert(Term)).

'$persistency_retract'(M:Term) :-
    retract(M:Term),
    '$persistency_log'(M, retract(Term)),
    '$persistency_add_dirty'(M, 1).

'$persistency_retractall'(M:Term) :-
    aggregate_all(count, M:Term, Count),
    (   Count > 0
    ->  retractall(M:Term),
        '$persistency_log'(M, retractall(Term, Count)),
        '$persistency_add_dirty'(M, Count)
    ;   true
    ).

'$persistency_add_dirty'(M, N) :-
    retract('$persistency_dirty'(M, D0)),
    D is D0 + N,
    assertz('$persistency_dirty'(M, D)).

% Append Record to the module's journal, opening it (and writing the
% created/1 header to a new file) when needed. One thread at a time: the
% lines of two threads do not interleave, and the journal opens once.
'$persistency_log'(M, Record) :-
    with_mutex('$persistency', '$persistency_log_locked'(M, Record)).

'$persistency_log_locked'(M, Record) :-
    (   '$persistency_db'(M, File, Sync, _)
    ->  true
    ;   throw(error(existence_error(db_file, M), _))
    ),
    (   '$persistency_stream'(M, Out)
    ->  true
    ;   (   exists_file(File), size_file(File, Size), Size > 0
        ->  open(File, append, Out)
        ;   open(File, write, Out),
            '$persistency_header'(Out)
        ),
        assertz('$persistency_stream'(M, Out))
    ),
    '$persistency_record'(Out, Record),
    (   Sync == close
    ->  '$persistency_close'(M)
    ;   Sync == flush
    ->  flush_output(Out),
        '$persistency_touched'(M)
    ;   true
    ).

'$persistency_header'(Out) :-
    get_time(Now),
    '$persistency_record'(Out, created(Now)).

% One journal line: Term with its variables named A, B, ... and its
% singletons _, a full stop and a newline.
'$persistency_record'(Out, Term) :-
    copy_term(Term, Copy),
    numbervars(Copy, 0, _, [singletons(true)]),
    write_term(Out, Copy, [quoted(true), numbervars(true), fullstop(true), nl(true)]).

'$persistency_close'(M) :-
    (   retract('$persistency_stream'(M, Out))
    ->  close(Out),
        '$persistency_touched'(M)
    ;   true
    ).

% Remember the file's time so that our own writes do not cause a reload.
'$persistency_touched'(M) :-
    (   retract('$persistency_db'(M, File, Sync, _))
    ->  ( exists_file(File) -> time_file(File, T) ; T = 0 ),
        assertz('$persistency_db'(M, File, Sync, T))
    ;   true
    ).
