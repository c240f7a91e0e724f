/*  Kea library: terms
    Of SWI-Prolog's library(terms): term_subsumer/3, mapargs/3, and the
    old subsumes/2 and subsumes_chk/2 (subsumes_term/2 replaced them).
    Private helpers are prefixed '$terms_'.
*/

:- module(terms, [
    mapargs/3, term_subsumer/3, subsumes/2, subsumes_chk/2
    ]).

%   subsumes_chk(@General, @Specific): Specific is an instance of General.
subsumes_chk(General, Specific) :-
    subsumes_term(General, Specific).

%   subsumes(?General, @Specific): as subsumes_chk/2, and unifies them.
subsumes(General, Specific) :-
    subsumes_term(General, Specific),
    General = Specific.

%   term_subsumer(+T1, +T2, -General): General is the most specific term
%   that both T1 and T2 are instances of (anti-unification): where they
%   differ it has a variable, the same variable wherever the same pair of
%   subterms differs.
term_subsumer(T1, T2, General) :-
    '$terms_lgg'(T1, T2, General, [], _).

'$terms_lgg'(T1, T2, G, Map0, Map) :-
    (   T1 == T2
    ->  G = T1,
        Map = Map0
    ;   compound(T1),
        compound(T2),
        compound_name_arity(T1, Name, Arity),
        compound_name_arity(T2, Name, Arity)
    ->  compound_name_arity(G, Name, Arity),
        '$terms_lgg_args'(1, Arity, T1, T2, G, Map0, Map)
    ;   '$terms_pair'(Map0, T1, T2, V)
    ->  G = V,
        Map = Map0
    ;   Map = [p(T1, T2, G)|Map0]
    ).

'$terms_lgg_args'(I, Arity, T1, T2, G, Map0, Map) :-
    (   I > Arity
    ->  Map = Map0
    ;   arg(I, T1, A1),
        arg(I, T2, A2),
        arg(I, G, AG),
        '$terms_lgg'(A1, A2, AG, Map0, Map1),
        I1 is I + 1,
        '$terms_lgg_args'(I1, Arity, T1, T2, G, Map1, Map)
    ).

'$terms_pair'([p(A, B, V0)|Ps], T1, T2, V) :-
    (   A == T1,
        B == T2
    ->  V = V0
    ;   '$terms_pair'(Ps, T1, T2, V)
    ).

%   mapargs(:Goal, ?Term1, ?Term2): Term1 and Term2 have the same name and
%   arity, and call(Goal, A1, A2) holds for each pair of arguments.
mapargs(Goal, Term1, Term2) :-
    (   compound(Term1)
    ->  compound_name_arity(Term1, Name, Arity),
        compound_name_arity(Term2, Name, Arity)
    ;   compound(Term2)
    ->  compound_name_arity(Term2, Name, Arity),
        compound_name_arity(Term1, Name, Arity)
    ;   throw(error(instantiation_error, context(mapargs/3, _)))
    ),
    '$terms_mapargs'(1, Arity, Goal, Term1, Term2).

'$terms_mapargs'(I, Arity, Goal, Term1, Term2) :-
    (   I > Arity
    ->  true
    ;   arg(I, Term1, A1),
        arg(I, Term2, A2),
        call(Goal, A1, A2),
        I1 is I + 1,
        '$terms_mapargs'(I1, Arity, Goal, Term1, Term2)
    ).
