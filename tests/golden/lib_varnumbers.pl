use_module(library(varnumbers)).
assertz((vn(T, S, P) :- varnumbers(T, S, C), copy_term(C, P), numbervars(P, 20, _))), assertz((vnn(T, P) :- varnumbers_names(T, C, B), copy_term(C-B, P), numbervars(P, 20, _))).
vn(f('$VAR'(0), '$VAR'(1), '$VAR'(0)), 0, P).
vn(f('$VAR'(0), '$VAR'(3), '$VAR'('Foo'), '$VAR'(-1), '$VAR'(x), '$VAR'(3)), 2, P).
vn(f('$VAR'(1), '$VAR'(0)), -1, P).
vn(f(a, "s", 1.5, [x], '$VAR'(2.0)), 0, P).
vn('$VAR'(f('$VAR'(5))), 0, P).
varnumbers(f(X, '$VAR'(0)), C), C = f(Y, Z), X == Y, var(Z), Z \== X.
varnumbers(a, C).
varnumbers('$VAR'(0), C), var(C).
varnumbers('$VAR'(0, 1), C).
varnumbers(f('$VAR'(2)), 1+1, C), C = f(V), var(V).
varnumbers(f('$VAR'(1)), 2, C).
varnumbers(f('$VAR'(0), '$VAR'(1)), f(Y, Y)).
catch(varnumbers(f('$VAR'(0)), a, C), error(E, _), true).
catch(varnumbers(f('$VAR'(0)), _, C), error(E, _), true).
findall(D, (X = f(X), catch(varnumbers(X, _), error(domain_error(D, _), _), true)), L).
findall(T, (T = f(X, Y, X), numbervars(T)), L).
max_var_number(f('$VAR'(3), g('$VAR'(7)), '$VAR'(x)), 0, M).
max_var_number(f('$VAR'(3)), 10, M).
max_var_number(f(a), a, M).
max_var_number(f('$VAR'(-5)), -10, M).
max_var_number(f('$VAR'(0)), 1+1, M).
max_var_number('$VAR'(3), 0, 4).
max_var_number(f('$VAR'(1.0), '$VAR'(f('$VAR'(5)))), 0, M).
max_var_number(f('$VAR'(100000000000000000000000)), 0, M).
max_var_number(f(X), Y, M).
catch(max_var_number(f('$VAR'(3)), a, M), error(E, _), true).
vnn(f('$VAR'('X'), '$VAR'('Y'), '$VAR'('X')), P).
vnn(f('$VAR'('X'), '$VAR'(1), '$VAR'('Y'), '$VAR'(1), '$VAR'("S")), P).
vnn(f(a, [b]), P).
vnn(f('$VAR'(f(x)), '$VAR'('_'), '$VAR'(f('$VAR'(1)))), P).
findall(R, (varnumbers_names(f(V, '$VAR'(W)), f(V1, V2), [K=V3]), (V1 == V, K == W, V3 == V2, var(V2), V2 \== V -> R = ok ; R = bad)), L).
findall(D, (X = f(X), catch(varnumbers_names(X, _, _), error(domain_error(D, _), _), true)), L).
