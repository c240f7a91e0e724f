% Reconsulting a file: each predicate's clauses from the file are replaced
% (a directive between definitions sees the new ones), predicates the file
% no longer defines become undefined, and a dynamic predicate keeps the
% clauses the program asserted.

version(1, [ ':- dynamic d/1.', 'd(x).', 'p(1).', 'p(2).', 'q(a).',
             's(X) :- p(X).' ]).
version(2, [ ':- dynamic d/1.', 'd(x).', 'p(3).',
             ':- findall(X, p(X), L), writeq(during(L)), nl.',
             'p(4).', 'r(b).', 's(X) :- r(X).' ]).

write_version(File, N) :-
    version(N, Lines),
    setup_call_cleanup(open(File, write, S),
                       forall(member(L, Lines), (write(S, L), nl(S))),
                       close(S)).

show(Name, Goal, T) :-
    catch(( findall(T, Goal, L0), msort(L0, L), R = L ),
          error(E, _),
          R = error(E)),
    writeq(Name = R), nl.

state :-
    show(p, p(X), X),
    show(q, q(Y), Y),
    show(r, r(Z), Z),
    show(s, s(W), W),
    show(d, d(V), V).

main :-
    tmp_file(reload, Dir),
    make_directory(Dir),
    atom_concat(Dir, '/reloaded.pl', File),
    write_version(File, 1),
    consult(File),
    assertz(d(y)),
    state,
    write_version(File, 2),
    consult(File),
    state,
    consult(File),
    state,
    delete_file(File),
    delete_directory(Dir).
