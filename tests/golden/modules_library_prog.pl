% modules_library: Kea's libraries are modules of their own, as SWI-Prolog's
% are. use_module(library(lists)) imports lists' exports, so a local
% definition of one of them overrides the import with a warning; the
% libraries' predicates are imported_from their module, reachable
% qualified, and keep using their own definitions.
:- use_module(library(lists)).
append(X, Y) :- write(my_append(X, Y)), nl.
member(x, mine).
t(G) :- catch((G -> R = yes(G) ; R = no), error(E, _), R = err(E)), numbervars(R, 0, _), print(R), nl.
main :-
    append(a, b),
    t(append([1], [2], _)),
    t(member(_, mine)),
    t(lists:member(b, [a, b])),
    t(subtract([a, b, c], [b], _)),
    t(predicate_property(append(_, _, _), imported_from(_))),
    t(predicate_property(member(_, _), imported_from(_))),
    t(predicate_property(foldl(_, _, _, _), imported_from(_))),
    t(predicate_property(pairs_keys(_, _), imported_from(_))),
    t(predicate_property(maplist(_, _), meta_predicate(_))),
    t(foldl([X, A0, A]>>(A is A0 + X), [1, 2, 3], 0, _)),
    t(lists:sum_list([1, 2], _)),
    t(current_module(lists)),
    t(apply:maplist(succ, [1, 2], _)),
    t(nosuchlib:maplist(succ, [1, 2], _)).
