/*  Kea library: optparse
    Command-line option parsing, as SWI-Prolog's library(optparse).  An
    options specification is a list with one element per option, itself a
    list of terms: opt(Key) (required), type(Type), default(Value),
    shortflags(Chars), longflags(Names), help(Text or list of lines) and
    meta(Name).  Type is boolean, atom, integer, float or term (the
    default); another type of must_be/2 is accepted and its default
    checked, but a value for it on the command line converts only through
    the multifile hook optparse:parse_type/3, which may also define new
    types.  opt_parse/4,5 turn a list of atoms into Key(Value) terms (or
    Functor(Key, Value) with output_functor(Functor)) and the positional
    arguments; opt_help/2 turns a specification into a help text (an atom).
    Parse options may also be written Name = Value; Name(Value) is looked
    for first.

    Parsing.  An argument is a long flag when it is "--" then a letter,
    then letters, "_" and "-", then nothing or "=Value"; it is a short
    flag when it is "-" then a letter, then nothing or the value ("-s=v"
    raises a syntax error); anything else ("-", "--", "-5", "--x.y") is
    positional.  Short and long flags share one name space: "--s" names
    the short flag s too.  A flag of a type other than boolean takes the
    attached value or else the next argument (the empty atom at the end).
    A boolean flag takes an attached value, which must be true or false,
    or else the next argument when that is true or false, or else is true;
    "--no-Flag" sets the boolean of Flag to false.  A value that does not
    convert to the type makes the library print a message on the current
    output before it raises the error.  Parsed values are Key-Value pairs:
    the defaults of the options not given on the command line (in the
    order of the specification; an unbound variable for an option without
    default) come first, then the given values in command-line order; of
    pairs with the same Key, duplicated_flags(keeplast) (the default)
    keeps the last, keepfirst the first, keepall all.

    Validation, in this order, each raising the first violation found:
    the specification is ground; no flag belongs to two different options
    (identical option lists count once); every option is a list of known
    terms with an opt(Key); no Key names two different options; then per
    option: it has a flag (unless allow_empty_flag_spec(true), the
    default), its short flags are one character, no term appears twice,
    its type is known and its default has that type.

    Help.  One row per option that has a flag, in four columns: long
    flags, short flags, [Meta:]Type=Default, help.  Each of the first
    three columns is as wide as its widest entry plus two spaces; the long
    flags of a row are wrapped to the width of the longest single long
    flag.  A help atom or string is wrapped at spaces to fit a line of 78
    characters (but at least 40 wide), a list of lines is written as it
    is; continuation lines are indented two more than the help column.
    Private helpers are prefixed '$optparse_'.
*/

:- module(optparse, [
    opt_arguments/3, opt_parse/4, opt_parse/5, opt_help/2
    ]).

%   parse_type(+Type, +Codes, -Value): hook; converts the text Codes of a
%   flag of type Type to Value, or fails.  A type that has a clause here
%   may be used in type(Type); its defaults are not checked.
:- multifile(parse_type/3).
:- dynamic(parse_type/3).

%   opt_arguments(+OptsSpec, -Opts, -PositionalArgs): opt_parse/4 on the
%   arguments of the program (the flag argv).
opt_arguments(OptsSpec, Opts, PositionalArgs) :-
    current_prolog_flag(argv, Argv),
    opt_parse(OptsSpec, Argv, Opts, PositionalArgs).

%   opt_parse(+OptsSpec, +ApplArgs, -Opts, -PositionalArgs)
opt_parse(OptsSpec, ApplArgs, Opts, PositionalArgs) :-
    opt_parse(OptsSpec, ApplArgs, Opts, PositionalArgs, []).

%   opt_parse(+OptsSpec, +ApplArgs, -Opts, -PositionalArgs, +ParseOptions):
%   parses the list of atoms ApplArgs as OptsSpec says.  ParseOptions:
%   output_functor(F) ('OPTION', the default, gives Key(Value)),
%   duplicated_flags(keeplast|keepfirst|keepall), allow_empty_flag_spec(B).
opt_parse(OptsSpec, ApplArgs, Opts, PositionalArgs, ParseOptions) :-
    '$optparse_check_args'(ApplArgs),
    '$optparse_check_spec'(OptsSpec, ParseOptions),
    '$optparse_parse_options'(ParseOptions, Functor, Keep),
    '$optparse_flag_table'(OptsSpec, Table),
    '$optparse_args'(ApplArgs, Table, Given, PositionalArgs),
    '$optparse_defaults'(OptsSpec, Given, Defaults),
    append(Defaults, Given, Pairs0),
    '$optparse_check_functor'(Pairs0, Functor),
    '$optparse_keep'(Pairs0, Keep, Pairs),
    '$optparse_output'(Pairs, Functor, Opts).

