/*  Kea library: codesio
    Text I/O on lists of character codes, as SWI-Prolog's library(codesio).
    Output goes through with_output_to/2 and format/3 with a codes(Codes)
    or codes(Codes, Tail) sink; input text (codes, chars, a string, an atom
    or a number) is parsed with read_term_from_atom/3 and needs no final
    full stop.  Private helpers are prefixed '$codesio_'.
*/

:- module(codesio, [
    format_to_codes/3, format_to_codes/4, open_codes_stream/2,
    read_from_codes/2, read_term_from_codes/3, with_output_to_codes/2,
    with_output_to_codes/3, with_output_to_codes/4, write_term_to_codes/3,
    write_term_to_codes/4, write_to_codes/2, write_to_codes/3
    ]).
:- meta_predicate
    with_output_to_codes(0, -), with_output_to_codes(0, -, ?),
    with_output_to_codes(0, -, -, ?).

%   format_to_codes(+Format, +Args, -Codes): Codes is what format/2 writes.
format_to_codes(Format, Args, Codes) :-
    format(codes(Codes), Format, Args).

%   format_to_codes(+Format, +Args, -Codes, ?Tail): as format_to_codes/3,
%   the codes as the difference list Codes-Tail.
format_to_codes(Format, Args, Codes, Tail) :-
    format(codes(Codes, Tail), Format, Args).

%   write_to_codes(+Term, -Codes): Codes is what write/1 writes for Term.
write_to_codes(Term, Codes) :-
    with_output_to(codes(Codes), write(Term)).

%   write_to_codes(+Term, -Codes, ?Tail): as write_to_codes/2, the codes as
%   the difference list Codes-Tail.
write_to_codes(Term, Codes, Tail) :-
    with_output_to(codes(Codes, Tail), write(Term)).

%   write_term_to_codes(+Term, -Codes, +Options): Codes is what
%   write_term/2 writes for Term with Options.
write_term_to_codes(Term, Codes, Options) :-
    with_output_to(codes(Codes), write_term(Term, Options)).

%   write_term_to_codes(+Term, -Codes, ?Tail, +Options): as
%   write_term_to_codes/3, the codes as the difference list Codes-Tail.
write_term_to_codes(Term, Codes, Tail, Options) :-
    with_output_to(codes(Codes, Tail), write_term(Term, Options)).

%   read_from_codes(+Text, -Term): Term is read from Text (codes, chars, a
%   string, an atom or a number); the final full stop may be left out, and
%   text of layout and comments only gives end_of_file.
read_from_codes(Text, Term) :-
    '$codesio_read'(Text, Term, []).

%   read_term_from_codes(+Text, -Term, +Options): as read_from_codes/2,
%   with the options of read_term/2 (variable_names(V), ...).
read_term_from_codes(Text, Term, Options) :-
    '$codesio_read'(Text, Term, Options).

%   open_codes_stream(+Text, -Stream): Stream is an input stream reading
%   Text (codes, chars, a string or an atom).
open_codes_stream(Text, Stream) :-
    open_string(Text, Stream).

%   with_output_to_codes(:Goal, -Codes): runs Goal as once/1; Codes is what
%   it wrote to current_output.  Fails if Goal fails.
with_output_to_codes(Goal, Codes) :-
    with_output_to(codes(Codes), Goal).

%   with_output_to_codes(:Goal, -Codes, ?Tail): as with_output_to_codes/2,
%   the codes as the difference list Codes-Tail.
with_output_to_codes(Goal, Codes, Tail) :-
    with_output_to(codes(Codes, Tail), Goal).

%   with_output_to_codes(:Goal, -Stream, -Codes, ?Tail): as
%   with_output_to_codes/3; Stream is the temporary output stream that
%   Goal writes to (it is also current_output), closed afterwards.
with_output_to_codes(Goal, Stream, Codes, Tail) :-
    with_output_to(codes(Codes, Tail), (current_output(Stream), Goal)).

%   '$codesio_read'(+Text, -Term, +Options): Text is first made a string,
%   so that a code or char list (the empty list included) is read as text;
%   text of layout and comments only is end_of_file.
'$codesio_read'(Text, Term, Options) :-
    '$codesio_text_string'(Text, String),
    read_term_from_atom(String, Term, Options).

%   '$codesio_text_string'(+Text, -String): Text as a string.  Lists are
%   code or char lists; a partial list is an instantiation error.
'$codesio_text_string'(Text, String) :-
    (   var(Text)
    ->  throw(error(instantiation_error, _))
    ;   string(Text)
    ->  String = Text
    ;   ( Text == [] ; Text = [_|_] )
    ->  '$codesio_list_kind'(Text, Text, Kind),
        (   Kind == codes
        ->  string_codes(String, Text)
        ;   string_chars(String, Text)
        )
    ;   atomic(Text)
    ->  atom_string(Text, String)
    ;   throw(error(type_error(text, Text), _))
    ).

%   '$codesio_list_kind'(+Rest, +List, -Kind): Kind is codes or chars
%   (codes for the empty list); anything else is an error.
'$codesio_list_kind'(Rest, List, Kind) :-
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
        '$codesio_list_kind'(Xs, List, Kind)
    ;   throw(error(type_error(text, List), _))
    ).
