atomic_list_concat([a, "b", 1, 2.5], X).
atomic_list_concat(L, '-', 'a-b--c').
atomic_list_concat(L, '', abc).
atomic_list_concat([a, f(x)], X).
atom_to_term('foo(X, Y, X)', foo(A, B, C), Bs).
read_term_from_atom('p(q, "s")', T, []).
term_string(f(x, 'A', "s"), S).
term_string(T, "g(1 + 2)").
number_string(N, "0x1A").
number_string(N, " 42").
number_string(a, S).
string_chars(S, [h, é]).
string_codes("héllo", L).
string_to_atom(S, abc).
string_to_atom(f(x), A).
text_to_string([0'a, 0'b], S).
string_length("héllo", N).
string_lower("HéLLO", L).
string_upper("héllo", U).
split_string("/home//jan///nice/path", "/", "", L).
split_string("SWI-Prolog, 7.0", ",", " ", L).
split_string(X, "", "", L).
numbervars(f(X, Y, X), 0, E).
term_variables(f(X, g(Y)), L, [end]).
set_prolog_flag(double_quotes, codes).
X = "ab".
set_prolog_flag(double_quotes, string).
set_prolog_flag(bounded, true).
set_prolog_flag(iso, maybe).
statistics(foo, X).
( statistics(inferences, I), integer(I), I > 0 -> writeln(counted) ; writeln(not_counted) ), fail ; true.
setenv(kea_golden_var, 42), getenv(kea_golden_var, V).
unsetenv(kea_golden_var), getenv(kea_golden_var, V).
shell('exit 2', S).
shell(true).
garbage_collect.
