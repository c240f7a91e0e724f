% The logical update view: a call to a dynamic predicate works on the
% clauses that existed when it started; changes made while it runs are
% seen only by calls that start afterwards.

:- dynamic q/1, w/1, r/1.

q(1). q(2). q(3).

show(Name, Goal, X) :-
    findall(X, Goal, L),
    write(Name), write(': '), writeq(L), nl.

grow :- forall(r(N), ( N1 is N + 1, assertz(r(N1)) )).

reset :-
    retractall(q(_)),
    assertz(q(1)), assertz(q(2)), assertz(q(3)).

main :-
    % Clauses added during the iteration are not seen by it.
    show(assertz_during, ( q(X), Y is X + 10, assertz(q(Y)) ), X),
    show(after_assertz, q(X1), X1),
    reset,
    show(asserta_during, ( q(X2), asserta(q(0)) ), X2),
    show(after_asserta, q(X3), X3),
    reset,
    % Clauses removed during the iteration are still seen by it.
    show(retract_during, ( q(X4), ( X4 =:= 1 -> retract(q(2)), retract(q(3)) ; true ) ), X4),
    show(after_retract, q(X5), X5),
    reset,
    show(retractall_during, ( q(X6), retractall(q(_)) ), X6),
    show(after_retractall, q(X7), X7),
    reset,
    % retract/1 iterates over the clauses present when it was called, so
    % re-adding each clause at the end terminates.
    forall(retract(q(X8)), assertz(q(X8))),
    show(retract_readd, q(X9), X9),
    % A call that starts after a change sees it.
    show(new_call_sees, ( q(X10), X10 =:= 1, assertz(q(4)), q(4) ), X10),
    show(final, q(X11), X11),
    % A predicate whose clauses retract themselves while running.
    assertz(w(1)), assertz(w(2)), assertz(w(3)),
    show(self_retract, ( w(X12), retract(w(X12)) ), X12),
    show(after_self_retract, w(X13), X13),
    % A loop over r/1 that adds to r/1 sees only the clauses present when
    % it started, so each round ends.
    assertz(r(1)),
    grow, show(grown1, r(X14), X14),
    grow, show(grown2, r(X15), X15).
