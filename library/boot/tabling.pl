/*  Kea boot library: tabling
    The run-time of table/1 (the declaration itself is in
    engine/wam/consult.cpp): a tabled predicate's one clause calls
    '$tbl_call'(M:Goal, M:Impl, Modes), Impl being its clauses, kept as
    'Name tabled'. Also abolish_all_tables/0, current_table/2 and tnot/1.

    Tables are evaluated by iteration to a fixpoint (linear tabling), with
    SWI-Prolog's local scheduling: a call returns its answers only once its
    table is complete, so a cut after a tabled call cuts nothing of its
    evaluation.
    - A call whose variant has no complete table evaluates it: it runs its
      clauses (a pass) and adds every answer they give that the table does
      not hold (a variant of it), until a pass adds no answer anywhere, or
      adds none "late": to a table after a reader in that pass had read
      it to its end (engine/builtins/tabling.cpp keeps count). A pass
      without late answers has used every answer there is: another would
      add nothing.
    - A call whose variant is being evaluated further up (a recursive
      call) takes the answers found so far, and marks the evaluations
      below that one as depending on it: those stop after one pass and
      stay incomplete ("pending"); the oldest evaluation of such a cycle
      (its leader) iterates, and when one of its passes adds no answer,
      completes its own table and every table evaluated during that last
      pass. Tables evaluated in earlier passes only, not called again,
      stay incomplete (their answers are right, maybe not all of them).
    - A pending table records the evaluation it depends on and that
      one's pass. While that pass runs, the table is not evaluated again:
      its answers are taken and the dependency carried over. When an
      evaluation ends depending on an older one, the tables depending on
      it depend on the older one from then on. So a cycle costs one
      evaluation of each of its tables per pass of its leader.
    Answers are only ever added (or, in a moded table, replaced by better
    ones), so every pass that does not reach the fixpoint adds one, and
    evaluation ends whenever the answers are finite.

    Moded tables (path(_,_,min)): the answers that agree on the index
    arguments are one answer, whose moded arguments are the best (min,
    max, first, last) or the join (lattice(PI), PI(Old, New, Joined)) of
    those derived, compared argument by argument in order.

    State, all of it per thread (tables are private to a thread, as
    SWI-Prolog's are by default): the tables themselves, their status
    (complete, fresh, active(Depth) or pending(Depth, Stamp): it depends
    on the evaluation at Depth and was evaluated in its pass Stamp) and
    their answers are kept by engine/builtins/tabling.cpp; here
      '$tbl_pass'(Depth, Stamp)   the passes running, one per evaluation
      '$tbl_pending'(Seq, Id)     tables left pending, newest first
    and the global variables '$tbl_depth' (evaluations running),
    '$tbl_low' (the oldest evaluation the innermost one depends on), and
    a counter of pending entries.
*/

:- thread_local('$tbl_pass'/2).
:- thread_local('$tbl_pending'/2).

'$tbl_call'(Goal, Impl, Modes) :-
    '$tbl_moded_unbound'(Modes, Goal),
    '$tbl_variant'(Goal, Id),
    '$tbl_status'(Id, Status),
    '$tbl_ready'(Status, Id, Goal, Impl, Modes),
    '$tbl_status'(Id, Now),
    (   Now == complete
    ->  '$tbl_size'(Id, Size),
        '$tbl_complete_answers'(Id, 1, Size, Goal)
    ;   '$tbl_answers'(Id, Goal)
    ).

%   A moded argument is the table's to give: a call with one bound is an
%   error, as in SWI-Prolog.
'$tbl_moded_unbound'(variant, _).
'$tbl_moded_unbound'(moded(Moded), _:Head) :-
    forall('$boot_member'(I-_, Moded),
           ( arg(I, Head, A),
             (   var(A)
             ->  true
             ;   throw(error(uninstantiation_error(A), Head))
             ) )).

