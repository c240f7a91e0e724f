/*  Kea library: settings
    Named, typed application settings as SWI-Prolog's library(settings)
    provides them: a module declares a setting with the directive
    :- setting(Name, Type, Default, Comment), reads it with setting/2,
    changes it with set_setting/2 and can save the changed ones to a file
    and load them back.

    Representation.  Four dynamic tables of this module, keyed by the
    module and the name of a setting:
      '$set_decl'(M, N, Type, Comment, Source)  one per declared setting,
          in declaration order (enumeration follows it); Comment is an
          atom, Source the File:Line of the directive;
      '$set_default'(M, N, Expr)  the default as declared (or as last
          given to set_setting_default/2), unevaluated;
      '$set_value'(M, N, Value)  a value given by set_setting/2 or read by
          load_settings/1,2 (possibly for a setting not declared yet);
      '$set_file'(File)  the file of the last load_settings/1,2, which
          save_settings/0 writes.
    A setting's value is its '$set_value' when there is one, else its
    default evaluated afresh, so that defaults computed from the
    environment or from other settings follow them.  A setting is
    "modified" (starred by list_settings, written by save_settings) when
    it has a stored value that is not == to its evaluated default.

    Defaults.  A default is evaluated against the setting's type and
    module: env(Var) is the text of an environment variable (an
    existence_error when it is unset), env(Var, Default) the same with a
    fallback, setting(Name) the value of another setting (of the same
    module unless qualified).  For numeric types (integer, float, number,
    nonneg, positive_integer, negative_integer, between/2) a default
    other than a number or a list is an arithmetic expression over
    these; for type atom A+B concatenates the texts of A and B; for
    list(Type) each element is evaluated with Type; anything else is its
    own value.  Environment text is converted as convert_setting_text/3
    converts it: an atom for type atom, else read as a term and
    evaluated.  Values are checked with must_be/2; a declaration whose
    default does not check is reported (an error message placed at the
    directive) and declares nothing.

    Saving and loading.  save_settings writes a UTF-8 file (with a BOM
    when open/4 takes the option): a comment block with the date, then
    for each modified setting, in declaration order, its comment as a %
    line and the term setting(Module:Name, Value).  load_settings reads
    such terms back.  Problems (a term of another form, a value of the wrong type, with
    undefined(error) an undeclared setting) are warnings placed at the
    file and line of the term, printed through prolog:message//1 lines.

    The directive form is recognised by source_location/2: setting/4
    called while no source term is being executed raises
    context_error(nodirective, Goal) as SWI does.  Names are passed as
    module-sensitive arguments (meta_predicate ':'), so an unqualified
    name belongs to the caller's module; a qualifier whose module is a
    variable enumerates all modules.  Private helpers are prefixed '$set_'.
*/

:- module(settings, [
    setting/4, setting/2, set_setting/2, set_setting_default/2,
    restore_setting/1, list_settings/0, list_settings/1,
    current_setting/1, setting_property/2,
    load_settings/1, load_settings/2, save_settings/0, save_settings/1,
    convert_setting_text/3
    ]).

:- use_module(library(error)).
:- use_module(library(option)).

:- meta_predicate
    setting(:, +, +, +),
    setting(:, -),
    set_setting(:, +),
    set_setting_default(:, +),
    restore_setting(:),
    current_setting(:).

:- dynamic
    '$set_decl'/5,
    '$set_default'/3,
    '$set_value'/3,
    '$set_file'/1.

%   '$set_spec'(+Spec, -Module, -Name): the module and name of a possibly
%   qualified setting name; the innermost qualifier wins, and a variable
%   qualifier is returned as is (an open module).
'$set_spec'(Spec, M, N) :-
    (   nonvar(Spec), Spec = Q:X
    ->  (   var(Q)
        ->  M = Q, N = X
        ;   nonvar(X), X = _:_
        ->  '$set_spec'(X, M, N)
        ;   M = Q, N = X
        )
    ;   M = user, N = Spec
    ).

%   setting(:Name, +Type, +Default, +Comment): declares a setting; only
%   as a directive.
setting(Spec, Type, Default, Comment) :-
    (   source_location(File, Line)
    ->  catch('$set_declare'(Spec, Type, Default, Comment, File:Line),
              error(E, _),
              print_message(error, settings_declare(File, Line, E)))
    ;   throw(error(context_error(nodirective,
                                  setting(Spec, Type, Default, Comment)), _))
    ).

