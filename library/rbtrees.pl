/*  Kea library: rbtrees
    Red-black trees, in SWI-Prolog's representation: t(Nil, Tree), where
    Nil is black('', _, _, ''), one term shared by every leaf of Tree (and
    Tree itself is Nil when empty), and a node is black(L, K, V, R) or
    red(L, K, V, R).  A node's left subtree holds the smaller keys, its
    right one the greater, in the standard order of terms (compare/3).
    The invariants: the root is black, no red node has a red child, and
    every path from a node down to its leaves passes as many black nodes.
    Insertion goes down to a leaf, puts a red node there, and on the way
    back up rebuilds each black node whose child and grandchild both came
    back red as a red node with two black children (the tree keeps its
    black height); the root is blackened last.  Deletion removes the node
    (one with two subtrees swaps in its successor, the least key of its
    right subtree), and when that shortened a path by one black node it
    says so to its parent, which recolours or rotates with the sibling
    subtree until the shortage is absorbed or reaches the root.  A leaf is
    told from a black node by its left subtree being ''.  Predicates
    handed no t/2 term raise existence_error(matching_rule, _), as
    SWI-Prolog's do.  Private helpers are prefixed '$rb_'.
*/

:- module(rbtrees, [
    is_rbtree/1, list_to_rbtree/2, ord_list_to_rbtree/2, rb_apply/4,
    rb_clone/3, rb_del_max/4, rb_del_min/4, rb_delete/3, rb_delete/4,
    rb_empty/1, rb_fold/4, rb_in/3, rb_insert/4, rb_insert_new/4,
    rb_keys/2, rb_lookup/3, rb_map/2, rb_map/3, rb_max/3, rb_min/3,
    rb_new/1, rb_next/4, rb_partial_map/4, rb_previous/4, rb_size/2,
    rb_update/4, rb_update/5, rb_visit/2
    ]).
:- meta_predicate
    rb_map(+, 2, -), rb_map(?, 1), rb_partial_map(+, +, 2, -),
    rb_apply(+, +, 2, -), rb_fold(3, +, +, -).

%   rb_new(-Tree): Tree is a new, empty tree.
rb_new(t(Nil, Nil)) :-
    Nil = black('', _, _, '').

%   rb_empty(?Tree): Tree is an empty tree (made one when unbound).
rb_empty(t(Nil, Nil)) :-
    Nil = black('', _, _, '').

% '$rb_tree'(+Tree, -Nil, -Root): Tree is a t/2 term, so a tree to work on.
'$rb_tree'(Tree, Nil, T) :-
    compound(Tree),
    Tree = t(Nil, T).

% '$rb_no_match'(+Goal): the error for a Goal given no tree.
'$rb_no_match'(Goal) :-
    copy_term(Goal, Copy),
    functor(Goal, Name, Arity),
    throw(error(existence_error(matching_rule, rbtrees:Copy),
                context(rbtrees:Name/Arity, _))).

% '$rb_leaf'(+Node): Node is a leaf, whose left subtree is ''.
'$rb_leaf'(Node) :-
    arg(1, Node, L),
    L == ''.

'$rb_node'(red, L, K, V, R, red(L, K, V, R)).
'$rb_node'(black, L, K, V, R, black(L, K, V, R)).

%   rb_lookup(+Key, -Value, +Tree): Value goes with Key (compared with
%   ==) in Tree.  Fails if Key is not there.
rb_lookup(Key, Value, Tree) :-
    (   '$rb_tree'(Tree, _, T)
    ->  '$rb_lookup'(T, Key, Value)
    ;   '$rb_no_match'(rb_lookup(Key, Value, Tree))
    ).

'$rb_lookup'(red(L, K0, V0, R), K, V) :-
    compare(O, K, K0),
    '$rb_lookup_at'(O, L, V0, R, K, V).
'$rb_lookup'(black(L, K0, V0, R), K, V) :-
    L \== '',
    compare(O, K, K0),
    '$rb_lookup_at'(O, L, V0, R, K, V).

'$rb_lookup_at'(=, _, V, _, _, V).
'$rb_lookup_at'(<, L, _, _, K, V) :-
    '$rb_lookup'(L, K, V).
'$rb_lookup_at'(>, _, _, R, K, V) :-
    '$rb_lookup'(R, K, V).

%   rb_min(+Tree, -Key, -Value): Key is the least key of Tree, with Value.
%   Fails if Tree is empty.
rb_min(Tree, Key, Value) :-
    (   '$rb_tree'(Tree, _, T)
    ->  \+ '$rb_leaf'(T),
        '$rb_min'(T, Key, Value)
    ;   '$rb_no_match'(rb_min(Tree, Key, Value))
    ).

