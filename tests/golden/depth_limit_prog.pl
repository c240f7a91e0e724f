% call_with_depth_limit/3: depths of user predicates, the limit, failure,
% solutions on backtracking, exceptions and errors, as SWI-Prolog does.
q(0) :- !.
q(N) :- N1 is N-1, q(N1), true.

count(0) :- !.
count(N) :- N1 is N-1, count(N1).

nat(0).
nat(N) :- nat(M), N is M+1.

deep(X) :- X > 3, !, throw(too_deep(X)).
deep(X) :- X1 is X+1, deep(X1).

fact(a).
fact(b).
fact(c).

t(G, L) :-
    catch(findall(G-R, call_with_depth_limit(G, L, R), Rs), E, Rs = ex(E)),
    (   Rs = ex(error(F, _))
    ->  print(error(F))
    ;   \+ \+ ( numbervars(Rs, 0, _), print(Rs) )
    ),
    nl.

main :-
    t(q(0), 10), t(q(1), 10), t(q(5), 10), t(q(5), 6), t(q(5), 5),
    t(q(1), 1), t(q(0), 0), t(true, 0), t(true, 1),
    t(count(10), 20), t(count(100000), 200000), t(count(100000), 1000),
    t(call(q(2)), 10), t((q(1), q(0)), 10), t((q(5) ; true), 3),
    t(fact(_), 1), t(fact(_), 0), t(fail, 3), t(\+ q(2), 2),
    t(catch(q(5), _, true), 4), t(deep(0), 100), t(throw(ball), 3),
    t((nat(N), N >= 3), 10),
    t(q(1), -1), t(q(1), a), t(q(1), _), t(q(1), 1.0),
    t((call_with_depth_limit(q(2), 10, R1), q(1), R1 == 3), 10),
    findall(X-R2, (member(X, [a,b]), call_with_depth_limit(q(3), 3, R2)), L1), print(L1), nl,
    (   call_with_depth_limit(fact(F), 5, R3), F == b
    ->  print(first_b(R3)), nl
    ;   true
    ),
    (   call_with_depth_limit(q(2), 10, R4), !
    ->  print(cut(R4)), nl
    ;   true
    ),
    findall(D, (between(0, 6, Lim), call_with_depth_limit(q(4), Lim, D)), Ds), print(Ds), nl.
