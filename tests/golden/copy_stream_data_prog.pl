% copy_stream_data/2,3: text and binary streams, a length limit, and the
% errors for bad arguments, as SWI-Prolog answers.
t(G) :- catch((G -> R = yes ; R = no), error(E, _), R = err(E)), \+ \+ (numbervars(R, 0, _), print(R)), nl.
file(F) :- tmp_file(kea_copy_stream_data, F).
main :-
    file(F),
    setup_call_cleanup(open(F, write, W), format(W, "héllo~nworld~n", []), close(W)),
    setup_call_cleanup(open(F, read, R1), copy_stream_data(R1, user_output), close(R1)),
    setup_call_cleanup(open(F, read, R2), (copy_stream_data(R2, user_output, 3), nl), close(R2)),
    setup_call_cleanup(open(F, read, R3),
                       ( get_char(R3, C), copy_stream_data(R3, user_output, 0),
                         with_output_to(string(S), (current_output(O), copy_stream_data(R3, O))),
                         print(C-S), nl ),
                       close(R3)),
    setup_call_cleanup(open(F, read, R4, [type(binary)]),
                       ( with_output_to(codes(Bytes), true),
                         copy_stream_data(R4, user_output, 2), nl, get_byte(R4, B), print(Bytes-B), nl ),
                       close(R4)),
    t(copy_stream_data(_, user_output)),
    t(copy_stream_data(user_input, _)),
    t(copy_stream_data(user_output, user_output)),
    t(copy_stream_data(user_input, user_output, a)),
    delete_file(F).