% '$rb_min'(+Node, -Key, -Value): Node is not a leaf.
'$rb_min'(red(L, K0, V0, _), K, V) :-
    '$rb_min_at'(L, K0, V0, K, V).
'$rb_min'(black(L, K0, V0, _), K, V) :-
    '$rb_min_at'(L, K0, V0, K, V).

'$rb_min_at'(L, K0, V0, K, V) :-
    (   '$rb_leaf'(L)
    ->  K = K0,
        V = V0
    ;   '$rb_min'(L, K, V)
    ).

%   rb_max(+Tree, -Key, -Value): Key is the greatest key of Tree, with
%   Value.  Fails if Tree is empty.
rb_max(Tree, Key, Value) :-
    (   '$rb_tree'(Tree, _, T)
    ->  \+ '$rb_leaf'(T),
        '$rb_max'(T, Key, Value)
    ;   '$rb_no_match'(rb_max(Tree, Key, Value))
    ).

'$rb_max'(red(_, K0, V0, R), K, V) :-
    '$rb_max_at'(R, K0, V0, K, V).
'$rb_max'(black(_, K0, V0, R), K, V) :-
    '$rb_max_at'(R, K0, V0, K, V).

'$rb_max_at'(R, K0, V0, K, V) :-
    (   '$rb_leaf'(R)
    ->  K = K0,
        V = V0
    ;   '$rb_max'(R, K, V)
    ).

%   rb_next(+Tree, +Key, -Next, -Value): Next is the key after Key in
%   Tree, with Value.  Fails if Key is not in Tree or is its greatest.
rb_next(Tree, Key, Next, Value) :-
    (   '$rb_tree'(Tree, _, T)
    ->  '$rb_next'(T, Key, none, Next, Value)
    ;   '$rb_no_match'(rb_next(Tree, Key, Next, Value))
    ).

% '$rb_next'(+Node, +Key, +Above, -Next, -Value): Above is none or the
% K-V of the least node above Node whose key is greater than Node's keys.
'$rb_next'(red(L, K0, V0, R), K, A, N, V) :-
    compare(O, K, K0),
    '$rb_next_at'(O, L, K0, V0, R, K, A, N, V).
'$rb_next'(black(L, K0, V0, R), K, A, N, V) :-
    L \== '',
    compare(O, K, K0),
    '$rb_next_at'(O, L, K0, V0, R, K, A, N, V).

'$rb_next_at'(=, _, _, _, R, _, A, N, V) :-
    (   '$rb_leaf'(R)
    ->  A = N-V
    ;   '$rb_min'(R, N, V)
    ).
'$rb_next_at'(<, L, K0, V0, _, K, _, N, V) :-
    '$rb_next'(L, K, K0-V0, N, V).
'$rb_next_at'(>, _, _, _, R, K, A, N, V) :-
    '$rb_next'(R, K, A, N, V).

%   rb_previous(+Tree, +Key, -Previous, -Value): Previous is the key
%   before Key in Tree, with Value.  Fails if Key is not in Tree or is
%   its least.
rb_previous(Tree, Key, Previous, Value) :-
    (   '$rb_tree'(Tree, _, T)
    ->  '$rb_prev'(T, Key, none, Previous, Value)
    ;   '$rb_no_match'(rb_previous(Tree, Key, Previous, Value))
    ).

'$rb_prev'(red(L, K0, V0, R), K, B, P, V) :-
    compare(O, K, K0),
    '$rb_prev_at'(O, L, K0, V0, R, K, B, P, V).
'$rb_prev'(black(L, K0, V0, R), K, B, P, V) :-
    L \== '',
    compare(O, K, K0),
    '$rb_prev_at'(O, L, K0, V0, R, K, B, P, V).

'$rb_prev_at'(=, L, _, _, _, _, B, P, V) :-
    (   '$rb_leaf'(L)
    ->  B = P-V
    ;   '$rb_max'(L, P, V)
    ).
'$rb_prev_at'(<, L, _, _, _, K, B, P, V) :-
    '$rb_prev'(L, K, B, P, V).
'$rb_prev_at'(>, _, K0, V0, R, K, _, P, V) :-
    '$rb_prev'(R, K, K0-V0, P, V).

%   rb_update(+Tree, +Key, ?NewValue, -NewTree): NewTree is Tree with
%   NewValue for Key.  Fails if Key is not in Tree.
rb_update(Tree, Key, NewValue, NewTree) :-
    (   '$rb_tree'(Tree, Nil, T)
    ->  '$rb_upd'(T, Key, _, NewValue, T1),
        NewTree = t(Nil, T1)
    ;   '$rb_no_match'(rb_update(Tree, Key, NewValue, NewTree))
    ).

