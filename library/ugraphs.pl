/*  Kea library: ugraphs
    Unweighted directed graphs in SWI-Prolog's S-representation: a list of
    Vertex-Neighbours pairs, one for every vertex, in the standard order of
    the vertices, each Neighbours an ordered set (sorted, no duplicates)
    of the vertices its edges go to.  A vertex without edges out has [].
    The form is canonical, so graphs with the same vertices and edges are
    equal terms.  Vertices are compared in the standard order (1 and 1.0
    are two vertices).  Predicates that only walk the list (vertices/2,
    neighbours/3, top_sort/2 ...) also accept an unsorted list of pairs.
    Private helpers are prefixed '$ugraphs_'.
*/

:- module(ugraphs, [
    add_edges/3, add_vertices/3, complement/2, compose/3, connect_ugraph/3,
    del_edges/3, del_vertices/3, edges/2, neighbors/3, neighbours/3,
    reachable/3, top_sort/2, top_sort/3, transitive_closure/2,
    transpose_ugraph/2, ugraph_layers/2, ugraph_union/3, vertices/2,
    vertices_edges_to_ugraph/3
    ]).

%   vertices(+Graph, -Vertices): Vertices lists the vertices of Graph, in
%   the order of the graph.
vertices([], []).
vertices([V-_|G], [V|Vs]) :-
    vertices(G, Vs).

%   vertices_edges_to_ugraph(+Vertices, +Edges, -Graph): Graph has the
%   vertices of the list Vertices and those at either end of an edge of
%   Edges, a list of From-To pairs, and those edges.  Duplicates are
%   dropped.  Fails if an edge is not a pair.
vertices_edges_to_ugraph(Vertices, Edges, Graph) :-
    sort(Edges, Sorted),
    '$ugraphs_edge_ends'(Sorted, Ends),
    append(Vertices, Ends, All),
    sort(All, Vs),
    '$ugraphs_group'(Vs, Sorted, Graph).

'$ugraphs_edge_ends'([], []).
'$ugraphs_edge_ends'([From-To|Es], [From, To|Vs]) :-
    '$ugraphs_edge_ends'(Es, Vs).

% '$ugraphs_group'(+Vertices, +SortedEdges, -Graph): every edge starts at
% one of Vertices; the edges from a vertex are consecutive and sorted.
'$ugraphs_group'([], _, []).
'$ugraphs_group'([V|Vs], Es0, [V-Ns|G]) :-
    '$ugraphs_edges_from'(Es0, V, Ns, Es),
    '$ugraphs_group'(Vs, Es, G).

'$ugraphs_edges_from'([], _, [], []).
'$ugraphs_edges_from'([E|Es0], V, Ns, Es) :-
    E = From-To,
    (   From == V
    ->  Ns = [To|Ns1],
        '$ugraphs_edges_from'(Es0, V, Ns1, Es)
    ;   Ns = [],
        Es = [E|Es0]
    ).

%   add_vertices(+Graph, +Vertices, -NewGraph): NewGraph is Graph with
%   each of Vertices that is not yet one of its vertices added, without
%   edges.  As in SWI-Prolog, a vertex given twice that is not in Graph
%   is added twice.
add_vertices(Graph, Vertices, NewGraph) :-
    msort(Vertices, Vs),
    '$ugraphs_add_vertices'(Vs, Graph, NewGraph).

'$ugraphs_add_vertices'([], G, G).
'$ugraphs_add_vertices'([V|Vs], G0, G) :-
    '$ugraphs_add_vertex'(G0, V, Vs, G).

'$ugraphs_add_vertex'([], V, Vs, [V-[]|G]) :-
    '$ugraphs_add_vertices'(Vs, [], G).
'$ugraphs_add_vertex'([W-Ns|G0], V, Vs, G) :-
    compare(O, V, W),
    '$ugraphs_add_vertex'(O, V, Vs, W, Ns, G0, G).

'$ugraphs_add_vertex'(<, V, Vs, W, Ns, G0, [V-[]|G]) :-
    '$ugraphs_add_vertices'(Vs, [W-Ns|G0], G).
'$ugraphs_add_vertex'(=, _, Vs, W, Ns, G0, [W-Ns|G]) :-
    '$ugraphs_add_vertices'(Vs, G0, G).
'$ugraphs_add_vertex'(>, V, Vs, W, Ns, G0, [W-Ns|G]) :-
    '$ugraphs_add_vertex'(G0, V, Vs, G).

