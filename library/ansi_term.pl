/*  Kea library: ansi_term
    Decorated text on ANSI terminals, as SWI-Prolog's library(ansi_term):
    ansi_format/3 writes format/2 output between an SGR escape sequence
    (ESC [ code;...;code m) made from the attributes and ESC [ 0 m, but
    only when current_output is a terminal (stream property tty(true)) and
    the flag color_term is true (the default); otherwise it writes plain
    format/2 output and does not look at the attributes.  ansi_hyperlink/2,3
    write the plain location, or on a terminal an OSC 8 link when the flag
    hyperlink_term is true (default false).  A term that is
    no attribute may be mapped to attributes by a prolog:console_color/2
    hook (Kea defines no theme).  ansi_get_color/2, which asks the
    terminal, is not provided.  Private helpers are prefixed '$ansi_term_'.
*/

:- module(ansi_term, [
    ansi_format/3, ansi_hyperlink/2, ansi_hyperlink/3
    ]).
:- multifile prolog:console_color/2.

%   ansi_format(+Attributes, +Format, +Args): format(Format, Args), in the
%   attributes if current_output is a colour terminal.  Attributes is one
%   attribute or a (nested) list of them: reset, bold, faint, italic,
%   underline, blink(slow), blink(rapid), negative, conceal, crossed_out,
%   font(primary), font(N), fraktur, underline(double), intensity(normal),
%   framed, encircled, overlined, ideogram(underline) (also
%   right_side_line), ideogram(underline(double)) (right_side_line(double)),
%   ideogram(overlined) (left_side_line), ideogram(stress_marking), the
%   switches -underline, -negative, -conceal, -crossed_out, -framed and
%   -overlined, fg(Colour), bg(Colour), hfg(Colour) and hbg(Colour) (the
%   bright ones) for a Colour black, red, green, yellow, blue, magenta,
%   cyan, white or default, fg('#RGB'), fg('#RRGGBB'), fg(R, G, B) (and
%   bg) for 24-bit colours, fg8(Spec), bg8(Spec) for 8-bit ones (a colour
%   name, h(Name) for the bright one, or 0..255).  Anything else raises
%   domain_error(sgr_code, Attribute), on a colour terminal only.
ansi_format(Attributes, Format, Args) :-
    current_output(Out),
    (   '$ansi_term_colours'(Out)
    ->  '$ansi_term_codes'(Attributes, Codes, []),
        atomic_list_concat(Codes, ';', Params),
        format('\e[~wm', [Params]),
        format(Format, Args),
        format('\e[0m', [])
    ;   format(Format, Args)
    ).

%   ansi_hyperlink(+Stream, +Location): writes Location, a File:Line:Column,
%   File:Line or anything else, to Stream: as text, or as a terminal
%   hyperlink to file://AbsFile#LLine:Column (or to Location itself when it
%   is a URL) when hyperlinks are on (see the header).
ansi_hyperlink(Stream, Location) :-
    (   Location = File:Line:Column
    ->  format(atom(Label), '~w:~w:~w', [File, Line, Column])
    ;   Location = File:Line
    ->  format(atom(Label), '~w:~w', [File, Line])
    ;   format(atom(Label), '~w', [Location])
    ),
    (   '$ansi_term_links'(Stream)
    ->  '$ansi_term_url'(Location, URL),
        '$ansi_term_link'(Stream, URL, Label)
    ;   write(Stream, Label)
    ).

%   ansi_hyperlink(+Stream, +URL, +Label): a hyperlink to URL reading Label
%   when hyperlinks are on; otherwise URL is written as text.
ansi_hyperlink(Stream, URL, Label) :-
    (   '$ansi_term_links'(Stream)
    ->  '$ansi_term_link'(Stream, URL, Label)
    ;   format(Stream, '~w', [URL])
    ).

'$ansi_term_link'(Stream, URL, Label) :-
    format(Stream, '\e]8;;~w\e\\~w\e]8;;\e\\', [URL, Label]).

