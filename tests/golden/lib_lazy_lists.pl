use_module(library(lazy_lists)).
assertz((digits([D|T], S0, S) :- digit(D, S0, S1), digits(T, S1, S))).
assertz((digits([D], S0, S) :- digit(D, S0, S))).
assertz((digit(D, [D|S], S) :- code_type(D, digit))).
assertz((blanks([C|S0], S) :- code_type(C, space), !, blanks(S0, S))).
assertz(blanks(S, S)).
assertz((numbers([N|Ns], S0, S) :- blanks(S0, S1), digits(Ds, S1, S2), !, number_codes(N, Ds), numbers(Ns, S2, S))).
assertz((numbers([], S0, S) :- blanks(S0, S))).
assertz((nat(N0, N, N0) :- N is N0 + 1)).
assertz((upto(Max, N0, N, N0) :- N0 =< Max, N is N0 + 1)).
assertz((fib(s(A, B), s(B, C), A) :- C is A + B)).
assertz((take(N, L, P) :- length(P, N), append(P, _, L))).
assertz((pairs_gen(L, T) :- nb_getval(calls, C0), C is C0 + 1, nb_setval(calls, C), (C > 3 -> L = [], T = [] ; L = [C, C|T]))).
assertz((with_string(Text, S, G) :- setup_call_cleanup(open_string(Text, S), G, close(S)))).
assertz((here(L, C, Loc) :- Loc = stream(_, L, C, _) -> true ; Loc = file(_, L, C, _))).
findall(P, (lazy_list(nat, 0, L), take(5, L, P)), Rs).
findall(X, (lazy_list(nat, 0, L), nth1(1000, L, X)), Rs).
findall(F, (lazy_list(fib, s(0, 1), L), nth0(90, L, F)), Rs).
findall(P, (lazy_list(nat, 10, L), L = [_, _|T], take(3, T, P)), Rs).
findall(L, (lazy_list(upto(5), 1, L), lazy_list_materialize(L)), Rs).
findall(N-L, (lazy_list(upto(5), 1, L), lazy_list_length(L, N)), Rs).
findall(N, (lazy_list(upto(0), 1, L), lazy_list_length(L, N)), Rs).
findall(R, (lazy_list(upto(3), 1, L), (L = [_, _, _, _|_] -> R = longer ; R = not_longer)), Rs).
findall(R, (lazy_list(upto(3), 1, L), (L = [1, 2, 3] -> R = yes ; R = no)), Rs).
findall(L-C, (nb_setval(calls, 0), lazy_list(pairs_gen, L), lazy_list_materialize(L), nb_getval(calls, C)), Rs).
findall(X-C, (nb_setval(calls, 0), lazy_list(pairs_gen, L), \+ \+ nth1(5, L, _), nth1(3, L, X), nb_getval(calls, C)), Rs).
findall(P-C, (nb_setval(calls, 0), lazy_list(pairs_gen, L), \+ \+ L = [_, _, _], take(3, L, P), nb_getval(calls, C)), Rs).
findall(X, (lazy_list(nat, 0, L), member(X, L), X > 3, !), Rs).
findall(N, (lazy_list(upto(4), 1, L), length(L, N), lazy_list_materialize(L)), Rs).
findall(L, (lazy_list_materialize([a, b, c]), L = ok), Rs).
findall(N, lazy_list_length([a, b, c], N), Rs).
catch(lazy_list_materialize([a|b]), error(E, _), true).
catch(lazy_list_length([a, b|c], _), error(E, _), true).
findall(L, with_string("hello world", S, (lazy_list(lazy_get_codes(S, 3), L0), lazy_list_materialize(L0), atom_codes(L, L0))), Rs).
findall(L, with_string("hello world", S, (lazy_list(lazy_get_codes(S, 1), L0), take(5, L0, P), atom_codes(L, P))), Rs).
findall(L, with_string("", S, (lazy_list(lazy_get_codes(S, 4), L), lazy_list_materialize(L))), Rs).
findall(Ns, with_string(" 12 345\n6  7890 ", S, (lazy_list(lazy_get_codes(S, 2), L), phrase(numbers(Ns), L))), Rs).
findall(Ns-R, with_string("1 22 333 x y", S, (lazy_list(lazy_get_codes(S, 4), L), phrase(numbers(Ns), L, R0), lazy_list_materialize(R0), atom_codes(R, R0))), Rs).
findall(Ls, with_string("one\ntwo\n\nfour", S, (lazy_list(lazy_read_lines(S, []), Ls), lazy_list_materialize(Ls))), Rs).
findall(Ls, with_string("one\ntwo\n", S, (lazy_list(lazy_read_lines(S, [as(atom), chunk(1)]), Ls), lazy_list_materialize(Ls))), Rs).
findall(Ls, with_string("ab\ncd\n", S, (lazy_list(lazy_read_lines(S, [as(codes)]), Ls), lazy_list_materialize(Ls))), Rs).
findall(Ls, with_string("ab\ncd", S, (lazy_list(lazy_read_lines(S, [as(chars), chunk(3)]), Ls), lazy_list_materialize(Ls))), Rs).
findall(Ls, with_string("", S, (lazy_list(lazy_read_lines(S, []), Ls), lazy_list_materialize(Ls))), Rs).
findall(X, with_string("a\nb\nc\nd\ne\n", S, (lazy_list(lazy_read_lines(S, [as(atom), chunk(2)]), Ls), nth1(3, Ls, X))), Rs).
catch((lazy_list(lazy_read_lines(_, [as(foo)]), L), L = [_|_]), error(E, _), true).
catch((lazy_list(lazy_read_lines(_, [chunk(0)]), L), L = [_|_]), error(E, _), true).
findall(Ts, with_string("a. f(x, \"s\"). 'q r'. [1, 2.5]. 0'c.", S, (lazy_list(lazy_read_terms(S, [chunk(2)]), Ts), lazy_list_materialize(Ts))), Rs).
findall(N, with_string("t1. t2. t3. t4. t5.", S, (lazy_list(lazy_read_terms(S, []), Ts), lazy_list_length(Ts, N))), Rs).
findall(T, with_string("f(X, Y, X).", S, (lazy_list(lazy_read_terms(S, []), L), L = [T0], (T0 = f(A, B, C), A == C, A \== B -> T = ok ; T = bad))), Rs).
findall(T, with_string("", S, (lazy_list(lazy_read_terms(S, []), T), lazy_list_materialize(T))), Rs).
findall(Ls-Ts, (tmp_file_stream(text, F, Out), format(Out, "first line~nsecond. line~n", []), close(Out), setup_call_cleanup(open(F, read, In), (lazy_list(lazy_read_lines(In, [as(string)]), Ls), lazy_list_materialize(Ls)), close(In)), setup_call_cleanup(open(F, read, In2), (lazy_list(lazy_get_codes(In2, 5), Cs), lazy_list_length(Cs, Ts)), close(In2)), delete_file(F)), Rs).
findall(P, (lazy_findall(X, between(1, inf, X), L), take(5, L, P)), Rs).
findall(X, (lazy_findall(X, between(1, inf, X), L), nth1(1000, L, X)), Rs).
findall(P, (lazy_findall(4, X-Y, (between(1, inf, X), Y is X * X), L), take(6, L, P)), Rs).
findall(L, (lazy_findall(X, member(X, [c, a, b]), L), lazy_list_materialize(L)), Rs).
findall(N, (lazy_findall(3, X, between(1, 10, X), L), lazy_list_length(L, N)), Rs).
findall(L, (lazy_findall(X, fail, L), lazy_list_materialize(L)), Rs).
findall(R, (lazy_findall(X, fail, L), (L = [_|_] -> R = nonempty ; R = empty)), Rs).
findall(X, (lazy_findall(X, between(1, 1000000, X), L), nth1(3, L, X)), Rs).
findall(P, (lazy_findall(f(X, Y), member(X-Y, [1-a, 2-b]), L), lazy_list_materialize(L), P = L), Rs).
findall(A/B, (lazy_findall(X, (member(X, [1, 2]) ; throw(oops)), L), L = [A, B|_]), Rs).
catch((lazy_findall(X, (member(X, [1, 2]) ; throw(oops)), L), L = [_, _, _|_]), E, true).
catch((lazy_findall(X, _, L), L = [_|_]), error(E, _), true).
findall(L, (lazy_list(nat, 0, L0), lazy_findall(X, (member(X, L0), X mod 3 =:= 0), L1), take(4, L1, L)), Rs).
findall(Ms, (message_queue_create(Q), forall(member(M, [a, b, c]), thread_send_message(Q, M)), lazy_list(lazy_message_queue(Q, [timeout(0)]), Ms), lazy_list_materialize(Ms), message_queue_destroy(Q)), Rs).
findall(Ms, (message_queue_create(Q), forall(between(1, 5, I), thread_send_message(Q, m(I))), lazy_list(lazy_message_queue(Q, [chunk(2), timeout(0)]), L), take(3, L, Ms), message_queue_destroy(Q)), Rs).
findall(Ms, (message_queue_create(Q), thread_create(forall(between(1, 3, I), thread_send_message(Q, I)), Id, []), lazy_list(lazy_message_queue(Q, []), L), take(3, L, Ms), thread_join(Id, _), message_queue_destroy(Q)), Rs).
findall(L/C/N, with_string("ab\ncd\n\tef", S, (stream_to_lazy_list(S, L0), phrase(("ab\nc", lazy_list_location(Loc), lazy_list_character_count(N)), L0, _), here(L, C, Loc))), Rs).
findall(L/C/N, with_string("ab\ncd\n\tef", S, (stream_to_lazy_list(S, L0), phrase(("ab\ncd\n\te", lazy_list_location(Loc), lazy_list_character_count(N)), L0, _), here(L, C, Loc))), Rs).
findall(L/C/N, with_string("ab\ncd\n\tef", S, (stream_to_lazy_list(S, L0), phrase((lazy_list_location(Loc), lazy_list_character_count(N)), L0, _), here(L, C, Loc))), Rs).
findall(L/C/N/E, with_string("ab\ncd\n\tef", S, (stream_to_lazy_list(S, L0), phrase(("ab\ncd\n\tef", lazy_list_location(Loc), lazy_list_character_count(N)), L0, R), here(L, C, Loc), (R == [] -> E = closed ; var(R) -> E = open ; E = R))), Rs).
findall(L/C/N, with_string("ab\ncd\n\tef", S, (stream_to_lazy_list(S, L0), phrase(("ab\ncd\n\tef", [], lazy_list_location(Loc0)), L0, R), phrase((lazy_list_location(Loc), lazy_list_character_count(N)), R, _), Loc0 = Loc, here(L, C, Loc))), Rs).
findall(L/C/N, with_string("ab\ncd\n\n\nxy", S, (stream_to_lazy_list(S, L0), phrase(("a", \+ \+ "b\ncd\n\n\nx", [_], lazy_list_location(Loc), lazy_list_character_count(N)), L0, _), here(L, C, Loc))), Rs).
findall(L/C/N, with_string("line one\nline two\n", S, (stream_to_lazy_list(S, L0), phrase(("line one\nline t", lazy_list_location(Loc), lazy_list_character_count(N)), L0, _), here(L, C, Loc))), Rs).
findall(Ns-L/C, with_string("12 34\n 56 7x", S, (stream_to_lazy_list(S, L0), phrase((numbers(Ns), lazy_list_location(Loc)), L0, _), here(L, C, Loc))), Rs).
findall(R, with_string("abc", S, (stream_to_lazy_list(S, L0), (phrase("abcd", L0) -> R = yes ; R = no))), Rs).
findall(R, with_string("abc", S, (stream_to_lazy_list(S, L0), (phrase("abc", L0) -> R = yes ; R = no))), Rs).
findall(A, with_string("abc def", S, (stream_to_lazy_list(S, L0), phrase(digits(_), L0, _) -> A = digits ; A = none)), Rs).
findall(F/L/C/N, (tmp_file_stream(text, File, Out), format(Out, "xx~nyyy~n", []), close(Out), setup_call_cleanup(open(File, read, In), (stream_to_lazy_list(In, L0), phrase(("xx\nyy", lazy_list_location(file(F0, L, C, N))), L0, _)), close(In)), (F0 == File -> F = same ; F = F0), delete_file(File)), Rs).
phrase(lazy_list_location(Loc), [a, b], R).
phrase(lazy_list_character_count(N), [a, b, c], R).
phrase(([a], lazy_list_location(Loc)), [a, b], R).
catch(phrase(lazy_list_location(_), [a, b|_], _), error(E, _), true).
catch(phrase(lazy_list_character_count(_), [a|_], _), error(E, _), true).
findall(R, with_string("abc", S, (lazy_list(lazy_get_codes(S, 2), L0), (phrase(("a", lazy_list_character_count(_)), L0, _) -> R = yes ; R = no))), Rs).
findall(N, with_string("abc", S, (lazy_list(lazy_get_codes(S, 2), L0), phrase(("abc", lazy_list_character_count(N)), L0, _))), Rs).
findall(L/C/N, (numlist(1, 1200, Is), findall(S, (member(I, Is), format(string(S), "l~w\tx~w~n", [I, I])), Ss), atomics_to_string(Ss, Text), with_string(Text, St, (stream_to_lazy_list(St, L0), length(P, 9000), append(P, R, L0), phrase((lazy_list_location(Loc), lazy_list_character_count(N)), R, _), here(L, C, Loc)))), Rs).
findall(L/C/N, (numlist(1, 1200, Is), findall(S, (member(I, Is), format(string(S), "l~w\tx~w~n", [I, I])), Ss), atomics_to_string(Ss, Text), with_string(Text, St, (stream_to_lazy_list(St, L0), length(P, 9000), append(P, R, L0), \+ \+ (length(Q, 500), append(Q, _, R)), phrase((lazy_list_location(Loc), lazy_list_character_count(N)), R, _), here(L, C, Loc)))), Rs).
findall(N, (numlist(1, 3000, Is), findall(S, (member(I, Is), format(string(S), "~w~n", [I])), Ss), atomics_to_string(Ss, Text), with_string(Text, St, (stream_to_lazy_list(St, L0), lazy_list_length(L0, N)))), Rs).
findall(Ns, (numlist(1, 3000, Is), findall(S, (member(I, Is), format(string(S), "~w~n", [I])), Ss), atomics_to_string(Ss, Text), with_string(Text, St, (stream_to_lazy_list(St, L0), phrase(numbers(Ns0), L0), length(Ns0, Len), last(Ns0, Last), sum_list(Ns0, Sum), Ns = Len/Last/Sum))), Rs).
findall(Xs, (lazy_findall(3, X, member(X, [a, b, c, d, e, f, g]), L), findall(Y, member(Y, L), Xs)), Rs).
findall(T, (lazy_findall(2, X, member(X, [1, 2, 3]), L), (L = [_, _, _, _|_] -> T = long ; T = short), lazy_list_materialize(L)), Rs).
