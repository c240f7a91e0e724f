/*  Kea boot library: SWI-Prolog system predicates over the C++ primitives
    of engine/builtins/globals.cpp: nb_current/2; and variant/2,
    normalize_space/2, sub_atom_icasechk/3, flag/3, numbervars/1,
    nth_clause/3 and atomics_to_string/2.
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

%   normalize_space(-Out, +Input): Input's words (text between white
%   space) joined by single spaces, as Out: atom(A), string(S), codes(Cs),
%   codes(Cs, Tail) or chars(Cs). White space is what code_type/2 calls
%   space and the no-break space U+00A0, as in SWI-Prolog; Input is an
%   atom, a string or a number (SWI-Prolog refuses code lists too).
normalize_space(Out, Input) :-
    (   var(Out)
    ->  throw(error(instantiation_error, context(normalize_space/2, _)))
    ;   '$compat_output'(Out)
    ->  true
    ;   throw(error(type_error(output, Out), context(normalize_space/2, _)))
    ),
    (   var(Input)
    ->  throw(error(instantiation_error, context(normalize_space/2, _)))
    ;   atomic(Input)
    ->  atom_codes(Input, Codes)
    ;   throw(error(type_error(atomic, Input), context(normalize_space/2, _)))
    ),
    '$compat_skip_space'(Codes, Rest),
    '$compat_words'(Rest, Normal),
    '$compat_output'(Out, Normal).

'$compat_output'(atom(_)).
'$compat_output'(string(_)).
'$compat_output'(codes(_)).
'$compat_output'(codes(_, _)).
'$compat_output'(chars(_)).

'$compat_output'(atom(A), Codes) :-
    atom_codes(A, Codes).
'$compat_output'(string(S), Codes) :-
    string_codes(S, Codes).
'$compat_output'(codes(Cs), Codes) :-
    Cs = Codes.
'$compat_output'(codes(Cs, Tail), Codes) :-
    '$control_append'(Codes, Tail, Cs).
'$compat_output'(chars(Cs), Codes) :-
    atom_codes(A, Codes),
    atom_chars(A, Cs).

'$compat_space'(C) :-
    (   C =:= 0xA0
    ->  true
    ;   code_type(C, space)
    ).

'$compat_skip_space'([], []).
'$compat_skip_space'([C|Cs], Rest) :-
    (   '$compat_space'(C)
    ->  '$compat_skip_space'(Cs, Rest)
    ;   Rest = [C|Cs]
    ).

% A word, then a space if another word follows.
'$compat_words'([], []).
'$compat_words'([C|Cs], Out) :-
    (   '$compat_space'(C)
    ->  '$compat_skip_space'(Cs, Rest),
        (   Rest == []
        ->  Out = []
        ;   Out = [0'\s|Out1],
            '$compat_words'(Rest, Out1)
        )
    ;   Out = [C|Out1],
        '$compat_words'(Cs, Out1)
    ).

%   sub_atom_icasechk(+Haystack, ?Start, +Needle): Needle occurs in
%   Haystack at Start (the first place, when Start is unbound), comparing
%   Haystack in lower case, as SWI-Prolog does: a Needle with capitals
%   never matches.
sub_atom_icasechk(Haystack, Start, Needle) :-
    (   ( var(Haystack) ; var(Needle) )
    ->  throw(error(instantiation_error, context(sub_atom_icasechk/3, _)))
    ;   true
    ),
    downcase_atom(Haystack, Lower),
    atom_string(NeedleAtom, Needle),
    (   var(Start)
    ->  once(sub_atom(Lower, Start, _, _, NeedleAtom))
    ;   sub_atom(Lower, Start, _, _, NeedleAtom)
    ->  true
    ).

%   flag(+Key, -Old, +New): Old is Key's value (0 at first) and New, an
%   arithmetic expression or an atom, becomes its value (New may use Old);
%   one step for all threads at once; an integer may be of any size. Key is an atom, an integer or a compound (its name
%   and arity are the key), as in SWI-Prolog.
:- dynamic('$compat_flag'/2).

flag(Key, Old, New) :-
    '$compat_flag_key'(Key, K),
    with_mutex('$flag',
               ( (   clause('$compat_flag'(K, Old0), true)
                 ->  true
                 ;   Old0 = 0
                 ),
                 Old = Old0,
                 (   atom(New)
                 ->  Value = New
                 ;   Value is New
                 ),
                 retractall('$compat_flag'(K, _)),
                 assertz('$compat_flag'(K, Value))
               )).

'$compat_flag_key'(Key, K) :-
    (   var(Key)
    ->  throw(error(instantiation_error, context(flag/3, _)))
    ;   ( atom(Key) ; integer(Key) )
    ->  K = Key
    ;   compound(Key)
    ->  functor(Key, Name, Arity),
        K = Name/Arity
    ;   throw(error(type_error(key, Key), context(flag/3, _)))
    ).

%   numbervars(+Term): numbervars(Term, 0, _).
numbervars(Term) :-
    numbervars(Term, 0, _).

%   nth_clause(?Head, ?N, ?Ref): Ref is the N-th clause of Head's
%   predicate, counting from 1.
nth_clause(Head, N, Ref) :-
    (   nonvar(Ref)
    ->  clause(H, _, Ref),
        functor(H, Name, Arity),
        functor(Head, Name, Arity),
        findall(R, clause(Head, _, R), Refs),
        '$compat_nth'(Refs, 1, N, Ref),
        !
    ;   var(Head)
    ->  throw(error(instantiation_error, context(nth_clause/3, _)))
    ;   functor(Head, Name, Arity),
        functor(General, Name, Arity),
        findall(R, clause(General, _, R), Refs),
        '$compat_nth'(Refs, 1, N, Ref)
    ).

'$compat_nth'([X|Xs], I, N, Ref) :-
    (   I = N,
        Ref = X
    ;   I1 is I + 1,
        '$compat_nth'(Xs, I1, N, Ref)
    ).

%   atomics_to_string(+List, -String): the texts of List's atomic
%   elements, concatenated.
atomics_to_string(List, String) :-
    '$must_be_proper_list'(List, atomics_to_string/2),
    (   '$boot_member'(E, List),
        \+ atomic(E)
    ->  (   var(E)
        ->  throw(error(instantiation_error, context(atomics_to_string/2, _)))
        ;   throw(error(type_error(text, E), context(atomics_to_string/2, _)))
        )
    ;   atomic_list_concat(List, Atom),
        atom_string(Atom, String)
    ).
