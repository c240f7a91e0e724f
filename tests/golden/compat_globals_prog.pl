count(Goal, N) :-
    State = count(0),
    (   call(Goal),
        arg(1, State, C0),
        C is C0 + 1,
        nb_setarg(1, State, C),
        fail
    ;   arg(1, State, N)
    ).

acc(L) :-
    S = s([]),
    (   member(X, [1,2,3]),
        arg(1, S, L0),
        nb_setarg(1, S, [f(X, 1.5, "str", 100000000000000000000)|L0]),
        fail
    ;   arg(1, S, L)
    ).

bsum(N) :-
    b_setval(v, 0),
    (   between(1, N, I),
        b_getval(v, V0),
        V is V0 + I,
        b_setval(v, V),
        I == N
    ->  b_getval(v, N1), N1 = N1
    ),
    b_getval(v, R),
    writeln(R).

undo_test :-
    b_setval(w, a),
    (   b_setval(w, b), fail
    ;   b_getval(w, X), writeln(X)
    ).

setarg_test :-
    T = f(a, b),
    (   setarg(1, T, x), writeln(T), fail
    ;   writeln(T)
    ).

nb_loop(N) :-
    nb_setval(cnt, 0),
    (   between(1, N, _),
        nb_getval(cnt, C),
        C1 is C + 1,
        nb_setval(cnt, C1),
        fail
    ;   nb_getval(cnt, R),
        writeln(R)
    ).

big_nb(N) :-
    S = s(0),
    (   between(1, N, I),
        X is I * 1000000000000000000000,
        nb_setarg(1, S, X),
        fail
    ;   arg(1, S, R), writeln(R)
    ).

excp :-
    b_setval(e, 1),
    catch((b_setval(e, 2), throw(x)), x, true),
    b_getval(e, V),
    writeln(V).

cut_keep :-
    ( b_setval(c, kept), ! ; true ),
    b_getval(c, V), writeln(V).

nb_then_b :-
    nb_setval(m, orig),
    (   b_setval(m, temp), nb_getval(m, X), writeln(X), fail
    ;   nb_getval(m, Y), writeln(Y)
    ).