%   opt_help(+OptsSpec, -Help): Help is an atom, the help text of the
%   options of OptsSpec that have a flag, one or more lines each.
opt_help(OptsSpec, Help) :-
    '$optparse_check_spec'(OptsSpec, []),
    '$optparse_help_rows'(OptsSpec, Rows),
    '$optparse_help_widths'(Rows, 0, WL, 0, WS, 0, WT),
    Col is WL + WS + WT + 6,
    TextWidth is max(40, 78 - Col),
    '$optparse_spaces'(Col + 2, Indent),
    atom_concat('\n', Indent, Break),
    '$optparse_format_rows'(Rows, WL, WS, WT, TextWidth, Break, Lines),
    atomic_list_concat(Lines, Help).

		 /*******************************
		 *       ARGUMENT CHECKS        *
		 *******************************/

% '$optparse_check_args'(@Args): Args is a proper list of atoms.
'$optparse_check_args'(Args) :-
    '$optparse_list_end'(Args, End),
    (   var(End)
    ->  throw(error(instantiation_error, _))
    ;   End \== []
    ->  throw(error(type_error(list(atom), Args), _))
    ;   '$optparse_all_atoms'(Args)
    ).

% '$optparse_list_end'(@List, -End): End is what follows the last cell.
'$optparse_list_end'(List, End) :-
    (   nonvar(List),
        List = [_|Tail]
    ->  '$optparse_list_end'(Tail, End)
    ;   End = List
    ).

'$optparse_all_atoms'([]).
'$optparse_all_atoms'([A|As]) :-
    (   atom(A)
    ->  '$optparse_all_atoms'(As)
    ;   var(A)
    ->  throw(error(instantiation_error, _))
    ;   throw(error(type_error(atom, A), _))
    ).

% '$optparse_parse_options'(?ParseOptions, -Functor, -Keep): checks the
% list and finds the options; an option given with an unbound value has
% that value bound to the default.
'$optparse_parse_options'(POpts, Functor, Keep) :-
    '$optparse_check_popts'(POpts),
    '$optparse_popt'(POpts, output_functor, 'OPTION', Functor),
    '$optparse_popt'(POpts, duplicated_flags, keeplast, Keep).

'$optparse_check_popts'(POpts) :-
    (   var(POpts)
    ->  throw(error(instantiation_error, _))
    ;   POpts == []
    ->  true
    ;   POpts = [P|Ps]
    ->  (   var(P)
        ->  throw(error(instantiation_error, _))
        ;   '$optparse_check_popts'(Ps)
        )
    ;   throw(error(type_error(list, POpts), _))
    ).

% '$optparse_popt'(+POpts, +Name, +Default, -Value): Value of the first
% Name(Value) in the (checked) list POpts, else of the first Name = Value,
% else Default.
'$optparse_popt'(POpts, Name, Default, Value) :-
    (   (   member(P, POpts),
            compound(P),
            compound_name_arguments(P, Name, [V])
        ->  true
        ;   member(P, POpts),
            P = (N = V),
            N == Name
        )
    ->  (   var(V)
        ->  V = Default
        ;   true
        ),
        Value = V
    ;   Value = Default
    ).

% '$optparse_allow_empty'(?POpts, -Allow): the value of
% allow_empty_flag_spec(Allow), found as memberchk/2 would: an unbound
% list or element gives an unbound value, a list that ends in something
% else than [] raises a type error.  Without it, the first
% allow_empty_flag_spec = Allow counts; without either, Allow is true.
'$optparse_allow_empty'(POpts, Allow) :-
    '$optparse_memberchk'(POpts, allow_empty_flag_spec(V), Found),
    (   Found == found
    ->  Allow = V
    ;   Found == unbound
    ->  true
    ;   member(P, POpts),
        nonvar(P),
        P = (N = V1),
        N == allow_empty_flag_spec
    ->  Allow = V1
    ;   Allow = true
    ).

