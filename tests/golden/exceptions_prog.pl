% Exceptions: ISO error terms raised by builtins, catch/3 and throw/1.
% Error contexts are implementation-defined, so builtin errors print only
% the formal term.

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

% formal(Goal): print Goal's error formal term, or say how it ended.
formal(Goal) :-
    catch(( Goal -> R = succeeded ; R = failed ), error(F, _), R = F),
    print(R), nl.

iso_errors :-
    forall(mem(G, [ atom_length(_, _),
                    atom_length(abc, foo),
                    atom_length(abc, 1.0),
                    atom_codes(_, _),
                    atom_chars(_, [a|_]),
                    functor(_, _, _),
                    functor(_, foo(a), 1),
                    functor(_, foo, a),
                    arg(x, f(a), _),
                    arg(0, atom, _),
                    _ =.. _,
                    _ =.. [foo|bar],
                    _ =.. [],
                    _ is 1 / 0,
                    _ is 7 mod 0,
                    _ is foo + 1,
                    _ is _ + 1,
                    _ is 1.0 // 2,
                    _ is 1 << 1.0,
                    1 =:= a,
                    msort(a, _),
                    op(1201, xfx, foo),
                    op(200, yfy, foo),
                    op(1200, xfy, ','),
                    call(_),
                    call(1),
                    call((fail, 1)),
                    call((true, _)),
                    findall(_, _, _),
                    findall(_, 1, _),
                    bagof(_, _, _),
                    between(1, a, _),
                    throw(_)
                  ]),
           formal(G)).

% A catch/3 whose catcher does not unify lets the ball through.
no_match :-
    catch(catch(throw(a), b, (write(wrong), nl)), X, (write(outer(X)), nl)).

% Catch, report and rethrow.
rethrow :-
    catch(catch(throw(first), E, (write(inner(E)), nl, throw(again(E)))),
          F, (write(outer(F)), nl)).

% Bindings made before the throw are undone; the ball is a copy.
undo :-
    catch(( X = 1, throw(ball(X)) ), ball(Y), true),
    ( var(X) -> write(unbound(Y)) ; write(bound(X)) ), nl.

nonground :-
    catch(throw(f(A, B, A)), f(P, Q, R), true),
    ( P == R, P \== Q, var(P), var(Q) -> write(shared_kept) ; write(wrong) ), nl,
    catch(throw(g(Z)), g(W), true),
    ( Z == W -> write(same) ; write(copied) ), nl,
    ( var(A), var(B) -> true ; write(wrong), nl ).

% A recovery goal that fails makes catch/3 fail.
failing_recovery :-
    ( catch(throw(x), x, fail) -> write(succeeded) ; write(failed) ), nl.

% A recovery goal that throws is not caught by the same catch/3.
throwing_recovery :-
    catch(catch(throw(x), x, throw(y)), Ball, (write(caught(Ball)), nl)).

% catch/3 is transparent to backtracking and stays active on redo.
redo :-
    findall(X, catch(( mem(X, [1, 2, 3]), X >= 2, X < 3 ; X = 4 ), _, true), L1),
    write(L1), nl,
    findall(X, catch(( mem(X, [1, 2, 3]), ( X =:= 2 -> throw(two) ; true ) ),
                     two, X = caught),
            L2),
    write(L2), nl.

% Once catch/3 has exited, a later throw is not caught by it.
after_exit :-
    catch(( catch(true, _, (write(wrong), nl)), throw(later) ),
          B, (write(outside(B)), nl)).

% An error inside findall/3 aborts the whole collection.
in_findall :-
    catch(findall(X, ( mem(X, [1, 2, a, 3]), X > 0 ), L), error(E, _), true),
    ( var(L) -> print(E) ; write(L) ), nl.

% The error of an undefined procedure.
undefined :-
    catch(no_such_predicate(1, 2), error(E, _), true),
    print(E), nl.

% Deep in a recursion, the nearest matching catch/3 wins.
deep(0) :- throw(bottom(0)).
deep(N) :- N > 0, N1 is N - 1,
    ( N mod 100 =:= 0 -> catch(deep(N1), bottom(K), ( K1 is K + 1, throw(bottom(K1)) ))
    ; deep(N1) ).
nested :-
    catch(deep(1000), bottom(K), (write(bottom(K)), nl)).

main :-
    iso_errors,
    no_match,
    rethrow,
    undo,
    nonground,
    failing_recovery,
    throwing_recovery,
    redo,
    after_exit,
    in_findall,
    undefined,
    nested.