'$ansi_term_url'(Location, URL) :-
    (   ( Location = File:Line:Column -> true ; Location = File:Line )
    ->  absolute_file_name(File, Abs),
        (   var(Column)
        ->  format(atom(URL), 'file://~w#L~w', [Abs, Line])
        ;   format(atom(URL), 'file://~w#L~w:~w', [Abs, Line, Column])
        )
    ;   atomic(Location),
        sub_atom(Location, _, _, _, '://')
    ->  URL = Location
    ;   absolute_file_name(Location, Abs),
        format(atom(URL), 'file://~w', [Abs])
    ).

%   '$ansi_term_colours'(+Stream): Stream is a terminal and colours are not
%   switched off.
'$ansi_term_colours'(Stream) :-
    stream_property(Stream, tty(true)),
    current_prolog_flag(color_term, true).

%   '$ansi_term_links'(+Stream): Stream is a terminal and the flag
%   hyperlink_term is true.
'$ansi_term_links'(Stream) :-
    current_prolog_flag(hyperlink_term, true),
    stream_property(Stream, tty(true)).

%   '$ansi_term_codes'(+Attributes, -Codes, ?Tail): the SGR parameters of
%   Attributes, as the difference list Codes-Tail.
'$ansi_term_codes'(Attr, Codes, Tail) :-
    (   var(Attr)
    ->  throw(error(instantiation_error, _))
    ;   Attr == []
    ->  Codes = Tail
    ;   Attr = [A|As]
    ->  '$ansi_term_codes'(A, Codes, Codes1),
        '$ansi_term_codes'(As, Codes1, Tail)
    ;   '$ansi_term_sgr'(Attr, Code)
    ->  Codes = [Code|Tail]
    ;   current_predicate(prolog:console_color/2),
        prolog:console_color(Attr, Mapped)
    ->  '$ansi_term_codes'(Mapped, Codes, Tail)
    ;   throw(error(domain_error(sgr_code, Attr), _))
    ).

%   '$ansi_term_sgr'(+Attribute, -Code): Code is an SGR parameter (a number
%   or a 38;... / 48;... sequence) for one attribute.
'$ansi_term_sgr'(Attr, Code) :-
    (   atom(Attr)
    ->  '$ansi_term_simple'(Attr, Code)
    ;   compound(Attr)
    ->  '$ansi_term_compound'(Attr, Code)
    ).

'$ansi_term_simple'(reset, 0).
'$ansi_term_simple'(bold, 1).
'$ansi_term_simple'(faint, 2).
'$ansi_term_simple'(italic, 3).
'$ansi_term_simple'(underline, 4).
'$ansi_term_simple'(negative, 7).
'$ansi_term_simple'(conceal, 8).
'$ansi_term_simple'(crossed_out, 9).
'$ansi_term_simple'(fraktur, 20).
'$ansi_term_simple'(framed, 51).
'$ansi_term_simple'(encircled, 52).
'$ansi_term_simple'(overlined, 53).
'$ansi_term_simple'(right_side_line, 60).
'$ansi_term_simple'(left_side_line, 62).

'$ansi_term_compound'(blink(slow), 5).
'$ansi_term_compound'(blink(rapid), 6).
'$ansi_term_compound'(font(primary), 10).
'$ansi_term_compound'(font(N), Code) :-
    integer(N),
    Code is 10 + N.
'$ansi_term_compound'(underline(double), 21).
'$ansi_term_compound'(intensity(normal), 22).
'$ansi_term_compound'(ideogram(underline), 60).
'$ansi_term_compound'(right_side_line(double), 61).
'$ansi_term_compound'(ideogram(underline(double)), 61).
'$ansi_term_compound'(ideogram(overlined), 62).
'$ansi_term_compound'(ideogram(stress_marking), 64).
'$ansi_term_compound'(-underline, 24).
'$ansi_term_compound'(-negative, 27).
'$ansi_term_compound'(-conceal, 28).
'$ansi_term_compound'(-crossed_out, 29).
'$ansi_term_compound'(-framed, 54).
'$ansi_term_compound'(-overlined, 55).
'$ansi_term_compound'(fg(Colour), Code) :-
    '$ansi_term_colour'(Colour, 30, 38, Code).
'$ansi_term_compound'(bg(Colour), Code) :-
    '$ansi_term_colour'(Colour, 40, 48, Code).
