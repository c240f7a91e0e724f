% freeze/2, frozen/2, dif/2, when/2 and copy_term/3, as SWI-Prolog runs them.
:- use_module(library(lists)).

t(Name, G) :-
    (   catch(G, error(F, _), (F =.. [K|_], format("~w: error ~q~n", [Name, K]), fail))
    ->  format("~w: yes~n", [Name])
    ;   format("~w: no~n", [Name])
    ).

% Goals with their variables named, for printing.
show(Term) :-
    copy_term(Term, Copy, Goals),
    numbervars(Copy-Goals, 0, _),
    format("~q~n", [Copy-Goals]).

% Lazy lists: nat(N, L) is the list N, N+1, ... built as it is read.
nat(N, L) :- freeze(L, (L = [N|T], N1 is N + 1, nat(N1, T))).
take(0, _, []) :- !.
take(N, [X|Xs], [X|Ys]) :- N1 is N - 1, take(N1, Xs, Ys).

% Sieve with dif/2: N queens with dif-constrained columns and diagonals.
queens(N, Qs) :-
    length(Qs, N),
    numlist(1, N, Ns),
    safe(Qs, 1),
    perm(Ns, Qs).
safe([], _).
safe([Q|Qs], I) :- no_attack(Qs, Q, I, 1), I1 is I + 1, safe(Qs, I1).
no_attack([], _, _, _).
no_attack([Q|Qs], Q0, I, D) :-
    dif(Q, Q0),
    freeze(Q, freeze(Q0, (Q0 - Q =\= D, Q - Q0 =\= D))),
    D1 is D + 1,
    no_attack(Qs, Q0, I, D1).
perm([], []).
perm(L, [X|Xs]) :- select(X, L, R), perm(R, Xs).

