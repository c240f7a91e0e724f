/*  Kea library: csv
    Comma-separated values (RFC 4180) as SWI-Prolog's library(csv) reads
    and writes them: a file or code list is a list of records, each a row
    term (row(F1, ..., Fn) by default) whose arguments are the fields.

    Reading.  A record ends at a line end (\r\n, \n or a lone \r) or at
    the end of the text; fields are split at the separator (a comma, a tab
    for .tsv files).  A field that starts with a double quote runs to the
    next lone quote, "" standing for one quote; line ends and separators
    inside it are data, and after its closing quote comes a separator, a
    line end or the end of the text, else the text is not CSV and reading
    fails (as it does when the closing quote is missing).  An unquoted
    field runs to the next separator or line end; a quote inside it is
    data.  An empty line is a record of one empty field.  A field becomes
    an atom, or a number when its whole text is one in Prolog syntax (as
    with name/2: no blank before it); case conversion applies to the
    atoms.  Unless match_arity(false), every record has the arity of the
    first (or of the arity option), else a domain_error(row_arity(
    Expected), Found) is raised.

    Whole texts (csv//2, csv_read_file/3, csv_read_stream/3) are read as
    one code list and parsed by list-walking predicates that leave no
    choice points.  csv_read_row/3 takes one record from a stream: a small
    state machine (field start, unquoted, quoted, after a quote) reads
    codes up to the line end that is not inside quotes, and the record's
    codes are then parsed as above.

    Writing.  Each row term's arguments (none for an atomic row) are
    written as text, separated by the separator, the record ended by
    \r\n.  A field is quoted, with its quotes doubled, when its text holds
    the separator, a double quote, \n or \r.  Fields must be atomic.

    Options (compiled by csv_options/2 into a csv_options/9 term, the
    last of a name counting): separator(Code) (0',), strip(Bool) (false:
    blanks, spaces and tabs, around unquoted fields are data),
    ignore_quotes(Bool) (false), convert(Bool) (true), case(down,
    preserve or up) (preserve), functor(Atom) (row), arity(N),
    match_arity(Bool) (true), skip_header(Prefix): leading lines that
    start with Prefix, then empty lines, are skipped.  Options of other
    names are passed over, or passed to open/4 by the file predicates.
    Private helpers are prefixed '$csv_'.
*/

:- module(csv, [
    csv//1, csv//2, csv_options/2, csv_read_file/2, csv_read_file/3,
    csv_read_file_row/3, csv_read_row/3, csv_read_stream/3,
    csv_write_file/2, csv_write_file/3, csv_write_stream/3
    ]).

%   csv(?Rows)//: csv//2 with the default options.
csv(Rows, Text, Rest) :-
    csv(Rows, [], Text, Rest).

%   csv(?Rows, +Options)//: when Rows is ground, the CSV text of Rows is
%   generated; otherwise the text (a code list) is parsed to its end into
%   Rows.  Fails when the text is not CSV (a missing closing quote, text
%   after a closing quote).
csv(Rows, Options, Text, Rest) :-
    csv_options(C, Options),
    (   ground(Rows)
    ->  '$csv_emit_rows'(Rows, C, Text, Rest)
    ;   '$csv_parse'(Text, C, Rows0),
        Rest = [],
        Rows = Rows0
    ).

%   csv_options(-Compiled, +Options): Compiled holds the options of
%   Options for csv_read_row/3, the defaults for those not given.  Raises
%   a type_error (instantiation_error) for a bad (unbound) option value;
%   fails when Options is not a list.
csv_options(Compiled, Options) :-
    '$csv_compile'(Options,
                   csv_options(0',, false, false, true, preserve, row, _,
                               true, _),
                   Compiled).

'$csv_compile'(Options, C0, C) :-
    (   var(Options)
    ->  Options = [],
        C = C0
    ;   Options == []
    ->  C = C0
    ;   Options = [O|Os]
    ->  '$csv_option'(O, C0, C1),
        '$csv_compile'(Os, C1, C)
    ).

'$csv_option'(O, C0, C) :-
    (   var(O)
    ->  throw(error(instantiation_error, _))
    ;   compound(O),
        functor(O, Name, 1)
    ->  arg(1, O, Value),
        '$csv_set'(Name, Value, C0, C)
    ;   C = C0
    ).

