% File utilities (size_file/2, time_file/2, same_file/2,
% is_absolute_file_name/1, expand_file_name/2, wildcard_match/2,3,
% prolog_to_os_filename/2, open_null_stream/1), same_term/2,
% strip_module/3, copy_term_nat/2, divmod/4, prompt/2, current_key/1 and
% DEC-10 character I/O (get0, get, put, skip), in a fresh directory;
% portray_clause/1,2 and listing/1 to the current output (a string too),
% tmp_file_stream/3, read_stream_to_codes/2,3.

:- dynamic fact/2.
fact(1, "one").
fact(2, [a, 'B c']).

e(G) :-
    e(G, G).

% e(Shown, Goal): Shown (with its variables named A, B, ...) for Goal.
e(Shown0, G) :-
    strip_streams(Shown0, Shown),
    (   catch(G, E, true)
    ->  (   var(E) -> show(yes(Shown))
        ;   E = error(F, _) -> show(error(F))
        ;   show(ball(E))
        )
    ;   show(no(Shown))
    ).

% Stream handles print differently in each system: shown as stream.
strip_streams(T, T) :- var(T), !.
strip_streams(T, stream) :- is_stream(T), \+ atom(T), !.
strip_streams(T, S) :-
    compound(T), !,
    T =.. [F|As],
    maplist(strip_streams, As, Bs),
    S =.. [F|Bs].
strip_streams(T, T).

show(T) :-
    \+ \+ ( numbervars(T, 0, _),
             write_term(T, [quoted(true), numbervars(true)]),
             nl
           ).

put_text(File, Text) :-
    setup_call_cleanup(open(File, write, S), write(S, Text), close(S)).

main :-
    tmp_file(misc, D),
    make_directory(D),
    working_directory(Old, D),
    put_text('a.pl', 'hello.'),
    put_text('b.pl', ''),
    put_text('c.txt', '  x  yz\nmore'),
    e(size_file('a.pl', _)),
    e(size_file('b.pl', _)),
    e(size_file(nonexistent, _)),
    e(time_file_float, (time_file('a.pl', T), float(T))),
    e(same_file('a.pl', 'a.pl')),
    e(same_file('a.pl', './a.pl')),
    e(same_file('a.pl', 'b.pl')),
    e(same_file('a.pl', nonexistent)),
    e(is_absolute_file_name('/x')),
    e(is_absolute_file_name('x/y')),
    e(expand_file_name('*.pl', _)),
    e(expand_file_name('{a,c}.*', _)),
    e(expand_file_name('[b-c]*', _)),
    e(expand_file_name('none*', _)),
    e(expand_file_name('plain', _)),
    e(wildcard_match('*.pl', 'a.pl')),
    e(wildcard_match('*.pl', 'a.txt')),
    e(wildcard_match('[a-c]?x', bzx)),
    e(wildcard_match('{a,b}c', bc)),
    e(wildcard_match('{a,b}c', cc)),
    e(wildcard_match('A*', abc)),
    e(wildcard_match('A*', abc, [case_sensitive(false)])),
    e(prolog_to_os_filename(_, '/tmp/x')),
    e(prolog_to_os_filename('/tmp/y', _)),
    e(null_stream, (open_null_stream(N), write(N, hello), close(N))),
    X = f(Y),
    e(same_term(X, X)),
    e(same_term(f(Y), f(Y))),
    e(same_term(a, a)),
    e(same_term(Y, Y)),
    e(same_term(_, _)),
    e(strip_module(a:b:g(x), _, _)),
    e(strip_module(g(x), _, _)),
    e(strip_module(_, _, _)),
    e(copy_term_nat(f(A, A, _), _)),
    e(divmod(7, 2, _, _)),
    e(divmod(7, -2, _, _)),
    e(divmod(-7, 2, _, _)),
    e(divmod(1, 0, _, _)),
    e(prompt(_, 'new> ')),
    e(prompt(_, '|: ')),
    e(current_key, (recorda(key_one, x), recordz(key_two(1), y), findall(K, current_key(K), Ks), msort(Ks, Sorted), Sorted = [key_one, key_two(_)])),
    e(( see('c.txt'), get0(C1), get(C2), get(C3), skip(0'\n), get0(C4), seen, atom_codes(_Got, [C1, C2, C3, C4]) )),
    e(( see('b.pl'), get(E1), get0(E2), seen, E1 == -1, E2 == -1 )),
    e(( see('c.txt'), skip(0'#), get0(E3), seen, E3 == -1 )),
    e(( tell('d.txt'), put(0'o), put(0'k), told, see('d.txt'), get0(O), get0(K2), seen, atom_codes(_OK, [O, K2]) )),
    portray_clause((a(X1, Y1) :- b(X1), \+ c(Y1, _, "s", [1, 2]), ( d -> e ; f ))),
    portray_clause((h :- a, (b ; c, d), \+ e, (f -> g ; h -> i ; j), (k *-> l ; m), (n -> o), \+ (p, q), \+ \+ r)),
    portray_clause(f(_, x, Z1, Z1, 'A b', - 1, 1 - 2, [_|_])),
    with_output_to(string(S1), portray_clause(user_output, g(_, y))), writeq(S1), nl,
    with_output_to(string(S2), listing(fact/2)), writeq(S2), nl,
    e(tmp_file_stream_text, ( tmp_file_stream(text, F1, S3), write(S3, hi), close(S3),
                              read_file_to_string(F1, "hi", []), delete_file(F1) )),
    e(tmp_file_stream_ext, ( tmp_file_stream(F2, S4, [extension(txt)]), close(S4),
                             file_name_extension(_, txt, F2), delete_file(F2) )),
    e(tmp_file_stream(_, _, foo)),
    open_string("abc\ndef", S5), e(read_stream_to_codes(S5, _)),
    open_string("xy", S6), e(read_stream_to_codes(S6, _, [0'z])),
    forall(member(F, ['a.pl', 'b.pl', 'c.txt', 'd.txt']), delete_file(F)),
    working_directory(_, Old),
    delete_directory(D).
