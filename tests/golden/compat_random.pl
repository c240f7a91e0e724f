findall(R, (findall(X, (between(1, 1000, _), random(X)), L0), forall(member(X, L0), (float(X), X > 0.0, X < 1.0)), sort(L0, S0), length(S0, N), (N > 990 -> R = many_distinct ; R = few)), [R]).
findall(S, (findall(X, (between(1, 2000, _), random_between(1, 6, X)), L), forall(member(X, L), (integer(X), X >= 1, X =< 6)), sort(L, S)), [S]).
findall(S, (findall(X, (between(1, 200, _), random_between(-3, -2, X)), L), sort(L, S)), [S]).
random_between(3, 3, Y).
random_between(3, 1, Y).
random_between(1, 2, 3) -> true ; true.
random_between(0, 10, a).
findall(N, (findall(X, (between(1, 100, _), random_between(0, 100000000000000000000000000000, X)), L), forall(member(X, L), (integer(X), X >= 0, X =< 100000000000000000000000000000)), sort(L, S), length(S, N)), [N]).
findall(S, (findall(X, (between(1, 200, _), random_between(100000000000000000000, 100000000000000000001, X)), L), sort(L, S)), [S]).
catch(random_between(1, X, Y), error(E, _), true).
catch(random_between(a, 3, Y), error(E, _), true).
catch(random_between(1.0, 3, Y), error(E, _), true).
random(a).
random(1).
findall(R, (set_random(seed(42)), findall(X, (between(1, 5, _), random(X)), L1), set_random(seed(42)), findall(X, (between(1, 5, _), random(X)), L2), (L1 == L2 -> R = same ; R = differ)), [R]).
findall(R, (set_random(seed(7)), findall(X, (between(1, 5, _), random_between(1, 1000000, X)), L1), set_random(seed(8)), findall(X, (between(1, 5, _), random_between(1, 1000000, X)), L2), (L1 == L2 -> R = same ; R = differ)), [R]).
findall(R, (set_random(seed(123456789012345678901234567890)), random(X), set_random(seed(123456789012345678901234567890)), random(Y), (X == Y -> R = same ; R = differ)), [R]).
findall(R, (set_random(seed(123456789012345678901234567890)), random(X), set_random(seed(123456789012345678901234567891)), random(Y), (X == Y -> R = same ; R = differ)), [R]).
set_random(seed(-1)), findall(R, (random(X), (float(X) -> R = float ; R = other)), [R]).
findall(R, (set_random(seed(3)), X is random(1000), set_random(seed(3)), Y is random(1000), (X == Y -> R = same ; R = differ)), [R]).
set_random(seed(random)).
catch(set_random(foo), error(E, _), true).
catch(set_random(seed(a)), error(E, _), true).
catch(set_random(seed(X)), error(E, _), true).
catch(set_random(X), error(E, _), true).
catch(set_random(bar(1)), error(E, _), true).
random_member(X, []).
random_member(X, [only]).
findall(S, (findall(X, (between(1, 500, _), random_member(X, [a, b, c])), L), sort(L, S)), [S]).
catch(random_member(X, Y), error(E, _), true).
catch(random_member(X, [a|_]), error(E, _), true).
catch(random_member(X, foo), error(E, _), true).
random_permutation([], L).
random_permutation(X, [a]).
numlist(1, 50, L0), findall(R, (random_permutation(L0, P), msort(P, S), (S == L0, length(P, 50) -> R = permutation ; R = wrong)), [R]).
numlist(1, 50, L0), findall(R, (random_permutation(P, L0), msort(P, S), (S == L0 -> R = permutation ; R = wrong)), [R]).
findall(S, (findall(P, (between(1, 300, _), random_permutation([a, b, c], P)), Ps), sort(Ps, S)), [S]).
findall(S, (random_permutation([a, b, a], P), msort(P, S)), [S]).
random_permutation([1, 2], [2, 1]) -> true ; true.
catch(random_permutation(X, Y), error(E, _), true).
findall(R, (set_random(seed(5)), random_permutation([1,2,3,4,5,6,7,8], P1), set_random(seed(5)), random_permutation([1,2,3,4,5,6,7,8], P2), (P1 == P2 -> R = same ; R = differ)), [R]).
