/*  Kea boot library: DCG
    dcg_translate_rule/2 turns a grammar rule into a clause; the loader
    calls it on every -->/2 term.  phrase/2,3 run a grammar body.
    The translation follows SWI-Prolog's semantics: the head's list
    arguments are plain variables, so terminals and the output list are
    unified in the body, after any cut that precedes them; {}/1, !, \+ and
    [] are transparent to the list.  Helpers are prefixed '$dcg_'.
*/

dcg_translate_rule((LHS --> RHS), Clause) :-
    (   nonvar(LHS),
        LHS = (Head, PushBack)
    ->  '$dcg_head'(Head, S0, S, H),
        '$dcg_body'(RHS, S0, S1, B1),
        '$dcg_body'(PushBack, S, S1, B2),
        Clause = (H :- B1, B2)
    ;   '$dcg_head'(LHS, S0, S, H),
        '$dcg_body'(RHS, S0, S, B),
        Clause = (H :- B)
    ).

'$dcg_head'(Head, S0, S, H) :-
    (   var(Head)
    ->  throw(error(instantiation_error, _))
    ;   callable(Head)
    ->  '$dcg_extend'(Head, S0, S, H)
    ;   throw(error(type_error(callable, Head), _))
    ).

% Goal with the two list arguments appended; a qualified one, M:G, stays
% qualified (M:attribute_goals(X) --> ... defines M:attribute_goals/3).
'$dcg_extend'(Goal, S0, S, Goal1) :-
    nonvar(Goal),
    Goal = M:G,
    !,
    Goal1 = M:G1,
    '$dcg_extend'(G, S0, S, G1).
'$dcg_extend'(Goal, S0, S, Goal1) :-
    Goal =.. List,
    '$dcg_append'(List, [S0, S], List1),
    Goal1 =.. List1.

%   '$dcg_body'(+Body, ?S0, ?S, -Goal)
%   Goal parses Body from list S0, leaving S.
'$dcg_body'(B, S0, S, Goal) :-
    (   var(B)
    ->  Goal = phrase(B, S0, S)
    ;   '$dcg_control'(B, S0, S, Goal0)
    ->  Goal = Goal0
    ;   B == []
    ->  Goal = (S0 = S)
    ;   B = [_|_]
    ->  '$dcg_terminals'(B, S0, S, Goal)
    ;   string(B)
    ->  atom_codes(B, Codes),
        '$dcg_terminals'(Codes, S0, S, Goal)
    ;   callable(B)
    ->  '$dcg_extend'(B, S0, S, Goal)
    ;   throw(error(type_error(callable, B), _))
    ).

% The constructs that are not non-terminals; first-argument indexing picks
% the clause, and a body that is none of them has no clause.
'$dcg_control'((A, B), S0, S, (GA, GB)) :-
    '$dcg_body'(A, S0, S1, GA),
    '$dcg_body'(B, S1, S, GB).
'$dcg_control'((A ; B), S0, S, (GA ; GB)) :-
    '$dcg_body'(A, S0, S, GA),
    '$dcg_body'(B, S0, S, GB).
'$dcg_control'('|'(A, B), S0, S, (GA ; GB)) :-
    '$dcg_body'(A, S0, S, GA),
    '$dcg_body'(B, S0, S, GB).
'$dcg_control'((C -> T), S0, S, (GC -> GT)) :-
    '$dcg_body'(C, S0, S1, GC),
    '$dcg_body'(T, S1, S, GT).
'$dcg_control'((C *-> T), S0, S, (GC *-> GT)) :-
    '$dcg_body'(C, S0, S1, GC),
    '$dcg_body'(T, S1, S, GT).
'$dcg_control'(\+ A, S0, S, (\+ GA, S = S0)) :-
    '$dcg_body'(A, S0, _, GA).
'$dcg_control'({G}, S0, S, (G, S = S0)).
'$dcg_control'(!, S0, S, (!, S = S0)).
% M:Body translates Body (a control construct too: phrase/2,3 of a
% module's (a, b) gets M:(a, b)) and runs the translation in M.
'$dcg_control'(M:B, S0, S, Goal) :-
    (   var(B)
    ->  Goal = phrase(M:B, S0, S)
    ;   '$dcg_body'(B, S0, S, G),
        Goal = M:G
    ).

% A proper list of terminals is one unification; a partial list needs an
% append at run time; anything else is an error, as in SWI-Prolog.
'$dcg_terminals'(List, S0, S, Goal) :-
    '$skip_list'(_, List, Tail),
    (   Tail == []
    ->  '$dcg_append'(List, S, Open),
        Goal = (S0 = Open)
    ;   var(Tail)
    ->  Goal = '$dcg_append'(List, S, S0)
    ;   throw(error(type_error(list_or_partial_list, List), _))
    ).

'$dcg_append'([], L, L).
'$dcg_append'([H|T], L, [H|R]) :-
    '$dcg_append'(T, L, R).

%   phrase(:Body, ?List)
%   phrase(:Body, ?List, ?Rest)
phrase(Body, List) :-
    phrase(Body, List, []).

phrase(Body, List, Rest) :-
    strip_module(Body, _, Plain),
    (   var(Plain)
    ->  throw(error(instantiation_error, _))
    ;   true
    ),
    '$dcg_must_be_list'(List),
    '$dcg_must_be_list'(Rest),
    '$dcg_body'(Body, S0, S, Goal),
    S0 = List,
    S = Rest,
    call(Goal).

'$dcg_must_be_list'(L) :-
    (   var(L) -> true
    ;   L == [] -> true
    ;   L = [_|_] -> true
    ;   throw(error(type_error(list, L), _))
    ).
