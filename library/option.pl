/*  Kea library: option
    Option lists as SWI-Prolog's library(option) reads them: an option is
    Name(Value) or Name = Value, and the first option of a name counts.
    Elements of other shapes are passed over.  Private helpers are
    prefixed '$option_'.
*/

:- module(option, [
    merge_options/3, option/2, option/3, select_option/3, select_option/4
    ]).

%   option(?Option, +Options): Option (Name(Value)) unifies with the first
%   option called Name in Options; fails if there is none.
option(Opt, Options) :-
    '$option_spec'(Opt, Name, Arity),
    '$option_list'(Options),
    '$option_first'(Options, Name, Arity, Found),
    Opt = Found.

%   option(?Option, +Options, +Default): as option/2, but when Options has
%   no option called Name, Option's value is Default.
option(Opt, Options, Default) :-
    '$option_spec'(Opt, Name, Arity),
    '$option_list'(Options),
    (   '$option_first'(Options, Name, Arity, Found)
    ->  Opt = Found
    ;   arg(1, Opt, Default)
    ).

%   select_option(?Option, +Options, -Rest): option/2, and Rest is Options
%   without the option found.
select_option(Opt, Options, Rest) :-
    '$option_spec'(Opt, Name, Arity),
    '$option_list'(Options),
    '$option_select'(Options, Name, Arity, Found, Rest),
    Opt = Found.

%   select_option(?Option, +Options, -Rest, +Default): option/3 and
%   select_option/3 in one; Rest is Options when the option is absent.
select_option(Opt, Options, Rest, Default) :-
    '$option_spec'(Opt, Name, Arity),
    '$option_list'(Options),
    (   '$option_select'(Options, Name, Arity, Found, Rest0)
    ->  Opt = Found,
        Rest = Rest0
    ;   arg(1, Opt, Default),
        Rest = Options
    ).

%   merge_options(+New, +Old, -Merged): the options of both, New's where
%   both name one, as Name(Value) terms in the standard order.
merge_options(New, Old, Merged) :-
    '$option_list'(New),
    '$option_list'(Old),
    '$option_canonical'(New, New1),
    '$option_canonical'(Old, Old1),
    '$option_not_in'(Old1, New1, Kept),
    '$control_append'(New1, Kept, All),
    sort(All, Merged).

'$option_spec'(Opt, Name, Arity) :-
    (   var(Opt)
    ->  throw(error(instantiation_error, option/2))
    ;   functor(Opt, Name, Arity)
    ).

'$option_list'(Options) :-
    must_be(list, Options).

'$option_first'([E|Es], Name, Arity, Found) :-
    (   '$option_match'(E, Name, Arity, Found0)
    ->  Found = Found0
    ;   '$option_first'(Es, Name, Arity, Found)
    ).

'$option_select'([E|Es], Name, Arity, Found, Rest) :-
    (   '$option_match'(E, Name, Arity, Found0)
    ->  Found = Found0,
        Rest = Es
    ;   Rest = [E|Rest1],
        '$option_select'(Es, Name, Arity, Found, Rest1)
    ).

'$option_match'(E, Name, Arity, Found) :-
    nonvar(E),
    (   E = (N = V)
    ->  N == Name,
        Arity =:= 1,
        Found =.. [Name, V]
    ;   functor(E, Name, Arity),
        Found = E
    ).

'$option_canonical'([], []).
'$option_canonical'([E|Es], Cs) :-
    (   nonvar(E),
        E = (N = V),
        atom(N)
    ->  C =.. [N, V],
        Cs = [C|Cs1]
    ;   compound(E)
    ->  Cs = [E|Cs1]
    ;   Cs = Cs1
    ),
    '$option_canonical'(Es, Cs1).

'$option_not_in'([], _, []).
'$option_not_in'([O|Os], New, Kept) :-
    functor(O, Name, Arity),
    (   '$option_first'(New, Name, Arity, _)
    ->  Kept = Kept1
    ;   Kept = [O|Kept1]
    ),
    '$option_not_in'(Os, New, Kept1).
