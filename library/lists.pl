/*  Kea library: lists
    List predicates with SWI-Prolog's names and semantics.  Clause heads
    put the list being walked first, so first-argument indexing leaves no
    choice point where SWI-Prolog leaves none (member/2 on the last
    element, nth0/nth1 with a bound index, last/2, append/3 with a proper
    first list).  Private helpers are prefixed '$lists_'.
*/

:- module(lists, [
    append/2, append/3, clumped/2, delete/3, flatten/2, intersection/3,
    is_set/1, last/2, list_to_set/2, max_list/2, max_member/2, max_member/3,
    member/2, memberchk/2, min_list/2, min_member/2, min_member/3, nextto/3,
    nth0/3, nth0/4, nth1/3, nth1/4, numlist/3, permutation/2, predsort/3,
    proper_length/2, reverse/2, same_length/2, select/3, select/4,
    selectchk/3, selectchk/4, subset/2, subsumes_term/2, subtract/3,
    sum_list/2, sumlist/2, union/3
    ]).
:- meta_predicate
    predsort(3, +, -), max_member(2, -, +), min_member(2, -, +).

append([], L, L).
append([H|T], L, [H|R]) :-
    append(T, L, R).

%   append(+ListOfLists, ?List): List is the concatenation of ListOfLists.
append(ListOfLists, List) :-
    must_be(list, ListOfLists),
    '$lists_append_all'(ListOfLists, List).

'$lists_append_all'([], []).
'$lists_append_all'([L|Ls], As) :-
    append(L, Ws, As),
    '$lists_append_all'(Ls, Ws).

member(X, [Y|Ys]) :-
    '$lists_member'(Ys, X, Y).

% Indexed on the tail: at the last element only the first clause matches.
'$lists_member'(_, X, X).
'$lists_member'([Y|Ys], X, _) :-
    '$lists_member'(Ys, X, Y).

%   memberchk(?X, +List): the first element that unifies with X.  A
%   List that ends in neither [] nor a variable is a type error (naming
%   that end) when X is not found before it, as in SWI-Prolog.
memberchk(X, L) :-
    (   member(X, L)
    ->  true
    ;   '$skip_list'(_, L, Tail),
        nonvar(Tail),
        Tail \== [],
        throw(error(type_error(list, Tail), _))
    ).

%   reverse(?List, ?Reversed).  The recursion is bounded by Reversed's
%   length too, so reverse(L, [a,b]) terminates; with List unbound the
%   worker is indexed on that bound, so it is deterministic as well.
reverse(Xs, Ys) :-
    (   var(Xs)
    ->  '$lists_reverse_bound'(Ys, Xs, [], Ys)
    ;   '$lists_reverse'(Xs, [], Ys, Ys)
    ).

'$lists_reverse_bound'([], [], Ys, Ys).
'$lists_reverse_bound'([_|Bound], [X|Xs], Acc, Ys) :-
    '$lists_reverse_bound'(Bound, Xs, [X|Acc], Ys).

'$lists_reverse'([], Ys, Ys, []).
'$lists_reverse'([X|Xs], Acc, Ys, [_|Bound]) :-
    '$lists_reverse'(Xs, [X|Acc], Ys, Bound).

%   nth0(?Index, ?List, ?Elem), nth1/3: a bound Index walks the list
%   deterministically, an unbound one enumerates.
nth0(Index, List, Elem) :-
    (   integer(Index)
    ->  Index >= 0,
        '$lists_nth_det'(Index, List, Elem)
    ;   var(Index)
    ->  '$lists_enum'(List, 0, Index, Elem)
    ;   throw(error(type_error(integer, Index), _))
    ).

nth1(Index, List, Elem) :-
    (   integer(Index)
    ->  Index0 is Index - 1,
        Index0 >= 0,
        '$lists_nth_det'(Index0, List, Elem)
    ;   var(Index)
    ->  '$lists_enum'(List, 1, Index, Elem)
    ;   throw(error(type_error(integer, Index), _))
    ).

'$lists_nth_det'(0, List, Elem) :- !,
    List = [Elem|_].
'$lists_nth_det'(N, [_|T], Elem) :-
    N1 is N - 1,
    '$lists_nth_det'(N1, T, Elem).

% Each element of the list with its index, counted from N; no choice is
% left at the last element of a proper list.
'$lists_enum'([X|Xs], N, Index, Elem) :-
    (   Xs == []
    ->  Index = N,
        Elem = X
    ;   Index = N,
        Elem = X
    ;   N1 is N + 1,
        '$lists_enum'(Xs, N1, Index, Elem)
    ).

