use_module(library(nb_set)).
assertz((set_from(Xs, S) :- empty_nb_set(S), forall(member(X, Xs), add_nb_set(X, S)))).
findall(N-L, (empty_nb_set(S), size_nb_set(S, N), nb_set_to_list(S, L)), Rs).
findall(N1/N2/N3, (empty_nb_set(S), add_nb_set(a, S, N1), add_nb_set(a, S, N2), add_nb_set(b, S, N3)), Rs).
findall(R-N, (empty_nb_set(S), (add_nb_set(a, S, false) -> R = yes ; R = no), size_nb_set(S, N)), Rs).
findall(R-N, (set_from([a], S), (add_nb_set(a, S, true) -> R = yes ; R = no), size_nb_set(S, N)), Rs).
findall(R-N, (set_from([a], S), (add_nb_set(b, S, true) -> R = yes ; R = no), size_nb_set(S, N)), Rs).
findall(N, (empty_nb_set(S), \+ add_nb_set(a, S, foo), size_nb_set(S, N)), Rs).
findall(N1/N2/N3/Sz, (empty_nb_set(S), add_nb_set(f(X,Y), S, N1), add_nb_set(f(A,B), S, N2), add_nb_set(f(A,A), S, N3), size_nb_set(S, Sz)), Rs).
findall(R, (empty_nb_set(S), add_nb_set(f(X), S), nb_set_to_list(S, [E]), (E == f(X) -> R = same ; E =@= f(X) -> R = variant ; R = other)), Rs).
findall(N-L, (empty_nb_set(S), (member(X, [c,a,b,a]), add_nb_set(X, S), fail ; true), size_nb_set(S, N), nb_set_to_list(S, L)), Rs).
findall(N, (empty_nb_set(S), (between(1, 5, _), add_nb_set(g(_, _), S), fail ; true), size_nb_set(S, N)), Rs).
findall(N-Ok, (empty_nb_set(S), forall(between(1, 1000, I), add_nb_set(I, S)), forall(between(1, 1000, I), add_nb_set(I, S, false)), size_nb_set(S, N), nb_set_to_list(S, L), numlist(1, 1000, L1), (L == L1 -> Ok = ok ; Ok = bad)), Rs).
findall(N, (empty_nb_set(S), (between(1, 3000, I), X is I mod 700, add_nb_set(k(X, [X]), S), fail ; true), size_nb_set(S, N)), Rs).
findall(L, (set_from([c, b, 3, "s", f(x), 1.0, a, b, [1], 1, "s"], S), nb_set_to_list(S, L)), [L]).
findall(X, (set_from([b-1, a-2, c-0, a-2], S), gen_nb_set(S, X)), Rs).
findall(x, (set_from([a, b], S), gen_nb_set(S, b)), Rs).
findall(x, (set_from([a, b], S), gen_nb_set(S, c)), Rs).
findall(X, (empty_nb_set(S), gen_nb_set(S, X)), Rs).
findall(x, (set_from([a, b, a], S), size_nb_set(S, 2)), Rs).
findall(x, (set_from([a, b, a], S), size_nb_set(S, 3)), Rs).
findall(N, (set_from([1, 1.0, 1, "a", a, 'a'], S), size_nb_set(S, N)), Rs).
findall(N, (numlist(1, 300, L), set_from([L, L, [L]], S), size_nb_set(S, N)), Rs).
findall(N1/N2, (empty_nb_set(S1), empty_nb_set(S2), add_nb_set(a, S1), add_nb_set(b, S2), add_nb_set(c, S2), size_nb_set(S1, N1), size_nb_set(S2, N2)), Rs).
catch(add_nb_set(a, _), error(E, _), true).
catch(add_nb_set(a, foo), error(E, _), true).
catch(nb_set_to_list(_, L), error(E, _), true).
catch(gen_nb_set(_, X), error(E, _), true).
empty_nb_set(foo).
size_nb_set(foo, N).
nb_set_to_list(foo, L).
gen_nb_set(foo, X).
