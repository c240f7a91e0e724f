/*  Kea boot library: control
    Meta-call predicates and the all-solutions family above findall/3:
    once/1, ignore/1, forall/2, @/2, apply/2, repeat/0,
    call_with_inference_limit/3, call_with_depth_limit/3,
    setup_call_cleanup/3 and its relatives, findall/4, findnsols/4,5,
    bagof/3, setof/3,
    aggregate_all/3,4, aggregate/3.
    V^Goal means something only as the goal of bagof/3 and setof/3; called
    anywhere else it is an unknown procedure, as in SWI-Prolog and GNU
    Prolog.  System predicates: they call only control
    constructs, C++ builtins and helpers of this file ('$control_').
*/

once(Goal) :-
    call(Goal), !.

ignore(Goal) :-
    (   call(Goal)
    ->  true
    ;   true
    ).

forall(Cond, Action) :-
    \+ ( call(Cond), \+ call(Action) ).

%   @(:Goal, +Module)
%   Goal, looked up where it is qualified (else in the caller's module),
%   with Module as its context: the arguments its meta_predicate
%   declaration names are qualified with Module, as in SWI-Prolog.
@(Goal, Module) :-
    '$at'(Goal, Module, Goal1),
    call(Goal1).

repeat.
repeat :-
    repeat.

%   call_with_inference_limit(:Goal, +Limit, -Result)
%   Goal, stopped with the exception inference_limit_exceeded once it has
%   made Limit inferences (calls) of its own, counted over all of its
%   solutions. Result is ! when Goal exits without alternatives, true when
%   it leaves some (backtracking into it goes on counting) and
%   inference_limit_exceeded when it was stopped. Calls nest: the limit of
%   the inner one is the smaller of the two, and the innermost call takes
%   the exception, as in SWI-Prolog.  '$inference_limit_end' must be the
%   catch/3's recovery and the first goal after it
%   (engine/builtins/inference_limit.cpp says why).
call_with_inference_limit(Goal, Limit, Result) :-
    '$inference_limit_begin'(Limit, State),
    (   true
    ;   '$inference_limit_end'(State, _),
        fail
    ),
    catch('$call_cleanup'(( '$inference_limit_arm'(State, Limit), Goal ), _, Det = true),
          Ball, '$inference_limit_end'(State, _)),
    '$inference_limit_end'(State, Left),
    (   var(Ball)
    ->  (   Det == true
        ->  !,
            Result = !
        ;   (   Result = true
            ;   '$inference_limit_resume'(State, Left),
                fail
            )
        )
    ;   Ball == inference_limit_exceeded
    ->  !,
        Result = inference_limit_exceeded
    ;   throw(Ball)
    ).

%   call_with_depth_limit(:Goal, +Limit, -Result)
%   Goal, in which a call deeper than Limit fails (Goal's own call is at
%   depth 1, each call one deeper than its caller's). Result is the
%   deepest depth Goal called, for each solution; when Goal fails and some
%   call had gone past Limit, it succeeds once with Result
%   depth_limit_exceeded, as in SWI-Prolog (engine/builtins/depth_limit.cpp
%   keeps the limit).
call_with_depth_limit(Goal, Limit, Result) :-
    '$depth_limit_begin'(Limit, State),
    (   catch('$call_cleanup'(( '$depth_limit_arm'(State), call(Goal) ), _, Det = true),
              Ball, '$depth_limit_end'(State, _)),
        '$depth_limit_end'(State, Reached),
        (   var(Ball)
        ->  (   Det == true
            ->  !,
                Result = Reached
            ;   (   Result = Reached
                ;   '$depth_limit_resume'(State),
                    fail
                )
            )
        ;   throw(Ball)
        )
    ;   '$depth_limit_end'(State, Reached),
        Reached > Limit,
        Result = depth_limit_exceeded
    ).

%   apply(:Goal, +Args): Goal called with the arguments Args appended, as
%   call/N does (the name older programs use).
apply(Goal, Args) :-
    strip_module(Goal, M, G),
    '$control_callable'(G),
    G =.. List0,
    '$control_append'(List0, Args, List),
    G1 =.. List,
    call(M:G1).

%   setup_call_cleanup(:Setup, :Goal, :Cleanup)
%   Setup runs as once/1; Cleanup runs once when Goal is finished: it exits
%   without alternatives, fails, raises, or is cut.  '$call_cleanup'/3 is
%   hand-assembled code over a choicepoint of its own (engine/wam/cleanup.hpp).
setup_call_cleanup(Setup, Goal, Cleanup) :-
    setup_call_catcher_cleanup(Setup, Goal, _, Cleanup).

call_cleanup(Goal, Cleanup) :-
    setup_call_catcher_cleanup(true, Goal, _, Cleanup).

%   call_cleanup(:Goal, ?Catcher, :Cleanup): the older name of
%   setup_call_catcher_cleanup(true, Goal, Catcher, Cleanup).
call_cleanup(Goal, Catcher, Cleanup) :-
    setup_call_catcher_cleanup(true, Goal, Catcher, Cleanup).

%   Catcher is unified with exit, fail, !, or exception(Ball) before Cleanup
%   runs (and Cleanup does not run when it does not unify).
setup_call_catcher_cleanup(Setup, Goal, Catcher, Cleanup) :-
    once(Setup),
    '$control_callable'(Goal),
    '$control_callable'(Cleanup),
    '$call_cleanup'(Goal, Catcher, Cleanup).

'$control_callable'(G) :-
    (   var(G)
    ->  throw(error(instantiation_error,
                    context(setup_call_catcher_cleanup/4, _)))
    ;   callable(G)
    ->  true
    ;   throw(error(type_error(callable, G),
                    context(setup_call_catcher_cleanup/4, _)))
    ).

findall(Template, Goal, List, Tail) :-
    findall(Template, Goal, Found),
    '$control_append'(Found, Tail, List).

%   findnsols(+N, @Template, :Goal, -List[, ?Tail])
%   As findall/3,4, a chunk of at most N solutions at a time: the first N,
%   then on backtracking the next N, and so on; the chunk made when Goal
%   has no more solutions may be shorter, or empty. N = 0 gives one empty
%   chunk. The solutions are collected in a findall bag that stays while
%   Goal can give more; setup_call_cleanup/3 drops it however the call
%   ends, a cut after a chunk among the ways.
findnsols(N, Template, Goal, List) :-
    findnsols(N, Template, Goal, List, []).

findnsols(N, Template, Goal, List, Tail) :-
    '$control_chunk_size'(N),
    (   N =:= 0
    ->  List = Tail
    ;   copy_term(Template+Goal, Template1+Goal1),  % no chunk binds them
        State = state(0, more),
        setup_call_cleanup('$findall_push'(Bag),
                           '$control_findnsols'(N, Template1, Goal1, Bag, State, List, Tail),
                           '$findall_drop'(Bag))
    ).

%   State is state(Count, Exit): Count solutions in the bag; Exit becomes
%   last when Goal exits without alternatives. When Goal then has no more,
%   an empty bag means the chunk of that last solution was full: no empty
%   chunk follows it (as in SWI-Prolog).
'$control_findnsols'(N, Template, Goal, Bag, State, List, Tail) :-
    (   setup_call_catcher_cleanup(true, Goal, Catcher,
                                   '$control_findnsols_exit'(Catcher, State)),
        '$findall_add'(Bag, Template),
        arg(1, State, Count0),
        Count is Count0 + 1,
        (   Count =:= N
        ->  nb_setarg(1, State, 0),
            '$findall_take'(Bag, List, Tail)
        ;   nb_setarg(1, State, Count),
            fail
        )
    ;   \+ State = state(0, last),
        '$findall_take'(Bag, List, Tail)
    ).

'$control_findnsols_exit'(Catcher, State) :-
    (   Catcher == exit
    ->  nb_setarg(2, State, last)
    ;   true
    ).

'$control_chunk_size'(N) :-
    var(N),
    !,
    throw(error(instantiation_error, context(findnsols/4, _))).
'$control_chunk_size'(N) :-
    \+ integer(N),
    !,
    throw(error(type_error(integer, N), context(findnsols/4, _))).
'$control_chunk_size'(N) :-
    N < 0,
    !,
    throw(error(domain_error(not_less_than_zero, N), context(findnsols/4, _))).
'$control_chunk_size'(_).

'$control_append'([], L, L).
'$control_append'([H|T], L, [H|R]) :-
    '$control_append'(T, L, R).

%   bagof(+Template, +Goal, -Bag)
%   Variables of Goal that are neither in Template nor bound by ^ are free:
%   solutions are grouped by the bindings of the free variables (the
%   witness), one group per solution of bagof, in the standard order of the
%   witnesses (as SWI-Prolog); witnesses that are variants form one group.
bagof(Template, Goal0, Bag) :-
    '$boot_result_list'(Bag, bagof/3),
    '$control_free_witness'(Template, Goal0, Goal, Witness),
    (   Witness == []
    ->  findall(Template, Goal, Bag0),
        Bag0 \== [],
        Bag = Bag0
    ;   findall(Witness-Template, Goal, Pairs),
        Pairs \== [],
        '$control_number'(Pairs, 0, Numbered),
        keysort(Numbered, Sorted),
        '$control_pick'(Sorted, Witness, Group),
        (   ground(Witness)
        ->  Group1 = Group
        ;   keysort(Group, Group1)
        ),
        '$control_values'(Group1, Bag)
    ).

% Solutions are numbered so that a group of variant witnesses, which need
% not be adjacent after sorting, can be put back in solution order.
'$control_number'([], _, []).
'$control_number'([W-T|Ps], N, [W-(N-T)|Ns]) :-
    N1 is N + 1,
    '$control_number'(Ps, N1, Ns).

'$control_values'([], []).
'$control_values'([_-V|Ps], [V|Vs]) :-
    '$control_values'(Ps, Vs).

setof(Template, Goal0, Set) :-
    '$boot_result_list'(Set, setof/3),
    '$control_free_witness'(Template, Goal0, Goal, Witness),
    (   Witness == []
    ->  findall(Template, Goal, Bag),
        Bag \== [],
        sort(Bag, Set)
    ;   findall(Witness-Template, Goal, Pairs),
        Pairs \== [],
        sort(Pairs, Sorted),
        '$control_pick'(Sorted, Witness, Bag),
        sort(Bag, Set)
    ).

% Goal is Goal0 without its ^ prefixes (kept inside a module qualifier,
% which a meta-call from a module adds); Witness the list of its free
% variables ([] when there are none).
'$control_free_witness'(Template, Goal0, Goal, Witness) :-
    '$control_strip_carets'(Goal0, Goal, Template, Bound),
    term_variables(Goal, GoalVars),
    term_variables(Bound, BoundVars),
    '$boot_var_subtract'(GoalVars, BoundVars, Witness).

'$control_strip_carets'(G0, G, Bound0, Bound) :-
    (   nonvar(G0), G0 = V^G1
    ->  '$control_strip_carets'(G1, G, V-Bound0, Bound)
    ;   nonvar(G0), G0 = M:G1
    ->  '$control_strip_carets'(G1, G2, Bound0, Bound),
        G = M:G2
    ;   G = G0,
        Bound = Bound0
    ).

% Pairs is sorted on witnesses.  Take the values of the group of the first
% witness (all pairs whose witness is a variant of it, unified with it),
% then backtrack into the groups of the rest.  No choice point is left after the last group.
'$control_pick'([W-T|Pairs], Witness, Bag) :-
    (   ground(W)
    ->  '$control_same_run'(Pairs, W, Ts, Rest)
    ;   '$control_variants'(Pairs, W, Ts, Rest)
    ),
    (   Rest == []
    ->  Witness = W,
        Bag = [T|Ts]
    ;   (   Witness = W,
            Bag = [T|Ts]
        ;   '$control_pick'(Rest, Witness, Bag)
        )
    ).

% A ground witness has only identical variants, adjacent after sorting.
'$control_same_run'([], _, [], []).
'$control_same_run'([W1-T|Pairs], W, Ts, Rest) :-
    (   W1 == W
    ->  Ts = [T|Ts1],
        '$control_same_run'(Pairs, W, Ts1, Rest)
    ;   Ts = [],
        Rest = [W1-T|Pairs]
    ).

'$control_variants'([], _, [], []).
'$control_variants'([W1-T|Pairs], W, Ts, Rest) :-
    (   W1 =@= W
    ->  W1 = W,
        Ts = [T|Ts1],
        '$control_variants'(Pairs, W, Ts1, Rest)
    ;   Rest = [W1-T|Rest1],
        '$control_variants'(Pairs, W, Ts, Rest1)
    ).

%   aggregate_all(+Spec, :Goal, -Result)
%   Spec is count, sum(Expr), max(Expr), min(Expr),
%   max(Expr, Witness), min(Expr, Witness), bag(Template) or set(Template),
%   over all solutions of Goal (count, sum and bag of none: 0, 0, []).
aggregate_all(Spec, Goal, Result) :-
    '$control_aggregate_template'(Spec, Template),
    findall(Template, Goal, List),
    '$control_aggregate_reduce'(Spec, List, Result).

%   aggregate(+Spec, :Goal, -Result)
%   As aggregate_all/3 over the groups of bagof/3: Goal's variables that
%   are neither in Spec nor bound by ^ are free, and each binding of them
%   gives one solution; fails when Goal has none.
aggregate(Spec, Goal, Result) :-
    '$control_aggregate_template'(Spec, Template),
    bagof(Template, Goal, List),
    '$control_aggregate_reduce'(Spec, List, Result).

'$control_aggregate_template'(Spec, _) :-
    var(Spec), !,
    throw(error(instantiation_error, _)).
'$control_aggregate_template'(count, x) :- !.
'$control_aggregate_template'(sum(E), E) :- !.
'$control_aggregate_template'(max(E), E) :- !.
'$control_aggregate_template'(min(E), E) :- !.
'$control_aggregate_template'(max(E, W), E-W) :- !.
'$control_aggregate_template'(min(E, W), E-W) :- !.
'$control_aggregate_template'(bag(T), T) :- !.
'$control_aggregate_template'(set(T), T) :- !.
'$control_aggregate_template'(Spec, _) :-
    throw(error(domain_error(aggregate_template, Spec), _)).

'$control_aggregate_reduce'(count, Xs, Count) :-
    '$control_length'(Xs, 0, Count).
'$control_aggregate_reduce'(sum(_), Es, Sum) :-
    '$control_sum'(Es, 0, Sum).
'$control_aggregate_reduce'(max(_), [E|Es], Max) :-
    V is E,
    '$control_max'(Es, V, Max).
'$control_aggregate_reduce'(min(_), [E|Es], Min) :-
    V is E,
    '$control_min'(Es, V, Min).
'$control_aggregate_reduce'(max(_, _), [E-W|Pairs], max(Max, MaxW)) :-
    '$control_must_be_number'(E),
    '$control_max_witness'(Pairs, E, W, Max, MaxW).
'$control_aggregate_reduce'(min(_, _), [E-W|Pairs], min(Min, MinW)) :-
    '$control_must_be_number'(E),
    '$control_min_witness'(Pairs, E, W, Min, MinW).
'$control_aggregate_reduce'(bag(_), Bag, Bag).
'$control_aggregate_reduce'(set(_), Bag, Set) :-
    sort(Bag, Set).

'$control_length'([], N, N).
'$control_length'([_|T], N0, N) :-
    N1 is N0 + 1,
    '$control_length'(T, N1, N).

'$control_sum'([], S, S).
'$control_sum'([E|Es], S0, S) :-
    S1 is S0 + E,
    '$control_sum'(Es, S1, S).

% The first of equal maxima (minima) is kept, so max over [1, 2.0, 2] is 2.0.
'$control_max'([], M, M).
'$control_max'([E|Es], M0, M) :-
    V is E,
    (   V > M0
    ->  '$control_max'(Es, V, M)
    ;   '$control_max'(Es, M0, M)
    ).

'$control_min'([], M, M).
'$control_min'([E|Es], M0, M) :-
    V is E,
    (   V < M0
    ->  '$control_min'(Es, V, M)
    ;   '$control_min'(Es, M0, M)
    ).

'$control_max_witness'([], M, W, M, W).
'$control_max_witness'([E-W1|Pairs], M0, W0, M, W) :-
    '$control_must_be_number'(E),
    (   E > M0
    ->  '$control_max_witness'(Pairs, E, W1, M, W)
    ;   '$control_max_witness'(Pairs, M0, W0, M, W)
    ).

'$control_min_witness'([], M, W, M, W).
'$control_min_witness'([E-W1|Pairs], M0, W0, M, W) :-
    '$control_must_be_number'(E),
    (   E < M0
    ->  '$control_min_witness'(Pairs, E, W1, M, W)
    ;   '$control_min_witness'(Pairs, M0, W0, M, W)
    ).

'$control_must_be_number'(X) :-
    (   number(X)
    ->  true
    ;   var(X)
    ->  throw(error(instantiation_error, _))
    ;   throw(error(type_error(number, X), _))
    ).

%   aggregate_all(+Spec, +Discriminator, :Goal, -Result)
%   As aggregate_all/3 over the solutions with distinct Discriminator.
aggregate_all(Spec, Discriminator, Goal, Result) :-
    '$control_aggregate_template'(Spec, Template),
    findall(Discriminator-Template, Goal, Pairs0),
    sort(Pairs0, Pairs),
    '$control_pair_values'(Pairs, List),
    '$control_aggregate_reduce'(Spec, List, Result).

'$control_pair_values'([], []).
'$control_pair_values'([_-V|Ps], [V|Vs]) :-
    '$control_pair_values'(Ps, Vs).

%   '$alarm_ring'(+Id, +Ball): the goal an alarm of call_with_time_limit/2,3
%   (library(time), engine/builtins/alarm.cpp) posts to its thread: throws
%   Ball if the alarm is still armed.
'$alarm_ring'(Id, Ball) :-
    (   '$alarm_active'(Id)
    ->  throw(Ball)
    ;   true
    ).