% '$optparse_memberchk'(?List, +Pattern, -Found): Found is found when an
% element of List unifies with Pattern (then unified), unbound when an
% unbound element or tail comes first, none when List ends in [].
'$optparse_memberchk'(List, Pattern, Found) :-
    (   var(List)
    ->  Found = unbound
    ;   List == []
    ->  Found = none
    ;   List = [X|Xs]
    ->  (   var(X)
        ->  Found = unbound
        ;   X = Pattern
        ->  Found = found
        ;   '$optparse_memberchk'(Xs, Pattern, Found)
        )
    ;   throw(error(type_error(list, List), _))
    ).

		 /*******************************
		 *     SPECIFICATION CHECKS     *
		 *******************************/

% '$optparse_check_spec'(+Spec, +POpts): raises an error for the first
% violation (see the header); fails if Spec is not a list.
'$optparse_check_spec'(Spec, POpts) :-
    (   ground(Spec)
    ->  true
    ;   throw(error(instantiation_error,
                    context(validate_opts_spec/1,
                            'option spec must be ground')))
    ),
    is_list(Spec),
    '$optparse_distinct'(Spec, Distinct),
    '$optparse_spec_flags'(Distinct, Flags),
    (   '$optparse_first_repeated'(Flags, Flag)
    ->  throw(error(domain_error(unique_atom, Flag),
                    context(validate_opts_spec/1, 'ambiguous flag')))
    ;   true
    ),
    '$optparse_check_lists'(Spec),
    '$optparse_check_terms'(Spec),
    '$optparse_check_ids'(Spec),
    findall(Id, (member(O, Distinct), memberchk(opt(Id), O)), Ids),
    (   '$optparse_first_repeated'(Ids, Id)
    ->  throw(error(domain_error(unique_atom, Id),
                    context(_, 'ambiguous id')))
    ;   true
    ),
    '$optparse_allow_empty'(POpts, Allow),
    '$optparse_check_options'(Spec, Allow).

% '$optparse_distinct'(+List, -Set): List without the elements equal (==)
% to an earlier one.
'$optparse_distinct'([], []).
'$optparse_distinct'([X|Xs], [X|Set]) :-
    '$optparse_exclude_equal'(Xs, X, Rest),
    '$optparse_distinct'(Rest, Set).

'$optparse_exclude_equal'([], _, []).
'$optparse_exclude_equal'([Y|Ys], X, Rest) :-
    (   Y == X
    ->  Rest = Rest1
    ;   Rest = [Y|Rest1]
    ),
    '$optparse_exclude_equal'(Ys, X, Rest1).

% '$optparse_first_repeated'(+List, -X): X is the first element of List
% that appears again later in it.
'$optparse_first_repeated'([X|Xs], Rep) :-
    (   '$optparse_memberchk_eq'(X, Xs)
    ->  Rep = X
    ;   '$optparse_first_repeated'(Xs, Rep)
    ).

'$optparse_memberchk_eq'(X, [Y|Ys]) :-
    (   X == Y
    ->  true
    ;   '$optparse_memberchk_eq'(X, Ys)
    ).

% '$optparse_spec_flags'(+Options, -Flags): the flags of each option
% (short ones first, each once), one option after the other.  Elements
% that are not lists have no flags.
'$optparse_spec_flags'([], []).
'$optparse_spec_flags'([O|Os], Flags) :-
    '$optparse_option_flags'(O, Short, Long),
    append(Short, Long, Fs0),
    '$optparse_distinct'(Fs0, Fs),
    append(Fs, Flags1, Flags),
    '$optparse_spec_flags'(Os, Flags1).

% '$optparse_option_flags'(+Option, -Short, -Long): the flag lists of
% Option; a missing list, or one that is no list, counts as [].
'$optparse_option_flags'(O, Short, Long) :-
    '$optparse_flag_list'(shortflags, O, Short),
    '$optparse_flag_list'(longflags, O, Long).

'$optparse_flag_list'(Name, O, Flags) :-
    (   is_list(O),
        member(T, O),
        compound(T),
        compound_name_arguments(T, Name, [Flags0])
    ->  (   is_list(Flags0)
        ->  Flags = Flags0
        ;   Flags = []
        )
    ;   Flags = []
    ).

