copy_term([X, Z], f(X, Y), VO, TO), TO = f(A, B), B == Y, A \== X, VO = [C, D], C == A, D \== Z.
freeze(Y, true), copy_term([X], f(X, Y), _, f(_, W)), W == Y, frozen(W, G).
freeze(X, true), copy_term([X], g(X), [C], g(D)), C == D, C \== X, frozen(C, G).
copy_term([], f(X, Y), [], T), T == f(X, Y).
current_functor(kea_golden_zz, 0).
current_functor(kea_golden_zz, 1).
functor(_, kea_golden_zz, 3), findall(A, current_functor(kea_golden_zz, A), L).
catch(current_functor(1, _), error(E, _), true).
catch(current_functor(foo, a), error(E, _), true).
\+ \+ ( term_hash(f(a, g(b)), 2, 100, H1), term_hash(f(a, g(c)), 2, 100, H2), H1 == H2, integer(H1), H1 >= 0, H1 < 100 ).
\+ \+ ( term_hash(f(a, g(X)), 2, 1000, H), integer(H) ).
term_hash(f(a, g(X)), 3, 1000, H), var(H).
halt.
