% stream_property/2 enumerates: every property of a stream, every stream
% with a property, and every pair (it gave only the first solution).
% Expected output is SWI-Prolog's, but for the last line: a property that
% does not exist is ISO's domain_error (SWI-Prolog fails). The properties
% compared are the ones both systems have (SWI-Prolog has more).

common(file_name(_)). common(mode(_)). common(input). common(output).
common(alias(_)). common(eof_action(_)). common(reposition(_)). common(type(_)).

main :-
    tmp_file(sp, F1), tmp_file(sp, F2),
    open(F1, write, W), open(F2, write, W2), set_stream(W2, alias(second)),
    findall(P, (stream_property(W, P), common(P), P \= file_name(_)), Ps), print(Ps), nl,
    findall(N, (stream_property(S, file_name(N)), (S == W ; S == W2)), Ns),
    length(Ns, L), print(files(L)), nl,
    ( findall(S, stream_property(S, output), Os), memberchk(W, Os), memberchk(W2, Os) -> print(both_outputs) ; print(missing) ), nl,
    findall(S-P, stream_property(S, P), All), length(All, LA), ( LA > 20 -> print(many) ; print(few(LA)) ), nl,
    ( stream_property(X, alias(second)), X == W2 -> print(alias_found) ; print(alias_missing) ), nl,
    findall(A, (stream_property(user_output, alias(A))), As), print(As), nl,
    catch(stream_property(W, foo), error(E, _), (print(E), nl)),     % ISO
    close(W), close(W2), delete_file(F1), delete_file(F2).