%   '$set_declare'(+Spec, +Type, +Default, +Comment, +Source): the
%   declaration recorded (again, at the end, when it is redeclared) once
%   its default checks; a stored value that does not fit the type goes.
'$set_declare'(Spec, Type, Default, Comment, Source) :-
    '$set_spec'(Spec, M, N),
    must_be(atom, N),
    '$set_comment'(Comment, CommentAtom),
    '$set_eval'(Type, Default, M, Value),
    must_be(Type, Value),
    retractall('$set_decl'(M, N, _, _, _)),
    retractall('$set_default'(M, N, _)),
    assertz('$set_decl'(M, N, Type, CommentAtom, Source)),
    assertz('$set_default'(M, N, Default)),
    (   '$set_value'(M, N, Old), \+ is_of_type(Type, Old)
    ->  retractall('$set_value'(M, N, _))
    ;   true
    ).

'$set_comment'(Comment, Atom) :-
    (   atom(Comment)
    ->  Atom = Comment
    ;   string(Comment)
    ->  atom_string(Atom, Comment)
    ;   format(atom(Atom), '~w', [Comment])
    ).

%   setting(:Name, -Value): the value of a setting; enumerates the
%   settings of the module (of all modules when it is unbound) when Name
%   is unbound.
setting(Spec, Value) :-
    '$set_spec'(Spec, M, N),
    (   atom(M), atom(N)
    ->  (   '$set_current'(M, N, V0)
        ->  Value = V0
        ;   throw(error(existence_error(setting, M:N), _))
        )
    ;   '$set_decl'(M, N, _, _, _),
        '$set_current'(M, N, Value)
    ).

%   '$set_current'(+M, +N, -Value): fails when there is no such setting.
'$set_current'(M, N, Value) :-
    (   '$set_value'(M, N, V)
    ->  Value = V
    ;   '$set_decl'(M, N, _, _, _)
    ->  '$set_default_value'(M, N, Value)
    ).

'$set_default_value'(M, N, Value) :-
    '$set_decl'(M, N, Type, _, _),
    '$set_default'(M, N, Expr),
    !,
    '$set_eval'(Type, Expr, M, Value).

%   set_setting(:Name, +Value)
set_setting(Spec, Value) :-
    '$set_spec'(Spec, M, N),
    must_be(atom, N),
    (   '$set_decl'(M, N, Type, _, _)
    ->  must_be(Type, Value),
        retractall('$set_value'(M, N, _)),
        assertz('$set_value'(M, N, Value))
    ;   throw(error(existence_error(setting, N), _))
    ).

%   restore_setting(:Name): back to the default; no error for an
%   unknown setting.
restore_setting(Spec) :-
    '$set_spec'(Spec, M, N),
    must_be(atom, N),
    retractall('$set_value'(M, N, _)).

%   set_setting_default(:Name, +Default): a new default, which also
%   becomes the current value.  It is evaluated (so that, say, a missing
%   environment variable is an error) but, as in SWI, not type-checked.
set_setting_default(Spec, Default) :-
    '$set_spec'(Spec, M, N),
    must_be(atom, N),
    (   '$set_decl'(M, N, Type, _, _)
    ->  '$set_eval'(Type, Default, M, _),
        retractall('$set_default'(M, N, _)),
        assertz('$set_default'(M, N, Default)),
        retractall('$set_value'(M, N, _))
    ;   throw(error(existence_error(setting, M:N), _))
    ).

%   current_setting(:Name)
current_setting(Spec) :-
    '$set_spec'(Spec, M, N),
    '$set_decl'(M, N, _, _, _).

%   setting_property(?Setting, ?Property): Setting is Module:Name (an
%   unqualified name is no setting here, as in SWI);
%   properties type(T), default(V) (evaluated), comment(C), source(F:L).
setting_property(Setting, Property) :-
    (   nonvar(Setting), Setting = M0:N0
    ->  M = M0, N = N0
    ;   true
    ),
    '$set_decl'(M, N, Type, Comment, Source),
    Setting = M:N,
    '$set_property'(Property, M, N, Type, Comment, Source).

'$set_property'(type(Type), _, _, Type, _, _).
'$set_property'(default(Value), M, N, _, _, _) :-
    '$set_default_value'(M, N, Value).
'$set_property'(comment(Comment), _, _, _, Comment, _).
'$set_property'(source(Source), _, _, _, _, Source).