%   '$tbl_complete_answers'(+Id, +N, +Size, ?Goal): the answers of a
%   complete table from the Nth, the last without a choicepoint (so that
%   a call with one answer left is deterministic, as in SWI-Prolog).
'$tbl_complete_answers'(Id, N, Size, Goal) :-
    N =< Size,
    '$tbl_answer'(Id, N, Answer),
    (   N == Size
    ->  Goal = Answer
    ;   (   Goal = Answer
        ;   N1 is N+1,
            '$tbl_complete_answers'(Id, N1, Size, Goal)
        )
    ).

%   '$tbl_answers'(+Id, ?Goal): the answers of a table being evaluated,
%   the ones added while this runs included (a recursive call sees the
%   answers its own pass finds, which spares passes), up to the end,
%   which it reads (tabling.cpp counts late answers by it).
'$tbl_answers'(Id, Goal) :-
    '$tbl_answers'(Id, 1, Goal).

'$tbl_answers'(Id, N, Goal) :-
    '$tbl_answer'(Id, N, Answer),
    (   Goal = Answer
    ;   N1 is N+1,
        '$tbl_answers'(Id, N1, Goal)
    ).

'$tbl_ready'(complete, _, _, _, _) :- !.
'$tbl_ready'(active(Depth), _, _, _, _) :-
    !,
    '$tbl_depends'(Depth).
'$tbl_ready'(pending(Depth, Stamp), _, _, _, _) :-
    '$tbl_pass'(Depth, Stamp),
    !,
    '$tbl_depends'(Depth).
'$tbl_ready'(_, Id, Goal, Impl, Modes) :-
    '$tbl_evaluate'(Id, Goal, Impl, Modes).

'$tbl_depends'(Depth) :-
    '$tbl_get'('$tbl_low', Low),
    (   Depth < Low
    ->  nb_setval('$tbl_low', Depth)
    ;   true
    ).

'$tbl_get'(Key, Value) :-
    (   '$nb_current'(Key, Value0)
    ->  Value = Value0
    ;   Value = 0
    ).

'$tbl_next'(Key, N) :-
    '$tbl_get'(Key, N0),
    N is N0+1,
    nb_setval(Key, N).

%   '$tbl_evaluate'(+Id, +Goal, +Impl, +Modes): passes over Impl until
%   Id's table is complete, or after one pass when it depends on an older
%   evaluation (see the top of this file).
'$tbl_evaluate'(Id, Goal, Impl, Modes) :-
    '$tbl_get'('$tbl_depth', Depth0),
    '$tbl_get'('$tbl_low', Low0),
    '$tbl_get'('$tbl_pseq', Pending0),
    Depth is Depth0+1,
    % Everything the evaluation changes is changed inside the catch, and
    % the recovery may run at any point of it (an inference or time limit
    % may stop any call): it leaves the table fresh and the counters as
    % they were.
    catch('$tbl_evaluate'(Id, Goal, Impl, Modes, Depth, Low0, Pending0),
          Error,
          ( '$tbl_abandon'(Id, Depth, Pending0),
            nb_setval('$tbl_depth', Depth0),
            nb_setval('$tbl_low', Low0),
            throw(Error)
          )).

'$tbl_evaluate'(Id, Goal, Impl, Modes, Depth, Low0, Pending0) :-
    nb_setval('$tbl_depth', Depth),
    nb_setval('$tbl_low', Depth),
    '$tbl_set_status'(Id, active(Depth)),
    '$tbl_passes'(Id, Goal, Impl, Modes, Depth, Pending0),
    Depth0 is Depth-1,
    nb_setval('$tbl_depth', Depth0),
    nb_getval('$tbl_low', Low),
    Low1 is min(Low0, Low),
    nb_setval('$tbl_low', Low1).

