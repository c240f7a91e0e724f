% Coroutining benchmark programs (attributed variables: freeze/2, dif/2,
% when/2), the same text on kea and swipl: run one with
%   -g 'bench(Name)' -t halt coroutining.pl
% It prints "RESULT Name Answer Milliseconds" (wall time of the run,
% loading excluded); Answer lets the driver check that both systems agree.

% A chain of 200,000 frozen goals, each binding the next variable: every
% binding wakes one goal.
chain(N, Answer) :-
    length(Vs, N),
    chain_freeze(Vs, Last),
    Vs = [First|_],
    First = 0,
    Answer = Last.

chain_freeze([V], V) :- !.
chain_freeze([V, W|Vs], Last) :-
    freeze(V, W is V + 1),
    chain_freeze([W|Vs], Last).

% Lazy lists: the naturals, built by a frozen goal as they are read; the
% sum of the first 200,000.
nat(N, L) :-
    freeze(L, nat_cell(N, L)).
nat_cell(N, [N|T]) :-
    N1 is N + 1,
    nat(N1, T).

lazy_sum(0, _, S, S) :- !.
lazy_sum(K, [X|Xs], S0, S) :-
    S1 is S0 + X,
    K1 is K - 1,
    lazy_sum(K1, Xs, S1, S).

% N queens with every constraint stated first, as a constraint program
% would: dif/2 for the rows, freeze/2 for the diagonals; then a plain
% generator labels the columns. All solutions for 8 queens.
queens(N, Qs) :-
    length(Qs, N),
    numlist(1, N, Ns),
    queens_safe(Qs),
    queens_label(Qs, Ns).

queens_safe([]).
queens_safe([Q|Qs]) :-
    queens_no_attack(Qs, Q, 1),
    queens_safe(Qs).

queens_no_attack([], _, _).
queens_no_attack([Q|Qs], Q0, D) :-
    dif(Q, Q0),
    freeze(Q, freeze(Q0, (Q0 - Q =\= D, Q - Q0 =\= D))),
    D1 is D + 1,
    queens_no_attack(Qs, Q0, D1).

queens_label([], _).
queens_label([Q|Qs], Ns) :-
    member(Q, Ns),
    queens_label(Qs, Ns).

% when/2 on ground/1: each of 50,000 pairs waits until both halves are
% bound, then adds its sum to a running total.
pairs(N, Total) :-
    numlist(1, N, Is),
    pairs_wait(Is, Ps, Sums),
    pairs_bind(Ps),
    sum_list(Sums, Total).

pairs_wait([], [], []).
pairs_wait([I|Is], [I-(A-B)|Ps], [S|Ss]) :-
    when(ground(A-B), S is A + B),
    pairs_wait(Is, Ps, Ss).

pairs_bind([]).
pairs_bind([I-(A-B)|Ps]) :-
    A = I,
    B = I,
    pairs_bind(Ps).

run(chain, N) :- chain(200000, N).
run(lazy, N) :- nat(0, L), lazy_sum(200000, L, 0, N).
run(queens, N) :- findall(Qs, queens(8, Qs), All), length(All, N).
run(when, N) :- pairs(50000, N).

bench(Name) :-
    get_time(T0),
    run(Name, N),
    get_time(T1),
    Ms is round((T1 - T0) * 1000),
    format("RESULT ~w ~w ~w~n", [Name, N, Ms]).