%   nth0(?Index, ?List, ?Elem, ?Rest): Rest is List without Elem.
nth0(Index, List, Elem, Rest) :-
    (   integer(Index)
    ->  Index >= 0,
        '$lists_nth_del'(Index, List, Elem, Rest)
    ;   var(Index)
    ->  '$lists_enum_del'(List, 0, Index, Elem, Rest)
    ;   throw(error(type_error(integer, Index), _))
    ).

nth1(Index, List, Elem, Rest) :-
    (   integer(Index)
    ->  Index0 is Index - 1,
        Index0 >= 0,
        '$lists_nth_del'(Index0, List, Elem, Rest)
    ;   var(Index)
    ->  '$lists_enum_del'(List, 1, Index, Elem, Rest)
    ;   throw(error(type_error(integer, Index), _))
    ).

'$lists_nth_del'(0, List, Elem, Rest) :- !,
    List = [Elem|Rest].
'$lists_nth_del'(N, [H|T], Elem, [H|Rest]) :-
    N1 is N - 1,
    '$lists_nth_del'(N1, T, Elem, Rest).

% The same with the list less that element: Rest. Called with the list
% unbound and Rest given, it puts Elem at each place of Rest.
'$lists_enum_del'([X|Xs], N, Index, Elem, Rest) :-
    (   Index = N,
        Elem = X,
        Rest = Xs
    ;   Rest = [X|Rest1],
        N1 is N + 1,
        '$lists_enum_del'(Xs, N1, Index, Elem, Rest1)
    ).

%   last(?List, ?Last): of a proper list, its element at its length less
%   one, leaving no choice; of a partial list, each way of ending it.
last(List, Last) :-
    '$skip_list'(Length, List, Tail),
    (   Tail == []
    ->  Length > 0,
        Index is Length - 1,
        '$lists_nth_det'(Index, List, Last)
    ;   var(Tail)
    ->  append(_, [Last], List)
    ).

nextto(X, Y, [X, Y|_]).
nextto(X, Y, [_|Zs]) :-
    nextto(X, Y, Zs).

same_length([], []).
same_length([_|T1], [_|T2]) :-
    same_length(T1, T2).

proper_length(List, Length) :-
    is_list(List),
    length(List, Length).

sum_list(Xs, Sum) :-
    '$lists_sum'(Xs, 0, Sum).

'$lists_sum'([], Sum, Sum).
'$lists_sum'([X|Xs], Sum0, Sum) :-
    Sum1 is Sum0 + X,
    '$lists_sum'(Xs, Sum1, Sum).

sumlist(Xs, Sum) :-
    sum_list(Xs, Sum).

% A single element is the answer as it stands, unevaluated (as SWI-Prolog).
max_list([X|Xs], Max) :-
    '$lists_max'(Xs, X, Max).

'$lists_max'([], Max, Max).
'$lists_max'([X|Xs], Max0, Max) :-
    Max1 is max(Max0, X),
    '$lists_max'(Xs, Max1, Max).

min_list([X|Xs], Min) :-
    '$lists_min'(Xs, X, Min).

'$lists_min'([], Min, Min).
'$lists_min'([X|Xs], Min0, Min) :-
    Min1 is min(Min0, X),
    '$lists_min'(Xs, Min1, Min).

%   max_member(-Max, +List), min_member/2: by the standard order of terms;
%   max_member(:Pred, -Max, +List), min_member/3: by call(Pred, A, B),
%   meaning A is not above B. Each walks the list keeping the best so far.
max_member(Max, [X|Xs]) :-
    '$lists_extreme'(Xs, >, X, Max).
min_member(Min, [X|Xs]) :-
    '$lists_extreme'(Xs, <, X, Min).
max_member(Pred, Max, [X|Xs]) :-
    '$lists_best'(Xs, above, Pred, X, Max).
min_member(Pred, Min, [X|Xs]) :-
    '$lists_best'(Xs, below, Pred, X, Min).

% By the standard order: the element that compares Want (< or >) to all
% the others, the first of equal ones.
'$lists_extreme'([], _, Best, Best).
'$lists_extreme'([X|Xs], Want, Best0, Best) :-
    compare(Order, X, Best0),
    (   Order == Want
    ->  '$lists_extreme'(Xs, Want, X, Best)
    ;   '$lists_extreme'(Xs, Want, Best0, Best)
    ).

'$lists_best'([], _, _, Best, Best).
'$lists_best'([X|Xs], Way, Pred, Best0, Best) :-
    '$lists_keep'(Way, Pred, X, Best0, Best1),
    '$lists_best'(Xs, Way, Pred, Best1, Best).

% X or Best0, whichever lies further Way by Pred; Best0 on a tie.
'$lists_keep'(above, Pred, X, Best0, Best) :-
    (   call(Pred, X, Best0) -> Best = Best0 ; Best = X ).
