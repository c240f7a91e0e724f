% Used by starlog_api_prog.pl: Collatz sequences, one step per timestamp,
% the next value computed by a Prolog predicate of the consulting program.
type start(int).
type step(int,int,int).
type peak(int,int,int).
stratify peak(_,_,T) by [T].
stratify step(_,_,T) by [T].
start(27) <-- true.
start(97) <-- true.
step(S, S, 0) <-- start(S).
step(S, M, T+1) <-- step(S, N, T), N > 1, collatz_next(N, M).
peak(S, N, T) <-- step(S, N, T), N > 9000.
