X = Y, Z = f(X).
X = Y, Y = Z, W = g(X, Y, Z).
Z = f(X), X = Y.
A = C, Bs = [x=A].
X = f(Y), Y = Z.
