/*  Kea library: strings
    Multi-line text as SWI-Prolog's library(strings) handles it: a text
    (string, atom, number or code/char list) is a sequence of lines
    separated by \n, and the results are strings.  Quasi-quotations
    ({|string(X)||...|}) are not provided: Kea has none.

    Lines.  Every predicate first cuts its text at each \n with
    split_string/4, so a text of N newlines gives N+1 segments, the last
    being what follows the final newline ("" when the text ends with one,
    or is empty).  string_lines/2 drops that last segment when it is
    empty; dedent_lines/3 keeps it and joins the segments back with \n;
    indent_lines/3,4 keep it but never indent it when it is empty (it is
    not a line).  Texts are built back with atomics_to_string/2,3, whose
    errors (instantiation_error, type_error(text, T)) are the ones seen.

    Dedenting.  The indentation of a line is its longest leading run of
    the characters of chars(Cs) (default space and tab); a line that is
    all indentation is blank and does not count in the shared amount.
    Without a tab(N) option (or when N is not a positive integer) the
    shared indentation is the longest common prefix of the non-blank
    lines' indentations, taken literally: it is removed from every line
    that starts with it, and a blank line that does not start with it
    becomes empty.  With tab(N) a tab advances to the next multiple of N
    columns and the shared amount is the least indentation width of the
    non-blank lines; that many columns are removed from every line, a
    tab straddling the boundary leaving the spaces of its part beyond
    it.  When all lines are blank,
    all of their indentation goes.  Options are read with option/3 (the
    first of a name counts).

    Indenting.  indent_lines/4 puts Prefix before each line for which
    call(Filter, Line) succeeds (once; Line is a string); indent_lines/3
    uses a filter that refuses lines made only of spaces and tabs.

    Interpolation.  interpolate_string/4 reads its template as codes in
    two passes.  The scan turns it into a list of pieces: text(Codes),
    var(Name), var(Name, Default) and goal(Goal), where {Name} and
    {Name,Default} need a Prolog variable name directly after the brace
    and the default runs to the first }; {@Text} (to the first }) becomes
    goal(G), G read from Text by term_string/2 (syntax errors propagate),
    only when option goals(true) is present (checked with option/2 at
    each {@...}: Options is not looked at otherwise); in every other
    case the { is kept as text and the scan resumes after it.  The
    expansion then makes one string of each piece: a variable's Value
    (the first Name = Value in Map, memberchk/2) is printed as format/3's
    "~w" with Value as its argument list, a missing one raises
    existence_error(template_var, Name) unless there is a default, and a
    goal's output is captured with format/3's ~@ in the caller's module
    (a failing goal makes the call fail).  Private helpers are prefixed
    '$str_'.
*/

:- module(strings, [
    dedent_lines/3, indent_lines/3, indent_lines/4, interpolate_string/4,
    string_lines/2
    ]).
:- use_module(library(option)).
:- use_module(library(error)).
:- meta_predicate
    indent_lines(1, +, +, -),
    interpolate_string(:, -, +, +).

%   string_lines(?String, ?Lines): String is the lines of Lines, each
%   ended by a newline.  When String is bound it is split (a final
%   newline does not start another line); else Lines must be a list of
%   texts.
string_lines(String, Lines) :-
    (   nonvar(String)
    ->  split_string(String, "\n", "", Segments),
        '$str_drop_empty_last'(Segments, Lines0),
        Lines = Lines0
    ;   must_be(list, Lines),
        (   Lines == []
        ->  String = ""
        ;   atomics_to_string(Lines, "\n", Body),
            string_concat(Body, "\n", String)
        )
    ).

'$str_drop_empty_last'([S|Ss], Lines) :-
    (   Ss == []
    ->  (   S == ""
        ->  Lines = []
        ;   Lines = [S]
        )
    ;   Lines = [S|Lines1],
        '$str_drop_empty_last'(Ss, Lines1)
    ).

%   dedent_lines(+In, -Out, +Options): Out is In without the indentation
%   its non-blank lines share.  Options: tab(N), chars(Chars).
dedent_lines(In, Out, Options) :-
    option(tab(Tab), Options, 0),
    option(chars(Chars), Options, " \t"),
    '$str_char_codes'(Chars, Set),
    split_string(In, "\n", "", Lines),
    '$str_line_codes'(Lines, Set, Parsed),
    (   integer(Tab),
        Tab > 0
    ->  '$str_min_width'(Parsed, Tab, none, Min),
        '$str_dedent_columns'(Parsed, Tab, Min, Out1)
    ;   '$str_common_prefix'(Parsed, none, Prefix),
        '$str_dedent_prefix'(Parsed, Prefix, Out1)
    ),
    atomics_to_string(Out1, "\n", Out).

%   '$str_char_codes'(+Chars, -Codes): the codes of a chars(Chars) value,
%   a string or a list of codes or chars.
'$str_char_codes'(Chars, Codes) :-
    (   string(Chars)
    ->  string_codes(Chars, Codes)
    ;   string_codes(S, Chars),
        string_codes(S, Codes)
    ).