%   del_vertices(+Graph, +Vertices, -NewGraph): NewGraph is Graph without
%   the vertices of the list Vertices and without the edges from or to
%   them.  Vertices that are not in Graph are ignored.  (SWI-Prolog 9.0.4
%   keeps some vertices of Graph, not their edges in, when the list has a
%   vertex that is not in Graph; this follows its documentation instead.)
del_vertices(Graph, Vertices, NewGraph) :-
    sort(Vertices, Vs),
    '$ugraphs_del_vertices'(Graph, Vs, Vs, NewGraph).

% '$ugraphs_del_vertices'(+Graph, +Del, +Rest, -NewGraph): Rest is the end
% of the sorted vertices Del that is not below the vertices of Graph.
'$ugraphs_del_vertices'([], _, _, []).
'$ugraphs_del_vertices'([V-Ns|G0], Del, Rest0, G) :-
    '$ugraphs_skip_below'(Rest0, V, Rest),
    (   Rest = [D|_],
        D == V
    ->  G = G1
    ;   ord_subtract(Ns, Del, Ns1),
        G = [V-Ns1|G1]
    ),
    '$ugraphs_del_vertices'(G0, Del, Rest, G1).

% '$ugraphs_skip_below'(+Set, +X, -Rest): Rest is Set from its first
% element not below X.
'$ugraphs_skip_below'([], _, []).
'$ugraphs_skip_below'([Y|Ys], X, Rest) :-
    (   Y @< X
    ->  '$ugraphs_skip_below'(Ys, X, Rest)
    ;   Rest = [Y|Ys]
    ).

%   add_edges(+Graph, +Edges, -NewGraph): NewGraph is Graph with the edges
%   of Edges, a list of From-To pairs, and their end vertices added.
add_edges(Graph, Edges, NewGraph) :-
    vertices_edges_to_ugraph([], Edges, Added),
    ugraph_union(Graph, Added, NewGraph).

%   del_edges(+Graph, +Edges, -NewGraph): NewGraph is Graph without the
%   edges of Edges, a list of From-To pairs.  No vertex is deleted; edges
%   that are not in Graph are ignored.
del_edges(Graph, Edges, NewGraph) :-
    vertices_edges_to_ugraph([], Edges, Deleted),
    '$ugraphs_subtract'(Graph, Deleted, NewGraph).

'$ugraphs_subtract'([], _, []).
'$ugraphs_subtract'([V-Ns|G0], Del0, [V-Ns1|G]) :-
    '$ugraphs_skip_below_key'(Del0, V, Del),
    (   Del = [W-DNs|_],
        W == V
    ->  ord_subtract(Ns, DNs, Ns1)
    ;   Ns1 = Ns
    ),
    '$ugraphs_subtract'(G0, Del, G).

'$ugraphs_skip_below_key'([], _, []).
'$ugraphs_skip_below_key'([W-Ns|G], V, Rest) :-
    (   W @< V
    ->  '$ugraphs_skip_below_key'(G, V, Rest)
    ;   Rest = [W-Ns|G]
    ).

%   ugraph_union(+Graph1, +Graph2, -NewGraph): NewGraph has the vertices
%   and the edges of both graphs.
ugraph_union(Graph1, Graph2, NewGraph) :-
    '$ugraphs_union'(Graph2, Graph1, NewGraph).

% Indexed on the second graph, the first of the two being walked here.
'$ugraphs_union'([], G1, G1).
'$ugraphs_union'([V2-Ns2|G2], G1, G) :-
    '$ugraphs_union_'(G1, V2, Ns2, G2, G).

'$ugraphs_union_'([], V2, Ns2, G2, [V2-Ns2|G2]).
'$ugraphs_union_'([V1-Ns1|G1], V2, Ns2, G2, G) :-
    compare(O, V1, V2),
    '$ugraphs_union_'(O, V1, Ns1, G1, V2, Ns2, G2, G).

'$ugraphs_union_'(<, V1, Ns1, G1, V2, Ns2, G2, [V1-Ns1|G]) :-
    '$ugraphs_union_'(G1, V2, Ns2, G2, G).
'$ugraphs_union_'(=, V1, Ns1, G1, _, Ns2, G2, [V1-Ns|G]) :-
    ord_union(Ns1, Ns2, Ns),
    '$ugraphs_union'(G2, G1, G).
'$ugraphs_union_'(>, V1, Ns1, G1, V2, Ns2, G2, [V2-Ns2|G]) :-
    '$ugraphs_union'(G2, [V1-Ns1|G1], G).

