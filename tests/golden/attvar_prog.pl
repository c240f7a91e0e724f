% Attributed variables: put_attr/3 and friends, hooks, backtracking.
:- use_module(library(ordsets)).
:- dynamic stored/1.
:- use_module(library(yall)).
:- use_module(library(lists)).
:- use_module(library(apply)).

% A domain attribute as in SWI-Prolog's manual: a variable may only take
% a value from its list.
domain(X, Dom) :-
    var(Dom), !,
    get_attr(X, domain, Dom).
domain(X, List) :-
    sort(List, Domain),
    put_attr(Y, domain, Domain),
    X = Y.

domain:attr_unify_hook(Domain, Y) :-
    (   get_attr(Y, domain, Dom2)
    ->  ord_intersection(Domain, Dom2, NewDomain),
        (   NewDomain == []
        ->  fail
        ;   NewDomain = [Value]
        ->  Y = Value
        ;   put_attr(Y, domain, NewDomain)
        )
    ;   var(Y)
    ->  put_attr(Y, domain, Domain)
    ;   ord_memberchk(Y, Domain)
    ).

m:attr_unify_hook(_, _).

domain:attribute_goals(X) -->
    { get_attr(X, domain, List) },
    [domain(X, List)].

% What write_term/2 prints after the variable's name, if anything.
after_brace(T, Options) :-
    with_output_to(string(S), write_term(T, Options)),
    split_string(S, "{", "", [_|Rest]),
    format("~q~n", [Rest]).

t(Name, G) :-
    (   catch(G, error(F, _), (F =.. [K|_], format("~w: error ~q~n", [Name, K]), fail))
    ->  format("~w: yes~n", [Name])
    ;   format("~w: no~n", [Name])
    ).

main :-
    t(domain_ok, (domain(X, [a,b,c]), X = b)),
    t(domain_bad, (domain(X1, [a,b,c]), X1 = d)),
    t(domain_meet, (domain(X2, [a,b,c]), domain(Y2, [c,d]), X2 = Y2, X2 == c)),
    t(domain_empty, (domain(X3, [a]), domain(Y3, [b]), X3 = Y3)),
    t(domain_residual, (domain(X4, [a,b]), copy_term(X4, C4, Gs4), C4 = v, format("~q~n", [Gs4]))),
    t(domain_backtrack, (domain(X5, [a,b,c]), member(X5, [d,c,e]), format("chose ~w~n", [X5]))),
    t(attvar, (put_attr(V, m, 1), attvar(V))),
    t(attvar_plain, attvar(_)),
    t(attvar_bound, (put_attr(V6, m, 1), V6 = 2)),
    t(unknown_hook, (put_attr(V61, nohook, 1), V61 = 2)),
    t(get_put, (put_attr(V7, m, 1), put_attr(V7, n, 2), put_attr(V7, m, 3), get_attrs(V7, A7), format("~q~n", [A7]))),
    t(del_attr, (put_attr(V8, m, 1), put_attr(V8, n, 2), del_attr(V8, m), get_attrs(V8, A8), format("~q~n", [A8]), del_attr(V8, n), \+ attvar(V8))),
    t(get_missing, (put_attr(V9, m, 1), get_attr(V9, n, _))),
    t(put_attrs, (put_attrs(V10, att(p, 1, att(q, 2, []))), get_attr(V10, q, Q10), Q10 == 2)),
    t(undo_put, (put_attr(V11, m, 1), (put_attr(V11, m, 2), fail ; get_attr(V11, m, W11)), W11 == 1)),
    t(undo_bind, (put_attr(V12, m, 1), (V12 = x, fail ; true), attvar(V12))),
    t(term_attvars, (put_attr(V13, m, f(W13)), put_attr(W13, m, 0), term_attvars(g(V13, _, V13), L13), length(L13, N13), format("~w~n", [N13]))),
    t(copy_term, (put_attr(V14, m, k), copy_term(f(V14), f(C14)), get_attr(C14, m, K14), format("~w~n", [K14]))),
    t(copy_term_nat, (put_attr(V15, m, k), copy_term_nat(V15, C15), \+ attvar(C15))),
    t(put_attr_nonvar, put_attr(a, m, 1)),
    t(put_attr_module, put_attr(_, 1, 1)),
    t(numbervars_error, (put_attr(V16, m, 1), numbervars(f(V16), 0, _))),
    t(numbervars_skip, (put_attr(V17, m, 1), numbervars(f(V17, W17), 0, E17, [attvar(skip)]), format("~q ~w~n", [W17, E17]), attvar(V17))),
    t(findall_copies, (put_attr(V18, m, k), findall(V18, true, [C18]), get_attr(C18, m, K18), K18 == k)),
    t(bagof_copies, (put_attr(V19, m, k), bagof(V19, true, [C19]), get_attr(C19, m, K19), K19 == k)),
    t(throw_copies, (put_attr(V20, m, k), catch(throw(e(V20)), e(C20), true), get_attr(C20, m, K20), K20 == k)),
    t(global_copies, (put_attr(V21, m, k), nb_setval(key, f(V21)), nb_getval(key, f(C21)), get_attr(C21, m, K21), K21 == k)),
    t(assert_drops, (put_attr(V22, m, k), assertz(stored(V22)), stored(C22), \+ attvar(C22))),
    t(write_attributes, (put_attr(V23, m, f(a)), after_brace(g(V23), [attributes(write)]))),
    t(write_dots, (put_attr(V24, m, 1), after_brace(g(V24), [attributes(dots)]))),
    t(write_ignore, (put_attr(V25, m, 1), after_brace(g(V25), [attributes(ignore)]))),
    t(write_named, (put_attr(V26, m, 1), write_term(g(V26), [attributes(write), variable_names(['V'=V26])]), nl)),
    t(write_bad_mode, write_term(_, [attributes(foo)])),
    t(many, (numlist(1, 2000, Ns), length(Vs, 2000), maplist([V,N]>>domain(V, [N, 0]), Vs, Ns), maplist(=(0), Vs))),
    t(many_ok, (numlist(1, 2000, Ns2), length(Vs2, 2000), maplist([V,N]>>domain(V, [N, 0]), Vs2, Ns2), maplist([V,N]>>(V = N), Vs2, Ns2), sum_list(Vs2, S2), format("~w~n", [S2]))).
