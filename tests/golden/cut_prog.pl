% Cut semantics. Each case(Name, Template, Goal) prints Name and the
% list of all solutions of Goal, so both what a cut removes and what it
% leaves are visible.

a(1). a(2). a(3).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

% Clause-level cut: commits to the first a(X) with X >= 2 and drops c1(0).
c1(X) :- a(X), X >= 2, !.
c1(0).

% A cut after head unification commits to the clause; a failed head
% unification never reaches it.
c2(X) :- X = first, !.
c2(second).

% Cut in the then-branch and in the else-branch cuts the clause.
c3(X) :- ( true -> a(X), ! ; true ).
c3(99).
c4(X) :- ( fail -> true ; a(X), ! ).
c4(99).

% Cut in the condition of -> is local to the condition.
c5(X) :- ( a(Y), !, Y > 5 -> X = yes ; X = no ).
c5(other).

% Cut inside \+ is local to it.
c6(X) :- \+ ( a(Y), !, Y > 1 ), X = a.
c6(b).

% call/1 is opaque to cut.
c7(X) :- call((a(X), !)).
c7(9).
c8(X) :- a(X), call(!).
c8(9).

% A variable goal in a body is call/1 too.
c9(X) :- G = (a(X), !), G.
c9(9).

% Cut in the goal of findall/3 and forall/2 is local.
c10(L, X) :- findall(Y, (a(Y), !), L), X = x.
c10([], y).
c11(X) :- forall(a(Y), (Y > 0, !)), X = ok.
c11(second).

% Cut in the goal of catch/3 is local.
c12(X) :- catch((a(X), !), _, true).
c12(9).

% Nested if-then-else.
c13(X, R) :-
    (   X > 5
    ->  ( X > 8 -> R = big ; R = medium )
    ;   ( X > 2 -> R = small ; R = tiny )
    ).

% Soft cut: all solutions of the condition; else only when it has none.
c14(X) :- ( a(X) *-> true ; X = none ).
c15(X) :- ( fail *-> X = some ; X = none ).
c16(X) :- ( a(X) *-> X > 1 ; X = none ).
% Cut in the then-branch of *-> cuts the clause.
c17(X) :- ( a(X) *-> ! ; true ).
c17(9).

% Cut through a disjunction in a clause body cuts the clause.
c18(X) :- ( X = 1 ; X = 2 ), !.
c18(3).
c19(X) :- ( a(X), ! ; X = 9 ).
c19(10).
c20(X) :- ( fail, ! ; X = 9 ).
c20(10).
c21(X) :- ( !, fail ; true ), X = 1.
c21(2).

% call((!, fail ; true)) cuts the disjunction only, so the call fails.
c22(X) :- call((!, fail ; true)), X = 1.
c22(2).

% A cut in a called predicate does not reach the caller.
c23(X) :- a(X), c1(_).

% if-then without else fails when the condition fails.
c24(X) :- ( fail -> X = 1 ).
c24(2).

% once/1 and \+ \+ keep the bindings they should.
c25(X) :- once(a(X)).
c26(X, R) :- \+ \+ X = 1, ( var(X) -> R = unbound ; R = bound ).

case(c1,  X, c1(X)).
case(c2a, X, c2(X)).
case(c2b, x, c2(second)).
case(c3,  X, c3(X)).
case(c4,  X, c4(X)).
case(c5,  X, c5(X)).
case(c6,  X, c6(X)).
case(c7,  X, c7(X)).
case(c8,  X, c8(X)).
case(c9,  X, c9(X)).
case(c10, L-X, c10(L, X)).
case(c11, X, c11(X)).
case(c12, X, c12(X)).
case(c13, X-R, (mem(X, [1, 3, 6, 9]), c13(X, R))).
case(c14, X, c14(X)).
case(c15, X, c15(X)).
case(c16, X, c16(X)).
case(c17, X, c17(X)).
case(c18, X, c18(X)).
case(c19, X, c19(X)).
case(c20, X, c20(X)).
case(c21, X, c21(X)).
case(c22, X, c22(X)).
case(c23, X, c23(X)).
case(c24, X, c24(X)).
case(c25, X, c25(X)).
case(c26, R, c26(_, R)).
case(meta_cut, X, (mem(X, [1, 2, 3]), call(!))).
case(meta_disj, X, call((X = 1 ; X = 2))).
case(meta_conj_cut, X, call((mem(X, [1, 2, 3]), X > 1, !))).

main :-
    forall(case(Name, Template, Goal),
           ( findall(Template, Goal, L),
             write(Name), write(': '), writeq(L), nl )).
