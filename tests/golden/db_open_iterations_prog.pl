% Iterations that are still open (a call, clause/2, retract/1) while other
% goals retract many clauses of the same predicate: under the logical
% update view each must still return every clause that was there when it
% started. Retracted clauses are cleaned away once they pile up, but never
% one that an open iteration may still visit. retract/1 on backtracking
% also returns (and succeeds for) a clause that another goal retracted
% meanwhile, as SWI-Prolog and GNU Prolog do.

:- dynamic(d/1).

fill :- retractall(d(_)), forall(between(1, 60, I), assertz(d(I))).

% While the iteration stands on its first solution, retract every clause
% but the multiples of 3.
thin(1) :- !, forall((between(2, 60, J), J mod 3 =\= 0), retract(d(J))).
thin(_).

count(Name, Goal) :-
    fill,
    findall(X, (call(Goal, X), thin(X)), L),
    length(L, N),
    findall(Y, d(Y), Left), length(Left, NLeft),
    write(Name-N-NLeft), nl.

call_d(X) :- d(X).
clause_d(X) :- clause(d(X), true).
retract_d(X) :- retract(d(X)).

% Nested: an outer clause/2 iteration, an inner call iteration, both open
% while clauses are retracted.
nested :-
    fill,
    findall(X-Y,
            ( clause(d(X), true), X =< 3,
              d(Y), Y =< 3,
              ( X =:= 1, Y =:= 1 -> forall(between(4, 60, J), retract(d(J))) ; true )
            ),
            L),
    write(L), nl.

t6 :-
    retractall(d(_)), assertz(d(1)), assertz(d(2)), assertz(d(3)),
    forall(retract(d(X)), (write(X), nl, retractall(d(3)))),
    findall(Y, d(Y), L), write(L), nl.

main :-
    count(call, call_d),
    count(clause, clause_d),
    count(retract, retract_d),
    nested,
    t6.
