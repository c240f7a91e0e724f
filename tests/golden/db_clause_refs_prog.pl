% Clause references: assert/2, asserta/2, assertz/2, clause/3 and erase/1.

:- dynamic(c/2).
static_fact.

% Runs G, printing the formal of an error (a culprit reference as ref:
% its address differs from run to run); then yes or no.
e(G) :- catch(G, error(F, _), (culprit_ref(F, F1), print(F1), nl, fail)).
culprit_ref(permission_error(A, T, _), permission_error(A, T, ref)) :- !.
culprit_ref(F, F).
show(G) :- ( e(G) -> write(yes) ; write(no) ), nl.

main :-
    assertz(c(a, 1), Ra), asserta(c(b, 2), Rb), assert((c(c, 3) :- true), Rc),
    findall(X-Y, c(X, Y), L0), write(L0), nl,
    ( clause(H, B, Ra) -> write(H-B) ; write(none) ), nl,
    ( clause(c(x, _), _, Ra) -> write(unexpected) ; write(head_mismatch_fails) ), nl,
    clause(c(b, N), true, R2), ( R2 == Rb -> write(same_ref(N)) ; write(other_ref) ), nl,
    show(erase(Rb)),
    show(erase(Rb)),
    ( clause(_, _, Rb) -> write(still_there) ; write(erased_clause_gone) ), nl,
    findall(X-Y, c(X, Y), L1), write(L1), nl,
    forall(clause(c(K, V), true, R), (erase(R), write(erased(K, V)), nl)),
    findall(X-Y, c(X, Y), L2), write(L2), nl,
    show(erase(Rc)),
    assertz((c(r, Z) :- Z > 1), Rr), clause(c(r, W), Body, Rr), numbervars(W-Body, 0, _), print(W-Body), nl,
    % Errors.
    show(erase(_)),
    show(erase(foo)),
    show(clause(_, _, foo)),
    show(clause(_, _, _)),
    show(clause(3, _, _)),
    show(assertz(c(z, 1), bar)),
    show(assertz((foo :- 1), bar)),
    show(assertz((foo :- 1), _)),
    ( clause(static_fact, true, Rs) -> show(erase(Rs)) ; true ).
