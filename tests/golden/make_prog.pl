% make/0: a file loaded, changed on disk (its time set a minute later),
% loaded again by make; a second make loads nothing; a module file is
% loaded again into its module; a file that is gone is left alone.
write_file(F, Clauses) :-
    setup_call_cleanup(open(F, write, S),
                       forall(member(C, Clauses), portray_clause(S, C)),
                       close(S)).
later(F, Minutes) :-
    format(atom(Cmd), 'touch -d "@$(( $(stat -c %Y ~w) + ~w ))" ~w', [F, Minutes*60, F]),
    shell(Cmd, 0).
main :-
    tmp_file(mk, Base), atom_concat(Base, '.pl', F),
    atom_concat(Base, '_m.pl', MF),
    write_file(F, [v(1), (w(X) :- v(X))]),
    write_file(MF, [(:- module(mk_mod, [mv/1])), mv(old)]),
    consult(F), use_module(MF),
    findall(X, w(X), L1), mv(M1), print(L1-M1), nl,
    write_file(F, [v(2), v(3), (w(X) :- v(X))]),
    later(F, 1),
    make,
    findall(X, w(X), L2), mv(M2), print(L2-M2), nl,
    write_file(MF, [(:- module(mk_mod, [mv/1])), mv(new)]),
    later(MF, 2),
    make,
    findall(X, w(X), L3), mv(M3), print(L3-M3), nl,
    delete_file(F),
    make,
    findall(X, w(X), L4), print(L4), nl,
    delete_file(MF).
