/*  Kea library: assoc
    Association lists as AVL trees, in SWI-Prolog's representation: t for
    the empty tree, t(Key, Value, Balance, Left, Right) for a node, where
    Balance is <, - or > when the left subtree is deeper, as deep, or
    shallower than the right one.  Keys are compared in the standard order.
    Private helpers are prefixed '$assoc_'.
*/

:- module(assoc, [
    assoc_to_keys/2, assoc_to_list/2, assoc_to_values/2, del_assoc/4,
    empty_assoc/1, get_assoc/3, is_assoc/1, list_to_assoc/2, max_assoc/3,
    min_assoc/3,
    put_assoc/4
    ]).

empty_assoc(t).

%   is_assoc(+Assoc): Assoc is a tree of this library: its keys strictly
%   ascending in order, each node's balance that of its subtrees' heights.
%   Fails for anything else, a partial tree among them. As in SWI-Prolog,
%   keys need not be ground (binding one later may unorder the tree).
is_assoc(Assoc) :-
    '$assoc_valid'(Assoc, none, _, _).

%   '$assoc_valid'(+Tree, +Before, -Last, -Height): Before is none or
%   key(K), K below every key of Tree; Last likewise for the greatest.
'$assoc_valid'(T, Before, Before, 0) :-
    T == t,
    !.
'$assoc_valid'(T, Before, Last, H) :-
    compound(T),
    T = t(K, _, B, L, R),
    '$assoc_valid'(L, Before, InL, HL),
    (   InL == none
    ->  true
    ;   InL = key(P),
        P @< K
    ),
    '$assoc_valid'(R, key(K), Last, HR),
    '$assoc_balanced'(B, HL, HR),
    H is max(HL, HR) + 1.

'$assoc_balanced'(B, HL, HR) :-
    (   B == (<)
    ->  HL =:= HR + 1
    ;   B == (-)
    ->  HL =:= HR
    ;   B == (>)
    ->  HR =:= HL + 1
    ).

%   get_assoc(+Key, +Assoc, -Value)
get_assoc(Key, Assoc, Value) :-
    (   var(Assoc)
    ->  throw(error(instantiation_error, context(get_assoc/3, _)))
    ;   Assoc == t
    ->  fail
    ;   Assoc = t(K, V, _, L, R)
    ->  compare(Order, Key, K),
        '$assoc_get'(Order, Key, V, L, R, Value)
    ;   throw(error(type_error(assoc, Assoc), context(get_assoc/3, _)))
    ).

'$assoc_get'(=, _, V, _, _, V).
'$assoc_get'(<, Key, _, L, _, V) :-
    get_assoc(Key, L, V).
'$assoc_get'(>, Key, _, _, R, V) :-
    get_assoc(Key, R, V).

%   list_to_assoc(+Pairs, -Assoc): Pairs are Key-Value with distinct keys,
%   in any order.  The tree is built balanced from the sorted pairs.
list_to_assoc(List, Assoc) :-
    must_be(list, List),
    '$assoc_check_pairs'(List),
    keysort(List, Sorted),
    (   '$assoc_strictly_ascending'(Sorted)
    ->  true
    ;   throw(error(domain_error(unique_key_pairs, List), context(list_to_assoc/2, _)))
    ),
    length(Sorted, N),
    '$assoc_build'(N, Sorted, [], Assoc, _).

'$assoc_check_pairs'([]).
'$assoc_check_pairs'([P|Ps]) :-
    (   var(P)
    ->  throw(error(instantiation_error, context(list_to_assoc/2, _)))
    ;   P = _-_
    ->  '$assoc_check_pairs'(Ps)
    ;   throw(error(type_error(pair, P), context(list_to_assoc/2, _)))
    ).

'$assoc_strictly_ascending'([]).
'$assoc_strictly_ascending'([K-_|Ps]) :-
    '$assoc_ascending_from'(Ps, K).

'$assoc_ascending_from'([], _).
'$assoc_ascending_from'([K-_|Ps], K0) :-
    K0 @< K,
    '$assoc_ascending_from'(Ps, K).

% '$assoc_build'(+N, +Pairs0, -Pairs, -Tree, -Depth): Tree holds the first
% N pairs of Pairs0; the middle one is the root, the extra one of an even
% count goes to the left.
'$assoc_build'(0, Ps, Ps, t, 0) :- !.
'$assoc_build'(N, Ps0, Ps, t(K, V, B, L, R), D) :-
    NL is N // 2,
    NR is N - NL - 1,
    '$assoc_build'(NL, Ps0, [K-V|Ps1], L, DL),
    '$assoc_build'(NR, Ps1, Ps, R, DR),
    compare(O, DR, DL),
    '$assoc_balance'(O, B),
    D is max(DL, DR) + 1.