%   edges(+Graph, -Edges): Edges lists the edges of Graph as From-To
%   pairs, in the standard order.
edges([], []).
edges([V-Ns|G], Es) :-
    '$ugraphs_edges'(Ns, V, Es, Es1),
    edges(G, Es1).

'$ugraphs_edges'([], _, Es, Es).
'$ugraphs_edges'([N|Ns], V, [V-N|Es0], Es) :-
    '$ugraphs_edges'(Ns, V, Es0, Es).

%   transpose_ugraph(+Graph, -NewGraph): NewGraph has the vertices of
%   Graph and an edge To-From for each edge From-To of Graph.
transpose_ugraph(Graph, NewGraph) :-
    vertices(Graph, Vs),
    '$ugraphs_reversed_edges'(Graph, Es),
    vertices_edges_to_ugraph(Vs, Es, NewGraph).

'$ugraphs_reversed_edges'([], []).
'$ugraphs_reversed_edges'([V-Ns|G], Es) :-
    '$ugraphs_reversed'(Ns, V, Es, Es1),
    '$ugraphs_reversed_edges'(G, Es1).

'$ugraphs_reversed'([], _, Es, Es).
'$ugraphs_reversed'([N|Ns], V, [N-V|Es0], Es) :-
    '$ugraphs_reversed'(Ns, V, Es0, Es).

%   neighbours(+Vertex, +Graph, -Neighbours): Neighbours is the list
%   paired with Vertex in Graph (the first pair, compared with ==/2).
%   Fails if Vertex is not a vertex of Graph.
neighbours(Vertex, [V-Ns0|G], Ns) :-
    (   V == Vertex
    ->  Ns = Ns0
    ;   neighbours(Vertex, G, Ns)
    ).

%   neighbors(+Vertex, +Graph, -Neighbours): the same as neighbours/3.
neighbors(Vertex, Graph, Ns) :-
    neighbours(Vertex, Graph, Ns).

%   complement(+Graph, -NewGraph): NewGraph has the vertices of Graph and
%   an edge between two different vertices where Graph has none.
complement(Graph, NewGraph) :-
    vertices(Graph, Vs),
    '$ugraphs_complement'(Graph, Vs, NewGraph).

'$ugraphs_complement'([], _, []).
'$ugraphs_complement'([V-Ns|G0], Vs, [V-Cs|G]) :-
    ord_subtract(Vs, Ns, Cs0),
    ord_del_element(Cs0, V, Cs),
    '$ugraphs_complement'(G0, Vs, G).

%   compose(+Graph1, +Graph2, -NewGraph): NewGraph has the vertices of
%   both graphs and an edge V-W wherever Graph1 has an edge V-U and
%   Graph2 an edge U-W.
compose(G1, G2, G) :-
    '$ugraphs_compose'(G1, G2, G2, G).

% '$ugraphs_compose'(+G1, +Rest2, +G2, -G): Rest2 is what is left of G2's
% vertices to merge in; G2 the whole of it, to look neighbours up.
'$ugraphs_compose'([], Rest2, _, G) :-
    '$ugraphs_unconnected'(Rest2, G).
'$ugraphs_compose'([V-Ns|G1], Rest2, G2, G) :-
    '$ugraphs_compose_before'(Rest2, V, G, G0, Rest),
    '$ugraphs_successors'(Ns, G2, [], Ws),
    G0 = [V-Ws|G3],
    '$ugraphs_compose'(G1, Rest, G2, G3).

'$ugraphs_unconnected'([], []).
'$ugraphs_unconnected'([V-_|G0], [V-[]|G]) :-
    '$ugraphs_unconnected'(G0, G).

% '$ugraphs_compose_before'(+Rest2, +V, -G, ?G0, -Rest): G is the vertices
% of Rest2 below V, without edges, followed by G0; Rest what is left after
% them and after V itself.
'$ugraphs_compose_before'([], _, G, G, []).
'$ugraphs_compose_before'([W-Ns|Rest2], V, G, G0, Rest) :-
    compare(O, W, V),
    (   O == (<)
    ->  G = [W-[]|G1],
        '$ugraphs_compose_before'(Rest2, V, G1, G0, Rest)
    ;   O == (=)
    ->  G = G0,
        Rest = Rest2
    ;   G = G0,
        Rest = [W-Ns|Rest2]
    ).

