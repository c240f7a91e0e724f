% The hooks of attributed variables bound before fail/0 run before it
% fails, as before any call (SWI-Prolog runs them there too).
p(1).
main :-
  freeze(V, writeln(ran1)), (V = 1, fail ; true),
  freeze(V2, writeln(ran2)), (V2 = 1, true, fail ; true),
  freeze(V3, writeln(ran3)), findall(x, (V3 = 1, fail), _),
  freeze(V4, writeln(ran4)), (p(V4), fail ; true),
  freeze(V5, writeln(ran5)), (V5 = 1, false ; true),
  freeze(V6, (writeln(ran6), fail)), (V6 = 1 -> writeln(no) ; writeln(yes6)),
  writeln(end).
