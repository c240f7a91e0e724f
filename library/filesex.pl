/*  Kea library: filesex
    Operations on files, directories and file names beyond the builtins,
    as SWI-Prolog's library(filesex) has them: joining and splitting paths,
    relative names, making and removing directory trees, copying files and
    directories, enumerating the members of a directory tree. Written in
    Prolog over Kea's file builtins (directory_files/2, exists_directory/1,
    make_directory/1, delete_file/1, delete_directory/1, same_file/2,
    absolute_file_name/3, open/4 with type(binary), copy_stream_data/2,
    wildcard_match/2).

    Kea has no lstat(2) and no readlink(2) builtin, so it cannot tell a
    symbolic link from what it points to by asking. The deleting
    predicates still remove a link to a directory rather than the
    directory's contents, as SWI-Prolog does: they learn the kind of an
    entry from delete_directory/1, which does not follow a link (see
    '$filesex_remove'/2). A link to a file (or a dangling link) given to
    delete_directory_and_contents/1 itself is an error here, where
    SWI-Prolog deletes the link. directory_member/3 never enters a
    directory that is the same file (same_file/2) as one it is inside, so
    a link to an ancestor ends the descent one level earlier than in
    SWI-Prolog, whose guard compares canonical names.

    Not here, for want of system calls Kea does not expose: chmod/2 (the
    mode of a file), set_time_file/3 (utime), link_file/3 (link, symlink).
    directory_member/3 does not take follow_links(false) (an error); its
    file_errors(warning) prints Kea's message for the error. An unbound
    Path and Dir or RelPath raise instantiation_error (SWI-Prolog 9.0:
    instantiation_error(_)). ensure_directory/1 is from SWI-Prolog
    versions after 9.0.
    Private helpers are prefixed '$filesex_'.
*/

:- module(filesex, [
    copy_directory/2, copy_file/2, delete_directory_and_contents/1,
    delete_directory_contents/1, directory_file_path/3, directory_member/3,
    ensure_directory/1, make_directory_path/1, relative_file_name/3
    ]).

%   directory_file_path(+Dir, +File, -Path)
%   directory_file_path(?Dir, ?File, +Path)
%   Path is File in directory Dir, with one / between them. Joining: an
%   absolute File, or Dir '.', gives File itself; a Dir ending in / is not
%   given a second one. Splitting: with Dir known, Path must start with
%   Dir and a /; with File known, Path must end in File and what comes
%   before it, less one trailing /, is Dir; with neither, they are the
%   directory and base names of Path (file_directory_name/2 and
%   file_base_name/2).
directory_file_path(Dir, File, Path) :-
    (   nonvar(Dir),
        nonvar(File)
    ->  '$filesex_join'(Dir, File, Joined),
        Path = Joined
    ;   var(Path)
    ->  throw(error(instantiation_error, context(directory_file_path/3, _)))
    ;   nonvar(Dir)
    ->  '$filesex_file_in'(Dir, Path, File)
    ;   nonvar(File)
    ->  atom_concat(Dir0, File, Path),
        '$filesex_drop_one_slash'(Dir0, Dir)
    ;   file_directory_name(Path, Dir),
        file_base_name(Path, File)
    ).

'$filesex_join'(Dir, File, Path) :-
    (   Dir == '.'
    ->  Path = File
    ;   is_absolute_file_name(File)
    ->  Path = File
    ;   '$filesex_ends_in_slash'(Dir)
    ->  atom_concat(Dir, File, Path)
    ;   atomic_list_concat([Dir, '/', File], Path)
    ).

% File is the rest of Path after the directory Dir.
'$filesex_file_in'(Dir, Path, File) :-
    (   Dir == '.',
        \+ is_absolute_file_name(Path)
    ->  File = Path
    ;   '$filesex_ends_in_slash'(Dir)
    ->  atom_concat(Dir, File, Path)
    ;   atom_concat(Dir, '/', Prefix),
        atom_concat(Prefix, File, Path)
    ).

