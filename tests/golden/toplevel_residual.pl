freeze(X, writeln(a)).
dif(X, a).
freeze(X, true), X = Y.
dif(f(X,Y), f(a,b)).
when(ground(X-Y), writeln(x)).
put_attr(X, foo, 1).
X = f(Y), freeze(Y, true).
dif(X, Y), X = a.
freeze(X, writeln(woke)), X = 1.
dif(X, a), X = a.
freeze(X, true), frozen(X, G).
