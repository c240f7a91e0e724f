/*  Kea library: apply
    maplist/2..7, foldl/4..7, include/3, exclude/3, partition/4,5.
    The workers take the first list as first argument, so a proper first
    list leaves no choice point.  Private helpers are prefixed '$apply_'.
*/

:- module(apply, [
    exclude/3, foldl/4, foldl/5, foldl/6, foldl/7, include/3, maplist/2,
    maplist/3, maplist/4, maplist/5, maplist/6, maplist/7, partition/4,
    partition/5
    ]).
:- meta_predicate
    maplist(1, ?), maplist(2, ?, ?), maplist(3, ?, ?, ?), maplist(4, ?, ?, ?, ?),
    maplist(5, ?, ?, ?, ?, ?), maplist(6, ?, ?, ?, ?, ?, ?), foldl(3, ?, +, -),
    foldl(4, ?, ?, +, -), foldl(5, ?, ?, ?, +, -), foldl(6, ?, ?, ?, ?, +, -),
    include(1, +, -), exclude(1, +, -), partition(1, +, -, -),
    partition(2, +, -, -, -).

maplist(Goal, L1) :-
    '$apply_maplist'(L1, Goal).
maplist(Goal, L1, L2) :-
    '$apply_maplist'(L1, L2, Goal).
maplist(Goal, L1, L2, L3) :-
    '$apply_maplist'(L1, L2, L3, Goal).
maplist(Goal, L1, L2, L3, L4) :-
    '$apply_maplist'(L1, L2, L3, L4, Goal).
maplist(Goal, L1, L2, L3, L4, L5) :-
    '$apply_maplist'(L1, L2, L3, L4, L5, Goal).
maplist(Goal, L1, L2, L3, L4, L5, L6) :-
    '$apply_maplist'(L1, L2, L3, L4, L5, L6, Goal).

'$apply_maplist'([], _).
'$apply_maplist'([X1|Xs1], G) :-
    call(G, X1),
    '$apply_maplist'(Xs1, G).

'$apply_maplist'([], [], _).
'$apply_maplist'([X1|Xs1], [X2|Xs2], G) :-
    call(G, X1, X2),
    '$apply_maplist'(Xs1, Xs2, G).

'$apply_maplist'([], [], [], _).
'$apply_maplist'([X1|Xs1], [X2|Xs2], [X3|Xs3], G) :-
    call(G, X1, X2, X3),
    '$apply_maplist'(Xs1, Xs2, Xs3, G).

'$apply_maplist'([], [], [], [], _).
'$apply_maplist'([X1|Xs1], [X2|Xs2], [X3|Xs3], [X4|Xs4], G) :-
    call(G, X1, X2, X3, X4),
    '$apply_maplist'(Xs1, Xs2, Xs3, Xs4, G).

'$apply_maplist'([], [], [], [], [], _).
'$apply_maplist'([X1|Xs1], [X2|Xs2], [X3|Xs3], [X4|Xs4], [X5|Xs5], G) :-
    call(G, X1, X2, X3, X4, X5),
    '$apply_maplist'(Xs1, Xs2, Xs3, Xs4, Xs5, G).

'$apply_maplist'([], [], [], [], [], [], _).
'$apply_maplist'([X1|Xs1], [X2|Xs2], [X3|Xs3], [X4|Xs4], [X5|Xs5], [X6|Xs6], G) :-
    call(G, X1, X2, X3, X4, X5, X6),
    '$apply_maplist'(Xs1, Xs2, Xs3, Xs4, Xs5, Xs6, G).

%   foldl(:Goal, ?List1, ..., +V0, -V): V0 threaded through
%   call(Goal, E1, ..., V0, V1) for the elements in order.
foldl(Goal, L1, V0, V) :-
    '$apply_foldl'(L1, Goal, V0, V).
foldl(Goal, L1, L2, V0, V) :-
    '$apply_foldl'(L1, L2, Goal, V0, V).
