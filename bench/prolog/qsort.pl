% Quicksort with difference lists on 4000 pseudo-random integers (a
% Park-Miller generator, whose products stay below 2^45 so every system
% computes them in small integers). Measures partitioning with arithmetic
% comparison, list construction and deep recursion.

bench_name(qsort).

bench_run :-
    qsort_data(4000, L),
    qsort(L, _).

% The result must be ordered, a permutation of the input (compared with
% the system's keysort/2, which keeps duplicates), and match the smallest,
% largest and a middle element computed separately (in Python) for this
% generator and seed.
bench_check :-
    qsort_data(4000, L),
    qsort(L, S),
    qsort_ordered(S),
    qsort_keys(L, Keyed),
    keysort(Keyed, SortedKeyed),
    qsort_keys(S, SortedKeyed),
    S = [Min|_],
    Min == 285373,
    qsort_nth(2000, S, Mid),
    Mid == 1049407944,
    qsort_last(S, Max),
    Max == 2147478775,
    qsort([], []),
    qsort([3,1,2,1], [1,1,2,3]).

qsort(L, S) :-
    qsort(L, S, []).

qsort([], S, S).
qsort([X|Xs], S, S0) :-
    qsort_partition(Xs, X, Small, Large),
    qsort(Small, S, [X|S1]),
    qsort(Large, S1, S0).

qsort_partition([], _, [], []).
qsort_partition([Y|Ys], X, Small, Large) :-
    (   Y =< X
    ->  Small = [Y|Small1],
        qsort_partition(Ys, X, Small1, Large)
    ;   Large = [Y|Large1],
        qsort_partition(Ys, X, Small, Large1)
    ).

qsort_data(N, L) :-
    qsort_data(N, 42, L).

qsort_data(0, _, []) :- !.
qsort_data(N, Seed, [X|Xs]) :-
    X is (Seed * 16807) mod 2147483647,
    N1 is N - 1,
    qsort_data(N1, X, Xs).

qsort_ordered([]).
qsort_ordered([_]) :- !.
qsort_ordered([X,Y|Zs]) :-
    X =< Y,
    qsort_ordered([Y|Zs]).

qsort_keys([], []).
qsort_keys([X|Xs], [X-x|Ks]) :-
    qsort_keys(Xs, Ks).

qsort_nth(1, [X|_], X) :- !.
qsort_nth(N, [_|Xs], X) :-
    N1 is N - 1,
    qsort_nth(N1, Xs, X).

qsort_last([X], X) :- !.
qsort_last([_|Xs], X) :-
    qsort_last(Xs, X).
