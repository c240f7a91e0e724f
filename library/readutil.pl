/*  Kea library: readutil
    Whole files as SWI-Prolog's library(readutil) reads them (the line
    readers read_line_to_string/2 and read_line_to_codes/2,3 are builtins).
    Options are accepted as SWI-Prolog accepts them; Kea reads files as
    UTF-8 text. Private helpers are prefixed '$readutil_'.
*/

:- module(readutil, [
    read_file_to_codes/3, read_file_to_string/3, read_file_to_terms/3,
    read_stream_to_codes/2, read_stream_to_codes/3
    ]).

%   read_file_to_string(+File, -String, +Options)
read_file_to_string(File, String, _Options) :-
    '$readutil_with_input'(File, S, read_string(S, _, String)).

%   read_file_to_codes(+File, -Codes, +Options)
read_file_to_codes(File, Codes, _Options) :-
    '$readutil_with_input'(File, S, (read_string(S, _, String), string_codes(String, Codes))).

%   read_file_to_terms(+File, -Terms, +Options)
read_file_to_terms(File, Terms, _Options) :-
    '$readutil_with_input'(File, S, '$readutil_terms'(S, Terms)).

'$readutil_terms'(S, Terms) :-
    read_term(S, T, []),
    (   T == end_of_file
    ->  Terms = []
    ;   Terms = [T|Ts],
        '$readutil_terms'(S, Ts)
    ).

% Runs Goal once on File opened for reading as S, closing it however Goal
% ends (success, failure or an exception).
'$readutil_with_input'(File, S, Goal) :-
    open(File, read, S),
    (   catch(Goal, E, true)
    ->  Succeeded = true
    ;   Succeeded = false
    ),
    close(S),
    (   nonvar(E)
    ->  throw(E)
    ;   Succeeded == true
    ).

%   read_stream_to_codes(+Stream, -Codes)
%   read_stream_to_codes(+Stream, -Codes, ?Tail): the rest of Stream.
read_stream_to_codes(Stream, Codes) :-
    read_stream_to_codes(Stream, Codes, []).
read_stream_to_codes(Stream, Codes, Tail) :-
    read_string(Stream, _, String),
    string_codes(String, Codes0),
    '$control_append'(Codes0, Tail, Codes).