%   rb_update(+Tree, +Key, -OldValue, ?NewValue, -NewTree): as
%   rb_update/4, OldValue being the value Key had in Tree.
rb_update(Tree, Key, OldValue, NewValue, NewTree) :-
    (   '$rb_tree'(Tree, Nil, T)
    ->  '$rb_upd'(T, Key, OldValue, NewValue, T1),
        NewTree = t(Nil, T1)
    ;   '$rb_no_match'(rb_update(Tree, Key, OldValue, NewValue, NewTree))
    ).

%   rb_apply(+Tree, +Key, :Goal, -NewTree): NewTree is Tree with Value
%   for Key, where call(Goal, Value0, Value) and Value0 is Key's value in
%   Tree.  Fails if Key is not in Tree or Goal fails.
rb_apply(Tree, Key, Goal, NewTree) :-
    (   '$rb_tree'(Tree, Nil, T)
    ->  '$rb_upd'(T, Key, V0, V, T1),
        call(Goal, V0, V),
        NewTree = t(Nil, T1)
    ;   '$rb_no_match'(rb_apply(Tree, Key, Goal, NewTree))
    ).

% '$rb_upd'(+Node, +Key, ?Old, ?New, -NewNode): Key's value Old in Node
% is New in NewNode, of the same shape and colours.
'$rb_upd'(red(L, K0, V0, R), K, Old, New, T) :-
    compare(O, K, K0),
    '$rb_upd_at'(O, red, L, K0, V0, R, K, Old, New, T).
'$rb_upd'(black(L, K0, V0, R), K, Old, New, T) :-
    L \== '',
    compare(O, K, K0),
    '$rb_upd_at'(O, black, L, K0, V0, R, K, Old, New, T).

'$rb_upd_at'(=, C, L, K0, V0, R, _, V0, New, T) :-
    '$rb_node'(C, L, K0, New, R, T).
'$rb_upd_at'(<, C, L, K0, V0, R, K, Old, New, T) :-
    '$rb_upd'(L, K, Old, New, L1),
    '$rb_node'(C, L1, K0, V0, R, T).
'$rb_upd_at'(>, C, L, K0, V0, R, K, Old, New, T) :-
    '$rb_upd'(R, K, Old, New, R1),
    '$rb_node'(C, L, K0, V0, R1, T).

%   rb_insert(+Tree, +Key, ?Value, -NewTree): NewTree is Tree with Value
%   for Key, which replaces the value Key had in Tree, if any.
rb_insert(Tree, Key, Value, NewTree) :-
    (   '$rb_tree'(Tree, Nil, T)
    ->  '$rb_ins'(T, Key, Value, Nil, replace, T1),
        '$rb_root'(T1, T1, T2),
        NewTree = t(Nil, T2)
    ;   '$rb_no_match'(rb_insert(Tree, Key, Value, NewTree))
    ).

%   rb_insert_new(+Tree, +Key, ?Value, -NewTree): NewTree is Tree with
%   Value for Key.  Fails if Key is in Tree already.
rb_insert_new(Tree, Key, Value, NewTree) :-
    (   '$rb_tree'(Tree, Nil, T)
    ->  '$rb_ins'(T, Key, Value, Nil, new, T1),
        '$rb_root'(T1, T1, T2),
        NewTree = t(Nil, T2)
    ;   '$rb_no_match'(rb_insert_new(Tree, Key, Value, NewTree))
    ).

% '$rb_root'(+Root0, +Root0, -Root): Root0 blackened.
'$rb_root'(red(L, K, V, R), _, black(L, K, V, R)).
'$rb_root'(black(_, _, _, _), T, T).

% '$rb_ins'(+Node, +K, ?V, +Nil, +Mode, -NewNode): NewNode has K-V and
% Node's black height; it may be a red node with a red child (only when
% Node is red: its parent, black, then mends that).  Mode is replace
% (an existing K gets V) or new (an existing K fails).
'$rb_ins'(red(L, K0, V0, R), K, V, Nil, M, T) :-
    compare(O, K, K0),
    '$rb_ins_red'(O, L, K0, V0, R, K, V, Nil, M, T).
'$rb_ins'(black(L, K0, V0, R), K, V, Nil, M, T) :-
    (   L == ''
    ->  T = red(Nil, K, V, Nil)
    ;   compare(O, K, K0),
        '$rb_ins_black'(O, L, K0, V0, R, K, V, Nil, M, T)
    ).

'$rb_ins_red'(=, L, K0, _, R, _, V, _, replace, red(L, K0, V, R)).
'$rb_ins_red'(<, L, K0, V0, R, K, V, Nil, M, red(L1, K0, V0, R)) :-
    '$rb_ins'(L, K, V, Nil, M, L1).
'$rb_ins_red'(>, L, K0, V0, R, K, V, Nil, M, red(L, K0, V0, R1)) :-
    '$rb_ins'(R, K, V, Nil, M, R1).

