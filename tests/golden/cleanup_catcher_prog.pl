% Cleanups with their catchers, as SWI-Prolog 9 runs them: a goal that
% exited with alternatives and is then abandoned by an exception gets
% external_exception(E); every cleanup of a cut runs, the first error wins;
% with_output_to/2 captures the output of the cleanups it cuts.
t1 :- catch(setup_call_cleanup(true, (member(X,[1,2]), X > 1, throw(oops)), writeln(c1(caught))), E, (print(E), nl)).
t2 :- catch((setup_call_cleanup(true, member(_,[1,2]), (write(catcher), nl)), throw(after)), E, (print(E), nl)).
t3 :- catch((setup_call_catcher_cleanup(true, member(_,[1,2]), C, (print(C), nl)), throw(after)), E, (print(E), nl)).
t4 :- catch(setup_call_catcher_cleanup(true, throw(inner), C, (print(C), nl)), E, (print(E), nl)).
t5 :- catch((setup_call_cleanup(true, member(_,[1,2]), throw(c1)), setup_call_cleanup(true, member(_,[1,2]), throw(c2)), !), E, (print(E),nl)).
t6 :- with_output_to(string(S), (setup_call_cleanup(true, member(X,[1,2]), write(cleanup)), write(X))), print(S), nl.

main :- t1, t2, t3, t4, ( t5 -> true ; true ), t6.