'$filesex_ends_in_slash'(Name) :-
    sub_atom(Name, _, 1, 0, '/').

% One trailing / taken off, unless nothing would be left.
'$filesex_drop_one_slash'(Dir0, Dir) :-
    (   atom_concat(Dir1, '/', Dir0),
        Dir1 \== ''
    ->  Dir = Dir1
    ;   Dir = Dir0
    ).

%   relative_file_name(+Path, +RelToFile, -RelPath)
%   relative_file_name(-Path, +RelToFile, +RelPath)
%   RelPath is Path written relative to the directory of the file
%   RelToFile (a RelToFile ending in / is that directory itself). Both are
%   first made absolute and canonical as absolute_file_name/2 does
%   (against the working directory); the comparison is of names only, so
%   none of the files need exist. A Path equal to that directory gives
%   '.'. In the second mode an absolute RelPath is Path as it is, else
%   Path is RelPath taken from the directory of RelToFile, made absolute.
relative_file_name(Path, RelTo, RelPath) :-
    (   nonvar(Path)
    ->  '$filesex_absolute'(Path, AbsPath),
        '$filesex_absolute'(RelTo, AbsRelTo),
        atomic_list_concat(PathSegs, '/', AbsPath),
        atomic_list_concat(RelToSegs, '/', AbsRelTo),
        '$filesex_common_prefix'(PathSegs, RelToSegs, PathRest, RelToRest),
        '$filesex_ups'(RelToRest, PathRest, Segs),
        (   Segs == []
        ->  RelPath = '.'
        ;   atomic_list_concat(Segs, '/', RelPath)
        )
    ;   var(RelPath)
    ->  throw(error(instantiation_error, context(relative_file_name/3, _)))
    ;   is_absolute_file_name(RelPath)
    ->  Path = RelPath
    ;   file_directory_name(RelTo, RelToDir),
        directory_file_path(RelToDir, RelPath, Joined),
        '$filesex_absolute'(Joined, Path)
    ).

% Absolute and canonical against the working directory; a name ending in
% / (or the empty name, the working directory) keeps a trailing /, as in
% SWI-Prolog.
'$filesex_absolute'(Spec, Abs) :-
    working_directory(Cwd, Cwd),
    absolute_file_name(Spec, Abs0, [relative_to(Cwd)]),
    (   atomic(Spec),
        (   atom_length(Spec, 0)
        ;   '$filesex_ends_in_slash'(Spec)
        ),
        \+ '$filesex_ends_in_slash'(Abs0)
    ->  atom_concat(Abs0, '/', Abs)
    ;   Abs = Abs0
    ).

'$filesex_common_prefix'([S|Ss1], [S|Ss2], Rest1, Rest2) :-
    !,
    '$filesex_common_prefix'(Ss1, Ss2, Rest1, Rest2).
'$filesex_common_prefix'(Rest1, Rest2, Rest1, Rest2).

% A '..' for each segment of RelToRest but its last, the file's own name.
'$filesex_ups'([], Segs, Segs).
'$filesex_ups'([_|More], Segs0, Segs) :-
    '$filesex_ups_'(More, Segs0, Segs).

'$filesex_ups_'([], Segs, Segs).
'$filesex_ups_'([_|More], Segs0, ['..'|Segs]) :-
    '$filesex_ups_'(More, Segs0, Segs).

%   make_directory_path(+Dir): Dir is a directory, made with its missing
%   ancestors when it is not one (mkdir -p). The errors are those of
%   make_directory/1 on the first directory that cannot be made.
make_directory_path(Dir) :-
    (   '$filesex_make_path'(Dir)
    ->  true
    ;   throw(error(permission_error(create, directory, Dir),
                    context(make_directory_path/1, _)))
    ).

