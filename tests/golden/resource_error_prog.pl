% Unbounded recursion ends in a resource error that catch/3 can handle,
% not in a crash: frames (non-tail recursion), the heap (a growing term in
% a tail-recursive loop) and choice points. The resource names are
% implementation-defined, so only resource_error is printed. After each
% overflow the stacks are usable again. A 200 MB limit keeps SWI-Prolog
% quick; a system without the stack_limit flag ignores the directive.

:- catch(set_prolog_flag(stack_limit, 200000000), _, true).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

frames(N) :- N1 is N + 1, frames(N1), true.

heap(L) :- heap([x|L]).

choices :- mem(_, [a, b]), choices.

overflow(Name, Goal) :-
    catch(Goal, error(E, _), true),
    (   nonvar(E), E = resource_error(_)
    ->  write(Name: resource_error)
    ;   write(Name: unexpected(E))
    ),
    nl.

count(0, 0) :- !.
count(N, C) :- N1 is N - 1, count(N1, C0), C is C0 + 1.

main :-
    overflow(frames, frames(0)),
    overflow(heap, heap([])),
    overflow(choices, choices),
    overflow(frames_again, frames(0)),
    count(100000, C),
    write(after(C)), nl.