%   '$csv_set'(+Name, +Value, +Compiled0, -Compiled): one option checked
%   and stored; an unknown name leaves Compiled0 as it is.
'$csv_set'(Name, Value, C0, C) :-
    (   '$csv_option_type'(Name, Type, Arg)
    ->  must_be(Type, Value),
        C0 =.. [F|Args0],
        '$csv_replace'(Arg, Args0, Value, Args),
        C =.. [F|Args]
    ;   C = C0
    ).

'$csv_option_type'(separator, integer, 1).
'$csv_option_type'(strip, boolean, 2).
'$csv_option_type'(ignore_quotes, boolean, 3).
'$csv_option_type'(convert, boolean, 4).
'$csv_option_type'(case, oneof([down, preserve, up]), 5).
'$csv_option_type'(functor, atom, 6).
'$csv_option_type'(arity, integer, 7).
'$csv_option_type'(match_arity, boolean, 8).
'$csv_option_type'(skip_header, atom, 9).

'$csv_replace'(1, [_|Xs], Y, [Y|Xs]) :-
    !.
'$csv_replace'(N, [X|Xs], Y, [X|Ys]) :-
    N1 is N - 1,
    '$csv_replace'(N1, Xs, Y, Ys).

%   csv_read_file(+File, -Rows): csv_read_file/3 with no options.
csv_read_file(File, Rows) :-
    csv_read_file(File, Rows, []).

%   csv_read_file(+File, -Rows, +Options): Rows are the records of File.
%   The separator is a tab for a .tsv file unless Options name one; the
%   options of other names are passed to open/4.
csv_read_file(File, Rows, Options) :-
    '$csv_file_options'(File, Options, C, OpenOptions),
    setup_call_cleanup(open(File, read, In, OpenOptions),
                       '$csv_read_codes'(In, Codes),
                       close(In)),
    '$csv_parse'(Codes, C, Rows0),
    Rows = Rows0.

%   csv_read_stream(+Stream, -Rows, +Options): Rows are the records on
%   Stream, read to its end.
csv_read_stream(Stream, Rows, Options) :-
    csv_options(C, Options),
    '$csv_read_codes'(Stream, Codes),
    '$csv_parse'(Codes, C, Rows0),
    Rows = Rows0.

'$csv_read_codes'(In, Codes) :-
    read_string(In, _, String),
    string_codes(String, Codes).

%   csv_read_file_row(+File, -Row, +Options): Row is a record of File,
%   the first, then on backtracking the next ones; read one at a time, so
%   the file is not held in memory.  The option line(Line) gives the
%   record's number, from 1.  Rows need not have the same arity unless
%   the option arity(N) is given; skip_header is not applied.
csv_read_file_row(File, Row, Options) :-
    '$csv_file_options'(File, Options, C, OpenOptions),
    '$csv_line_option'(Options, Line),
    setup_call_cleanup(open(File, read, In, OpenOptions),
                       '$csv_file_rows'(In, C, 1, Line, Row),
                       close(In)).

'$csv_file_rows'(In, C, N, Line, Row) :-
    copy_term(C, C1),
    csv_read_row(In, Row0, C1),
    Row0 \== end_of_file,
    (   Line = N,
        Row = Row0
    ;   N1 is N + 1,
        '$csv_file_rows'(In, C, N1, Line, Row)
    ).

'$csv_line_option'(Options, Line) :-
    (   nonvar(Options),
        Options = [O|Os]
    ->  (   nonvar(O),
            O = line(L)
        ->  Line = L
        ;   '$csv_line_option'(Os, Line)
        )
    ;   true
    ).

%   csv_read_row(+Stream, -Row, +Compiled): Row is the next record on
%   Stream, or end_of_file at its end.  Compiled comes from csv_options/2
%   (an option list is compiled too); unless match_arity(false), its arity
%   is bound to that of the first row read, and later rows must have it.
%   Fails when the record is not CSV.
csv_read_row(Stream, Row, Compiled) :-
    (   compound(Compiled),
        functor(Compiled, csv_options, 9)
    ->  C = Compiled
    ;   is_list(Compiled),
        csv_options(C, Compiled)
    ),
    arg(1, C, Sep),
    arg(3, C, IgnoreQuotes),
    get_code(Stream, X),
    '$csv_scan'(X, start, Stream, Sep, IgnoreQuotes, Codes, End),
    (   End == eof,
        Codes == []
    ->  Row = end_of_file
    ;   '$csv_fields'(Codes, C, Fields, []),
        '$csv_make_row'(Fields, C, Row0),
        Row = Row0
    ).

