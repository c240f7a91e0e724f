list_to_ord_set([c, a, b, a], S).
is_ordset([a, b, c]).
is_ordset([a, c, b]).
is_ordset([a, a]).
is_ordset(foo).
ord_empty([]).
ord_memberchk(b, [a, b, c]).
ord_memberchk(d, [a, b, c]).
ord_memberchk(0, [a, b, c]).
ord_union([a, c, e], [b, c, d, f], S).
ord_union([], [a], S).
ord_union([a], [], S).
ord_union([[c, d], [a], [b, d], []], S).
ord_union([a, c], [b, c, d], S, N).
ord_subtract([a, b, c, d], [b, d, e], S).
ord_subtract([a, b], [], S).
ord_subtract([], [a], S).
ord_intersection([a, b, c, d], [b, d, e], S).
ord_intersection([a], [b], S).
ord_intersection([[a, b, c], [b, c, d], [c, b]], S).
ord_subset([b, d], [a, b, c, d]).
ord_subset([b, e], [a, b, c, d]).
ord_subset([], [a]).
ord_disjoint([a, c], [b, d]).
ord_disjoint([a, c], [c, d]).
ord_intersect([a, c], [c, d]).
ord_seteq([a, b], [a, b]).
ord_add_element([a, c], b, S).
ord_add_element([a, c], c, S).
ord_del_element([a, b, c], b, S).
ord_del_element([a, c], b, S).
ord_selectchk(b, [a, b, c], R).
ord_selectchk(x, [a, b, c], R).
ord_symdiff([a, b, c], [b, c, d], D).
pairs_keys_values(P, [a, b], [1, 2]).
pairs_keys_values([a-1, b-2], K, V).
pairs_keys([a-1, b-2], K).
pairs_values([a-1, b-2], V).
map_list_to_pairs(atom_length, [abc, a, ab], P).
transpose_pairs([a-2, b-1, c-2], T).
