use_module(library(ugraphs)).
vertices_edges_to_ugraph([], [1-3,2-4,4-5,1-5], G).
vertices_edges_to_ugraph([6,7,8], [1-3,2-4,4-5,1-5], G).
vertices_edges_to_ugraph([c,a,a], [b-a,b-a,a-a,d-c], G).
catch(vertices_edges_to_ugraph([], _, G), error(E,_), true).
catch(vertices_edges_to_ugraph([], foo, G), error(E,_), true).
vertices_edges_to_ugraph([], [a], G).
vertices([1-[3,5],2-[4],3-[],4-[5],5-[]], L).
edges([1-[1,3,5],2-[4],3-[],4-[5],5-[]], L).
add_vertices([1-[3,5],2-[]], [0,1,2,9], NG).
add_vertices([], [b,a,b], NG).
del_vertices([1-[3,5],2-[4],3-[],4-[5],5-[],6-[],7-[2,6],8-[]], [2,1], NL).
del_vertices([1-[2],2-[1,3],3-[]], [3,2,9], NL).
add_edges([1-[3,5],2-[4],3-[],4-[5],5-[],6-[],7-[],8-[]], [1-6,2-3,3-2,5-7,3-2,4-5], NL).
catch(add_edges([a-[]], _, NL), error(E,_), true).
del_edges([1-[3,5],2-[4],3-[],4-[5],5-[],6-[],7-[],8-[]], [1-6,2-3,3-2,5-7,3-2,4-5,1-3], NL).
transpose_ugraph([1-[3,5],2-[4],3-[],4-[5],5-[],6-[],7-[],8-[]], NL).
transpose_ugraph([a-[a,b],b-[]], T), transpose_ugraph(T, T2).
neighbours(4, [1-[3,5],2-[4],3-[],4-[1,2,7,5],5-[],6-[],7-[],8-[]], NL).
neighbors(2, [1-[3,5],2-[4]], NL).
neighbours(9, [1-[3,5],2-[4]], NL).
complement([1-[1,3],2-[],3-[1,2],4-[]], C).
compose([1-[2],2-[3]], [2-[4],3-[1,2,4]], L).
compose([a-[b],z-[]], [b-[c],c-[a]], L).
top_sort([1-[2],2-[3],3-[]], L).
top_sort([1-[2,3,4],2-[5],3-[5],4-[5],5-[],6-[5]], L).
top_sort([a-[b,c],b-[d],c-[d],d-[],e-[]], L).
top_sort([1-[2],2-[1],3-[]], L).
top_sort([a-[a]], L).
top_sort([1-[2]], L).
top_sort([], L).
top_sort([1-[4],2-[3],3-[],4-[]], [end], L).
transitive_closure([1-[2,3],2-[4,5],4-[6]], L).
transitive_closure([1-[2],2-[1],3-[]], L).
reachable(1, [1-[3,5],2-[4],3-[],4-[5],5-[]], V).
reachable(4, [1-[2],2-[3],3-[1],4-[1]], V).
ugraph_union([1-[2],2-[3]], [2-[4],3-[1,2,4]], L).
connect_ugraph([5-[6],6-[]], S, G).
connect_ugraph([a-[b],b-[]], S, G), top_sort(G, L).
connect_ugraph([], S, G).
catch(connect_ugraph([_-[]], S, G), error(E,_), true).
