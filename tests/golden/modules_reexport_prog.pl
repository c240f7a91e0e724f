% modules_reexport: reexport/1,2. A module that reexports another makes
% the other's exports its own: importing it imports them (from where they
% are defined), and a name imported twice along two paths is no clash.
:- use_module(modules/shapes_all).
:- use_module(modules/geometry).

main :-
    summary(square(3)),
    area(rect(2, 5), A), print(A), nl,
    describe(rect(1, 1), T), print(T), nl,
    print_report([a-1]),
    (   predicate_property(summary(_), imported_from(M1)) -> print(M1) ; print(none) ), nl,
    (   predicate_property(shapes_all:area(_, _), exported) -> print(yes) ; print(no) ), nl,
    catch(label(square(1), _), error(E, _), (print(E), nl)).
