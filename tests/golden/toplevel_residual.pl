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
when((nonvar(X);ground(Y)), writeln(x)).
when(?=(f(A,C),f(B,D)), writeln(z)).
when((nonvar(X),nonvar(Y)), writeln(x)).
when((nonvar(X),nonvar(Y)), writeln(x)), X = 1.
when((nonvar(X);nonvar(Y)), writeln(x)), X = 1.
