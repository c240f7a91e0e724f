/*  Kea library: solution_sequences
    Of SWI-Prolog's library(solution_sequences): limit/2, offset/2,
    call_nth/2, distinct/1,2, order_by/2 and group_by/4, which act on the
    sequence of a goal's solutions. Counters and the answers seen live in a term
    updated with nb_setarg/3, so they survive backtracking into the goal.
    distinct/1,2 compares each answer with those seen before, one by one.
    Private helpers are prefixed '$seq_'.
*/

:- module(solution_sequences, [
    call_nth/2, distinct/1, distinct/2, group_by/4, limit/2, offset/2,
    order_by/2
    ]).
:- meta_predicate
    call_nth(0, ?), limit(+, 0), offset(+, 0), order_by(+, 0), distinct(0),
    distinct(?, 0), group_by(?, ?, 0, -).

%   limit(+Count, :Goal): Goal's first Count solutions (Count may be inf
%   or infinite); the last leaves no choice point.
limit(Count, Goal) :-
    (   ( Count == inf ; Count == infinite )
    ->  call(Goal)
    ;   Count > 0,
        State = count(0),
        call(Goal),
        arg(1, State, N0),
        N is N0 + 1,
        (   N =:= Count
        ->  !
        ;   nb_setarg(1, State, N)
        )
    ).

%   offset(+Count, :Goal): Goal's solutions after the first Count.
offset(Count, Goal) :-
    (   Count > 0
    ->  State = count(0),
        call(Goal),
        arg(1, State, N0),
        (   N0 >= Count
        ->  true
        ;   N is N0 + 1,
            nb_setarg(1, State, N),
            fail
        )
    ;   Count =:= 0
    ->  call(Goal)
    ;   throw(error(domain_error(not_less_than_zero, Count), context(offset/2, _)))
    ).

%   call_nth(:Goal, ?Nth): Goal's Nth solution; enumerates them with their
%   number when Nth is unbound.
call_nth(Goal, Nth) :-
    (   var(Nth)
    ->  State = count(0),
        call(Goal),
        arg(1, State, N0),
        N is N0 + 1,
        nb_setarg(1, State, N),
        Nth = N
    ;   integer(Nth)
    ->  (   Nth > 0
        ->  call_nth(Goal, N),
            N =:= Nth,
            !
        ;   throw(error(domain_error(not_less_than_one, Nth), context(call_nth/2, _)))
        )
    ;   throw(error(type_error(integer, Nth), context(call_nth/2, _)))
    ).

%   distinct(:Goal), distinct(?Witness, :Goal): Goal's solutions whose
%   Witness (Goal itself for distinct/1) is not a variant of one already
%   given.
distinct(Goal) :-
    distinct(Goal, Goal).

distinct(Witness, Goal) :-
    State = seen([]),
    call(Goal),
    arg(1, State, Seen),
    \+ '$seq_variant_member'(Witness, Seen),
    copy_term(Witness, Copy),
    nb_setarg(1, State, [Copy|Seen]).

'$seq_variant_member'(X, [Y|Ys]) :-
    (   X =@= Y
    ->  true
    ;   '$seq_variant_member'(X, Ys)
    ).

%   order_by(+Specs, :Goal): Goal's solutions ordered by Specs, a list of
%   asc(Key) and desc(Key), the first the most significant; solutions with
%   equal keys keep their order.
order_by(Specs, Goal) :-
    '$seq_specs'(Specs),
    term_variables(Goal, Vars),
    '$seq_keys'(Specs, Keys, Orders),
    Result =.. [r, Vars|Keys],
    findall(Result, Goal, Results),
    length(Orders, NKeys),
    '$seq_sort'(NKeys, Orders, Results, Sorted),
    '$boot_member'(Result, Sorted).

'$seq_specs'(Specs) :-
    '$must_be_proper_list'(Specs, order_by/2),
    (   Specs == []
    ->  throw(error(domain_error(non_empty_list, []), context(order_by/2, _)))
    ;   true
    ).

'$seq_keys'([], [], []).
'$seq_keys'([Spec|Specs], [Key|Keys], [Order|Orders]) :-
    (   var(Spec)
    ->  throw(error(instantiation_error, context(order_by/2, _)))
    ;   Spec = asc(Key)
    ->  Order = (@=<)
    ;   Spec = desc(Key)
    ->  Order = (@>=)
    ;   throw(error(domain_error(order_specifier, Spec), context(order_by/2, _)))
    ),
    '$seq_keys'(Specs, Keys, Orders).

% Stable sorts from the least significant key to the most: argument I+1
% of each result holds key I.
'$seq_sort'(0, _, Results, Results) :-
    !.
'$seq_sort'(I, Orders, Results, Sorted) :-
    nth1(I, Orders, Order),
    Arg is I + 1,
    sort(Arg, Order, Results, Results1),
    I1 is I - 1,
    '$seq_sort'(I1, Orders, Results1, Sorted).

%   group_by(+By, +Template, :Goal, -Bag): the bags of Template that
%   bagof/3 makes for each value of By, every other variable of Goal
%   existential: bagof/3 named by the variables that are kept rather than
%   by those that are not.
group_by(By, Template, Goal, Bag) :-
    term_variables(Goal, GoalVars),
    term_variables(By+Template, Kept),
    '$boot_var_subtract'(GoalVars, Kept, Others),
    Existential =.. ['$seq_vars'|Others],
    bagof(Template, Existential^Goal, Bag).
