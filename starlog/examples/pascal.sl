% Pascal's triangle (thesis Figure 4.2, with the distribute statements of
% Figure 4.6). pascal(R,C,N): N is the binomial coefficient C(R,C).
% rows(X) is the number of rows (override with -D 'rows(200)'); the values
% are arbitrary-precision integers.
stratify pascal(R,_,_) by [R,pascal].

type rows(int).
type pascal(int,int,int).
type slice_width(int).

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

% Figure 4.6: slices of 1,000 columns, no haloing (parsed and validated;
% distributed evaluation is not implemented yet).
slice_width(1000) <-- true.

% Assign each column to a task
distribute pascal(_,C,_) to T using
  slice_width(Sw), T is C // Sw.

% Send last column of slice to next task
distribute pascal(C,C,_) to T+1 using
  slice_width(Sw), C rem Sw = Sw - 1, curr_task(T).
