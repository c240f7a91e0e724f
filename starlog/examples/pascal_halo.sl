% Pascal's triangle (thesis Figure 4.2) with the haloing distribute
% statements of Figure 4.7: every halo_size(N) rows a task copies the last
% N columns of its slice to the next task, which recomputes them (a halo
% one column narrower each row) instead of receiving each row's last
% column. Repaired: the slice width is computed from the tasks there are
% (Figure 4.7 fixes slice_width(1000)); statement C of the figure keeps
% only tuples with R \= C, but a diagonal tuple that a task derives inside
% its halo is needed there (by the next rows' halo columns), so C keeps
% those too (kea-starlog --check finds the tuples the figure's version
% loses).
stratify pascal(R,_,_) by [R,pascal].

type rows(int).
type pascal(int,int,int).
type halo_size(int).

rows(20) <-- true.
pascal(0,0,1) <-- true.
pascal(I,0,1) <-- pascal(J,0,1), rows(Nn), I is J+1, Nn > I.
pascal(I,I,1) <-- pascal(J,J,1), rows(Nn), I is J+1, Nn > I.
pascal(R+1,C,N1+N2) <-- pascal(R,C,N1), rows(Nn), R+1 < Nn, pascal(R,C-1,N2).

% Width of the slices: the columns of rows(R) divided among the tasks.
% (a halo wider than a slice would reach past the previous task)

% Width of the halo region.
halo_size(10) <-- true.

% A) Divide the triangle into slices: the first number of each column.
distribute pascal(C,C,_) to T using
  rows(R), num_tasks(NT), Sw is max(1, (R + NT - 1) // NT), T is C // Sw.

% B) Copy a part of the row to the next task every halo_size(N) rows.
distribute pascal(R,C,_) to T+1 using
  rows(Rows), num_tasks(NT), Sw is max(1, (Rows + NT - 1) // NT),
  halo_size(N), curr_task(T), R rem N = 0,
  range((T+1)*Sw - N, (T+1)*Sw, C), tasks(T+1).

% C) Keep every other tuple on the task that computed it (the figure:
% `R > 0, R \= C, curr_task(T)`).
distribute pascal(R,_,_) to T using
  R > 0, curr_task(T).
