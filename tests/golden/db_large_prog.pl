% A large dynamic fact table: 100,000 facts asserted, then each looked up
% by its first argument in a scrambled order (7919 is coprime to 100,000,
% so every key is visited once). Without first-argument indexing the
% lookups take quadratic time and the test runs out of time.

:- dynamic fact/2.

fill(N) :-
    between(1, N, I),
    V is (I * I) mod 1000,
    assertz(fact(I, V)),
    fail.
fill(_).

sum(0, _, S, S) :- !.
sum(I, N, S0, S) :-
    K is (I * 7919) mod N + 1,
    fact(K, V),
    S1 is S0 + K * V,
    I1 is I - 1,
    sum(I1, N, S1, S).

main :-
    N = 100000,
    fill(N),
    sum(N, N, 0, S),
    write(checksum(S)), nl,
    findall(x, fact(_, _), L),
    length(L, Len),
    write(facts(Len)), nl,
    ( fact(0, _) -> write(wrong) ; write(no_key_0) ), nl,
    fact(77777, Last),
    write(last(Last)), nl.