'$lists_keep'(below, Pred, X, Best0, Best) :-
    (   call(Pred, Best0, X) -> Best = Best0 ; Best = X ).

numlist(Low, High, List) :-
    must_be(integer, Low),
    must_be(integer, High),
    Low =< High,
    '$lists_count_down'(High, Low, [], List).

% The list is built from its end: N goes in front of the numbers above it.
'$lists_count_down'(N, Low, Above, List) :-
    (   N =:= Low
    ->  List = [N|Above]
    ;   N1 is N - 1,
        '$lists_count_down'(N1, Low, [N|Above], List)
    ).

%   is_set(@Set): Set is a proper list without duplicates (by ==).
is_set(Set) :-
    is_list(Set),
    msort(Set, Sorted),
    \+ '$lists_adjacent_equal'(Sorted).

'$lists_adjacent_equal'([X, Y|_]) :-
    X == Y,
    !.
'$lists_adjacent_equal'([_|Xs]) :-
    '$lists_adjacent_equal'(Xs).

%   subset(+SubSet, +Set): every element of SubSet unifies with one of Set.
subset([], _) :- !.
subset([X|Xs], Set) :-
    memberchk(X, Set),
    subset(Xs, Set).

%   clumped(+Items, -Pairs): each run of equal (==) adjacent items as
%   Item-Count, in order.
clumped([], []).
clumped([X|Xs], Pairs) :-
    '$lists_clump'(Xs, X, 1, Pairs).

% X has come N times in a row just before the items left.
'$lists_clump'([], X, N, [X-N]).
'$lists_clump'([Y|Ys], X, N, Pairs) :-
    (   Y == X
    ->  N1 is N + 1,
        '$lists_clump'(Ys, X, N1, Pairs)
    ;   Pairs = [X-N|Pairs1],
        '$lists_clump'(Ys, Y, 1, Pairs1)
    ).

%   list_to_set(+List, -Set): the first occurrence of each element, by ==,
%   in order, in O(N log N). Each element gets a fresh flag; a stable sort
%   by element puts equal ones next to each other, first occurrence first,
%   and the first of each run has its flag set: the flags, shared with the
%   list in its own order, then say which elements to keep.
list_to_set(List, Set) :-
    must_be(list, List),
    '$lists_flagged'(List, Flagged),
    keysort(Flagged, ByElem),
    '$lists_flag_firsts'(ByElem),
    '$lists_flag_set'(Flagged, Set).

'$lists_flagged'([], []).
'$lists_flagged'([X|Xs], [X-_|Ps]) :-
    '$lists_flagged'(Xs, Ps).

'$lists_flag_firsts'([]).
'$lists_flag_firsts'([X-first|Ps]) :-
    '$lists_past_run'(Ps, X, Rest),
    '$lists_flag_firsts'(Rest).

'$lists_past_run'([], _, []).
'$lists_past_run'([Y-F|Ps], X, Rest) :-
    (   Y == X
    ->  '$lists_past_run'(Ps, X, Rest)
    ;   Rest = [Y-F|Ps]
    ).

'$lists_flag_set'([], []).
'$lists_flag_set'([X-F|Ps], Set) :-
    (   F == first
    ->  Set = [X|Set1]
    ;   Set = Set1
    ),
    '$lists_flag_set'(Ps, Set1).

%   delete(+List, @Elem, -Rest): Rest is List without the elements that
%   unify with Elem (the unification is not kept).
delete([], _, []).
delete([X|Xs], Elem, Rest) :-
    (   X \= Elem
    ->  Rest = [X|Rest1]
    ;   Rest = Rest1
    ),
    delete(Xs, Elem, Rest1).

subtract([], _, []).
subtract([X|Xs], Delete, Rest) :-
    (   memberchk(X, Delete)
    ->  Rest = Rest1
    ;   Rest = [X|Rest1]
    ),
    subtract(Xs, Delete, Rest1).

intersection([], _, []).
intersection([X|Xs], Set, Common) :-
    (   memberchk(X, Set)
    ->  Common = [X|Common1]
    ;   Common = Common1
    ),
    intersection(Xs, Set, Common1).

union([], Set, Set).
union([X|Xs], Set, Union) :-
    (   memberchk(X, Set)
    ->  Union = Union1
    ;   Union = [X|Union1]
    ),
    union(Xs, Set, Union1).

%   select(?X, ?List, ?Rest): no choice is left at the last element of a
%   proper List.
select(X, [Y|Ys], Rest) :-
    (   Ys == []
    ->  X = Y,
        Rest = []
    ;   X = Y,
        Rest = Ys
    ;   Rest = [Y|Rest1],
        select(X, Ys, Rest1)
    ).

