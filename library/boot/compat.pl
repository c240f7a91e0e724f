/*  Kea boot library: SWI-Prolog system predicates over the C++ primitives
    of engine/builtins/globals.cpp: nb_current/2; and variant/2.
*/

%   nb_current(?Key, ?Value)
%   Enumerates the global variables that exist (in no particular order)
%   when Key is unbound.
nb_current(Key, Value) :-
    (   atom(Key)
    ->  '$nb_current'(Key, Value)
    ;   var(Key)
    ->  '$global_keys'(Keys),
        '$compat_member'(Key, Keys),
        '$nb_current'(Key, Value)
    ;   throw(error(type_error(atom, Key), context(nb_current/2, _)))
    ).

'$compat_member'(X, [Y|Ys]) :-
    (   Ys == []
    ->  X = Y
    ;   (   X = Y
        ;   '$compat_member'(X, Ys)
        )
    ).

%   variant(@A, @B): A and B are equal up to renaming of variables.
variant(A, B) :-
    A =@= B.
