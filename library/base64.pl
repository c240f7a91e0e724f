/*  Kea library: base64
    Base64 encoding and decoding (RFC 4648), as SWI-Prolog's
    library(base64): base64_encoded/3 and the shorthands base64/2 and
    base64url/2 between text and encoded text, and the grammar rules
    base64//1, base64url//1 and base64_encoded//2 between a code list and
    the encoded codes of a list being parsed or generated.

    Text is turned into bytes by an encoding (utf8, iso_latin_1, ...) and
    the bytes into characters three at a time, 6 bits each; the last one
    or two bytes are padded with = when padding is on.  Decoding takes four
    characters at a time when padded (two to four when not), stops before
    a shorter rest, and raises syntax_error(base64_char(_, Code)) for a
    character outside the charset.  The url charset writes - and _ for the
    classic + and /, and reads either.  Private helpers are prefixed
    '$base64_'.
*/

:- module(base64, [
    base64/2, base64/3, base64_encoded/3, base64_encoded/4, base64url/2,
    base64url/3
    ]).

%   base64(+Plain, -Encoded), base64(-Plain, +Encoded): Encoded is the
%   padded classic Base64 of the text Plain, bytes by ISO Latin 1; Plain
%   is an atom when decoded, Encoded an atom when encoded.
base64(Plain, Encoded) :-
    base64_encoded(Plain, Encoded, [as(atom), encoding(iso_latin_1)]).

