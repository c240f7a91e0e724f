use_module(library(heaps)).
assertz((sol(Out, Goal) :- findall(Out, Goal, [Out]))), assertz((drain(H, L) :- ( get_from_heap(H, P, K, H1) -> L = [P-K|T], drain(H1, T) ; L = [] ))).
sol(S-L, (empty_heap(E), heap_size(E, S), heap_to_list(E, L))).
empty_heap(E), get_from_heap(E, P, K, _).
empty_heap(E), min_of_heap(E, P, K).
sol(yes, (empty_heap(E), is_heap(E))).
empty_heap(foo).
sol(S-L, (list_to_heap([3-c,1-a,2-b], H), heap_size(H, S), heap_to_list(H, L))).
sol(S, (list_to_heap([], H), heap_size(H, S))).
sol(P-K-L, (list_to_heap([5-e,1-a,4-d,2-b,3-c], H), get_from_heap(H, P, K, H1), heap_to_list(H1, L))).
sol(L, (list_to_heap([b-x,a-y,1-z,f(x)-w,"s"-v,1.0-u], H), heap_to_list(H, L))).
sol(L, (list_to_heap([2-a,1-b,2-a,0-c,1-b], H), drain(H, L))).
sol(S-L, (empty_heap(E), add_to_heap(E, 3, c, H1), add_to_heap(H1, 1, a, H2), add_to_heap(H2, 2, b, H3), heap_size(H3, S), heap_to_list(H3, L))).
sol(L, (empty_heap(E), add_to_heap(E, 1, x, H1), add_to_heap(H1, 1, x, H2), heap_to_list(H2, L))).
sol(P-K, (list_to_heap([3-c,1-a,2-b], H), min_of_heap(H, P, K))).
sol(m(P1, K1, P2, K2), (list_to_heap([3-c,1-a,2-b], H), min_of_heap(H, P1, K1, P2, K2))).
list_to_heap([3-c], H), min_of_heap(H, P1, K1, P2, K2).
list_to_heap([1-a,2-b], H), get_from_heap(H, 2, K, _).
list_to_heap([1-a,2-b], H), get_from_heap(H, P, b, _).
sol(P-L, (list_to_heap([3-c,1-a,2-b], H), delete_from_heap(H, P, b, H1), heap_to_list(H1, L))).
list_to_heap([3-c,1-a,2-b], H), delete_from_heap(H, P, x, _).
sol(P-L, (list_to_heap([1-a,3-a,2-b], H), delete_from_heap(H, P, a, H1), heap_to_list(H1, L))).
sol(L, (list_to_heap([1-a,3-a,2-b], H), delete_from_heap(H, 3, a, H1), heap_to_list(H1, L))).
sol(P-X-S, (list_to_heap([3-f(c),1-f(a)], H), delete_from_heap(H, P, f(X), H1), heap_size(H1, S))).
empty_heap(E), delete_from_heap(E, P, a, _).
sol(S-P-K, (singleton_heap(H, 1, a), heap_size(H, S), get_from_heap(H, P, K, H1), empty_heap(H1))).
sol(P-K, (list_to_heap([1-a], H), singleton_heap(H, P, K))).
list_to_heap([1-a,2-b], H), singleton_heap(H, P, K).
sol(S-L, (list_to_heap([4-d,1-a], H1), list_to_heap([3-c,2-b,5-e], H2), merge_heaps(H1, H2, H), heap_size(H, S), heap_to_list(H, L))).
sol(S-L, (list_to_heap([2-a,1-b], H), merge_heaps(H, H, M), heap_size(M, S), drain(M, L))).
sol(S, (empty_heap(E), merge_heaps(E, E, M), heap_size(M, S), is_heap(M))).
sol(yes, (list_to_heap([2-a,1-b,3-c], H), is_heap(H))).
is_heap(foo).
is_heap(_).
list_to_heap(foo, H).
list_to_heap([a], H).
catch(add_to_heap(_, 1, a, _), error(E,_), true).
catch(get_from_heap(_, _, _, _), error(E,_), true).
add_to_heap(foo, 1, a, H).
numlist(1, 50, L0), findall(P-P, (member(X, L0), P is (X * 37) mod 50), Ps), sol(L, (list_to_heap(Ps, H), heap_to_list(H, L))), msort(Ps, L).
