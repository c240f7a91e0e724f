use_module(library(charsio)).
format_to_chars("~w-~a", [x, y], C), format_to_chars('~a~t~6|~w', [ab, c], D), atom_codes(A, D).
format_to_chars("~w", [x], C, T), format_to_chars("~w", [ab], [0'a|U]).
catch(format_to_chars(F, [], C), error(E, _), true).
write_to_chars(f('A', "s"), C), atom_codes(A, C).
write_to_chars(f(x), C, T), write_to_chars(ab, [0'a, 0'b]).
atom_to_chars(abc, C), atom_to_chars(12, D), atom_to_chars("str", E).
atom_to_chars(abc, C, T), atom_to_chars(X, `xyz`).
catch(atom_to_chars(X, C), error(E, _), true).
catch(atom_to_chars(f(x), C, T), error(E, _), true).
number_to_chars(42, C), number_to_chars(-1.5, D, T), number_to_chars(12, `012`).
number_to_chars(12, `1`, T).
catch(number_to_chars(abc, C), error(E, _), true).
catch(number_to_chars(X, C, T), error(E, _), true).
read_from_chars("foo(X, Y, X).", T).
read_from_chars("foo(X, bar)", T), read_from_chars([a, '+', b], U), read_from_chars(`"s"`, V).
read_from_chars(foo, T), read_from_chars(12, U), read_from_chars("a. b.", V).
read_from_chars("", T), read_from_chars([], U), read_from_chars("  ", V), read_from_chars("% only a comment", W).
catch(read_from_chars("foo(", T), error(syntax_error(_), _), T = syntax_error).
catch(read_from_chars(f(x), T), error(E, _), true).
read_term_from_chars("f(X, Y, X)", T, [variable_names(V)]), read_term_from_chars([g, '(', 'Z', ')', '.'], U, []).
catch(read_term_from_chars(X, T, []), error(E, _), true).
catch(read_term_from_chars("foo", T, foo), error(E, _), true).
findall(X-Y, (open_chars_stream(`ab. [c].`, S), read(S, X), read(S, Y), close(S)), L).
findall(X, (open_chars_stream("f(x).", S), read(S, X), close(S)), L).
with_output_to_chars((write(a), print(b), format("~w", [c])), C), with_output_to_chars((write(x), fail ; write(y)), D).
with_output_to_chars(member(X, [a, b]), C), with_output_to_chars(write(hi), D, T).
with_output_to_chars(fail, C).
catch(with_output_to_chars(throw(oops), C), E, true).
findall(C, with_output_to_chars((current_output(S), write(S, x), nl(S)), C), L).
findall(C-Same, (with_output_to_chars((current_output(O), write(hi)), S, C, [0'!]), (S == O -> Same = yes ; Same = no)), L).
