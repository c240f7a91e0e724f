/*  Kea library: http/json
    JSON (RFC 8259) in SWI-Prolog's classic term representation, as
    SWI-Prolog 9's library(http/json) reads and writes it: an object is
    json(Pairs) with Key=Value pairs (keys atoms), an array is a list,
    a string is an atom (or a string, see value_string_as), a number a
    number, and true, false and null are @(true), @(false), @(null)
    unless the true/false/null options name other terms.

    Reading.  A recursive descent parser that takes one code at a time
    from the stream with get_code/2.  Every parsing predicate is handed
    the first code of its construct, already read, and reads no further
    than the construct's last code; this leaves the stream just after
    the value, so that several values can be read from one stream.  A
    number at the top level peeks (peek_code/2) at each next code; inside
    an array or object it reads the code after it and hands it on (one
    stream call a code instead of two), an error in it being reported
    at the position before that code.
    Blanks are space, tab, newline and carriage return.  A number is the
    longest run of the codes 0-9 + - . e E; the run is then checked
    against  -? digits (. digits)? ([eE] [+-]? digits)? .?  (a final dot
    is a full stop and is skipped, as SWI does); an integer's value is
    accumulated while its digits are checked, other numbers are
    converted by number_codes/2 (floats: a fraction or an exponent), a
    float that overflows not being a number.  A string is read into a
    difference list of codes; \uXXXX reads four codes and then checks
    them, a high surrogate escape followed by a low one makes one code.
    The three literals are checked code by code.  A trailing comma in an
    array or object is accepted.  Errors are syntax_error(json(What)) or
    syntax_error(illegal_number), in context stream(S, Line, LinePos,
    CharNo) taken after the offending code was read.  A value that does
    not unify with the caller's term is an illegal_json error.  A
    binary stream is switched to a UTF-8 text stream for the read and
    restored afterwards.  \uD800-\uDBFF followed by \uDC00-\uDFFF
    makes one code (SWI 9.0.4 keeps both, which Kea, whose texts hold
    no surrogates, cannot represent).

    Writing.  '$json_write'(Term, Stream, Indent, Opts) writes one
    value whose lines are indented by Indent columns.  For an object or
    an array the opening bracket is written (after a space unless the
    output column is 0 or Indent) and then the layout is decided: with
    width(0) everything is written on one line; otherwise the value's
    one-line width is estimated (brackets 2, separators 2, ": " after a
    key 2, a string its length plus 2 without counting escapes, a number
    the length of its text, @(true) 4, @(false) 5, @(null) 4 whatever
    the true/false/null options say, other terms the length of their
    quoted text plus 2) against a budget of Width - Indent that is
    counted down, so that the estimate stops as soon as the value cannot
    fit; a malformed object does not fit.  A value that fits is written
    on one line, nested values included (their indent is not advanced):
    elements separated by ", ", a non-empty array closed by " ]", an
    object by "}".  Otherwise each element or pair goes on a line of its
    own, indented by Indent + Step, and the closing bracket on a line
    indented by Indent.  Indentation is Indent // Tab tab characters and
    Indent mod Tab spaces, written with format's ~*c.  Strings that need
    no escape are written in one go; otherwise code by code, with \" \\
    \b \f \n \r \t, \u00XX for other control codes and <\/ for </.

    Options are folded into a term (the last occurrence of an option
    wins) and checked; options of other names are ignored.  Private
    helpers are prefixed '$json_'.
*/

:- module(json, [
    json_read/2, json_read/3, json_write/2, json_write/3,
    atom_json_term/3, is_json_term/1, is_json_term/2
    ]).

                 /*******************************
                 *            OPTIONS           *
                 *******************************/

%   '$json_ropts'(+Options, -Opts): reading options as
%   ropts(Null, True, False, StringAs, EndOfFile).
'$json_ropts'(Options, Opts) :-
    '$json_options'(Options, '$json_ropt',
                    ropts(@(null), @(true), @(false), atom, error), Opts).

%   '$json_options'(+Options, +Step, +Opts0, -Opts): Opts0 changed by
%   call(Step, Option, O0, O) for each option in turn (the reading and
%   the writing options share this walk).
'$json_options'(Options, _, _, _) :-
    var(Options), !,
    throw(error(instantiation_error, _)).
'$json_options'([], _, O, O) :- !.
'$json_options'([H|T], Step, O0, O) :-
    (   var(H) -> throw(error(instantiation_error, _)) ; true ),
    call(Step, H, O0, O1),
    '$json_options'(T, Step, O1, O).