%   Each line becomes line(Indent, Rest, Blank): Indent the codes of its
%   leading run of Set, Rest the codes after it, Blank true when Rest is
%   empty.
'$str_line_codes'([], _, []).
'$str_line_codes'([L|Ls], Set, [line(Ind, Rest, Blank)|Ps]) :-
    string_codes(L, Cs),
    '$str_split_indent'(Cs, Set, Ind, Rest),
    (   Rest == []
    ->  Blank = true
    ;   Blank = false
    ),
    '$str_line_codes'(Ls, Set, Ps).

'$str_split_indent'([], _, [], []).
'$str_split_indent'([C|Cs], Set, Ind, Rest) :-
    (   memberchk(C, Set)
    ->  Ind = [C|Ind1],
        '$str_split_indent'(Cs, Set, Ind1, Rest)
    ;   Ind = [],
        Rest = [C|Cs]
    ).

%   Literal mode: the longest common prefix of the non-blank indents
%   (none when there is no non-blank line).
'$str_common_prefix'([], P, P).
'$str_common_prefix'([line(Ind, _, Blank)|Ls], P0, P) :-
    (   Blank == true
    ->  P1 = P0
    ;   P0 == none
    ->  P1 = Ind
    ;   '$str_prefix_of_both'(P0, Ind, P1)
    ),
    '$str_common_prefix'(Ls, P1, P).

'$str_prefix_of_both'([A|As], [B|Bs], P) :-
    A == B,
    !,
    P = [A|P1],
    '$str_prefix_of_both'(As, Bs, P1).
'$str_prefix_of_both'(_, _, []).

'$str_dedent_prefix'([], _, []).
'$str_dedent_prefix'([line(Ind, Rest, _)|Ls], Prefix, [S|Ss]) :-
    (   Prefix \== none,
        append(Prefix, IndRest, Ind)
    ->  append(IndRest, Rest, Cs)
    ;   Cs = []                     % a blank line not sharing the prefix
    ),
    string_codes(S, Cs),
    '$str_dedent_prefix'(Ls, Prefix, Ss).

%   Column mode: the least width of the non-blank indents (none when
%   there is no non-blank line).
'$str_min_width'([], _, M, M).
'$str_min_width'([line(Ind, _, Blank)|Ls], Tab, M0, M) :-
    (   Blank == true
    ->  M1 = M0
    ;   '$str_width'(Ind, Tab, 0, W),
        (   M0 == none
        ->  M1 = W
        ;   M1 is min(M0, W)
        )
    ),
    '$str_min_width'(Ls, Tab, M1, M).

'$str_width'([], _, W, W).
'$str_width'([C|Cs], Tab, W0, W) :-
    '$str_advance'(C, Tab, W0, W1),
    '$str_width'(Cs, Tab, W1, W).

