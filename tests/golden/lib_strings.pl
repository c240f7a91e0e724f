use_module(library(strings)).
string_lines("a\nb\nc", L).
string_lines("a\nb\nc\n", L).
string_lines("a\n\nb\n\n", L).
string_lines("", L).
string_lines("\n", L).
string_lines(abc, L).
string_lines(S, ["a", b, 'c d', 1]).
string_lines(S, []).
string_lines(S, [""]).
catch(string_lines(S, foo), error(E, _), true).
catch(string_lines(S, L), error(E, _), true).
string_lines("x\ny", ["x", "y"]).
dedent_lines("  a\n    b\n  c", S, []).
dedent_lines("    a\n  b\n\n   \n      c\n", S, []).
dedent_lines("\ta\n\t\tb", S, []).
dedent_lines(" \ta\n\t b", S, []).
dedent_lines("a\n  b", S, []).
dedent_lines("   \n \n", S, []).
dedent_lines("", S, []).
dedent_lines(abc, S, []).
dedent_lines("  |  a\n  |  b", S, [chars("\s|")]).
dedent_lines("  |  a\n  |  b", S, [chars([0' , 0'|])]).
dedent_lines("  |  a\n  |  b", S, [chars([' ', '|'])]).
dedent_lines("\ta\n        b", S, [tab(8)]).
dedent_lines("\ta\n    b", S, [tab(8)]).
dedent_lines("  \ta\n      b\n", S, [tab(4)]).
dedent_lines("\t  a\n\t\tb\n\t", S, [tab(4)]).
dedent_lines("   \n\t\n", S, [tab(8)]).
dedent_lines("\n   | a\n   | b\n   |", S, [tab(8), chars("\s\t|")]).
dedent_lines("    x\n  \n      y", S, [tab(2)]).
indent_lines("> ", "a\nb", S).
indent_lines("> ", "a\nb\n", S).
indent_lines("> ", "a\n\n  \nb\n\n", S).
indent_lines("> ", "", S).
indent_lines("> ", "\n", S).
indent_lines(foo, 'x y\nz', S).
catch(indent_lines(1, "a", S), error(E, _), true).
indent_lines(==(""), "E", "a\n\nb", S).
catch(indent_lines(nosuch_pred, "> ", "a", S), error(E, _), true).
catch(dedent_lines(_, S, []), error(E, _), true).
catch(once(interpolate_string("{@nosuch_goal}", S, [], [goals(true)])), error(E, _), true).
once(interpolate_string("{@fail}", S, [], [goals(true)])).
catch(once(interpolate_string("{@foo(}", S, [], [goals(true)])), error(syntax_error(_), _), E = syntax_error).
catch(once(interpolate_string("{X} {Y}", S, ['X'=[a], 'Y'=[]], [])), error(E, _), true).
indent_lines(\==("b"), "-", "a\nb\nc\n", S).
once(interpolate_string("Hello {Name}!", S, ['Name'=world], [])).
once(interpolate_string("{A}+{B}={C}", S, ['A'=1, 'B'=2.5, 'C'=f(x, "y")], [])).
once(interpolate_string("{A}{A}", S, ['A'=x], [])).
once(interpolate_string("no vars", S, [], [])).
once(interpolate_string("", S, [], [])).
once(interpolate_string('atom {X}', S, ['X'=y], [])).
once(interpolate_string("{X,default} and {Y,}", S, [], [])).
once(interpolate_string("{X,default}", S, ['X'=given], [])).
catch(once(interpolate_string("{X}", S, [], [])), error(E, _), true).
once(interpolate_string("{x} {1} { X} {X } {} {X", S, ['X'=v], [])).
once(interpolate_string("a{b{X}c", S, ['X'=v], [])).
once(interpolate_string("{_}{_Foo}{Abc_12}", S, ['_'=1, '_Foo'=2, 'Abc_12'=3], [])).
once(interpolate_string("{X}", S, ['X'="a string", 'X'=other], [])).
once(interpolate_string("{X}", S, ['X'='it''s'], [])).
once(interpolate_string("{@format(\"~w\", [hi])}", S, [], [])).
once(interpolate_string("{@format(\"~w\", [hi])}", S, [], [goals(true)])).
once(interpolate_string("<{@atom_length(abc, N), write(N)}>", S, [], [goals(true)])).
once(interpolate_string("{@X} {Y}", S, ['Y'=y], [goals(false)])).
once(interpolate_string("{X}", "v", ['X'=v], [])).
once(interpolate_string("{X}", "w", ['X'=v], [])).
catch(once(interpolate_string(S0, S, [], [])), error(E, _), true).
dedent_lines("  a\n\t\t\t\n  b", S, []).
dedent_lines("  \ta\n  \t \n  \tb", S, []).
dedent_lines("  \ta\n \t\t\n  \tb", S, []).
dedent_lines("  a\n \tb", S, []).
dedent_lines("\t\tb\n\ta", S, [tab(4)]).
dedent_lines("\t\tb\n  a", S, [tab(4)]).
dedent_lines("  \tb\n   a", S, [tab(4)]).
dedent_lines("\t b\n  a", S, [tab(4)]).
dedent_lines("  a\n \t  \n  b", S, [tab(4)]).
dedent_lines("\ta\n  b", S, [tab(2), tab(8)]).
dedent_lines("\ta\n  b", S, [tab(0)]).
dedent_lines("\ta\n  b", S, [tab(2), chars(" ")]).
dedent_lines("  a\n  b", S, [chars("a"), chars(" ")]).
dedent_lines(" a\n b", S, [chars("")]).
dedent_lines("xxa\nxb", S, [chars(`x`)]).
dedent_lines("x", S, [chars("x")]).
catch(dedent_lines("  a", S, [chars(1)]), error(E, _), true).
catch(dedent_lines(" a", S, [chars(_)]), error(E, _), true).
catch(dedent_lines("  a\n  b", S, nolist), error(E, _), true).
dedent_lines("  a", a, []).
dedent_lines(`  a`, S, []).
dedent_lines("a\r\n b", S, []).
indent_lines("> ", "a\n\t\n \t \nb", S).
indent_lines("> ", "a\n\r\nb", S).
indent_lines(==(""), "E", "\n\n", S).
indent_lines(==(""), "E", "a\n", S).
indent_lines(==(""), "E", "", S).
indent_lines([L]>>(print(L), nl), "> ", "a\nb\n", S).
indent_lines([L]>>member(L, ["a", "a"]), "> ", "a\nb\nc", S).
assertz((keep_line(L) :- sub_string(L, 0, _, _, "k"))).
indent_lines(keep_line, "# ", "kx\ny\nkz", S).
catch(indent_lines(`> `, "ab", S), error(E, _), true).
catch(indent_lines(_, "ab", S), error(E, _), true).
catch(indent_lines(f(x), "a", S), error(E, _), true).
catch(indent_lines("x", f(x), S), error(E, _), true).
catch(indent_lines(_, "x", "a", S), error(E, _), true).
indent_lines('> ', "ab", "> ab").
indent_lines('> ', "ab", '> ab').
catch(string_lines(S, [a|_]), error(E, _), true).
catch(string_lines(S, [a, f(x)]), error(E, _), true).
catch(string_lines(S, [a, _]), error(E, _), true).
catch(string_lines(f(x), L), error(E, _), true).
catch(string_lines(S, [`ab`, [c]]), error(E, _), true).
string_lines(`a\nb`, L).
string_lines("a\nb", [X|Y]).
string_lines("a\nb", ["a"]).
string_lines("a\r\nb", L).
once(interpolate_string("{X, d}|{X ,d}|{X,d,e}|{X,{d}|{X,d}}", S, [], [])).
once(interpolate_string("{X}", S, ['X'=[a]], [])).
catch(once(interpolate_string("{X}", S, ['X'=[a, b]], [])), error(E, _), true).
catch(once(interpolate_string("{X}", S, ['X'-a], [])), error(E, _), true).
catch(once(interpolate_string("{X}", S, ["X"=a], [])), error(E, _), true).
catch(once(interpolate_string("{X}", S, foo, [])), error(E, _), true).
once(interpolate_string("{X}", S, [foo, 'X'=a], [])).
once(interpolate_string("{A} {B} {C} {D}", S, ['A'='$VAR'(1), 'B'={a}, 'C'=f('A', "b c", 'x y', [1, 2]), 'D'=(a:-b,c)], [])).
once(interpolate_string("{X}", S, ['X'="{Y}", 'Y'=z], [])).
once(interpolate_string("{X}{|}{X}|{{X}}|{X,{Y}}|{X,a\nb}", S, ['X'=1], [])).
once(interpolate_string("{Y,a\nb}", S, [], [])).
once(interpolate_string("{Xé}{É}", S, ['Xé'=1, 'É'=2], [])).
once(interpolate_string(`a{X}`, S, ['X'=1], [])).
once(interpolate_string([a, '{', 'X', '}'], S, ['X'=1], [])).
once(interpolate_string(12, S, [], [])).
catch(once(interpolate_string(f(x), S, [], [])), error(E, _), true).
catch(once(interpolate_string("{@X}", S, [], [goals(true)])), error(E, _), true).
once(interpolate_string("{@write(a). }", S, [], [goals(true)])).
catch(once(interpolate_string("{@write(a) write(b)}", S, [], [goals(true)])), error(syntax_error(_), _), E = syntax_error).
catch(once(interpolate_string("{@}", S, [], [goals(true)])), error(E, _), true).
once(interpolate_string("{@X = 1, write(X)}", S, [], [goals(true)])).
once(interpolate_string("{@write(a), write(b)}{@format(\"~a\", [c])}", S, [], [goals(true)])).
catch(once(interpolate_string("{@throw(foo)}", S, [], [goals(true)])), E, true).
findall(S, interpolate_string("{@member(X, [a, b]), write(X)}", S, [], [goals(true)]), L).
findall(S, interpolate_string("{X}", S, ['X'=a, 'X'=b], []), L).
assertz(my_item(42)).
once(interpolate_string("<{@my_item(X), write(X)}>", S, [], [goals(true)])).
once(interpolate_string("{@X}", S, [], [goals(foo)])).
catch(once(interpolate_string("{@X}", S, [], [goals(true), goals(false)])), error(E, _), true).
once(interpolate_string("{@X}", S, [], [goals(false), goals(true)])).
once(interpolate_string("{@{X}}", S, ['X'=v], [])).
once(interpolate_string("{@foo(}", S, [], [])).
once(interpolate_string("{@write(a)", S, [], [goals(true)])).
catch(once(interpolate_string("{@write(a)}", S, [], foo)), error(E, _), true).
once(interpolate_string("{X}", S, ['X'=a], foo)).
halt.
