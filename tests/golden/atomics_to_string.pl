atomics_to_string([a, 1, "s", 2.5], '-', S).
atomics_to_string([], '-', S).
atomics_to_string([x], ", ", S).
atomics_to_string(L, '-', "a-b-1").
catch(atomics_to_string([a, _], '-', _), error(E, _), true).
halt.