'$ansi_term_compound'(hfg(Colour), Code) :-
    '$ansi_term_colour_number'(Colour, N),
    Code is 90 + N.
'$ansi_term_compound'(hbg(Colour), Code) :-
    '$ansi_term_colour_number'(Colour, N),
    Code is 100 + N.
'$ansi_term_compound'(fg8(Spec), Code) :-
    '$ansi_term_colour8'(Spec, 38, Code).
'$ansi_term_compound'(bg8(Spec), Code) :-
    '$ansi_term_colour8'(Spec, 48, Code).
'$ansi_term_compound'(fg(R, G, B), Code) :-
    '$ansi_term_rgb'(R, G, B, 38, Code).
'$ansi_term_compound'(bg(R, G, B), Code) :-
    '$ansi_term_rgb'(R, G, B, 48, Code).

%   '$ansi_term_colour'(+Colour, +Base, +Direct, -Code): a named colour
%   (Base + its number) or '#RGB' / '#RRGGBB' (Direct;2;R;G;B).
'$ansi_term_colour'(Colour, Base, Direct, Code) :-
    (   '$ansi_term_colour_number'(Colour, N)
    ->  Code is Base + N
    ;   '$ansi_term_hex'(Colour, R, G, B)
    ->  '$ansi_term_rgb'(R, G, B, Direct, Code)
    ).

'$ansi_term_colour_number'(Colour, N) :-
    atom(Colour),
    '$ansi_term_colour_name'(Colour, N).

'$ansi_term_colour_name'(black, 0).
'$ansi_term_colour_name'(red, 1).
'$ansi_term_colour_name'(green, 2).
'$ansi_term_colour_name'(yellow, 3).
'$ansi_term_colour_name'(blue, 4).
'$ansi_term_colour_name'(magenta, 5).
'$ansi_term_colour_name'(cyan, 6).
'$ansi_term_colour_name'(white, 7).
'$ansi_term_colour_name'(default, 9).

%   '$ansi_term_hex'(+Colour, -R, -G, -B): Colour is an atom or string
%   '#RGB' (each digit doubled) or '#RRGGBB'.
'$ansi_term_hex'(Colour, R, G, B) :-
    ( atom(Colour) ; string(Colour) ),
    atom_codes(Colour, [0'#|Digits]),
    (   Digits = [R1, G1, B1]
    ->  '$ansi_term_hex_value'([R1, R1], R),
        '$ansi_term_hex_value'([G1, G1], G),
        '$ansi_term_hex_value'([B1, B1], B)
    ;   Digits = [R1, R2, G1, G2, B1, B2]
    ->  '$ansi_term_hex_value'([R1, R2], R),
        '$ansi_term_hex_value'([G1, G2], G),
        '$ansi_term_hex_value'([B1, B2], B)
    ).

'$ansi_term_hex_value'([H, L], V) :-
    code_type(H, xdigit(VH)),
    code_type(L, xdigit(VL)),
    V is VH * 16 + VL.

%   '$ansi_term_colour8'(+Spec, +Prefix, -Code): Prefix;5;N for a colour
%   name, h(Name) (8 + its number) or N in 0..255.
'$ansi_term_colour8'(Spec, Prefix, Code) :-
    (   integer(Spec)
    ->  Spec >= 0,
        Spec =< 255,
        N = Spec
    ;   compound(Spec),
        Spec = h(Colour)
    ->  '$ansi_term_colour_number'(Colour, N0),
        N is N0 + 8
    ;   '$ansi_term_colour_number'(Spec, N)
    ),
    format(atom(Code), '~w;5;~w', [Prefix, N]).

%   '$ansi_term_rgb'(+R, +G, +B, +Prefix, -Code): Prefix;2;R;G;B for
%   integers in 0..255.
'$ansi_term_rgb'(R, G, B, Prefix, Code) :-
    must_be(integer, R),
    must_be(integer, G),
    must_be(integer, B),
    forall(member(X, [R, G, B]), ( X >= 0, X =< 255 )),
    format(atom(Code), '~w;2;~w;~w;~w', [Prefix, R, G, B]).
