% A module of the modules golden: exports predicates and an operator.
:- module(modules_geometry, [area/2, perimeter/2, op(500, yfx, <+>), (<+>)/3]).

area(square(S), A) :- A is S * S.
area(rect(W, H), A) :- A is W * H.

perimeter(Shape, P) :- sides(Shape, Sides), sum_list(Sides, P).

sides(square(S), [S, S, S, S]).
sides(rect(W, H), [W, H, W, H]).

<+>(A, B, C) :- C is A + B.
