% Pascal (Figure 4.2) with the second distribute statement as Figure 4.6
% prints it: `pascal(C,C,_)` sends only the diagonal to the next task, not
% the last column that task needs. kea-starlog --check must report the loss.
stratify pascal(R,_,_) by [R,pascal].

type rows(int).
type pascal(int,int,int).

rows(20) <-- true.

pascal(0,0,1) <-- true.

pascal(I,0,1) <--
  pascal(J,0,1),
  rows(Nn),
  I is J+1,
  Nn > I.

pascal(I,I,1) <--
  pascal(J,J,1),
  rows(Nn),
  I is J+1,
  Nn > I.

pascal(R+1,C,N1+N2) <--
  pascal(R,C,N1),
  rows(Nn),
  R+1 < Nn,
  pascal(R,C-1,N2).


distribute pascal(_,C,_) to T using
  rows(R), num_tasks(N), Sw is max(1, (R + N - 1) // N), T is C // Sw.

distribute pascal(C,C,_) to T+1 using
  rows(R), num_tasks(N), Sw is max(1, (R + N - 1) // N),
  C rem Sw = Sw - 1, curr_task(T), tasks(T+1).
