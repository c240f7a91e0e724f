% findall/3,4, bagof/3 and setof/3 with ^ and free variables.  The facts
% list each free-variable binding first in standard order, so ISO's
% first-occurrence grouping and SWI-Prolog's sorted grouping agree.

likes(ann, coffee).
likes(bob, coffee).
likes(ann, milk).
likes(cid, tea).
likes(bob, tea).
likes(ann, tea).

t(1, a, x). t(1, a, y). t(1, b, z). t(2, a, x). t(2, a, x).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

case(findall1, L,   findall(P, likes(P, _), L)).
case(findall2, L,   findall(P-D, likes(P, D), L)).
case(findall3, L,   findall(x, fail, L)).
case(findall4, L,   findall(P, likes(P, tea), L, [end])).
case(findall5, L,   (findall(P, likes(P, milk), L, T), T = [tail])).
case(findall6, L,   (findall(X, mem(X, [1, 2]), L0), findall(L0-Y, mem(Y, L0), L))).
case(bagof1,   D-L, bagof(P, likes(P, D), L)).
case(bagof2,   L,   bagof(P, D^likes(P, D), L)).
case(bagof3,   L,   bagof(P, likes(P, water), L)).
case(bagof4,   X-Y-L, bagof(Z, t(X, Y, Z), L)).
case(bagof5,   X-L, bagof(Z, Y^t(X, Y, Z), L)).
case(bagof6,   L,   bagof(Z, X^Y^t(X, Y, Z), L)).
case(bagof7,   L,   bagof(Z, (X, Y)^t(X, Y, Z), L)).
case(bagof8,   X-L, bagof(Y-Z, t(X, Y, Z), L)).
case(bagof9,   ok,  (bagof(X, mem(X, [A, _B, A]), L), L = [P, Q, R], P == R, P \== Q)).
case(setof1,   L,   setof(P, D^likes(P, D), L)).
case(setof2,   L,   setof(D, P^likes(P, D), L)).
case(setof3,   D-L, setof(P, likes(P, D), L)).
case(setof4,   P-L, setof(D, likes(P, D), L)).
case(setof5,   L,   setof(D-P, likes(P, D), L)).
case(setof6,   L,   setof(X, mem(X, [b, 1, a, 3, f(x), 1, b, 2]), L)).
case(setof7,   X-L, setof(Z, Y^t(X, Y, Z), L)).
case(setof8,   L,   setof(_X, fail, L)).
case(setof9,   N,   (setof(P, D^likes(P, D), L), length(L, N))).
case(nested,   L,   setof(D-Ps, setof(P, likes(P, D), Ps), L)).

main :-
    forall(case(Name, Template, Goal),
           ( findall(Template, Goal, L),
             write(Name), write(': '), writeq(L), nl )).
