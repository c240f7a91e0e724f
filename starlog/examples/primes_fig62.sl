% Primes below max(M), the first version (thesis Figure 6.2). As Figure
% 6.3 (primes.sl), but with a stronger stratification: prime(N) is decided
% at [2*N,prime], once every multiple mult(N,_,_) of a prime up to N/2 can
% exist ([N,mult] is earlier). primes.sl stamps it [N*N,prime], which lets
% more numbers be decided at once (more parallelism). The thesis gives no
% distribute statements for this version (Figure 6.8 distributes Figure
% 6.3, and uses `runtime` and prime_task_allocation/2, which it never
% defines).  Override the bound with -D 'max(200000)'.
stratify num(N) by [N,num].
stratify mult(N,_,_) by [N,mult].
stratify prime(N) by [2*N,prime].
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
