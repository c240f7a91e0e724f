/*  Kea library: main
    Scripts as SWI-Prolog writes them: main/0 calls the program's main/1
    with the command-line arguments left to it (the argv flag), and
    argv_options/3 splits those into positional arguments and options.
    Private helpers are prefixed '$main_'.
*/

:- module(prolog_main, [main/0, argv_options/3]).

%   main
%   Calls main(Argv) in the module main/0 was called from (it is
%   transparent, as in SWI-Prolog): user's, or that of a script written
%   as a module. With `:- initialization(main, main).` the process then
%   ends with status 0, or 1 when main/1 fails or raises an error.

:- module_transparent(main/0).

main :-
    context_module(M),
    current_prolog_flag(argv, Argv),
    M:main(Argv).

%   argv_options(+Argv, -Positional, -Options)
%   --Name=Value gives Name(Value), the value a number when it reads as
%   one; --Name gives Name(true) and --no-Name Name(false); dashes inside
%   Name become underscores. Everything after -- is positional, and so is
%   every argument that does not start with --.

argv_options(Argv, Positional, Options) :-
    '$main_options'(Argv, Positional, Options).

'$main_options'([], [], []).
'$main_options'([A|As], Ps, Os) :-
    (   A == '--'
    ->  Ps = As, Os = []
    ;   '$main_option'(A, O)
    ->  Os = [O|Os1], '$main_options'(As, Ps, Os1)
    ;   Ps = [A|Ps1], '$main_options'(As, Ps1, Os)
    ).

'$main_option'(Arg, Option) :-
    atom(Arg),
    atom_concat('--', Spec, Arg),
    Spec \== '',
    (   sub_atom(Spec, Before, 1, After, =)
    ->  sub_atom(Spec, 0, Before, _, Name0),
        sub_atom(Spec, _, After, 0, Text),
        (   atom_number(Text, Value) -> true ; Value = Text )
    ;   atom_concat('no-', Name0, Spec)
    ->  Value = false
    ;   Name0 = Spec,
        Value = true
    ),
    '$main_option_name'(Name0, Name),
    Option =.. [Name, Value].

'$main_option_name'(Name0, Name) :-
    atomic_list_concat(Parts, '-', Name0),
    atomic_list_concat(Parts, '_', Name).
