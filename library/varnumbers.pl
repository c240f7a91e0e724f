/*  Kea library: varnumbers
    The inverse of numbervars/3, as SWI-Prolog's library(varnumbers):
    copies of a term in which the '$VAR'(N) terms that numbervars/3 makes
    (or '$VAR'(Name) terms) are replaced by fresh variables, the same
    variable for the same N.  The term is walked once, with an AVL tree
    (library(assoc)) from each N or Name met so far to its variable; the
    term's own variables are kept, not renamed.  numbervars/1, which
    SWI-Prolog's library also exports, is a system predicate in Kea
    (library/boot/compat.pl).  Cyclic terms raise
    domain_error(acyclic_term, Term).  Private helpers are prefixed
    '$varnumbers_'.
*/

:- module(varnumbers, [
    max_var_number/3, varnumbers/2, varnumbers/3, varnumbers_names/3
    ]).

%   varnumbers(+Term, -Copy): as varnumbers(Term, 0, Copy).
varnumbers(Term, Copy) :-
    varnumbers(Term, 0, Copy).

%   varnumbers(+Term, +Start, -Copy): Copy is Term with each '$VAR'(N),
%   N an integer >= Start (an arithmetic expression), replaced by a fresh
%   variable, the same one for the same N.  Other '$VAR'/1 terms are
%   copied like any compound.
varnumbers(Term, Start, Copy) :-
    S is Start,
    must_be(integer, S),
    '$varnumbers_acyclic'(Term),
    empty_assoc(Map),
    '$varnumbers_copy'(Term, S, Copy0, Map, _),
    Copy = Copy0.

'$varnumbers_copy'(T, S, C, M0, M) :-
    (   var(T)
    ->  C = T,
        M = M0
    ;   compound(T)
    ->  (   T = '$VAR'(N),
            integer(N),
            N >= S
        ->  '$varnumbers_var'(N, C, M0, M)
        ;   compound_name_arity(T, Name, Arity),
            compound_name_arity(C, Name, Arity),
            '$varnumbers_copy_args'(1, Arity, T, S, C, M0, M)
        )
    ;   C = T,
        M = M0
    ).

'$varnumbers_copy_args'(I, Arity, T, S, C, M0, M) :-
    (   I > Arity
    ->  M = M0
    ;   arg(I, T, A),
        arg(I, C, B),
        '$varnumbers_copy'(A, S, B, M0, M1),
        I1 is I + 1,
        '$varnumbers_copy_args'(I1, Arity, T, S, C, M1, M)
    ).

% '$varnumbers_var'(+Key, -Var, +Map0, -Map): Var is Key's variable in
% Map0, or a new one added to it.
'$varnumbers_var'(Key, Var, M0, M) :-
    (   get_assoc(Key, M0, V)
    ->  Var = V,
        M = M0
    ;   put_assoc(Key, M0, Var, M)
    ).

%   max_var_number(+Term, +Start, -Max): Max is the greatest of Start and
%   the integers N of the '$VAR'(N) terms in Term (computed with max/2 of
%   is/2; Start itself when there are none).
max_var_number(Term, Start, Max) :-
    '$varnumbers_acyclic'(Term),
    '$varnumbers_max'(Term, Start, Max0),
    Max = Max0.

'$varnumbers_max'(T, M0, M) :-
    (   compound(T)
    ->  (   T = '$VAR'(N),
            integer(N)
        ->  M is max(M0, N)
        ;   compound_name_arity(T, _, Arity),
            '$varnumbers_max_args'(1, Arity, T, M0, M)
        )
    ;   M = M0
    ).

'$varnumbers_max_args'(I, Arity, T, M0, M) :-
    (   I > Arity
    ->  M = M0
    ;   arg(I, T, A),
        '$varnumbers_max'(A, M0, M1),
        I1 is I + 1,
        '$varnumbers_max_args'(I1, Arity, T, M1, M)
    ).

%   varnumbers_names(+Term, -Copy, -Bindings): Copy is Term with every
%   '$VAR'(X), whatever X is, replaced by a fresh variable, the same one
%   for the same X (compared in the standard order); Bindings holds X = Var
%   for each X, ordered by X in the standard order of terms.
varnumbers_names(Term, Copy, Bindings) :-
    '$varnumbers_acyclic'(Term),
    empty_assoc(Map0),
    '$varnumbers_named'(Term, Copy0, Map0, Map),
    assoc_to_list(Map, Pairs),
    '$varnumbers_bindings'(Pairs, Bindings0),
    Copy = Copy0,
    Bindings = Bindings0.

'$varnumbers_named'(T, C, M0, M) :-
    (   var(T)
    ->  C = T,
        M = M0
    ;   compound(T)
    ->  (   T = '$VAR'(X)
        ->  '$varnumbers_var'(X, C, M0, M)
        ;   compound_name_arity(T, Name, Arity),
            compound_name_arity(C, Name, Arity),
            '$varnumbers_named_args'(1, Arity, T, C, M0, M)
        )
    ;   C = T,
        M = M0
    ).

'$varnumbers_named_args'(I, Arity, T, C, M0, M) :-
    (   I > Arity
    ->  M = M0
    ;   arg(I, T, A),
        arg(I, C, B),
        '$varnumbers_named'(A, B, M0, M1),
        I1 is I + 1,
        '$varnumbers_named_args'(I1, Arity, T, C, M1, M)
    ).

'$varnumbers_bindings'([], []).
'$varnumbers_bindings'([X-V|Ps], [X=V|Bs]) :-
    '$varnumbers_bindings'(Ps, Bs).

'$varnumbers_acyclic'(Term) :-
    (   acyclic_term(Term)
    ->  true
    ;   throw(error(domain_error(acyclic_term, Term), _))
    ).
