% Non-tail recursion 10,000,000 deep: the length of a 10M-element list by
% a recursion that adds after the recursive call, and a recursive count.
% The stacks must grow to hold 10M frames; nothing may overflow.
% SWI-Prolog's default 1 GB stack limit is too small for this; a system
% without the stack_limit flag ignores the directive.

:- catch(set_prolog_flag(stack_limit, 4000000000), _, true).

mk(0, L) :- !, L = [].
mk(N, [N|T]) :- N1 is N - 1, mk(N1, T).

len([], 0).
len([_|T], N) :- len(T, N0), N is N0 + 1.

count(0, 0) :- !.
count(N, C) :- N1 is N - 1, count(N1, C0), C is C0 + 1.

main :-
    mk(10000000, L),
    len(L, N),
    write(length(N)), nl,
    count(10000000, C),
    write(count(C)), nl.
