% SWI-Prolog's old names (library(backcomp), apply/2, subsumes/2), which
% older programs still call.
:- use_module(library(lists)).

t(Name, G, Show) :-
    (   catch(G, error(E, _), (E =.. [K|_], format("~w: error ~w~n", [Name, K]), fail))
    ->  format("~w: ~q~n", [Name, Show])
    ;   format("~w: no~n", [Name])
    ).

succ_or_zero.

main :-
    t(concat, concat(ab, cd, A1), A1),
    t(concat_atom2, concat_atom([a, 1, "s"], A2), A2),
    t(concat_atom3, concat_atom([a, b, c], '-', A3), A3),
    t(concat_atom_split, concat_atom(L4, '-', 'x-y-z'), L4),
    t(sformat3, sformat(S5, "~w+~w", [1, 2]), S5),
    t(sformat2, sformat(S6, "plain"), S6),
    t(flush, flush, done),
    t(write_ln, write_ln(hello), done),
    t(proper_list, proper_list([a, b]), done),
    t(proper_list_partial, proper_list([a|_]), done),
    t(free_variables, (free_variables(f(X7, g(Y7), X7), V7), V7 == [X7, Y7]), done),
    t(hash_term, (hash_term(foo(bar), H8), integer(H8)), done),
    t(hash_term_var, (hash_term(foo(_), H9), var(H9)), done),
    t(checklist, checklist(atom, [a, b]), done),
    t(checklist_fails, checklist(atom, [a, 1]), done),
    t(sublist, sublist(atom, [a, 1, b, "s"], L10), L10),
    t('C', 'C'([a, b], H11, T11), H11-T11),
    t(string_to_list, string_to_list("abc", L12), L12),
    t(merge, merge([1, 3, 5], [2, 3, 4], L13), L13),
    t(merge_set, merge_set([a, c], [b, c], L14), L14),
    t(setup_and_call_cleanup3, setup_and_call_cleanup(true, member(X15, [1]), writeln(cleaned)), X15),
    t(setup_and_call_cleanup4, setup_and_call_cleanup(true, fail, C16, (write(catcher(C16)), nl)), done),
    t(current_thread, current_thread(main, S17), S17),
    t(message_queue_size, (message_queue_create(Q), thread_send_message(Q, m), message_queue_size(Q, N18)), N18),
    t(apply, apply(format, ["~w~n", [applied]]), done),
    t(apply_atom, apply(succ_or_zero, []), done),
    t(apply_closure, (apply(append([a]), [[b], L19])), L19),
    t(apply_var, apply(_, [a]), done),
    t(subsumes_chk, subsumes_chk(f(_), f(a)), done),
    t(subsumes_chk_not, subsumes_chk(f(a), f(_)), done),
    t(subsumes, (subsumes(f(A20, B20), f(1, 2))), A20-B20).
