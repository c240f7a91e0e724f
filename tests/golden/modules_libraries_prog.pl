% modules_libraries: the libraries time, debug, yall, statistics, thread,
% quintus and dcg/basics are modules, as SWI-Prolog's are: imported_from
% names them, they are reachable qualified, and the goals a module hands
% them run in that module (modules_libraries_walk.pl). A user's own
% definition of one of their predicates is used in place of the library's.
:- use_module(modules_libraries_walk).
:- use_module(library(dcg/basics)).

debugging(mine).
t(G) :- catch((G -> R = yes(G) ; R = no), error(E, _), R = err(E)), numbervars(R, 0, _), print(R), nl.
main :-
    t(predicate_property(call_with_time_limit(_, _), imported_from(_))),
    t(predicate_property(debug(_, _, _), imported_from(_))),
    t(predicate_property(assertion(_), imported_from(_))),
    t(predicate_property(time(_), imported_from(_))),
    t(predicate_property(concurrent(_, _, _), imported_from(_))),
    t(predicate_property(first_solution(_, _, _), imported_from(_))),
    t(predicate_property(digits(_, _, _), imported_from(_))),
    t(predicate_property(mode(_), imported_from(_))),
    t(predicate_property(call_with_time_limit(_, _), meta_predicate(_))),
    t(predicate_property(concurrent(_, _, _), meta_predicate(_))),
    t(predicate_property(debug(_, _, _), meta_predicate(_))),
    t(debugging(_)),
    t(walk([1, 2, 3], _)),
    t(guarded(_)),
    t(spread([1, 2], _)),
    checked(1),
    checked(-1),
    t(dcg_basics:integer(_, `42 rest`, _)),
    t(phrase((blanks, integer(_), blanks, string_without(`,`, _)), `  7 abc`)),
    t(prolog_debug:debugging(_)),
    t(time:call_with_time_limit(1, true)),
    t(thread:first_solution(F, [member(F, [a, b])], [])),
    t(yall:'>>'([Y], atom(Y), a)),
    t(maplist([X]>>format("~w ", [X]), [p, q])), nl,
    t(foldl([Z, A0, A]>>(A is max(Z, A0)), [3, 9, 2], 0, _)),
    t(quintus:mode(f(+))).
