% The dynamic database: assert/asserta/assertz, retract/retractall,
% abolish, clause/2 and dynamic declarations.

:- dynamic counter/1.
:- dynamic fact/1, pair/2.
:- dynamic((rule/1, rule2/2)).
:- dynamic([listed/1]).

fact(b).

all(Name, Template, Goal) :-
    findall(Template, Goal, L),
    write(Name), write(': '), writeq(L), nl.

order :-
    assertz(fact(c)),
    asserta(fact(a)),
    assert(fact(d)),
    all(order, X, fact(X)).

% Asserted clauses are copies: later bindings do not reach them, and
% shared variables stay shared.
copies :-
    X = f(Y),
    assertz(pair(X, Y)),
    Y = 1,
    pair(f(A), B),
    ( var(A), A == B -> write(copy_unbound) ; write(wrong) ), nl,
    assertz(pair(Z, Z)),
    all(shared, W, pair(w, W)).

% retract/1 unifies, removes the first match and is nondeterministic.
retracting :-
    retractall(fact(_)),
    forall(between(1, 5, I), assertz(fact(I))),
    retract(fact(3)),
    all(retract1, X, fact(X)),
    ( retract(fact(X)), X >= 2 -> true ; true ),
    all(retract2, Y, fact(Y)),
    ( retract(fact(nope)) -> write(wrong) ; write('retract3: failed') ), nl,
    findall(Z, retract(fact(Z)), L),
    write('retract4: '), writeq(L), nl,
    all(retract5, R, fact(R)).

% Clauses with bodies: clause/2, and retract((Head :- Body)).
bodies :-
    assertz((rule(X) :- X > 0, write(pos))),
    assertz((rule(X) :- X < 0, !, write(neg))),
    assertz(rule(zero)),
    all(clause1, B, clause(rule(x), B)),
    all(clause2, H, clause(rule(H), true)),
    retract((rule(_) :- _ < 0, C)),
    all(retracted_body, C, true),
    all(clause3, B2, clause(rule(x), B2)),
    ( retract((rule(zero) :- true)) -> write(fact_retracted) ; write(wrong) ), nl,
    ( retract((rule(_) :- true)) -> write(wrong) ; write(no_more_facts) ), nl,
    assertz((rule2(X, Y) :- ( X > Y -> Z = X ; Z = Y ), write(Z), nl)),
    rule2(3, 7), rule2(9, 2),
    clause(rule2(_, _), Body),
    Body = (If, _), If = (( _ -> _ ; _ )), write(if_then_else_body), nl.

% retractall/1 keeps the predicate dynamic; abolish/1 removes it.
removing :-
    assertz(counter(1)), assertz(counter(2)),
    retractall(counter(_)),
    all(retractall, X, counter(X)),
    retractall(brand_new(_)),
    all(created_by_retractall, Y, brand_new(Y)),
    assertz(listed(1)),
    abolish(listed/1),
    catch(listed(_), error(E, _), true),
    print(E), nl.

% A counter in the database.
incr :-
    retract(counter(N)),
    N1 is N + 1,
    assertz(counter(N1)).
counting :-
    assertz(counter(0)),
    incr, incr, incr,
    all(counter, N, counter(N)).

% Clauses asserted at run time call each other and other predicates.
calls :-
    assertz((len([], 0))),
    assertz((len([_|T], N) :- len(T, N0), N is N0 + 1)),
    len([a, b, c, d], N),
    write(len(N)), nl.

main :-
    order,
    copies,
    retracting,
    bodies,
    removing,
    counting,
    calls.
