/*  Kea library: heaps
    Priority queues of Priority-Key pairs, smallest priority first in the
    standard order of terms, as pairing heaps.  A heap is heap(Size, Tree)
    where Tree is nil when empty, else node(Priority, Key, Children), no
    child's priority below its parent's.  The term is internal: only the
    predicates here should look into it.  Pairs of equal priority come out
    in the order SWI-Prolog's library gives them, which follows from the
    way two trees are melded ('$heaps_meld'/3) and a root's children are
    paired up ('$heaps_pairing'/2) after it is taken.
    Private helpers are prefixed '$heaps_'.
*/

:- module(heaps, [
    add_to_heap/4, delete_from_heap/4, empty_heap/1, get_from_heap/4,
    heap_size/2, heap_to_list/2, is_heap/1, list_to_heap/2, merge_heaps/3,
    min_of_heap/3, min_of_heap/5, singleton_heap/3
    ]).

%   empty_heap(?Heap): Heap is the empty heap.
empty_heap(heap(0, nil)).

%   singleton_heap(?Heap, ?Priority, ?Key): Heap holds the one pair
%   Priority-Key.
singleton_heap(heap(1, node(Priority, Key, [])), Priority, Key).

%   add_to_heap(+Heap0, +Priority, ?Key, -Heap): Heap is Heap0 with the
%   pair Priority-Key added.
add_to_heap(heap(N0, T0), Priority, Key, heap(N, T)) :-
    N is N0 + 1,
    '$heaps_meld'(T0, node(Priority, Key, []), T).

%   get_from_heap(?Heap0, ?Priority, ?Key, -Heap): Priority-Key is the
%   pair of Heap0 with the smallest priority, Heap the rest of Heap0.
%   Fails if Heap0 is empty.
get_from_heap(heap(N0, node(Priority, Key, Children)), Priority, Key, heap(N, T)) :-
    N is N0 - 1,
    '$heaps_pairing'(Children, T).

%   min_of_heap(+Heap, ?Priority, ?Key): Priority-Key is the pair of Heap
%   with the smallest priority, which stays in Heap.
min_of_heap(heap(_, node(Priority, Key, _)), Priority, Key).

%   min_of_heap(+Heap, ?Priority1, ?Key1, ?Priority2, ?Key2): the two
%   pairs that get_from_heap/4 would take first.  Fails if Heap has fewer
%   than two pairs.
min_of_heap(Heap, Priority1, Key1, Priority2, Key2) :-
    get_from_heap(Heap, Priority1, Key1, Heap1),
    min_of_heap(Heap1, Priority2, Key2).

%   delete_from_heap(+Heap0, ?Priority, +Key, -Heap): Heap is Heap0
%   without the first pair, in the order of get_from_heap/4, that unifies
%   with Priority-Key.  Fails if there is none.  Takes time linear in the
%   number of pairs before it.
delete_from_heap(Heap0, Priority, Key, Heap) :-
    get_from_heap(Heap0, P, K, Heap1),
    (   P-K = Priority-Key
    ->  Heap = Heap1
    ;   delete_from_heap(Heap1, Priority, Key, Heap2),
        add_to_heap(Heap2, P, K, Heap)
    ).

%   heap_size(+Heap, -Size): Heap holds Size pairs.
heap_size(heap(Size, _), Size).

%   heap_to_list(+Heap, -Pairs): Pairs lists the pairs of Heap in the
%   order get_from_heap/4 takes them.
heap_to_list(heap(_, T), Pairs) :-
    '$heaps_to_list'(T, Pairs).

'$heaps_to_list'(nil, []).
'$heaps_to_list'(node(P, K, Children), [P-K|Pairs]) :-
    '$heaps_pairing'(Children, T),
    '$heaps_to_list'(T, Pairs).

%   list_to_heap(+Pairs, -Heap): Heap holds the Priority-Key pairs of the
%   list Pairs, added in the order of the list.
list_to_heap(Pairs, Heap) :-
    '$heaps_add_all'(Pairs, 0, nil, Heap).

'$heaps_add_all'([], N, T, heap(N, T)).
'$heaps_add_all'([P-K|Pairs], N0, T0, Heap) :-
    N is N0 + 1,
    '$heaps_meld'(T0, node(P, K, []), T),
    '$heaps_add_all'(Pairs, N, T, Heap).

%   merge_heaps(+Heap1, +Heap2, -Heap): Heap holds the pairs of both.
merge_heaps(heap(N1, T1), heap(N2, T2), heap(N, T)) :-
    N is N1 + N2,
    '$heaps_meld'(T1, T2, T).

%   is_heap(+Term): Term is a heap of this library: its size right and no
%   priority below its parent's.
is_heap(Term) :-
    nonvar(Term),
    Term = heap(N, T),
    integer(N),
    '$heaps_valid'(T, 0, N).

% '$heaps_valid'(+Tree, +N0, -N): N is N0 plus the number of nodes.
'$heaps_valid'(T, N0, N) :-
    nonvar(T),
    '$heaps_valid_'(T, N0, N).

'$heaps_valid_'(nil, N, N).
'$heaps_valid_'(node(P, _, Children), N0, N) :-
    N1 is N0 + 1,
    '$heaps_valid_children'(Children, P, N1, N).

'$heaps_valid_children'(Cs, P, N0, N) :-
    nonvar(Cs),
    '$heaps_valid_children_'(Cs, P, N0, N).

'$heaps_valid_children_'([], _, N, N).
'$heaps_valid_children_'([C|Cs], P, N0, N) :-
    nonvar(C),
    C = node(CP, _, _),
    P @=< CP,
    '$heaps_valid_'(C, N0, N1),
    '$heaps_valid_children'(Cs, P, N1, N).

% '$heaps_meld'(+T1, +T2, -T): T holds the nodes of both trees.  The root
% of smaller priority stays root, the other tree becoming its first
% child; on equal priorities T2's root stays root.
'$heaps_meld'(nil, T, T).
'$heaps_meld'(node(P1, K1, Cs1), T2, T) :-
    '$heaps_meld_'(T2, P1, K1, Cs1, T).

'$heaps_meld_'(nil, P1, K1, Cs1, node(P1, K1, Cs1)).
'$heaps_meld_'(node(P2, K2, Cs2), P1, K1, Cs1, T) :-
    (   P1 @< P2
    ->  T = node(P1, K1, [node(P2, K2, Cs2)|Cs1])
    ;   T = node(P2, K2, [node(P1, K1, Cs1)|Cs2])
    ).

% '$heaps_pairing'(+Trees, -T): T holds the nodes of the list of Trees,
% melded two by two from the left, each pair then melded with the meld
% of the pairs after it.
'$heaps_pairing'([], nil).
'$heaps_pairing'([T1|Ts], T) :-
    '$heaps_pairing'(Ts, T1, T).

'$heaps_pairing'([], T, T).
'$heaps_pairing'([T2|Ts], T1, T) :-
    '$heaps_meld'(T1, T2, T12),
    '$heaps_pairing'(Ts, Rest),
    '$heaps_meld'(T12, Rest, T).