'$rb_ins_black'(=, L, K0, _, R, _, V, _, replace, black(L, K0, V, R)).
'$rb_ins_black'(<, L, K0, V0, R, K, V, Nil, M, T) :-
    '$rb_ins'(L, K, V, Nil, M, L1),
    '$rb_fix_ins_l'(L1, L1, K0, V0, R, T).
'$rb_ins_black'(>, L, K0, V0, R, K, V, Nil, M, T) :-
    '$rb_ins'(R, K, V, Nil, M, R1),
    '$rb_fix_ins_r'(R1, R1, L, K0, V0, T).

% '$rb_fix_ins_l'(+L, +L, +K, +V, +R, -T): T is the black node L-K-V-R,
% rebuilt as a red node over two black ones when L is red with a red
% child.  '$rb_fix_ins_r' likewise for a red R.
'$rb_fix_ins_l'(black(_, _, _, _), L, K, V, R, black(L, K, V, R)).
'$rb_fix_ins_l'(red(A, XK, XV, B), L, K, V, R, T) :-
    (   A = red(A1, AK, AV, A2)
    ->  T = red(black(A1, AK, AV, A2), XK, XV, black(B, K, V, R))
    ;   B = red(B1, BK, BV, B2)
    ->  T = red(black(A, XK, XV, B1), BK, BV, black(B2, K, V, R))
    ;   T = black(L, K, V, R)
    ).

'$rb_fix_ins_r'(black(_, _, _, _), R, L, K, V, black(L, K, V, R)).
'$rb_fix_ins_r'(red(B, ZK, ZV, D), R, L, K, V, T) :-
    (   D = red(D1, DK, DV, D2)
    ->  T = red(black(L, K, V, B), ZK, ZV, black(D1, DK, DV, D2))
    ;   B = red(B1, BK, BV, B2)
    ->  T = red(black(L, K, V, B1), BK, BV, black(B2, ZK, ZV, D))
    ;   T = black(L, K, V, R)
    ).

%   rb_delete(+Tree, +Key, -NewTree): NewTree is Tree without Key.
%   Fails if Key is not in Tree.
rb_delete(Tree, Key, NewTree) :-
    (   '$rb_tree'(Tree, Nil, T)
    ->  '$rb_del'(T, Key, _, T1, _),
        NewTree = t(Nil, T1)
    ;   '$rb_no_match'(rb_delete(Tree, Key, NewTree))
    ).

%   rb_delete(+Tree, +Key, -Value, -NewTree): as rb_delete/3, Value
%   being the value Key had in Tree.
rb_delete(Tree, Key, Value, NewTree) :-
    (   '$rb_tree'(Tree, Nil, T)
    ->  '$rb_del'(T, Key, Value, T1, _),
        NewTree = t(Nil, T1)
    ;   '$rb_no_match'(rb_delete(Tree, Key, Value, NewTree))
    ).

%   rb_del_min(+Tree, -Key, -Value, -NewTree): Key, with Value, is the
%   least key of Tree, and NewTree is Tree without it.  Fails if Tree is
%   empty.
rb_del_min(Tree, Key, Value, NewTree) :-
    (   '$rb_tree'(Tree, Nil, T)
    ->  \+ '$rb_leaf'(T),
        '$rb_del_min'(T, Key, Value, T1, _),
        NewTree = t(Nil, T1)
    ;   '$rb_no_match'(rb_del_min(Tree, Key, Value, NewTree))
    ).

%   rb_del_max(+Tree, -Key, -Value, -NewTree): Key, with Value, is the
%   greatest key of Tree, and NewTree is Tree without it.  Fails if Tree
%   is empty.
rb_del_max(Tree, Key, Value, NewTree) :-
    (   '$rb_tree'(Tree, Nil, T)
    ->  \+ '$rb_leaf'(T),
        '$rb_del_max'(T, Key, Value, T1, _),
        NewTree = t(Nil, T1)
    ;   '$rb_no_match'(rb_del_max(Tree, Key, Value, NewTree))
    ).

% '$rb_del'(+Node, +K, ?V, -NewNode, -Short): NewNode is Node without K
% (whose value is V); Short is yes when NewNode's black height is one
% less than Node's (NewNode then is black), no when it is the same.
'$rb_del'(red(L, K0, V0, R), K, V, T, S) :-
    compare(O, K, K0),
    '$rb_del_at'(O, red, L, K0, V0, R, K, V, T, S).
'$rb_del'(black(L, K0, V0, R), K, V, T, S) :-
    L \== '',
    compare(O, K, K0),
    '$rb_del_at'(O, black, L, K0, V0, R, K, V, T, S).

'$rb_del_at'(=, C, L, _, V, R, _, V, T, S) :-
    (   '$rb_leaf'(R)
    ->  '$rb_lift'(C, L, T, S)
    ;   '$rb_leaf'(L)
    ->  '$rb_lift'(C, R, T, S)
    ;   '$rb_del_min'(R, MK, MV, R1, S1),
        '$rb_fix_r'(S1, C, L, MK, MV, R1, T, S)
    ).
