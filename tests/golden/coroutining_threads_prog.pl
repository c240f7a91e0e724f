% Coroutining in 8 threads at once: each thread's attributed variables,
% hooks and wakeups are its own (they live on its heap), while the
% attribute modules' hooks are shared predicates.
:- use_module(library(lists)).
:- use_module(library(apply)).

queens(N, Qs) :-
    length(Qs, N),
    numlist(1, N, Ns),
    safe(Qs),
    label(Qs, Ns).
safe([]).
safe([Q|Qs]) :- no_attack(Qs, Q, 1), safe(Qs).
no_attack([], _, _).
no_attack([Q|Qs], Q0, D) :-
    dif(Q, Q0),
    freeze(Q, freeze(Q0, (Q0 - Q =\= D, Q - Q0 =\= D))),
    D1 is D + 1,
    no_attack(Qs, Q0, D1).
label([], _).
label([Q|Qs], Ns) :- member(Q, Ns), label(Qs, Ns).

nat(N, L) :- freeze(L, (L = [N|T], N1 is N + 1, nat(N1, T))).
take(0, _, []) :- !.
take(K, [X|Xs], [X|Ys]) :- K1 is K - 1, take(K1, Xs, Ys).

work(I, I-Count-Sum-Kept) :-
    findall(Qs, queens(6, Qs), All),
    length(All, Count),
    nat(I, L),
    take(1000, L, P),
    sum_list(P, Sum),
    put_attr(V, mark, I),
    findall(V, true, [C]),
    get_attr(C, mark, Kept).

mark:attr_unify_hook(_, _).

run(I, Q) :-
    work(I, R),
    thread_send_message(Q, R).

main :-
    message_queue_create(Q),
    numlist(1, 8, Is),
    findall(Id, (member(I, Is), thread_create(run(I, Q), Id, [])), Ids),
    maplist(thread_join, Ids),
    findall(R, (member(_, Is), thread_get_message(Q, R)), Rs0),
    msort(Rs0, Rs),
    forall(member(R, Rs), (print(R), nl)),
    attributes_travel.

% A new thread's goal and a message keep the attributes of their
% variables (copies of them), as in SWI-Prolog.
attributes_travel :-
    put_attr(V, mark, 1),
    thread_create(( get_attr(V, mark, X) -> print(goal_got(X)) ; print(goal_none) ), Id, []),
    thread_join(Id, _), nl,
    freeze(Z, (print(woke(Z)), nl)),
    thread_create(Z = 5, Id2, []), thread_join(Id2, S2), print(S2), nl,
    message_queue_create(Q),
    thread_send_message(Q, m(V)),
    thread_get_message(Q, m(W)),
    (   get_attr(W, mark, Y), W \== V -> print(message_got(Y)) ; print(message_none) ),
    nl.
