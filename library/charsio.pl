/*  Kea library: charsio
    Text I/O on lists of character codes, as SWI-Prolog's library(charsio):
    despite the name, the "chars" of these predicates are character codes.
    Output goes through with_output_to/2 and format/3 with a codes(Codes)
    or codes(Codes, Tail) sink; input text (codes, chars, a string, an atom
    or a number) is parsed with read_term_from_atom/3 and needs no final
    full stop.  Private helpers are prefixed '$charsio_'.
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
    format(codes(Codes), Format, Args).

%   format_to_chars(+Format, +Args, -Codes, ?Tail): as format_to_chars/3,
%   the codes as the difference list Codes-Tail.
format_to_chars(Format, Args, Codes, Tail) :-
    format(codes(Codes, Tail), Format, Args).

%   write_to_chars(+Term, -Codes): Codes is what write/1 writes for Term.
write_to_chars(Term, Codes) :-
    with_output_to(codes(Codes), write(Term)).

%   write_to_chars(+Term, -Codes, ?Tail): as write_to_chars/2, the codes as
%   the difference list Codes-Tail.
write_to_chars(Term, Codes, Tail) :-
    with_output_to(codes(Codes, Tail), write(Term)).

%   atom_to_chars(+Atom, -Codes): the codes of Atom (atom_codes/2).
atom_to_chars(Atom, Codes) :-
    atom_codes(Atom, Codes).

%   atom_to_chars(+Atom, -Codes, ?Tail): the codes of Atom as the
%   difference list Codes-Tail.  Atom is written as by format's ~a, so it
%   may also be a number or a string.
atom_to_chars(Atom, Codes, Tail) :-
    format(codes(Codes, Tail), '~a', [Atom]).

%   number_to_chars(+Number, -Codes): the codes of Number (number_codes/2).
number_to_chars(Number, Codes) :-
    number_codes(Number, Codes).

%   number_to_chars(+Number, -Codes, ?Tail): the codes of Number as the
%   difference list Codes-Tail.
number_to_chars(Number, Codes, Tail) :-
    must_be(number, Number),
    format(codes(Codes, Tail), '~w', [Number]).

%   read_from_chars(+Text, -Term): Term is read from Text (codes, chars, a
%   string, an atom or a number); the final full stop may be left out, and
%   text of layout and comments only gives end_of_file.
read_from_chars(Text, Term) :-
    '$charsio_read'(Text, Term, []).

%   read_term_from_chars(+Text, -Term, +Options): as read_from_chars/2,
%   with the options of read_term/2 (variable_names(V), ...).
read_term_from_chars(Text, Term, Options) :-
    '$charsio_read'(Text, Term, Options).

%   open_chars_stream(+Text, -Stream): Stream is an input stream reading
%   Text (codes, chars, a string or an atom).
open_chars_stream(Text, Stream) :-
    open_string(Text, Stream).

%   with_output_to_chars(:Goal, -Codes): runs Goal as once/1; Codes is what
%   it wrote to current_output.  Fails if Goal fails.
with_output_to_chars(Goal, Codes) :-
    with_output_to(codes(Codes), Goal).

%   with_output_to_chars(:Goal, -Codes, ?Tail): as with_output_to_chars/2,
%   the codes as the difference list Codes-Tail.
with_output_to_chars(Goal, Codes, Tail) :-
    with_output_to(codes(Codes, Tail), Goal).

%   with_output_to_chars(:Goal, -Stream, -Codes, ?Tail): as
%   with_output_to_chars/3; Stream is the temporary output stream that
%   Goal writes to (it is also current_output), closed afterwards.
with_output_to_chars(Goal, Stream, Codes, Tail) :-
    with_output_to(codes(Codes, Tail), (current_output(Stream), Goal)).

%   '$charsio_read'(+Text, -Term, +Options): Text is first made a string,
%   so that a code or char list (the empty list included) is read as text;
%   text of layout and comments only is end_of_file.
'$charsio_read'(Text, Term, Options) :-
    '$charsio_text_string'(Text, String),
    read_term_from_atom(String, Term, Options).

%   '$charsio_text_string'(+Text, -String): Text as a string.  Lists are
%   code or char lists; a partial list is an instantiation error.
'$charsio_text_string'(Text, String) :-
    (   var(Text)
    ->  throw(error(instantiation_error, _))
    ;   string(Text)
    ->  String = Text
    ;   ( Text == [] ; Text = [_|_] )
    ->  '$charsio_list_kind'(Text, Text, Kind),
        (   Kind == codes
        ->  string_codes(String, Text)
        ;   string_chars(String, Text)
        )
    ;   atomic(Text)
    ->  atom_string(Text, String)
    ;   throw(error(type_error(text, Text), _))
    ).

%   '$charsio_list_kind'(+Rest, +List, -Kind): Kind is codes or chars
%   (codes for the empty list); anything else is an error.
'$charsio_list_kind'(Rest, List, Kind) :-
    (   var(Rest)
    ->  throw(error(instantiation_error, _))
    ;   Rest == []
    ->  ( var(Kind) -> Kind = codes ; true )
    ;   Rest = [X|Xs]
    ->  (   var(X)
        ->  throw(error(instantiation_error, _))
        ;   integer(X), X >= 0
        ->  ( Kind = codes -> true ; throw(error(type_error(text, List), _)) )
        ;   atom(X), atom_length(X, 1)
        ->  ( Kind = chars -> true ; throw(error(type_error(text, List), _)) )
        ;   throw(error(type_error(text, List), _))
        ),
        '$charsio_list_kind'(Xs, List, Kind)
    ;   throw(error(type_error(text, List), _))
    ).
