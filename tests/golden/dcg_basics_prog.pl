% dcg_basics: library(dcg/basics) against SWI-Prolog's.
:- use_module(library(dcg/basics)).

t(G, S) :-
    string_codes(S, Cs),
    (   catch(phrase(G, Cs, Rest), E, ( print(E), nl, fail ))
    ->  copy_term(G-Rest, C-R),
        numbervars(C, 0, _),
        atom_codes(RA, R),
        print(C-RA)
    ;   copy_term(G, C),
        numbervars(C, 0, _),
        print(no(C))
    ),
    nl.

main1 :-
  t(blank, " x"), t(blank, "x"), t(blanks, "  \t\nx"), t(blanks, "x"), t(white, " x"), t(white, "\nx"), t(whites, " \t x"), t(whites, " \n x"),
  t(nonblank(_), "ab"), t(nonblanks(_), "ab cd"), t(nonblanks(_), " ab"), t(blanks_to_nl, "   \nx"), t(blanks_to_nl, "  x"), t(blanks_to_nl, "   "),
  t(string(_), "abc"), t((string(_), ","), "ab,cd"), t(string_without(",", _), "ab,cd"), t(string_without(",", _), "abcd"), t(string_without(`,;`, _), "ab;c,d"),
  t(alpha_to_lower(_), "Abc"), t(alpha_to_lower(0'a), "Abc"), t(alpha_to_lower(_), "1bc"),
  t(digits(_), "123abc"), t(digits(_), "abc"), t(digit(_), "7x"), t(integer(_), "123x"), t(integer(_), "-42 "), t(integer(_), "+7"), t(integer(_), "abc"), t(integer(_), "- 3"),
  t(float(_), "1.5e3x"), t(float(_), "12"), t(float(_), "-0.25"), t(number(_), "12"), t(number(_), "1.5"), t(number(_), "-1.0e-2x"), t(number(_), "1e10"), t(number(_), "1.x"),
  t(xinteger(_), "ff "), t(xinteger(_), "1A"), t(xdigit(_), "a"), t(xdigits(_), "0fz"), t(eos, ""), t(eos, "x"), t(eol, "\nx"), t(eol, "\r\nx"), t(eol, ""), t(eol, "x"),
  t(remainder(_), "rest of it"),
  t(integer(3), "3"), t(integer(3), "4"), t(number(12), ""), t(digits(_), ""), t(string(_), ""), t((string(_), "c"), "abcabc"),
  t(integer(_), "12345678901234567890123"), t(number(_), "0x1F"), t(number(_), "0'a"), t(float(_), "1.0Inf"), t(integer(_), "1_000").

main2 :- t(alpha_to_lower(_), "_x"), t(alpha_to_lower(_), "Éx"), t(alpha_to_lower(_), "ßx"), t(alpha_to_lower(0'A), "Ax"), t(alpha_to_lower(0'b), "Bx"), t(alpha_to_lower(0'b), "bx"),
  t(nonblank(_), "\u00e9"), t(nonblank(_), " "), t(white, "\u00A0x"), t(blank, "\u00A0x"), t(float(_), ".5"), t(float(_), "1."), t(float(_), "1.5E+2"), t(number(_), "-"), t(number(_), "+3.0"),
  t(xinteger(_), "FFg"), t(xinteger(_), "-1"), t(xinteger(255), "ff"), t(digit(0'1), "1"), t(float(1.5), "1.5"), t(number(1.5), "1.50").

main :-
    main1,
    main2.
