% --stack-limit=20m (stack_overflow.args): a recursion that never ends
% exhausts the local stack, a long list the global stack (the heap); both
% are resource_error(stack), as in SWI-Prolog 9, which the program
% catches, and the same computations then run within the limit. Only the
% formal is printed: SWI-Prolog gives the sizes as a dict, Kea as
% stack_overflow([stack_limit(KB), localused(KB), globalused(KB),
% trailused(KB)]).
down(N) :- N1 is N + 1, down(N1), true.

count(0) :- !.
count(N) :- N1 is N - 1, count(N1), true.

main :-
    current_prolog_flag(stack_limit, L),
    writeln(limit(L)),
    catch(down(0), error(E1, _), true),
    writeln(local(E1)),
    catch((length(L2, 5000000), L2 = [_|_]), error(E2, _), true),
    writeln(global(E2)),
    count(10000),
    numlist(1, 10000, Xs),
    sum_list(Xs, S),
    writeln(after(S)).
