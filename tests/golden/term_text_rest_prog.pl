% term_text_rest: term_to_atom/2, term_string/2, atom_to_term/3 and
% read_term_from_atom/3 read one term and, as SWI-Prolog does, leave the
% text after its end '.' unread (even text that would not parse). Without
% an end '.', the whole text must be one term.
t(G) :- catch((G -> true ; writeln(failed)), error(E, _), (writeq(E), nl)).

main :-
    t((atom_to_term('foo. bar', T1, _), writeq(T1), nl)),
    t((term_string(T2, "a. b"), writeq(T2), nl)),
    t((term_string(T3, "a. b("), writeq(T3), nl)),
    t((term_string(T4, "a b"), writeq(T4), nl)),
    t((read_term_from_atom('x. y', T5, []), writeq(T5), nl)),
    t((term_to_atom(p(A, B, C), 'p(X, Y, X). q'), A == C, A \== B, writeln(shared))),
    t((term_string(T7, "f(x).   "), writeq(T7), nl)),
    t((term_string(T8, "f(x).%c"), writeq(T8), nl)),
    t((term_string(T9, "1. 2. 3"), writeq(T9), nl)),
    t((term_string(T10, "g(\"s\"). \"unterminated"), writeq(T10), nl)),
    t((number_codes(N, "3. 4"), writeq(N), nl)).
