% empty_list: [] and '[]' are different terms, as in SWI-Prolog 7 and
% later. The reader makes [] from the token [] (also [ ]); a quoted '[]',
% or text made into an atom, is another atom, which writeq quotes so that
% it reads back as itself. In the standard order [] comes before every
% other atom. (Unlike SWI-Prolog, Kea keeps [] an atom, as ISO says:
% atom([]) holds; that is not printed here.)

show(G) :- ( G -> R = true ; R = false ), writeq(G-R), nl.

main :-
    show('[]' == []),
    show('[]' = []),
    show([] == [ ]),
    X = '[]', writeq(X), nl, print(X), nl, write(X), nl,
    writeq(f([], '[]', [a|'[]'], '[]'(1), {}, '{}')), nl,
    atom_codes(A, "[]"), show(A == []),
    atom_chars(B, ['[', ']']), show(B == '[]'),
    atom_string(C, "[]"), show(C == []),
    term_to_atom(T1, '[]'), show(T1 == []),
    term_to_atom(T2, '\'[]\''), show(T2 == []),
    term_to_atom(f('[]', []), Text), writeq(Text), nl,
    format("~w ~q ~w ~q~n", [[], '[]', '[]', []]),
    msort(['[]', [], a, '', "s", 1, f(x), '[]'], S), writeq(S), nl,
    sort(['[]', [], '[]', []], S2), writeq(S2), nl,
    compare(O, [], '[]'), writeq(O), nl,
    length(L, 0), show(L == []),
    atom_length('[]', N2), writeq(N2), nl,
    atom_concat('[]', x, AC), writeq(AC), nl,
    show({} == '{}'),
    findall(K-V, member(K-V, [[]-1, '[]'-2]), KV), writeq(KV), nl,
    show(memberchk('[]', [[]])),
    copy_term(g([], '[]'), Cp), writeq(Cp), nl,
    variant_sha1(f([]), H1), variant_sha1(f('[]'), H2),
    ( H1 == H2 -> writeln(same_sha1) ; writeln(different_sha1) ),
    assertz(nil_fact([])), assertz(nil_fact('[]')),
    findall(F, nil_fact(F), Fs), writeq(Fs), nl,
    show(nil_fact([])),
    findall(Q, (nil_fact(Q), Q == '[]'), Qs), writeq(Qs), nl.
