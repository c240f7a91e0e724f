set_prolog_flag(toplevel_print_anon, false).
format("~w and ~a~n", [foo(x), bar]).
format("~t~w~10|~w~n", [right, left]).
format("~a~t~15|~a~t~10+~a~n", [name, value, end]).
format("~e ~4f ~g~n", [1.0, 2.5, 3.25]).
format("~D ~2d~n", [1234567, 1234567]).
format("~s and ~c~n", ["codes", 0'x]).
catch(format("~d~n", [a]), error(E, _), true).
catch(format(atom(_), "~a ~a", [x]), error(E, _), true).
format(atom(A), "~p", ['X y']).
format(codes(C, T), "ab", []).
open_string("hello(World, _X). next. ", _S), read_term(_S, _T, [variable_names([N1=_, N2=_])]), read(_S, N), read(_S, E).
open_string("x(", _S), catch(read(_S, _), error(Err, _), true).
open_string("abc", _S), get_char(_S, C1), peek_char(_S, C2), get_code(_S, C3), get_char(_S, C4), get_char(_S, C5).
current_output(_S), format(_S, "~a~n", [via_stream]).
put_char(a), put_char(user_output, b), tab(2), put_code(0'c), nl.
write(user_error, to_stderr), nl(user_error).
'$push_output'(string(S), _H), print(hi), write(' there'), '$pop_output'(_H, string(S)).
stream_property(_S, alias(user_input)), stream_property(_S, mode(M)).
write_term(user_output, [a, 'B'], [quoted(true)]), nl(user_output).
get_char(user_output, C).
format("~z", []).
format("~a~n", [a, b]).
open('/nonexistent/kea/file', read, _).
read_term(user_input, _, [bad_option]).
