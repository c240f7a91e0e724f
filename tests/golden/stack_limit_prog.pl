% The stack_limit flag: read, lowered, exceeded (a resource error the
% program catches), and the computation that failed then runs again once
% the limit is raised. Only the error's name is printed (stack_overflow
% tests the whole formal).
grow(L, [x|L]).

loop(N, L) :-
    N > 0, !,
    grow(L, L1),
    N1 is N - 1,
    loop(N1, L1).
loop(_, _).

main :-
    current_prolog_flag(stack_limit, Default),
    writeln(default(Default)),
    set_prolog_flag(stack_limit, 10000000),
    current_prolog_flag(stack_limit, Low),
    writeln(lowered(Low)),
    catch(loop(10000000, []), error(E, _), true),
    functor(E, Name, _),
    writeln(caught(Name)),
    catch(set_prolog_flag(stack_limit, foo), error(T, _), true),
    writeln(T),
    set_prolog_flag(stack_limit, Default),
    loop(1000000, []),
    writeln(done).