'$optparse_check_lists'([]).
'$optparse_check_lists'([O|Os]) :-
    (   is_list(O)
    ->  '$optparse_check_lists'(Os)
    ;   O = [_|_]
    ->  fail
    ;   throw(error(type_error(list, O), _))
    ).

'$optparse_check_terms'([]).
'$optparse_check_terms'([O|Os]) :-
    (   member(T, O),
        functor(T, Name, _),
        \+ '$optparse_spec_name'(Name)
    ->  throw(error(domain_error(opt_spec, Name),
                    context(validate_opts_spec/1, 'unknown opt spec')))
    ;   '$optparse_check_terms'(Os)
    ).

'$optparse_spec_name'(opt).
'$optparse_spec_name'(type).
'$optparse_spec_name'(default).
'$optparse_spec_name'(shortflags).
'$optparse_spec_name'(longflags).
'$optparse_spec_name'(help).
'$optparse_spec_name'(meta).

'$optparse_check_ids'([]).
'$optparse_check_ids'([O|Os]) :-
    (   memberchk(opt(_), O)
    ->  '$optparse_check_ids'(Os)
    ;   throw(error(domain_error(unique_atom, O),
                    context(_, 'opt(id) missing')))
    ).

'$optparse_check_options'([], _).
'$optparse_check_options'([O|Os], Allow) :-
    '$optparse_check_option'(O, Allow),
    '$optparse_check_options'(Os, Allow).

'$optparse_check_option'(O, Allow) :-
    memberchk(opt(Id), O),
    '$optparse_option_flags'(O, Short, Long),
    (   Short == [],
        Long == [],
        Allow \== true
    ->  format(atom(Msg), "no flag specified for option '~w'", [Id]),
        throw(error(domain_error(unique_atom, _), context(_, Msg)))
    ;   true
    ),
    (   member(F, Short),
        atom_length(F, Len),
        Len > 1
    ->  format(atom(Msg), "option '~w': flag too long to be short", [Id]),
        throw(error(domain_error(short_flag, F), context(_, Msg)))
    ;   true
    ),
    findall(Name, (member(T, O), functor(T, Name, 1)), Names),
    (   '$optparse_first_repeated'(Names, _)
    ->  format(atom(Msg), "duplicate spec in option '~w'", [Id]),
        throw(error(domain_error(unique_functor, _), context(_, Msg)))
    ;   true
    ),
    '$optparse_option_type'(O, Type),
    (   Type == term
    ->  true
    ;   '$optparse_error_type'(Type)
    ->  (   memberchk(default(Default), O),
            \+ catch(is_of_type(Type, Default), _, fail)
        ->  throw(error(type_error(Type, Default), _))
        ;   true
        )
    ;   '$optparse_hook_type'(Type)
    ->  true
    ;   throw(error(existence_error(type, Type), _))
    ).

'$optparse_option_type'(O, Type) :-
    (   memberchk(type(Type0), O)
    ->  Type = Type0
    ;   Type = term
    ).

'$optparse_builtin_type'(boolean).
'$optparse_builtin_type'(atom).
'$optparse_builtin_type'(integer).
'$optparse_builtin_type'(float).
'$optparse_builtin_type'(term).

% '$optparse_error_type'(+Type): Type is a type of must_be/2.  Its
% defaults are checked; a value of the command line converts only when it
% is one of the types above or parse_type/3 converts it.
'$optparse_error_type'(Type) :-
    catch(must_be(Type, 0), Error, true),
    \+ subsumes_term(error(existence_error(type, _), _), Error).

'$optparse_hook_type'(Type) :-
    catch(clause(parse_type(Type, _, _), _), _, fail),
    !.

		 /*******************************
		 *           PARSING            *
		 *******************************/

% '$optparse_flag_table'(+Spec, -Table): Table has Flag-opt(Key, Type) for
% each flag of each option, in the order of Spec.
'$optparse_flag_table'(Spec, Table) :-
    findall(Flag-opt(Key, Type),
            ( member(O, Spec),
              memberchk(opt(Key), O),
              '$optparse_option_type'(O, Type),
              '$optparse_option_flags'(O, Short, Long),
              ( member(Flag, Short) ; member(Flag, Long) )
            ),
            Table).

'$optparse_lookup'(Flag, Table, Key, Type) :-
    memberchk(Flag-opt(Key, Type), Table).

