% group_by/4 (library(solution_sequences)): the bags of each value of By,
% the other variables of the goal existential, a qualified goal, no
% solutions, and an unbound goal.
p(a, 1, x). p(b, 2, y). p(a, 3, z). p(c, 4, x). p(b, 5, x).
main :-
    forall(group_by(K, V, p(K, V, _), B), ( print(K-B), nl )),
    forall(group_by(W, K-V, p(K, V, W), B), ( print(W-B), nl )),
    findall(B, group_by(_, V, p(_, V, _), B), Bs), print(Bs), nl,
    ( group_by(K, V, p(K, V, nope), B) -> print(K-B) ; writeln(none) ), nl,
    forall(group_by(K, V, (p(K, V, T), T \== y), B), ( print(K-B), nl )),
    forall(group_by(K, V, lists:member(K-V, [b-1, a-2, b-3]), B), ( print(K-B), nl )),
    catch(group_by(_, _, _, _), error(E, _), ( print(E), nl )).
