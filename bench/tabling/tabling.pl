% Tabling benchmark programs, the same text on kea and swipl: run one with
%   -g 'bench(Name)' -t halt tabling.pl
% It prints "RESULT Name Answers Milliseconds" (wall time of the tabled
% evaluation, loading excluded); Answers lets the driver check that both
% systems agree.

:- dynamic edge/2, wedge/3, par/2.

% Transitive closure by left recursion, one open call, over a ring of 300
% nodes with a chord from each node: 90,000 answers.
:- table lpath/2.
lpath(X, Y) :- lpath(X, Z), edge(Z, Y).
lpath(X, Y) :- edge(X, Y).

% Right recursion, called from each node: 250 tables in one cycle.
:- table rpath/2.
rpath(X, Y) :- edge(X, Y).
rpath(X, Y) :- edge(X, Z), rpath(Z, Y).

% Double recursion over a ring of 80.
:- table dpath/2.
dpath(X, Y) :- edge(X, Y).
dpath(X, Y) :- dpath(X, Z), dpath(Z, Y).

% Fibonacci numbers with big integers.
:- table fib/2.
fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, N1 is N-1, N2 is N-2, fib(N1, F1), fib(N2, F2), F is F1+F2.

% Shortest paths (answer mode min) over a 15 x 15 grid with weights.
:- table sp(_, _, min).
sp(X, Y, C) :- wedge(X, Y, C).
sp(X, Y, C) :- sp(X, Z, C0), wedge(Z, Y, C1), C is C0+C1.

% Same generation over a binary tree of depth 9.
:- table sg/2.
sg(X, X) :- par(X, _).
sg(X, Y) :- par(X, XP), sg(XP, YP), par(Y, YP).

ring(N) :-
    retractall(edge(_, _)),
    forall(between(1, N, I),
           ( J is I mod N + 1, assertz(edge(I, J)),
             K is (I * 7) mod N + 1, assertz(edge(I, K)) )).

grid(N) :-
    retractall(wedge(_, _, _)),
    forall(( between(1, N, I), between(1, N, J) ),
           ( W is (I * 31 + J * 17) mod 9 + 1,
             (   I < N -> I1 is I+1, assertz(wedge(I-J, I1-J, W)) ; true ),
             (   J < N -> J1 is J+1, assertz(wedge(I-J, I-J1, W)) ; true ),
             (   I > 1 -> I0 is I-1, assertz(wedge(I-J, I0-J, W)) ; true ) )).

tree(Depth) :-
    retractall(par(_, _)),
    Last is 2 ** Depth - 1,
    forall(between(2, Last, C), ( P is C // 2, assertz(par(C, P)) )).

setup(left) :- ring(300).
setup(right) :- ring(250).
setup(double) :- ring(80).
setup(fib).
setup(shortest) :- grid(15).
setup(sg) :- tree(9).

run(left, N) :- aggregate_all(count, lpath(_, _), N).
run(right, N) :- aggregate_all(count, (edge(X, _), rpath(X, _)), N).
run(double, N) :- aggregate_all(count, dpath(_, _), N).
run(fib, N) :-
    findall(F, ( between(1, 5, _), abolish_all_tables, fib(3000, F) ), Fs),
    Fs = [F|_], N is F mod 1000000007.
run(shortest, N) :- aggregate_all(sum(C), sp(1-1, _, C), N).
run(sg, N) :- aggregate_all(count, sg(_, _), N).

bench(Name) :-
    setup(Name),
    get_time(T0),
    run(Name, N),
    get_time(T1),
    Ms is round((T1 - T0) * 1000),
    format("RESULT ~w ~w ~w~n", [Name, N, Ms]).
