% Transitive closure (thesis Figure 3.3): all paths between two nodes of a
% directed graph. path(X,Y,T) is the path from X to Y found at iteration T;
% the edges are the paths of iteration 0.
% Repaired: `stratify path(_,,T)` lost an underscore, and `not (G, H)` with a
% space is not Prolog syntax for not((G, H)).
type path(int,int,int).
stratify path(_,_,T) by [T].

path(1,2,0) <-- true.
path(2,3,0) <-- true.
path(3,4,0) <-- true.
path(4,5,0) <-- true.
path(5,2,0) <-- true.

% Join two known paths; keep the pair only if no earlier path joins X to Y.
path(X,Y,T+1) <--
  path(X,Z,T),
  path(Z,Y,T2),
  T >= T2,
  not((path(X,Y,T3), T >= T3)).
