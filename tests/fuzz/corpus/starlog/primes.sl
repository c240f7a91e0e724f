% Primes below max(M) (thesis Figure 6.3, with the divided-search-space
% distribute statements of Figure 6.17). A number N is prime when no
% multiple mult(N,_,_) of a smaller prime exists; multiples of P start at
% P*P, so the primes up to sqrt(N) decide N: prime(N) is stamped [N*N,prime].
% Override the bound with -D 'max(200000)'.
stratify num(N) by [N*N,num].
stratify mult(N,_,_) by [N,mult].
stratify prime(N) by [N*N,prime].
stratify num << prime.
stratify prime << mult.

type max(int).
type num(int).
type mult(int,int,int).
type prime(int).

max(5000) <-- true.
num(N) <-- max(Max), range(2,Max,N).
mult(M,P,I) <-- prime(P), max(Max), range(P, (Max//P)+1, I), M is I*P, M < Max.
prime(N) <-- num(N), N >= 2, not(mult(N,_,_)).

% Figure 6.17 (parsed and validated; distributed evaluation is not
% implemented yet).
%   D1: Generate all multiples up to sqrt(Max) on each task
distribute mult(M,P,I) to T using
    max(Max), I =< ceil(sqrt(Max)) // P, curr_task(T).

%   D2: Search for primes up to sqrt(Max) on each task
distribute num(N) to T using
    max(Max), N =< ceil(sqrt(Max)), curr_task(T).

% D3: Find multiples with M within the slice allocated to the task
distribute mult(M,P,I) to T using
    curr_task(T), num_tasks(NumT), max(Max),
    SliceSize is Max // NumT + 1,
    SliceStart is T*SliceSize,
    SliceEnd is (T+1) * SliceSize,
    SliceStartI is SliceStart // P,
    SliceEndI is (SliceEnd // P) + 1,
    I >= SliceStartI, I <= SliceEndI.

% D4 Find primes within the slice allocated to the task
distribute num(N) to T using
    curr_task(T), num_tasks(NumT), max(Max),
    SliceSize is Max // NumT + 1,
    SliceStart is T*SliceSize,
    SliceEnd is (T+1) * SliceSize,
    SliceStart =< N, N < SliceEnd.