'$rb_del_at'(<, C, L, K0, V0, R, K, V, T, S) :-
    '$rb_del'(L, K, V, L1, S1),
    '$rb_fix_l'(S1, C, L1, K0, V0, R, T, S).
'$rb_del_at'(>, C, L, K0, V0, R, K, V, T, S) :-
    '$rb_del'(R, K, V, R1, S1),
    '$rb_fix_r'(S1, C, L, K0, V0, R1, T, S).

% '$rb_del_min'(+Node, -K, -V, -NewNode, -Short): Node, not a leaf,
% without its least key K; Short as for '$rb_del'.
'$rb_del_min'(red(L, K0, V0, R), K, V, T, S) :-
    '$rb_del_min_at'(L, red, K0, V0, R, K, V, T, S).
'$rb_del_min'(black(L, K0, V0, R), K, V, T, S) :-
    '$rb_del_min_at'(L, black, K0, V0, R, K, V, T, S).

'$rb_del_min_at'(L, C, K0, V0, R, K, V, T, S) :-
    (   '$rb_leaf'(L)
    ->  K = K0,
        V = V0,
        '$rb_lift'(C, R, T, S)
    ;   '$rb_del_min'(L, K, V, L1, S1),
        '$rb_fix_l'(S1, C, L1, K0, V0, R, T, S)
    ).

'$rb_del_max'(red(L, K0, V0, R), K, V, T, S) :-
    '$rb_del_max_at'(R, red, L, K0, V0, K, V, T, S).
'$rb_del_max'(black(L, K0, V0, R), K, V, T, S) :-
    '$rb_del_max_at'(R, black, L, K0, V0, K, V, T, S).

'$rb_del_max_at'(R, C, L, K0, V0, K, V, T, S) :-
    (   '$rb_leaf'(R)
    ->  K = K0,
        V = V0,
        '$rb_lift'(C, L, T, S)
    ;   '$rb_del_max'(R, K, V, R1, S1),
        '$rb_fix_r'(S1, C, L, K0, V0, R1, T, S)
    ).

% '$rb_lift'(+C, +X, -T, -Short): T replaces a node of colour C whose
% other subtree is a leaf and X the remaining one: a leaf under a red
% node; a leaf or a red node with two leaves under a black one.
'$rb_lift'(red, X, X, no).
'$rb_lift'(black, X, T, S) :-
    '$rb_lift_black'(X, X, T, S).

'$rb_lift_black'(red(L, K, V, R), _, black(L, K, V, R), no).
'$rb_lift_black'(black(_, _, _, _), X, X, yes).

