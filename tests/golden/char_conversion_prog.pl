% char_conversion/2 and current_char_conversion/2: conversions apply to
% what is read while the char_conversion flag is on, outside quoted items.
% Expected output is SWI-Prolog's, except the last two lines: listing all
% conversions gives the ones that change a character (as GNU Prolog; SWI
% lists every character of Latin-1), and a code is not a character (ISO
% type_error; SWI succeeds).

t(G, R) :- catch((G -> print(R) ; write(no)), error(F, _), print(F)), nl.

main :-
    t((char_conversion(a, b), current_char_conversion(a, X)), X),
    t(current_prolog_flag(char_conversion, F), F),
    t(term_to_atom(T, 'foo(a, \'a\', "a")'), T),
    t((set_prolog_flag(char_conversion, true), term_to_atom(T2, 'foo(a, \'a\', "a", 0\'a)')), T2),
    t((open_string("fa(aa). ", S), read(S, T3)), T3),
    set_prolog_flag(char_conversion, false),
    t(term_to_atom(T4, 'fa(aa)'), T4),
    t(char_conversion(a, a), ok), t(current_char_conversion(a, Y), Y),
    t(char_conversion(ab, c), ok), t(char_conversion(_, c), ok),
    t((char_conversion(p, q), findall(I-O, current_char_conversion(I, O), L)), L),
    t(current_char_conversion(1, _), x).
