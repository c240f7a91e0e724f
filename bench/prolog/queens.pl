% N-queens: all solutions on an 8x8 board by placing one queen per column
% and pruning a row as soon as it attacks an earlier queen. Measures
% backtracking through a select/3-style generator and arithmetic tests.

bench_name(queens).

bench_run :-
    findall(Qs, queens(8, Qs), All),
    queens_length(All, 0, _).

% 92 solutions for 8 queens and 4 for 6 queens are the known counts; the
% first solution in this search order is checked by an independent
% attack test on every pair of queens.
bench_check :-
    findall(Qs, queens(8, Qs), All8),
    queens_length(All8, 0, 92),
    All8 = [First|_],
    First == [4, 2, 7, 3, 6, 8, 5, 1],
    queens_valid(First),
    findall(Qs, queens(6, Qs), All6),
    queens_length(All6, 0, 4),
    queens_all_valid(All6),
    \+ queens(3, _).

queens(N, Qs) :-
    queens_rows(1, N, Rows),
    queens_place(Rows, [], Qs).

queens_place([], Qs, Qs).
queens_place(Unplaced, Placed, Qs) :-
    queens_pick(Q, Unplaced, Rest),
    queens_safe(Placed, Q, 1),
    queens_place(Rest, [Q|Placed], Qs).

queens_pick(X, [X|Xs], Xs).
queens_pick(X, [Y|Ys], [Y|Zs]) :-
    queens_pick(X, Ys, Zs).

% Q is not on a diagonal of any queen D columns back.
queens_safe([], _, _).
queens_safe([P|Ps], Q, D) :-
    Q =\= P + D,
    Q =\= P - D,
    D1 is D + 1,
    queens_safe(Ps, Q, D1).

queens_rows(I, N, []) :-
    I > N, !.
queens_rows(I, N, [I|Is]) :-
    I1 is I + 1,
    queens_rows(I1, N, Is).

queens_length([], N, N).
queens_length([_|Xs], N0, N) :-
    N1 is N0 + 1,
    queens_length(Xs, N1, N).

queens_all_valid([]).
queens_all_valid([Qs|Qss]) :-
    queens_valid(Qs),
    queens_all_valid(Qss).

% Independent validity test: no two queens share a row or a diagonal.
queens_valid(Qs) :-
    \+ queens_attack(Qs).

queens_attack(Qs) :-
    queens_nth(I, Qs, A),
    queens_nth(J, Qs, B),
    I < J,
    (   A =:= B
    ;   abs(A - B) =:= J - I
    ).

queens_nth(I, L, X) :-
    queens_nth(L, 1, I, X).

queens_nth([X|_], I, I, X).
queens_nth([_|Xs], I0, I, X) :-
    I1 is I0 + 1,
    queens_nth(Xs, I1, I, X).
