% Control predicates and meta-calls: call/N, not/1, once/1, ignore/1,
% between/3, forall/2 and conjunctions, disjunctions and if-then-else built
% at run time.  Each case prints all solutions of its goal.

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

p(1, a). p(2, b). p(3, a).

add(X, Y, Z) :- Z is X + Y.

case(call1,     X,   call(p(X, a))).
case(call2,     X,   call(p, X, b)).
case(call3,     Y,   call(p(2), Y)).
case(call4,     L,   call(app([1]), [2], L)).
case(call5,     Z,   call(add, 1, 2, Z)).
case(call6,     Z,   call(add(1), 2, Z)).
case(call7,     A-B, call(app, A, B, [x, y])).
case(call8,     N,   call(atom_length, hello, N)).
case(call9,     X,   (G = p(X), call(G, a))).
case(not1,      yes, not(p(_, c))).
case(not2,      yes, not(p(_, a))).
case(not3,      X,   (not(X = 1), X = 2)).
case(not4,      X,   (\+ X = 1 ; X = 2)).
case(once1,     X,   once(p(X, _))).
case(once2,     X,   once((p(X, a), X > 1))).
case(once3,     X,   once(fail ; X = 1)).
case(ignore1,   X,   ignore(p(X, b))).
case(ignore2,   X,   (ignore(p(_, c)), X = done)).
case(ignore3,   R,   (ignore((p(X, a), X > 5)), ( var(X) -> R = unbound ; R = X ))).
case(between1,  X,   between(1, 4, X)).
case(between2,  X,   between(3, 1, X)).
case(between3,  X,   between(2, 2, X)).
case(between4,  yes, between(1, 3, 2)).
case(between5,  yes, between(1, 3, 5)).
case(between6,  X,   (between(1, inf, X), X * X > 50, !)).
case(between7,  X,   (between(-2, 1, X))).
case(forall1,   yes, forall(p(X, _), X > 0)).
case(forall2,   yes, forall(p(X, _), X > 1)).
case(forall3,   yes, forall(fail, fail)).
case(forall4,   X,   (forall(p(X, _), true), var(X), X = unbound)).
case(conj1,     X-Y, (G = (X = 1, Y = 2), call(G))).
case(conj2,     X-Y, (G = (p(X, Y), Y == a), G)).
case(disj1,     X,   (G = (X = 1 ; X = 2 ; X = 3), call(G))).
case(disj2,     X,   (G = (p(X, b) ; X = none), call(G))).
case(ite1,      X-Y, (G = (p(X, a) -> Y = then ; Y = else), call(G))).
case(ite2,      Y,   (G = (fail -> Y = then ; Y = else), call(G))).
case(ite3,      X,   (G = (X = 1 ; X = 2), C = (G -> true ; true), call(C))).
case(nested,    X-Y, call((p(X, Y), (Y = a ; Y = b), \+ X = 2))).
case(late_bind, X,   (G = (X = 1, H), H = (true ; X = 2), call(G))).
case(call_true, yes, call(true)).
case(call_fail, yes, call(fail)).
case(callN_conj, X,  call(','(X = 1), true)).
case(callN_disj, X,  call(;(X = 1), X = 2)).

main :-
    forall(case(Name, Template, Goal),
           ( findall(Template, Goal, L),
             write(Name), write(': '), writeq(L), nl )).
