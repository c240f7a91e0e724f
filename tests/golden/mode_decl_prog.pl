% A classic benchmark's opening: DEC-10 mode declarations (library(quintus)
% in SWI-Prolog), accepted and ignored.
:- use_module(library(quintus)).
:- mode(nrev(+, -)).
:- op(1150, fx, mode).
:- mode app(+, +, -), nrev(+, -).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

main :- nrev([1, 2, 3], L), print(L), nl.
