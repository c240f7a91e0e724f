% absolute_file_name/2,3, access_file/2, rename_file/2,
% prolog_load_context/2 and source_location/2, against files made in a
% fresh temporary directory (names are printed relative to it).

:- dynamic tmp_dir/1.

file_search_path(here_alias, Dir) :- tmp_dir(Dir).
file_search_path(deep_alias, here_alias(sub)).

t(G) :-
    (   catch(G, E, (print_error(E), fail))
    ->  show(yes(G))
    ;   show(no(G))
    ).

% Only whether it succeeded, for goals that hold the temporary directory.
t(Label, G) :-
    (   catch(G, E, (print_error(E), fail))
    ->  writeq(yes(Label))
    ;   writeq(no(Label))
    ),
    nl.

show(T) :-
    \+ \+ ( numbervars(T, 0, _),
             write_term(T, [quoted(true), numbervars(true)]),
             nl
           ).

print_error(error(existence_error(K, P), _)) :-
    tmp_dir(D),
    atom(P),
    sub_atom(P, 0, _, _, D),
    !,
    writeq(error(existence_error(K, in_tmp_dir))), nl.
print_error(error(F, _)) :- !, writeq(error(F)), nl.
print_error(E) :- writeq(ball(E)), nl.

% Absolute names inside the temporary directory, written relative to it.
rel(Abs, Rel) :-
    tmp_dir(D),
    atom_concat(D, Rel0, Abs),
    !,
    Rel = Rel0.
rel(Abs, Abs).

afn(Spec, Options, Rel) :-
    tmp_dir(D),
    absolute_file_name(Spec, Abs, [relative_to(D)|Options]),
    rel(Abs, Rel).

touch(Rel) :-
    tmp_dir(D),
    atom_concat(D, Rel, F),
    open(F, write, S),
    close(S).

:- prolog_load_context(file, F), file_base_name(F, B), writeq(load_file(B)), nl.
:- prolog_load_context(directory, D), file_base_name(D, B), writeq(load_directory(B)), nl.
:- source_location(F, L), file_base_name(F, B), writeq(source_location(B, L)), nl.
:- prolog_load_context(term_position, P), arg(2, P, L), writeq(term_line(L)), nl.
:- prolog_load_context(module, M), writeq(module(M)), nl.

main :-
    tmp_file(afn, D),
    make_directory(D),
    atom_concat(D, '/sub', Sub),
    make_directory(Sub),
    assertz(tmp_dir(D)),
    touch('/a.pl'), touch('/b.txt'), touch('/sub/c.pl'),
    t(afn(foo, [], _)),
    t(afn('./x/../a.pl', [], _)),
    t(afn('sub//./c.pl', [], _)),
    t(afn(a, [file_type(prolog), access(read)], _)),
    t(afn(a, [extensions([pl]), access(exist)], _)),
    t(afn(nope, [file_type(prolog)], _)),
    t(afn(nope, [file_type(prolog), access(read)], _)),
    t(afn(nope, [file_type(prolog), access(read), file_errors(fail)], _)),
    t(afn(sub, [file_type(directory)], _)),
    t(afn(a, [file_type(directory)], _)),
    t(afn(here_alias(c), [file_type(prolog)], _)),
    t(afn(here_alias('sub/c'), [file_type(prolog), access(read)], _)),
    t(afn(deep_alias(c), [file_type(prolog), access(read)], _)),
    t(afn(here_alias(sub/c), [extensions([pl]), access(exist)], _)),
    t(afn(no_alias(c), [access(read)], _)),
    t(afn("b.txt", [access(read)], _)),
    t(findall(R, afn(a, [extensions(['', pl]), access(exist), solutions(all)], R), _)),
    t(absolute_file_name(_, _)),
    t(absolute_file_name(a, _, foo)),
    t((absolute_file_name('/x/./y/../z', A1), A1 == '/x/z')),
    t((absolute_file_name('/', A2), A2 == '/')),
    t((absolute_file_name('/..', A3), A3 == '/')),
    t(read_access, (tmp_dir(D1), atom_concat(D1, '/a.pl', F1), access_file(F1, read))),
    t(write_new, (tmp_dir(D2), atom_concat(D2, '/new', F2), access_file(F2, write))),
    t(exist_new, (tmp_dir(D3), atom_concat(D3, '/new', F3), access_file(F3, exist))),
    t(access_file('/nonexistent_dir_kea/f', write)),
    t(access_file(x, none)),
    t(access_file(x, bad_mode)),
    t(access_file(_, read)),
    t(rename, (tmp_dir(D4), atom_concat(D4, '/b.txt', F4), atom_concat(D4, '/b2.txt', F5),
       rename_file(F4, F5), exists_file(F5), \+ exists_file(F4))),
    t(rename_missing, (tmp_dir(D5), atom_concat(D5, '/missing', F6), rename_file(F6, x))),
    t(prolog_load_context(file, _)),
    t(source_location(_, _)),
    forall(member(F, ['/a.pl', '/b2.txt', '/sub/c.pl']), (atom_concat(D, F, P), delete_file(P))),
    delete_directory(Sub),
    delete_directory(D).
