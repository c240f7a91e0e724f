/*  Kea boot library: file names and the load context, as SWI-Prolog has
    them: absolute_file_name/2,3 over '$absolute_path'/3 and access_file/2
    (engine/builtins/files.cpp), load_files/2, prolog_load_context/2 and
    source_location/2 over '$load_context'/1 (engine/wam/consult.cpp),
    make/0 over '$loaded_files'/1 and '$load_mtime'/2 (the same file).
*/

%   absolute_file_name(+Spec, -Absolute)
%   absolute_file_name(+Spec, -Absolute, +Options)
%   Spec is a file name or Alias(Name), where the user's
%   file_search_path(Alias, Dir) facts say where Alias is (Dir may be an
%   alias in turn). Relative names are taken from relative_to(FileOrDir),
%   else from the directory of the file being loaded, else from the
%   working directory. Options: extensions(List), file_type(Type) (txt,
%   prolog, source, directory, executable), access(Mode) (see
%   access_file/2), file_errors(error|fail), solutions(first|all). The
%   candidates are the name with each extension in turn. With no access
%   mode and no directory type, they are given whether or not the files
%   exist (SWI-Prolog); else only those that exist (a directory for
%   file_type(directory), a file otherwise) and allow the access.

absolute_file_name(Spec, Absolute) :-
    absolute_file_name(Spec, Absolute, []).

absolute_file_name(Spec, Absolute, Options) :-
    (   var(Spec)
    ->  throw(error(instantiation_error, context(absolute_file_name/3, _)))
    ;   true
    ),
    '$skip_list'(_, Options, Tail),
    (   var(Tail)
    ->  throw(error(instantiation_error, context(absolute_file_name/3, _)))
    ;   Tail == []
    ->  true
    ;   throw(error(type_error(options, Options), context(absolute_file_name/3, _)))
    ),
    '$afn_option'(file_type(Type), Options, txt),
    '$afn_option'(access(Access), Options, none),
    '$afn_option'(file_errors(Errors), Options, error),
    '$afn_option'(solutions(Solutions), Options, first),
    (   '$boot_member'(extensions(Exts0), Options)
    ->  true
    ;   '$afn_type_extensions'(Type, Exts0)
    ),
    '$afn_relative_dir'(Options, Dir),
    (   Access == none,
        Type \== directory
    ->  Check = false
    ;   Check = true
    ),
    (   Solutions == all
    ->  '$afn_candidate'(Spec, Dir, Exts0, Check, Type, Access, Absolute)
    ;   '$afn_candidate'(Spec, Dir, Exts0, Check, Type, Access, Abs1)
    ->  Absolute = Abs1
    ;   Errors == fail
    ->  fail
    ;   throw(error(existence_error(source_sink, Spec), _))
    ).

'$afn_option'(Option, Options, Default) :-
    (   '$boot_member'(Option, Options)
    ->  true
    ;   arg(1, Option, Default)
    ).

'$afn_type_extensions'(prolog, ['.pl', '']) :- !.
'$afn_type_extensions'(source, ['.pl', '']) :- !.
'$afn_type_extensions'(_, ['']).

'$afn_relative_dir'(Options, Dir) :-
    (   '$boot_member'(relative_to(R), Options)
    ->  (   exists_directory(R)
        ->  Dir = R
        ;   file_directory_name(R, Dir)
        )
    ;   prolog_load_context(directory, D)
    ->  Dir = D
    ;   Dir = ''
    ).

'$afn_candidate'(Spec, Dir, Exts, Check, Type, Access, Absolute) :-
    '$afn_expand'(Spec, Name),
    '$afn_text'(Name, Text),
    '$boot_member'(Ext, Exts),
    '$afn_add_extension'(Text, Ext, File),
    '$absolute_path'(File, Dir, Absolute),
    (   Check == false
    ->  true
    ;   Type == directory
    ->  exists_directory(Absolute),
        access_file(Absolute, Access)
    ;   ( Access == write ; Access == append )
    ->  \+ exists_directory(Absolute),   % a file to write need not exist yet
        access_file(Absolute, Access)
    ;   exists_file(Absolute),
        access_file(Absolute, Access)
    ).

