/*  Kea boot library: the builtins that enumerate solutions.

    The emulator runs deterministic C++ builtins only, so each predicate
    here is a thin Prolog layer over deterministic primitives named '$...'
    (engine/builtins_*.cpp): a primitive checks the arguments -- its errors
    name the public predicate -- and computes one answer; these clauses
    choose what to enumerate. Loaded into every Runtime as system
    predicates. The last solution of each predicate leaves no choicepoint
    where the primitives make that possible, as in SWI-Prolog.
*/

%   between(+Low, +High, ?X)
%   High may be inf or infinite.

between(Low, High, X) :-
    '$must_be_integer'(Low, between/3),
    (   High == inf -> true
    ;   High == infinite -> true
    ;   '$must_be_integer'(High, between/3)
    ),
    (   integer(X)
    ->  X >= Low,
        (   integer(High) -> X =< High ; true )
    ;   var(X)
    ->  '$between'(Low, High, X)
    ;   throw(error(type_error(integer, X), context(between/3, _)))
    ).

'$between'(Low, High, X) :-
    integer(High), !,
    Low =< High,
    '$between_upto'(Low, High, X).
'$between'(Low, _, X) :-
    '$between_from'(Low, X).

'$between_upto'(Low, High, X) :-
    (   Low =:= High
    ->  X = Low
    ;   X = Low
    ;   Next is Low + 1,
        '$between_upto'(Next, High, X)
    ).

'$between_from'(Low, X) :-
    (   X = Low
    ;   Next is Low + 1,
        '$between_from'(Next, X)
    ).

'$must_be_integer'(X, _) :-
    integer(X), !.
'$must_be_integer'(X, PI) :-
    var(X), !,
    throw(error(instantiation_error, context(PI, _))).
'$must_be_integer'(X, PI) :-
    throw(error(type_error(integer, X), context(PI, _))).

%   '$text_member'(?X, +List): member/2 for the boot library, which cannot
%   rely on library(lists). Deterministic on the last element.

'$text_member'(X, [Y|Ys]) :-
    '$text_member_'(Ys, X, Y).

'$text_member_'(_, X, X).
'$text_member_'([Y|Ys], X, _) :-
    '$text_member_'(Ys, X, Y).

%   length(?List, ?N)
%   With a partial list and N unbound, enumerates ever longer lists.

length(List, N) :-
    '$length_mode'(List, N, Mode),
    (   Mode == det
    ->  '$length'(List, N)
    ;   Mode = enum(Known, Tail),
        '$length_enum'(Tail, Known, N)
    ).

'$length_enum'([], N, N).
'$length_enum'([_|Tail], Known, N) :-
    Next is Known + 1,
    '$length_enum'(Tail, Next, N).

%   arg(?N, +Term, ?Arg)
%   With N unbound, enumerates the arguments.

arg(N, Term, Arg) :-
    integer(N), !,
    '$arg'(N, Term, Arg).
arg(N, Term, Arg) :-
    var(N), !,
    '$arg_arity'(Term, Arity),
    Arity >= 1,
    '$between_upto'(1, Arity, N),
    '$arg'(N, Term, Arg).
arg(N, _, _) :-
    throw(error(type_error(integer, N), context(arg/3, _))).

%   atom_concat(?A, ?B, ?C), string_concat(?A, ?B, ?C), text_concat(?A, ?B, ?C)
%   With A and B unbound, enumerate the ways of splitting C.

atom_concat(A, B, C) :-
    '$concat_enum'(atom, A, B, C).

string_concat(A, B, C) :-
    '$concat_enum'(string, A, B, C).

text_concat(A, B, C) :-
    '$concat_enum'(text, A, B, C).

'$concat_enum'(Kind, A, B, C) :-
    var(A), var(B), !,
    '$concat_length'(Kind, C, N),
    '$between_upto'(0, N, I),
    '$concat_split'(Kind, C, I, A, B).
'$concat_enum'(Kind, A, B, C) :-
    '$concat'(Kind, A, B, C).

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
    '$text_member'(Type, Types).
'$ctype_more'(enum, Kind, Char, Type) :-
    '$ctype_enum'(Kind, Type, -1, Char).

'$ctype_enum'(Kind, Type, From, Char) :-
    '$ctype_next'(Kind, Type, From, C, Next),
    (   '$ctype'(Kind, C, Type, true),
        Char = C
    ;   '$ctype_enum'(Kind, Type, Next, Char)
    ).

%   current_op(?Priority, ?Type, ?Name)

current_op(P, T, N) :-
    '$current_ops'(P, T, N, Ops),
    '$text_member'(op(P, T, N), Ops).

%   current_prolog_flag(?Flag, ?Value)

current_prolog_flag(Flag, Value) :-
    atom(Flag), !,
    '$prolog_flag'(Flag, Value).
current_prolog_flag(Flag, Value) :-
    var(Flag), !,
    '$prolog_flags'(Flags),
    '$text_member'(Flag-Value, Flags).
current_prolog_flag(Flag, _) :-
    throw(error(type_error(atom, Flag), context(current_prolog_flag/2, _))).
