/*  Kea library: error
    Type checking (must_be/2, is_of_type/2) and throwing ISO error terms,
    with SWI-Prolog's type names and the error terms SWI-Prolog 9 raises.
    Private helpers are prefixed '$error_'.
*/

:- module(error, [
    domain_error/2, existence_error/2, instantiation_error/1, is_of_type/2,
    must_be/2, permission_error/3, representation_error/1, resource_error/1,
    type_error/2, uninstantiation_error/1
    ]).

type_error(Type, Culprit) :-
    throw(error(type_error(Type, Culprit), _)).
domain_error(Domain, Culprit) :-
    throw(error(domain_error(Domain, Culprit), _)).
existence_error(Type, Culprit) :-
    throw(error(existence_error(Type, Culprit), _)).
permission_error(Action, Type, Culprit) :-
    throw(error(permission_error(Action, Type, Culprit), _)).
instantiation_error(_Culprit) :-
    throw(error(instantiation_error, _)).
uninstantiation_error(Culprit) :-
    throw(error(uninstantiation_error(Culprit), _)).
representation_error(Reason) :-
    throw(error(representation_error(Reason), _)).
resource_error(Resource) :-
    throw(error(resource_error(Resource), _)).

%   must_be(+Type, @Term)
%   Succeeds if Term is of Type; otherwise throws: instantiation_error when
%   Term (or, for list types, a part that decides) is unbound, else the type
%   error SWI-Prolog raises.  An unknown Type is an existence_error.
must_be(Type, X) :-
    (   var(Type)
    ->  instantiation_error(Type)
    ;   '$error_has_type'(Type, X)
    ->  true
    ;   '$error_is_not'(Type, X)
    ).

%   is_of_type(+Type, @Term): as must_be/2, but fails instead of throwing,
%   also for an unknown Type (as SWI-Prolog 9).
is_of_type(Type, X) :-
    (   var(Type)
    ->  instantiation_error(Type)
    ;   '$error_known_type'(Type),
        '$error_has_type'(Type, X)
    ->  true
    ).

'$error_is_not'(Type, X) :-
    (   Type = list(Of)
    ->  '$error_not_list_of'(X, Of, Type)
    ;   Type == list
    ->  '$error_not_list_of'(X, any, list)
    ;   Type == chars
    ->  '$error_not_list_of'(X, char, list(char))
    ;   Type == codes
    ->  '$error_not_list_of'(X, code, list(code))
    ;   Type == cyclic
    ->  domain_error(cyclic_term, X)
    ;   Type = oneof(_),
        var(X)
    ->  instantiation_error(X)
    ;   Type == var
    ->  uninstantiation_error(X)
    ;   Type == ground
    ->  instantiation_error(X)
    ;   var(X),
        Type \== proper_list
    ->  instantiation_error(X)
    ;   Type == list_or_partial_list
    ->  type_error(list, X)
    ;   type_error(Type, X)
    ).

% Why a list(Of) check failed: a partial list or an unbound element is an
% instantiation error; not a list is a type error naming ListType (as
% SWI-Prolog: list(atom) for must_be(list(atom), foo)); otherwise the
% first offending element's error.
'$error_not_list_of'(X, Of, ListType) :-
    '$skip_list'(_, X, Tail),
    (   var(Tail)
    ->  instantiation_error(X)
    ;   Tail \== []
    ->  type_error(ListType, X)
    ;   '$error_first_bad'(X, Of, Bad),
        must_be(Of, Bad)
    ).

'$error_first_bad'([H|T], Of, Bad) :-
    (   '$error_has_type'(Of, H)
    ->  '$error_first_bad'(T, Of, Bad)
    ;   Bad = H
    ).

% One clause per type, so the first-argument index picks it.  The last
% clause turns an unknown type into an existence error.
'$error_has_type'(any, _).
'$error_has_type'(atom, X) :- atom(X).
'$error_has_type'(atomic, X) :- atomic(X).
'$error_has_type'(between(L, H), X) :-
    (   integer(L), integer(H)
    ->  integer(X), X >= L, X =< H
    ;   number(X), X >= L, X =< H
    ).
