% library(filesex): the predicates on a small tree of files made in
% /tmp/kea_filesex_golden (removed first and at the end), and the name
% predicates on pure path cases. Paths are printed relative to that
% directory, which is the working directory meanwhile; listings sorted.
:- use_module(library(filesex)).

root('/tmp/kea_filesex_golden').

% t(G): G's first answer, or that it failed, or the error it raised.
t(G) :-
    catch(( G -> R = G ; R = failed(G) ), error(E, _), R = error(G, E)),
    show(R).

show(R) :-
    \+ \+ ( numbervars(R, 0, _), print(R) ),
    nl.

% members(Dir, Options): the sorted members directory_member/3 gives.
members(Dir, Options) :-
    catch(( findall(M, directory_member(Dir, M, Options), Ms0),
            msort(Ms0, Ms),
            R = members(Dir, Options, Ms)
          ),
          error(E, _),
          R = error(members(Dir, Options), E)),
    show(R).

% tree(Dir): every file and directory below Dir, sorted, with file sizes.
tree(Dir) :-
    findall(M, directory_member(Dir, M, [recursive(true)]), Ms0),
    msort(Ms0, Ms),
    findall(E, ( member(M, Ms), entry(M, E) ), Es),
    show(tree(Dir, Es)).

entry(M, dir(M)) :-
    exists_directory(M), !.
entry(M, file(M, Size)) :-
    size_file(M, Size).

write_file(File, Text) :-
    setup_call_cleanup(open(File, write, S), write(S, Text), close(S)).

read_file(File, Text) :-
    setup_call_cleanup(open(File, read, S), read_string(S, _, Text), close(S)).

bytes(File, Bytes) :-
    setup_call_cleanup(open(File, read, S, [type(binary)]),
                       read_bytes(S, Bytes),
                       close(S)).

read_bytes(S, Bytes) :-
    get_byte(S, B),
    (   B < 0
    ->  Bytes = []
    ;   Bytes = [B|Bs],
        read_bytes(S, Bs)
    ).

% A file of every byte value, 255 down to 0, and again up.
write_binary(File) :-
    setup_call_cleanup(
        open(File, write, S, [type(binary)]),
        ( forall(between(0, 255, I), ( B is 255 - I, put_byte(S, B) )),
          forall(between(0, 255, B), put_byte(S, B))
        ),
        close(S)).

make_tree :-
    write_file('a.txt', 'hello\n'),
    write_file('b.pl', ':- true.\n'),
    write_file('.hidden', 'h'),
    write_binary(noext),
    make_directory(sub),
    write_file('sub/c.pl', 'c.\n'),
    write_file('sub/d.qlf', 'qlf'),
    make_directory('sub/deep'),
    write_file('sub/deep/e.txt', 'deep text\n'),
    make_directory('.hdir'),
    write_file('.hdir/f.pl', 'f.\n'),
    make_directory(skip),
    write_file('skip/g.pl', 'g.\n'),
    make_directory(empty).

main :-
    root(Root),
    (   exists_directory(Root)
    ->  delete_directory_and_contents(Root)
    ;   true
    ),
    make_directory(Root),
    working_directory(Old, Root),
    make_tree,
    tree('.'),
    paths,
    relative,
    members,
    make_paths,
    copies,
    deletes,
    working_directory(_, Old),
    delete_directory_and_contents(Root),
    t(exists_directory(Root)).