'$assoc_balance'(<, <).
'$assoc_balance'(=, -).
'$assoc_balance'(>, >).

%   put_assoc(+Key, +Assoc0, +Value, -Assoc)
put_assoc(Key, A0, Value, A) :-
    '$assoc_insert'(A0, Key, Value, A, _).

% '$assoc_insert'(+T0, +K, +V, -T, -Grew): Grew is yes when T is deeper
% than T0.
'$assoc_insert'(t, K, V, t(K, V, -, t, t), yes).
'$assoc_insert'(t(K0, V0, B, L, R), K, V, T, Grew) :-
    compare(O, K, K0),
    '$assoc_insert'(O, K0, V0, B, L, R, K, V, T, Grew).

'$assoc_insert'(=, K0, _, B, L, R, _, V, t(K0, V, B, L, R), no).
'$assoc_insert'(<, K0, V0, B, L, R, K, V, T, Grew) :-
    '$assoc_insert'(L, K, V, L1, G),
    (   G == yes
    ->  '$assoc_left_grew'(B, K0, V0, L1, R, T, Grew)
    ;   T = t(K0, V0, B, L1, R),
        Grew = no
    ).
'$assoc_insert'(>, K0, V0, B, L, R, K, V, T, Grew) :-
    '$assoc_insert'(R, K, V, R1, G),
    (   G == yes
    ->  '$assoc_right_grew'(B, K0, V0, L, R1, T, Grew)
    ;   T = t(K0, V0, B, L, R1),
        Grew = no
    ).

'$assoc_left_grew'(>, K, V, L, R, t(K, V, -, L, R), no).
'$assoc_left_grew'(-, K, V, L, R, t(K, V, <, L, R), yes).
'$assoc_left_grew'(<, K, V, L, R, T, no) :-
    '$assoc_rotate_right'(L, K, V, R, T, _).

'$assoc_right_grew'(<, K, V, L, R, t(K, V, -, L, R), no).
'$assoc_right_grew'(-, K, V, L, R, t(K, V, >, L, R), yes).
'$assoc_right_grew'(>, K, V, L, R, T, no) :-
    '$assoc_rotate_left'(R, K, V, L, T, _).

% Rebalancing a node (K, V) whose left subtree L is two deeper than R;
% Shrunk tells whether the result is shallower than the node was with L.
'$assoc_rotate_right'(t(LK, LV, <, LL, LR), K, V, R,
                      t(LK, LV, -, LL, t(K, V, -, LR, R)), yes).
'$assoc_rotate_right'(t(LK, LV, -, LL, LR), K, V, R,
                      t(LK, LV, >, LL, t(K, V, <, LR, R)), no).
'$assoc_rotate_right'(t(LK, LV, >, LL, t(XK, XV, XB, XL, XR)), K, V, R,
                      t(XK, XV, -, t(LK, LV, B1, LL, XL), t(K, V, B2, XR, R)), yes) :-
    '$assoc_double'(XB, B1, B2).

% The mirror image: R two deeper than L.
'$assoc_rotate_left'(t(RK, RV, >, RL, RR), K, V, L,
                     t(RK, RV, -, t(K, V, -, L, RL), RR), yes).
'$assoc_rotate_left'(t(RK, RV, -, RL, RR), K, V, L,
                     t(RK, RV, <, t(K, V, >, L, RL), RR), no).
'$assoc_rotate_left'(t(RK, RV, <, t(XK, XV, XB, XL, XR), RR), K, V, L,
                     t(XK, XV, -, t(K, V, B1, L, XL), t(RK, RV, B2, XR, RR)), yes) :-
    '$assoc_double'(XB, B1, B2).

% Balances of the two new children of a double rotation, from the balance
% of the grandchild that becomes the root.
'$assoc_double'(<, -, >).
'$assoc_double'(-, -, -).
'$assoc_double'(>, <, -).

%   del_assoc(+Key, +Assoc0, ?Value, -Assoc)
del_assoc(Key, A0, Value, A) :-
    '$assoc_delete'(A0, Key, Value, A, _).

