/*  Kea library: occurs
    Finding, counting and enumerating the subterms of a term, as
    SWI-Prolog's library(occurs).  A term's subterms are the term itself
    and, for a compound, the subterms of its arguments, visited depth
    first and left to right (preorder); lists are compounds like any other.
    The _term predicates match a subterm by unification (undone between
    matches), the _var ones by ==/2.  Private helpers are prefixed
    '$occurs_'.
*/

:- module(occurs, [
    contains_term/2, contains_var/2, free_of_term/2, free_of_var/2,
    occurrences_of_term/3, occurrences_of_var/3, sub_term/2, sub_var/2,
    sub_term_shared_variables/3
    ]).

%   sub_term(-Sub, +Term): Sub unifies with a subterm of Term; on
%   backtracking with each of them, Term itself first, then the subterms
%   of its arguments from left to right.
sub_term(Sub, Term) :-
    (   compound(Term)
    ->  (   Sub = Term
        ;   compound_name_arity(Term, _, N),
            N > 0,
            '$occurs_sub_args'(1, N, Term, Sub)
        )
    ;   Sub = Term
    ).

% '$occurs_sub_args'(+I, +N, +Term, -Sub): the subterms of arguments I..N.
'$occurs_sub_args'(I, N, Term, Sub) :-
    arg(I, Term, A),
    (   I =:= N
    ->  sub_term(Sub, A)
    ;   (   sub_term(Sub, A)
        ;   I1 is I + 1,
            '$occurs_sub_args'(I1, N, Term, Sub)
        )
    ).

%   sub_var(@Sub, +Term): Sub is a subterm of Term (==/2); succeeds once
%   for each occurrence, in the order of sub_term/2.
sub_var(Sub, Term) :-
    sub_term(S, Term),
    S == Sub.

%   contains_term(?Sub, +Term): some subterm of Term unifies with Sub;
%   the first one, in the order of sub_term/2, is unified.  Semidet.
contains_term(Sub, Term) :-
    sub_term(Sub, Term),
    !.

%   contains_var(@Sub, +Term): some subterm of Term is == Sub.  Semidet.
contains_var(Sub, Term) :-
    '$occurs_has_var'(Term, Sub).

'$occurs_has_var'(Term, Sub) :-
    (   Term == Sub
    ->  true
    ;   compound(Term)
    ->  compound_name_arity(Term, _, N),
        '$occurs_has_var_args'(N, Term, Sub)
    ).

'$occurs_has_var_args'(I, Term, Sub) :-
    I > 0,
    arg(I, Term, A),
    (   '$occurs_has_var'(A, Sub)
    ->  true
    ;   I1 is I - 1,
        '$occurs_has_var_args'(I1, Term, Sub)
    ).

%   free_of_term(@Sub, +Term): no subterm of Term unifies with Sub.
free_of_term(Sub, Term) :-
    \+ contains_term(Sub, Term).

%   free_of_var(@Sub, +Term): no subterm of Term is == Sub.
free_of_var(Sub, Term) :-
    \+ '$occurs_has_var'(Term, Sub).

%   occurrences_of_term(@Sub, +Term, ?Count): Count is the number of
%   subterms of Term that unify with Sub, each tried on its own (nothing
%   is bound).  Fails if Count is bound to anything else.
occurrences_of_term(Sub, Term, Count) :-
    '$occurs_count'(Term, unify, Sub, 0, C),
    Count = C.

%   occurrences_of_var(@Sub, +Term, ?Count): Count is the number of
%   subterms of Term that are == Sub.
occurrences_of_var(Sub, Term, Count) :-
    '$occurs_count'(Term, same, Sub, 0, C),
    Count = C.

% '$occurs_count'(+Term, +How, @Sub, +C0, -C): C0 plus the number of
% subterms of Term matching Sub: by unification when How is unify, by
% ==/2 when it is same.
'$occurs_count'(Term, How, Sub, C0, C) :-
    (   '$occurs_match'(How, Sub, Term)
    ->  C1 is C0 + 1
    ;   C1 = C0
    ),
    (   compound(Term)
    ->  compound_name_arity(Term, _, N),
        '$occurs_count_args'(1, N, Term, How, Sub, C1, C)
    ;   C = C1
    ).

'$occurs_count_args'(I, N, Term, How, Sub, C0, C) :-
    (   I > N
    ->  C = C0
    ;   arg(I, Term, A),
        '$occurs_count'(A, How, Sub, C0, C1),
        I1 is I + 1,
        '$occurs_count_args'(I1, N, Term, How, Sub, C1, C)
    ).

'$occurs_match'(unify, Sub, Term) :-
    \+ Sub \= Term.
'$occurs_match'(same, Sub, Term) :-
    Sub == Term.

%   sub_term_shared_variables(+Sub, +Term, -Vars): Vars are the variables
%   of Sub, in the order of term_variables/2, that also occur in Term
%   outside one occurrence (==) of Sub; all of them if Sub occurs more
%   than once, those of Term if it does not occur at all.
sub_term_shared_variables(Sub, Term, Vars) :-
    '$occurs_cut_out'(Term, Sub, Rest, false, _),
    term_variables(Rest, Outside),
    term_variables(Sub, SubVars),
    '$occurs_shared'(SubVars, Outside, Vars).

% '$occurs_cut_out'(+Term, @Sub, -Rest, +Done0, -Done): Rest is Term with
% its first occurrence of Sub replaced by [], unless Done0 is true; Done
% is true once that is done.
'$occurs_cut_out'(Term, Sub, Rest, Done0, Done) :-
    (   Done0 == true
    ->  Rest = Term,
        Done = true
    ;   Term == Sub
    ->  Rest = [],
        Done = true
    ;   compound(Term)
    ->  compound_name_arity(Term, Name, N),
        compound_name_arity(Rest, Name, N),
        '$occurs_cut_out_args'(1, N, Term, Sub, Rest, Done0, Done)
    ;   Rest = Term,
        Done = Done0
    ).

'$occurs_cut_out_args'(I, N, Term, Sub, Rest, Done0, Done) :-
    (   I > N
    ->  Done = Done0
    ;   arg(I, Term, A),
        arg(I, Rest, R),
        '$occurs_cut_out'(A, Sub, R, Done0, Done1),
        I1 is I + 1,
        '$occurs_cut_out_args'(I1, N, Term, Sub, Rest, Done1, Done)
    ).

% '$occurs_shared'(+Vars, +Others, -Shared): the Vars that are in Others.
'$occurs_shared'([], _, []).
'$occurs_shared'([V|Vs], Others, Shared) :-
    (   '$occurs_var_in'(Others, V)
    ->  Shared = [V|Shared1]
    ;   Shared = Shared1
    ),
    '$occurs_shared'(Vs, Others, Shared1).

'$occurs_var_in'([X|Xs], V) :-
    (   X == V
    ->  true
    ;   '$occurs_var_in'(Xs, V)
    ).
