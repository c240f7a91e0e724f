% The sieve of Eratosthenes on lists: take the first remaining number as
% a prime and filter its multiples out of the rest, until the prime's
% square passes the limit. Measures integer division, comparison and
% list construction.

bench_name(primes).

bench_run :-
    primes_upto(5000, _).

% Counts and sums of the primes up to 100, 5000 and 10000 (computed
% separately by trial division in Python).
bench_check :-
    primes_upto(100, P100),
    primes_count_sum(P100, 0, 25, 0, 1060),
    primes_upto(5000, P5000),
    primes_count_sum(P5000, 0, 669, 0, 1548136),
    primes_upto(10000, P10000),
    primes_count_sum(P10000, 0, 1229, 0, 5736396),
    primes_upto(1, []),
    primes_upto(2, [2]).

primes_upto(N, Ps) :-
    primes_range(2, N, Ns),
    primes_sieve(Ns, N, Ps).

primes_sieve([], _, []).
primes_sieve([P|Xs], N, [P|Ps]) :-
    (   P * P > N
    ->  Ps = Xs
    ;   primes_remove_multiples(Xs, P, Ys),
        primes_sieve(Ys, N, Ps)
    ).

primes_remove_multiples([], _, []).
primes_remove_multiples([X|Xs], P, Ys) :-
    (   X mod P =:= 0
    ->  Ys = Ys1
    ;   Ys = [X|Ys1]
    ),
    primes_remove_multiples(Xs, P, Ys1).

primes_range(I, N, []) :-
    I > N, !.
primes_range(I, N, [I|Is]) :-
    I1 is I + 1,
    primes_range(I1, N, Is).

primes_count_sum([], C, C, S, S).
primes_count_sum([P|Ps], C0, C, S0, S) :-
    C1 is C0 + 1,
    S1 is S0 + P,
    primes_count_sum(Ps, C1, C, S1, S).