'$json_ropt'(null(X), ropts(_, T, F, A, E), ropts(X, T, F, A, E)) :- !,
    '$json_ground'(X).
'$json_ropt'(true(X), ropts(N, _, F, A, E), ropts(N, X, F, A, E)) :- !,
    '$json_ground'(X).
'$json_ropt'(false(X), ropts(N, T, _, A, E), ropts(N, T, X, A, E)) :- !,
    '$json_ground'(X).
'$json_ropt'(value_string_as(X), ropts(N, T, F, _, E), ropts(N, T, F, X, E)) :- !,
    must_be(oneof([atom, string]), X).
'$json_ropt'(end_of_file(X), ropts(N, T, F, A, _), ropts(N, T, F, A, X)) :- !,
    '$json_ground'(X).
'$json_ropt'(tag(X), O, O) :- !,
    must_be(atom, X).
'$json_ropt'(_, O, O).

'$json_ground'(X) :-
    (   ground(X) -> true ; throw(error(instantiation_error, _)) ).

%   '$json_wopts'(+Options, -Opts): writing options as
%   wopts(Width, Step, Tab, Indent, SerializeUnknown, True, False, Null).
'$json_wopts'(Options, Opts) :-
    '$json_options'(Options, '$json_wopt',
                    wopts(72, 2, 8, 0, false, @(true), @(false), @(null)), Opts).

'$json_wopt'(width(X), wopts(_, S, T, I, U, Tr, F, N),
             wopts(X, S, T, I, U, Tr, F, N)) :- !,
    must_be(nonneg, X).
'$json_wopt'(step(X), wopts(W, _, T, I, U, Tr, F, N),
             wopts(W, X, T, I, U, Tr, F, N)) :- !,
    must_be(positive_integer, X).
'$json_wopt'(tab(X), wopts(W, S, _, I, U, Tr, F, N),
             wopts(W, S, X, I, U, Tr, F, N)) :- !,
    must_be(positive_integer, X).
'$json_wopt'(indent(X), wopts(W, S, T, _, U, Tr, F, N),
             wopts(W, S, T, X, U, Tr, F, N)) :- !,
    must_be(nonneg, X).
'$json_wopt'(serialize_unknown(X), wopts(W, S, T, I, _, Tr, F, N),
             wopts(W, S, T, I, X, Tr, F, N)) :- !,
    must_be(boolean, X).
'$json_wopt'(true(X), wopts(W, S, T, I, U, _, F, N),
             wopts(W, S, T, I, U, X, F, N)) :- !,
    '$json_ground'(X).
'$json_wopt'(false(X), wopts(W, S, T, I, U, Tr, _, N),
             wopts(W, S, T, I, U, Tr, X, N)) :- !,
    '$json_ground'(X).
'$json_wopt'(null(X), wopts(W, S, T, I, U, Tr, F, _),
             wopts(W, S, T, I, U, Tr, F, X)) :- !,
    '$json_ground'(X).
'$json_wopt'(value_string_as(X), O, O) :- !,
    must_be(oneof([atom, string]), X).
'$json_wopt'(_, O, O).

                 /*******************************
                 *            READING           *
                 *******************************/

%   json_read(+Stream, -Term): json_read/3 with no options.
json_read(Stream, Term) :-
    json_read(Stream, Term, []).

%   json_read(+Stream, -Term, +Options): reads one JSON value.
json_read(Stream, Term, Options) :-
    '$json_ropts'(Options, Opts),
    (   stream_property(Stream, type(binary))
    ->  stream_property(Stream, encoding(Enc)),
        setup_call_cleanup('$json_text'(Stream, text, utf8),
                           '$json_read_top'(Stream, Term, Opts),
                           '$json_text'(Stream, binary, Enc))
    ;   '$json_read_top'(Stream, Term, Opts)
    ).

%   Kea reads codes from a stream of type text only: a binary stream is
%   made a text stream for the read.
'$json_text'(S, Type, Enc) :-
    set_stream(S, type(Type)),
    set_stream(S, encoding(Enc)).

'$json_read_top'(S, Term, Opts) :-
    get_code(S, C0),
    '$json_ws'(C0, S, C),
    (   C == -1
    ->  arg(5, Opts, EOF),
        (   EOF == error
        ->  '$json_error'(S, json(unexpected_end_of_file))
        ;   Value = EOF
        )
    ;   '$json_value'(C, S, Value, Opts)
    ),
    (   Term = Value
    ->  true
    ;   '$json_error'(S, json(illegal_json))
    ).

'$json_error'(S, What) :-
    line_count(S, L),
    line_position(S, P),
    character_count(S, N),
    throw(error(syntax_error(What), stream(S, L, P, N))).