'$filesex_make_path'(Dir) :-
    (   exists_directory(Dir)
    ->  true
    ;   atom_concat(Dir1, '/', Dir),
        Dir1 \== ''
    ->  '$filesex_make_path'(Dir1)
    ;   Dir \== '/',
        file_directory_name(Dir, Parent),
        (   Parent == Dir
        ->  true
        ;   '$filesex_make_path'(Parent)
        ),
        % Another process may have made it meanwhile.
        catch(make_directory(Dir), Error, true),
        (   var(Error)
        ->  true
        ;   Error = error(existence_error(directory, _), _),
            exists_directory(Dir)
        ->  true
        ;   throw(Error)
        )
    ).

%   ensure_directory(+Dir): Dir is a directory, made when it is not one;
%   unlike make_directory_path/1 its parent must exist.
ensure_directory(Dir) :-
    (   exists_directory(Dir)
    ->  true
    ;   make_directory(Dir)
    ).

%   copy_file(+From, +To): the bytes of file From copied to file To, made
%   or emptied first; when To is a directory, to the file of From's base
%   name in it. From is opened first, so a missing From leaves To as it
%   was (SWI-Prolog empties or makes To before it finds that out).
copy_file(From, To) :-
    (   exists_directory(To)
    ->  file_base_name(From, Base),
        directory_file_path(To, Base, Dest)
    ;   Dest = To
    ),
    setup_call_cleanup(
        open(From, read, In, [type(binary)]),
        setup_call_cleanup(
            open(Dest, write, Out, [type(binary)]),
            copy_stream_data(In, Out),
            close(Out)),
        close(In)).

%   copy_directory(+From, +To): the files and subdirectories of From
%   copied into To, recursively; To is made when it does not exist, and
%   when it does, From's contents go into it (not into a subdirectory
%   named after From). Links are followed. From is listed before To is
%   made, so To may lie inside From.
copy_directory(From, To) :-
    directory_files(From, Entries),
    ensure_directory(To),
    '$filesex_copy_entries'(Entries, From, To).

'$filesex_copy_entries'([], _, _).
'$filesex_copy_entries'([Entry|Entries], From, To) :-
    (   '$filesex_dot'(Entry)
    ->  true
    ;   directory_file_path(From, Entry, Source),
        directory_file_path(To, Entry, Dest),
        (   exists_directory(Source)
        ->  copy_directory(Source, Dest)
        ;   copy_file(Source, Dest)
        )
    ),
    '$filesex_copy_entries'(Entries, From, To).

'$filesex_dot'('.').
'$filesex_dot'('..').

%   delete_directory_and_contents(+Dir): Dir and everything below it
%   removed. A link to a directory, Dir or inside it, is removed itself,
%   not what it points to. A Dir that is no directory is an error, as
%   directory_files/2 reports it.
delete_directory_and_contents(Dir) :-
    '$filesex_strip_slashes'(Dir, Name),
    file_base_name(Name, Base),
    (   \+ exists_directory(Name)
    ->  directory_files(Dir, _),
        delete_directory(Dir)
    ;   '$filesex_dot'(Base)
    ->  delete_directory_contents(Name),
        delete_directory(Name)
    ;   file_directory_name(Name, Parent),
        '$filesex_remove'(Name, Parent)
    ).

%   delete_directory_contents(+Dir): everything in directory Dir removed,
%   Dir itself kept. Links in Dir are removed, not what they point to.
delete_directory_contents(Dir) :-
    directory_files(Dir, Entries),
    '$filesex_remove_entries'(Entries, Dir).

'$filesex_remove_entries'([], _).
'$filesex_remove_entries'([Entry|Entries], Dir) :-
    (   '$filesex_dot'(Entry)
    ->  true
    ;   directory_file_path(Dir, Entry, Path),
        '$filesex_remove'(Path, Dir)
    ),
    '$filesex_remove_entries'(Entries, Dir).

