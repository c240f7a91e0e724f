use_module(library(rbtrees)).
assertz((abc(T) :- list_to_rbtree([b-2,c-3,a-1], T))), assertz((nums(N, T) :- numlist(1, N, L), findall(X-X, member(X, L), Ps), list_to_rbtree(Ps, T))), assertz((ins_k(K, T0, T) :- rb_insert(T0, K, K, T), is_rbtree(T))), assertz((del_k(K, T0-Ks0, T-Ks) :- rb_delete(T0, K, T), is_rbtree(T), selectchk(K, Ks0, Ks), rb_keys(T, Ks))), assertz((walk(T, K, [K|Ks]) :- ( rb_next(T, K, N, _) -> walk(T, N, Ks) ; Ks = [] ))), assertz((back(T, K, [K|Ks]) :- ( rb_previous(T, K, P, _) -> back(T, P, Ks) ; Ks = [] ))), assertz((drain(T, Ks) :- ( rb_del_min(T, K, _, T1) -> Ks = [K|Ks1], drain(T1, Ks1) ; Ks = [] ))), assertz((alt(X, Y) :- ( Y = X ; Y = x ))), assertz((sum_kv(_-V, S0, S) :- S is S0 + V)), assertz((cons(X, L, [X|L]))).
rb_new(T), rb_empty(T), is_rbtree(T), rb_size(T, S), rb_keys(T, K), rb_visit(T, P).
rb_empty(T).
rb_empty(t(a, b)).
list_to_rbtree([], T).
\+ \+ (ord_list_to_rbtree([], T), rb_empty(T), is_rbtree(T), rb_size(T, 0)).
rb_new(T0), rb_insert(T0, a, 1, T).
findall(K-V-S, (abc(T), rb_visit(T, K), rb_keys(T, V), rb_size(T, S)), L).
findall(V, (abc(T), rb_lookup(b, V, T)), L), findall(V, (abc(T), rb_lookup(zz, V, T)), L2).
findall(f(K1-V1, K2-V2), (abc(T), rb_min(T, K1, V1), rb_max(T, K2, V2)), L).
\+ \+ (list_to_rbtree([], T), \+ rb_min(T, _, _), \+ rb_max(T, _, _), \+ rb_del_min(T, _, _, _), \+ rb_del_max(T, _, _, _), \+ rb_next(T, a, _, _), \+ rb_delete(T, a, _)).
findall(N1-V1/N2-V2, (abc(T), rb_next(T, a, N1, V1), rb_next(T, b, N2, V2)), L), findall(x, (abc(T), rb_next(T, c, _, _)), L2), findall(x, (abc(T), rb_next(T, bb, _, _)), L3).
findall(N1-V1/N2-V2, (abc(T), rb_previous(T, c, N1, V1), rb_previous(T, b, N2, V2)), L), findall(x, (abc(T), rb_previous(T, a, _, _)), L2), findall(x, (abc(T), rb_previous(T, zz, _, _)), L3).
findall(Up-Down, (nums(50, T), walk(T, 1, Up), back(T, 50, Down0), reverse(Down0, Down)), [U-D]), numlist(1, 50, U), U == D.
findall(P, (abc(T), rb_update(T, b, 20, T2), rb_visit(T2, P)), L), findall(x, (abc(T), rb_update(T, zz, 20, _)), L2).
findall(O-P, (abc(T), rb_update(T, c, O, 30, T2), rb_visit(T2, P)), L), findall(x, (abc(T), rb_update(T, c, 99, 30, _)), L2).
findall(P, (abc(T), rb_apply(T, c, succ, T2), rb_visit(T2, P)), L), findall(x, (abc(T), rb_apply(T, c, (\=), _)), L2), findall(x, (abc(T), rb_apply(T, zz, succ, _)), L3).
findall(P-S, (abc(T), rb_insert(T, a, z, T2), rb_visit(T2, P), rb_size(T2, S)), L).
findall(P, (abc(T), rb_insert_new(T, aa, 5, T2), rb_visit(T2, P)), L), findall(x, (abc(T), rb_insert_new(T, b, 5, _)), L2).
findall(P, (abc(T), rb_delete(T, b, T2), rb_visit(T2, P)), L), findall(V-P, (abc(T), rb_delete(T, c, V, T2), rb_visit(T2, P)), L2), findall(x, (abc(T), rb_delete(T, zz, _)), L3), findall(x, (abc(T), rb_delete(T, a, 9, _)), L4).
findall(K-V-P, (abc(T), rb_del_min(T, K, V, T2), rb_visit(T2, P)), L), findall(K-V-P, (abc(T), rb_del_max(T, K, V, T2), rb_visit(T2, P)), L2).
findall(Ks, (nums(9, T), drain(T, Ks)), L).
findall(Ks, (nums(30, T0), rb_del_max(T0, 30, 30, T1), rb_del_max(T1, 29, 29, T2), rb_del_min(T2, 1, 1, T3), is_rbtree(T3), rb_keys(T3, Ks)), [Ks]), numlist(2, 28, Ks).
\+ \+ (numlist(1, 50, L), rb_new(E), foldl(ins_k, L, E, T), rb_keys(T, L), foldl(del_k, L, T-L, T2-[]), rb_empty(T2)).
\+ \+ (numlist(1, 50, L0), reverse(L0, L), rb_new(E), foldl(ins_k, L, E, T), rb_keys(T, L0), foldl(del_k, L, T-L0, T2-[]), rb_empty(T2)).
\+ \+ (numlist(1, 50, L), nums(50, T), reverse(L, R), foldl(del_k, R, T-L, T2-[]), rb_empty(T2)).
\+ \+ (numlist(1, 50, L), findall(X, (member(I, L), X is (I * 17) mod 50 + 1), P), msort(P, L), nums(50, T), foldl(del_k, P, T-L, T2-[]), rb_empty(T2)).
\+ \+ (numlist(1, 50, L), findall(X, (member(I, L), X is (I * 23) mod 50 + 1), P), rb_new(E), foldl(ins_k, P, E, T), rb_keys(T, L), findall(Y, (member(I, L), Y is (I * 31) mod 50 + 1), Q), foldl(del_k, Q, T-L, T2-[]), rb_empty(T2)).
\+ \+ (numlist(1, 50, L), findall(X, (member(X, L), X mod 2 =:= 1), Odd), findall(X, (member(X, L), X mod 2 =:= 0), Even), append(Odd, Even, P), nums(50, T), foldl(del_k, P, T-L, T2-[]), rb_empty(T2)).
findall(K-V, (nums(5, T), rb_in(K, V, T)), L).
findall(K, (numlist(1, 40, L0), reverse(L0, L), rb_new(E), foldl(ins_k, L, E, T), rb_in(K, _, T)), Ks), numlist(1, 40, Ks).
findall(V, (abc(T), rb_in(b, V, T)), L), findall(V, (abc(T), rb_in(zz, V, T)), L2), findall(K, (abc(T), rb_in(K, 3, T)), L3).
findall(X-V, (list_to_rbtree([g(1)-c, f(2)-b, f(1)-a], T), rb_in(f(X), V, T)), L).
findall(K, (list_to_rbtree([b-1, "s"-2, f(a)-3, 2.0-4, 1-5], T), rb_keys(T, K)), L).
\+ \+ (nums(10, T), rb_map(T, integer)), \+ (nums(10, T), rb_map(T, atom)).
findall(P, (abc(T), rb_map(T, succ, T2), rb_visit(T2, P)), L), findall(x, (abc(T), rb_map(T, (\=), _)), L2).
findall(P, (list_to_rbtree([a-1, b-2], T), rb_map(T, alt, T2), rb_visit(T2, P)), L0), msort(L0, L).
findall(P, (abc(T), rb_partial_map(T, [a, c], succ, T2), rb_visit(T2, P)), L), findall(P, (abc(T), rb_partial_map(T, [], succ, T2), rb_visit(T2, P)), L2).
findall(P, (abc(T), rb_partial_map(T, [a, b], (\=), T2), rb_visit(T2, P)), L), findall(x, (abc(T), rb_partial_map(T, [a, zz], succ, _)), L2), findall(x, (abc(T), rb_partial_map(T, [c, a], succ, _)), L3).
findall(S-L, (abc(T), rb_fold(sum_kv, T, 0, S), rb_fold(cons, T, [], L)), R).
findall(Ks-P-B, (abc(T), rb_clone(T, T2, P), rb_keys(T2, Ks), (is_rbtree(T2) -> B = true ; B = false)), L).
findall(V, (abc(T), rb_clone(T, T2, P), P = [_-x, _-y, _-z], rb_visit(T2, V)), L).
findall(B, (member(X, [_, foo, t(a), t(a, a), t(b, a)]), (is_rbtree(X) -> B = true ; B = false)), L).
findall(B, (N = black('', _, _, ''), member(T, [black(red(N, a, 1, N), b, 2, red(N, c, 3, N)), red(N, a, 1, N), black(red(N, b, 1, N), a, 2, N), black(red(N, a, 1, N), a, 2, N), black(black(N, a, 1, N), b, 2, N), black(red(red(N, a, 1, N), b, 2, N), c, 3, N), black(_, a, 1, N)]), (is_rbtree(t(N, T)) -> B = true ; B = false)), L).
findall(Ks-B, ((list_to_rbtree([a-1, a-2], T) ; list_to_rbtree([b-1, a-1, a-1], T) ; ord_list_to_rbtree([c-1, a-2, b-3], T)), rb_keys(T, Ks), (is_rbtree(T) -> B = true ; B = false)), L).
catch(list_to_rbtree(_, _), error(E1, _), true), catch(list_to_rbtree(foo, _), error(E2, _), true).
catch(ord_list_to_rbtree(_, _), error(E, _), true), catch(ord_list_to_rbtree(foo, _), error(type_error(list, _), _), true).
catch(list_to_rbtree([a], _), error(_, _), true).
catch(rb_lookup(a, _, foo), error(E, C), true).
catch(rb_insert(_, a, 1, _), error(E1, _), true), catch(rb_size(t, _), error(E2, _), true).
catch(rb_in(_, _, _), error(E1, _), true), catch(rb_delete(f(x), a, _, _), error(E2, _), true).
catch(rb_map(foo, atom), error(existence_error(matching_rule, _), _), true), catch(rb_fold(cons, _, [], _), error(existence_error(matching_rule, _), _), true).
