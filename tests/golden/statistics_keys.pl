forall(member(K, [atoms, globalused, localused, trailused, heapused, inferences]), (statistics(K, V), integer(V), V >= 0)).
\+ \+ (statistics(globalused, G0), length(_, 100000), statistics(globalused, G1), G1 - G0 >= 100000 * 16).
\+ \+ (statistics(atoms, A0), atom_concat(fresh_atom_, 12345, _), statistics(atoms, A1), A1 > A0).
catch(statistics(no_such_key, _), error(E, _), true).
