X = f(X).
X = [a|X].
X = f(Y), Y = g(Y).
X = f(X, Y), Y = g(X).
A = f(A), B = f(B).
X = [1,2|X], Y = h(X).
X = f(Y, Z), Y = g(Y), Z = h(Z).
X = [X].
X = f(X), Y = X.
X = f(_, X).
X = f(A, X), A = b(B, B).
X = f(Y), Y = g(Z), Z = h(Y).
L = [a,b|T], T = [c|L].
X = f(X), Y = f(Y), Z = g(X, Y).
X = f(g(X)).
X = f(X, Y).
X = [a|X], length(L, 2).