'$afn_expand'(Spec, Name) :-
    (   compound(Spec),
        Spec \= [_|_],
        functor(Spec, Alias, 1)
    ->  arg(1, Spec, Sub),
        '$afn_text'(Sub, SubText),
        current_predicate(file_search_path/2),
        file_search_path(Alias, Dir0),
        '$afn_expand'(Dir0, Dir),
        '$afn_text'(Dir, DirText),
        atomic_list_concat([DirText, '/', SubText], Name)
    ;   Name = Spec
    ).

'$afn_text'(Name, Text) :-
    (   atomic(Name)
    ->  Text = Name
    ;   Name = A/B
    ->  '$afn_text'(A, TA),
        '$afn_text'(B, TB),
        atomic_list_concat([TA, '/', TB], Text)
    ;   throw(error(type_error(atomic, Name), context(absolute_file_name/3, _)))
    ).

'$afn_add_extension'(Text, Ext, File) :-
    (   Ext == ''
    ->  File = Text
    ;   sub_atom(Ext, 0, 1, _, '.')
    ->  atom_concat(Text, Ext, File)
    ;   atomic_list_concat([Text, '.', Ext], File)
    ).

%   exists_source(+Source): Source, a file specification as use_module/1
%   takes it, names one of Kea's own libraries (in the binary) or a
%   Prolog source file that can be read, as SWI-Prolog's exists_source/1
%   (for :- if(exists_source(library(X))). in portable code).
exists_source(Source) :-
    (   var(Source)
    ->  throw(error(instantiation_error, context(exists_source/1, _)))
    ;   compound(Source),
        Source = library(Name),
        '$afn_text'(Name, Text),
        '$kea_library'(Text)
    ->  true
    ;   absolute_file_name(Source, _, [file_type(prolog), access(read), file_errors(fail)])
    ).

%   prolog_load_context(?Key, ?Value): while a file loads, Key is file,
%   source (the same file: Kea has no included files), directory,
%   term_position ('$stream_position'(0, Line, 0, 0)), module (user) or
%   dialect (kea).

prolog_load_context(Key, Value) :-
    (   '$load_context'(Facts0)
    ->  Facts = Facts0
    ;   Facts = []                      % not loading: module and dialect only
    ),
    (   '$boot_member'(file(F), Facts),
        (   Key = file,
            Value = F
        ;   Key = source,
            Value = F
        )
    ;   '$boot_member'(directory(D), Facts),
        Key = directory,
        Value = D
    ;   '$boot_member'(line(L), Facts),
        Key = term_position,
        Value = '$stream_position'(0, L, 0, 0)
    ;   Key = module,
        (   '$boot_member'(module(M), Facts)
        ->  Value = M
        ;   Value = user
        )
    ;   Key = dialect,
        Value = kea
    ).

%   load_files(+Files, +Options): SWI-Prolog's general loader, as far as
%   Kea's loading goes: if(true) (the default) loads Files as consult/1
%   does, if(not_loaded) and if(changed) as ensure_loaded/1 does (a file
%   loaded before is not looked at again); stream(S), loading from a
%   stream, is not there (a domain error); the other options (silent,
%   imports, must_be_module, ...) change nothing.
load_files(Files, Options) :-
    '$must_be_proper_list'(Options, load_files/2),
    (   '$boot_member'(stream(_), Options)
    ->  throw(error(domain_error(load_files_option, stream), context(load_files/2, _)))
    ;   true
    ),
    (   '$boot_member'(if(If), Options)
    ->  true
    ;   If = true
    ),
    (   If == true
    ->  consult(Files)
    ;   ( If == not_loaded ; If == changed )
    ->  ensure_loaded(Files)
    ;   throw(error(domain_error(load_files_if, If), context(load_files/2, _)))
    ).

