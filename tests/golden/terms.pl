copy_term(f(X, X, Y), _C), _C = f(_A, _B, _), _A == _B, _A \== X.
X = "abc", atom_length(X, L).
compare(O, 1, 1.0).
msort([b, 1, a, 2.0, "s", f(x), Z], L).
sort([c, a, b, a], L).
X =.. [foo, 1, 2].
f(a, b) =.. L.
functor(foo(a, b), N, A).
arg(2, f(a, b, c), X).
unify_with_occurs_check(X, f(X)).
X = f(Y), Y = 1, ground(X).
keysort([b-1, a-2, b-0], L).
length([a, b, c], N).
atom_codes(A, [0'h, 0'i]).
atom_chars(hello, L).
char_code(C, 0'a).
upcase_atom('hello World', U).
term_to_atom(f(a, 'A', [1]), A).
term_to_atom(T, 'foo(bar, 1 + 2)').
X == Y.
a @< b, f(a) @> a, 1.0 @< 1.
f(X, Y) =@= f(A, B).
writeq(['A', 'b c', [], '[]', {}, 'hello'(world), - 1, -(1), 1 - -1, a = (\+ b), "str", 0'a]), nl.
print(f('X')), nl.
write_canonical([a, 'B', 1.5, "s", f(- 1)]), nl.
write_term(f(X, 'a b'), [quoted(true), variable_names(['X'=X])]), nl.
X = 'hello\nworld', write(X), nl.
X = f(A, B, A).
