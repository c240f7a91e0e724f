% library(yall)'s \X^Body lambdas, as its documentation describes them:
% X1..Xn of \X1^..^Xn^Body are local parameters, renamed at each call,
% bound to the first arguments; other variables are shared. SWI-Prolog
% 9.0.4 raises existence_error for \/N called as a goal (its autoloader
% does not reach it), so this expected output is Kea's, checked by hand.

t(G, R) :- catch((G -> print(R) ; write(no)), error(F, _), print(F)), nl.

main :-
    t(foldl(\X^Y^Z^(Z is X+Y), [1,2,3], 0, S), S),
    t(maplist(\X1^(X1 > 0), [1,2]), positive),
    N = 5,
    t(maplist(\X2^Y2^(Y2 is X2*N), [1,2], L2), L2),
    t(call(\X3^atom(X3), b), atom),
    t((call(\X4^(W4 = X4), 1), W4 == 1), shared),
    t(call(\X5^Y5^(Y5 = f(X5)), a, R5), R5),
    t((maplist(\X6^Y6^(Y6 = X6-K6), [1,2], L6), L6 = [_-A6, _-B6], A6 == K6, B6 == K6), shared_global),
    t(call(\X7^Y7^(X7 = Y7), 1), partial).