'$assoc_delete'(t(K0, V0, B, L, R), K, V, T, Shrunk) :-
    compare(O, K, K0),
    '$assoc_delete'(O, K0, V0, B, L, R, K, V, T, Shrunk).

'$assoc_delete'(=, _, V0, B, L, R, _, V, T, Shrunk) :-
    V = V0,
    (   L == t
    ->  T = R,
        Shrunk = yes
    ;   R == t
    ->  T = L,
        Shrunk = yes
    ;   '$assoc_delete_max'(L, MK, MV, L1, S),
        '$assoc_left_done'(S, B, MK, MV, L1, R, T, Shrunk)
    ).
'$assoc_delete'(<, K0, V0, B, L, R, K, V, T, Shrunk) :-
    '$assoc_delete'(L, K, V, L1, S),
    '$assoc_left_done'(S, B, K0, V0, L1, R, T, Shrunk).
'$assoc_delete'(>, K0, V0, B, L, R, K, V, T, Shrunk) :-
    '$assoc_delete'(R, K, V, R1, S),
    '$assoc_right_done'(S, B, K0, V0, L, R1, T, Shrunk).

'$assoc_delete_max'(t(K, V, B, L, R), MK, MV, T, Shrunk) :-
    (   R == t
    ->  MK = K,
        MV = V,
        T = L,
        Shrunk = yes
    ;   '$assoc_delete_max'(R, MK, MV, R1, S),
        '$assoc_right_done'(S, B, K, V, L, R1, T, Shrunk)
    ).

% After a deletion in the left (right) subtree, which shrank when S is yes.
'$assoc_left_done'(no, B, K, V, L, R, t(K, V, B, L, R), no).
'$assoc_left_done'(yes, B, K, V, L, R, T, Shrunk) :-
    '$assoc_left_shrunk'(B, K, V, L, R, T, Shrunk).

'$assoc_right_done'(no, B, K, V, L, R, t(K, V, B, L, R), no).
'$assoc_right_done'(yes, B, K, V, L, R, T, Shrunk) :-
    '$assoc_right_shrunk'(B, K, V, L, R, T, Shrunk).

'$assoc_left_shrunk'(<, K, V, L, R, t(K, V, -, L, R), yes).
'$assoc_left_shrunk'(-, K, V, L, R, t(K, V, >, L, R), no).
'$assoc_left_shrunk'(>, K, V, L, R, T, Shrunk) :-
    '$assoc_rotate_left'(R, K, V, L, T, Shrunk).

'$assoc_right_shrunk'(>, K, V, L, R, t(K, V, -, L, R), yes).
'$assoc_right_shrunk'(-, K, V, L, R, t(K, V, <, L, R), no).
'$assoc_right_shrunk'(<, K, V, L, R, T, Shrunk) :-
    '$assoc_rotate_right'(L, K, V, R, T, Shrunk).

%   assoc_to_list(+Assoc, -Pairs), assoc_to_keys/2, assoc_to_values/2:
%   in ascending order of keys.
assoc_to_list(A, List) :-
    '$assoc_pairs'(A, List, []).

'$assoc_pairs'(t, L, L).
'$assoc_pairs'(t(K, V, _, Left, Right), L0, L) :-
    '$assoc_pairs'(Left, L0, [K-V|L1]),
    '$assoc_pairs'(Right, L1, L).

assoc_to_keys(A, Keys) :-
    '$assoc_keys'(A, Keys, []).

'$assoc_keys'(t, L, L).
'$assoc_keys'(t(K, _, _, Left, Right), L0, L) :-
    '$assoc_keys'(Left, L0, [K|L1]),
    '$assoc_keys'(Right, L1, L).

assoc_to_values(A, Values) :-
    '$assoc_values'(A, Values, []).

'$assoc_values'(t, L, L).
'$assoc_values'(t(_, V, _, Left, Right), L0, L) :-
    '$assoc_values'(Left, L0, [V|L1]),
    '$assoc_values'(Right, L1, L).

%   max_assoc(+Assoc, -Key, -Value), min_assoc(+Assoc, -Key, -Value):
%   the greatest (least) key; fail on the empty assoc.
max_assoc(t(K0, V0, _, _, R), K, V) :-
    (   R == t
    ->  K = K0,
        V = V0
    ;   max_assoc(R, K, V)
    ).

min_assoc(t(K0, V0, _, L, _), K, V) :-
    (   L == t
    ->  K = K0,
        V = V0
    ;   min_assoc(L, K, V)
    ).
