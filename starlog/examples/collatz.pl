% Prolog predicates called by collatz.sl.
collatz_next(N, M) :-
    (   N mod 2 =:= 0
    ->  M is N // 2
    ;   M is 3*N + 1
    ).

digits(N, Ds) :-
    number_codes(N, Cs),
    findall(D, (member(C, Cs), D is C - 0'0), Ds).