'$str_advance'(0'\t, Tab, W0, W) :-
    !,
    W is (W0 // Tab + 1) * Tab.
'$str_advance'(_, _, W0, W) :-
    W is W0 + 1.

'$str_dedent_columns'([], _, _, []).
'$str_dedent_columns'([line(Ind, Rest, _)|Ls], Tab, Min, [S|Ss]) :-
    (   Min == none
    ->  Cs = []                     % only blank lines
    ;   '$str_drop_columns'(Ind, Tab, 0, Min, Kept),
        append(Kept, Rest, Cs)
    ),
    string_codes(S, Cs),
    '$str_dedent_columns'(Ls, Tab, Min, Ss).

%   '$str_drop_columns'(+Ind, +Tab, +Col, +Min, -Kept): Kept is what stays
%   of Ind (starting at column Col) once the columns before Min are gone.
'$str_drop_columns'([], _, _, _, []).
'$str_drop_columns'([C|Cs], Tab, Col, Min, Kept) :-
    (   Col >= Min
    ->  Kept = [C|Cs]
    ;   '$str_advance'(C, Tab, Col, Col1),
        (   Col1 > Min
        ->  N is Col1 - Min,
            length(Spaces, N),
            '$str_fill'(Spaces, 0'\s),
            append(Spaces, Cs, Kept)
        ;   '$str_drop_columns'(Cs, Tab, Col1, Min, Kept)
        )
    ).

'$str_fill'([], _).
'$str_fill'([X|Xs], X) :-
    '$str_fill'(Xs, X).

%   indent_lines(+Prefix, +In, -Out): Prefix before each line of In that
%   holds more than spaces and tabs.
indent_lines(Prefix, In, Out) :-
    '$str_indent'(blank, Prefix, In, Out).

%   indent_lines(:Filter, +Prefix, +In, -Out): Prefix before each line of
%   In for which call(Filter, Line) succeeds.
indent_lines(Filter, Prefix, In, Out) :-
    '$str_indent'(filter(Filter), Prefix, In, Out).

'$str_indent'(Test, Prefix, In, Out) :-
    split_string(In, "\n", "", Segments),
    '$str_indent_segments'(Segments, Test, Prefix, Segments1),
    atomics_to_string(Segments1, "\n", Out).

'$str_indent_segments'([S|Ss], Test, Prefix, [S1|Ss1]) :-
    (   Ss == [],
        S == ""                     % after the final newline: no line
    ->  S1 = S,
        Ss1 = []
    ;   (   '$str_wanted'(Test, S)
        ->  atomics_to_string([Prefix, S], S1)
        ;   S1 = S
        ),
        (   Ss == []
        ->  Ss1 = []
        ;   '$str_indent_segments'(Ss, Test, Prefix, Ss1)
        )
    ).

'$str_wanted'(blank, Line) :-
    split_string(Line, "", " \t", [Stripped]),
    Stripped \== "".
'$str_wanted'(filter(Filter), Line) :-
    call(Filter, Line),
    !.

%   interpolate_string(:In, -Out, +Map, +Options): Out is the template In
%   with {Name}, {Name,Default} and (with goals(true)) {@Goal} replaced.
interpolate_string(M:In, Out, Map, Options) :-
    '$str_text_codes'(In, Codes),
    '$str_scan'(Codes, Options, M, Pieces),
    '$str_expand'(Pieces, Map, Strings),
    atomics_to_string(Strings, Out0),
    Out = Out0.

'$str_text_codes'(Text, Codes) :-
    (   is_list(Text)
    ->  string_codes(S, Text),
        string_codes(S, Codes)
    ;   string_codes(Text, Codes)
    ).

%   '$str_scan'(+Codes, +Options, +Module, -Pieces)
'$str_scan'([], _, _, []).
'$str_scan'([C|Cs], Options, M, Pieces) :-
    (   C == 0'{,
        '$str_brace'(Cs, Options, M, Piece, Rest)
    ->  Pieces = [Piece|Pieces1],
        '$str_scan'(Rest, Options, M, Pieces1)
    ;   Pieces = [text([C|Text])|Pieces1],
        '$str_plain'(Cs, Text, Rest),
        '$str_scan'(Rest, Options, M, Pieces1)
    ).

%   '$str_plain'(+Codes, -Text, -Rest): Text runs up to the next brace.
'$str_plain'([], [], []).
'$str_plain'([C|Cs], Text, Rest) :-
    (   C == 0'{
    ->  Text = [],
        Rest = [C|Cs]
    ;   Text = [C|Text1],
        '$str_plain'(Cs, Text1, Rest)
    ).

%   '$str_brace'(+AfterBrace, +Options, +Module, -Piece, -Rest): the
%   piece a { starts; fails when the { is plain text.
'$str_brace'([0'@|Cs], Options, M, goal(M:Goal), Rest) :-
    !,
    '$str_upto_close'(Cs, GoalCodes, Rest),
    option(goals(true), Options),
    string_codes(GoalText, GoalCodes),
    term_string(Goal, GoalText).
'$str_brace'([C|Cs], _, _, Piece, Rest) :-
    code_type(C, prolog_var_start),
    '$str_name_rest'(Cs, NameCodes, Cs1),
    atom_codes(Name, [C|NameCodes]),
    (   Cs1 = [0'}|Rest]
    ->  Piece = var(Name)
    ;   Cs1 = [0',|Cs2],
        '$str_upto_close'(Cs2, Default, Rest),
        string_codes(DefaultString, Default),
        Piece = var(Name, DefaultString)
    ).

'$str_name_rest'([C|Cs], [C|Name], Rest) :-
    code_type(C, prolog_identifier_continue),
    !,
    '$str_name_rest'(Cs, Name, Rest).
'$str_name_rest'(Cs, [], Cs).

%   '$str_upto_close'(+Codes, -Before, -After): Codes has a }; Before is
%   what precedes the first one.
'$str_upto_close'([C|Cs], Before, After) :-
    (   C == 0'}
    ->  Before = [],
        After = Cs
    ;   Before = [C|Before1],
        '$str_upto_close'(Cs, Before1, After)
    ).

%   '$str_expand'(+Pieces, +Map, -Strings)
'$str_expand'([], _, []).
'$str_expand'([P|Ps], Map, [S|Ss]) :-
    '$str_piece'(P, Map, S),
    '$str_expand'(Ps, Map, Ss).

'$str_piece'(text(Codes), _, S) :-
    string_codes(S, Codes).
'$str_piece'(var(Name), Map, S) :-
    (   memberchk(Name = Value, Map)
    ->  format(string(S), "~w", Value)
    ;   existence_error(template_var, Name)
    ).
'$str_piece'(var(Name, Default), Map, S) :-
    (   memberchk(Name = Value, Map)
    ->  format(string(S), "~w", Value)
    ;   S = Default
    ).
'$str_piece'(goal(Goal), _, S) :-
    format(string(S), "~@", [Goal]).