foldl(Goal, L1, L2, L3, V0, V) :-
    '$apply_foldl'(L1, L2, L3, Goal, V0, V).
foldl(Goal, L1, L2, L3, L4, V0, V) :-
    '$apply_foldl'(L1, L2, L3, L4, Goal, V0, V).

'$apply_foldl'([], _, V, V).
'$apply_foldl'([X|Xs], G, V0, V) :-
    call(G, X, V0, V1),
    '$apply_foldl'(Xs, G, V1, V).

'$apply_foldl'([], [], _, V, V).
'$apply_foldl'([X|Xs], [Y|Ys], G, V0, V) :-
    call(G, X, Y, V0, V1),
    '$apply_foldl'(Xs, Ys, G, V1, V).

'$apply_foldl'([], [], [], _, V, V).
'$apply_foldl'([X|Xs], [Y|Ys], [Z|Zs], G, V0, V) :-
    call(G, X, Y, Z, V0, V1),
    '$apply_foldl'(Xs, Ys, Zs, G, V1, V).

'$apply_foldl'([], [], [], [], _, V, V).
'$apply_foldl'([X|Xs], [Y|Ys], [Z|Zs], [W|Ws], G, V0, V) :-
    call(G, X, Y, Z, W, V0, V1),
    '$apply_foldl'(Xs, Ys, Zs, Ws, G, V1, V).

%   include(:Pred, +List, -Included), exclude/3: the elements for which
%   call(Pred, X) succeeds (fails).
include(Pred, List, Included) :-
    '$apply_include'(List, Pred, Included).

'$apply_include'([], _, []).
'$apply_include'([X|Xs], Pred, Included) :-
    (   call(Pred, X)
    ->  Included = [X|Included1]
    ;   Included = Included1
    ),
    '$apply_include'(Xs, Pred, Included1).

exclude(Pred, List, Excluded) :-
    '$apply_exclude'(List, Pred, Excluded).

'$apply_exclude'([], _, []).
'$apply_exclude'([X|Xs], Pred, Excluded) :-
    (   \+ call(Pred, X)
    ->  Excluded = [X|Excluded1]
    ;   Excluded = Excluded1
    ),
    '$apply_exclude'(Xs, Pred, Excluded1).

partition(Pred, List, Included, Excluded) :-
    '$apply_partition'(List, Pred, Included, Excluded).

'$apply_partition'([], _, [], []).
'$apply_partition'([X|Xs], Pred, Included, Excluded) :-
    (   call(Pred, X)
    ->  Included = [X|Included1],
        Excluded = Excluded1
    ;   Included = Included1,
        Excluded = [X|Excluded1]
    ),
    '$apply_partition'(Xs, Pred, Included1, Excluded1).

%   partition(:Pred, +List, -Less, -Equal, -Greater): call(Pred, X, Order)
%   puts X by Order (<, = or >; left unbound, it becomes <, as in
%   SWI-Prolog).
partition(Pred, List, Less, Equal, Greater) :-
    '$apply_partition'(List, Pred, Less, Equal, Greater).

'$apply_partition'([], _, [], [], []).
'$apply_partition'([X|Xs], Pred, L, E, G) :-
    call(Pred, X, Order),
    '$apply_partition'(Order, X, Xs, Pred, L, E, G).

'$apply_partition'(<, X, Xs, Pred, [X|L], E, G) :- !,
    '$apply_partition'(Xs, Pred, L, E, G).
'$apply_partition'(=, X, Xs, Pred, L, [X|E], G) :- !,
    '$apply_partition'(Xs, Pred, L, E, G).
'$apply_partition'(>, X, Xs, Pred, L, E, [X|G]) :- !,
    '$apply_partition'(Xs, Pred, L, E, G).
'$apply_partition'(Order, _, _, _, _, _, _) :-
    must_be(oneof([<, =, >]), Order).
