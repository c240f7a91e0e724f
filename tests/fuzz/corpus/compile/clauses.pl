:- module(m, [p/1]).
p(X) :- q(X, Y), \+ r(Y), !.
q([H|T], f(H, "str", 0'a, 0x1F, 1.5e10)) :- T = [_|_].
r({a, b}) --> [x], {true}.