%   base64url(+Plain, -Encoded), base64url(-Plain, +Encoded): as base64/2
%   with the url charset (- and _) and UTF-8 bytes.  Padded, as in
%   SWI-Prolog 9.0 (base64url//1 is not).
base64url(Plain, Encoded) :-
    base64_encoded(Plain, Encoded, [as(atom), encoding(utf8), charset(url)]).

%   base64_encoded(+Plain, -Encoded, +Options),
%   base64_encoded(-Plain, +Encoded, +Options): Encoded is the Base64 of
%   the text Plain.  Options: charset(classic or url), padding(Bool)
%   (default true), as(atom or string) for the text made (default string),
%   encoding(E) between text and bytes (default utf8; also octet, ascii,
%   iso_latin_1, text, utf16be, utf16le, unicode_be, unicode_le).  When
%   both are given, Plain is encoded and compared as text with Encoded.
base64_encoded(Plain, Encoded, Options) :-
    must_be(list, Options),
    option(charset(Charset), Options, classic),
    option(padding(Padded), Options, true),
    option(as(As), Options, string),
    option(encoding(Encoding), Options, utf8),
    (   nonvar(Plain)
    ->  '$base64_text_codes'(Plain, Codes),
        '$base64_text_bytes'(Encoding, Codes, Bytes),
        '$base64_encode'(Bytes, Padded, Charset, Chars, []),
        (   var(Encoded)
        ->  '$base64_make_text'(As, Chars, Encoded)
        ;   '$base64_as'(As),
            '$base64_is_text'(Encoded, Chars)
        )
    ;   nonvar(Encoded)
    ->  '$base64_text_codes'(Encoded, Chars),
        '$base64_decode'(Padded, Charset, Bytes, Chars, []),
        '$base64_bytes_text'(Encoding, Bytes, Codes),
        '$base64_make_text'(As, Codes, Plain)
    ;   throw(error(instantiation_error, _))
    ).

%   base64(+Codes)//, base64(-Codes)//: the padded classic Base64 of the
%   byte codes Codes, encoded if Codes is bound, else decoded.
base64(Plain) -->
    base64_encoded(Plain, []).

%   base64url(+Codes)//, base64url(-Codes)//: as base64//1 with the url
%   charset and no padding.
base64url(Plain) -->
    base64_encoded(Plain, [charset(url), padding(false)]).

%   base64_encoded(+Codes, +Options)//, base64_encoded(-Codes, +Options)//:
%   as base64//1 with the options charset(classic or url) and
%   padding(Bool) of base64_encoded/3.  Codes are bytes: no text encoding.
base64_encoded(Plain, Options, S0, S) :-
    must_be(list, Options),
    option(charset(Charset), Options, classic),
    option(padding(Padded), Options, true),
    (   nonvar(Plain)
    ->  '$base64_encode'(Plain, Padded, Charset, S0, S)
    ;   '$base64_decode'(Padded, Charset, Plain, S0, S)
    ).

%   '$base64_encode'(+Bytes, +Padded, +Charset, ?S0, ?S): S0-S holds the
%   characters for Bytes.  Each group of six bits is taken as is (bytes
%   above 255 are not rejected, their high bits overlap).
'$base64_encode'([], _, _, S, S).
'$base64_encode'([B1|Bs], Padded, Charset, S0, S) :-
    (   Bs = [B2, B3|Rest]
    ->  N is (B1 << 16) + (B2 << 8) + B3,
        '$base64_sextets'(4, N, Charset, S0, S1),
        '$base64_encode'(Rest, Padded, Charset, S1, S)
    ;   Bs = [B2]
    ->  N is (B1 << 16) + (B2 << 8),
        '$base64_sextets'(3, N, Charset, S0, S1),
        '$base64_pad'(Padded, 1, S1, S)
    ;   N is B1 << 16,
        '$base64_sextets'(2, N, Charset, S0, S1),
        '$base64_pad'(Padded, 2, S1, S)
    ).

%   '$base64_sextets'(+Count, +N, +Charset, ?S0, ?S): the first Count of
%   the four 6-bit groups of the 24-bit N, as characters.
'$base64_sextets'(Count, N, Charset, S0, S) :-
    '$base64_sextets'(0, Count, N, Charset, S0, S).

'$base64_sextets'(I, Count, N, Charset, S0, S) :-
    (   I =:= Count
    ->  S0 = S
    ;   V is (N >> (18 - 6*I)) /\ 63,
        '$base64_char'(Charset, V, C),
        S0 = [C|S1],
        I1 is I + 1,
        '$base64_sextets'(I1, Count, N, Charset, S1, S)
    ).

%   '$base64_pad'(+Padded, +Count, ?S0, ?S): Count = characters if padded.
'$base64_pad'(true, N, S0, S) :-
    '$base64_pad_chars'(N, S0, S).
'$base64_pad'(false, _, S, S).

'$base64_pad_chars'(1, [0'=|S], S).
'$base64_pad_chars'(2, [0'=, 0'=|S], S).

%   '$base64_char'(+Charset, +Value, -Code): the character for a 6-bit
%   Value; fails for an unknown Charset.
'$base64_char'(Charset, V, C) :-
    (   Charset \== classic,
        Charset \== url
    ->  fail
    ;   V < 26
    ->  C is 0'A + V
    ;   V < 52
    ->  C is 0'a + V - 26
    ;   V < 62
    ->  C is 0'0 + V - 52
    ;   '$base64_char_6x'(Charset, V, C)
    ).

'$base64_char_6x'(classic, 62, 0'+).
'$base64_char_6x'(classic, 63, 0'/).
'$base64_char_6x'(url, 62, 0'-).
'$base64_char_6x'(url, 63, 0'_).

%   '$base64_decode'(+Padded, +Charset, -Bytes, +S0, -S): Bytes decoded
%   from the characters of S0 up to S.  Deterministic: decoding stops only
%   where too few characters are left for a group.
'$base64_decode'(Padded, Charset, Bytes, S0, S) :-
    (   S0 == []
    ->  Bytes = [],
        S = []
    ;   Padded == true
    ->  '$base64_decode_padded'(S0, Charset, Bytes, S)
    ;   Padded == false
    ->  '$base64_decode_bare'(S0, Charset, Bytes, S)
    ).

%   Padded: groups of four characters, the last two may be ==, the last
%   one =.  Decoding goes on after a padded group.
'$base64_decode_padded'(S0, Charset, Bytes, S) :-
    (   '$base64_take'(4, S0, [C1, C2, C3, C4], S1)
    ->  '$base64_value'(Charset, C1, V1),
        '$base64_value'(Charset, C2, V2),
        B1 is ((V1 << 2) \/ (V2 >> 4)) /\ 255,
        (   C3 == 0'=, C4 == 0'=
        ->  Bytes = [B1|Bytes1]
        ;   '$base64_value'(Charset, C3, V3),
            B2 is ((V2 << 4) \/ (V3 >> 2)) /\ 255,
            (   C4 == 0'=
            ->  Bytes = [B1, B2|Bytes1]
            ;   '$base64_value'(Charset, C4, V4),
                B3 is ((V3 << 6) \/ V4) /\ 255,
                Bytes = [B1, B2, B3|Bytes1]
            )
        ),
        '$base64_decode_padded'(S1, Charset, Bytes1, S)
    ;   Bytes = [],
        S = S0
    ).

%   Not padded: groups of four characters, the last one of two or three.
'$base64_decode_bare'(S0, Charset, Bytes, S) :-
    (   '$base64_take'(2, S0, [C1, C2], S1)
    ->  '$base64_value'(Charset, C1, V1),
        '$base64_value'(Charset, C2, V2),
        B1 is ((V1 << 2) \/ (V2 >> 4)) /\ 255,
        (   '$base64_take'(1, S1, [C3], S2)
        ->  '$base64_value'(Charset, C3, V3),
            B2 is ((V2 << 4) \/ (V3 >> 2)) /\ 255,
            (   '$base64_take'(1, S2, [C4], S3)
            ->  '$base64_value'(Charset, C4, V4),
                B3 is ((V3 << 6) \/ V4) /\ 255,
                Bytes = [B1, B2, B3|Bytes1],
                '$base64_decode_bare'(S3, Charset, Bytes1, S)
            ;   Bytes = [B1, B2],
                S = S2
            )
        ;   Bytes = [B1],
            S = S1
        )
    ;   Bytes = [],
        S = S0
    ).

%   '$base64_take'(+N, +List, -Prefix, -Rest): the first N elements of
%   List, without binding an unbound tail (then it fails).
'$base64_take'(0, List, [], List) :- !.
'$base64_take'(N, List, [X|Xs], Rest) :-
    nonvar(List),
    List = [X|List1],
    N1 is N - 1,
    '$base64_take'(N1, List1, Xs, Rest).

%   '$base64_value'(+Charset, +Code, -Value): the 6-bit value of the
%   character Code, a syntax error if the charset has no such character;
%   fails for an unknown Charset.
'$base64_value'(Charset, C, V) :-
    (   var(C)
    ->  throw(error(instantiation_error, _))
    ;   Charset \== classic, Charset \== url
    ->  fail
    ;   integer(C), C >= 0'A, C =< 0'Z
    ->  V is C - 0'A
    ;   integer(C), C >= 0'a, C =< 0'z
    ->  V is C - 0'a + 26
    ;   integer(C), C >= 0'0, C =< 0'9
    ->  V is C - 0'0 + 52
    ;   C == 0'+
    ->  V = 62
    ;   C == 0'/
    ->  V = 63
    ;   Charset == url, C == 0'-
    ->  V = 62
    ;   Charset == url, C == 0'_
    ->  V = 63
    ;   throw(error(syntax_error(base64_char(_, C)), _))
    ).

%   '$base64_as'(+As): As names a text type this library makes.
'$base64_as'(As) :-
    (   var(As)
    ->  throw(error(instantiation_error, _))
    ;   ( As == atom ; As == string )
    ->  true
    ;   throw(error(type_error(oneof([atom, string]), As), _))
    ).

'$base64_make_text'(As, Codes, Text) :-
    '$base64_as'(As),
    (   As == atom
    ->  atom_codes(Text, Codes)
    ;   string_codes(Text, Codes)
    ).

%   '$base64_text_codes'(+Text, -Codes): Text is an atom, a string, or a
%   code or char list.
'$base64_text_codes'(Text, Codes) :-
    (   '$base64_text'(Text, Codes0)
    ->  Codes = Codes0
    ;   var(Text)
    ->  throw(error(instantiation_error, _))
    ;   throw(error(type_error(text, Text), _))
    ).

%   '$base64_is_text'(+Text, +Codes): Text is text with the codes Codes.
'$base64_is_text'(Text, Codes) :-
    '$base64_text'(Text, Codes0),
    Codes0 == Codes.

'$base64_text'(Text, Codes) :-
    (   string(Text)
    ->  string_codes(Text, Codes)
    ;   is_list(Text)
    ->  (   Text == []
        ->  Codes = []
        ;   '$base64_code_list'(Text)
        ->  Codes = Text
        ;   '$base64_char_list'(Text)
        ->  atom_chars(A, Text),
            atom_codes(A, Codes)
        )
    ;   atom(Text)
    ->  atom_codes(Text, Codes)
    ).

'$base64_code_list'([]).
'$base64_code_list'([C|Cs]) :-
    integer(C),
    C >= 0,
    '$base64_code_list'(Cs).

'$base64_char_list'([]).
'$base64_char_list'([C|Cs]) :-
    atom(C),
    atom_length(C, 1),
    '$base64_char_list'(Cs).

%   '$base64_text_bytes'(+Encoding, +Codes, -Bytes): Codes as bytes.
'$base64_text_bytes'(Encoding, Codes, Bytes) :-
    '$base64_encoding'(Encoding, Kind),
    '$base64_to_bytes'(Codes, Kind, Encoding, Bytes).

%   '$base64_bytes_text'(+Encoding, +Bytes, -Codes): Bytes as codes.
'$base64_bytes_text'(Encoding, Bytes, Codes) :-
    '$base64_encoding'(Encoding, Kind),
    '$base64_from_bytes'(Kind, Bytes, Encoding, Codes).

%   '$base64_encoding'(+Encoding, -Kind): how Encoding maps codes to
%   bytes: bytes(Max) one byte a code up to Max, utf8, utf8_strict,
%   utf16(Order, Surrogates).
'$base64_encoding'(Encoding, Kind) :-
    (   var(Encoding)
    ->  throw(error(instantiation_error, _))
    ;   '$base64_encoding_kind'(Encoding, Kind0)
    ->  Kind = Kind0
    ;   throw(error(domain_error(encoding, Encoding), _))
    ).

'$base64_encoding_kind'(octet, bytes(255)).
'$base64_encoding_kind'(iso_latin_1, bytes(255)).
'$base64_encoding_kind'(ascii, bytes(127)).
'$base64_encoding_kind'(utf8, utf8).
'$base64_encoding_kind'(text, utf8_strict).
'$base64_encoding_kind'(utf16be, utf16(be, true)).
'$base64_encoding_kind'(utf16le, utf16(le, true)).
'$base64_encoding_kind'(unicode_be, utf16(be, false)).
'$base64_encoding_kind'(unicode_le, utf16(le, false)).

'$base64_unrepresentable'(Encoding) :-
    format(atom(Msg), 'cannot represent text using encoding ~w', [Encoding]),
    throw(error(representation_error(encoding), context(_, Msg))).

'$base64_to_bytes'([], _, _, []).
'$base64_to_bytes'([C|Cs], Kind, Encoding, Bytes) :-
    '$base64_code_bytes'(Kind, C, Encoding, Bytes, Bytes1),
    '$base64_to_bytes'(Cs, Kind, Encoding, Bytes1).

'$base64_code_bytes'(bytes(Max), C, Encoding, [C|Bs], Bs) :-
    (   C =< Max
    ->  true
    ;   '$base64_unrepresentable'(Encoding)
    ).
'$base64_code_bytes'(utf8, C, _, Bs0, Bs) :-
    '$base64_utf8_bytes'(C, Bs0, Bs).
'$base64_code_bytes'(utf8_strict, C, _, Bs0, Bs) :-
    '$base64_utf8_bytes'(C, Bs0, Bs).
'$base64_code_bytes'(utf16(Order, Surrogates), C, Encoding, Bs0, Bs) :-
    (   C < 0x10000
    ->  '$base64_unit_bytes'(Order, C, Bs0, Bs)
    ;   Surrogates == true
    ->  Hi is 0xD800 + ((C - 0x10000) >> 10),
        Lo is 0xDC00 + ((C - 0x10000) /\ 0x3FF),
        '$base64_unit_bytes'(Order, Hi, Bs0, Bs1),
        '$base64_unit_bytes'(Order, Lo, Bs1, Bs)
    ;   '$base64_unrepresentable'(Encoding)
    ).

'$base64_unit_bytes'(be, U, [H, L|Bs], Bs) :-
    H is U >> 8,
    L is U /\ 255.
'$base64_unit_bytes'(le, U, [L, H|Bs], Bs) :-
    H is U >> 8,
    L is U /\ 255.

'$base64_utf8_bytes'(C, Bs0, Bs) :-
    (   C < 0x80
    ->  Bs0 = [C|Bs]
    ;   C < 0x800
    ->  B1 is 0xC0 \/ (C >> 6),
        B2 is 0x80 \/ (C /\ 0x3F),
        Bs0 = [B1, B2|Bs]
    ;   C < 0x10000
    ->  B1 is 0xE0 \/ (C >> 12),
        B2 is 0x80 \/ ((C >> 6) /\ 0x3F),
        B3 is 0x80 \/ (C /\ 0x3F),
        Bs0 = [B1, B2, B3|Bs]
    ;   B1 is 0xF0 \/ (C >> 18),
        B2 is 0x80 \/ ((C >> 12) /\ 0x3F),
        B3 is 0x80 \/ ((C >> 6) /\ 0x3F),
        B4 is 0x80 \/ (C /\ 0x3F),
        Bs0 = [B1, B2, B3, B4|Bs]
    ).

'$base64_from_bytes'(bytes(Max), Bytes, Encoding, Bytes) :-
    (   Max >= 255
    ->  true
    ;   '$base64_max_list'(Bytes, Max)
    ->  true
    ;   '$base64_unrepresentable'(Encoding)
    ).
'$base64_from_bytes'(utf8, Bytes, _, Codes) :-
    '$base64_utf8_codes'(Bytes, lenient, Codes).
'$base64_from_bytes'(utf8_strict, Bytes, _, Codes) :-
    '$base64_utf8_codes'(Bytes, strict, Codes).
'$base64_from_bytes'(utf16(Order, _), Bytes, _, Codes) :-
    '$base64_utf16_codes'(Bytes, Order, Codes).

'$base64_max_list'([], _).
'$base64_max_list'([B|Bs], Max) :-
    B =< Max,
    '$base64_max_list'(Bs, Max).

%   '$base64_utf8_codes'(+Bytes, +Mode, -Codes): UTF-8 decoding.  Lenient:
%   a lead byte with its continuation bytes gives their value (overlong
%   forms too), any other byte stands for itself.  Strict: only shortest
%   forms of code points, else a syntax error.
'$base64_utf8_codes'([], _, []).
'$base64_utf8_codes'([B|Bs], Mode, [C|Cs]) :-
    (   B < 0x80
    ->  C = B,
        Rest = Bs
    ;   '$base64_utf8_lead'(B, N, Bits),
        '$base64_utf8_more'(N, Bs, Bits, C0, Rest0),
        (   Mode == lenient
        ->  true
        ;   '$base64_utf8_shortest'(N, C0)
        )
    ->  C = C0,
        Rest = Rest0
    ;   Mode == lenient
    ->  C = B,
        Rest = Bs
    ;   throw(error(syntax_error(illegal_multibyte_sequence), _))
    ),
    '$base64_utf8_codes'(Rest, Mode, Cs).

%   '$base64_utf8_lead'(+Byte, -More, -Bits): a lead byte followed by More
%   continuation bytes, its own value bits Bits.
'$base64_utf8_lead'(B, N, Bits) :-
    (   B >= 0xC0, B =< 0xDF
    ->  N = 1, Bits is B /\ 0x1F
    ;   B >= 0xE0, B =< 0xEF
    ->  N = 2, Bits is B /\ 0x0F
    ;   B >= 0xF0, B =< 0xF7
    ->  N = 3, Bits is B /\ 0x07
    ;   B >= 0xF8, B =< 0xFB
    ->  N = 4, Bits is B /\ 0x03
    ;   B >= 0xFC, B =< 0xFD
    ->  N = 5, Bits is B /\ 0x01
    ).

'$base64_utf8_more'(0, Bs, C, C, Bs) :- !.
'$base64_utf8_more'(N, [B|Bs], C0, C, Rest) :-
    B >= 0x80,
    B =< 0xBF,
    C1 is (C0 << 6) \/ (B /\ 0x3F),
    N1 is N - 1,
    '$base64_utf8_more'(N1, Bs, C1, C, Rest).

'$base64_utf8_shortest'(1, C) :- C >= 0x80.
'$base64_utf8_shortest'(2, C) :- C >= 0x800, \+ ( C >= 0xD800, C =< 0xDFFF ).
'$base64_utf8_shortest'(3, C) :- C >= 0x10000, C =< 0x10FFFF.

%   '$base64_utf16_codes'(+Bytes, +Order, -Codes): UTF-16 decoding; a
%   surrogate pair gives one code, an odd byte at the end is an error.
'$base64_utf16_codes'([], _, []).
'$base64_utf16_codes'([B1|Bs], Order, [C|Cs]) :-
    '$base64_utf16_unit'([B1|Bs], Order, U, Rest0),
    (   U >= 0xD800, U =< 0xDBFF,
        Rest0 = [_, _|_],
        '$base64_utf16_unit'(Rest0, Order, L, Rest1),
        L >= 0xDC00, L =< 0xDFFF
    ->  C is 0x10000 + ((U - 0xD800) << 10) + (L - 0xDC00),
        Rest = Rest1
    ;   C = U,
        Rest = Rest0
    ),
    '$base64_utf16_codes'(Rest, Order, Cs).

'$base64_utf16_unit'(Bytes, Order, U, Rest) :-
    (   Bytes = [B1, B2|Rest]
    ->  (   Order == be
        ->  U is (B1 << 8) \/ B2
        ;   U is (B2 << 8) \/ B1
        )
    ;   throw(error(syntax_error(incomplete_multibyte_sequence), _))
    ).
