% Seed for fuzz_compile: control constructs, cuts in every position,
% if-then-else, negation, meta-calls and directives.
p(X) :- ( X > 0 -> q(X) ; X < -5 -> r(X) ; s ), !.
p(X) :- \+ q(X), ( a ; b ; c ), call(X, 1), !, t.
p(_) :- catch(g, E, (print_message(error, E), fail)).
q(X) :- findall(Y-Z, (member(Y, X), Y @< Z), L), msort(L, [_|_]).
r([H|T]) :- ( H = f(A, B, [C|D]) *-> w(A, B, C, D) ; !, fail ), r(T).
s :- X = "string", Y = 0'a, Z = 1.0e10, W = 123456789012345678901234567890, v(X, Y, Z, W).
:- dynamic(counter/1).
:- initialization(main).
:- X = f(X), true.
:- forall(between(1, 3, N), assertz(counter(N))).
greeting --> [hello], name, {true}, !.
name --> [world] | [kea].