% '$rb_fix_l'(+Short, +C, +L, +K, +V, +R, -T, -Short1): T is the node of
% colour C over L-K-V-R, mended when L is Short (black, its black height
% one below R's); Short1 then says whether T still is one short.
'$rb_fix_l'(no, C, L, K, V, R, T, no) :-
    '$rb_node'(C, L, K, V, R, T).
'$rb_fix_l'(yes, C, L, K, V, R, T, S) :-
    '$rb_fix_l_sib'(R, C, L, K, V, T, S).

'$rb_fix_l_sib'(red(RL, RK, RV, RR), black, L, K, V, black(X, RK, RV, RR), no) :-
    '$rb_fix_l_sib'(RL, red, L, K, V, X, _).
'$rb_fix_l_sib'(black(RL, RK, RV, RR), C, L, K, V, T, S) :-
    (   RR = red(A, AK, AV, B)
    ->  '$rb_node'(C, black(L, K, V, RL), RK, RV, black(A, AK, AV, B), T),
        S = no
    ;   RL = red(A, AK, AV, B)
    ->  '$rb_node'(C, black(L, K, V, A), AK, AV, black(B, RK, RV, RR), T),
        S = no
    ;   T = black(L, K, V, red(RL, RK, RV, RR)),
        '$rb_short'(C, S)
    ).

'$rb_fix_r'(no, C, L, K, V, R, T, no) :-
    '$rb_node'(C, L, K, V, R, T).
'$rb_fix_r'(yes, C, L, K, V, R, T, S) :-
    '$rb_fix_r_sib'(L, C, K, V, R, T, S).

'$rb_fix_r_sib'(red(LL, LK, LV, LR), black, K, V, R, black(LL, LK, LV, X), no) :-
    '$rb_fix_r_sib'(LR, red, K, V, R, X, _).
'$rb_fix_r_sib'(black(LL, LK, LV, LR), C, K, V, R, T, S) :-
    (   LL = red(A, AK, AV, B)
    ->  '$rb_node'(C, black(A, AK, AV, B), LK, LV, black(LR, K, V, R), T),
        S = no
    ;   LR = red(A, AK, AV, B)
    ->  '$rb_node'(C, black(LL, LK, LV, A), AK, AV, black(B, K, V, R), T),
        S = no
    ;   T = black(red(LL, LK, LV, LR), K, V, R),
        '$rb_short'(C, S)
    ).

% '$rb_short'(+C, -Short): a node of colour C whose sibling was made red
% to even out the heights is black now; it is one short if it was black.
'$rb_short'(red, no).
'$rb_short'(black, yes).

%   rb_visit(+Tree, -Pairs): Pairs are the Key-Value of Tree in key order.
rb_visit(Tree, Pairs) :-
    (   '$rb_tree'(Tree, _, T)
    ->  '$rb_visit'(T, Pairs, [])
    ;   '$rb_no_match'(rb_visit(Tree, Pairs))
    ).

'$rb_visit'(red(L, K, V, R), Ps0, Ps) :-
    '$rb_visit'(L, Ps0, [K-V|Ps1]),
    '$rb_visit'(R, Ps1, Ps).
'$rb_visit'(black(L, K, V, R), Ps0, Ps) :-
    (   L == ''
    ->  Ps0 = Ps
    ;   '$rb_visit'(L, Ps0, [K-V|Ps1]),
        '$rb_visit'(R, Ps1, Ps)
    ).

%   rb_keys(+Tree, -Keys): Keys are the keys of Tree in order.
rb_keys(Tree, Keys) :-
    (   '$rb_tree'(Tree, _, T)
    ->  '$rb_keys'(T, Keys, [])
    ;   '$rb_no_match'(rb_keys(Tree, Keys))
    ).

'$rb_keys'(red(L, K, _, R), Ks0, Ks) :-
    '$rb_keys'(L, Ks0, [K|Ks1]),
    '$rb_keys'(R, Ks1, Ks).
'$rb_keys'(black(L, K, _, R), Ks0, Ks) :-
    (   L == ''
    ->  Ks0 = Ks
    ;   '$rb_keys'(L, Ks0, [K|Ks1]),
        '$rb_keys'(R, Ks1, Ks)
    ).

%   rb_size(+Tree, -Size): Tree has Size keys.
rb_size(Tree, Size) :-
    (   '$rb_tree'(Tree, _, T)
    ->  '$rb_size'(T, 0, Size)
    ;   '$rb_no_match'(rb_size(Tree, Size))
    ).

'$rb_size'(red(L, _, _, R), N0, N) :-
    '$rb_size'(L, N0, N1),
    N2 is N1 + 1,
    '$rb_size'(R, N2, N).
'$rb_size'(black(L, _, _, R), N0, N) :-
    (   L == ''
    ->  N = N0
    ;   '$rb_size'(L, N0, N1),
        N2 is N1 + 1,
        '$rb_size'(R, N2, N)
    ).

%   rb_map(+Tree, :Goal): call(Goal, Value) holds for every value of Tree,
%   taken in key order.
rb_map(Tree, Goal) :-
    (   '$rb_tree'(Tree, _, T)
    ->  '$rb_map'(T, Goal)
    ;   '$rb_no_match'(rb_map(Tree, Goal))
    ).

'$rb_map'(red(L, _, V, R), G) :-
    '$rb_map'(L, G),
    call(G, V),
    '$rb_map'(R, G).
'$rb_map'(black(L, _, V, R), G) :-
    (   L == ''
    ->  true
    ;   '$rb_map'(L, G),
        call(G, V),
        '$rb_map'(R, G)
    ).

%   rb_map(+Tree, :Goal, -NewTree): NewTree is Tree with Value1 for each
%   value Value0, where call(Goal, Value0, Value1), taken in key order.
%   Fails if Goal fails for a value; backtracks into Goal.
rb_map(Tree, Goal, NewTree) :-
    (   '$rb_tree'(Tree, Nil, T)
    ->  NewTree = t(Nil, T1),
        '$rb_map'(T, Goal, Nil, T1)
    ;   '$rb_no_match'(rb_map(Tree, Goal, NewTree))
    ).

'$rb_map'(red(L, K, V, R), G, Nil, red(L1, K, V1, R1)) :-
    '$rb_map'(L, G, Nil, L1),
    call(G, V, V1),
    '$rb_map'(R, G, Nil, R1).
'$rb_map'(black(L, K, V, R), G, Nil, T) :-
    (   L == ''
    ->  T = Nil
    ;   T = black(L1, K, V1, R1),
        '$rb_map'(L, G, Nil, L1),
        call(G, V, V1),
        '$rb_map'(R, G, Nil, R1)
    ).

%   rb_partial_map(+Tree, +Keys, :Goal, -NewTree): NewTree is Tree with,
%   for each key of Keys (a list in strictly ascending order) that has
%   Value0, Value1 where call(Goal, Value0, Value1) holds (its first
%   answer), or still Value0 if Goal fails.  Fails if a key of Keys is not
%   in Tree (or Keys are not ascending).
rb_partial_map(Tree, Keys, Goal, NewTree) :-
    (   '$rb_tree'(Tree, Nil, T)
    ->  '$rb_pmap'(T, Keys, [], Goal, T1),
        NewTree = t(Nil, T1)
    ;   '$rb_no_match'(rb_partial_map(Tree, Keys, Goal, NewTree))
    ).

% '$rb_pmap'(+Node, +Keys0, -Keys, :G, -NewNode): Keys are what is left
% of Keys0 after the keys of Node it starts with.
'$rb_pmap'(T, Ks0, Ks, G, T1) :-
    (   Ks0 == []
    ->  Ks = [],
        T1 = T
    ;   '$rb_leaf'(T)
    ->  Ks = Ks0,
        T1 = T
    ;   '$rb_pmap_node'(T, Ks0, Ks, G, T1)
    ).

'$rb_pmap_node'(red(L, K, V, R), Ks0, Ks, G, red(L1, K, V1, R1)) :-
    '$rb_pmap_parts'(L, K, V, R, Ks0, Ks, G, L1, V1, R1).
'$rb_pmap_node'(black(L, K, V, R), Ks0, Ks, G, black(L1, K, V1, R1)) :-
    '$rb_pmap_parts'(L, K, V, R, Ks0, Ks, G, L1, V1, R1).

'$rb_pmap_parts'(L, K, V, R, Ks0, Ks, G, L1, V1, R1) :-
    Ks0 = [K1|_],
    (   K1 @< K
    ->  '$rb_pmap'(L, Ks0, Ks1, G, L1)
    ;   L1 = L,
        Ks1 = Ks0
    ),
    (   Ks1 = [K2|Ks2],
        K2 == K
    ->  (   call(G, V, V2)
        ->  V1 = V2
        ;   V1 = V
        ),
        Ks3 = Ks2
    ;   V1 = V,
        Ks3 = Ks1
    ),
    '$rb_pmap'(R, Ks3, Ks, G, R1).

%   rb_fold(:Goal, +Tree, +State0, -State): call(Goal, Key-Value, S0, S)
%   for the pairs of Tree in key order, threading State0 to State.
rb_fold(Goal, Tree, State0, State) :-
    (   '$rb_tree'(Tree, _, T)
    ->  '$rb_fold'(T, Goal, State0, State)
    ;   '$rb_no_match'(rb_fold(Goal, Tree, State0, State))
    ).

'$rb_fold'(red(L, K, V, R), G, S0, S) :-
    '$rb_fold'(L, G, S0, S1),
    call(G, K-V, S1, S2),
    '$rb_fold'(R, G, S2, S).
'$rb_fold'(black(L, K, V, R), G, S0, S) :-
    (   L == ''
    ->  S = S0
    ;   '$rb_fold'(L, G, S0, S1),
        call(G, K-V, S1, S2),
        '$rb_fold'(R, G, S2, S)
    ).

%   rb_clone(+Tree, -NewTree, -Pairs): NewTree has Tree's keys (and
%   shape), each with a new variable for value; Pairs are its Key-Var in
%   key order.
rb_clone(Tree, NewTree, Pairs) :-
    (   '$rb_tree'(Tree, Nil, T)
    ->  NewTree = t(Nil, T1),
        '$rb_clone'(T, Nil, T1, Pairs, [])
    ;   '$rb_no_match'(rb_clone(Tree, NewTree, Pairs))
    ).

