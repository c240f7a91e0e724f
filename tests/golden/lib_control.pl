once(member(X, [a,b,c])).
once(fail).
catch(once(_), error(E, _), true).
catch(once(1), error(E, _), true).
ignore(fail).
ignore(X = 1).
catch(ignore(1), error(E, _), true).
forall(member(X, [1,2,3]), X > 0).
forall(member(X, [1,2,3]), X > 1).
forall(fail, 1).
findall(X, member(X, [a,b]), L, [c]).
findall(X, member(X, [a,b]), L, T).
findall(X, fail, L, [z]).
bagof(X, member(X, [c,a,b,a]), L).
bagof(X, fail, L).
bagof(X-Y, member(X-Y, [1-a, 2-b]), L).
findall(Y-L, bagof(X, member(X-Y, [1-b, 2-a, 3-b, 4-c]), L), R).
findall(L, bagof(X, Y^member(X-Y, [1-b, 2-a, 3-b]), L), R).
findall(Y-Z-L, bagof(X, member(X-Y-Z, [1-a-x, 2-b-y, 3-a-x, 4-a-y]), L), R).
findall(L, bagof(X, Y^Z^member(X-Y-Z, [1-a-x, 2-b-y]), L), R).
findall(Y-S, setof(X, member(X-Y, [3-b, 1-a, 2-b, 1-b, 3-b]), S), R).
setof(X, member(X, [c,a,b,a]), L).
setof(X, fail, L).
setof(X-Y, member(X-Y, [2-b, 1-a, 2-b]), L).
setof(X, Y^member(X-Y, [3-b, 1-a, 2-b]), L).
setof(K-Vs, setof(V, member(K-V, [b-2, a-1, b-1, a-3]), Vs), L).
catch(bagof(X, _, L), error(E, _), true).
catch(bagof(X, 1, L), error(E, _), true).
bagof(X, member(X, [a]), [b]).
bagof(f(X, Y), member(X, [1,2]), L), L = [f(_, A), f(_, B)], A \== B, A = p, B = q.
assertz(gen(1, f(_))), assertz(gen(2, g)), assertz(gen(3, f(_))).
findall(L, bagof(X, gen(X, Y), L), R).
findall(L, setof(X, gen(X, Y), L), R).
\+ \+ ( bagof(X-Y, member(X-Y, [1-P, 2-Q]), L), L = [_-A, _-B], A == P, B == Q ).
aggregate_all(count, member(_, [a,b,c]), N).
aggregate_all(count, fail, N).
aggregate_all(sum(X), member(X, [1,2,3]), S).
aggregate_all(sum(X), member(X, [1,2.5]), S).
aggregate_all(sum(X), fail, S).
aggregate_all(sum(X*2), member(X, [1,2]), S).
aggregate_all(max(X), member(X, [1,3,2]), M).
aggregate_all(max(X), fail, M).
aggregate_all(min(X), member(X, [3,1,2]), M).
aggregate_all(max(X-1), member(X, [1,3,2]), M).
aggregate_all(max(X, W), member(X-W, [1-a, 3-b, 3-c, 2-d]), M).
aggregate_all(min(X, W), member(X-W, [2-a, 1-b, 1-c, 3-d]), M).
aggregate_all(max(X, W), fail, M).
aggregate_all(bag(X), member(X, [c,a,b,a]), L).
aggregate_all(set(X), member(X, [c,a,b,a]), L).
aggregate_all(bag(X), fail, L).
aggregate_all(count, member(_, [a,b]), 3).
catch(aggregate_all(max(X), member(X, [1,a]), M), error(E, _), true).
catch(aggregate_all(max(X, W), member(X-W, [a-1]), M), error(E, _), true).
catch(aggregate_all(foo, true, M), error(E, _), true).
catch(aggregate_all(_, true, M), error(E, _), true).
catch(aggregate_all(count, 1, M), error(E, _), true).
aggregate_all(count, X, member(X, [a,b,a]), N).
aggregate_all(sum(X), X, member(X, [1,2,1]), S).
aggregate_all(bag(X), X, member(X, [c,a,c]), L).
aggregate_all(max(X), X, member(X, [1,5,1]), M).
