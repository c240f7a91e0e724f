% Atom collections while threads start and end: four threads each start
% and join 40 short-lived workers that make atoms, keep one and check it,
% and ask for collections. A collection must neither wait for nor miss a
% thread on its way in or out (in CI this runs under ThreadSanitizer with
% a collection asked every 16K calls).
worker(I) :-
    format(atom(Keep), 'churn_kept_~w', [I]),
    forall(between(1, 300, K), format(atom(_), 'churn_~w_~w', [I, K])),
    (   I mod 10 =:= 0 -> garbage_collect_atoms ; true ),
    format(atom(Again), 'churn_kept_~w', [I]),
    (   Keep == Again -> true ; throw(lost(I)) ).

churn(C, N) :-
    forall(between(1, N, J),
           (   I is C * 1000 + J,
               thread_create(worker(I), T, []),
               thread_join(T, S),
               (   S == true -> true ; throw(worker(I, S)) )
           )).

main :-
    findall(T, (between(1, 4, C), thread_create(churn(C, 40), T, [])), Ts),
    forall(member(T, Ts), (thread_join(T, S), print(S), nl)),
    writeln(done).
