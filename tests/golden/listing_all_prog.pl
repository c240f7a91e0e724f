% listing_all: listing/0 lists each predicate the program defines, as
% listing/1 does, and none of the libraries' (SWI-Prolog lists some hooks
% of its own as well, so the check is by inclusion).
:- use_module(library(lists)).
:- dynamic counter/1.

counter(0).

foo(X) :-
    X > 1,
    !,
    bar(X).
foo(_).

bar(X) :-
    format("~w~n", [X]).

main :-
    assertz(made(1)),
    with_output_to(string(All), listing),
    forall(member(PI, [counter/1, foo/1, bar/1, made/1, main/0]),
           (   with_output_to(string(One), listing(PI)),
               sub_string(All, _, _, _, One)
           ->  print(listed(PI)), nl
           ;   print(missing(PI)), nl
           )),
    (   sub_string(All, _, _, _, "\nappend(")
    ->  print(library_listed)
    ;   print(no_library_predicate)
    ),
    nl.
