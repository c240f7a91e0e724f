% Conway's Game of Life on a torus (thesis Figure 7.2, repaired as in
% life.sl: see there), with the distribute statements of Figure 7.10:
% the bricks layout. Figure 7.10 shows the cell locations and one of the
% six send rules (upper left); here are all six. A send rule picks the
% cells of this task's brick that a neighbouring brick's cells have as
% neighbours: the top (bottom) row's left or right half, plus the corner,
% for the bricks above (below), and the first (last) column for the bricks
% beside it. LocalX is a cell's column within its brick.
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


% The bricks layout: block_rows(R) rows of block_cols(C) bricks, R * C =
% num_tasks, odd rows shifted by half a brick (so a brick has six
% neighbours: left, right, two above, two below). board_layout(Row, Col,
% Task) numbers the bricks. The height must be a multiple of the rows and
% the width of twice the columns; rows are 2 when the number of tasks is
% even and at least 4, else 1 (with an odd number of rows above 1 the
% shifted rows would not alternate around the torus). These relations
% depend on num_tasks, so --check does not compare them.
type block_rows(int).
type block_cols(int).
type board_layout(int,int,int).
block_rows(R) <-- num_tasks(N), R is 1 + min(1, N // 4) * (1 - N mod 2).
block_cols(C) <-- num_tasks(N), block_rows(R), C is N // R.
board_layout(R, C, T) <-- block_rows(BR), block_cols(BC), range(0, BR, R), range(0, BC, C), T is R * BC + C.

% Cell locations - which cell is calculated by which task.
distribute cell(X,Y,V,T) to Task using
  board_size(BsWidth,BsHeight,Gens), block_rows(BlkRows), block_cols(BlkCols),
  BlkWidth is BsWidth // BlkCols, BlkHeight is BsHeight // BlkRows,
  BlkRow is Y // BlkHeight, RowFirstX is (BlkRow rem 2) * (BlkWidth // 2),
  BlkCol is ((X - RowFirstX) mod BsWidth) // BlkWidth,
  board_layout(BlkRow,BlkCol,Task).

% Send messages to upper left.
distribute cell(X,Y,V,T) to Task using
  curr_task(ThisTask), board_size(Width,Height,Gens),
  board_layout(BlkRow,BlkCol,ThisTask), block_rows(BlkRows), block_cols(BlkCols),
  BlkWidth is Width // BlkCols, BlkHeight is Height // BlkRows,
  RowFirstX is (BlkRow rem 2) * (BlkWidth // 2),
  LocalX is (X - RowFirstX) mod Width - BlkCol * BlkWidth,
  Y = BlkRow * BlkHeight,
  LocalX < BlkWidth // 2 + 1,
  RecvBlkRow is (BlkRow-1) mod BlkRows, RecvBlkCol is (BlkCol - ((BlkRow rem 2) + 1) rem 2) mod BlkCols,
  board_layout(RecvBlkRow,RecvBlkCol,Task).

% Send messages to upper right.
distribute cell(X,Y,V,T) to Task using
  curr_task(ThisTask), board_size(Width,Height,Gens),
  board_layout(BlkRow,BlkCol,ThisTask), block_rows(BlkRows), block_cols(BlkCols),
  BlkWidth is Width // BlkCols, BlkHeight is Height // BlkRows,
  RowFirstX is (BlkRow rem 2) * (BlkWidth // 2),
  LocalX is (X - RowFirstX) mod Width - BlkCol * BlkWidth,
  Y = BlkRow * BlkHeight,
  LocalX >= BlkWidth // 2 - 1,
  RecvBlkRow is (BlkRow-1) mod BlkRows, RecvBlkCol is (BlkCol + BlkRow rem 2) mod BlkCols,
  board_layout(RecvBlkRow,RecvBlkCol,Task).

% Send messages to lower left.
distribute cell(X,Y,V,T) to Task using
  curr_task(ThisTask), board_size(Width,Height,Gens),
  board_layout(BlkRow,BlkCol,ThisTask), block_rows(BlkRows), block_cols(BlkCols),
  BlkWidth is Width // BlkCols, BlkHeight is Height // BlkRows,
  RowFirstX is (BlkRow rem 2) * (BlkWidth // 2),
  LocalX is (X - RowFirstX) mod Width - BlkCol * BlkWidth,
  Y = (BlkRow+1) * BlkHeight - 1,
  LocalX < BlkWidth // 2 + 1,
  RecvBlkRow is (BlkRow+1) mod BlkRows, RecvBlkCol is (BlkCol - ((BlkRow rem 2) + 1) rem 2) mod BlkCols,
  board_layout(RecvBlkRow,RecvBlkCol,Task).

% Send messages to lower right.
distribute cell(X,Y,V,T) to Task using
  curr_task(ThisTask), board_size(Width,Height,Gens),
  board_layout(BlkRow,BlkCol,ThisTask), block_rows(BlkRows), block_cols(BlkCols),
  BlkWidth is Width // BlkCols, BlkHeight is Height // BlkRows,
  RowFirstX is (BlkRow rem 2) * (BlkWidth // 2),
  LocalX is (X - RowFirstX) mod Width - BlkCol * BlkWidth,
  Y = (BlkRow+1) * BlkHeight - 1,
  LocalX >= BlkWidth // 2 - 1,
  RecvBlkRow is (BlkRow+1) mod BlkRows, RecvBlkCol is (BlkCol + BlkRow rem 2) mod BlkCols,
  board_layout(RecvBlkRow,RecvBlkCol,Task).

% Send messages to left.
distribute cell(X,Y,V,T) to Task using
  curr_task(ThisTask), board_size(Width,Height,Gens),
  board_layout(BlkRow,BlkCol,ThisTask), block_rows(BlkRows), block_cols(BlkCols),
  BlkWidth is Width // BlkCols, BlkHeight is Height // BlkRows,
  RowFirstX is (BlkRow rem 2) * (BlkWidth // 2),
  LocalX is (X - RowFirstX) mod Width - BlkCol * BlkWidth,
  Y >= BlkRow * BlkHeight,
  LocalX = 0,
  RecvBlkRow is BlkRow, RecvBlkCol is (BlkCol-1) mod BlkCols,
  board_layout(RecvBlkRow,RecvBlkCol,Task).

% Send messages to right.
distribute cell(X,Y,V,T) to Task using
  curr_task(ThisTask), board_size(Width,Height,Gens),
  board_layout(BlkRow,BlkCol,ThisTask), block_rows(BlkRows), block_cols(BlkCols),
  BlkWidth is Width // BlkCols, BlkHeight is Height // BlkRows,
  RowFirstX is (BlkRow rem 2) * (BlkWidth // 2),
  LocalX is (X - RowFirstX) mod Width - BlkCol * BlkWidth,
  Y >= BlkRow * BlkHeight,
  LocalX = BlkWidth - 1,
  RecvBlkRow is BlkRow, RecvBlkCol is (BlkCol+1) mod BlkCols,
  board_layout(RecvBlkRow,RecvBlkCol,Task).
