/*  Kea library: gensym
    Unique atoms from a base, as SWI-Prolog's library(gensym) makes them:
    Base1, Base2, ... Each base's counter is the flag/3 keyed '$gensym_'
    followed by the base.
*/

:- module(gensym, [
    gensym/2, reset_gensym/0, reset_gensym/1
    ]).

%   gensym(+Base, -Unique): the next of Base's atoms.
gensym(Base, Unique) :-
    '$gensym_key'(Base, Key),
    flag(Key, N0, N0 + 1),
    N is N0 + 1,
    atomic_list_concat([Base, N], Unique).

%   reset_gensym(+Base): Base's next atom is Base1 again.
reset_gensym(Base) :-
    '$gensym_key'(Base, Key),
    flag(Key, _, 0).

%   reset_gensym: every base starts again.
reset_gensym :-
    forall(( clause('$compat_flag'(Key, _), true),
             atom(Key),
             sub_atom(Key, 0, _, _, '$gensym_')
           ),
           flag(Key, _, 0)).

'$gensym_key'(Base, Key) :-
    (   var(Base)
    ->  throw(error(instantiation_error, context(gensym/2, _)))
    ;   atomic(Base)
    ->  atomic_list_concat(['$gensym_', Base], Key)
    ;   throw(error(type_error(atomic, Base), context(gensym/2, _)))
    ).
