use_module(library(hashtable)).
assertz((ht_from(Pairs, HT) :- ht_new(HT), ht_put_all(Pairs, HT))).
assertz(ht_put_all([], _)).
assertz((ht_put_all([K-V|Ps], HT) :- ht_put(HT, K, V), ht_put_all(Ps, HT))).
assertz((put_ints(HT, I, N) :- (I > N -> true ; ht_put(HT, I, I), I1 is I + 1, put_ints(HT, I1, N)))).
assertz((put_keyed(HT, I, N) :- (I > N -> true ; atom_number(A, I), ht_put(HT, key(A, [I]), I), I1 is I + 1, put_keyed(HT, I1, N)))).
assertz((del_evens(HT, I, N) :- (I > N -> true ; (I mod 2 =:= 0 -> ht_del(HT, I, I) ; true), I1 is I + 1, del_evens(HT, I1, N)))).
assertz((del_chain(HT, I, N) :- (I > N -> true ; ht_del(HT, k(I), I), J is I + 1, (J =< N -> ht_get(HT, k(J), J) ; true), del_chain(HT, J, N)))).
assertz((put_chain(HT, I, N) :- (I > N -> true ; ht_put(HT, k(I), I), I1 is I + 1, put_chain(HT, I1, N)))).
assertz(acc_all([], _)).
assertz((acc_all([K-V|Ps], HT) :- ht_put(HT, K, [V|T], [], T), acc_all(Ps, HT))).
findall(S-K-P-B, (ht_new(H), ht_size(H, S), ht_keys(H, K), ht_pairs(H, P), (ht_is_hashtable(H) -> B = yes ; B = no)), Rs).
findall(S-K-B, (ht_from([a-1, b-2], H), ht_size(H, S), ht_keys(H, K), (ht_is_hashtable(H) -> B = yes ; B = no)), Rs).
findall(V1/V2/S, (ht_new(H), ht_put(H, a, 1), ht_get(H, a, V1), ht_put(H, a, 2), ht_get(H, a, V2), ht_size(H, S)), Rs).
findall(R, (ht_new(H), ht_put(H, a, 1), (ht_get(H, b, _) -> R = found ; R = missing)), Rs).
findall(R, (ht_new(H), (ht_get(H, a, _) -> R = found ; R = missing)), Rs).
findall(R, (ht_from([a-1], H), (ht_get(H, a, 2) -> R = yes ; R = no)), Rs).
findall(R1/R2/V/S, (ht_new(H), (ht_put_new(H, k, 1) -> R1 = yes ; R1 = no), (ht_put_new(H, k, 2) -> R2 = yes ; R2 = no), ht_get(H, k, V), ht_size(H, S)), Rs).
findall(O/V, (ht_from([k-1], H), ht_update(H, k, O, 2), ht_get(H, k, V)), Rs).
findall(R/V, (ht_from([k-1], H), (ht_update(H, k, 5, 2) -> R = yes ; R = no), ht_get(H, k, V)), Rs).
findall(R/S, (ht_from([k-1], H), (ht_update(H, j, _, 2) -> R = yes ; R = no), ht_size(H, S)), Rs).
findall(O1/O2/V/S, (ht_new(H), ht_put(H, k, 1, none, O1), ht_put(H, k, 2, none, O2), ht_get(H, k, V), ht_size(H, S)), Rs).
findall(R/V, (ht_from([k-1], H), (ht_put(H, k, 2, none, 7) -> R = yes ; R = no), ht_get(H, k, V)), Rs).
findall(L, (ht_new(H), acc_all([a-1, b-2, a-3, c-4, b-5, a-6], H), ht_pairs(H, L)), Rs).
findall(V/S/K, (ht_from([a-1, b-2, c-3], H), ht_del(H, b, V), ht_size(H, S), ht_keys(H, K)), Rs).
findall(R/S, (ht_from([a-1, b-2], H), (ht_del(H, z, _) -> R = yes ; R = no), ht_size(H, S)), Rs).
findall(R/S, (ht_from([a-1, b-2], H), (ht_del(H, a, 9) -> R = yes ; R = no), ht_size(H, S)), Rs).
findall(R, (ht_new(H), (ht_del(H, a, _) -> R = yes ; R = no)), Rs).
findall(S/K, (ht_from([a-1], H), ht_del(H, a, 1), ht_size(H, S), ht_keys(H, K)), Rs).
findall(S/K/V, (ht_from([a-1], H), ht_del(H, a, 1), ht_put(H, a, 2), ht_size(H, S), ht_keys(H, K), ht_get(H, a, V)), Rs).
findall(S/Ok, (ht_new(H), put_ints(H, 1, 1000), del_evens(H, 1, 1000), ht_size(H, S), (forall(between(1, 1000, I), (I mod 2 =:= 1 -> ht_get(H, I, I) ; \+ ht_get(H, I, _))) -> Ok = ok ; Ok = bad)), Rs).
findall(S/Ok, (ht_new(H), put_chain(H, 1, 300), del_chain(H, 1, 300), ht_size(H, S), ht_keys(H, Ks), (Ks == [] -> Ok = ok ; Ok = bad)), Rs).
findall(V, (ht_from([a-1], H), (ht_put(H, a, 2), fail ; true), ht_get(H, a, V)), Rs).
findall(S/K, (ht_from([a-1], H), (ht_put(H, b, 2), fail ; true), ht_size(H, S), ht_keys(H, K)), Rs).
findall(S/K, (ht_from([a-1, b-2], H), (ht_del(H, a, _), fail ; true), ht_size(H, S), ht_keys(H, K)), Rs).
findall(S/K, (ht_from([a-1, b-2, c-3, d-4, e-5], H), (put_ints(H, 1, 500), fail ; true), ht_size(H, S), ht_keys(H, K)), Rs).
findall(S/K, (ht_from([a-1, b-2, c-3], H), forall(member(X, [a, b, c]), ht_del(H, X, _)), ht_size(H, S), ht_keys(H, K)), Rs).
findall(K-P, (ht_from([a-1], H), member(K, [x, y, z]), ht_put(H, K, K), ht_pairs(H, P)), Rs).
findall(S1/S2, (ht_new(H), ht_put(H, a, 1), findall(S, (ht_put(H, b, 2), ht_size(H, S)), S1), ht_size(H, S2)), Rs).
findall(V, (ht_from([a-1], H), (ht_update(H, a, _, 2), ht_update(H, a, _, 3), fail ; true), ht_get(H, a, V)), Rs).
findall(V-S, (ht_from([a-1], H), (ht_update(H, a, _, 2), ht_put(H, b, 0) ; ht_put(H, c, 0)), ht_get(H, a, V), ht_size(H, S)), Rs).
findall(S/Sum/Ok, (ht_new(H), put_ints(H, 1, 10000), ht_size(H, S), aggregate_all(sum(V), ht_gen(H, _, V), Sum), ht_keys(H, Ks), numlist(1, 10000, Ks1), (Ks == Ks1 -> Ok = ok ; Ok = bad)), Rs).
findall(S/Ok, (ht_new(H), put_keyed(H, 1, 10000), ht_size(H, S), (forall(between(1, 10000, I), (atom_number(A, I), ht_get(H, key(A, [I]), I))) -> Ok = ok ; Ok = bad)), Rs).
findall(S/S2/Ok, (ht_new(H), put_ints(H, 1, 10000), ht_size(H, S), del_evens(H, 1, 10000), ht_size(H, S2), ht_keys(H, Ks), (forall(member(K, Ks), K mod 2 =:= 1) -> Ok = ok ; Ok = bad)), Rs).
findall(S0/S, (ht_new(H), ht_put(H, x, y), (put_ints(H, 1, 10000), fail ; true), ht_size(H, S0), put_ints(H, 1, 50), ht_size(H, S)), Rs).
findall(Ps, (ht_from([c-3, a-1, b-2], H), findall(K-V, ht_gen(H, K, V), L), msort(L, Ps)), Rs).
findall(V, (ht_from([c-3, a-1, b-2], H), ht_gen(H, b, V)), Rs).
findall(K, (ht_from([c-3, a-1, b-2], H), ht_gen(H, K, 1)), Rs).
findall(K, (ht_new(H), ht_gen(H, K, _)), Rs).
findall(P/S, (ht_pairs(H, [a-1, b-2, a-3]), ht_pairs(H, P), ht_size(H, S)), Rs).
findall(P, (ht_pairs(H, []), ht_pairs(H, P)), Rs).
findall(K, (ht_from([b-1, "s"-2, 1.0-3, 1-4, f(x)-5, [a]-6, a-7], H), ht_keys(H, K)), Rs).
findall(S/V, (ht_from([1-int, 1.0-float, '1'-atom, "1"-string], H), ht_size(H, S), ht_get(H, 1.0, V)), Rs).
findall(S/R1/R2, (ht_new(H), ht_put(H, f(X), 1), ht_put(H, f(Y), 2), ht_size(H, S), (ht_get(H, f(X), 1) -> R1 = yes ; R1 = no), (ht_get(H, f(_), _) -> R2 = yes ; R2 = no)), Rs).
findall(V, (ht_new(H), ht_put(H, k, f(X)), X = 1, ht_get(H, k, V)), Rs).
findall(S, (numlist(1, 500, L), ht_from([big(L)-1], H), ht_get(H, big(L), S)), Rs).
findall(S1/S2, (ht_from([a-1], H1), ht_from([b-1, c-2], H2), ht_size(H1, S1), ht_size(H2, S2)), Rs).
findall(R, (ht_from([a-1], H), (ht_size(H, 1) -> R = yes ; R = no)), Rs).
findall(R, (member(T, [foo, ht(a, b, c), f(_), 42]), (ht_is_hashtable(T) -> R = yes ; R = no)), Rs).
ht_is_hashtable(_).
catch((ht_new(H), ht_put(H, _, 1)), error(E, _), true).
catch((ht_new(H), ht_put_new(H, _, 1)), error(E, _), true).
catch((ht_new(H), ht_update(H, _, _, 1)), error(E, _), true).
catch((ht_new(H), ht_put(H, _, 1, a, _)), error(E, _), true).
catch((ht_new(H), ht_del(H, _, _)), error(E, _), true).
catch((ht_from([a-1], H), ht_get(H, _, _)), error(E, _), true).
catch(ht_put(_, a, 1), error(E, _), true).
catch(ht_put_new(_, a, 1), error(E, _), true).
catch(ht_get(_, a, _), error(E, _), true).
catch(ht_del(_, a, _), error(E, _), true).
catch(ht_gen(_, _, _), error(E, _), true).
catch(ht_keys(_, _), error(E, _), true).
catch(ht_pairs(_, _), error(E, _), true).
catch(ht_pairs(_, [a-1|_]), error(E, _), true).
catch(ht_pairs(_, [a-1, b]), error(E, _), true).
catch(ht_pairs(_, foo), error(E, _), true).
catch(ht_pairs(_, [a-1|foo]), error(E, _), true).
ht_put(foo, a, 1).
ht_get(foo, a, _).
ht_del(foo, a, _).
ht_gen(foo, _, _).
ht_keys(foo, _).
ht_pairs(foo, [a-1]).
findall(P/K, (ht_pairs(H, [z-1, b-2, a-3, m-4]), ht_pairs(H, P), ht_keys(H, K)), Rs).
findall(L, (ht_pairs(H, [f(1)-1, f(2)-2, g(1)-3]), findall(K-V, ht_gen(H, f(K), V), L0), msort(L0, L)), Rs).
findall(R, (ht_pairs(H, [a-1, b-2]), (ht_pairs(H, [a-1, b-2]) -> R = yes ; R = no)), Rs).
findall(R, (ht_pairs(H, [a-1, b-2]), (ht_pairs(H, [b-2, a-1]) -> R = yes ; R = no)), Rs).
findall(R1/R2/R3, (ht_new(H), ht_put(H, f(a), 1), (ht_get(H, f(_), _) -> R1 = yes ; R1 = no), (ht_update(H, f(_), _, 2) -> R2 = yes ; R2 = no), (ht_del(H, f(_), _) -> R3 = yes ; R3 = no)), Rs).
findall(V, (ht_new(H), ht_put(H, f(X, Y), 1), ht_put(H, f(Y, X), 2), ht_put(H, f(X, X), 3), member(K, [f(X, Y), f(Y, X), f(X, X), f(Y, Y)]), (ht_get(H, K, V) -> true ; V = none)), Rs).
findall(S1/S2, (ht_from([a-1], H), findall(H, ht_put(H, b, 2), [C]), ht_put(C, c, 3), ht_size(H, S1), ht_size(C, S2)), Rs).
assertz((put_i(H, I) :- ht_put(H, I, I))).
assertz((put_fi(H, I) :- ht_put(H, f(I), I))).
assertz((del_i(H, I) :- ht_del(H, I, I))).
findall(S/Ok, (ht_new(H), numlist(1, 3000, L), maplist(put_i(H), L), maplist(put_fi(H), L), maplist(del_i(H), L), ht_size(H, S), (forall(member(I, L), (ht_get(H, f(I), I), \+ ht_get(H, I, _))) -> Ok = ok ; Ok = bad)), Rs).
findall(Ks, (ht_from([x-1, y-2], H), (ht_put(H, z, 3), ht_del(H, x, _), ht_keys(H, Ks) ; ht_keys(H, Ks))), Rs).
findall(V, (ht_from([k-0], H), between(1, 5, I), ht_update(H, k, Old, I), V = Old), Rs).
catch(ht_pairs(_, [_-1]), error(E, _), true).
catch(ht_update(_, a, _, 1), error(E, _), true).
catch(ht_put(_, a, 1, 2, _), error(E, _), true).
catch(ht_gen(_, a, _), error(E, _), true).
catch(ht_keys(_, [a]), error(E, _), true).
catch(ht_get(_, _, _), error(E, _), true).
ht_update(foo, a, _, 1).
ht_put(foo, a, 1, 2, _).
ht_put_new(foo, a, 1).
ht_new(foo).
ht_size(foo, _).
findall(R, (ht_new(H), (ht_size(H, foo) -> R = yes ; R = no)), Rs).