paths :-
    t(directory_file_path(a, b, _)),
    t(directory_file_path('a/', b, _)),
    t(directory_file_path('a//', b, _)),
    t(directory_file_path('.', b, _)),
    t(directory_file_path('./', b, _)),
    t(directory_file_path('..', b, _)),
    t(directory_file_path('.', '/abs', _)),
    t(directory_file_path(a, '/abs', _)),
    t(directory_file_path('', b, _)),
    t(directory_file_path('/', b, _)),
    t(directory_file_path(a, '', _)),
    t(directory_file_path('/x/y', 'z/w', _)),
    t(directory_file_path("s", "t", _)),
    t(directory_file_path(a, b, 'a/b')),
    t(directory_file_path(a, b, 'a/c')),
    t(directory_file_path(_, _, 'a/b/c')),
    t(directory_file_path(_, _, '/c')),
    t(directory_file_path(_, _, c)),
    t(directory_file_path(_, _, 'a/b/')),
    t(directory_file_path(_, _, /)),
    t(directory_file_path(a, _, 'a/b/c')),
    t(directory_file_path('a/', _, 'a/b')),
    t(directory_file_path('.', _, 'x/y')),
    t(directory_file_path('.', _, '/x/y')),
    t(directory_file_path(x, _, 'a/b')),
    t(directory_file_path(a, _, a)),
    t(directory_file_path(_, b, 'a/b')),
    t(directory_file_path(_, b, 'a//b')),
    t(directory_file_path(_, b, '/b')),
    t(directory_file_path(_, b, b)),
    t(directory_file_path(_, c, abc)),
    t(directory_file_path(_, x, 'a/b')),
    catch(directory_file_path(_, _, _), error(E, _), true),
    functor(E, Name, _),
    show(directory_file_path(unbound, error(Name))).

relative :-
    t(relative_file_name('/home/janw/nice', '/home/janw/deep/dir/file', _)),
    t(relative_file_name('/home/janw/deep/dir/file', '/home/janw/', _)),
    t(relative_file_name('/a/b', '/a/b', _)),
    t(relative_file_name('/a/b', '/a/b/', _)),
    t(relative_file_name('/a/b', '/a/c', _)),
    t(relative_file_name('/a/b/c', '/a/x', _)),
    t(relative_file_name('/a', '/b/c/d', _)),
    t(relative_file_name('/a', '/b/c/d/', _)),
    t(relative_file_name('/', '/a/b', _)),
    t(relative_file_name('/a/b/', '/a/c', _)),
    t(relative_file_name('/a/./b/../c', '/a/d/e', _)),
    t(relative_file_name('/a//b', '/a/c//d', _)),
    t(relative_file_name('/a/b/c', '/', _)),
    t(relative_file_name('/a/b', '/a/b/c/d', _)),
    t(relative_file_name("/a/s", "/a/t", _)),
    t(relative_file_name('x/y', 'x/z', _)),
    t(relative_file_name('x/y/z', 'w', _)),
    t(relative_file_name('x', './', _)),
    t(relative_file_name('x/y', 'x/', _)),
    t(relative_file_name('/tmp/kea_filesex_golden/x/y', 'x/z', _)),
    t(relative_file_name('/a/b', '/a/c', b)),
    t(relative_file_name('/a/b', '/a/c', c)),
    t(relative_file_name(_, '/home/janw/deep/dir/file', '../../nice')),
    t(relative_file_name(_, '/a/b', '/abs/x')),
    t(relative_file_name(_, '/a/b', '/abs/../x')),
    t(relative_file_name(_, '/a/b/', c)),
    t(relative_file_name(_, '/a/b', '.')),
    t(relative_file_name(_, '/a/b', 'c/')),
    t(relative_file_name(_, '/a/b', '../../../x')),
    t(relative_file_name(_, '/a/b', 'c/./d/../e')),
    relative_file_name(P, 'x/y', z),
    atom_concat('/tmp/kea_filesex_golden/', Rel, P),
    show(relative_file_name(in_root, 'x/y', z, Rel)).

