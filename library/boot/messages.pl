/*  Kea boot library: messages, as SWI-Prolog prints them: print_message/2
    and print_message_lines/3.

    A message term becomes lines: format(Format, Args) is one line; a
    term the program's grammar rules prolog:message//1 (multifile, as in
    SWI-Prolog) turn into lines gets those; other terms get Kea's words ('$message_text'/2, engine/builtins/control.cpp:
    error terms as the top-level says them, anything else "Unknown
    message"). When the user defines message_hook(Term, Kind, Lines) and it
    succeeds, the message is the hook's to print; otherwise errors and
    warnings go to user_error behind "ERROR: " and "Warning: ",
    informational messages behind "% " and banners plain unless the flag
    verbose is silent (kea -q), and silent and debug messages not at all.
    Private helpers are prefixed '$message_'.
*/

%   print_message(+Kind, +Message)
print_message(Kind, Message) :-
    (   ( var(Kind) ; var(Message) )
    ->  throw(error(instantiation_error, context(print_message/2, _)))
    ;   true
    ),
    '$message_lines'(Message, Lines),
    (   current_predicate(message_hook/3),
        catch(message_hook(Message, Kind, Lines), _, fail)
    ->  true
    ;   '$message_quiet'(Kind)
    ->  true
    ;   flush_output(user_output),      % what was written comes first
        (   '$message_location'(Kind, Where)
        ->  '$message_kind_prefix'(Kind, Prefix),
            format(user_error, '~w~w:~n', [Prefix, Where]),
            atom_concat(Prefix, '   ', Indented),
            print_message_lines(user_error, Indented, Lines)
        ;   print_message_lines(user_error, kind(Kind), Lines)
        )
    ).

% While a file loads, an error or warning says where, File:Line of the
% clause or directive being loaded, on a line of its own, and its lines
% are indented under it, as SWI-Prolog prints them.
'$message_location'(Kind, File:Line) :-
    ( Kind == error ; Kind == warning ),
    '$load_context'(Facts),
    '$boot_member'(file(File), Facts),
    '$boot_member'(line(Line), Facts).

'$message_quiet'(silent).
'$message_quiet'(informational) :-
    current_prolog_flag(verbose, silent).
'$message_quiet'(banner) :-
    current_prolog_flag(verbose, silent).
'$message_quiet'(debug(_)).

'$message_lines'(Message, Lines) :-
    (   Message = format(Format, Args)
    ->  Lines = [Format-Args]
    ;   current_predicate(prolog:message/3),
        catch(phrase(prolog:message(Message), Lines0), _, fail)
    ->  Lines = Lines0
    ;   '$message_text'(Message, Text),
        split_string(Text, "\n", "", Parts),
        '$message_text_lines'(Parts, Lines)
    ).

'$message_text_lines'([], []).
'$message_text_lines'([P|Ps], ['~w'-[P]|Lines]) :-
    (   Ps == []
    ->  Lines = []
    ;   Lines = [nl|Lines1],
        '$message_text_lines'(Ps, Lines1)
    ).

%   print_message_lines(+Stream, +Prefix, +Lines): Lines on Stream, each
%   line behind Prefix, and a newline after the last. Prefix is text,
%   Format-Args, or kind(Kind) for the prefix of Kind's messages. An
%   element of Lines is Format-Args, a format with no arguments, nl (a new
%   line), flush, ansi(Attributes, Format, Args) (written plain),
%   url(File:Line:Column), url(File:Line) or url(File), begin(_, _) and
%   end(_) (nothing); at_same_line first leaves out the first prefix.
print_message_lines(Stream, Prefix0, Lines) :-
    '$message_prefix'(Prefix0, Prefix),
    '$must_be_proper_list'(Lines, print_message_lines/3),
    (   Lines = [at_same_line|Lines1]
    ->  true
    ;   Lines1 = Lines,
        format(Stream, '~w', [Prefix])
    ),
    '$message_elements'(Lines1, Stream, Prefix).

'$message_prefix'(Prefix0, Prefix) :-
    (   var(Prefix0)
    ->  throw(error(instantiation_error, context(print_message_lines/3, _)))
    ;   Prefix0 = kind(Kind)
    ->  '$message_kind_prefix'(Kind, Prefix)
    ;   Prefix0 = Format-Args
    ->  format(string(Prefix), Format, Args)
    ;   Prefix = Prefix0
    ).

'$message_kind_prefix'(Kind, Prefix) :-
    (   Kind == error
    ->  Prefix = 'ERROR: '
    ;   Kind == warning
    ->  Prefix = 'Warning: '
    ;   ( Kind == informational ; Kind == silent ; Kind = debug(_) )
    ->  Prefix = '% '
    ;   Prefix = ''
    ).

% A newline ends the lines, unless the last element was one; a prefix
% follows a newline only when more comes.
'$message_elements'([], Stream, _) :-
    nl(Stream).
'$message_elements'([E|Es], Stream, Prefix) :-
    (   E == nl
    ->  nl(Stream),
        (   Es == []
        ->  true
        ;   format(Stream, '~w', [Prefix]),
            '$message_elements'(Es, Stream, Prefix)
        )
    ;   '$message_element'(E, Stream),
        '$message_elements'(Es, Stream, Prefix)
    ).

'$message_element'(E, Stream) :-
    (   var(E)
    ->  throw(error(instantiation_error, context(print_message_lines/3, _)))
    ;   E == flush
    ->  flush_output(Stream)
    ;   E == at_same_line
    ->  true
    ;   E = Format-Args
    ->  format(Stream, Format, Args)
    ;   E = ansi(_, Format, Args)
    ->  format(Stream, Format, Args)
    ;   E = url(Location)
    ->  '$message_url'(Location, Stream)
    ;   ( E = begin(_, _) ; E = end(_) )
    ->  true
    ;   format(Stream, E, [])
    ).

'$message_url'(Location, Stream) :-
    (   Location = File:Line:Column
    ->  format(Stream, '~w:~w:~w', [File, Line, Column])
    ;   Location = File:Line
    ->  format(Stream, '~w:~w', [File, Line])
    ;   format(Stream, '~w', [Location])
    ).