'$rb_clone'(red(L, K, _, R), Nil, red(L1, K, V, R1), Ps0, Ps) :-
    '$rb_clone'(L, Nil, L1, Ps0, [K-V|Ps1]),
    '$rb_clone'(R, Nil, R1, Ps1, Ps).
'$rb_clone'(black(L, K, _, R), Nil, T, Ps0, Ps) :-
    (   L == ''
    ->  T = Nil,
        Ps0 = Ps
    ;   T = black(L1, K, V, R1),
        '$rb_clone'(L, Nil, L1, Ps0, [K-V|Ps1]),
        '$rb_clone'(R, Nil, R1, Ps1, Ps)
    ).

%   rb_in(?Key, ?Value, +Tree): Key-Value is a pair of Tree.  Enumerates
%   the pairs in key order on backtracking, those whose key unifies with
%   Key; a ground Key is looked up, leaving no choice point.
rb_in(Key, Value, Tree) :-
    (   '$rb_tree'(Tree, _, T)
    ->  (   ground(Key)
        ->  '$rb_lookup'(T, Key, Value)
        ;   '$rb_enum'(T, Key, Value)
        )
    ;   '$rb_no_match'(rb_in(Key, Value, Tree))
    ).

% The last pair is given without a choice point.
'$rb_enum'(red(L, K0, V0, R), K, V) :-
    '$rb_enum_node'(L, K0, V0, R, K, V).