%   '$set_modified'(?M, ?N, -Value): declared settings, in order, whose
%   stored value differs from their default.
'$set_modified'(M, N, Value) :-
    '$set_decl'(M, N, _, _, _),
    '$set_value'(M, N, Value),
    \+ ( '$set_default_value'(M, N, Default), Default == Value ).

%   list_settings, list_settings(+Module)
list_settings :-
    list_settings(_).

list_settings(Module) :-
    format('~`=t~72|~n'),
    format('~w~t~25| ~w~t~15+ ~w~n', ['Name', 'Value (*=modified)', 'Comment']),
    format('~`=t~72|~n'),
    forall('$set_decl'(Module, N, _, Comment, _),
           '$set_list_one'(Module, N, Comment)).

'$set_list_one'(M, N, Comment) :-
    '$set_current'(M, N, Value),
    (   '$set_modified'(M, N, _)
    ->  format(atom(Text), '~q*', [Value])
    ;   format(atom(Text), '~q', [Value])
    ),
    format('~w~t~25| ~w~t~15+ ~w~n', [M:N, Text, Comment]).

%   load_settings(+File), load_settings(+File, +Options): File becomes the
%   default file of save_settings/0; a missing file is no error.  Option
%   undefined(load) (default) keeps values of settings not declared (yet),
%   undefined(error) reports and ignores them.
load_settings(File) :-
    load_settings(File, []).

load_settings(File, Options) :-
    must_be(atom, File),
    option(undefined(Undefined), Options, load),
    retractall('$set_file'(_)),
    assertz('$set_file'(File)),
    (   exists_file(File)
    ->  setup_call_cleanup(open(File, read, In, [encoding(utf8)]),
                           '$set_load_stream'(In, File, Undefined),
                           close(In))
    ;   true
    ).

'$set_load_stream'(In, File, Undefined) :-
    '$set_skip_layout'(In),
    line_count(In, Line),
    read_term(In, Term, []),
    (   Term == end_of_file
    ->  true
    ;   catch('$set_load_term'(Term, Undefined), error(E, _),
              print_message(warning, settings_load(File, Line, E))),
        '$set_load_stream'(In, File, Undefined)
    ).

%   '$set_skip_layout'(+In): past blanks and % comments, so that
%   line_count/2 gives the line where the next term starts.
'$set_skip_layout'(In) :-
    peek_char(In, C),
    (   C == end_of_file
    ->  true
    ;   char_type(C, space)
    ->  get_char(In, _),
        '$set_skip_layout'(In)
    ;   C == '%'
    ->  read_line_to_string(In, _),
        '$set_skip_layout'(In)
    ;   true
    ).

'$set_load_term'(Term, Undefined) :-
    (   nonvar(Term), Term = setting(Spec, Value)
    ->  true
    ;   throw(error(type_error(setting, Term), _))
    ),
    '$set_spec'(Spec, M, N),
    must_be(atom, M),
    must_be(atom, N),
    (   '$set_decl'(M, N, Type, _, _)
    ->  must_be(Type, Value),
        retractall('$set_value'(M, N, _)),
        assertz('$set_value'(M, N, Value))
    ;   Undefined == load
    ->  retractall('$set_value'(M, N, _)),
        assertz('$set_value'(M, N, Value))
    ;   throw(error(existence_error(setting, M:N), _))
    ).

:- multifile prolog:message/3.

%   The lines of a problem found by setting/4 (print_message/2 says where:
%   it runs as a directive) or by load_settings/2 (the place in the
%   settings file, then the error indented, SWI's layout of messages
%   printed while a file loads).
prolog:message(settings_declare(_File, _Line, Error)) -->
    '$set_error_lines'(Error).
prolog:message(settings_load(File, Line, Error)) -->
    [ '~w:~w:'-[File, Line], nl, '   ' ],
    '$set_error_lines'(Error).

'$set_error_lines'(Error) -->
    { (   catch('$message_text'(error(Error, _), Text), _, fail)
      ->  true
      ;   format(string(Text), '~q', [Error])
      )
    },
    [ '~w'-[Text] ].

%   save_settings, save_settings(+File): writes the modified settings.
save_settings :-
    (   '$set_file'(File)
    ->  save_settings(File)
    ;   throw(error(context_error(settings, no_default_file), _))
    ).

save_settings(File) :-
    must_be(atom, File),
    setup_call_cleanup('$set_open_out'(File, Out),
                       '$set_save_stream'(Out),
                       close(Out)).

