% The heap's collector also runs in the goals a file's loading runs: a
% directive and an initialization/1 goal that build and drop terms for a
% long time stay within bounded memory, and garbage_collect/0 collects.

churn(0) :- !.
churn(N) :- T = f(N, [a, b, c], g(N)), arg(2, T, [_|_]), N1 is N - 1, churn(N1).

bounded(When) :-
    churn(3000000),
    statistics(globalused, G),
    (   G < 64 000 000
    ->  format("~w: bounded~n", [When])
    ;   format("~w: globalused ~D~n", [When, G])
    ).

counted(When) :-
    statistics(garbage_collection, [C0|_]),
    garbage_collect,
    statistics(garbage_collection, [C1|_]),
    (   C1 > C0 -> format("~w: collected~n", [When]) ; format("~w: no collection~n", [When]) ).

:- bounded(directive), counted(directive).
:- initialization((bounded(initialization), counted(initialization))).
