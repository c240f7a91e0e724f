% Decimal digits of scripts beyond ASCII: a number written in one script's
% digits reads as that number (SWI-Prolog reads them so), such a digit
% cannot start an atom, and writeq/1 quotes an atom that starts with one.

show(S) :-
    catch(( term_string(T, S),
            writeq(T),
            (   integer(T) -> write('  integer')
            ;   float(T) -> write('  float')
            ;   atom(T) -> write('  atom')
            ;   true
            )
          ),
          error(syntax_error(E), _),
          ( write('syntax error: '), write(E) )),
    nl.

main :-
    forall(member(S, ["١٢", "٣٤٥٦٧٨٩٠", "१२३", "０１", "𝟏𝟐", "٣.٥", "١e٢",
                      "x١", "a١٢b", "foo(١,٢)", "[٣|٤]", "٢ + ٣",
                      "١x", "١2", "2١", "0x١"]),
           show(S)),
    forall(member(A, ['١x', '١', 'x١', 'a١٢b', '٣.٥', 'é', 'αβ']),
           ( writeq(A), nl )),
    X is ٢ * ٣ + 1, writeq(X), nl,
    atom_number('٤٢', N), writeq(N), nl,
    number_codes(C, "٥٦"), writeq(C), nl,
    atom_length('١٢٣', L), writeq(L), nl.
