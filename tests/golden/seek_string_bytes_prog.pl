% seek/4 on files, in both directions, and on strings; string_bytes/3 in
% each encoding. Expected output is SWI-Prolog's except where marked:
% a non-integer offset is ISO's type_error (SWI-Prolog: domain_error), a
% UTF-16 surrogate pair decodes to its character (SWI-Prolog 9.0 raises
% representation_error(code_point)), and a byte list holds integers only
% (SWI-Prolog takes the character a for its code); the lines after the
% partial byte list, on which SWI-Prolog 9.0.4 crashes, are Kea's.

t(G, R) :- catch((G -> print(R) ; write(no)), error(F, _), print(F)), nl.

main :- seek, bytes.

seek :-
    tmp_file(seek, File),
    setup_call_cleanup(open(File, write, W), format(W, "hello~nworld~nthird line~n", []), close(W)),
    open(File, read, S),
    read_line_to_string(S, L1), t(true, L1),
    t(seek(S, 2, current, P1), P1),
    stream_property(S, position(Pos)), t(true, Pos),
    read_line_to_string(S, L2), t(true, L2),
    t(seek(S, -5, eof, P2), P2), read_line_to_string(S, L3), t(true, L3),
    t(seek(S, 0, bof, P3), P3), read_line_to_string(S, L4), t(true, L4),
    line_count(S, LC), t(true, LC),
    t(seek(S, 0, foo, _), x), t(seek(S, -100, bof, _), x),
    t(seek(S, a, bof, _), x),                           % ISO's error
    t(seek(S, _, bof, _), x),
    t(seek(S, 1, bof, 1), yes), t(seek(S, 1, bof, 2), yes),
    close(S),
    open(File, write, W2), write(W2, abcdef), t(seek(W2, 2, bof, P4), P4), write(W2, 'XY'), close(W2),
    read_file_to_string(File, Str, []), t(true, Str),
    open_string("abc", SS), t(seek(SS, 1, bof, P5), P5), get_char(SS, C), t(true, C),
    delete_file(File).

bytes :-
    t(string_bytes("héllo", B1, utf8), B1), t(string_bytes("héllo", B2, iso_latin_1), B2),
    t(string_bytes("hā", _, iso_latin_1), x), t(string_bytes(S1, [104,195,169], utf8), S1),
    t(string_bytes(S2, [104,233], iso_latin_1), S2), t(string_bytes(S3, [104,233], utf8), S3),
    t(string_bytes(S4, [104,195,169], octet), S4), t(string_bytes(héllo, B3, utf8), B3),
    t(string_bytes(_, _, utf8), x), t(string_bytes("a", _, foo), x), t(string_bytes(_, [300], utf8), x),
    t(string_bytes(42, _, text), x), t(string_bytes("é", B4, text), B4), t(string_bytes("é", _, ascii), x),
    t(string_bytes("é", B5, utf16be), B5), t(string_bytes("é😀", B6, utf16le), B6),
    t(string_bytes("é😀", B7, utf16be), B7),
    t(string_bytes(S5, [0,104,0,233,216,61,222,0], utf16be), S5),  % SWI-Prolog 9.0 raises
    t(string_bytes(S6, [104,0], utf16le), S6),
    t(string_bytes([0'a, 0'b], B8, utf8), B8), t(string_bytes([a, b], B9, utf8), B9),
    t(string_bytes("ab", [97,98], utf8), yes),
    t(string_bytes(_, [a], utf8), x),                   % SWI-Prolog takes it
    t(string_bytes(_, [97|_], utf8), x),                % SWI-Prolog 9.0.4 crashes
    t(string_bytes(S7, [], utf8), S7),
    t(string_bytes(_, _, _), x).
