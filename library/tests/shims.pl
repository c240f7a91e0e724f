/*  Stand-ins, on SWI-Prolog, for the '$' primitives that library/boot/
    terms.pl, text.pl and system.pl are written over (the files of
    engine/builtins/ implement them in Kea). They follow the primitives'
    contracts closely enough to exercise the Prolog layer: which answers it
    enumerates, in which order, and whether the last one leaves a
    choicepoint.
*/

'$length'(L, N) :- length(L, N).
'$length_mode'(L, N, M) :-
    (   nonvar(N), \+ integer(N) -> throw(error(type_error(integer, N), context(length/2, _))) ; true ),
    (   integer(N), N < 0 -> throw(error(domain_error(not_less_than_zero, N), context(length/2, _))) ; true ),
    '$skip_list'(K, L, T),
    (   T == [] -> M = det
    ;   var(T) -> ( nonvar(N) -> M = det ; T \== N, M = enum(K, T) )
    ;   throw(error(type_error(list, L), context(length/2, _)))
    ).

'$arg'(N, T, A) :- arg(N, T, A).
'$arg_arity'(T, A) :-
    (   var(T) -> throw(error(instantiation_error, context(arg/3, _)))
    ;   compound(T) -> compound_name_arity(T, _, A)
    ;   throw(error(type_error(compound, T), context(arg/3, _)))
    ).

'$concat_all'(atom, A, B, C) :- atom_concat(A, B, C).
'$concat_all'(string, A, B, C) :- string_concat(A, B, C).
'$concat'(atom, A, B, C) :- atom_concat(A, B, C).
'$concat'(string, A, B, C) :- string_concat(A, B, C).
'$concat_length'(atom, C, N) :- must_be(atomic, C), atom_length(C, N).
'$concat_length'(string, C, N) :- must_be(atomic, C), string_length(C, N).
'$concat_split'(atom, C, I, A, B) :- sub_atom(C, 0, I, _, A), sub_atom(C, I, _, 0, B).
'$concat_split'(string, C, I, A, B) :- sub_string(C, 0, I, _, A), sub_string(C, I, _, 0, B).

'$sub_text_prepare'(K, T, B, L, A, S, N, How) :-
    ( K == atom -> atom_length(T, N) ; string_length(T, N) ),
    \+ ( integer(B), B > N ), \+ ( integer(L), L > N ), \+ ( integer(A), A > N ),
    (   nonvar(S)
    ->  string_length(S, SL), \+ ( integer(L), L =\= SL ),
        ( ( nonvar(B) ; nonvar(A) ) -> How = det ; How = search )
    ;   include(nonvar, [B, L, A], Known), length(Known, NK),
        (   NK >= 2 -> How = det
        ;   nonvar(B) -> How = enum_l
        ;   nonvar(L) -> How = enum_b
        ;   nonvar(A) -> How = enum_a
        ;   How = enum_all
        )
    ).
'$sub_text_det'(atom, T, B, L, A, S) :- once(sub_atom(T, B, L, A, S)).
'$sub_text_det'(string, T, B, L, A, S) :- once(sub_string(T, B, L, A, S)).
'$sub_text_next'(atom, T, S, From, B) :- sub_atom(T, B, _, _, S), B >= From, !.
'$sub_text_next'(string, T, S, From, B) :- sub_string(T, B, _, _, S), B >= From, !.

'$string_code'(I, S, C) :- string_code(I, S, C).

'$ctype'(K, C, T, R) :-
    (   nonvar(C), nonvar(T) -> once(ctype(K, C, T)), R = true
    ;   nonvar(C) -> findall(T, ctype(K, C, T), Ts0), list_to_set(Ts0, Ts), R = types(Ts)
    ;   var(T) -> throw(error(instantiation_error, _))
    ;   R = enum
    ).
'$ctype_next'(K, T, From, C, Next) :-
    F is max(From, 0),
    between(F, 0x10ffff, Code),
    \+ between(0xd800, 0xdfff, Code),
    ( K == 0 -> char_code(C, Code) ; C = Code ),
    \+ \+ ctype(K, C, T), !,
    Next is Code + 1.
ctype(0, C, T) :- char_type(C, T).
ctype(1, C, T) :- code_type(C, T).

'$current_ops'(P, T, N, L) :- findall(op(P, T, N), current_op(P, T, N), L0), sort(L0, L).
'$prolog_flag'(F, V) :- current_prolog_flag(F, V).
'$prolog_flags'(L) :- findall(F-V, current_prolog_flag(F, V), L).
'$char_conversions'(L) :- findall(I-O, (current_char_conversion(I, O), I \== O), L).
