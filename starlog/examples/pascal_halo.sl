% Pascal's triangle (thesis Figure 4.2) with the haloing distribute
% statements of Figure 4.7 (parsed and validated, not executed yet).
stratify pascal(R,_,_) by [R,pascal].

type rows(int).
type pascal(int,int,int).
type slice_width(int).
type halo_size(int).

rows(20) <-- true.
pascal(0,0,1) <-- true.
pascal(I,0,1) <-- pascal(J,0,1), rows(Nn), I is J+1, Nn > I.
pascal(I,I,1) <-- pascal(J,J,1), rows(Nn), I is J+1, Nn > I.
pascal(R+1,C,N1+N2) <-- pascal(R,C,N1), rows(Nn), R+1 < Nn, pascal(R,C-1,N2).

% Width of slice allocated to each task
slice_width(1000) <-- true.

% Width of the halo region.
halo_size(10) <-- true.

% A) Divide the triangle into slices: the first number of each column.
distribute pascal(C,C,_) to T using
  slice_width(Sw), T is C // Sw.

% B) Copy a part of the row to the next task every halo_size(N) rows.
distribute pascal(R,C,_) to T+1 using
  slice_width(Sw), halo_size(N), curr_task(T), R rem N = 0,
  range((T+1)*Sw - N, (T+1)*Sw, C), tasks(T+1).

% C) Keep every other tuple on the task that computed it.
distribute pascal(R,C,_) to T using
  R > 0, R \= C, curr_task(T).