% '$optparse_args'(+Args, +Table, -Given, -Positional)
'$optparse_args'([], _, [], []).
'$optparse_args'([Arg|Args], Table, Given, Positional) :-
    '$optparse_classify'(Arg, Class),
    (   Class == positional
    ->  Positional = [Arg|Positional1],
        '$optparse_args'(Args, Table, Given, Positional1)
    ;   '$optparse_flag'(Class, Args, Table, Key-Value, Args1),
        Given = [Key-Value|Given1],
        '$optparse_args'(Args1, Table, Given1, Positional)
    ).

% '$optparse_classify'(+Arg, -Class): Class is positional, long(Name,
% Value) or short(Flag, Value), Value being none or value(Atom).
'$optparse_classify'(Arg, Class) :-
    atom_codes(Arg, Codes),
    (   Codes = [0'-, 0'-, C|Cs],
        code_type(C, alpha),
        '$optparse_long_name'(Cs, NameCs, After),
        (   After == []
        ->  Value = none
        ;   After = [0'=|ValueCs]
        ->  atom_codes(V, ValueCs),
            Value = value(V)
        )
    ->  atom_codes(Name, [C|NameCs]),
        Class = long(Name, Value)
    ;   Codes = [0'-, C|Cs],
        code_type(C, alpha)
    ->  (   Cs = [0'=|_]
        ->  throw(error(syntax_error('disallowed: <shortflag>=<value>'), _))
        ;   Cs == []
        ->  Value = none
        ;   atom_codes(V, Cs),
            Value = value(V)
        ),
        atom_codes(Flag, [C]),
        Class = short(Flag, Value)
    ;   Class = positional
    ).

'$optparse_long_name'([], [], []).
'$optparse_long_name'([C|Cs], Name, After) :-
    (   ( code_type(C, alpha) ; C == 0'_ ; C == 0'- )
    ->  Name = [C|Name1],
        '$optparse_long_name'(Cs, Name1, After)
    ;   Name = [],
        After = [C|Cs]
    ).

% '$optparse_flag'(+Class, +Args, +Table, -Pair, -RestArgs): the Key-Value
% pair of a flag, and the arguments after it and its value.
'$optparse_flag'(long(Name, none), Args, Table, Key-false, Args) :-
    atom_concat('no-', Flag, Name),
    '$optparse_lookup'(Flag, Table, Key, boolean),
    !.
'$optparse_flag'(Class, Args, Table, Key-Value, Args1) :-
    arg(1, Class, Flag),
    arg(2, Class, Attached),
    (   '$optparse_lookup'(Flag, Table, Key, Type)
    ->  true
    ;   throw(error(existence_error(commandline_option, Flag), _))
    ),
    (   Attached = value(Text)
    ->  Args1 = Args
    ;   Type == boolean
    ->  (   Args = [Next|Rest],
            ( Next == true ; Next == false )
        ->  Text = Next,
            Args1 = Rest
        ;   Text = true,
            Args1 = Args
        )
    ;   Args = [Text|Args1]
    ->  true
    ;   Text = '',
        Args1 = []
    ),
    '$optparse_convert'(Type, Flag, Text, Value).

% '$optparse_convert'(+Type, +Flag, +Text, -Value): Value is Text as a
% Type; when it is none, a message goes to the current output and an error
% is raised.
'$optparse_convert'(Type, Flag, Text, Value) :-
    (   catch('$optparse_value'(Type, Text, Value0), Error,
              ( '$optparse_complain'(Flag, Type, Text),
                throw(Error)
              ))
    ->  Value = Value0
    ;   '$optparse_complain'(Flag, Type, Text),
        throw(error(type_error(flag_value, Type), _))
    ).

'$optparse_value'(boolean, Text, Value) :-
    ( Text == true ; Text == false ),
    !,
    Value = Text.
'$optparse_value'(atom, Text, Text) :- !.
'$optparse_value'(integer, Text, Value) :- !,
    atom_codes(Text, Codes),
    number_codes(Value, Codes),
    integer(Value).
'$optparse_value'(float, Text, Value) :- !,
    atom_codes(Text, Codes),
    number_codes(Value, Codes),
    float(Value).
'$optparse_value'(term, Text, Value) :- !,
    term_to_atom(Value, Text).
'$optparse_value'(Type, Text, Value) :-
    \+ '$optparse_builtin_type'(Type),
    atom_codes(Text, Codes),
    parse_type(Type, Codes, Value),
    !.

'$optparse_complain'(Flag, Type, Text) :-
    format("~nERROR: flag '~w': expected atom parsable as ~w, found '~w' ~n",
           [Flag, Type, Text]).

		 /*******************************
		 *            RESULT            *
		 *******************************/

% '$optparse_defaults'(+Spec, +Given, -Defaults): Key-Default for each
% option of Spec whose Key is not given.
'$optparse_defaults'([], _, []).
'$optparse_defaults'([O|Os], Given, Defaults) :-
    memberchk(opt(Key), O),
    (   '$optparse_given'(Given, Key)
    ->  Defaults = Defaults1
    ;   (   memberchk(default(Default), O)
        ->  true
        ;   true
        ),
        Defaults = [Key-Default|Defaults1]
    ),
    '$optparse_defaults'(Os, Given, Defaults1).

'$optparse_given'([K-_|Pairs], Key) :-
    (   K == Key
    ->  true
    ;   '$optparse_given'(Pairs, Key)
    ).

'$optparse_check_functor'(Pairs, Functor) :-
    (   Pairs == []
    ->  true
    ;   atom(Functor)
    ->  true
    ;   throw(error(type_error(atom, Functor), _))
    ).

% '$optparse_keep'(+Pairs, +Keep, -Kept): of the pairs with the same key,
% the first, the last or all.
'$optparse_keep'([], _, []) :- !.
'$optparse_keep'(Pairs, keepall, Pairs) :- !.
'$optparse_keep'(Pairs, keepfirst, Kept) :- !,
    '$optparse_keep_first'(Pairs, [], Kept).
'$optparse_keep'(Pairs, keeplast, Kept) :- !,
    reverse(Pairs, Reversed),
    '$optparse_keep_first'(Reversed, [], Kept0),
    reverse(Kept0, Kept).
'$optparse_keep'(_, Keep, _) :-
    throw(error(domain_error(keep_flag, Keep), _)).

'$optparse_keep_first'([], _, []).
'$optparse_keep_first'([K-V|Pairs], Seen, Kept) :-
    (   '$optparse_memberchk_eq'(K, Seen)
    ->  Kept = Kept1
    ;   Kept = [K-V|Kept1]
    ),
    '$optparse_keep_first'(Pairs, [K|Seen], Kept1).

'$optparse_output'([], _, []).
'$optparse_output'([K-V|Pairs], Functor, [Opt|Opts]) :-
    (   Functor == 'OPTION'
    ->  (   atom(K)
        ->  Opt =.. [K, V]
        ;   throw(error(type_error(atom, K), _))
        )
    ;   Opt =.. [Functor, K, V]
    ),
    '$optparse_output'(Pairs, Functor, Opts).

		 /*******************************
		 *             HELP             *
		 *******************************/

% '$optparse_help_rows'(+Spec, -Rows): row(LongItems, Short, Type, Help)
% for each option that has a flag.
'$optparse_help_rows'([], []).
'$optparse_help_rows'([O|Os], Rows) :-
    '$optparse_option_flags'(O, Short, Long),
    (   Short == [],
        Long == []
    ->  Rows = Rows1
    ;   findall(Item, (member(F, Long), format(atom(Item), "--~w", [F])),
                LongItems),
        findall(Item, (member(F, Short), format(atom(Item), "-~w", [F])),
                ShortItems),
        atomic_list_concat(ShortItems, ',', ShortText),
        '$optparse_option_type'(O, Type),
        (   memberchk(default(Default), O)
        ->  format(atom(TypeDefault), "~w=~w", [Type, Default])
        ;   format(atom(TypeDefault), "~w=_", [Type])
        ),
        (   memberchk(meta(Meta), O),
            format(atom(MetaText), "~w", [Meta]),
            MetaText \== ''
        ->  atomic_list_concat([MetaText, ':', TypeDefault], TypeText)
        ;   TypeText = TypeDefault
        ),
        (   memberchk(help(Help), O)
        ->  true
        ;   Help = ''
        ),
        Rows = [row(LongItems, ShortText, TypeText, Help)|Rows1]
    ),
    '$optparse_help_rows'(Os, Rows1).

% '$optparse_help_widths'(+Rows, ...): the widths of the first three
% columns: the longest long flag, the short flags, the type.
'$optparse_help_widths'([], WL, WL, WS, WS, WT, WT).
'$optparse_help_widths'([row(LongItems, Short, Type, _)|Rows],
                        WL0, WL, WS0, WS, WT0, WT) :-
    foldl('$optparse_max_length', LongItems, WL0, WL1),
    '$optparse_max_length'(Short, WS0, WS1),
    '$optparse_max_length'(Type, WT0, WT1),
    '$optparse_help_widths'(Rows, WL1, WL, WS1, WS, WT1, WT).

'$optparse_max_length'(Text, Max0, Max) :-
    atom_length(Text, Len),
    Max is max(Max0, Len).

'$optparse_format_rows'([], _, _, _, _, _, []).
'$optparse_format_rows'([row(LongItems, Short, Type, Help)|Rows],
                        WL, WS, WT, TextWidth, Break, [Line|Lines]) :-
    '$optparse_wrap'(LongItems, WL, LongLines),
    findall(L, (member(Ws, LongLines), atomic_list_concat(Ws, ', ', L)),
            LongTexts),
    atomic_list_concat(LongTexts, ',\n', Long),
    '$optparse_help_text'(Help, TextWidth, Break, HelpText),
    '$optparse_columns'([Long-WL, Short-WS, Type-WT], 0, 0, Cells),
    append(Cells, [HelpText, '\n'], Parts),
    atomic_list_concat(Parts, Line),
    '$optparse_format_rows'(Rows, WL, WS, WT, TextWidth, Break, Lines).

% '$optparse_columns'(+Cells, +Stop, +Column, -Parts): each Text-Width
% cell is written and padded to the next column stop, Width + 2 after the
% previous one, unless the text goes beyond it: then the stop is where the
% text ends (as format/2 column stops do).  Column is the position after
% the last newline.
'$optparse_columns'([], _, _, []).
'$optparse_columns'([Text-Width|Cells], Stop0, Column0, [Text, Pad|Parts]) :-
    atomic_list_concat(Pieces, '\n', Text),
    (   Pieces = [_, _|_]
    ->  last(Pieces, LastPiece),
        atom_length(LastPiece, Column1)
    ;   atom_length(Text, Len),
        Column1 is Column0 + Len
    ),
    Stop1 is Stop0 + Width + 2,
    (   Column1 >= Stop1
    ->  Stop = Column1,
        Pad = ''
    ;   Stop = Stop1,
        '$optparse_spaces'(Stop - Column1, Pad)
    ),
    '$optparse_columns'(Cells, Stop, Stop, Parts).

% '$optparse_help_text'(+Help, +Width, +Break, -Text): a list of lines is
% joined with Break; a text is wrapped to Width first.
'$optparse_help_text'(Help, Width, Break, Text) :-
    (   is_list(Help)
    ->  atomic_list_concat(Help, Break, Text)
    ;   split_string(Help, " ", "", Words0),
        '$optparse_atoms'(Words0, Words),
        '$optparse_wrap'(Words, Width, Lines),
        findall(L, (member(Ws, Lines), atomic_list_concat(Ws, ' ', L)),
                LineTexts),
        atomic_list_concat(LineTexts, Break, Text)
    ).

% '$optparse_wrap'(+Words, +Width, -Lines): Words in lines (lists of
% words), each taking a word more while the words and one space between
% each two fit in Width.  A line has at least one word.
'$optparse_wrap'([], _, []).
'$optparse_wrap'([W|Ws], Width, [[W|Line]|Lines]) :-
    atom_length(W, Len),
    '$optparse_fill'(Ws, Width, Len, Line, Rest),
    '$optparse_wrap'(Rest, Width, Lines).

'$optparse_fill'([], _, _, [], []).
'$optparse_fill'([W|Ws], Width, Len0, Line, Rest) :-
    atom_length(W, Len1),
    Len is Len0 + 1 + Len1,
    (   Len =< Width
    ->  Line = [W|Line1],
        '$optparse_fill'(Ws, Width, Len, Line1, Rest)
    ;   Line = [],
        Rest = [W|Ws]
    ).

'$optparse_atoms'([], []).
'$optparse_atoms'([S|Ss], [A|As]) :-
    atom_string(A, S),
    '$optparse_atoms'(Ss, As).

'$optparse_spaces'(Expr, Spaces) :-
    N is Expr,
    length(Cs, N),
    maplist(=(0' ), Cs),
    atom_codes(Spaces, Cs).
