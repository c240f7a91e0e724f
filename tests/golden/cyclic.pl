assertz((t(G) :- \+ \+ t1(G))).
assertz((t1(G) :- ( catch(G, error(E, _), true) -> ( var(E) -> R = true ; cyclic_term(E), E = type_error(T, _) -> R = type_error(T, cyclic) ; R = E ) ; R = false ), print(R), nl)).
t((X = f(X), assertz(cyc(X)))).
t((X = f(X), asserta(cyc(X)))).
t((X = f(X), assertz((cyc :- X)))).
t((X = f(X), assertz((cyc :- true, g(X))))).
t((X = f(X), assertz((cyc(X) :- true)))).
t(cyc).
t((X = [0'1|X], number_codes(_, X))).
t((X = [0'1|X], number_chars(_, X))).
t((X = [a|X], atom_chars(_, X))).
t((X = [0'a|X], atom_codes(_, X))).
t((X = [a, b, c|X], atomic_list_concat(X, _))).
t((X = [a, b|X], atomic_list_concat(X, -, _))).
t((X = [a|X], length(X, _))).
t((X = [a|X], msort(X, _))).
t((X = [a|X], _ =.. X)).
t((X = [a|X], string_chars(_, X))).
t((X = [0'a, 0'b|X], string_codes(_, X))).
t((X = [a|X], is_list(X))).
t((X = f(X), copy_term(X, Y), Y = f(Z), Z == Y)).
t((X = f(X), findall(X, member(_, [1, 2]), [A, B]), A = f(A1), A1 == A, B = f(B1), B1 == B)).
t((X = f(X), bagof(X, member(_, [1]), [A]), cyclic_term(A))).
t((X = f(X), setof(X-K, member(K, [2, 1]), [_-1, _-2]))).
t((X = f(X), nb_setval(cyc, X), nb_getval(cyc, Y), Y = f(Z), Z == Y)).
t((X = f(X), b_setval(cyc, X), b_getval(cyc, Y), cyclic_term(Y))).
t((X = f(X), Y = f(Y), compare(O, X, Y), O == (=), X == Y)).
t((X = f(X), functor(X, N, A), N == f, A == 1)).
t((X = f(X, a), arg(2, X, A), A == a)).
t((X = f(X), X =.. [F|_], F == f)).
t((X = f(X), term_hash(X, H), term_hash(X, H2), H == H2)).
t((X = f(X), ground(X))).
t((X = f(X, Y), term_variables(X, Vs), Vs == [Y])).
t((X = f(X), cyclic_term(X), \+ acyclic_term(X))).
t((X = f(X), unify_with_occurs_check(_, X))).
t((X = f(X), unify_with_occurs_check(X, f(X)))).
t((X = f(X), sort(0, @<, [X, X], L), length(L, 1))).
t((X = [a|X], format("~w~n", X))).
t((X = f(X), format(atom(A), "~w", [X]), atom(A))).

