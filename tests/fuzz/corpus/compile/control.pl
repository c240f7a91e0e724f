(X = 1 ; X = 2), X > 1.
X = 1, !, fail ; true.
\+ fail.
\+ true.
( true -> X = yes ; X = no ).
( fail -> X = yes ; X = no ).
( (X = 1 ; X = 2) *-> true ; X = none ).
( fail *-> X = some ; X = none ).
findall(X-Y, (between(1, 3, X), Y is X * X), L).
findall(X, between(1, 0, X), L).
catch(X is 1/0, error(E, _), true).
catch((X = 1, throw(f(X))), f(Y), true).
catch(throw(my), other, true).
catch(call(1), error(E, _), true).
catch(undefined_pred_xyz, error(E, _), true).
forall(between(1, 5, X), X > 0).
forall(between(1, 5, X), X > 3).
call(atom_length, abc, N).
G = (X = 1), call(G).
between(1, 3, X).
between(1, inf, X), X > 5, !.
call((fail ; true)), X = ok.
call((!, fail ; true)).
not(fail).
foo(1).