%   source_location(-File, -Line): where the term being loaded starts.

source_location(File, Line) :-
    '$load_context'(Facts),
    '$boot_member'(file(File), Facts),
    '$boot_member'(line(Line), Facts),
    !.

%   prolog_to_os_filename(?Prolog, ?OS): the same name on POSIX systems.

prolog_to_os_filename(Prolog, OS) :-
    (   nonvar(Prolog)
    ->  OS = Prolog
    ;   nonvar(OS)
    ->  Prolog = OS
    ;   throw(error(instantiation_error, context(prolog_to_os_filename/2, _)))
    ).

%   open_null_stream(-Stream): an output stream that discards what is
%   written to it.

open_null_stream(Stream) :-
    open('/dev/null', write, Stream).

%   tmp_file_stream(+Encoding, -File, -Stream)
%   tmp_file_stream(-File, -Stream, +Options)
%   A new temporary file (tmp_file/2), open for writing as Stream.
%   Options: extension(Ext), encoding(Enc).

tmp_file_stream(A, B, C) :-
    (   atom(A)
    ->  '$tmp_file_stream'(B, C, [encoding(A)])
    ;   '$must_be_proper_list'(C, tmp_file_stream/3),
        '$tmp_file_stream'(A, B, C)
    ).

%   Encoding binary (or octet) opens a binary stream, text the default
%   text encoding, any other that encoding (as SWI-Prolog).
'$tmp_file_stream'(File, Stream, Options) :-
    tmp_file(tmp, Base),
    (   '$boot_member'(extension(Ext), Options),
        Ext \== ''
    ->  file_name_extension(Base, Ext, File)
    ;   File = Base
    ),
    (   '$boot_member'(encoding(Enc), Options)
    ->  (   ( Enc == binary ; Enc == octet )
        ->  OpenOptions = [type(binary)]
        ;   Enc == text
        ->  OpenOptions = []
        ;   OpenOptions = [encoding(Enc)]
        )
    ;   OpenOptions = []
    ),
    open(File, write, Stream, OpenOptions).

%   '$declare_module'(+Module, +Exports): the checks of the directive
%   module/2 (as SWI-Prolog's), whose module and exported predicates the
%   loader (engine/wam/consult.cpp) then makes; the operators in Exports
%   are defined here, for everyone (Kea has one operator table).

'$declare_module'(Module, Exports) :-
    (   var(Module)
    ->  throw(error(instantiation_error, context(module/2, _)))
    ;   atom(Module)
    ->  true
    ;   throw(error(type_error(atom, Module), context(module/2, _)))
    ),
    '$must_be_proper_list'(Exports, module/2),
    '$files_exports'(Exports).

'$files_exports'([]).
'$files_exports'([E|Es]) :-
    '$files_export'(E),
    '$files_exports'(Es).

'$files_export'(E) :-
    (   var(E)
    ->  throw(error(instantiation_error, context(module/2, _)))
    ;   E = op(P, T, N)
    ->  op(P, T, N)
    ;   (   E = Name/Arity
        ;   E = Name//Arity
        ),
        atom(Name),
        integer(Arity),
        Arity >= 0
    ->  true
    ;   throw(error(type_error(predicate_indicator, E), context(module/2, _)))
    ).

%   make
%   Loads again every loaded file whose modification time has changed
%   since its last load began, as SWI-Prolog's make/0 does, into user
%   (a module file into its module). A file that is gone is left alone.
make :-
    '$loaded_files'(Files),
    forall(( '$boot_member'(File, Files),
             '$files_modified'(File)
           ),
           user:consult(File)).

'$files_modified'(File) :-
    '$load_mtime'(File, Loaded),
    catch(time_file(File, Now), error(_, _), fail),
    Now =\= Loaded.
