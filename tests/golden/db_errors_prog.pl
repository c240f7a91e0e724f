% Errors from the database builtins: modifying static user predicates and
% builtins, and malformed clauses.

:- dynamic dyn/1.

stat(1).
stat(2).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

formal(Goal) :-
    catch(( Goal -> R = succeeded ; R = failed ), error(F, _), R = F),
    print(R), nl.

main :-
    forall(mem(G, [ assertz(stat(3)),
                    asserta(stat(0)),
                    retract(stat(1)),
                    retractall(stat(_)),
                    assertz(atom_length(a, 1)),
                    asserta((atom_length(_, _) :- true)),
                    retract(atom_length(_, _)),
                    abolish(atom_length/2),
                    abolish(foo/bar),
                    abolish(foo/(-1)),
                    abolish(_),
                    abolish(foo/_),
                    assertz(_),
                    assertz((_ :- true)),
                    assertz(3),
                    assertz((foo :- 4)),
                    assertz((foo :- (true ; 4))),
                    retract(_),
                    retractall(_),
                    clause(_, _),
                    clause(atom_length(_, _), _),
                    clause(dyn(_), _),
                    dyn(_),
                    retract(dyn(_)),
                    retractall(dyn(_))
                  ]),
           formal(G)),
    % The failed modifications left the static predicate alone.
    findall(X, stat(X), L),
    print(L), nl.
