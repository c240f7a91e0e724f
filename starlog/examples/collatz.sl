% Collatz sequences, with the step computed by a Prolog predicate: a body
% goal that is neither a relation nor a Starlog built-in calls Prolog (here
% collatz_next/2 of collatz.pl, and sum_list/2 of library(lists)).
%   kea-starlog collatz.sl --load collatz.pl --print length
% step(S,N,T): the sequence from S is at N after T steps.
type limit(int).
type start(int).
type step(int,int,int).
type length(int,int).
type digit_sum(int,int,int).
stratify step(_,_,T) by [T].
stratify length(_,T) by [T].
stratify digit_sum(_,_,T) by [T].

limit(30) <-- true.
start(S) <-- limit(L), range(1, L, S).
step(S, S, 0) <-- start(S).
step(S, M, T+1) <-- step(S, N, T), N > 1, collatz_next(N, M).
length(S, T) <-- step(S, 1, T).
% The digit sum of each peak above 1000, through two Prolog goals.
digit_sum(N, D, T) <-- step(_, N, T), N > 1000, digits(N, Ds), sum_list(Ds, D).
