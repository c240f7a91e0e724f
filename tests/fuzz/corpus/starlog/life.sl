% Conway's Game of Life on a torus (thesis Figure 7.2, with the slices
% distribute statements of Figure 7.9). cell(X,Y,V,T): cell (X,Y) is alive
% (V = 1) or dead (V = 0) in generation T. board_size(Width,Height,Gens).
% Repaired: the five cell rules lost their head `cell(X,Y,V,T) <--`; `type
% cell` listed five types for four arguments; `stratify cell(____,T)` lost
% its underscores; the program had no initial generation (added: alive/2
% facts, here a glider and an R-pentomino). Override with -D, e.g.
%   kea-starlog life.sl -D 'board_size(64,64,100)' -D 'alive(1,0)' ...
stratify cell(_,_,_,T) by [T,cell].
stratify neighbours(_,_,_,T) by [T,neighbours].
stratify cell << neighbours.
type cell(int,int,int,int).
type neighbours(int,int,int,int).
type board_size(int, int, int).
type alive(int, int).

board_size(40, 20, 200) :- true.

% Generation 0: a glider near the top left, an R-pentomino in the middle.
alive(1,0).  alive(2,1).  alive(0,2).  alive(1,2).  alive(2,2).
alive(21,9). alive(22,9). alive(20,10). alive(21,10). alive(21,11).

cell(X,Y,1,0) <-- alive(X,Y).
cell(X,Y,0,0) <--
  board_size(Width, Height, _),
  range(0,Width,X), range(0,Height,Y),
  not(alive(X,Y)).

% count alive neighbours
neighbours(X,Y,N,T) <--
  cell(X,Y,V,T),
  board_size(Width, Height, Gens),
  X >= 0, Y >= 0, X < Width, Y < Height,
  cell((X-1) mod Width,(Y-1) mod Height,N1,T),
  cell((X-1) mod Width,Y,N2,T),
  cell((X-1) mod Width,(Y+1) mod Height,N3,T),
  cell(X,(Y-1) mod Height,N4,T),
  cell(X,(Y+1) mod Height,N5,T),
  cell((X+1) mod Width,(Y-1) mod Height,N6,T),
  cell((X+1) mod Width,Y,N7,T),
  cell((X+1) mod Width,(Y+1) mod Height,N8,T),
  N is (N1+N2+N3+N4+N5+N6+N7+N8).

% Live cell with <2 neighbours dies
cell(X,Y,V,T) <-- cell(X,Y,1,PrevT), T is PrevT+1, board_size(Width, Height, Gens),
  T < Gens, neighbours(X,Y,N,PrevT), N < 2, V is 0.

% Live cell with 2,3 neighbours stays alive
cell(X,Y,V,T) <-- cell(X,Y,1,PrevT), T is PrevT+1, board_size(Width, Height, Gens),
  T < Gens, neighbours(X,Y,N,PrevT), N >= 2, N <= 3, V is 1.

% Live cell with >3 neighbours dies
cell(X,Y,V,T) <-- cell(X,Y,1,PrevT), T is PrevT+1, board_size(Width, Height, Gens),
  T < Gens, neighbours(X,Y,N,PrevT), N > 3, V is 0.

% Dead cell with 3 neighbours becomes alive
cell(X,Y,V,T) <-- cell(X,Y,0,PrevT), T is PrevT+1, board_size(Width, Height, Gens),
  T < Gens, neighbours(X,Y,N,PrevT), N = 3, V is 1.

% Dead cell with neighbours \= 3 is dead
cell(X,Y,V,T) <-- cell(X,Y,0,PrevT), T is PrevT+1, board_size(Width, Height, Gens),
  T < Gens, neighbours(X,Y,N,PrevT), N \= 3, V is 0.

% Figure 7.9: the slices layout. Each task computes a vertical slice of
% Width // num_tasks columns (the board's width must be a multiple of the
% number of tasks) and sends its edge columns to its neighbours every
% generation. life_halo.sl sends wider edges less often; life_bricks.sl
% and life_bricks_halo.sl divide the board into bricks.
% Initial cell locations.
distribute cell(X,Y,V,T) to Task using
  board_size(Width,Height,Gens), num_tasks(Tasks),
  SliceWidth is Width // Tasks, Task is X // SliceWidth.

% Send left edge to task on left.
distribute cell(X,Y,V,T) to Task using
  curr_task(ThisTask), board_size(Width,Height,Gens), num_tasks(Tasks),
  SliceWidth is Width // Tasks,
  X = ThisTask * SliceWidth,
  Task is (ThisTask-1) mod Tasks.

% Send right edge to task on right.
distribute cell(X,Y,V,T) to Task using
  curr_task(ThisTask), board_size(Width,Height,Gens), num_tasks(Tasks),
  SliceWidth is Width // Tasks,
  X = (ThisTask+1) * SliceWidth - 1,
  Task is (ThisTask+1) mod Tasks.
