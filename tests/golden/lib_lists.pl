append([a,b], [c], L).
append(X, [c], [a,b,c]), !.
findall(X+Y, append(X, Y, [1,2]), L).
append([a|T], [b], [a,x,b]), !.
append([[a],[],[b,c]], L).
findall(X, append([[a],X,[c]], [a,b,c]), L).
catch(append(_, [a]), error(E, _), true).
catch(append(a, _), error(E, _), true).
catch(append([a|_], _), error(E, _), true).
member(b, [a,b,c]), !.
member(X, [a]).
findall(X, member(X, [a,b,c]), L).
member(c, [a,b]).
L = [a|T], member(b, L), !, T = [_], L = [_, X].
memberchk(b, [a,b,c,b]).
memberchk(X, [a,b]).
memberchk(z, [a,b]).
memberchk(f(X), [g(1), f(2), f(3)]).
reverse([1,2,3], L).
reverse([], L).
reverse(L, [a,b]).
nth0(0, [a,b,c], X).
nth0(2, [a,b,c], X).
nth0(3, [a,b,c], X).
nth1(1, [a,b,c], X).
nth1(3, [a,b,c], X).
nth1(0, [a,b,c], X).
nth0(-1, [a,b,c], X).
findall(I-E, nth0(I, [a,b,c], E), L).
findall(I-E, nth1(I, [a,b,c], E), L).
findall(I, nth1(I, [a,b,a], a), L).
nth1(2, L, x), L = [a, _], nonvar(L).
catch(nth0(a, [a], _), error(E, _), true).
catch(nth1(1.0, [a], _), error(E, _), true).
nth0(1, [a,b,c], E, R).
nth1(1, [a,b,c], E, R).
nth1(2, L, x, [a,b]).
findall(I-L, nth0(I, L, x, [a,b]), Ls).
findall(I-E-R, nth1(I, [a,b,c], E, R), L).
last([1,2,3], X).
last([a], X).
last([], X).
findall(X-Y, nextto(X, Y, [1,2,3]), L).
same_length([a,b], L), L = [x, y].
proper_length([a,b,c], N).
proper_length([a|_], N).
proper_length(foo, N).
sum_list([1,2,3], S).
sum_list([1,2.5], S).
sum_list([], S).
sumlist([4,5], S).
catch(sum_list([1,a], _), error(E, _), true).
max_list([1,5,3], M).
min_list([4,2,8], M).
max_list([], M).
min_list([], M).
max_list([a], M).
max_list([1,2.5,2], M).
max_member(M, [b, f(x), 1, "s"]).
min_member(M, [b, f(x), 1, 2.0]).
max_member(M, []).
max_member(@=<, M, [3,1,4,1]).
min_member(@=<, M, [3,1,4,1]).
numlist(1, 5, L).
numlist(3, 3, L).
numlist(5, 1, L).
catch(numlist(1, a, _), error(E, _), true).
catch(numlist(_, 1, _), error(E, _), true).
list_to_set([a,b,a,c,b,1,1.0,1], S).
list_to_set([], S).
L = [X,Y,X], list_to_set(L, S), S == [X,Y].
catch(list_to_set(a, _), error(E, _), true).
delete([a,f(1),b,f(2),a], f(_), L).
delete([a,b,a,c], a, L).
delete([], a, L).
subtract([a,b,c,d], [b,d,e], L).
intersection([a,b,c,d], [d,b,x], L).
union([a,b,c], [b,d], L).
select(b, [a,b,c], R), !.
findall(X-R, select(X, [a,b,c], R), L).
findall(R, select(x, R, [a,b]), L).
selectchk(b, [a,b,c,b], R).
selectchk(z, [a,b], R).
select(b, [a,b,c], x, L), !.
findall(L, select(a, [a,b,a], z, L), Ls).
selectchk(a, [a,b,a], z, L).
findall(P, permutation([1,2,3], P), L).
findall(P, permutation(P, [a,b]), L).
permutation([a,b,c], [c,a,b]), !.
permutation([a,b], [a,c]).
flatten([a,[b,[c,d],[]],e], L).
flatten([a,[b|c]], L).
flatten(a, L).
flatten([], L).
predsort(compare, [c,a,b,a], L).
assertz((by_key(O, A-_, B-_) :- compare(O, A, B))), assertz((descending(O, A, B) :- compare(O, B, A))).
predsort(by_key, [2-a,1-b,2-c,3-d], L).
predsort(descending, [1,3,2,5,4], L).
predsort(compare, [], L).
subsumes_term(f(_), f(a)).
subsumes_term(f(a), f(_)).
subsumes_term(f(X,X), f(Y,Z)).
subsumes_term(f(X,Y), f(Z,Z)).
subsumes_term(X, f(X)).
subsumes_term(g(X), g(f(Y))), var(X).
member(c, [a,b,c]).
select(c, [a,b,c], R).
selectchk(c, [a,b,c], R).
nth1(4, [a,b,c,d], X).
nth0(3, [a,b,c,d], X, R).
last([a,b,c,d], X).
reverse(L, [a]).
pairs_keys_values(P, K, [1]), K = [k].
length(L, 2), numlist(1, 2, L).
findall(r(S, X, Y, M, Mi, R, N), (numlist(1, 100000, L), sum_list(L, S), last(L, X), nth1(50000, L, Y), max_list(L, M), min_list(L, Mi), reverse(L, [R|_]), length(L, N)), Rs).
findall(X-N, (numlist(1, 100000, L), append(L, [x], L2), last(L2, X), memberchk(x, L2), list_to_set(L2, S), length(S, N)), Rs).
numlist(-2, 1, L), numlist(3, 3, L3).
numlist(3, 1, L).
clumped([a, a, b, a, c, c, c], P), clumped([], P0).
flatten([a, [b, [c, d], []], [[e]], f], F), flatten(a, F1), flatten([a, [b|c]], F2), flatten([[], [[]]], F3).
flatten([a, [b]], [a, b]).
predsort([O, A-_, B-_]>>compare(O, A, B), [2-x, 1-y, 2-z, 3-w, 1-q], S).
predsort([O, A, B]>>compare(O, B, A), [1, 5, 3, 9, 2, 8, 2], S), predsort(compare, [], S0), predsort(compare, [z], S1).
numlist(1, 1000, L), reverse(L, R), predsort(compare, R, S), S == L.
findall(I-E, nth0(I, [a, b, c], E), L0), findall(I-E, nth1(I, [a, b, c], E), L1).
findall(I-E-R, nth0(I, [a, b, c], E, R), L0), findall(I-L, nth1(I, L, e, [x, y]), L1).
nth0(I, [a, b, c], c).
findall(I-R, nth1(I, [a, b, c], c, R), L).
last([1, 2, 3], X), last([1], Y).
last([], X).
max_member(M, [3, 1, 4, 1, 5]), min_member(N, [3, 1, 4, 1, 5]), max_member(F, [b, f(a), 2, "s"]).
max_member(@=<, M, [3, 1, 4]), min_member([X, Y]>>(X @=< Y), N, [c, a, b]).
max_member(M, []).
findall(X-R, select(X, [a, b, c], R), L), findall(L2, select(e, L2, [x, y]), L3).
select(c, [a, b, c], R).
selectchk(b, [a, b, b], R), once(select(x, [a|T], [a, y])).
list_to_set([a, b, a, c, b], S1), list_to_set([1, 1.0, 1, 2], S2), list_to_set([], S3).
list_to_set([A, B, A, f(A), f(B), f(A)], S), S = [X, Y|_], X == A, Y == B.
halt.