selectchk(X, List, Rest) :-
    select(X, List, Rest0), !,
    Rest = Rest0.

%   select(?X, ?Xs, ?Y, ?Ys): Ys is Xs with one element X replaced by Y.
select(X, Xs, Y, Ys) :-
    '$lists_select4'(Xs, X, Y, Ys).

'$lists_select4'([X|T], X, Y, [Y|T]).
'$lists_select4'([H|T], X, Y, [H|T2]) :-
    '$lists_select4'(T, X, Y, T2).

selectchk(X, Xs, Y, Ys) :-
    select(X, Xs, Y, Ys0), !,
    Ys = Ys0.

%   permutation(?Xs, ?Ys): with either list proper, the other gets its
%   length first, so both directions terminate.
permutation(Xs, Ys) :-
    (   is_list(Xs) -> same_length(Xs, Ys)
    ;   is_list(Ys) -> same_length(Ys, Xs)
    ;   same_length(Xs, Ys)
    ),
    '$lists_perm'(Xs, Ys).

'$lists_perm'([], []).
'$lists_perm'([H|T], [X|Xs]) :-
    select(X, [H|T], Rest),
    '$lists_perm'(Rest, Xs).

%   flatten(+NestedList, -Flat): non-list elements, unbound ones included,
%   are kept as they are.
flatten(List, Flat) :-
    '$lists_leaves'([List], Flat0),
    Flat = Flat0.

% The leaves of the terms on a stack of terms still to walk, in order: a
% list pushes its head above its tail; [] has none.
'$lists_leaves'([], []).
'$lists_leaves'([T|Ts], Flat) :-
    (   var(T)
    ->  Flat = [T|Flat1],
        '$lists_leaves'(Ts, Flat1)
    ;   T == []
    ->  '$lists_leaves'(Ts, Flat)
    ;   T = [H|Tail]
    ->  '$lists_leaves'([H, Tail|Ts], Flat)
    ;   Flat = [T|Flat1],
        '$lists_leaves'(Ts, Flat1)
    ).

%   predsort(:Pred, +List, -Sorted): by call(Pred, Order, A, B); an
%   element ordered = to one already kept is dropped. A bottom-up merge
%   sort: the elements start as runs of one, and each pass merges the
%   runs two by two, until one is left.
predsort(Pred, List, Sorted) :-
    must_be(list, List),
    '$boot_result_list'(Sorted, predsort/3),
    '$lists_runs_of_one'(List, Runs),
    (   '$lists_merge_passes'(Runs, Pred, Sorted0)
    ->  Sorted = Sorted0
    ).

'$lists_runs_of_one'([], []).
'$lists_runs_of_one'([X|Xs], [[X]|Runs]) :-
    '$lists_runs_of_one'(Xs, Runs).

'$lists_merge_passes'([], _, []).
'$lists_merge_passes'([Run|Runs], Pred, Sorted) :-
    (   Runs == []
    ->  Sorted = Run
    ;   '$lists_merge_pairs'([Run|Runs], Pred, Merged),
        '$lists_merge_passes'(Merged, Pred, Sorted)
    ).

'$lists_merge_pairs'([], _, []).
'$lists_merge_pairs'([R|Rs], Pred, Merged) :-
    (   Rs = [R2|Rs2]
    ->  '$lists_merge'(R, R2, Pred, M),
        Merged = [M|Merged1],
        '$lists_merge_pairs'(Rs2, Pred, Merged1)
    ;   Merged = [R]
    ).

'$lists_merge'([], L, _, L) :- !.
'$lists_merge'(L, [], _, L) :- !.
'$lists_merge'([X|Xs], [Y|Ys], Pred, Merged) :-
    call(Pred, Order, X, Y),
    '$lists_merge'(Order, X, Xs, Y, Ys, Pred, Merged).

'$lists_merge'(<, X, Xs, Y, Ys, Pred, [X|Merged]) :-
    '$lists_merge'(Xs, [Y|Ys], Pred, Merged).
'$lists_merge'(=, X, Xs, _, Ys, Pred, [X|Merged]) :-
    '$lists_merge'(Xs, Ys, Pred, Merged).
'$lists_merge'(>, X, Xs, Y, Ys, Pred, [Y|Merged]) :-
    '$lists_merge'([X|Xs], Ys, Pred, Merged).

%   subsumes_term(@General, @Specific) (ISO): General can be made equal to
%   Specific by binding only variables of General.
subsumes_term(General, Specific) :-
    \+ \+ ( term_variables(Specific, SVars),
            unify_with_occurs_check(General, Specific),
            term_variables(SVars, SVars1),
            SVars1 == SVars ).
