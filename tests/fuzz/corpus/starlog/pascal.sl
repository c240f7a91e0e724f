% Pascal's triangle (thesis Figure 4.2, with the distribute statements of
% Figure 4.6, repaired below). pascal(R,C,N): N is the binomial coefficient C(R,C).
% rows(X) is the number of rows (override with -D 'rows(200)'); the values
% are arbitrary-precision integers.
stratify pascal(R,_,_) by [R,pascal].

type rows(int).
type pascal(int,int,int).

% Number of rows to generate.
rows(20) <-- true.

pascal(0,0,1) <-- true.

% Rule 1: a 1 as the first element in any row.
pascal(I,0,1) <--
  pascal(J,0,1),
  rows(Nn),
  I is J+1,
  Nn > I.

% Rule 2: a 1 as the last element in any row.
pascal(I,I,1) <--
  pascal(J,J,1),
  rows(Nn),
  I is J+1,
  Nn > I.

% Rule 3: the sum of the two elements above.
pascal(R+1,C,N1+N2) <--
  pascal(R,C,N1),
  rows(Nn),
  R+1 < Nn,
  pascal(R,C-1,N2).

% Figure 4.6: slices of columns, no haloing. Repaired: the thesis fixes
% slice_width(1000), so only ceil(rows/1000) tasks have work and a task
% number past the last is computed for wide triangles; here the columns are
% divided among the tasks there are (the width is computed in the
% statements: a relation computed from num_tasks/1 would differ between a
% distributed and a sequential run). The second statement of the figure
% reads `distribute pascal(C,C,_)`: that sends only the diagonal, while the
% next slice needs the whole last column of this one (kea-starlog --check
% shows the tuples it loses: starlog/tests/programs/pascal_fig46_wrong.sl
% keeps that form); and it needs `tasks(T+1)` so that the last task sends
% nothing.

% Assign each column to a task
distribute pascal(_,C,_) to T using
  rows(R), num_tasks(N), Sw is max(1, (R + N - 1) // N), T is C // Sw.

% Send last column of slice to next task
distribute pascal(_,C,_) to T+1 using
  rows(R), num_tasks(N), Sw is max(1, (R + N - 1) // N),
  C rem Sw = Sw - 1, curr_task(T), tasks(T+1).
