% A module of the modules_rename golden: reexports geometry's area/2
% under another name and imports report's under a third.
:- module(renamed, [page_area/2]).
:- reexport(geometry, [area/2 as shape_area]).
:- use_module(report, [area/2 as page_area_]).

page_area(P, A) :- page_area_(P, A).