'$tbl_passes'(Id, Goal, Impl, Modes, Depth, Pending0) :-
    '$tbl_new_pass'(Stamp),
    assertz('$tbl_pass'(Depth, Stamp)),
    '$tbl_added'(Added0),
    (   call(Impl),
        '$tbl_add'(Modes, Id, Goal),
        fail
    ;   true
    ),
    retract('$tbl_pass'(Depth, Stamp)),
    !,
    nb_getval('$tbl_low', Low),
    (   Low < Depth
    ->  '$tbl_pass'(Low, LowStamp),
        '$tbl_adopt'(Pending0, Depth, Low, LowStamp),
        '$tbl_set_status'(Id, pending(Low, LowStamp)),
        '$tbl_next'('$tbl_pseq', Seq),
        asserta('$tbl_pending'(Seq, Id))
    ;   (   '$tbl_late'(Late),
            Late < Stamp
        ;   '$tbl_added'(Added),
            Added == Added0
        )
    ->  '$tbl_set_status'(Id, complete),
        '$tbl_settle'(Pending0, pending(Depth, Stamp))
    ;   '$tbl_passes'(Id, Goal, Impl, Modes, Depth, Pending0)
    ).

%   '$tbl_adopt'(+Pending0, +Depth, +Low, +LowStamp): the evaluation at
%   Depth ends depending on the one at Low, now in its pass LowStamp: so
%   do the tables left pending since Pending0 that depended on it or on
%   evaluations inside it.
'$tbl_adopt'(Pending0, Depth, Low, LowStamp) :-
    '$tbl_pending'(Seq, Id),
    (   Seq =< Pending0
    ->  !
    ;   '$tbl_status'(Id, pending(D, _)),
        D >= Depth,
        '$tbl_set_status'(Id, pending(Low, LowStamp)),
        fail
    ).
'$tbl_adopt'(_, _, _, _).

%   '$tbl_settle'(+Pending0, +Last): the evaluation that started when
%   the pending entries were numbered up to Pending0 ends as a leader, Last
%   the status of the tables evaluated in its last pass: they are
%   complete; the other tables left pending since Pending0 are fresh
%   (all of them for Last none).
'$tbl_settle'(Pending0, Last) :-
    (   once('$tbl_pending'(Seq, Id)),
        Seq > Pending0
    ->  retract('$tbl_pending'(Seq, Id)),
        (   '$tbl_status'(Id, Status),
            Status = pending(_, _)
        ->  (   Status == Last
            ->  '$tbl_set_status'(Id, complete)
            ;   '$tbl_set_status'(Id, fresh)
            )
        ;   true
        ),
        '$tbl_settle'(Pending0, Last)
    ;   true
    ).

%   An exception left an evaluation: its table and those it left pending
%   are fresh again (the answers they have stay: each was derived).
'$tbl_abandon'(Id, Depth, Pending0) :-
    retractall('$tbl_pass'(Depth, _)),
    '$tbl_set_status'(Id, fresh),
    '$tbl_settle'(Pending0, none).

%   '$tbl_add'(+Modes, +Id, +Answer): adds Answer to table Id unless it
%   has a variant of it. A moded table holds one answer per variant of
%   the index arguments: Answer replaces it when its moded arguments are
%   better, and counts as news only when it was never derived before (so
%   that `last`, re-derived in each pass, ends).
'$tbl_add'(variant, Id, Answer) :-
    '$tbl_add_answer'(Id, Answer).
'$tbl_add'(moded(Moded), Id, Answer) :-
    '$tbl_new'(Id, Answer),
    Answer = M:Head,
    Head =.. [Name|Args],
    '$tbl_split_moded'(Args, 1, Moded, IndexArgs, Values),
    (   '$tbl_moded'(Id, IndexArgs, N)
    ->  '$tbl_answer'(Id, N, _:OldHead),
        OldHead =.. [_|OldArgs],
        '$tbl_split_moded'(OldArgs, 1, Moded, _, Old),
        '$tbl_better'(Moded, Old, Values, New),
        % The new answer: its index arguments with the New values.
        '$tbl_split_moded'(Args1, 1, Moded, IndexArgs, New),
        !,
        Head1 =.. [Name|Args1],
        '$tbl_replace'(Id, N, M:Head1)
    ;   '$tbl_push'(Id, IndexArgs, Answer)
    ).

%   '$tbl_split_moded'(?Args, +I, +Moded, ?Index, ?Values): Args (from
%   the Ith argument on) are the Index arguments and the moded Values,
%   interleaved as Moded says; either side makes the other.
'$tbl_split_moded'([], _, _, [], []).
'$tbl_split_moded'([A|As], I, Moded, Index, Values) :-
    I1 is I+1,
    (   '$boot_member'(I-_, Moded)
    ->  Values = [A|Values1],
        '$tbl_split_moded'(As, I1, Moded, Index, Values1)
    ;   Index = [A|Index1],
        '$tbl_split_moded'(As, I1, Moded, Index1, Values)
    ).

