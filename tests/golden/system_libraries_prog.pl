% system_libraries: SWI-Prolog libraries whose predicates Kea's boot
% library defines (dif, when, listing, aggregate, strings) load with
% use_module/1 and their predicates work as SWI-Prolog's.
:- use_module(library(dif)).
:- use_module(library(when)).
:- use_module(library(listing)).
:- use_module(library(aggregate)).
:- use_module(library(strings)).

:- dynamic fact/2.
fact(a, 1).
fact(b, 2).

main :-
    ( dif(X, a), X = b -> writeln(dif_ok) ; writeln(dif_failed) ),
    ( dif(Y, a), Y = a -> writeln(dif_wrong) ; writeln(dif_blocks) ),
    when(nonvar(Z), writeln(woken(Z))),
    Z = 1,
    portray_clause((head(A, B) :- body(A), \+ other(B))),
    listing(fact/2),
    aggregate_all(count, fact(_, _), N),
    writeln(count(N)).
