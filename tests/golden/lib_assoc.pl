assertz((ins_v(X, A0, A1) :- put_assoc(X, A0, v, A1))), assertz((del_k(X, B0, B1) :- del_assoc(X, B0, _, B1))).
list_to_assoc([a-1], A).
empty_assoc(E), put_assoc(a, E, 1, A), put_assoc(b, A, 2, B), put_assoc(c, B, 3, C).
list_to_assoc([a-1,b-2,c-3,d-4], A).
catch(list_to_assoc([a-1,a-2], A), error(E,_), true).
catch(list_to_assoc([b-1,a-2], A), error(E,_), true).
catch(list_to_assoc(L, A), error(E,_), true).
catch(list_to_assoc([a], A), error(E,_), true).
get_assoc(a, t, V).
catch(get_assoc(a, X, V), error(E,_), true).
list_to_assoc([a-1,b-2], A), max_assoc(A, K, V), min_assoc(A, K2, V2).
empty_assoc(A), max_assoc(A, K, V).
list_to_assoc([a-1,b-2,c-3], A), del_assoc(b, A, V, A2), assoc_to_list(A2, L).
list_to_assoc([a-1,b-2,c-3], A), del_assoc(x, A, V, A2).
list_to_assoc([a-1,b-2,c-3], A), assoc_to_keys(A, K), assoc_to_values(A, Vs).
list_to_assoc([a-1,b-2], A), put_assoc(a, A, z, A2), assoc_to_list(A2, L).
list_to_assoc([c-1,a-2,b-3], A).
numlist(1, 20, L), foldl(ins_v, L, t, A).
numlist(1, 20, L0), reverse(L0, L), foldl(ins_v, L, t, A).
findall(X-X, member(X, [5,3,8,1,4,7,9,2,6]), Ps), list_to_assoc(Ps, A), del_assoc(5, A, _, A1), del_assoc(1, A1, _, A2), del_assoc(9, A2, _, A3), del_assoc(3, A3, _, A4).
numlist(1, 31, L), findall(X-X, member(X, L), Ps), list_to_assoc(Ps, A), foldl(del_k, [16,8,24,4,12,20,28,1,2,3], A, B).
list_to_assoc([a-1], A), get_assoc(a, A, V).
list_to_assoc([a-1,b-2,c-3], A), get_assoc(c, A, V).
is_assoc(t).
is_assoc(foo).
is_assoc(_).
is_assoc(t(a,1,<,t,t)).
is_assoc(t(b,1,-,t(c,1,-,t,t),t(a,1,-,t,t))).
is_assoc(t(_,1,-,t,t)).
\+ \+ ( numlist(1, 50, L), findall(X-X, member(X, L), Ps), list_to_assoc(Ps, A), put_assoc(51, A, x, A1), del_assoc(7, A1, _, A2), is_assoc(A2) ).
list_to_assoc([k-v], A), is_assoc(A).
