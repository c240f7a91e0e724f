% modules_rename: PI as NewName in import lists imports a predicate under
% another name. Two modules' area/2 live side by side under two names; a
% reexport passes the new name on; except(List) renames what it names
% with as instead of leaving it out. The new name is not an import for
% predicate_property/2 (as in SWI-Prolog); the old one stays unknown.
:- use_module(modules/renamed).
:- use_module(modules/geometry, except([describe/2 as what_is])).
:- use_module(library(lists), [append/3 as app, member/2]).

t(G) :-
    catch(( G -> print(G) ; print(no) ), error(F, _), print(F)), nl.

main :-
    t(shape_area(square(3), _)),
    t(page_area(page(40), _)),
    t(area(rect(2, 5), _)),
    t(what_is(square(1), _)),
    t(app([1], [2], _)),
    t(member(b, [a, b])),
    t(renamed:page_area_(page(3), _)),
    ( predicate_property(shape_area(_, _), imported_from(M)) -> print(M) ; print(none) ), nl,
    ( predicate_property(app(_, _, _), defined) -> print(defined) ; print(none) ), nl.
