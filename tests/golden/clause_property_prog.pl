% clause_property/2 of loaded, asserted and erased clauses, and its errors.
% size(Bytes) is left out: each system counts its own representation.
% Expected output is SWI-Prolog's.

:- dynamic d/1.
f(1).
f(X) :-
    X > 1.
d(0).

props(Ref) :-
    findall(P, (clause_property(Ref, P), P \= size(_)), Ps),
    print(Ps), nl.

main :-
    forall(nth_clause(f(_), _, R), props(R)),
    assertz(d(5), R2), props(R2),
    nth_clause(d(_), 1, R3), erase(R3), props(R3),
    ( clause_property(R2, size(S)), integer(S), S > 0 -> writeln(size_ok) ; writeln(no_size) ),
    catch(clause_property(foo, _), error(E, _), (print(E), nl)),
    catch(clause_property(_, _), error(E2, _), (print(E2), nl)).
