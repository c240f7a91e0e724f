% A clause that is never retracted must survive many retract/assertz
% cycles on another clause of the same predicate (it used to vanish once
% enough retracted clauses piled up to be cleaned away: the clean-up took
% "no running iteration" for "every clause may go", live ones included).
% The second half does the same with enough clauses for the predicate to
% get its first-argument hash index.

:- dynamic(c/2).
r(I) :- I > 40, !.
r(I) :- retract(c(s,N0)), N1 is N0+1, assertz(c(s,N1)), I1 is I+1, r(I1).
t :- assertz(c(a,0)), assertz(c(s,0)), r(1), findall(A-B, c(A,B), L), write(L), nl.

:- dynamic(e/2).
cycle(I) :- I > 100, !.
cycle(I) :-
    K is I mod 3,
    retract(e(k(K), N0)), N1 is N0+1, asserta(e(k(K), N1)),
    I1 is I+1, cycle(I1).
t2 :-
    forall(between(1, 10, X), assertz(e(X, X))),
    forall(between(0, 2, K), assertz(e(k(K), 0))),
    cycle(1),
    findall(A-B, e(A,B), L), write(L), nl,
    findall(B, e(7, B), L7), write(L7), nl,
    findall(B, e(k(1), B), L1), write(L1), nl,
    predicate_property(e(_,_), number_of_clauses(N)), write(N), nl.
