count(member(_, [a,b,c,d]), N).
acc(L).
bsum(10).
undo_test.
setarg_test.
nb_loop(100000).
big_nb(100000).
excp.
cut_keep.
nb_then_b.
nb_getval(cnt, X).
catch(b_getval(v, X), error(E,_), true).
catch(nb_getval(nokey, V), error(E, _), true).
catch(b_getval(nokey, V), error(E, _), true).
(b_setval(k1, 1), fail ; true), (nb_current(k1, V) -> true ; V = none).
b_setval(k2, f(X)), b_getval(k2, Y), Y == f(X).
nb_setval(k3, f(X)), nb_getval(k3, A), nb_getval(k3, B), (A == B -> R = same ; R = diff), A = f(Z), var(Z).
nb_setval(k4, 1), (b_setval(k4, 2), fail ; true), nb_getval(k4, V).
nb_setval(k5, 1), b_setval(k5, 2), nb_getval(k5, V).
nb_setval(k6, g("s", 1.5, 100000000000000000000)).
nb_getval(k6, V).
b_setval(k7, 1).
catch(b_getval(k7, V), error(E, _), true).
catch(nb_setval(X, 1), error(E, _), true).
catch(nb_setval(1, 1), error(E, _), true).
catch(nb_getval(1, V), error(E, _), true).
catch(b_setval(f(x), 1), error(E, _), true).
nb_setval(k8, 1), nb_current(k8, V).
nb_current(k9, V).
catch(nb_current(1, V), error(E, _), true).
nb_getval(k3, f(Z)), Z = 3, nb_getval(k3, W).
nb_getval(k3, W).
nb_setval(k10, abc), (nb_current(K, abc) -> true ; K = none).
T = f(a,b), setarg(1, T, x).
T = f(a,b), (setarg(1, T, x), fail ; true).
T = f(a,b), setarg(3, T, x).
T = f(a,b), setarg(0, T, x).
catch(setarg(X, f(a), x), error(E, _), true).
catch(setarg(a, f(a), x), error(E, _), true).
catch(setarg(1, T, x), error(E, _), true).
setarg(1, foo, x).
catch(setarg(1, 3, x), error(E, _), true).
catch(setarg(-1, f(a), x), error(E, _), true).
T = f(a,b), (nb_setarg(1, T, g(Y)), fail ; true).
T = f(0), (between(1, 5, _), arg(1, T, C0), C is C0 + 1.5, nb_setarg(1, T, C), fail ; true).
T = [a,b], setarg(1, T, z).
T = [a,b], setarg(2, T, [c]).
catch(nb_setarg(1, T, x), error(E, _), true).
T = f(a), X = g(Z), nb_setarg(1, T, X), arg(1, T, A), (A == X -> R = same ; R = copy).
T = "abc", catch(setarg(1, T, x), error(E, _), true).
