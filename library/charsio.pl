/*  Kea library: charsio
    Text I/O on lists of character codes, as SWI-Prolog's library(charsio):
    despite the name, the "chars" of these predicates are character codes:
    each is a predicate of library(codesio) under its older name, or
    (atom_to_chars, number_to_chars) a conversion of a single atomic.
*/

:- module(charsio, [
    atom_to_chars/2, atom_to_chars/3, format_to_chars/3, format_to_chars/4,
    number_to_chars/2, number_to_chars/3, open_chars_stream/2,
    read_from_chars/2, read_term_from_chars/3, with_output_to_chars/2,
    with_output_to_chars/3, with_output_to_chars/4, write_to_chars/2,
    write_to_chars/3
    ]).
:- meta_predicate
    with_output_to_chars(0, -), with_output_to_chars(0, -, ?),
    with_output_to_chars(0, -, -, ?).

%   format_to_chars(+Format, +Args, -Codes): Codes is what format/2 writes.
format_to_chars(Format, Args, Codes) :-
    format_to_codes(Format, Args, Codes).

%   format_to_chars(+Format, +Args, -Codes, ?Tail): as format_to_chars/3,
%   the codes as the difference list Codes-Tail.
format_to_chars(Format, Args, Codes, Tail) :-
    format_to_codes(Format, Args, Codes, Tail).

%   write_to_chars(+Term, -Codes): Codes is what write/1 writes for Term.
write_to_chars(Term, Codes) :-
    write_to_codes(Term, Codes).

%   write_to_chars(+Term, -Codes, ?Tail): as write_to_chars/2, the codes as
%   the difference list Codes-Tail.
write_to_chars(Term, Codes, Tail) :-
    write_to_codes(Term, Codes, Tail).

%   atom_to_chars(+Atom, -Codes): the codes of Atom (atom_codes/2).
atom_to_chars(Atom, Codes) :-
    atom_codes(Atom, Codes).

%   atom_to_chars(+Atom, -Codes, ?Tail): the codes of Atom as the
%   difference list Codes-Tail.  Atom is written as by format's ~a, so it
%   may also be a number or a string.
atom_to_chars(Atom, Codes, Tail) :-
    format_to_codes('~a', [Atom], Codes, Tail).

%   number_to_chars(+Number, -Codes): the codes of Number (number_codes/2).
number_to_chars(Number, Codes) :-
    number_codes(Number, Codes).

%   number_to_chars(+Number, -Codes, ?Tail): the codes of Number as the
%   difference list Codes-Tail.
number_to_chars(Number, Codes, Tail) :-
    must_be(number, Number),
    format_to_codes('~w', [Number], Codes, Tail).

%   read_from_chars(+Text, -Term): read_from_codes/2.
read_from_chars(Text, Term) :-
    read_from_codes(Text, Term).

%   read_term_from_chars(+Text, -Term, +Options): read_term_from_codes/3.
read_term_from_chars(Text, Term, Options) :-
    read_term_from_codes(Text, Term, Options).

%   open_chars_stream(+Text, -Stream): open_codes_stream/2.
open_chars_stream(Text, Stream) :-
    open_codes_stream(Text, Stream).

%   with_output_to_chars(:Goal, -Codes): with_output_to_codes/2.
with_output_to_chars(Goal, Codes) :-
    with_output_to_codes(Goal, Codes).

%   with_output_to_chars(:Goal, -Codes, ?Tail): with_output_to_codes/3.
with_output_to_chars(Goal, Codes, Tail) :-
    with_output_to_codes(Goal, Codes, Tail).

%   with_output_to_chars(:Goal, -Stream, -Codes, ?Tail):
%   with_output_to_codes/4.
with_output_to_chars(Goal, Stream, Codes, Tail) :-
    with_output_to_codes(Goal, Stream, Codes, Tail).
