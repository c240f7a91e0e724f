% A module of the modules_clash golden: exports area/2 (clashing with
% geometry's) and print_report/1; label/2 is private, unlike geometry's.
:- module(report, [area/2, print_report/1]).
:- use_module(library(lists)).  % member/2

% report's area/2: the area of a page, in lines.
area(page(Lines), Lines).

print_report(Items) :-
    label(Items, Title),
    format("~w:~n", [Title]),
    forall(member(I, Items), format("  - ~w~n", [I])).

label([], 'empty report').
label([_|_], 'report').
