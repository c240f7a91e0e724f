% modules: a program written as SWI-Prolog modules: two modules of its own
% (one loaded with an import list, one exporting an operator) and
% libraries by use_module/1,2 and ensure_loaded/1.
:- use_module(modules_geometry).
:- use_module(modules_stack, [empty/1, push/3, pop/3, size/2]).
:- use_module(library(lists)).
:- use_module(library(apply), [maplist/3, foldl/4]).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- ensure_loaded(library(ordsets)).
% Loading a module twice loads it once.
:- use_module(modules_stack).

t(G) :-
    (   catch(G, E, (print_message_term(E), fail))
    ->  print(G)
    ;   write(no)
    ),
    nl.

print_message_term(error(F, _)) :- print(caught(F)), nl.

add(X, Y, Z) :- Z is X + Y.

main :-
    t(area(square(3), _)),
    t(maplist(area, [square(2), rect(2, 5)], _)),
    t(perimeter(rect(2, 5), _)),
    t(( X = (1 <+> 2 <+> 3), X = (_ <+> _) )),
    t(<+>(4, 5, _)),
    t(( empty(S0), push(a, S0, S1), push(b, S1, S2), pop(_, S2, _), size(S2, _) )),
    t(foldl(add, [1, 2, 3], 0, _)),
    t(last([1, 2, 3], _)),
    t(pairs_keys_values(_, [a, b], [1, 2])),
    t(ord_union([a, c], [b], _)),
    t(lists:append([1], [2], _)),
    t(option(a(_), [b(1), a(2), a(3)])),
    t(option(a(_), [a=5])),
    t(option(a(_), [c(1)], def)),
    t(option(a(2), [a(1), a(2)])),
    t(option(foo, [foo])),
    t(option(a(_), [a(1, 2), a(7)])),
    t(option(x(_), [1, x(2)])),
    t(select_option(a(_), [b(1), a(2), c(3)], _)),
    t(select_option(z(_), [b(1)], _, dflt)),
    t(select_option(b(_), [b(1), b(2)], _, dflt)),
    t(merge_options([a(1), c(2)], [b(3), a(4), d=5], _)),
    t(use_module(library(no_such_library))),
    t(use_module(no_such_file)).
