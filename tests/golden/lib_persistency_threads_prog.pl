% lib_persistency_threads: eight threads assert into one persistent
% predicate at once; the journal holds every fact once, and attaching
% it again replays them all.
:- use_module(library(persistency)).
:- persistent item(n:integer).
w(T) :- forall(between(1, 200, I), (N is T*1000+I, assert_item(N))).
main :- F = '/tmp/kea_lib_persistency_threads.db', (exists_file(F) -> delete_file(F) ; true),
    db_attach(F, []),
    findall(Id, (between(1, 8, T), thread_create(w(T), Id, [])), Ids),
    forall(member(Id, Ids), thread_join(Id, true)),
    db_detach, db_attach(F, []), aggregate_all(count, item(_), C), writeln(C),
    read_file_to_terms(F, Ts, []), length(Ts, L), writeln(L), db_detach, delete_file(F).
