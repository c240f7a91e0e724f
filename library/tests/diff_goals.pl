% Goals run both with SWI-Prolog's own libraries and with Kea's (renamed
% kea_*) by library/tests/diff_swi.sh; all solutions (or the error's formal
% term) must be variants.  Only goals where Kea follows SWI-Prolog.
goal(append(_, _, [1,2,3])).
goal(append([a], _, _)).
goal(append([[1],[2,3],[]], _)).
goal(member(_, [a,b,c])).
goal(select(_, [a,b,c], _)).
goal(select(_, _, [a,b])).
goal(select(b, [a,b,c,b], z, _)).
goal(selectchk(_, [a,b], _)).
goal(subtract([a,x,c], [x], _)).
goal(intersection([a,b,a], [a], _)).
goal(union([a,a], [a], _)).
goal(delete([f(1),g(2),f(_)], f(_), _)).
goal(nth0(_, [a,b,c], _)).
goal(nth1(_, [a,b,c], b)).
goal(nth0(_, [a,b,c], _, _)).
goal(nth1(2, _, x, [a,b,c])).
goal(nth0(5, [a], _)).
goal(nth1(-3, [a], _)).
goal(last([1,2,3], _)).
goal(reverse([1,2,3], _)).
goal(reverse(_, [1,2,3])).
goal(permutation([a,b,c], _)).
goal(permutation(_, [a,b,c])).
goal(flatten([[[a]],[[b,[c]]],d], _)).
goal(flatten([_,[_]], _)).
goal(list_to_set([c,a,c,b,a,X,Y,X], _)).
goal(list_to_set([c,a,c,b,a,f(x),f(y),f(x)], _)).
goal(sum_list([1,2,3.5], _)).
goal(max_list([3,1,4,1,5], _)).
goal(min_list([3,1,4,1,5], _)).
goal(max_member(_, [3,a,"s",f(x),1.0])).
goal(min_member(_, [3,a,"s",f(x),1.0])).
goal(numlist(-2, 2, _)).
goal(numlist(a, 2, _)).
goal(numlist(1, 2.0, _)).
goal(nextto(_, _, [a,b,c])).
goal(same_length([a,b], _)).
goal(proper_length([a,b], _)).
goal(predsort(compare, [b,a,c,a,b], _)).
goal(subsumes_term(f(_,b), f(a,b))).
goal(subsumes_term(f(X,X), f(a,b))).
goal(pairs_keys_values(_, [a,b], [1,2])).
goal(pairs_keys([a-1,b-2], _)).
goal(pairs_values([a-1,b-2], _)).
goal(transpose_pairs([a-3,b-1,c-2], _)).
goal(map_list_to_pairs(atom_length, [ab,c], _)).
goal(maplist(succ, [1,2], _)).
goal(maplist(succ, _, [1,2])).
goal(maplist(=, [a,b], _)).
goal(maplist(plus, [1,2], [3,4], _)).
goal(foldl(plus, [1,2,3], 10, _)).
goal(foldl([X,Y,A0,A]>>(A is A0+X*Y), [1,2], [3,4], 0, _)).
goal(include([X]>>(X > 1), [1,2,3], _)).
goal(exclude([X]>>(X > 1), [1,2,3], _)).
goal(partition([X]>>(X > 1), [1,2,3], _, _)).
goal(partition([X,O]>>compare(O,X,2), [1,2,3,2], _, _, _)).
goal(list_to_ord_set([b,a,c,a], _)).
goal(ord_union([a,c], [b,d], _)).
goal(ord_union([[c],[a,b],[b]], _)).
goal(ord_subtract([a,b,c], [a,c], _)).
goal(ord_intersection([a,b,c], [b,c,d], _)).
goal(ord_memberchk(c, [a,b,c])).
goal(ord_subset([a,c], [a,b,c])).
goal(ord_add_element([a,c], b, _)).
goal(ord_del_element([a,b,c], b, _)).
goal(ord_symdiff([a,b], [b,c], _)).
goal(is_ordset([a,b,b])).
goal(must_be(positive_integer, 3)).
goal(must_be(list(atom), [a,1])).
goal(must_be(oneof([x]), y)).
goal(must_be(between(0,10), 11)).
goal(must_be(callable, _)).
goal(is_of_type(list(integer), [1,2])).
goal(once(member(_, [a,b]))).
goal(ignore(member(_, [a,b]))).
goal(forall(member(X, [1,2]), integer(X))).
goal(findall(X, member(X, [a,b]), _, [c])).
goal(bagof(X, member(X-_, [1-a,2-b,3-a]), _)).
goal(bagof(X, Y^member(X-Y, [1-a,2-b,3-a]), _)).
goal(setof(X-Y, member(X-Y, [2-a,1-b,2-a]), _)).
goal(setof(X, member(X-_, [2-a,1-b,3-a]), _)).
goal(setof(X, member(X, []), _)).
goal(aggregate_all(count, member(_, [a,b]), _)).
goal(aggregate_all(sum(X), member(X, [1,2]), _)).
goal(aggregate_all(max(X), member(X, [1,3,2]), _)).
goal(aggregate_all(min(X-Y), member(X-Y, [1-2,0-5]), _)).
goal(aggregate_all(max(X, W), member(X-W, [1-a,3-b,2-c]), _)).
goal(aggregate_all(set(X), member(X, [b,a,b]), _)).
goal(aggregate_all(bag(X), member(X, [b,a,b]), _)).
goal(aggregate_all(count, X, member(X, [b,a,b]), _)).
goal(phrase([a,b], [a,b,c], _)).
goal(phrase(([a];[b]), _, [])).
goal(phrase(("ab", [c]), _, [])).
goal(phrase(\+ [a], [b], _)).
goal(phrase(_, [a], _)).
goal(phrase(foo, bar)).
