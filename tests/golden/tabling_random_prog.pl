% Tabling checked against a model: for random graphs (a fixed generator,
% so that every system sees the same ones), each tabled definition of
% reachability below, called with each argument pattern and in varying
% orders, must give exactly the transitive closure that a plain
% bottom-up iteration over lists computes. The definitions make cycles
% of calls through one, two and three tabled predicates, mixing left,
% right and double recursion.

:- dynamic edge/2.

:- table left/2, right/2, double/2.
left(X, Y) :- left(X, Z), edge(Z, Y).
left(X, Y) :- edge(X, Y).
right(X, Y) :- edge(X, Y).
right(X, Y) :- edge(X, Z), right(Z, Y).
double(X, Y) :- edge(X, Y).
double(X, Y) :- double(X, Z), double(Z, Y).

:- table ma/2, mb/2.
ma(X, Y) :- edge(X, Y).
ma(X, Y) :- mb(X, Z), edge(Z, Y).
mb(X, Y) :- ma(X, Y).

:- table p3/2, q3/2, r3/2.
p3(X, Y) :- edge(X, Y).
p3(X, Y) :- edge(X, Z), q3(Z, Y).
q3(X, Y) :- r3(X, Y).
q3(X, Y) :- q3(X, Z), p3(Z, Y).
r3(X, Y) :- p3(X, Y).

% A cycle through a tabled and a plain predicate.
:- table hop/2.
hop(X, Y) :- edge(X, Y).
hop(X, Y) :- via(X, Y).
via(X, Y) :- hop(X, Z), hop(Z, Y).

definition(left). definition(right). definition(double).
definition(ma). definition(p3). definition(hop).

% The generator: a linear congruential sequence.
next(S0, S, V, N) :- S is (S0 * 1103515245 + 12345) mod 2147483648, V is (S // 65536) mod N.

graph(Seed, Nodes, Edges) :-
    S1 is Seed * 7919 + 1,
    next(S1, S2, N0, 8), Nodes is N0 + 3,
    next(S2, S3, E0, 14), NEdges is E0 + 2,
    edges(NEdges, S3, Nodes, Edges0),
    sort(Edges0, Edges).

edges(0, _, _, []) :- !.
edges(K, S0, N, [X-Y|Es]) :-
    next(S0, S1, X, N), next(S1, S2, Y, N),
    K1 is K - 1,
    edges(K1, S2, N, Es).

% The model: naive iteration of closure over sorted lists of pairs.
closure(Edges, Closure) :- step(Edges, Edges, Closure).
step(Edges, C0, C) :-
    findall(X-Y, (member(X-Z, C0), member(Z-Y, Edges)), New),
    append(C0, New, C1a), sort(C1a, C1),
    (   C1 == C0 -> C = C0 ; step(Edges, C1, C) ).

check(Seed) :-
    graph(Seed, Nodes, Edges),
    retractall(edge(_, _)),
    forall(member(X-Y, Edges), assertz(edge(X, Y))),
    closure(Edges, Model),
    abolish_all_tables,
    NodeMax is Nodes - 1,
    % Bound first argument first on even seeds, the open call first on odd.
    Order is Seed mod 2,
    findall(D, (definition(D), \+ agrees(Order, D, NodeMax, Model)), Bad),
    length(Model, Size),
    (   Bad == []
    ->  format("seed ~w: ~w nodes, ~w edges, closure ~w: ok~n", [Seed, Nodes, Edges, Size])
    ;   format("seed ~w: ~w disagree~n", [Seed, Bad])
    ).

agrees(0, D, NodeMax, Model) :- bound_calls(D, NodeMax, Model), open_call(D, Model).
agrees(1, D, NodeMax, Model) :- open_call(D, Model), bound_calls(D, NodeMax, Model).

open_call(D, Model) :-
    G =.. [D, X, Y],
    findall(X-Y, G, L0), sort(L0, L),
    L == Model.

bound_calls(D, NodeMax, Model) :-
    forall(between(0, NodeMax, X),
           ( G =.. [D, X, Y],
             findall(X-Y, G, L0), sort(L0, L),
             findall(X-Y1, member(X-Y1, Model), M),
             L == M ) ),
    forall(between(0, NodeMax, Y),
           ( G =.. [D, X, Y],
             findall(X-Y, G, L0), sort(L0, L),
             findall(X1-Y, member(X1-Y, Model), M0), sort(M0, M),
             L == M ) ).

main :-
    forall(between(1, 40, Seed), check(Seed)).