'$rb_enum'(black(L, K0, V0, R), K, V) :-
    L \== '',
    '$rb_enum_node'(L, K0, V0, R, K, V).

'$rb_enum_node'(L, K0, V0, R, K, V) :-
    (   '$rb_enum'(L, K, V)
    ;   '$rb_leaf'(R)
    ->  K = K0,
        V = V0
    ;   (   K = K0,
            V = V0
        ;   '$rb_enum'(R, K, V)
        )
    ).

%   list_to_rbtree(+Pairs, -Tree): Tree holds the Key-Value of Pairs, in
%   any order.  As in SWI-Prolog, Pairs are sorted (identical ones made
%   one) but not checked for repeated keys, which make Tree invalid.
list_to_rbtree(Pairs, Tree) :-
    sort(Pairs, Sorted),
    '$rb_from_ord'(Sorted, Tree, list_to_rbtree/2).

%   ord_list_to_rbtree(+Pairs, -Tree): Tree holds the Key-Value of Pairs,
%   whose keys ascend strictly; not checked, as in SWI-Prolog (Tree is
%   invalid otherwise).
ord_list_to_rbtree(Pairs, Tree) :-
    '$rb_from_ord'(Pairs, Tree, ord_list_to_rbtree/2).

% The tree is built balanced, the middle pair at the root (the extra one
% of an even count goes right).  With D = floor(log2(N+1)), levels 1..D
% are full and black, and the nodes of a partial level D+1 are red.
'$rb_from_ord'(Pairs, t(Nil, T), PI) :-
    must_be(list, Pairs),
    Nil = black('', _, _, ''),
    length(Pairs, N),
    D is msb(N + 1),
    '$rb_build'(N, 1, D, Nil, PI, Pairs, [], T).

'$rb_build'(0, _, _, Nil, _, Ps, Ps, Nil) :- !.
'$rb_build'(N, Level, D, Nil, PI, Ps0, Ps, T) :-
    NL is (N - 1) // 2,
    NR is N - 1 - NL,
    Level1 is Level + 1,
    '$rb_build'(NL, Level1, D, Nil, PI, Ps0, [P|Ps1], L),
    '$rb_pair'(P, PI, K, V),
    '$rb_build'(NR, Level1, D, Nil, PI, Ps1, Ps, R),
    (   Level > D
    ->  T = red(L, K, V, R)
    ;   T = black(L, K, V, R)
    ).

'$rb_pair'(P, PI, K, V) :-
    (   var(P)
    ->  throw(error(instantiation_error, context(PI, _)))
    ;   P = K-V
    ->  true
    ;   throw(error(type_error(pair, P), context(PI, _)))
    ).

%   is_rbtree(@Term): Term is a tree of this library: a black root, no red
%   node with a red child, as many black nodes on every path from the root
%   down, and keys strictly ascending in order.  As in SWI-Prolog, any
%   t(X, X) passes as empty, and keys need not be ground.
is_rbtree(Term) :-
    nonvar(Term),
    Term = t(Nil, T),
    (   Nil == T
    ->  true
    ;   nonvar(T),
        T = black(L, _, _, _),
        L \== '',
        '$rb_valid'(T, none, _, _)
    ).

% '$rb_valid'(@Node, +Before, -Last, -Blacks): Before is none or key(K),
% K below every key of Node; Last likewise for the greatest; Blacks the
% black nodes on each path down from Node.
'$rb_valid'(T, Before, Last, Blacks) :-
    nonvar(T),
    '$rb_valid_node'(T, Before, Last, Blacks).

'$rb_valid_node'(black(L, K, _, R), Before, Last, Blacks) :-
    nonvar(L),
    (   L == ''
    ->  R == '',
        Last = Before,
        Blacks = 0
    ;   '$rb_valid_parts'(L, K, R, Before, Last, Blacks0),
        Blacks is Blacks0 + 1
    ).
'$rb_valid_node'(red(L, K, _, R), Before, Last, Blacks) :-
    \+ '$rb_is_red'(L),
    \+ '$rb_is_red'(R),
    '$rb_valid_parts'(L, K, R, Before, Last, Blacks).

'$rb_valid_parts'(L, K, R, Before, Last, Blacks) :-
    '$rb_valid'(L, Before, InL, Blacks),
    (   InL = key(P)
    ->  P @< K
    ;   true
    ),
    '$rb_valid'(R, key(K), Last, Blacks).

'$rb_is_red'(T) :-
    nonvar(T),
    T = red(_, _, _, _).
