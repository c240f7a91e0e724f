predicate_property(atom_length(_,_), built_in).
predicate_property(atom_length(_,_), iso).
predicate_property(append(_,_,_), static).
predicate_property(append(_,_,_), number_of_clauses(N)).
assertz(counter(0)), assertz(counter(1)).
predicate_property(counter(_), dynamic), predicate_property(counter(_), number_of_clauses(N)).
predicate_property(no_such_predicate(_), defined).
findall(P, (predicate_property(X, dynamic), functor(X, P, 1)), L).
catch(predicate_property(1, defined), E, true).
