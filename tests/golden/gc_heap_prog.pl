% The heap's collector: terms of every kind survive collections intact,
% bindings undone by backtracking stay undone, and long deterministic work
% runs in bounded memory. Output is the same whatever collects when.

build(0, L, L) :- !.
build(N, Acc, L) :-
    N1 is N - 1,
    Big is 123456789012345678901234567890 + N,
    F is N / 4,
    number_string(N, S),
    build(N1, [t(N, S, F, Big, _, [N|_])|Acc], L).

check([], _).
check([t(N, S, F, Big, V, [N|T])|Rest], N) :-
    number_string(N, S),
    F =:= N / 4,
    Big =:= 123456789012345678901234567890 + N,
    var(V), var(T),
    N1 is N + 1,
    check(Rest, N1).

% A recursion that builds and drops a term per step.
churn(0) :- !.
churn(N) :- T = f(N, [a, b, c], g(N), "text"), arg(2, T, [_|_]), N1 is N - 1, churn(N1).

report(What, Goal) :-
    (   catch(Goal, E, (print_message(error, E), fail))
    ->  format("~w: ok~n", [What])
    ;   format("~w: FAILED~n", [What])
    ).

kinds :-
    build(2000, [], L),
    churn(200000),
    garbage_collect,
    check(L, 1),
    length(L, 2000).

shared :-
    X = f(Y, Y, Z),
    churn(100000),
    garbage_collect,
    Y = 1, Z = Y,
    X == f(1, 1, 1).

cyclic :-
    X = f(X, a),
    churn(50000),
    garbage_collect,
    X = f(Y, _), Y == X.

backtracking :-
    findall(X-K, (member(X, [a, b, c]), churn(50000), garbage_collect, length(K, 3)), Ps),
    length(Ps, 3),
    Ps = [a-_, b-_, c-_],
    A = f(B),
    (   B = 1, churn(50000), garbage_collect, fail
    ;   var(B), A == f(B)
    ).

globals :-
    b_setval(bv, g(1, "two", 3.0)),
    nb_setval(nbv, h([x, y], 42)),
    churn(100000),
    garbage_collect,
    b_getval(bv, g(1, "two", 3.0)),
    nb_getval(nbv, h([x, y], 42)).

destructive :-
    T = f(a, b),
    setarg(1, T, s(1)),
    C = c(0),
    nb_setarg(1, C, n([1, 2, 3])),
    churn(100000),
    garbage_collect,
    T == f(s(1), b),
    C == c(n([1, 2, 3])).

exceptions :-
    catch(( build(500, [], L), churn(100000), throw(ball(L)) ), ball(M), true),
    garbage_collect,
    check(M, 1).

bounded :-
    churn(3000000),
    statistics(globalused, G),
    (   G < 64 000 000 -> true ; format("globalused ~D~n", [G]), fail ).

counted :-
    statistics(garbage_collection, [C0|_]),
    garbage_collect,
    statistics(garbage_collection, [C1, Freed, Ms, Left]),
    C1 > C0,
    integer(Freed), integer(Ms), integer(Left).

threads :-
    findall(Id, (between(1, 4, I), thread_create((build(3000, [], L), churn(200000), garbage_collect, check(L, 1), I > 0), Id, [])), Ids),
    maplist(thread_join, Ids, Statuses),
    Statuses == [true, true, true, true].

main :-
    report(kinds, kinds),
    report(shared, shared),
    report(cyclic, cyclic),
    report(backtracking, backtracking),
    report(globals, globals),
    report(destructive, destructive),
    report(exceptions, exceptions),
    report(bounded, bounded),
    report(counted, counted),
    report(threads, threads).
