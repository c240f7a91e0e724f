/*  Kea library: dcg/basics
    The grammar rules of SWI-Prolog's library(dcg/basics) for reading text
    as code lists: layout, digits and numbers, strings up to a delimiter,
    the end of the input. Rules that parse a number or a digit generate
    its text when the argument is bound. Private helpers are prefixed
    '$dcg_'.
*/

:- module(dcg_basics, [
    alpha_to_lower/3, blank/2, blanks/2, blanks_to_nl/2, digit/3, digits/3,
    eol/2, eos/2, float/3, integer/3, nonblank/3, nonblanks/3, number/3,
    remainder/3, string/3, string_without/4, white/2, whites/2, xdigit/3,
    xdigits/3, xinteger/3
    ]).

%   Layout. blank: one character code_type/2 calls space; white: a space
%   or a tab; the plural forms take as many as there are (maybe none).
blank -->
    [C],
    { code_type(C, space) }.

blanks -->
    (   blank
    ->  blanks
    ;   []
    ).

white -->
    [C],
    { C =:= 0'\s ; C =:= 0'\t }.

whites -->
    (   white
    ->  whites
    ;   []
    ).

%   nonblank(-Code): one character that shows (code_type/2's graph);
%   nonblanks(-Codes): as many as there are.
nonblank(C) -->
    [C],
    { code_type(C, graph) }.

nonblanks([C|Cs]) -->
    nonblank(C),
    !,
    nonblanks(Cs).
nonblanks([]) -->
    [].

%   blanks_to_nl: layout up to and including the end of the line, or up to
%   the end of the input.
blanks_to_nl -->
    [C],
    (   { C =:= 0'\n }
    ->  []
    ;   { code_type(C, space) },
        blanks_to_nl
    ).
blanks_to_nl -->
    eos.

%   string(-Codes): any text, the shortest first.
string([]) -->
    [].
string([C|Cs]) -->
    [C],
    string(Cs).

%   string_without(+End, -Codes): the longest text with none of the codes
%   of End (a code list or a string).
string_without(End, Codes) -->
    { '$dcg_codes'(End, EndCodes) },
    '$dcg_without'(EndCodes, Codes).

'$dcg_without'(End, [C|Cs]) -->
    [C],
    { \+ '$dcg_memberchk'(C, End) },
    !,
    '$dcg_without'(End, Cs).
'$dcg_without'(_, []) -->
    [].

%   alpha_to_lower(?L): a letter, as lower case; when L is bound, the
%   letter L or its upper case.
alpha_to_lower(L) -->
    [C],
    {   nonvar(L)
    ->  (   C =:= L
        ->  true
        ;   code_type(C, upper(L))
        )
    ;   code_type(C, upper(Lower))
    ->  L = Lower
    ;   code_type(C, lower),
        L = C
    }.

%   Digits and numbers.
digits([D|Ds]) -->
    digit(D),
    !,
    digits(Ds).
digits([]) -->
    [].

digit(D) -->
    [D],
    { D >= 0'0, D =< 0'9 }.

integer(I, Head, Tail) :-
    integer(I),
    !,
    format(codes(Head, Tail), '~d', [I]).
integer(I) -->
    '$dcg_sign'(Sign),
    digit(D0),
    digits(Ds),
    { '$dcg_number_codes'(Sign, [D0|Ds], I) }.

%   float(?F): a number with a fraction, an exponent or both.
float(F, Head, Tail) :-
    float(F),
    !,
    format(codes(Head, Tail), '~w', [F]).
float(F) -->
    '$dcg_number'(F0, Tail),
    { Tail \== [],
      F is float(F0)
    }.

%   number(?N): an integer or a float.
number(N, Head, Tail) :-
    number(N),
    !,
    format(codes(Head, Tail), '~w', [N]).
number(N) -->
    '$dcg_number'(N0, Tail),
    {   Tail == []
    ->  N = N0
    ;   N is float(N0)
    }.

% A signed number read as text: its value, and the text of its fraction
% and exponent ([] for an integer).
'$dcg_number'(N, Tail) -->
    '$dcg_sign'(Sign),
    digit(D0),
    digits(Ds),
    '$dcg_float_tail'(Tail),
    { '$control_append'([D0|Ds], Tail, Codes),
      '$dcg_number_codes'(Sign, Codes, N)
    }.

% The fraction and the exponent of a float, as text ([] for neither).
'$dcg_float_tail'(Codes) -->
    (   ".",
        digit(D0)
    ->  digits(Ds),
        { Frac = [0'., D0|Ds] }
    ;   { Frac = [] }
    ),
    (   [E],
        { E =:= 0'e ; E =:= 0'E },
        '$dcg_sign'(Sign),
        digit(X0)
    ->  digits(Xs),
        { '$dcg_sign_codes'(Sign, SignCodes),
          '$control_append'(SignCodes, [X0|Xs], Exp0),
          % "1e10": a float needs a fraction in Prolog syntax.
          (   Frac == []
          ->  Exp = [0'., 0'0, 0'e|Exp0]
          ;   Exp = [0'e|Exp0]
          )
        }
    ;   { Exp = [] }
    ),
    { '$control_append'(Frac, Exp, Codes) }.

'$dcg_sign'(-1) -->
    "-",
    !.
'$dcg_sign'(1) -->
    "+",
    !.
'$dcg_sign'(1) -->
    [].

'$dcg_sign_codes'(-1, [0'-]).
'$dcg_sign_codes'(1, []).

'$dcg_number_codes'(Sign, Codes, N) :-
    number_codes(N0, Codes),
    N is Sign * N0.

%   xinteger(?I): a hexadecimal integer; xdigit(-W): one hexadecimal
%   digit's weight; xdigits(-Ws): as many as there are.
xinteger(I, Head, Tail) :-
    integer(I),
    !,
    format(codes(Head, Tail), '~16r', [I]).
xinteger(I) -->
    '$dcg_sign'(Sign),
    xdigit(W0),
    xdigits(Ws),
    { '$dcg_weights'([W0|Ws], 0, I0),
      I is Sign * I0
    }.

xdigit(W) -->
    [C],
    { code_type(C, xdigit(W)) }.

xdigits([W|Ws]) -->
    xdigit(W),
    !,
    xdigits(Ws).
xdigits([]) -->
    [].

'$dcg_weights'([], I, I).
'$dcg_weights'([W|Ws], I0, I) :-
    I1 is I0 * 16 + W,
    '$dcg_weights'(Ws, I1, I).

%   eos: the end of the input; eol: the end of a line ("\n", "\r\n") or of
%   the input; remainder(-Codes): the rest of the input.
eos([], []).

eol -->
    "\n",
    !.
eol -->
    "\r\n",
    !.
eol -->
    eos.

remainder(Rest, Rest, []).

'$dcg_codes'(Text, Codes) :-
    (   is_list(Text)
    ->  Codes = Text
    ;   string_codes(Text, Codes)
    ).

'$dcg_memberchk'(X, [Y|Ys]) :-
    (   X =:= Y
    ->  true
    ;   '$dcg_memberchk'(X, Ys)
    ).
