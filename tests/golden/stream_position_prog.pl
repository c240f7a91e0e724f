% set_stream_position/2 and the reposition property: back to a position
% read from stream_property/2 on input and on output files; ISO errors.
% Also library(readutil)'s whole-file readers. Expected output is
% SWI-Prolog's.

t(G, R) :- catch((G -> print(R) ; write(no)), error(F, _), print_formal(F)), nl.

print_formal(F) :- ( compound(F), arg(1, F, A) -> functor(F, K, _), print(K-A) ; print(F) ).

main :-
    tmp_file(pos, In), tmp_file(pos, Out),
    open(In, write, W0), format(W0, "abc.~ndef.~nghi.~n", []), close(W0),
    open(In, read, S), stream_property(S, reposition(R)), print(R), nl,
    get_char(S, _), stream_property(S, position(P)), print(P), nl,
    read_term(S, T1, []), print(T1), nl,
    set_stream_position(S, P), read_term(S, T2, []), print(T2), nl,
    stream_property(S, position(P2)), print(P2), nl,
    t(set_stream_position(S, foo), x), t(set_stream_position(S, _), x),
    close(S), t(set_stream_position(S, P), x),
    open(Out, write, W), stream_property(W, reposition(RW)), print(RW), nl,
    write(W, hello), stream_property(W, position(PW)), write(W, ' world'),
    set_stream_position(W, PW), write(W, '_WORLD'), close(W),
    read_file_to_string(Out, Str, []), print(Str), nl,
    read_file_to_terms(In, Terms, []), print(Terms), nl,
    read_file_to_codes(Out, Codes, []), atom_codes(A, Codes), print(A), nl,
    open_string("xyz", SS), stream_property(SS, reposition(RS)), print(RS), nl,
    get_char(SS, C1), stream_property(SS, position(PS)), get_char(SS, _),
    set_stream_position(SS, PS), get_char(SS, C2), print(C1-C2), nl,
    delete_file(In), delete_file(Out).
