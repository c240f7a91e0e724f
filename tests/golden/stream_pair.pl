stream_pair(user_input, I, O), print(I), nl, var(O).
stream_pair(user_output, I, O), var(I), print(O), nl.
\+ \+ ( stream_pair(P, user_input, user_output), stream_pair(P, I, O), print(I/O), nl ).
\+ \+ ( stream_pair(P, user_input, user_output), is_stream(P) ).
\+ \+ ( stream_pair(P, user_input, user_output), format(P, "written through the pair~n", []) ).
\+ \+ ( stream_pair(P, user_input, user_output), stream_property(P, alias(A)), print(A), nl ).
catch(stream_pair(_, foo, user_output), error(E, _), true).
catch(stream_pair(_, user_output, user_input), error(E, _), true).
catch(stream_pair(_, _, user_output), error(E, _), true).
\+ \+ ( tmp_file(pair, F), open(F, write, W), format(W, "t(1).~nt(2).~n", []), close(W), open(F, read, R), open(F, append, A), stream_pair(P, R, A), read(P, T1), format(P, "t(3).~n", []), read(P, T2), print(T1-T2), nl, stream_pair(P, R1, A1), (R1 == R, A1 == A -> writeln(same) ; writeln(other)), close(P), (is_stream(R) -> writeln(r_open) ; writeln(r_closed)), (is_stream(A) -> writeln(a_open) ; writeln(a_closed)), read_file_to_terms(F, Ts, []), print(Ts), nl, delete_file(F) ).
\+ \+ ( tmp_file(pair, F), open(F, write, W), stream_pair(P, user_input, W), set_output(P), writeq(via_set_output), write('.'), nl, set_output(user_output), close(W), read_file_to_terms(F, Ts, []), print(Ts), nl, delete_file(F) ).
\+ \+ ( open_string("a(1). b(2).", S), stream_pair(P, S, user_error), read_term(P, T, []), print(T), nl, close(P), (is_stream(S) -> writeln(s_open) ; writeln(s_closed)) ).