members :-
    members('.', []),
    members('.', [recursive(true)]),
    members('.', [recursive=true]),
    members('.', [recursive(true), hidden(false)]),
    members('.', [hidden(false)]),
    members('.', [extensions([pl])]),
    members('.', [recursive(true), extensions([pl, qlf])]),
    members('.', [recursive(true), extensions([''])]),
    members('.', [file_type(directory)]),
    members('.', [recursive(true), file_type(directory)]),
    members('.', [recursive(true), file_type(prolog)]),
    members('.', [recursive(true), file_type(qlf)]),
    members('.', [matches('*.pl')]),
    members('.', [recursive(true), matches('*.pl')]),
    members('.', [recursive(true), matches('{c,g}.*')]),
    members('.', [exclude('*.pl')]),
    members('.', [recursive(true), exclude('*.*')]),
    members('.', [recursive(true), exclude_directory(deep)]),
    members('.', [recursive(true), exclude_directory('s*')]),
    members('.', [recursive(true), access(execute)]),
    members('.', [recursive(true), access(read), extensions([txt])]),
    members(sub, []),
    members('sub/', [recursive(true)]),
    members(sub, [recursive(true), hidden(false), file_type(directory)]),
    members(empty, [recursive(true)]),
    members(nope, [file_errors(fail)]),
    members(nope, [file_errors(error)]),
    members('a.txt', [file_errors(error)]),
    members('a.txt', [file_errors(fail)]),
    t(directory_member('.', 'a.txt', [])),
    t(directory_member('.', 'sub/c.pl', [])),
    t(directory_member('.', 'sub/c.pl', [recursive(true)])).

make_paths :-
    t(make_directory_path('m1/m2/m3')),
    t(exists_directory('m1/m2/m3')),
    t(make_directory_path('m1/m2/m3')),
    t(make_directory_path('m1/x/')),
    t(exists_directory('m1/x')),
    t(make_directory_path('m1//y//z')),
    t(exists_directory('m1/y/z')),
    t(make_directory_path(sub)),
    t(make_directory_path('a.txt/sub')),
    t(make_directory_path('a.txt')),
    t(make_directory_path('')),
    tree(m1).

copies :-
    t(copy_file('a.txt', 'copy.txt')),
    read_file('copy.txt', Text),
    show(copied(Text)),
    t(copy_file('a.txt', sub)),
    t(exists_file('sub/a.txt')),
    t(copy_file('b.pl', 'sub/')),
    t(exists_file('sub/b.pl')),
    t(copy_file(noext, 'bin.copy')),
    bytes(noext, B1),
    bytes('bin.copy', B2),
    length(B2, N2),
    (   B1 == B2
    ->  show(binary_copy(same, N2))
    ;   show(binary_copy(differs, N2))
    ),
    write_file('long.txt', 'a much longer text than hello\n'),
    t(copy_file('a.txt', 'long.txt')),
    read_file('long.txt', Long),
    show(overwritten(Long)),
    t(copy_file(missing, 'x.txt')),
    % SWI-Prolog makes an empty x.txt before it finds From missing; Kea
    % opens From first and leaves x.txt alone.
    (   exists_file('x.txt')
    ->  delete_file('x.txt')
    ;   true
    ),
    t(copy_file('a.txt', 'nodir/x.txt')),
    t(copy_directory(sub, subcopy)),
    tree(subcopy),
    t(copy_directory('sub/deep', empty)),
    tree(empty),
    t(copy_directory(sub, 'empty/')),
    tree(empty),
    t(copy_directory('.hdir', 'm1/m2/h')),
    tree(m1).

deletes :-
    t(delete_directory_contents(empty)),
    t(exists_directory(empty)),
    tree(empty),
    t(delete_directory_contents(empty)),
    t(delete_directory_and_contents(subcopy)),
    t(exists_directory(subcopy)),
    t(delete_directory_and_contents('m1/')),
    t(exists_directory(m1)),
    t(delete_directory_and_contents(empty)),
    t(exists_directory(empty)),
    t(delete_directory_and_contents(nope)),
    t(delete_directory_and_contents('a.txt')),
    t(delete_directory_contents(nope)),
    t(delete_directory_contents('a.txt')),
    tree('.').
