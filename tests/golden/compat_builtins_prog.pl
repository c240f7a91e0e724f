% SWI-Prolog builtins that classic and modern programs use: name/2,
% current_atom/1, compound_name_arity/3, compound_name_arguments/3,
% unifiable/3, ?=/2, copy_term/3, abolish/2, the recorded database,
% Edinburgh I/O (see/seen/tell/told/append), and list and term utilities.

t(G) :-
    (   catch(G, E, (print_error(E), fail))
    ->  show(yes(G))
    ;   show(no(G))
    ).

% Only whether it succeeded: for goals whose bindings differ between
% systems (clause and record references, temporary file names).
t(Label, G) :-
    (   catch(G, E, (print_error(E), fail))
    ->  writeq(yes(Label))
    ;   writeq(no(Label))
    ),
    nl.

show(T) :-
    \+ \+ ( numbervars(T, 0, _),
             write_term(T, [quoted(true), numbervars(true)]),
             nl
           ).

print_error(error(F, _)) :- !, writeq(error(F)), nl.
print_error(E) :- writeq(ball(E)), nl.

:- dynamic counter/1, fact/2.
counter(0).
fact(1, a).
fact(2, b).

main :-
    % name/2
    t(name(X1, "42")), t(name(X2, "foo")), t(name(X3, "-7")), t(name(X4, "4.5e3")),
    t(name(X5, " 42")), t(name(X6, [])), t(name(abc, L1)), t(name(12, L2)), t(name("str", L3)),
    t(name(_, _)), t(name(f(x), _)), t(name(_, [a|_])), t(name(X7, "0x1A")), t(name(X8, "1e")),
    % current_atom/1
    t(current_atom(append)), t(current_atom(1)), t(current_atom(f(x))),
    t((atom_codes(A1, "a_fresh_atom_for_current_atom"), current_atom(A1))),
    t((current_atom(A2), A2 == a_fresh_atom_for_current_atom)),
    % compound_name_arity/3, compound_name_arguments/3
    t(compound_name_arity(f(a, b), N1, Ar1)), t(compound_name_arity(C1, g, 3)),
    t(compound_name_arity([a], N2, Ar2)), t(compound_name_arity(foo, _, _)),
    t(compound_name_arity(_, _, _)), t(compound_name_arity(_, g, -1)), t(compound_name_arity(_, 1, 2)),
    t(compound_name_arguments(f(a, b), N3, As3)), t(compound_name_arguments(C2, h, [x, Y2, z])),
    t(compound_name_arguments(_, h, [x|_])), t(compound_name_arguments(_, f(x), [a])),
    t(compound_name_arguments(abc, _, _)),
    % unifiable/3, ?=/2
    t(unifiable(f(X10, b), f(a, Y10), U1)), t(unifiable(a, b, U2)), t(unifiable(X11, X11, U3)),
    t(unifiable(g(X12, X12), g(Y12, 1), U4)),
    t(?=(a, a)), t(?=(a, b)), t(?=(_, a)), t(?=(f(X13), f(X13))), t(?=(f(_, a), f(b, c))),
    % copy_term/3 (no attributed variables: the goals are [])
    t(copy_term(f(X14, Y14, X14), C3, G3)),
    % abolish/2
    t((assertz(tmp_p(1)), abolish(tmp_p, 1), \+ catch(tmp_p(_), _, fail))),
    t(abolish(foo, bar)), t(abolish(_, 1)),
    % the recorded database
    t(records, (recorda(k, f(1), R1), recordz(k, f(2)), recorda(k, f(0)), findall(V, recorded(k, V), Vs1), Vs1 == [f(0), f(1), f(2)], erase(R1), findall(V, recorded(k, V), Vs2), writeq(Vs2), nl)),
    t((recordz(point(1, 2), p), recorded(point(_, _), W1), writeq(W1), nl)),
    t(instance, (recorded(k, f(2), R2), instance(R2, I2), writeq(I2), nl)),
    t(recorda(_, x)), t(compound_key, recorda(f(x), y, _)), t(recorda(1.5, x)),
    t(all_keys, (findall(K-V, recorded(K, V), KVs), msort(KVs, S1), show(S1))),
    t(erase_all, (recorded(k, _, R3), erase(R3), fail ; findall(V, recorded(k, V), Vs3), writeq(Vs3), nl)),
    % Edinburgh I/O
    tmp_file(kea_see, F),
    t(tell, (tell(F), write(hello(1)), write('.'), nl, told)),
    t(append, (append(F), write(hello(2)), write('.'), nl, told)),
    t(see, (see(F), read(T1), read(T2), read(T3), seen, writeq([T1, T2, T3]), nl)),
    t(see_again, (see(F), see(F), read(T4), seen, writeq(T4), nl)),
    t((telling(Out), Out == user)), t((seeing(In), In == user)),
    t(see(no_such_file_kea_12345)), t(see(_)), t(tell(_)),
    delete_file(F),
    % lists and terms
    t(subset([a, c], [a, b, c])), t(subset([d], [a])), t(subset([], [])),
    t(is_set([a, b])), t(is_set([a, a])), t(is_set(foo)),
    t(clumped([a-1, a-2, b-3], P1)), t(clumped([a, a, b, a], P2)),
    t(catch_with_backtrace(throw(x), B1, true)), t(B1 == x),
    t(dcg_expansion, (expand_term((a --> [x], b), E1), ( E1 = [_, C4] -> true ; C4 = E1 ), show(C4))), t(expand_term(foo, E2)), t(expand_goal(g(x), E3)),
    t((current_predicate(counter, H1), H1 = counter(_))),
    t(findall(F2, current_predicate(fact, F2), [fact(_, _)])),
    t(current_predicate(no_such_pred_kea, _)),
    t(succ_or_fail).
