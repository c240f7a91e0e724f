% user_input has eof_action(reset), as in SWI-Prolog, whatever its source:
% a read that finds the end forgets it, so the stream is not past its end
% and every later read tries the source again (here a file that has no
% more: each gives end_of_file again, and no read raises an error).

main :-
    stream_property(user_input, eof_action(A)),
    writeq(eof_action(A)), nl,
    read(T1), writeq(T1), nl,
    get_char(C1), writeq(C1), nl,
    read(T2), writeq(T2), nl,
    stream_property(user_input, end_of_stream(E1)), writeq(E1), nl,
    get_char(C2), writeq(C2), nl,
    peek_code(P), writeq(P), nl,
    get_code(C3), writeq(C3), nl,
    read_term(T3, []), writeq(T3), nl,
    stream_property(user_input, end_of_stream(E2)), writeq(E2), nl,
    (   at_end_of_stream -> writeq(at_end) ; writeq(not_at_end) ), nl.
