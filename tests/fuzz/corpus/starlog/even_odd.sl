% Even and odd numbers (thesis Figure 3.1): the sets of even and odd
% numbers between 0 (inclusive) and limit(N) (exclusive).
% Repaired: the bound 20 is a parameter, limit/1 (override with -D 'limit(100)').
type limit(int).
type even(int).
type odd(int).

stratify even(N) by [N,even].
stratify odd(N) by [N,odd].
stratify even << odd.

limit(20) <-- true.

% A number is even when its predecessor is not (deferred negation: decided
% when even(Nb) is taken from the queue, once even(Nb-1) is settled).
even(Nb) <--
  limit(L),
  range(0,L,Nb),
  not(even(Nb-1)).

odd(Nb) <--
  limit(L),
  range(0,L,Nb),
  not(even(Nb)).