'$error_has_type'(boolean, X) :- (X == true ; X == false), !.
'$error_has_type'(callable, X) :- callable(X).
'$error_has_type'(char, X) :- atom(X), atom_length(X, 1).
'$error_has_type'(chars, X) :- '$error_list_of'(X, char).
'$error_has_type'(code, X) :- integer(X), X >= 0, X =< 0x10ffff.
'$error_has_type'(codes, X) :- '$error_list_of'(X, code).
'$error_has_type'(text, X) :-
    (   atom(X) ; string(X) ; number(X)
    ;   '$error_list_of'(X, char) ; '$error_list_of'(X, code)
    ), !.
'$error_has_type'(compound, X) :- compound(X).
'$error_has_type'(constant, X) :- atomic(X).
'$error_has_type'(float, X) :- float(X).
'$error_has_type'(integer, X) :- integer(X).
'$error_has_type'(nonneg, X) :- integer(X), X >= 0.
'$error_has_type'(positive_integer, X) :- integer(X), X >= 1.
'$error_has_type'(negative_integer, X) :- integer(X), X =< -1.
'$error_has_type'(number, X) :- number(X).
'$error_has_type'(oneof(L), X) :- nonvar(X), '$error_memberchk'(X, L).
'$error_has_type'(proper_list, X) :- is_list(X).
'$error_has_type'(list, X) :- is_list(X).
'$error_has_type'(list(Of), X) :- '$error_list_of'(X, Of).
'$error_has_type'(list_or_partial_list, X) :-
    '$skip_list'(_, X, Tail),
    (var(Tail) ; Tail == []), !.
'$error_has_type'(symbol, X) :- atom(X).
'$error_has_type'(var, X) :- var(X).
'$error_has_type'(nonvar, X) :- nonvar(X).
'$error_has_type'(rational, X) :- integer(X).
'$error_has_type'(string, X) :- string(X).
'$error_has_type'(acyclic, X) :- acyclic_term(X).
'$error_has_type'(cyclic, X) :- cyclic_term(X).
'$error_has_type'(ground, X) :- ground(X).
'$error_has_type'(pair, X) :- nonvar(X), X = _-_.
'$error_has_type'(encoding, X) :-
    atom(X),
    '$error_memberchk'(X, [octet, ascii, iso_latin_1, text, utf8, unicode_be,
                  unicode_le, utf16be, utf16le, wchar_t]).
'$error_has_type'(type, X) :-
    nonvar(X),
    '$error_known_type'(X), !.
'$error_has_type'(Type, _) :-
    \+ '$error_known_type'(Type),
    existence_error(type, Type).

'$error_memberchk'(X, [Y|Ys]) :-
    (   X = Y
    ->  true
    ;   '$error_memberchk'(X, Ys)
    ).

'$error_list_of'(X, Of) :-
    is_list(X),
    '$error_all_of'(X, Of).

'$error_all_of'([], _).
'$error_all_of'([H|T], Of) :-
    '$error_has_type'(Of, H),
    '$error_all_of'(T, Of).

'$error_known_type'(any).
'$error_known_type'(atom).
'$error_known_type'(atomic).
'$error_known_type'(between(_, _)).
'$error_known_type'(boolean).
'$error_known_type'(callable).
'$error_known_type'(char).
'$error_known_type'(chars).
'$error_known_type'(code).
'$error_known_type'(codes).
'$error_known_type'(text).
'$error_known_type'(compound).
'$error_known_type'(constant).
'$error_known_type'(float).
'$error_known_type'(integer).
'$error_known_type'(nonneg).
'$error_known_type'(positive_integer).
'$error_known_type'(negative_integer).
'$error_known_type'(number).
'$error_known_type'(oneof(_)).
'$error_known_type'(proper_list).
'$error_known_type'(list).
'$error_known_type'(list(_)).
'$error_known_type'(list_or_partial_list).
'$error_known_type'(symbol).
'$error_known_type'(var).
'$error_known_type'(nonvar).
'$error_known_type'(rational).
'$error_known_type'(string).
'$error_known_type'(acyclic).
'$error_known_type'(cyclic).
'$error_known_type'(ground).
'$error_known_type'(pair).
'$error_known_type'(encoding).
'$error_known_type'(type).