%   '$json_ws'(+C0, +S, -C): C is the first non-blank code from C0 on.
'$json_ws'(0' , S, C) :- !, get_code(S, C1), '$json_ws'(C1, S, C).
'$json_ws'(0'\t, S, C) :- !, get_code(S, C1), '$json_ws'(C1, S, C).
'$json_ws'(0'\n, S, C) :- !, get_code(S, C1), '$json_ws'(C1, S, C).
'$json_ws'(0'\r, S, C) :- !, get_code(S, C1), '$json_ws'(C1, S, C).
'$json_ws'(C, _, C).

'$json_next'(S, C) :-
    get_code(S, C0),
    '$json_ws'(C0, S, C).

%   '$json_value'(+C, +S, -Value, +Opts): C is the value's first code.
'$json_value'(0'", S, V, Opts) :- !,
    '$json_string_codes'(S, Cs),
    (   arg(4, Opts, string) -> string_codes(V, Cs) ; atom_codes(V, Cs) ).
'$json_value'(0'[, S, V, Opts) :- !,
    '$json_next'(S, C),
    (   C == 0']
    ->  V = []
    ;   V = [E|Es],
        '$json_elem'(C, S, E, Opts, C1),
        '$json_array_rest'(C1, S, Es, Opts)
    ).
'$json_value'(0'{, S, json(Pairs), Opts) :- !,
    '$json_next'(S, C),
    (   C == 0'}
    ->  Pairs = []
    ;   '$json_pairs'(C, S, Pairs, Opts)
    ).
'$json_value'(0'-, S, V, _) :- !,
    '$json_number'(0'-, S, V).
'$json_value'(C, S, V, _) :-
    C >= 0'0, C =< 0'9, !,
    '$json_number'(C, S, V).
'$json_value'(0't, S, V, Opts) :- !,
    '$json_literal'([0'r, 0'u, 0'e], S, true),
    arg(2, Opts, V).
'$json_value'(0'f, S, V, Opts) :- !,
    '$json_literal'([0'a, 0'l, 0's, 0'e], S, false),
    arg(3, Opts, V).
'$json_value'(0'n, S, V, Opts) :- !,
    '$json_literal'([0'u, 0'l, 0'l], S, null),
    arg(1, Opts, V).
'$json_value'(_, S, _, _) :-
    '$json_error'(S, json(illegal_json)).

%   '$json_elem'(+C, +S, -Value, +Opts, -Next): a value inside an array
%   or object, Next the first non-blank code after it.  A number there
%   is read without peeking: the code after it is read and handed on.
'$json_elem'(C, S, V, Opts, Next) :-
    (   ( C == 0'- ; C >= 0'0, C =< 0'9 )
    ->  '$json_number_get'(C, S, V, Next0),
        '$json_ws'(Next0, S, Next)
    ;   '$json_value'(C, S, V, Opts),
        '$json_next'(S, Next)
    ).

'$json_array_rest'(C, S, Es, Opts) :-
    (   C == 0',
    ->  '$json_next'(S, C1),
        (   C1 == 0']
        ->  Es = []
        ;   Es = [E|Es1],
            '$json_elem'(C1, S, E, Opts, C2),
            '$json_array_rest'(C2, S, Es1, Opts)
        )
    ;   C == 0']
    ->  Es = []
    ;   '$json_error'(S, json(illegal_array))
    ).

%   '$json_pairs'(+C, +S, -Pairs, +Opts): C is the first code of a key.
'$json_pairs'(0'", S, [K=V|Pairs], Opts) :- !,
    '$json_string_codes'(S, Cs),
    atom_codes(K, Cs),
    '$json_next'(S, C),
    (   C == 0':
    ->  true
    ;   '$json_error'(S, json(illegal_json))
    ),
    '$json_next'(S, C1),
    (   C1 == -1
    ->  '$json_error'(S, json(unexpected_end_of_file))
    ;   '$json_elem'(C1, S, V, Opts, C2)
    ),
    (   C2 == 0',
    ->  '$json_next'(S, C3),
        (   C3 == 0'}
        ->  Pairs = []
        ;   '$json_pairs'(C3, S, Pairs, Opts)
        )
    ;   C2 == 0'}
    ->  Pairs = []
    ;   '$json_error'(S, json(illegal_object))
    ).
'$json_pairs'(_, S, _, _) :-
    '$json_error'(S, json(illegal_json)).

'$json_literal'([], _, _) :- !.
'$json_literal'([C|Cs], S, Name) :-
    get_code(S, C1),
    (   C1 == C
    ->  '$json_literal'(Cs, S, Name)
    ;   '$json_error'(S, json(json_expected(Name)))
    ).

%   '$json_string_codes'(+S, -Codes): the codes of a string whose
%   opening quote has been read, up to and including the closing quote.
'$json_string_codes'(S, Cs) :-
    get_code(S, C),
    '$json_str'(C, S, Cs).

'$json_str'(0'", _, []) :- !.
'$json_str'(0'\\, S, Cs) :- !,
    get_code(S, E),
    '$json_escape'(E, S, Cs).
'$json_str'(-1, S, _) :- !,
    '$json_error'(S, json(eof_in_string)).
'$json_str'(C, S, [C|Cs]) :-
    get_code(S, C1),
    '$json_str'(C1, S, Cs).

'$json_escape'(0'", S, [0'"|Cs]) :- !, '$json_string_codes'(S, Cs).
'$json_escape'(0'\\, S, [0'\\|Cs]) :- !, '$json_string_codes'(S, Cs).
'$json_escape'(0'/, S, [0'/|Cs]) :- !, '$json_string_codes'(S, Cs).
'$json_escape'(0'b, S, [0'\b|Cs]) :- !, '$json_string_codes'(S, Cs).
'$json_escape'(0'f, S, [0'\f|Cs]) :- !, '$json_string_codes'(S, Cs).
'$json_escape'(0'n, S, [0'\n|Cs]) :- !, '$json_string_codes'(S, Cs).
'$json_escape'(0'r, S, [0'\r|Cs]) :- !, '$json_string_codes'(S, Cs).
'$json_escape'(0't, S, [0'\t|Cs]) :- !, '$json_string_codes'(S, Cs).
'$json_escape'(0'u, S, Cs) :- !,
    '$json_hex4'(S, Code),
    (   Code >= 0xD800, Code =< 0xDBFF, peek_code(S, 0'\\)
    ->  get_code(S, _),
        get_code(S, E),
        (   E == 0'u
        ->  '$json_hex4'(S, Low),
            (   Low >= 0xDC00, Low =< 0xDFFF
            ->  Full is 0x10000 + ((Code - 0xD800) << 10) + (Low - 0xDC00),
                Cs = [Full|Cs1]
            ;   Cs = [Code, Low|Cs1]
            ),
            '$json_string_codes'(S, Cs1)
        ;   Cs = [Code|Cs1],
            '$json_escape'(E, S, Cs1)
        )
    ;   Cs = [Code|Cs1],
        '$json_string_codes'(S, Cs1)
    ).
'$json_escape'(_, S, _) :-
    '$json_error'(S, json(illegal_string_escape)).

'$json_hex4'(S, Code) :-
    get_code(S, C1), get_code(S, C2), get_code(S, C3), get_code(S, C4),
    (   '$json_hex'(C1, D1), '$json_hex'(C2, D2),
        '$json_hex'(C3, D3), '$json_hex'(C4, D4)
    ->  Code is (D1 << 12) + (D2 << 8) + (D3 << 4) + D4
    ;   '$json_error'(S, json(illegal_string_escape))
    ).

'$json_hex'(C, D) :- C >= 0'0, C =< 0'9, !, D is C - 0'0.
'$json_hex'(C, D) :- C >= 0'a, C =< 0'f, !, D is C - 0'a + 10.
'$json_hex'(C, D) :- C >= 0'A, C =< 0'F, D is C - 0'A + 10.

%   '$json_number'(+C, +S, -N): C, the first code, has been read.
'$json_number'(C, S, N) :-
    '$json_num_run'(S, Cs),
    (   '$json_num_parse'([C|Cs], N)
    ->  true
    ;   '$json_error'(S, illegal_number)
    ).

%   '$json_number_get'(+C, +S, -N, -Next): as '$json_number'/3, but the
%   code after the number is read (Next); an error is reported at the
%   position before it, computed from the column after the first code.
'$json_number_get'(C, S, N, Next) :-
    line_position(S, Col),
    get_code(S, C1),
    '$json_num_get'(C1, S, Cs, Next),
    (   '$json_num_parse'([C|Cs], N)
    ->  true
    ;   line_count(S, L0),
        line_position(S, P0),
        character_count(S, N0),
        (   Next == -1
        ->  L = L0, P = P0, CharNo = N0
        ;   ( Next == 0'\n -> L is L0 - 1 ; L = L0 ),
            CharNo is N0 - 1,
            length(Cs, Len),
            P is Col + Len
        ),
        throw(error(syntax_error(illegal_number), stream(S, L, P, CharNo)))
    ).

'$json_num_get'(C, S, Cs, Next) :-
    (   '$json_num_code'(C)
    ->  Cs = [C|Cs1],
        get_code(S, C1),
        '$json_num_get'(C1, S, Cs1, Next)
    ;   Cs = [],
        Next = C
    ).

'$json_num_run'(S, Cs) :-
    peek_code(S, C),
    (   '$json_num_code'(C)
    ->  get_code(S, _),
        Cs = [C|Cs1],
        '$json_num_run'(S, Cs1)
    ;   Cs = []
    ).

'$json_num_code'(C) :- C >= 0'0, C =< 0'9, !.
'$json_num_code'(0'-).
'$json_num_code'(0'+).
'$json_num_code'(0'.).
'$json_num_code'(0'e).
'$json_num_code'(0'E).

%   -? digits (. digits)? ([eE] [+-]? digits)? .?  checked without
%   copying the codes; number_codes/2 then converts them (without the
%   final dot), failing on a float overflow.
'$json_num_parse'(Cs0, N) :-
    (   Cs0 = [0'-|Cs1] -> Neg = true ; Cs1 = Cs0, Neg = false ),
    Cs1 = [D|Cs2], '$json_digit'(D),
    V0 is D - 0'0,
    '$json_int_digits'(Cs2, V0, V, R),
    (   ( R == [] ; R == [0'.] )
    ->  (   Neg == true -> N is -V ; N = V )
    ;   '$json_after_int'(R, Dot),
        (   Dot == true -> append(Cs, [0'.], Cs0) ; Cs = Cs0 ),
        catch(number_codes(N, Cs), _, fail)
    ).

%   Integers are computed here: number_codes/2 costs more.
'$json_int_digits'([D|Cs], V0, V, R) :-
    D >= 0'0, D =< 0'9, !,
    V1 is V0 * 10 + D - 0'0,
    '$json_int_digits'(Cs, V1, V, R).
'$json_int_digits'(R, V, V, R).

'$json_digit'(D) :- D >= 0'0, D =< 0'9.

'$json_skip_digits'([D|Cs], R) :-
    D >= 0'0, D =< 0'9, !,
    '$json_skip_digits'(Cs, R).
'$json_skip_digits'(R, R).

'$json_after_int'([], false).
'$json_after_int'([C|Cs], Dot) :-
    '$json_after_int'(C, Cs, Dot).

'$json_after_int'(0'., Cs, Dot) :- !,
    (   Cs == []
    ->  Dot = true
    ;   Cs = [D|Cs1], '$json_digit'(D),
        '$json_skip_digits'(Cs1, R),
        '$json_after_frac'(R, Dot)
    ).
'$json_after_int'(E, Cs, Dot) :-
    '$json_exp'(E, Cs, Dot).

'$json_after_frac'([], false).
'$json_after_frac'([C|Cs], Dot) :-
    (   C == 0'., Cs == []
    ->  Dot = true
    ;   '$json_exp'(C, Cs, Dot)
    ).

'$json_exp'(E, Cs0, Dot) :-
    ( E == 0'e ; E == 0'E ), !,
    (   Cs0 = [S|Cs1], ( S == 0'+ ; S == 0'- ) -> true ; Cs1 = Cs0 ),
    Cs1 = [D|Cs2], '$json_digit'(D),
    '$json_skip_digits'(Cs2, R),
    (   R == [] -> Dot = false ; R == [0'.] -> Dot = true ).

                 /*******************************
                 *            WRITING           *
                 *******************************/

%   json_write(+Stream, +Term): json_write/3 with no options.
json_write(Stream, Term) :-
    json_write(Stream, Term, []).

%   json_write(+Stream, +Term, +Options)
json_write(Stream, Term, Options) :-
    '$json_wopts'(Options, Opts),
    arg(4, Opts, Indent),
    '$json_write'(Term, Stream, Indent, Opts).

'$json_write'(T, _, _, _) :-
    var(T), !,
    throw(error(instantiation_error, _)).
'$json_write'(json(Pairs), S, I, O) :- !,
    '$json_space'(S, I),
    put_char(S, '{'),
    arg(1, O, W),
    (   W =:= 0
    ->  '$json_pairs1'(Pairs, S, I, O)
    ;   B is W - I,
        '$json_fits'(json(Pairs), B, O, _)
    ->  '$json_pairs1'(Pairs, S, I, O)
    ;   '$json_must_be_list'(Pairs),
        '$json_kv'(Pairs, KVs),
        arg(2, O, Step),
        I1 is I + Step,
        '$json_pairsn'(KVs, S, I1, O),
        nl(S),
        '$json_indent'(S, I, O),
        put_char(S, '}')
    ).
'$json_write'(T, S, I, O) :-
    is_list(T), !,
    '$json_space'(S, I),
    put_char(S, '['),
    arg(1, O, W),
    (   W =:= 0
    ->  '$json_elems1'(T, S, I, O)
    ;   B is W - I,
        '$json_fits'(T, B, O, _)
    ->  '$json_elems1'(T, S, I, O)
    ;   arg(2, O, Step),
        I1 is I + Step,
        '$json_elemsn'(T, S, I1, O),
        nl(S),
        '$json_indent'(S, I, O),
        put_char(S, ']')
    ).
'$json_write'(T, S, I, O) :-
    '$json_write_atomic'(T, S, I, O).

%   Values that are neither objects nor arrays.
'$json_write_atomic'(T, S, _, O) :-
    (   arg(6, O, V), T == V -> write(S, true)
    ;   arg(7, O, V), T == V -> write(S, false)
    ;   arg(8, O, V), T == V -> write(S, null)
    ;   number(T) -> write(S, T)
    ;   atom(T) -> '$json_string'(T, S)
    ;   string(T) -> '$json_string'(T, S)
    ;   T = #(X) -> '$json_serialize'(X, S)
    ;   arg(5, O, true) -> '$json_serialize'(T, S)
    ;   throw(error(type_error(json_term, T), _))
    ).

'$json_serialize'(X, S) :-
    (   ( atom(X) ; string(X) )
    ->  '$json_string'(X, S)
    ;   format(string(Str), "~q", [X]),
        '$json_string'(Str, S)
    ).

%   One-line layout (the indent stays that of the enclosing value).
'$json_elems1'([], S, _, _) :- !,
    put_char(S, ']').
'$json_elems1'([E|Es], S, I, O) :-
    '$json_write1'(E, S, I, O),
    (   Es == []
    ->  write(S, ' ]')
    ;   write(S, ', '),
        '$json_elems1'(Es, S, I, O)
    ).

'$json_pairs1'(Ps, _, _, _) :-
    var(Ps), !,
    throw(error(instantiation_error, _)).
'$json_pairs1'([], S, _, _) :-
    put_char(S, '}').
'$json_pairs1'([P|Ps], S, I, O) :-
    (   var(P)
    ->  throw(error(instantiation_error, _))
    ;   '$json_pair'(P, K, V)
    ->  '$json_key'(K, S),
        put_char(S, ':'),
        '$json_write1'(V, S, I, O)
    ;   throw(error(type_error(json_pair, P), _))
    ),
    (   Ps == []
    ->  put_char(S, '}')
    ;   write(S, ', '),
        '$json_pairs1'(Ps, S, I, O)
    ).

'$json_write1'(T, S, I, O) :-
    (   nonvar(T), T = json(Pairs)
    ->  '$json_space'(S, I),
        put_char(S, '{'),
        '$json_pairs1'(Pairs, S, I, O)
    ;   is_list(T)
    ->  '$json_space'(S, I),
        put_char(S, '['),
        '$json_elems1'(T, S, I, O)
    ;   var(T)
    ->  throw(error(instantiation_error, _))
    ;   '$json_write_atomic'(T, S, I, O)
    ).

%   Vertical layout: I is the indent of the elements.
'$json_elemsn'([], _, _, _).
'$json_elemsn'([E|Es], S, I, O) :-
    nl(S),
    '$json_indent'(S, I, O),
    '$json_write'(E, S, I, O),
    '$json_elemsn_rest'(Es, S, I, O).

'$json_elemsn_rest'([], _, _, _).
'$json_elemsn_rest'([E|Es], S, I, O) :-
    put_char(S, ','),
    nl(S),
    '$json_indent'(S, I, O),
    '$json_write'(E, S, I, O),
    '$json_elemsn_rest'(Es, S, I, O).

'$json_pairsn'([], _, _, _).
'$json_pairsn'([K-V|KVs], S, I, O) :-
    nl(S),
    '$json_indent'(S, I, O),
    '$json_key'(K, S),
    put_char(S, ':'),
    '$json_write'(V, S, I, O),
    '$json_pairsn_rest'(KVs, S, I, O).

'$json_pairsn_rest'([], _, _, _).
'$json_pairsn_rest'([K-V|KVs], S, I, O) :-
    put_char(S, ','),
    nl(S),
    '$json_indent'(S, I, O),
    '$json_key'(K, S),
    put_char(S, ':'),
    '$json_write'(V, S, I, O),
    '$json_pairsn_rest'(KVs, S, I, O).

'$json_must_be_list'(L) :-
    (   is_list(L) -> true
    ;   var(L) -> throw(error(instantiation_error, _))
    ;   throw(error(type_error(list, L), _))
    ).

'$json_kv'([], []).
'$json_kv'([P|Ps], [K-V|KVs]) :-
    (   nonvar(P), '$json_pair'(P, K, V)
    ->  true
    ;   throw(error(type_error(pair, P), _))
    ),
    '$json_kv'(Ps, KVs).

'$json_pair'(K=V, K, V) :- !.
'$json_pair'(K-V, K, V) :- !.
'$json_pair'(P, K, V) :-
    compound(P),
    functor(P, K, 1),
    arg(1, P, V).

'$json_key'(K, S) :-
    (   var(K) -> throw(error(instantiation_error, _))
    ;   ( atom(K) ; string(K) ) -> '$json_string'(K, S)
    ;   throw(error(type_error(text, K), _))
    ).

%   A space before an object or array unless at column 0 or at the indent.
'$json_space'(S, I) :-
    line_position(S, Col),
    (   ( Col =:= 0 ; Col =:= I ) -> true ; put_char(S, ' ') ).

'$json_indent'(S, I, O) :-
    arg(3, O, Tab),
    Tabs is I // Tab,
    Spaces is I mod Tab,
    format(S, "~*c~*c", [Tabs, 0'\t, Spaces, 0' ]).

%   '$json_fits'(+Term, +Budget0, +Opts, -Budget): the estimated one-line
%   width of Term is at most Budget0, Budget being what is left.  Fails
%   for a malformed object, raises for an unbound value.
'$json_fits'(T, _, _, _) :-
    var(T), !,
    throw(error(instantiation_error, _)).
'$json_fits'(json(Pairs), B0, O, B) :- !,
    B1 is B0 - 2, B1 >= 0,
    is_list(Pairs),
    '$json_fits_pairs'(Pairs, B1, O, B).
'$json_fits'(T, B0, O, B) :-
    is_list(T), !,
    B1 is B0 - 2, B1 >= 0,
    '$json_fits_elems'(T, B1, O, B).
'$json_fits'(T, B0, _, B) :-
    (   T == @(true) -> L = 4
    ;   T == @(false) -> L = 5
    ;   T == @(null) -> L = 4
    ;   number(T) -> format(atom(A), "~w", [T]), atom_length(A, L)
    ;   atom(T) -> atom_length(T, L0), L is L0 + 2
    ;   string(T) -> string_length(T, L0), L is L0 + 2
    ;   format(string(Str), "~q", [T]), string_length(Str, L0), L is L0 + 2
    ),
    B is B0 - L, B >= 0.

'$json_fits_elems'([], B, _, B).
'$json_fits_elems'([E|Es], B0, O, B) :-
    '$json_fits'(E, B0, O, B1),
    (   Es == []
    ->  B = B1
    ;   B2 is B1 - 2, B2 >= 0,
        '$json_fits_elems'(Es, B2, O, B)
    ).

'$json_fits_pairs'([], B, _, B).
'$json_fits_pairs'([P|Ps], B0, O, B) :-
    nonvar(P),
    '$json_pair'(P, K, V),
    (   atom(K) -> atom_length(K, KL)
    ;   string(K) -> string_length(K, KL)
    ),
    B1 is B0 - KL - 4, B1 >= 0,
    '$json_fits'(V, B1, O, B2),
    (   Ps == []
    ->  B = B2
    ;   B3 is B2 - 2, B3 >= 0,
        '$json_fits_pairs'(Ps, B3, O, B)
    ).

%   '$json_string'(+Text, +S): Text as a JSON string.
'$json_string'(T, S) :-
    (   atom(T) -> atom_codes(T, Cs) ; string_codes(T, Cs) ),
    put_char(S, '"'),
    (   '$json_plain'(Cs)
    ->  write(S, T)
    ;   '$json_escaped'(Cs, S)
    ),
    put_char(S, '"').

'$json_plain'([]).
'$json_plain'([C|Cs]) :-
    C >= 0' , C =\= 0'", C =\= 0'\\,
    (   C =:= 0'<, Cs = [0'/|_] -> fail ; true ),
    '$json_plain'(Cs).

'$json_escaped'([], _).
'$json_escaped'([C|Cs], S) :-
    '$json_put_escaped'(C, Cs, S),
    '$json_escaped'(Cs, S).

'$json_put_escaped'(0'", _, S) :- !, write(S, '\\"').
'$json_put_escaped'(0'\\, _, S) :- !, write(S, '\\\\').
'$json_put_escaped'(0'<, [0'/|_], S) :- !, write(S, '<\\').
'$json_put_escaped'(0'\b, _, S) :- !, write(S, '\\b').
'$json_put_escaped'(0'\f, _, S) :- !, write(S, '\\f').
'$json_put_escaped'(0'\n, _, S) :- !, write(S, '\\n').
'$json_put_escaped'(0'\r, _, S) :- !, write(S, '\\r').
'$json_put_escaped'(0'\t, _, S) :- !, write(S, '\\t').
'$json_put_escaped'(C, _, S) :-
    C < 0' , !,
    H is C >> 4, L is C /\ 15,
    '$json_hexdigit'(H, HC), '$json_hexdigit'(L, LC),
    write(S, '\\u00'), put_code(S, HC), put_code(S, LC).
'$json_put_escaped'(C, _, S) :-
    put_code(S, C).

'$json_hexdigit'(D, C) :- D < 10, !, C is 0'0 + D.
'$json_hexdigit'(D, C) :- C is 0'a + D - 10.

                 /*******************************
                 *        CONVENIENCE           *
                 *******************************/

%   atom_json_term(?Text, ?Term, +Options): parses Text, which must be
%   an atom (as in SWI, not a string), when it is bound, else writes Term to text of type as(Type) (atom, string,
%   codes or chars; the first as/1 option counts, atom by default).
atom_json_term(Text, Term, Options) :-
    nonvar(Text), !,
    (   atom(Text)
    ->  true
    ;   throw(error(type_error(atom, Text), _))
    ),
    setup_call_cleanup(open_string(Text, S),
                       json_read(S, Term, Options),
                       close(S)).
atom_json_term(_, Term, _) :-
    var(Term), !,
    throw(error(instantiation_error, _)).
atom_json_term(Text, Term, Options) :-
    (   memberchk(as(Type0), Options), nonvar(Type0)
    ->  Type = Type0
    ;   Type = atom
    ),
    (   memberchk(Type, [atom, string, codes, chars])
    ->  true
    ;   throw(error(type_error(oneof([atom, string, codes, chars]), Type),
                    _))
    ),
    Spec =.. [Type, Text0],
    with_output_to(Spec, json_write(current_output, Term, Options)),
    Text = Text0.

%   is_json_term(@Term), is_json_term(@Term, +Options): Term is a JSON
%   term in the classic representation (keys atoms, pairs Key=Value).
is_json_term(Term) :-
    is_json_term(Term, []).

is_json_term(Term, Options) :-
    '$json_iopts'(Options, @(true), T, @(false), F, @(null), N),
    '$json_is'(Term, T-F-N).

'$json_iopts'(Options, _, _, _, _, _, _) :-
    var(Options), !,
    throw(error(instantiation_error, _)).
'$json_iopts'([], T, T, F, F, N, N) :- !.
'$json_iopts'([H|Hs], T0, T, F0, F, N0, N) :-
    (   var(H) -> throw(error(instantiation_error, _))
    ;   H = true(X) -> '$json_ground'(X), '$json_iopts'(Hs, X, T, F0, F, N0, N)
    ;   H = false(X) -> '$json_ground'(X), '$json_iopts'(Hs, T0, T, X, F, N0, N)
    ;   H = null(X) -> '$json_ground'(X), '$json_iopts'(Hs, T0, T, F0, F, X, N)
    ;   '$json_iopts'(Hs, T0, T, F0, F, N0, N)
    ).

'$json_is'(T, _) :-
    var(T), !, fail.
'$json_is'(T, _-_-_) :-
    ( number(T) ; string(T) ; atom(T) ), !.
'$json_is'(T, TF-FF-NF) :-
    ( T == TF ; T == FF ; T == NF ), !.
'$json_is'(json(Pairs), Vs) :- !,
    is_list(Pairs),
    '$json_is_pairs'(Pairs, Vs).
'$json_is'(T, Vs) :-
    is_list(T),
    '$json_is_list'(T, Vs).

'$json_is_list'([], _).
'$json_is_list'([E|Es], Vs) :-
    '$json_is'(E, Vs),
    '$json_is_list'(Es, Vs).

'$json_is_pairs'([], _).
'$json_is_pairs'([P|Ps], Vs) :-
    nonvar(P), P = (K=V), atom(K),
    '$json_is'(V, Vs),
    '$json_is_pairs'(Ps, Vs).
