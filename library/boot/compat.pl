/*  Kea boot library: SWI-Prolog system predicates over the C++ primitives
    of engine/builtins/globals.cpp: nb_current/2; and variant/2,
    normalize_space/2, sub_atom_icasechk/3, flag/3, get_flag/2,
    set_flag/2, numbervars/1, nth_clause/3, clause_property/2, atomics_to_string/2,3,
    nonground/2, read_clause/3, float_class/2, writef/1,2, write_length/3
    and rational/1,3; SWI-Prolog's flags that Kea only names.
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

%   clause_property(+Ref, ?Property): a property of the clause Ref names
%   ('$clause_properties'/2, engine/builtins/db.cpp, says which).
clause_property(Ref, Property) :-
    '$clause_properties'(Ref, Properties),
    '$boot_member'(Property, Properties).

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

%   atomics_to_string(?List, +Separator, ?String): List's elements joined
%   by Separator; with String given and List not, String split at
%   Separator into atoms (as atomic_list_concat/3, whose errors it has).
atomics_to_string(List, Separator, String) :-
    (   nonvar(String),
        \+ ground(List)
    ->  atom_string(Atom, String),
        atomic_list_concat(List, Separator, Atom)
    ;   atomic_list_concat(List, Separator, Atom),
        atom_string(Atom, String)
    ).

%   SWI-Prolog's flags that programs set or read and that the engine has
%   no use for, with what they are in Kea. Hints a program may set
%   (verbose, optimise, generate_debug_info, verbose_load) are writable
%   and change nothing; the others say what Kea always does, and cannot
%   be changed (a permission error, where SWI-Prolog would change how it
%   works).
:- create_prolog_flag(verbose, normal, [type(atom)]).
:- create_prolog_flag(verbose_load, silent, [type(atom)]).
:- create_prolog_flag(optimise, false, [type(boolean)]).
:- create_prolog_flag(generate_debug_info, true, [type(boolean)]).
:- create_prolog_flag(unix, true, [access(read_only)]).
:- create_prolog_flag(encoding, utf8, [access(read_only)]).
:- create_prolog_flag(max_char_code, 1114111, [access(read_only)]).
:- create_prolog_flag(character_escapes, true, [access(read_only)]).
:- create_prolog_flag(last_call_optimisation, true, [access(read_only)]).
:- create_prolog_flag(autoload, true, [access(read_only)]).
:- create_prolog_flag(prefer_rationals, false, [access(read_only)]).
:- create_prolog_flag(float_overflow, error, [access(read_only)]).
:- create_prolog_flag(float_zero_div, error, [access(read_only)]).
:- create_prolog_flag(float_undefined, error, [access(read_only)]).

%   get_flag(+Key, -Value) and set_flag(+Key, +Value): flag/3's value
%   read or set, as SWI-Prolog names them.
get_flag(Key, Value) :-
    flag(Key, Value, Value).
set_flag(Key, Value) :-
    flag(Key, _, Value).

%   nonground(@Term, -Var): Term is not ground; Var is one of its variables.
nonground(Term, Var) :-
    term_variables(Term, [Var|_]).

%   read_clause(+Stream, -Term, +Options): read_term/3 of a clause.
read_clause(Stream, Term, Options) :-
    read_term(Stream, Term, Options).

%   float_class(+Float, -Class): nan, infinite, zero, subnormal or normal.
float_class(Float, Class) :-
    (   var(Float)
    ->  throw(error(instantiation_error, context(float_class/2, _)))
    ;   \+ float(Float)
    ->  throw(error(type_error(float, Float), context(float_class/2, _)))
    ;   Float =\= Float
    ->  Class = nan
    ;   Float =:= 0.0
    ->  Class = zero
    ;   abs(Float) =:= inf
    ->  Class = infinite
    ;   abs(Float) < 2.2250738585072014e-308
    ->  Class = subnormal
    ;   Class = normal
    ).

%   writef(+Format) and writef(+Format, +Args), the old formatted write:
%   %w writes the next argument, %p prints it, %d writes it (an integer),
%   \n and \l (the two characters, as in a format that was not quoted)
%   write a newline; anything else is written as it is.
writef(Format) :-
    writef(Format, []).
writef(Format, Args) :-
    (   var(Format)
    ->  throw(error(instantiation_error, context(writef/2, _)))
    ;   true
    ),
    atom_codes(Format, Codes),
    '$writef'(Codes, Args).

'$writef'([], _).
'$writef'([0'%, C|Cs], Args) :-
    memberchk(C, [0'w, 0'p, 0'd]),
    !,
    (   Args = [A|Args1]
    ->  true
    ;   throw(error(format('not enough arguments'), context(writef/2, _)))
    ),
    (   C == 0'p
    ->  print(A)
    ;   write(A)
    ),
    '$writef'(Cs, Args1).
'$writef'([0'\\, C|Cs], Args) :-
    memberchk(C, [0'n, 0'l]),
    !,
    nl,
    '$writef'(Cs, Args).
'$writef'([C|Cs], Args) :-
    put_code(C),
    '$writef'(Cs, Args).

%   write_length(+Term, -Length, +Options): the number of characters
%   write_term(Term, Options) writes; with max_length(Max) among Options,
%   fails when that is more than Max.
write_length(Term, Length, Options) :-
    '$must_be_proper_list'(Options, write_length/3),
    (   '$compat_select'(max_length(Max), Options, WriteOptions)
    ->  true
    ;   Max = inf,
        WriteOptions = Options
    ),
    with_output_to(string(Text), write_term(Term, WriteOptions)),
    string_length(Text, Length0),
    (   Max == inf
    ->  true
    ;   Length0 =< Max
    ),
    Length = Length0.

'$compat_select'(X, [Y|Ys], Rest) :-
    (   X = Y
    ->  Rest = Ys
    ;   Rest = [Y|Rest1],
        '$compat_select'(X, Ys, Rest1)
    ).

%   rational(@X) and rational(@X, -Numerator, -Denominator): Kea has no
%   rational numbers other than the integers, which are rationals with
%   denominator 1 (as in SWI-Prolog).
rational(X) :-
    integer(X).
rational(X, X, 1) :-
    integer(X).