% '$filesex_remove'(+Path, +Parent): Path, an entry of directory Parent,
% removed, and everything below it when it is a directory. Without lstat
% the kind of entry is learnt from rmdir(2), which does not follow a link:
% it removes an empty directory; it fails with ENOTDIR (an existence
% error) on a file or a link, which are then deleted; and with ENOTEMPTY
% (a permission error) on a directory with contents, which are removed
% first. A permission error is taken for ENOTEMPTY only when Parent may be
% written (else it is EACCES) and Path/.. is Parent (a link to a
% directory elsewhere fails that).
'$filesex_remove'(Path, Parent) :-
    catch(delete_directory(Path), Error, true),
    (   var(Error)
    ->  true
    ;   Error = error(existence_error(_, _), _)
    ->  catch(delete_file(Path), Error2, true),
        '$filesex_unless_gone'(Error2, exists_file(Path))
    ;   Error = error(permission_error(_, _, _), _),
        access_file(Parent, write),
        '$filesex_real_subdir'(Path, Parent)
    ->  delete_directory_contents(Path),
        catch(delete_directory(Path), Error3, true),
        '$filesex_unless_gone'(Error3, exists_directory(Path))
    ;   throw(Error)
    ).

% Path is a directory whose parent is Parent.
'$filesex_real_subdir'(Path, Parent) :-
    exists_directory(Path),
    atom_concat(Path, '/..', Up),
    same_file(Up, Parent).

% Error (unbound if none) is rethrown unless it says that the file is not
% there and indeed it is not (Exists fails).
'$filesex_unless_gone'(Error, Exists) :-
    (   var(Error)
    ->  true
    ;   Error = error(existence_error(_, _), _),
        \+ call(Exists)
    ->  true
    ;   throw(Error)
    ).

'$filesex_strip_slashes'(Name0, Name) :-
    (   atom_concat(Name1, '/', Name0),
        Name1 \== ''
    ->  '$filesex_strip_slashes'(Name1, Name)
    ;   atom_string(Name, Name0)
    ).

%   directory_member(+Dir, -Member, +Options): Member is Dir/Entry for an
%   entry of directory Dir ('.' and '..' aside) that passes the filters of
%   Options, in the order directory_files/2 lists them; a subdirectory
%   comes before its own members. Options, as in SWI-Prolog:
%   recursive(Bool) (default false) also gives the members of
%   subdirectories; file_type(Type): directory for directories only, else
%   files whose extension prolog_file_type/2 gives Type (pl for prolog,
%   ...); extensions(Exts): entries whose extension (no dot, '' for none)
%   is in Exts; access(Mode): entries access_file/2 allows; matches(Glob):
%   entries whose base name matches Glob (wildcard_match/2); exclude(Glob):
%   not those; exclude_directory(Glob): do not enter subdirectories whose
%   base name matches Glob; hidden(false): no entry whose name starts with
%   a dot, nor below one; file_errors(E): a directory that cannot be
%   listed is an error (error), gives nothing (fail) or a warning
%   (warning, the default); follow_links(true) is the default and the only
%   value Kea has.
directory_member(Dir, Member, Options) :-
    '$filesex_dm_options'(Options, Opts),
    '$filesex_dm'(Dir, [Dir], Opts, Member).

'$filesex_dm_options'(Options, opts(Rec, Type, Exts, Errors, Access, Matches,
                                    Exclude, ExclDir, Hidden)) :-
    must_be(list, Options),
    '$filesex_option'(recursive, Options, false, Rec),
    '$filesex_option'(follow_links, Options, true, Follow),
    (   Follow == false
    ->  throw(error(domain_error(directory_member_option, follow_links(false)),
                    context(directory_member/3, 'symbolic links cannot be told apart')))
    ;   true
    ),
    '$filesex_option'(file_type, Options, '$none', Type),
    '$filesex_option'(extensions, Options, '$none', Exts),
    '$filesex_option'(file_errors, Options, warning, Errors),
    '$filesex_option'(access, Options, '$none', Access),
    '$filesex_option'(matches, Options, '$none', Matches),
    '$filesex_option'(exclude, Options, '$none', Exclude),
    '$filesex_option'(exclude_directory, Options, '$none', ExclDir),
    '$filesex_option'(hidden, Options, true, Hidden).

