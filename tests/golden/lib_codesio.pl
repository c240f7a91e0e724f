use_module(library(codesio)).
format_to_codes("~w-~a", [x, y], C), format_to_codes(`~w`, [z], D), format_to_codes([~, w], x, E).
format_to_codes("~w", [x], C, T), format_to_codes("~w", [ab], [0'a|U]), format_to_codes("~w", [x], D, `yz`).
catch(format_to_codes(f(x), [a], C), error(E, _), true).
catch(format_to_codes(F, [], C), error(E, _), true).
write_to_codes('hi you', C), atom_codes(A, C).
write_to_codes(f(x), C, T), write_to_codes(ab, [0'a, 0'b]).
write_term_to_codes('A'-"s", C, [quoted(true)]), atom_codes(A, C).
write_term_to_codes(f('A', 'b c'), C, []), atom_codes(A, C).
write_term_to_codes('A', C, T, [quoted(true)]), write_term_to_codes(1+2, D, [], [ignore_ops(true)]), atom_codes(A, D).
catch(write_term_to_codes(f('A'), C, foo), error(E, _), true).
read_from_codes(`foo(X, Y, X).`, T).
read_from_codes(`X + Y * 2`, T), read_from_codes(`"str"`, U), read_from_codes(`0'a`, V).
read_from_codes(`'q a'`, T), read_from_codes(`[1,2|T]`, U), read_from_codes(`a:-b`, V).
read_from_codes(`foo % comment`, T), read_from_codes(`/* c */ foo`, U), read_from_codes(`foo. bar.`, V).
read_from_codes(``, T), read_from_codes(`/* comment */`, U), read_from_codes("  ", V), read_from_codes(abc, W).
catch(read_from_codes(`foo bar`, T), error(syntax_error(_), _), T = syntax_error).
catch(read_from_codes([a|_], T), error(E, _), true).
catch(read_from_codes(f(x), T), error(E, _), true).
read_term_from_codes(`f(X, Y, X)`, T, [variable_names(V)]).
read_term_from_codes(`g(_A, B)`, T, [singletons(S)]).
catch(read_term_from_codes(X, T, []), error(E, _), true).
findall(X-Y, (open_codes_stream(`ab. [c].`, S), read(S, X), read(S, Y), close(S)), L).
findall(L, (open_codes_stream("line one\nline two", S), read_line_to_string(S, L1), read_line_to_string(S, L2), close(S), L = [L1, L2]), Ls).
with_output_to_codes(write(x), C), with_output_to_codes((write(x), fail ; write(y)), D).
with_output_to_codes(member(X, [a, b]), C), with_output_to_codes(write(hi), D, T).
with_output_to_codes(write(x), [0'x]), \+ with_output_to_codes(write(x), [0'y]), with_output_to_codes(write(xy), [0'x|T]).
with_output_to_codes(fail, C).
catch(with_output_to_codes(throw(oops), C), E, true).
catch(with_output_to_codes(G, C), error(E, _), true).
findall(C-Same, (with_output_to_codes((current_output(O), write(hi)), S, C, [0'!]), (S == O -> Same = yes ; Same = no)), L).
