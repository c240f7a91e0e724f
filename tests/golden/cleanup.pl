setup_call_cleanup(true, true, writeln(c1)).
setup_call_cleanup(true, fail, writeln(c2)).
catch(setup_call_cleanup(true, throw(x), writeln(c3)), E, (writeln(caught(E)))).
setup_call_catcher_cleanup(true, member(X, [1,2,3]), C, writeln(catcher(C))), X == 2, !.
setup_call_catcher_cleanup(true, true, C, writeln(catcher(C))).
setup_call_catcher_cleanup(true, fail, C, writeln(catcher(C))).
catch(setup_call_catcher_cleanup(true, throw(oops), C, writeln(catcher(C))), oops, writeln(caught)).
once(setup_call_catcher_cleanup(true, member(X, [a,b]), C, writeln(catcher(C)))).
setup_call_catcher_cleanup(true, member(X, [a,b]), C, writeln(catcher(C))), X == b.
findall(X, setup_call_catcher_cleanup(true, member(X, [a,b]), C, writeln(catcher(C))), L).
\+ setup_call_catcher_cleanup(true, member(X, [a,b]), C, writeln(catcher(C))).
( setup_call_catcher_cleanup(true, member(X, [a,b]), C, writeln(catcher(C))) -> writeln(then(X)) ; true ).
setup_call_cleanup(true, setup_call_cleanup(true, member(X, [1,2]), writeln(inner)), writeln(outer)), !.
setup_call_cleanup(true, true, fail), writeln(after_failing_cleanup).
call_cleanup(true, writeln(cc)).
call_cleanup(member(X, [1,2]), writeln(cc2)), X == 2.
setup_call_cleanup(X = 1, true, writeln(x(X))).
setup_call_cleanup(fail, writeln(never), writeln(never)).
setup_call_cleanup(member(S, [s1, s2]), writeln(goal(S)), writeln(cleanup(S))).
catch(setup_call_cleanup(true, G, true), E, true).
catch(setup_call_cleanup(true, true, 1), E, true).
catch((setup_call_cleanup(true, (X = 1 ; X = 2), throw(in_cleanup)), !), E, true).
catch(setup_call_cleanup(true, true, throw(at_exit)), E, true).
catch(setup_call_cleanup(true, fail, throw(at_fail)), E, true).
catch(setup_call_cleanup(true, throw(first), throw(second)), E, true).
forall(between(1, 100000, I), setup_call_cleanup(true, true, true)), writeln(loop_done).
setup_call_catcher_cleanup(true, between(1, inf, N), C, writeln(catcher(C))), N >= 3, !.
