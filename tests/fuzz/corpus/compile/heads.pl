% Seed for fuzz_compile: head shapes the compiler indexes and unifies.
f(a, b, c).
f(1, _, [X, Y | X]) :- g(Y).
f(g(h(i(j))), [], '[]').
f("s", 0.5, -3).
f(A, A, A) :- A == A.
f(_, _, _) :- fail.
'x y'(1) :- 'x y'(2).
[] :- true.