'$set_open_out'(File, Out) :-
    catch(open(File, write, Out, [encoding(utf8), bom(true)]), _, fail),
    !.
'$set_open_out'(File, Out) :-
    open(File, write, Out, [encoding(utf8)]).

'$set_save_stream'(Out) :-
    (   catch(( get_time(Now),
                format_time(atom(Date), '%a %b %e %H:%M:%S %Y', Now) ),
              _, fail)
    ->  true
    ;   Date = ''
    ),
    format(Out, '/*  Saved settings~n    Date: ~w~n*/~n~n', [Date]),
    forall('$set_modified'(M, N, Value),
           ( '$set_decl'(M, N, _, Comment, _),
             format(Out, '~n%\t~w~nsetting(~q, ~q).~n', [Comment, M:N, Value])
           )).

%   convert_setting_text(+Type, +Text, -Value): the value of Type that
%   Text denotes: the text as an atom for type atom, else Text read as a
%   term and evaluated (arithmetic for numeric types, made a float for
%   type float).
convert_setting_text(Type, Text, Value) :-
    '$set_text_value'(Type, Text, Value0),
    must_be(Type, Value0),
    Value = Value0.

'$set_text_value'(Type, Text, Value) :-
    (   Type == atom
    ->  atom_string(Value, Text)
    ;   atom_string(Atom, Text),
        term_to_atom(Term, Atom),
        '$set_eval'(Type, Term, user, Value0),
        (   Type == float, number(Value0)
        ->  Value is float(Value0)
        ;   Value = Value0
        )
    ).

%   '$set_eval'(+Type, +Expr, +Module, -Value): a default evaluated.
'$set_eval'(_, Expr, _, _) :-
    var(Expr),
    !,
    throw(error(instantiation_error, _)).
'$set_eval'(Type, env(Var), _, Value) :-
    !,
    (   getenv(Var, Text)
    ->  '$set_text_value'(Type, Text, Value)
    ;   throw(error(existence_error(environment_variable, Var), _))
    ).
'$set_eval'(Type, env(Var, Default), M, Value) :-
    !,
    (   getenv(Var, Text)
    ->  '$set_text_value'(Type, Text, Value)
    ;   '$set_eval'(Type, Default, M, Value)
    ).
'$set_eval'(_, setting(Name), M, Value) :-
    !,
    '$set_spec'(M:Name, M1, N1),
    setting(M1:N1, Value).
'$set_eval'(Type, Expr, M, Value) :-
    '$set_numeric'(Type),
    !,
    (   number(Expr)
    ->  Value = Expr
    ;   \+ is_list(Expr)
    ->  '$set_arith'(Expr, M, Expr1),
        Value is Expr1
    ;   Value = Expr
    ).
'$set_eval'(atom, A+B, M, Value) :-
    !,
    '$set_eval'(atom, A, M, VA),
    '$set_eval'(atom, B, M, VB),
    format(atom(Value), '~w~w', [VA, VB]).
'$set_eval'(list(Type), List, M, Value) :-
    is_list(List),
    !,
    '$set_eval_list'(List, Type, M, Value).
'$set_eval'(_, Value, _, Value).

'$set_eval_list'([], _, _, []).
'$set_eval_list'([X|Xs], Type, M, [V|Vs]) :-
    '$set_eval'(Type, X, M, V),
    '$set_eval_list'(Xs, Type, M, Vs).

%   '$set_arith'(+Expr, +Module, -Expr1): env/1,2 and setting/1 inside an
%   arithmetic expression replaced by their (numeric) values.
'$set_arith'(Expr, M, Value) :-
    (   var(Expr)
    ->  throw(error(instantiation_error, _))
    ;   ( Expr = env(_) ; Expr = env(_, _) ; Expr = setting(_) )
    ->  '$set_eval'(number, Expr, M, Value)
    ;   compound(Expr)
    ->  Expr =.. [F|Args],
        '$set_arith_list'(Args, M, Args1),
        Value =.. [F|Args1]
    ;   Value = Expr
    ).

'$set_arith_list'([], _, []).
'$set_arith_list'([A|As], M, [V|Vs]) :-
    '$set_arith'(A, M, V),
    '$set_arith_list'(As, M, Vs).

'$set_numeric'(integer).
'$set_numeric'(float).
'$set_numeric'(number).
'$set_numeric'(nonneg).
'$set_numeric'(positive_integer).
'$set_numeric'(negative_integer).
'$set_numeric'(between(_, _)).