% '$ugraphs_successors'(+Vertices, +Graph, +Set0, -Set): Set is Set0 with
% the neighbours in Graph of each of the sorted Vertices; Graph is walked
% once along with them.
'$ugraphs_successors'([], _, S, S).
'$ugraphs_successors'([U|Us], G0, S0, S) :-
    '$ugraphs_skip_below_key'(G0, U, G),
    (   G = [W-Ns|_],
        W == U
    ->  ord_union(S0, Ns, S1)
    ;   S1 = S0
    ),
    '$ugraphs_successors'(Us, G, S1, S).

%   transitive_closure(+Graph, -Closure): Closure has the vertices of
%   Graph and an edge V-W wherever Graph has a path of one or more edges
%   from V to W (V-V when V is on a cycle).  Warshall's algorithm.
transitive_closure(Graph, Closure) :-
    '$ugraphs_warshall'(Graph, Graph, Closure).

'$ugraphs_warshall'([], G, G).
'$ugraphs_warshall'([V-_|Vs], G0, G) :-
    neighbours(V, G0, Ns),
    '$ugraphs_through'(G0, V, Ns, G1),
    '$ugraphs_warshall'(Vs, G1, G).

% '$ugraphs_through'(+G0, +V, +VNs, -G): each vertex with an edge to V
% gets V's neighbours VNs too.
'$ugraphs_through'([], _, _, []).
'$ugraphs_through'([W-Ns|G0], V, VNs, [W-Ns1|G]) :-
    (   ord_memberchk(V, Ns)
    ->  ord_union(Ns, VNs, Ns1)
    ;   Ns1 = Ns
    ),
    '$ugraphs_through'(G0, V, VNs, G).

%   reachable(+Vertex, +Graph, -Vertices): Vertices is the ordered set of
%   the vertices reachable from Vertex in Graph, Vertex among them.
%   Fails if Vertex, or a vertex reached, is not a vertex of Graph.
reachable(Vertex, Graph, Vertices) :-
    '$ugraphs_reach'([Vertex], Graph, [Vertex], Vertices).

% '$ugraphs_reach'(+ToVisit, +Graph, +Seen0, -Seen)
'$ugraphs_reach'([], _, Seen, Seen).
'$ugraphs_reach'([V|Vs], Graph, Seen0, Seen) :-
    neighbours(V, Graph, Ns),
    ord_subtract(Ns, Seen0, New),
    ord_union(Seen0, New, Seen1),
    append(New, Vs, ToVisit),
    '$ugraphs_reach'(ToVisit, Graph, Seen1, Seen).

%   top_sort(+Graph, -Sorted): Sorted lists the vertices of Graph so that
%   each comes before the vertices its edges go to; fails if Graph has a
%   cycle or an edge to a vertex it does not list.  The order is
%   SWI-Prolog's: vertices with no edges in are kept on a stack, initially
%   in the order of the graph, the first on top; the top one is taken
%   next, and the neighbours it leaves with no edges in from vertices not
%   yet taken are pushed in the order of its neighbour list.
top_sort(Graph, Sorted) :-
    top_sort(Graph, [], Sorted).

%   top_sort(+Graph, ?Tail, -Sorted): Sorted is the vertices in the order
%   of top_sort/2 followed by Tail.  (SWI-Prolog documents the arguments
%   as (+Graph, -Sorted, ?Tail) but behaves as here.)
top_sort(Graph, Tail, Sorted) :-
    '$ugraphs_kahn_start'(Graph, Succ, Count0, Zeros, N),
    '$ugraphs_kahn'(Zeros, Succ, Count0, N, Sorted, Tail),
    !.      % no choice point, whatever the assoc operations leave

% '$ugraphs_kahn_start'(+Graph, -Succ, -InCount, -Zeros, -N): Succ and
% InCount are assocs from each vertex to its neighbours and to the number
% of edges into it; Zeros the vertices with none, in the graph's order; N
% the number of pairs of the graph.  Fails on an edge to a vertex that
% Graph does not list.
'$ugraphs_kahn_start'(Graph, Succ, Count, Zeros, N) :-
    empty_assoc(E),
    '$ugraphs_kahn_init'(Graph, E, Succ, E, Count0, 0, N),
    '$ugraphs_count_in'(Graph, Count0, Count),
    '$ugraphs_zeros'(Graph, Count, Zeros).

'$ugraphs_kahn_init'([], S, S, C, C, N, N).
'$ugraphs_kahn_init'([V-Ns|G], S0, S, C0, C, N0, N) :-
    put_assoc(V, S0, Ns, S1),
    put_assoc(V, C0, 0, C1),
    N1 is N0 + 1,
    '$ugraphs_kahn_init'(G, S1, S, C1, C, N1, N).