main :-
    t(freeze_later, (freeze(X, format("woke ~w~n", [X])), writeln(before), X = 1, writeln(after))),
    t(freeze_now, freeze(a, writeln(at_once))),
    t(freeze_fail, (freeze(X1, fail), X1 = 1)),
    t(freeze_ite, (freeze(X2, fail), (X2 = 1 -> writeln(then) ; writeln(else)))),
    t(freeze_not, (freeze(X3, fail), \+ X3 = 1)),
    t(freeze_not_unify, (freeze(X4, fail), X4 \= 1)),
    t(freeze_two, (freeze(X5, writeln(one)), freeze(X5, writeln(two)), X5 = go)),
    t(freeze_alias, (freeze(X6, writeln(x6)), freeze(Y6, writeln(y6)), X6 = Y6, writeln(aliased), Y6 = v)),
    t(freeze_backtrack, (freeze(X7, member(Y7, [1,2,3])), X7 = go, Y7 >= 2, format("~w~n", [Y7]))),
    t(freeze_retry, (freeze(X8, format("x8=~w~n", [X8])), member(X8, [a,b]), X8 == b)),
    t(freeze_arith, (freeze(X9, Y9 = 5), X9 = 1, Z9 is Y9 * 2, format("~w~n", [Z9]))),
    t(freeze_typetest, (freeze(X10, Y10 = 5), X10 = 1, integer(Y10))),
    t(freeze_catch, catch((freeze(X11, throw(oops)), X11 = 1), oops, writeln(caught))),
    t(freeze_findall, (findall(Y12, (freeze(X12, Y12 = 1), member(X12, [a,b])), L12), format("~w~n", [L12]))),
    t(frozen, (freeze(X13, true), freeze(X13, writeln(2)), frozen(X13, G13), X13 = 1, numbervars(G13, 0, _), format("~q~n", [G13]))),
    t(frozen_none, (frozen(_, G14), G14 == true)),
    t(lazy, (nat(0, L15), take(5, L15, P15), format("~w~n", [P15]))),
    t(dif_now, dif(a, b)),
    t(dif_same, dif(a, a)),
    t(dif_later, (dif(X16, a), X16 = b)),
    t(dif_later_fail, (dif(X17, a), X17 = a)),
    t(dif_vars, (dif(X18, Y18), X18 = Y18)),
    t(dif_vars_ok, (dif(X19, Y19), X19 = 1, Y19 = 2)),
    t(dif_compound, (dif(f(X20, Y20), f(a, b)), X20 = a, writeln(undecided), Y20 = c)),
    t(dif_compound_fail, (dif(f(X21, Y21), f(a, b)), X21 = a, Y21 = b)),
    t(dif_residual, (dif(f(X22, Y22), f(a, b)), show(X22-Y22))),
    t(dif_member, (dif(X23, b), findall(X23, member(X23, [a,b,c]), L23), format("~w~n", [L23]))),
    t(queens, (findall(Qs, queens(6, Qs), All), length(All, N24), All = [First|_], format("~w ~w~n", [N24, First]))),
    t(when_nonvar, (when(nonvar(X25), writeln(bound)), writeln(waiting), X25 = f(_))),
    t(when_ground, (when(ground(X26-Y26), writeln(ground)), X26 = 1, writeln(half), Y26 = g(Z26), writeln(not_yet), Z26 = 2)),
    t(when_or, (when((nonvar(X27) ; nonvar(Y27)), writeln(either)), X27 = 1, Y27 = 2)),
    t(when_and, (when((nonvar(X28), nonvar(Y28)), writeln(both)), X28 = 1, writeln(one), Y28 = 2)),
    t(when_decided, (when(?=(X29, Y29), writeln(decided)), X29 = a, writeln(not_yet), Y29 = b)),
    t(when_decided_same, (when(?=(X30, Y30), writeln(same)), X30 = Y30)),
    t(when_now, when(nonvar(a), writeln(now))),
    t(when_bad, when(foo, true)),
    t(when_var, when(_, true)),
    t(when_residual, (when(nonvar(X31), writeln(x)), show(X31))),
    t(freeze_residual, (freeze(X32, writeln(x)), show(f(X32)))),
    t(no_residual, show(f(_))),
    t(dif_then_disjunction, (dif(X33, 1), X33 = 1, (true ; true))),
    t(freeze_then_disjunction, (freeze(X34, X34 > 5), member(X34, [1, 7]), (true ; true), writeln(X34))),
    t(freeze_fails_before_branch, (freeze(X35, (writeln(woke), fail)), X35 = 1, (writeln(a) ; writeln(b)))),
    t(when_decided_any_pair, (when(?=(f(A36, C36), f(B36, D36)), writeln(fired)), A36 = 1, B36 = 2, writeln(end), C36 = D36)),
    t(dif_pairs_equal, (dif(f(X41, a), f(b, Y41)), X41 = b, Y41 = a)),
    t(dif_pairs_decided, (dif(f(X42, a), f(b, Y42)), X42 = c, Y42 = a)),
    t(dif_shared_tail, (dif([X43|T43], [1|U43]), T43 = U43, X43 = 1)),
    t(dif_deeper, (dif(X44, Y44), X44 = f(A44), Y44 = f(B44), A44 = 1, B44 = 2)),
    t(dif_deeper_equal, (dif(X45, Y45), X45 = f(A45), Y45 = f(B45), A45 = B45)),
    t(dif_swapped, (dif(f(X46, Y46), f(Y46, X46)), X46 = Y46)),
    t(dif_swapped_ok, (dif(f(X47, Y47), f(Y47, X47)), X47 = 1, Y47 = 2)),
    t(dif_two, (dif(X48, Y48), dif(X48, Z48), Y48 = Z48, X48 = Y48)),
    t(dif_all_equal, (dif(g(X49, Y49), g(Z49, Z49)), X49 = Y49, X49 = Z49)),
    t(dif_with_freeze, (freeze(X50, true), dif(X50, a), X50 = b)),
    t(dif_with_when, (when(nonvar(X51), X51 > 0), dif(X51, 3), X51 = 3)),
    t(dif_list, (length(L52, 3), dif(L52, [a, b, c]), L52 = [a, b, Z52], Z52 = d)),
    % A variable younger than the choicepoint, bound in a head that then
    % fails: backtracking drops its wakeup with it.
    t(young_head_fail, (( freeze(X53, writeln(woke53)), two(X53, 3) ; writeln(other53) ), writeln(after53))),
    t(young_next_clause, (freeze(X54, format("woke ~w~n", [X54])), pick(X54, b))),
    t(young_setarg, (T55 = f(a), freeze(X55, setarg(1, T55, X55)), ( X55 = b, fail ; true ), writeln(T55))),
    t(young_many, (numlist(1, 2000, Ns), forall(member(N, Ns), (freeze(V, (V > 0 -> true ; writeln(bad))), ( two(V, 3) ; V = N ))), writeln(done56))),
    t(young_put_attr, (( put_attr(X57, m, 1), put_attr(X57, m, 2), get_attr(X57, m, A57), A57 == 2, fail ; true ), writeln(ok57))),
    % A ?=/2 both variables waited on has run once they are unified: no
    % attribute is left on them.
    t(when_decided_unified, (when(?=(X58, Y58), writeln(fired58)), X58 = Y58, \+ attvar(X58))),
    t(when_decided_args, (when(?=(X59, Y59), writeln(fired59)), X59 = f(A59), Y59 = f(B59), A59 = B59, \+ attvar(A59))),
    t(when_keeps_others, (when(?=(X60, Y60), writeln(fired60)), when(nonvar(Y60), writeln(nv60)), X60 = Y60, attvar(X60), X60 = a)).

two(1, 2).
pick(a, x).
pick(b, b).
