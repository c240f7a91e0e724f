/*  Kea boot library: the text predicates that enumerate solutions:
    atom_concat/3, string_concat/3, text_concat/3, sub_atom/5, sub_string/5,
    string_code/3, char_type/2 and code_type/2.

    Each is a thin Prolog layer over deterministic C++ primitives named
    '$...' (engine/builtins/concat_sub_text.cpp, text.cpp, chartype.cpp): a
    primitive checks the arguments -- its errors name the public predicate --
    and computes one answer; these clauses choose what to enumerate. Loaded
    into every Runtime as system predicates. The last solution of each
    predicate leaves no choicepoint where the primitives make that possible,
    as in SWI-Prolog.
*/

%   atom_concat(?A, ?B, ?C), string_concat(?A, ?B, ?C), text_concat(?A, ?B, ?C)
%   With A and B unbound, enumerate the ways of splitting C. The primitive
%   enumerates the splits itself: atom_concat(-, -, +) is the inner loop of
%   programs that take atoms apart.

atom_concat(A, B, C) :-
    '$concat_all'(atom, A, B, C).

string_concat(A, B, C) :-
    '$concat_all'(string, A, B, C).

text_concat(A, B, C) :-
    '$concat_all'(text, A, B, C).

%   sub_atom(+Atom, ?Before, ?Length, ?After, ?Sub)
%   sub_string(+String, ?Before, ?Length, ?After, ?Sub)
%   Solutions come by ascending Before, then ascending Length.

sub_atom(Atom, B, L, A, Sub) :-
    '$sub_text'(atom, Atom, B, L, A, Sub).

sub_string(String, B, L, A, Sub) :-
    '$sub_text'(string, String, B, L, A, Sub).

'$sub_text'(Kind, Text, B, L, A, Sub) :-
    '$sub_text_prepare'(Kind, Text, B, L, A, Sub, N, How),
    '$sub_text'(How, Kind, Text, N, B, L, A, Sub).

'$sub_text'(det, Kind, Text, _, B, L, A, Sub) :-
    '$sub_text_det'(Kind, Text, B, L, A, Sub).
'$sub_text'(search, Kind, Text, _, B, L, A, Sub) :-
    '$sub_text_occurrence'(Kind, Text, Sub, 0, B),
    '$sub_text_det'(Kind, Text, B, L, A, Sub).
'$sub_text'(enum_l, Kind, Text, N, B, L, A, Sub) :-
    Max is N - B,
    '$between_upto'(0, Max, L),
    '$sub_text_det'(Kind, Text, B, L, A, Sub).
'$sub_text'(enum_b, Kind, Text, N, B, L, A, Sub) :-
    Max is N - L,
    '$between_upto'(0, Max, B),
    '$sub_text_det'(Kind, Text, B, L, A, Sub).
'$sub_text'(enum_a, Kind, Text, N, B, L, A, Sub) :-
    Max is N - A,
    '$between_upto'(0, Max, B),
    '$sub_text_det'(Kind, Text, B, L, A, Sub).
'$sub_text'(enum_all, Kind, Text, N, B, L, A, Sub) :-
    '$between_upto'(0, N, B),
    Max is N - B,
    '$between_upto'(0, Max, L),
    '$sub_text_det'(Kind, Text, B, L, A, Sub).

'$sub_text_occurrence'(Kind, Text, Sub, From, B) :-
    '$sub_text_next'(Kind, Text, Sub, From, At),
    (   B = At
    ;   Next is At + 1,
        '$sub_text_occurrence'(Kind, Text, Sub, Next, B)
    ).

%   string_code(?Index, +String, ?Code)
%   With Index unbound, enumerates the characters.

string_code(I, String, Code) :-
    integer(I), !,
    '$string_code'(I, String, Code).
string_code(I, String, Code) :-
    var(I), !,
    '$string_code_enum'(1, String, I, Code).
string_code(I, _, _) :-
    throw(error(type_error(integer, I), context(string_code/3, _))).

'$string_code_enum'(At, String, I, Code) :-
    '$string_code'(At, String, C),
    (   I = At,
        Code = C
    ;   Next is At + 1,
        '$string_code_enum'(Next, String, I, Code)
    ).

%   char_type(?Char, ?Type), code_type(?Code, ?Type)

char_type(Char, Type) :-
    '$ctype'(0, Char, Type, R),
    '$ctype_more'(R, 0, Char, Type).

code_type(Code, Type) :-
    '$ctype'(1, Code, Type, R),
    '$ctype_more'(R, 1, Code, Type).

'$ctype_more'(true, _, _, _).
'$ctype_more'(types(Types), _, _, Type) :-
    '$boot_member'(Type, Types).
'$ctype_more'(enum, Kind, Char, Type) :-
    '$ctype_enum'(Kind, Type, -1, Char).

'$ctype_enum'(Kind, Type, From, Char) :-
    '$ctype_next'(Kind, Type, From, C, Next),
    (   '$ctype'(Kind, C, Type, true),
        Char = C
    ;   '$ctype_enum'(Kind, Type, Next, Char)
    ).