% The first Name(Value) or Name = Value of Options, else Default.
'$filesex_option'(Name, Options, Default, Value) :-
    (   '$filesex_option_in'(Options, Name, V)
    ->  Value = V
    ;   Value = Default
    ).

'$filesex_option_in'([Option|Options], Name, Value) :-
    (   nonvar(Option),
        (   Option = (Name = V)
        ;   Option = Name-V
        ;   compound(Option),
            Option =.. [Name, V]
        )
    ->  Value = V
    ;   '$filesex_option_in'(Options, Name, Value)
    ).

'$filesex_dm'(Dir, Inside, Opts, Member) :-
    '$filesex_dm_entries'(Dir, Opts, Entries),
    '$filesex_member'(Entry, Entries),
    \+ '$filesex_dot'(Entry),
    directory_file_path(Dir, Entry, Path),
    (   exists_directory(Path)
    ->  (   '$filesex_dm_keep'(Opts, Path, Entry),
            Member = Path
        ;   '$filesex_dm_enter'(Opts, Path, Entry, Inside),
            '$filesex_dm'(Path, [Path|Inside], Opts, Member)
        )
    ;   '$filesex_dm_keep'(Opts, Path, Entry),
        Member = Path
    ).

'$filesex_member'(X, [Y|Ys]) :-
    (   X = Y
    ;   '$filesex_member'(X, Ys)
    ).

'$filesex_dm_entries'(Dir, Opts, Entries) :-
    arg(4, Opts, Errors),
    (   Errors == error
    ->  directory_files(Dir, Entries)
    ;   Errors == fail
    ->  catch(directory_files(Dir, Entries), _, fail)
    ;   catch(directory_files(Dir, Entries), E,
              ( print_message(warning, E), fail ))
    ).

'$filesex_dm_enter'(Opts, Path, Entry, Inside) :-
    Opts = opts(Rec, _, _, _, _, _, _, ExclDir, Hidden),
    Rec == true,
    \+ ( ExclDir \== '$none', wildcard_match(ExclDir, Entry) ),
    \+ '$filesex_hidden'(Hidden, Entry),
    \+ ( '$filesex_member'(Dir, Inside), same_file(Path, Dir) ).

'$filesex_hidden'(false, Entry) :-
    sub_atom(Entry, 0, 1, _, '.').

'$filesex_dm_keep'(opts(_, Type, Exts, _, Access, Matches, Exclude, _, Hidden),
                   Path, Entry) :-
    \+ ( Exclude \== '$none', wildcard_match(Exclude, Entry) ),
    \+ ( Matches \== '$none', \+ wildcard_match(Matches, Entry) ),
    (   Type == '$none'
    ->  true
    ;   Type == directory
    ->  exists_directory(Path)
    ;   \+ exists_directory(Path),
        '$filesex_type_extension'(Ext, Type),
        file_name_extension(_, Ext, Path)
    ->  true
    ),
    (   Exts == '$none'
    ->  true
    ;   file_name_extension(_, Ext1, Entry),
        memberchk(Ext1, Exts)
    ),
    (   Access == '$none'
    ->  true
    ;   access_file(Path, Access)
    ),
    \+ '$filesex_hidden'(Hidden, Entry).

% prolog_file_type/2 as SWI-Prolog has it by default, and the user's.
'$filesex_type_extension'(pl, prolog).
'$filesex_type_extension'(prolog, prolog).
'$filesex_type_extension'(qlf, prolog).
'$filesex_type_extension'(qlf, qlf).
'$filesex_type_extension'(so, executable).
'$filesex_type_extension'(Ext, Type) :-
    current_predicate(user:prolog_file_type/2),
    user:prolog_file_type(Ext, Type).
