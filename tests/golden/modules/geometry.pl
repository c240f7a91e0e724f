% A module of the modules_clash golden: exports area/2 and describe/2;
% label/2 and scale/3 are private (report has its own label/2).
:- module(geometry, [area/2, describe/2]).

area(square(S), A) :- A is S * S.
area(rect(W, H), A) :- A is W * H.

describe(Shape, Text) :- label(Shape, Text).

label(square(_), 'a square').
label(rect(_, _), 'a rectangle').

scale(F, square(S), square(S1)) :- S1 is S * F.
scale(F, rect(W, H), rect(W1, H1)) :- W1 is W * F, H1 is H * F.
