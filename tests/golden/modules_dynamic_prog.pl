% modules_dynamic: the database across modules. Clauses asserted with a
% module qualifier go to that module (created on first use); m1:fact/1 and
% m2:fact/1 are different predicates, and neither is user's. A module's
% private dynamic count/1 is not user's count/1. Clauses with a qualified
% head in this file belong to that module: M:(H :- B) runs B in M, while
% M:H :- B runs B in user. The module of a qualified goal may be bound at
% run time. m3:hello/1 is static: asserting to it is a permission error.
:- use_module(modules/counter).
:- use_module(library(lists)).
:- dynamic count/1.
:- dynamic m4:data/1.

count(100).

m3:hello(world).
m3:hello(there).
m3:(both(X) :- hello(X)).
m3:mine(X) :- hello(X).

hello(user_world).

p(G) :- print(G), nl.

main :-
    assert(m1:fact(1)), assertz(m1:fact(2)), asserta(m1:fact(0)),
    assertz(m2:fact(10)),
    findall(X, m1:fact(X), L1), p(L1),
    findall(X, m2:fact(X), L2), p(L2),
    catch(fact(_), error(F, _), true), p(F),
    retract(m1:fact(1)), findall(X, m1:fact(X), L3), p(L3),
    findall(X-B, clause(m2:fact(X), B), L4), p(L4),
    M = m1, findall(X, M:fact(X), L5), p(L5),
    findall(X, call(m1:fact, X), L6), p(L6),
    findall(Mod-X, (member(Mod, [m1, m2]), Mod:fact(X)), L7), p(L7),
    ( predicate_property(m2:fact(_), dynamic) -> p(dynamic) ; p(static) ),
    retractall(m2:fact(_)),
    findall(X, m2:fact(X), L8), p(L8),
    findall(X, m4:data(X), L9), p(L9),
    next(A), next(B1), next(C), p([A, B1, C]),
    findall(X, count(X), L10), p(L10),
    counter:count(N), p(N),
    reset, next(D), p(D),
    assertz(count(200)), findall(X, count(X), L11), p(L11),
    counter:count(N2), p(N2),
    findall(X, m3:hello(X), L12), p(L12),
    findall(X, m3:both(X), L13), p(L13),
    findall(X, m3:mine(X), L14), p(L14),
    catch(assertz(m3:hello(again)), error(F2, _), true), p(F2),
    assertz(m4:data(x)), findall(X, m4:data(X), L15), p(L15).
