% read_term/3's term_position(P): where the term's first token is, as
% '$stream_position'(Char, Line, LinePos, Byte); stream_position_data/3
% takes it apart. Bytes count UTF-8.
main :-
    File = '/tmp/kea_golden_read_positions.txt',
    setup_call_cleanup(open(File, write, Out, [encoding(utf8)]),
                       format(Out, "foo.~n  bar(X,~n Y). \u00e9t\u00e9. baz.~n% c~n/* d */ qux.~n", []),
                       close(Out)),
    setup_call_cleanup(open(File, read, In, [encoding(utf8)]), read_all(In), close(In)),
    delete_file(File),
    findall(F-V, stream_position_data(F, '$stream_position'(1, 2, 3, 4), V), Fields),
    print(Fields), nl.

read_all(In) :-
    read_term(In, T, [term_position(P)]),
    (   T == end_of_file
    ->  print(eof), nl
    ;   stream_position_data(line_count, P, L),
        stream_position_data(line_position, P, LP),
        \+ \+ ( numbervars(T, 0, _), print(T-P-L-LP) ), nl,
        read_all(In)
    ).
