% autoload: a library loads when a program first calls what it exports,
% asks for its properties by head, or loads it (use_module/1,2); before
% that its flags do not exist. A program's own definition of a name a
% library exports is the one called. Eight threads that first call one
% library at once each get its answers.
last([_, X], X).   % the program's own, not library(lists)'s

t(G) :- catch((G -> R = yes(G) ; R = no), error(E, _), R = err(E)), numbervars(R, 0, _), print(R), nl.

% A red-black tree of 1..100+I: its keys sum to what they should.
worker(I) :- N is 100 + I, rb_new(T0), numlist(1, N, Ks),
    foldl([K, A0, A]>>rb_insert(A0, K, K, A), Ks, T0, T), rb_keys(T, Keys), sum_list(Keys, Sum),
    Sum =:= N * (N + 1) // 2.

main :-
    t(current_prolog_flag(url_encoding, _)),
    t(lists:member(_, [a])),
    t(last([1, 2, 3], _)),
    t(last([1, 2], _)),
    t(predicate_property(foldl(_, _, _, _), imported_from(_))),
    t(predicate_property(pairs_keys(_, _), imported_from(_))),
    t(pairs_keys([a-1, b-2], _)),
    t(predicate_property(ord_union(_, _, _), defined)),
    t(use_module(library(url))),
    t(current_prolog_flag(url_encoding, _)),
    t(use_module(library(assoc), [list_to_assoc/2])),
    t((list_to_assoc([a-1], A), get_assoc(a, A, _))),
    t(no_such_library_predicate_xyz(1)),
    findall(Id, (between(1, 8, I), thread_create(worker(I), Id, [])), Ids),
    findall(St, (member(Id, Ids), thread_join(Id, St)), Joined),
    t(Joined == [true, true, true, true, true, true, true, true]),
    t(forall(between(1, 8, I), worker(I))).