%   '$csv_scan'(+Code, +State, +Stream, +Sep, +IgnoreQuotes, -Codes, -End):
%   Codes are those of the record up to its line end (taken from Stream,
%   End = eol) or the end of Stream (End = eof).  State is start (of a
%   field), plain, quoted, or quote_end (a quote seen in a quoted field).
'$csv_scan'(-1, _, _, _, _, [], eof) :-
    !.
'$csv_scan'(X, State, In, Sep, IQ, Codes, End) :-
    (   State \== quoted,
        X =:= 0'\n
    ->  Codes = [],
        End = eol
    ;   State \== quoted,
        X =:= 0'\r
    ->  (   peek_code(In, 0'\n)
        ->  get_code(In, _)
        ;   true
        ),
        Codes = [],
        End = eol
    ;   Codes = [X|Codes1],
        '$csv_scan_next'(State, X, Sep, IQ, State1),
        get_code(In, Y),
        '$csv_scan'(Y, State1, In, Sep, IQ, Codes1, End)
    ).

'$csv_scan_next'(start, X, Sep, IQ, State) :-
    (   X =:= 0'",
        IQ == false
    ->  State = quoted
    ;   X =:= Sep
    ->  State = start
    ;   State = plain
    ).
'$csv_scan_next'(plain, X, Sep, _, State) :-
    (   X =:= Sep
    ->  State = start
    ;   State = plain
    ).
'$csv_scan_next'(quoted, X, _, _, State) :-
    (   X =:= 0'"
    ->  State = quote_end
    ;   State = quoted
    ).
'$csv_scan_next'(quote_end, X, Sep, _, State) :-
    (   X =:= 0'"
    ->  State = quoted
    ;   X =:= Sep
    ->  State = start
    ;   State = plain
    ).

%   '$csv_parse'(+Codes, +Compiled, -Rows): the records of a whole text.
'$csv_parse'(Codes0, C, Rows) :-
    arg(9, C, Header),
    (   atom(Header)
    ->  atom_codes(Header, Prefix),
        '$csv_skip_comments'(Codes0, Prefix, Codes1),
        '$csv_skip_blank_lines'(Codes1, Codes)
    ;   Codes = Codes0
    ),
    '$csv_records'(Codes, C, Rows).

'$csv_records'([], _, Rows) :-
    !,
    Rows = [].
'$csv_records'(Codes, C, [Row|Rows]) :-
    '$csv_fields'(Codes, C, Fields, Rest),
    '$csv_make_row'(Fields, C, Row),
    '$csv_records'(Rest, C, Rows).

'$csv_skip_comments'(Codes0, Prefix, Codes) :-
    (   Codes0 \== [],
        append(Prefix, Line, Codes0)
    ->  '$csv_skip_line'(Line, Next),
        '$csv_skip_comments'(Next, Prefix, Codes)
    ;   Codes = Codes0
    ).

'$csv_skip_line'([], []).
'$csv_skip_line'([X|Xs], Rest) :-
    (   '$csv_line_end'(X, Xs, Rest0)
    ->  Rest = Rest0
    ;   '$csv_skip_line'(Xs, Rest)
    ).

'$csv_skip_blank_lines'(Codes0, Codes) :-
    (   Codes0 = [X|Xs],
        '$csv_line_end'(X, Xs, Rest)
    ->  '$csv_skip_blank_lines'(Rest, Codes)
    ;   Codes = Codes0
    ).

%   '$csv_line_end'(+Code, +Codes, -Rest): Code (and the first of Codes)
%   end a line, Rest following.
'$csv_line_end'(0'\n, Rest, Rest).
'$csv_line_end'(0'\r, Codes, Rest) :-
    (   Codes = [0'\n|Rest0]
    ->  Rest = Rest0
    ;   Rest = Codes
    ).

%   '$csv_fields'(+Codes, +Compiled, -Fields, -Rest): the field values of
%   the record at the start of Codes; Rest follows its line end.
'$csv_fields'(Codes, C, [F|Fs], Rest) :-
    '$csv_field'(Codes, C, F, Codes1),
    '$csv_after_field'(Codes1, C, Fs, Rest).

'$csv_after_field'([], _, [], []).
'$csv_after_field'([X|Xs], C, Fs, Rest) :-
    arg(1, C, Sep),
    (   X =:= Sep
    ->  '$csv_fields'(Xs, C, Fs, Rest)
    ;   '$csv_line_end'(X, Xs, Rest0)
    ->  Fs = [],
        Rest = Rest0
    ).

'$csv_field'([0'"|Xs], C, F, Rest) :-
    arg(3, C, false),
    !,
    '$csv_quoted'(Xs, Codes, Rest),
    '$csv_value'(Codes, C, F).
'$csv_field'(Xs, C, F, Rest) :-
    arg(1, C, Sep),
    '$csv_plain'(Xs, Sep, Codes0, Rest),
    (   arg(2, C, true)
    ->  '$csv_strip'(Codes0, Codes)
    ;   Codes = Codes0
    ),
    '$csv_value'(Codes, C, F).

%   '$csv_quoted'(+Codes, -Field, -Rest): the codes of a quoted field,
%   its opening quote read, up to its closing quote; fails without one.
'$csv_quoted'([X|Xs], Codes, Rest) :-
    '$csv_quoted'(X, Xs, Codes, Rest).

'$csv_quoted'(0'", Xs, Codes, Rest) :-
    !,
    (   Xs = [0'"|Xs1]
    ->  Codes = [0'"|Codes1],
        '$csv_quoted'(Xs1, Codes1, Rest)
    ;   Codes = [],
        Rest = Xs
    ).
'$csv_quoted'(X, Xs, [X|Codes], Rest) :-
    '$csv_quoted'(Xs, Codes, Rest).

'$csv_plain'([], _, [], []).
'$csv_plain'([X|Xs], Sep, Codes, Rest) :-
    (   (   X =:= Sep
        ;   X =:= 0'\n
        ;   X =:= 0'\r
        )
    ->  Codes = [],
        Rest = [X|Xs]
    ;   Codes = [X|Codes1],
        '$csv_plain'(Xs, Sep, Codes1, Rest)
    ).

%   '$csv_strip'(+Codes, -Stripped): without the spaces and tabs at
%   either end.
'$csv_strip'(Codes0, Codes) :-
    '$csv_strip_front'(Codes0, Codes1),
    reverse(Codes1, Rev0),
    '$csv_strip_front'(Rev0, Rev),
    reverse(Rev, Codes).

'$csv_strip_front'([X|Xs], Codes) :-
    (   X =:= 0'\s
    ;   X =:= 0'\t
    ),
    !,
    '$csv_strip_front'(Xs, Codes).
'$csv_strip_front'(Codes, Codes).

%   '$csv_value'(+Codes, +Compiled, -Value): an atom, or a number when
%   converting and Codes read as one; atoms case-converted.
'$csv_value'(Codes, C, Value) :-
    (   arg(4, C, true),
        '$csv_number'(Codes, Number)
    ->  Value0 = Number
    ;   atom_codes(Value0, Codes)
    ),
    arg(5, C, Case),
    (   Case == preserve
    ->  Value = Value0
    ;   atom(Value0)
    ->  (   Case == down
        ->  downcase_atom(Value0, Value)
        ;   upcase_atom(Value0, Value)
        )
    ;   Value = Value0
    ).

%   '$csv_number'(+Codes, -Number): Codes are the text of a number, as
%   name/2 reads one: Prolog number syntax, no layout before it.  Only a
%   text that starts with a digit, or a sign and a digit, is tried.
'$csv_number'([C|Cs], Number) :-
    (   C >= 0'0, C =< 0'9
    ->  true
    ;   ( C =:= 0'- ; C =:= 0'+ ),
        Cs = [D|_],
        D >= 0'0, D =< 0'9
    ),
    catch(number_codes(Number, [C|Cs]), _, fail).

%   '$csv_make_row'(+Fields, +Compiled, -Row): the row term, its arity
%   checked (or, the first time, recorded) unless match_arity(false).
'$csv_make_row'(Fields, C, Row) :-
    arg(6, C, Functor),
    Row =.. [Functor|Fields],
    (   arg(8, C, true)
    ->  functor(Row, _, N),
        arg(7, C, Arity),
        (   var(Arity)
        ->  Arity = N
        ;   Arity =:= N
        ->  true
        ;   throw(error(domain_error(row_arity(Arity), N), _))
        )
    ;   true
    ).

%   csv_write_file(+File, +Rows): csv_write_file/3 with no options.
csv_write_file(File, Rows) :-
    csv_write_file(File, Rows, []).

%   csv_write_file(+File, +Rows, +Options): File holds the CSV text of
%   Rows.  The separator is a tab for a .tsv file unless Options name one;
%   the options of other names are passed to open/4.
csv_write_file(File, Rows, Options) :-
    must_be(list, Rows),
    '$csv_file_options'(File, Options, C, OpenOptions),
    setup_call_cleanup(open(File, write, Out, OpenOptions),
                       '$csv_write_rows'(Rows, Out, C),
                       close(Out)).

%   csv_write_stream(+Stream, +Rows, +Options): writes the CSV text of
%   Rows to Stream, a record at a time.
csv_write_stream(Stream, Rows, Options) :-
    must_be(list, Rows),
    csv_options(C, Options),
    '$csv_write_rows'(Rows, Stream, C).

'$csv_write_rows'([], _, _).
'$csv_write_rows'([Row|Rows], Out, C) :-
    '$csv_emit_row'(Row, C, Codes, []),
    format(Out, '~s', [Codes]),
    '$csv_write_rows'(Rows, Out, C).

'$csv_emit_rows'([], _, Text, Text).
'$csv_emit_rows'([Row|Rows], C, Text0, Text) :-
    '$csv_emit_row'(Row, C, Text0, Text1),
    '$csv_emit_rows'(Rows, C, Text1, Text).

%   '$csv_emit_row'(+Row, +Compiled, -Text0, +Text): the codes of one
%   record, its line end included, as a difference list.
'$csv_emit_row'(Row, C, Text0, Text) :-
    Row =.. [_|Fields],
    arg(1, C, Sep),
    '$csv_emit_fields'(Fields, Sep, Text0, [0'\r, 0'\n|Text]).

'$csv_emit_fields'([], _, Text, Text).
'$csv_emit_fields'([F|Fs], Sep, Text0, Text) :-
    '$csv_emit_field'(F, Sep, Text0, Text1),
    '$csv_emit_more'(Fs, Sep, Text1, Text).

'$csv_emit_more'([], _, Text, Text).
'$csv_emit_more'([F|Fs], Sep, [Sep|Text0], Text) :-
    '$csv_emit_field'(F, Sep, Text0, Text1),
    '$csv_emit_more'(Fs, Sep, Text1, Text).

'$csv_emit_field'(F, Sep, Text0, Text) :-
    (   var(F)
    ->  throw(error(instantiation_error, _))
    ;   atomic(F)
    ->  atom_codes(F, Codes)
    ;   throw(error(type_error(number, F), _))
    ),
    (   '$csv_needs_quotes'(Codes, Sep)
    ->  Text0 = [0'"|Text1],
        '$csv_emit_quoted'(Codes, Text1, Text)
    ;   append(Codes, Text, Text0)
    ).

'$csv_needs_quotes'([X|Xs], Sep) :-
    (   ( X =:= Sep ; X =:= 0'" ; X =:= 0'\n ; X =:= 0'\r )
    ->  true
    ;   '$csv_needs_quotes'(Xs, Sep)
    ).

'$csv_emit_quoted'([], [0'"|Text], Text).
'$csv_emit_quoted'([X|Xs], Text0, Text) :-
    (   X =:= 0'"
    ->  Text0 = [0'", 0'"|Text1]
    ;   Text0 = [X|Text1]
    ),
    '$csv_emit_quoted'(Xs, Text1, Text).

%   '$csv_file_options'(+File, +Options, -Compiled, -OpenOptions): the
%   compiled options, a tab separator for a .tsv File unless Options name
%   a separator, and the options for open/4 (those of other names).
'$csv_file_options'(File, Options, C, OpenOptions) :-
    (   '$csv_has_separator'(Options)
    ->  Options1 = Options
    ;   atomic(File),
        file_name_extension(_, Ext0, File),
        downcase_atom(Ext0, tsv)
    ->  Options1 = [separator(0'\t)|Options]
    ;   Options1 = Options
    ),
    csv_options(C, Options1),
    '$csv_open_options'(Options, OpenOptions).

'$csv_has_separator'(Options) :-
    nonvar(Options),
    Options = [O|Os],
    (   nonvar(O),
        O = separator(_)
    ->  true
    ;   '$csv_has_separator'(Os)
    ).

'$csv_open_options'(Options, OpenOptions) :-
    (   var(Options)
    ->  OpenOptions = []
    ;   Options = [O|Os]
    ->  (   compound(O),
            functor(O, Name, 1),
            (   '$csv_option_type'(Name, _, _)
            ;   Name == line
            )
        ->  OpenOptions = OpenOptions1
        ;   OpenOptions = [O|OpenOptions1]
        ),
        '$csv_open_options'(Os, OpenOptions1)
    ;   OpenOptions = []
    ).
