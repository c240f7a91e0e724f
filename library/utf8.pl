/*  Kea library: utf8
    UTF-8 on code lists, as SWI-Prolog's library(utf8): utf8_codes//1
    relates a list of character codes to the list of bytes that encodes
    it in UTF-8, both ways.

    Direction.  Each character is decoded when the next element of the
    byte list is bound, and encoded (the bytes appended to the list) when
    it is not and the character is.  The list of characters is taken as
    long as it goes: the grammar stops, leaving the rest of the bytes,
    at the first byte that does not start a well-formed sequence (or at
    the end of the characters when encoding), so phrase/2 fails on a
    malformed byte list while phrase/3 returns the rest.  Once a byte or
    a character is taken there is no backtracking into shorter lists.

    Decoding is lenient, as SWI-Prolog's is: a lead byte is read by its
    high bits alone (110xxxxx two bytes, 1110xxxx three, 11110xxx four,
    111110xx five, 1111110x six), continuation bytes must be 10xxxxxx, and
    overlong forms and surrogates are not refused.  A byte below 0x80
    (even a negative number) stands for itself.  Encoding writes one to
    six bytes; a code of 0x80000000 or more cannot be encoded and ends
    the list there.  Private helpers are prefixed '$utf8_'.
*/

:- module(utf8, [
    utf8_codes//1
    ]).

%   utf8_codes(?Codes)//: Codes are the characters of the UTF-8 bytes of
%   the list.  The first clause applies when one more character can be
%   decoded or encoded; otherwise Codes is [] and nothing is consumed
%   (unifying Codes with [] only then is what lets phrase/3 leave the
%   bytes it cannot read).
utf8_codes(Codes, S0, S) :-
    (   Codes = [C|Cs],
        '$utf8_code'(C, S0, S1)
    ->  utf8_codes(Cs, S1, S)
    ;   Codes = [],
        S = S0
    ).

%   '$utf8_code'(?Code, ?Bytes0, ?Bytes): one character.  Bytes0's first
%   element being bound decides for decoding, even when that fails.
'$utf8_code'(C, S0, S) :-
    (   nonvar(S0),
        S0 = [B0|S1],
        nonvar(B0)
    ->  '$utf8_decode'(B0, C, S1, S)
    ;   nonvar(C)
    ->  '$utf8_encode'(C, S0, S)
    ).

%   '$utf8_decode'(+Lead, -Code, +Bytes0, -Bytes): Lead's high bits give
%   the number of continuation bytes and the bits of the lead it keeps.
'$utf8_decode'(B0, C, S0, S) :-
    (   B0 < 0x80
    ->  C = B0,
        S = S0
    ;   '$utf8_lead'(B0, N, Bits)
    ->  '$utf8_cont'(N, Bits, C, S0, S)
    ).

'$utf8_lead'(B0, 1, Bits) :- B0 /\ 0xe0 =:= 0xc0, !, Bits is B0 /\ 0x1f.
'$utf8_lead'(B0, 2, Bits) :- B0 /\ 0xf0 =:= 0xe0, !, Bits is B0 /\ 0x0f.
'$utf8_lead'(B0, 3, Bits) :- B0 /\ 0xf8 =:= 0xf0, !, Bits is B0 /\ 0x07.
'$utf8_lead'(B0, 4, Bits) :- B0 /\ 0xfc =:= 0xf8, !, Bits is B0 /\ 0x03.
'$utf8_lead'(B0, 5, Bits) :- B0 /\ 0xfe =:= 0xfc, Bits is B0 /\ 0x01.

%   '$utf8_cont'(+N, +Acc, -Code, +Bytes0, -Bytes): N continuation bytes,
%   each adding six bits below Acc.
'$utf8_cont'(0, Acc, C, S0, S) :-
    !,
    C = Acc,
    S = S0.
'$utf8_cont'(N, Acc0, C, [B|S0], S) :-
    B /\ 0xc0 =:= 0x80,
    Acc is (Acc0 << 6) \/ (B /\ 0x3f),
    N1 is N - 1,
    '$utf8_cont'(N1, Acc, C, S0, S).

%   '$utf8_encode'(+Code, -Bytes0, ?Bytes): the bytes of Code in front of
%   Bytes; fails for a code that needs more than 31 bits.
'$utf8_encode'(C, S0, S) :-
    (   C < 0x80
    ->  S0 = [C|S]
    ;   '$utf8_length'(C, N, Lead)
    ->  Shift is 6 * N,
        B0 is Lead \/ (C >> Shift),
        S0 = [B0|S1],
        '$utf8_encode_cont'(N, C, S1, S)
    ).

%   '$utf8_length'(+Code, -N, -LeadMark): N continuation bytes follow a
%   lead byte whose high bits are LeadMark.
'$utf8_length'(C, 1, 0xc0) :- C < 0x800, !.
'$utf8_length'(C, 2, 0xe0) :- C < 0x10000, !.
'$utf8_length'(C, 3, 0xf0) :- C < 0x200000, !.
'$utf8_length'(C, 4, 0xf8) :- C < 0x4000000, !.
'$utf8_length'(C, 5, 0xfc) :- C < 0x80000000.

'$utf8_encode_cont'(0, _, S0, S) :-
    !,
    S0 = S.
'$utf8_encode_cont'(N, C, [B|S0], S) :-
    N1 is N - 1,
    B is 0x80 \/ ((C >> (6 * N1)) /\ 0x3f),
    '$utf8_encode_cont'(N1, C, S0, S).
