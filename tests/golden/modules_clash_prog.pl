% modules_clash: a program of two modules of its own that both export
% area/2; the import list of report leaves its area/2 out, so area/2 is
% geometry's and report:area/2 is reached qualified. Private helpers of the
% same name (label/2) stay separate. Closures of maplist/foldl name
% predicates of user and, qualified, a private predicate of a module.
:- use_module(modules/geometry).
:- use_module(modules/report, [print_report/1]).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(pairs)).

double(X, Y) :- Y is 2 * X.
plus_area(Shape, A0, A) :- area(Shape, A1), A is A0 + A1.

main :-
    area(square(3), A1), print(A1), nl,
    area(rect(2, 5), A2), print(A2), nl,
    report:area(page(40), A3), print(A3), nl,
    describe(rect(1, 1), D), print(D), nl,
    print_report([x, y]),
    print_report([]),
    geometry:label(square(1), L1), print(L1), nl,
    report:label([], L2), print(L2), nl,
    Shapes = [square(1), rect(2, 3), square(4)],
    maplist(area, Shapes, As), print(As), nl,
    maplist(double, As, Ds), print(Ds), nl,
    maplist(geometry:scale(2), Shapes, Big), print(Big), nl,
    maplist(geometry:area, Big, BigAs), print(BigAs), nl,
    foldl(plus_area, Shapes, 0, Total), print(Total), nl,
    foldl(geometry:scale, [2, 3], square(1), S6), print(S6), nl,
    pairs_keys_values(Pairs, Shapes, As), print(Pairs), nl,
    max_member(Max, As), print(Max), nl,
    sum_list(As, Sum), print(Sum), nl,
    (   catch(label(square(1), _), error(E, _), (print(E), nl))
    ->  true
    ;   true
    ),
    (   predicate_property(area(_, _), imported_from(M)) -> print(M), nl ; true ).
