% call_with_inference_limit/3: a goal that ends within its limit gives !
% (no alternatives left) or true (some left); one that does not is stopped
% with inference_limit_exceeded; failure and other exceptions go through;
% calls nest and the innermost one takes the exception; the limit counts
% over all of a goal's solutions; bad limits are the ISO errors; each
% thread has its own limits. The limits here are far from the counts, so
% the output does not depend on how a system counts inferences.

loop :- loop.

catching_loop :- catch(throw(x), x, true), catching_loop.

nat(0).
nat(N) :- nat(N0), N is N0 + 1.

m(X, [X|_]).
m(X, [_|T]) :- m(X, T).

loop_n(0) :- !.
loop_n(N) :- N1 is N - 1, loop_n(N1).

count(N, N) :- N >= 100000, !.
count(N0, N) :- N1 is N0 + 1, count(N1, N).

show(Name, Goal) :-
    catch(( Goal -> Out = Goal ; Out = failed ), error(E, _), Out = error(E)),
    \+ \+ ( numbervars(Out, 0, _), print(Name = Out), nl ).

main :-
    show(det, call_with_inference_limit(true, 1000, _)),
    show(det_work, call_with_inference_limit(count(0, _), 1000000, _)),
    show(nondet, call_with_inference_limit(m(_, [a, b, c]), 1000, _)),
    show(all, findall(X-R, call_with_inference_limit(m(X, [a, b, c]), 1000, R), _)),
    show(stopped, call_with_inference_limit(loop, 1000, _)),
    show(stopped_work, call_with_inference_limit(count(0, _), 1000, _)),
    show(failure, call_with_inference_limit(fail, 1000, _)),
    show(thrown, catch(call_with_inference_limit(throw(oops), 1000, _), B, true)), print(ball(B)), nl,
    show(bound_result, call_with_inference_limit(loop, 1000, inference_limit_exceeded)),
    show(wrong_result, call_with_inference_limit(true, 1000, true)),
    show(inner_smaller, call_with_inference_limit(call_with_inference_limit(loop, 1000, _), 1000000, _)),
    show(outer_smaller, call_with_inference_limit(call_with_inference_limit(loop, 1000000, _), 1000, _)),
    show(after_inner, call_with_inference_limit(( call_with_inference_limit(loop, 1000, I), I == inference_limit_exceeded, loop ), 100000, _)),
    findall(R, call_with_inference_limit(nat(_), 5000, R), Rs),
    length(Rs, Len),
    last(Rs, Last),
    ( Len > 10 -> Many = many ; Many = few ),
    print(over_solutions(Many, Last)), nl,
    show(in_catch, catch(call_with_inference_limit(loop, 1000, _), _, true)),
    show(catching_loop, call_with_inference_limit(catching_loop, 1000, _)),
    show(own_ball, catch(call_with_inference_limit(( loop_n(500), throw(own) ), 1000, _), own, true)),
    show(caught_inside, call_with_inference_limit(catch(loop, E, true), 1000, _)), print(ball(E)), nl,
    show(atom_limit, call_with_inference_limit(true, a, _)),
    show(var_limit, call_with_inference_limit(true, _, _)),
    show(negative_limit, call_with_inference_limit(true, -1, _)),
    show(var_goal, call_with_inference_limit(_, 1000, _)),
    show(again, call_with_inference_limit(count(0, _), 1000000, _)),
    findall(T, ( between(1, 4, _),
                 thread_create(( call_with_inference_limit(loop, 100000, TR),
                                 thread_send_message(main, result(TR)) ),
                               T, [])
               ), Ts),
    maplist(thread_join, Ts),
    findall(TR, ( between(1, 4, _), thread_get_message(main, result(TR)) ), TRs),
    print(threads(TRs)), nl.