'$ugraphs_count_in'([], C, C).
'$ugraphs_count_in'([_-Ns|G], C0, C) :-
    '$ugraphs_count_each'(Ns, C0, C1),
    '$ugraphs_count_in'(G, C1, C).

'$ugraphs_count_each'([], C, C).
'$ugraphs_count_each'([V|Vs], C0, C) :-
    get_assoc(V, C0, K0),
    K is K0 + 1,
    put_assoc(V, C0, K, C1),
    '$ugraphs_count_each'(Vs, C1, C).

'$ugraphs_zeros'([], _, []).
'$ugraphs_zeros'([V-_|G], C, Zs) :-
    (   get_assoc(V, C, 0)
    ->  Zs = [V|Zs1]
    ;   Zs = Zs1
    ),
    '$ugraphs_zeros'(G, C, Zs1).

% '$ugraphs_kahn'(+Stack, +Succ, +InCount, +Left, -Sorted, ?Tail): Left
% vertices are still to be taken; none is left on the stack when the rest
% lie on a cycle, and then this fails.
'$ugraphs_kahn'([], _, _, 0, Tail, Tail).
'$ugraphs_kahn'([V|Stack0], Succ, C0, N0, [V|Sorted], Tail) :-
    get_assoc(V, Succ, Ns),
    '$ugraphs_release'(Ns, C0, C, Stack0, Stack),
    N is N0 - 1,
    '$ugraphs_kahn'(Stack, Succ, C, N, Sorted, Tail).

% '$ugraphs_release'(+Vertices, +C0, -C, +Free0, -Free): one edge less
% into each of Vertices; those left with none are pushed on Free0.
'$ugraphs_release'([], C, C, Free, Free).
'$ugraphs_release'([V|Vs], C0, C, Free0, Free) :-
    get_assoc(V, C0, K0),
    K is K0 - 1,
    put_assoc(V, C0, K, C1),
    (   K =:= 0
    ->  Free1 = [V|Free0]
    ;   Free1 = Free0
    ),
    '$ugraphs_release'(Vs, C1, C, Free1, Free).

%   ugraph_layers(+Graph, -Layers): Layers is a list of ordered sets of
%   vertices, together all those of Graph: the first holds the vertices
%   with no edges in, each next one the vertices whose edges in all come
%   from earlier layers.  Fails as top_sort/2 does.
ugraph_layers(Graph, Layers) :-
    '$ugraphs_kahn_start'(Graph, Succ, Count, Zeros, N),
    sort(Zeros, Layer),
    '$ugraphs_layers'(Layer, Succ, Count, N, Layers),
    !.      % as in top_sort/3

'$ugraphs_layers'([], _, _, 0, []).
'$ugraphs_layers'([V|Vs], Succ, C0, N0, [[V|Vs]|Layers]) :-
    '$ugraphs_release_layer'([V|Vs], Succ, C0, C, [], Free, N0, N),
    sort(Free, Next),
    '$ugraphs_layers'(Next, Succ, C, N, Layers).

'$ugraphs_release_layer'([], _, C, C, Free, Free, N, N).
'$ugraphs_release_layer'([V|Vs], Succ, C0, C, Free0, Free, N0, N) :-
    get_assoc(V, Succ, Ns),
    '$ugraphs_release'(Ns, C0, C1, Free0, Free1),
    N1 is N0 - 1,
    '$ugraphs_release_layer'(Vs, Succ, C1, C, Free1, Free, N1, N).

%   connect_ugraph(+Graph, -Start, -NewGraph): NewGraph is Graph with a
%   new first vertex Start with an edge to every vertex of Graph.  Start
%   is the first vertex less 1 if that is a number, else 0 (below all
%   atoms, strings and compound terms).  An empty Graph is left as it is,
%   with Start 0.  Raises an instantiation error if the first vertex is a
%   variable.
connect_ugraph([], 0, []).
connect_ugraph([V-Ns|G], Start, [Start-Vs, V-Ns|G]) :-
    '$ugraphs_before'(V, Start),
    vertices([V-Ns|G], Vs).

'$ugraphs_before'(V, Before) :-
    (   var(V)
    ->  throw(error(instantiation_error, context(connect_ugraph/3, _)))
    ;   number(V)
    ->  Before is V - 1
    ;   Before = 0
    ).
