atom_length(X, Y).
atom_length(f(x), Y).
atom_length(abc, foo).
functor(T, foo, -1).
arg(x, f(a), A).
atom_codes(X, Y).
succ(X, 0).
succ(X, -1).
X = f(.
X = 1. Y = 2.
write_term(a, [bogus(1)]).
op(1201, xfx, foo).
op(700, xfx, ',').
X = 'unterminated.
between(1, foo, X).
between(X, 3, Y).
