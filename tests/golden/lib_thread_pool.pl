use_module(library(thread_pool)).
dynamic(ran/1), dynamic(exited/1), dynamic(cur/1), dynamic(maxc/1), dynamic(total/1).
assertz((run_join(P, G, O, S) :- thread_create_in_pool(P, G, Id, O), thread_join(Id, S))).
assertz((settled(P, F) :- settled(P, 500, F))).
assertz((settled(P, I, F) :- thread_pool_property(P, free(F0)), thread_pool_property(P, size(Sz)), ( ( F0 =:= Sz ; I =< 0 ) -> F = F0 ; sleep(0.01), I1 is I - 1, settled(P, I1, F) ))).
assertz((await(P, Prop) :- await(P, Prop, 500))).
assertz((await(P, Prop, I) :- ( thread_pool_property(P, Prop) -> true ; I =< 0 -> fail ; sleep(0.01), I1 is I - 1, await(P, Prop, I1) ))).
assertz((reset :- retractall(cur(_)), retractall(maxc(_)), retractall(total(_)), assertz(cur(0)), assertz(maxc(0)), assertz(total(0)))).
assertz((enter :- with_mutex(counters, ( retract(cur(C)), C1 is C + 1, assertz(cur(C1)), retract(maxc(M)), M1 is max(M, C1), assertz(maxc(M1)) )))).
assertz((leave :- with_mutex(counters, ( retract(cur(C)), C1 is C - 1, assertz(cur(C1)), retract(total(T)), T1 is T + 1, assertz(total(T1)) )))).
assertz((work :- enter, numlist(1, 300, L), sum_list(L, _), leave)).
assertz((work(G) :- enter, numlist(1, 300, L), sum_list(L, _), leave, G)).
assertz((report(P, R) :- total(T), maxc(M), cur(C), thread_pool_property(P, size(Sz)), ( M =< Sz -> Ok = at_most_size ; Ok = too_many(M) ), settled(P, F), thread_pool_property(P, backlog(B)), thread_pool_property(P, running(Rn)), R = [ran(T), Ok, now(C), free(F), backlog(B), running(Rn)])).
assertz((stress(P, N, R) :- reset, findall(Id, ( between(1, N, _), thread_create_in_pool(P, work, Id, []) ), Ids), maplist(thread_join, Ids, Ss), sort(Ss, U), report(P, R0), R = [statuses(U)|R0])).
assertz((creator(P, N) :- findall(Id, ( between(1, N, _), thread_create_in_pool(P, work, Id, []) ), Ids), maplist(thread_join, Ids, Ss), sort(Ss, [true]))).
assertz((stress_many(P, C, N, R) :- reset, findall(Cr, ( between(1, C, _), thread_create(creator(P, N), Cr, []) ), Crs), maplist(thread_join, Crs, CSs), sort(CSs, CU), report(P, R0), R = [creators(CU)|R0])).
assertz((mixed(P, N, R) :- reset, findall(Id, ( between(1, N, I), K is I mod 4, nth0(K, [true, fail, throw(x), thread_exit(e)], G), thread_create_in_pool(P, work(G), Id, []) ), Ids), maplist(thread_join, Ids, Ss), findall(S-Cnt, ( member(S, [true, false, exception(x), exited(e)]), aggregate_all(count, member(S, Ss), Cnt) ), Counts), report(P, R0), R = [Counts|R0])).
thread_pool_create(p1, 3, [backlog(5)]).
findall(P, thread_pool_property(p1, P), Ps).
thread_pool_create(p2, 2, []).
findall(X, current_thread_pool(X), L0), msort(L0, L).
findall(X-S, thread_pool_property(X, size(S)), L0), msort(L0, L).
current_thread_pool(p1).
current_thread_pool(nope).
thread_pool_property(p1, size(S)).
thread_pool_property(p1, foo(_)).
catch(thread_pool_create(p1, 1, []), error(E, _), true).
catch(thread_pool_create(x, 2, foo), error(E, _), true).
catch(thread_pool_property(nope, _), error(E, _), true).
catch(thread_pool_destroy(nope), error(E, _), true).
catch(thread_create_in_pool(nope, true, _, []), error(E, _), true).
catch(thread_create_in_pool(p1, true, _, foo), error(E, _), true).
run_join(p1, true, [], S).
run_join(p1, assertz(ran(in_pool)), [], S), findall(X, ran(X), L).
run_join(p1, fail, [], S), settled(p1, F).
run_join(p1, throw(x), [], S), settled(p1, F).
run_join(p1, thread_exit(bye), [], S), settled(p1, F).
thread_create_in_pool(p1, true, Id, [alias(pool_alias)]), thread_join(pool_alias, S), settled(p1, F).
thread_create_in_pool(p1, assertz(ran(detached)), _, [detached(true)]), settled(p1, F), findall(X, ran(X), L).
run_join(p1, true, [at_exit(assertz(exited(call)))], S), findall(X, exited(X), L), settled(p1, F).
thread_pool_create(ex, 2, [at_exit(assertz(user:exited(pool)))]).
retractall(exited(_)), run_join(ex, true, [], S), findall(X, exited(X), L).
retractall(exited(_)), run_join(ex, true, [at_exit(assertz(user:exited(call)))], S), findall(X, exited(X), L), settled(ex, F).
thread_pool_create(w1, 1, []).
message_queue_create(_, [alias(gate_w1)]).
thread_create_in_pool(w1, thread_get_message(gate_w1, go), _, [alias(w1_blocker)]).
findall(P, ( thread_pool_property(w1, P), P \= options(_) ), Ps).
catch(thread_create_in_pool(w1, true, _, [wait(false)]), error(E, _), true).
thread_pool_property(w1, backlog(B)), thread_pool_property(w1, free(F)).
thread_send_message(gate_w1, go), thread_join(w1_blocker, S), settled(w1, F).
run_join(w1, true, [wait(false)], S), settled(w1, F).
thread_pool_create(z0, 1, [backlog(0)]).
message_queue_create(_, [alias(gate_z0)]).
thread_create_in_pool(z0, thread_get_message(gate_z0, go), _, [alias(z0_blocker)]).
catch(thread_create_in_pool(z0, true, _, []), error(E, _), true).
thread_pool_property(z0, backlog(B)).
thread_send_message(gate_z0, go), thread_join(z0_blocker, S), settled(z0, F).
thread_pool_create(b1, 1, [backlog(1)]).
message_queue_create(_, [alias(gate_b1)]).
thread_create_in_pool(b1, thread_get_message(gate_b1, go), _, [alias(b1_blocker)]).
thread_create(( thread_create_in_pool(b1, assertz(ran(b1_waiter)), _, [alias(b1_waited)]) ), _, [alias(b1_requester)]).
await(b1, backlog(1)).
findall(P, ( thread_pool_property(b1, P), P \= options(_) ), Ps).
catch(thread_create_in_pool(b1, true, _, []), error(E, _), true).
catch(thread_create_in_pool(b1, true, _, [wait(false)]), error(E, _), true).
thread_pool_property(b1, backlog(B)).
thread_send_message(gate_b1, go), thread_join(b1_blocker, S1), thread_join(b1_requester, S2), thread_join(b1_waited, S3), findall(X, ran(X), L).
settled(b1, F), thread_pool_property(b1, backlog(B)), thread_pool_property(b1, members(M)).
forall(tmp_file_stream(text, File, Out), ( format(Out, "thread_pool:create_pool(lazy) :- thread_pool_create(lazy, 2, [backlog(7)]).~n", []), close(Out), consult(File), delete_file(File) )).
current_thread_pool(lazy).
run_join(lazy, true, [], S).
findall(P, thread_pool_property(lazy, P), Ps).
catch(thread_create_in_pool(nope2, true, _, []), error(E, _), true).
thread_pool_destroy(p2).
findall(X, current_thread_pool(X), L0), msort(L0, L).
catch(thread_pool_destroy(p2), error(E, _), true).
catch(thread_pool_property(p2, _), error(E, _), true).
thread_pool_create(p2, 4, [backlog(2)]), findall(P, thread_pool_property(p2, P), Ps).
thread_pool_create(s2, 2, []).
stress(s2, 200, R).
thread_pool_create(s3, 3, []).
stress_many(s3, 4, 50, R).
thread_pool_create(s1, 1, [backlog(infinite)]).
stress_many(s1, 5, 20, R).
mixed(s2, 80, R).
stress(s2, 50, R).
forall(member(P, [p1, p2, ex, w1, z0, b1, lazy, s1, s2, s3]), thread_pool_destroy(P)).
findall(X, current_thread_pool(X), L).
