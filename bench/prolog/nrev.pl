% Naive reverse: quadratic list reversal built on append. It measures
% little more than calls, head unification of lists and last-call
% optimisation; a 30-element list costs 496 logical inferences.

bench_name(nrev).

bench_run :-
    nrev_list(30, L),
    nrev_repeat(1000, L).

bench_check :-
    nrev_list(30, L),
    nrev_reverse(L, R),
    nrev_countdown(30, Expected),
    R == Expected,
    nrev_reverse([], []),
    nrev_reverse([x], [x]).

nrev_repeat(0, _) :- !.
nrev_repeat(K, L) :-
    nrev_reverse(L, _),
    K1 is K - 1,
    nrev_repeat(K1, L).

nrev_reverse([], []).
nrev_reverse([X|Xs], R) :-
    nrev_reverse(Xs, R0),
    nrev_append(R0, [X], R).

nrev_append([], L, L).
nrev_append([X|Xs], L, [X|R]) :-
    nrev_append(Xs, L, R).

% [1, 2, ..., N]
nrev_list(N, L) :-
    nrev_list(1, N, L).

nrev_list(I, N, []) :-
    I > N, !.
nrev_list(I, N, [I|L]) :-
    I1 is I + 1,
    nrev_list(I1, N, L).

% [N, N-1, ..., 1], built without any reversal
nrev_countdown(0, []) :- !.
nrev_countdown(N, [N|L]) :-
    N1 is N - 1,
    nrev_countdown(N1, L).
