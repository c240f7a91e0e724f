% Train routes: which cities a traveller reaches from each city, and in
% how few hops. reach(From, To, H) holds at stratum H, so a city is
% reached at its fewest hops and never again later.
type link(atom, atom).
type reach(atom, atom, int).
stratify reach(_, _, H) by [H].

link(amsterdam, berlin) <-- true.
link(berlin, prague) <-- true.
link(prague, vienna) <-- true.
link(vienna, berlin) <-- true.
link(lisbon, madrid) <-- true.

reach(X, Y, 1) <-- link(X, Y), X \== Y.
reach(X, Z, H + 1) <--
  reach(X, Y, H),
  link(Y, Z),
  X \== Z,
  not((reach(X, Z, H2), H2 =< H)).
