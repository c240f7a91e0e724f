/*  Kea library: ordsets
    Ordered sets: lists sorted by the standard order without duplicates
    (as sort/2 makes them).  Merges walk both lists once; they compare
    with compare/3 and dispatch on the order in a separate predicate,
    indexed on its first argument, so no choice points are left.
    Private helpers are prefixed '$ord_'.
*/

:- module(ordsets, [
    is_ordset/1, list_to_ord_set/2, ord_add_element/3, ord_del_element/3,
    ord_disjoint/2, ord_empty/1, ord_intersect/2, ord_intersection/2,
    ord_intersection/3, ord_memberchk/2, ord_selectchk/3, ord_seteq/2,
    ord_subset/2, ord_subtract/3, ord_symdiff/3, ord_union/2, ord_union/3,
    ord_union/4
    ]).

is_ordset(Term) :-
    is_list(Term),
    '$ord_strictly_ascending'(Term).

'$ord_strictly_ascending'([]).
'$ord_strictly_ascending'([X|Xs]) :-
    '$ord_ascending'(Xs, X).

'$ord_ascending'([], _).
'$ord_ascending'([Y|Ys], X) :-
    X @< Y,
    '$ord_ascending'(Ys, Y).

list_to_ord_set(List, Set) :-
    sort(List, Set).

ord_empty([]).

ord_memberchk(X, [Y|Ys]) :-
    compare(Order, X, Y),
    '$ord_memberchk'(Order, X, Ys).

'$ord_memberchk'(=, _, _).
'$ord_memberchk'(>, X, [Y|Ys]) :-
    compare(Order, X, Y),
    '$ord_memberchk'(Order, X, Ys).

ord_add_element(Set, X, Set1) :-
    ord_union(Set, [X], Set1).

ord_del_element(Set, X, Set1) :-
    ord_subtract(Set, [X], Set1).

ord_selectchk(X, Set, Rest) :-
    ord_memberchk(X, Set),
    ord_subtract(Set, [X], Rest).

ord_subset([], _).
ord_subset([X|Xs], [Y|Ys]) :-
    compare(Order, X, Y),
    '$ord_subset'(Order, X, Xs, Ys).

'$ord_subset'(=, _, Xs, Ys) :-
    ord_subset(Xs, Ys).
'$ord_subset'(>, X, Xs, [Y|Ys]) :-
    compare(Order, X, Y),
    '$ord_subset'(Order, X, Xs, Ys).

ord_seteq(Set1, Set2) :-
    Set1 == Set2.

ord_disjoint(Set1, Set2) :-
    \+ ord_intersect(Set1, Set2).

ord_intersect([X|Xs], [Y|Ys]) :-
    compare(Order, X, Y),
    '$ord_intersect'(Order, X, Xs, Y, Ys).

'$ord_intersect'(=, _, _, _, _).
'$ord_intersect'(<, _, [X|Xs], Y, Ys) :-
    compare(Order, X, Y),
    '$ord_intersect'(Order, X, Xs, Y, Ys).
'$ord_intersect'(>, X, Xs, _, [Y|Ys]) :-
    compare(Order, X, Y),
    '$ord_intersect'(Order, X, Xs, Y, Ys).

ord_union([], Set2, Set2).
ord_union([X|Xs], Set2, Union) :-
    '$ord_union'(Set2, X, Xs, Union).

'$ord_union'([], X, Xs, [X|Xs]).
'$ord_union'([Y|Ys], X, Xs, Union) :-
    compare(Order, X, Y),
    '$ord_union'(Order, X, Xs, Y, Ys, Union).

'$ord_union'(<, X, Xs, Y, Ys, [X|Union]) :-
    '$ord_union'(Xs, Y, Ys, Union).
'$ord_union'(=, X, Xs, _, Ys, [X|Union]) :-
    ord_union(Xs, Ys, Union).
'$ord_union'(>, X, Xs, Y, Ys, [Y|Union]) :-
    '$ord_union'(Ys, X, Xs, Union).