%   '$tbl_better'(+Moded, +Old, +New, -Best): Best is what the table is
%   to hold instead of Old given New; fails when that is Old.
'$tbl_better'([_-Mode|Modes], [O|Os], [N|Ns], Best) :-
    '$tbl_mode_order'(Mode, O, N, Order, B),
    (   Order == (<)
    ->  Best = [B|Ns]
    ;   Order == (=)
    ->  Best = [O|Best1],
        '$tbl_better'(Modes, Os, Ns, Best1)
    ).

%   '$tbl_mode_order'(+Mode, +Old, +New, -Order, -Value): Order is < when
%   Value (from New) is to replace Old, = when they tie.
'$tbl_mode_order'(min, O, N, Order, N) :-
    (   N @< O
    ->  Order = (<)
    ;   N == O
    ->  Order = (=)
    ;   Order = (>)
    ).
'$tbl_mode_order'(max, O, N, Order, N) :-
    (   N @> O
    ->  Order = (<)
    ;   N == O
    ->  Order = (=)
    ;   Order = (>)
    ).
'$tbl_mode_order'(first, O, N, Order, N) :-
    (   N == O
    ->  Order = (=)
    ;   Order = (>)
    ).
'$tbl_mode_order'(last, O, N, Order, N) :-
    (   N == O
    ->  Order = (=)
    ;   Order = (<)
    ).
'$tbl_mode_order'(lattice(Name), O, N, Order, J) :-
    G =.. [Name, O, N, J],
    (   call(G)
    ->  (   J == O
        ->  Order = (=)
        ;   Order = (<)
        )
    ;   Order = (>)
    ).

%   abolish_all_tables
%   Forgets this thread's tables. Not while one is being evaluated.
abolish_all_tables :-
    (   '$tbl_get'('$tbl_depth', D),
        D > 0
    ->  throw(error(permission_error(abolish, tables, active), abolish_all_tables/0))
    ;   '$tbl_abolish',
        retractall('$tbl_pending'(_, _))
    ).

%   current_table(:Variant, -Table)
%   A table of this thread: every table when Variant is a variable, else
%   the table of Variant's variant. Table is its number.
current_table(Variant, Id) :-
    strip_module(Variant, M, V),
    (   var(V)
    ->  '$tbl_tables'(Tables),
        '$boot_member'(Id-(M:V), Tables)
    ;   '$tbl_table_of'(M:V, Id)
    ).

%   tnot(:Goal)
%   Tabled negation: Goal (a call of a tabled predicate) has no answer.
%   Goal's table must be complete when Goal returns: negation through a
%   recursive cycle (a program that is not stratified) is an error.
tnot(Goal) :-
    strip_module(Goal, M, G),
    (   callable(G),
        predicate_property(M:G, tabled)
    ->  true
    ;   var(G)
    ->  throw(error(instantiation_error, tnot/1))
    ;   \+ callable(G)
    ->  throw(error(type_error(callable, G), tnot/1))
    ;   functor(G, Name, Arity),
        (   M == user
        ->  PI = Name/Arity
        ;   PI = M:Name/Arity
        ),
        throw(error(permission_error(tnot, non_tabled_procedure, PI), tnot/1))
    ),
    (   \+ \+ ( call(M:G), fail ; true ),
        '$tbl_table_of'(M:G, Id),
        '$tbl_status'(Id, complete)
    ->  \+ '$tbl_answer'(Id, 1, _)
    ;   throw(error(permission_error(negate, non_stratified_goal, M:G), tnot/1))
    ).

'$tbl_table_of'(Goal0, Id) :-
    strip_module(Goal0, M0, Goal),
    (   predicate_property(M0:Goal, imported_from(M))
    ->  true
    ;   M = M0
    ),
    '$tbl_find'(M:Goal, Id).
