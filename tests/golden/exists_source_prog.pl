% exists_source/1: Kea's own libraries (in the binary), files, and what
% is not there, as SWI-Prolog answers; the portable idiom
% :- if(exists_source(library(X))) picks the branch that exists.
:- if(exists_source(library(lists))).
have(lists).
:- endif.
:- if(exists_source(library(no_such_library_here))).
have(no_such_library_here).
:- else.
missing(no_such_library_here).
:- endif.

t(G) :- catch((G -> R = yes ; R = no), error(E, _), R = err(E)), \+ \+ (numbervars(G-R, 0, _), print(G-R)), nl.
main :-
    forall(have(X), (print(have(X)), nl)),
    forall(missing(X), (print(missing(X)), nl)),
    t(exists_source(library(lists))),
    t(exists_source(library(dcg/basics))),
    t(exists_source(library(apply))),
    t(exists_source(library(nope))),
    t(exists_source(exists_source_prog)),
    t(exists_source('exists_source_prog.pl')),
    t(exists_source(no_such_file_here)),
    t(exists_source(_)).
