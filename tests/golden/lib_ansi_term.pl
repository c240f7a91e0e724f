use_module(library(ansi_term)).
ansi_format(bold, "hello ~w", [world]), nl.
ansi_format([bold, fg(red)], "hello ~w~n", [world]).
ansi_format(fg(red), "x~w~n", y).
ansi_format([], "plain~n", []), ansi_format([[bold], underline], "nested~n", []).
ansi_format(fg(green), 'atom format ~a~n', [abc]), ansi_format(bold, [~, w, ~, n], [chars]), ansi_format(bold, `~w~n`, [codes]).
ansi_format(no_such_attribute, "attributes are not looked at off a terminal~n", []).
ansi_format(X, "unbound attributes too~n", []).
forall(member(A, [bold, fg(red), [bold, fg(blue)], hfg(cyan), bg8(200), fg(1, 2, 3), fg('#ff0000'), -underline]), ansi_format(A, "~w;", [A])), nl.
with_output_to(string(S), ansi_format([bold, underline], "in ~w", [string])).
with_output_to(string(S), ansi_format(fg('#ff0000'), "~a-~d", [x, 42])).
with_output_to(codes(C), ansi_format(bold, "~s", [[104, 105]])).
ansi_format(bold, "~a~t~10|~a~n", [left, right]).
with_output_to(string(S), catch(ansi_format(bold, "~w ~w", [a]), error(E, _), true)).
catch(ansi_format(bold, F, []), error(E, _), true).
catch(ansi_format(bold, "~q~n", [f('A')]), error(E, _), true).
ansi_format(bold, "~p and ~q~n", ['A', 'B']).
ansi_hyperlink(user_output, 'http://example.org/'), nl.
ansi_hyperlink(user_output, 'http://example.org/', label), nl.
ansi_hyperlink(user_output, '/tmp/foo.pl':3), nl.
ansi_hyperlink(user_output, '/tmp/foo.pl':3:4), nl.
ansi_hyperlink(user_output, f(x)), nl.
findall(S, with_output_to(string(S), (current_output(O), ansi_hyperlink(O, 'a.pl':1))), L).
findall(S, with_output_to(string(S), (current_output(O), ansi_hyperlink(O, "url", "label"))), L).
