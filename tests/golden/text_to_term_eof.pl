term_to_atom(T, '% c').
term_to_atom(T, '  ').
read_term_from_atom('  ', T, []).
term_string(T, "  ").
read_term_from_atom('/* c */', T, []).
term_string(T, "% x").
atom_to_term('  ', T, B).
atom_to_term('% c', T, B).
term_to_atom(T, '/* */').
term_string(T, "a. b").