%   ord_union(+SetOfSets, -Set): pairwise merging keeps it O(N log K).
ord_union(Sets, Set) :-
    '$ord_union_all'(Sets, Set).

'$ord_union_all'([], []).
'$ord_union_all'([S|Ss], Set) :-
    (   Ss == []
    ->  Set = S
    ;   '$ord_union_pairs'([S|Ss], Merged),
        '$ord_union_all'(Merged, Set)
    ).

'$ord_union_pairs'([], []).
'$ord_union_pairs'([S|Ss], Merged) :-
    '$ord_union_pairs'(Ss, S, Merged).

'$ord_union_pairs'([], S, [S]).
'$ord_union_pairs'([S2|Ss], S1, [S|Merged]) :-
    ord_union(S1, S2, S),
    '$ord_union_pairs'(Ss, Merged).

%   ord_union(+Set1, +Set2, -Union, -New): New is Set2 minus Set1.
ord_union(Set1, Set2, Union, New) :-
    ord_union(Set1, Set2, Union),
    ord_subtract(Set2, Set1, New).

ord_subtract([], _, []).
ord_subtract([X|Xs], Set2, Diff) :-
    '$ord_subtract'(Set2, X, Xs, Diff).

'$ord_subtract'([], X, Xs, [X|Xs]).
'$ord_subtract'([Y|Ys], X, Xs, Diff) :-
    compare(Order, X, Y),
    '$ord_subtract'(Order, X, Xs, Y, Ys, Diff).

'$ord_subtract'(<, X, Xs, Y, Ys, [X|Diff]) :-
    '$ord_subtract2'(Xs, Y, Ys, Diff).
'$ord_subtract'(=, _, Xs, _, Ys, Diff) :-
    ord_subtract(Xs, Ys, Diff).
'$ord_subtract'(>, X, Xs, _, Ys, Diff) :-
    '$ord_subtract'(Ys, X, Xs, Diff).

% Set1's head is used up; continue with Set1's tail against [Y|Ys].
'$ord_subtract2'([], _, _, []).
'$ord_subtract2'([X|Xs], Y, Ys, Diff) :-
    compare(Order, X, Y),
    '$ord_subtract'(Order, X, Xs, Y, Ys, Diff).

ord_intersection([], _, []).
ord_intersection([X|Xs], Set2, Common) :-
    '$ord_intersection'(Set2, X, Xs, Common).

'$ord_intersection'([], _, _, []).
'$ord_intersection'([Y|Ys], X, Xs, Common) :-
    compare(Order, X, Y),
    '$ord_intersection'(Order, X, Xs, Y, Ys, Common).

'$ord_intersection'(<, _, Xs, Y, Ys, Common) :-
    '$ord_intersection2'(Xs, Y, Ys, Common).
'$ord_intersection'(=, X, Xs, _, Ys, [X|Common]) :-
    ord_intersection(Xs, Ys, Common).
'$ord_intersection'(>, X, Xs, _, Ys, Common) :-
    '$ord_intersection'(Ys, X, Xs, Common).

'$ord_intersection2'([], _, _, []).
'$ord_intersection2'([X|Xs], Y, Ys, Common) :-
    compare(Order, X, Y),
    '$ord_intersection'(Order, X, Xs, Y, Ys, Common).

%   ord_intersection(+SetOfSets, -Set).
ord_intersection([S|Ss], Set) :-
    '$ord_intersection_all'(Ss, S, Set).

'$ord_intersection_all'([], Set, Set).
'$ord_intersection_all'([S|Ss], Set0, Set) :-
    ord_intersection(Set0, S, Set1),
    '$ord_intersection_all'(Ss, Set1, Set).

ord_symdiff(Set1, Set2, Difference) :-
    ord_subtract(Set1, Set2, D1),
    ord_subtract(Set2, Set1, D2),
    ord_union(D1, D2, Difference).
