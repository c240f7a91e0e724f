% A rewriting theorem prover in the style of Boyer and Moore's: formulas
% over arithmetic and list propositions are normalised bottom-up with a
% table of lemmas (each applied by unifying its left side with a
% normalised term), connectives become if-then-else trees, and a
% tautology checker splits on each condition under the assumptions made
% so far. Measures functor/3, arg/3, clause indexing on the principal
% functor, unification against lemma heads and term construction.

bench_name(boyer).

bench_run :-
    boyer_formula(_, _, F),
    boyer_tautology(F),
    fail.
bench_run.

% Expected verdicts are those of propositional logic: the rewriting keeps
% the propositions p1..p5 distinct, so each formula is a tautology exactly
% when its propositional skeleton is one. Four normal forms are checked
% against results worked out by hand from the lemmas.
bench_check :-
    findall(Name-Verdict,
            ( boyer_formula(Name, _, F),
              ( boyer_tautology(F) -> Verdict = true ; Verdict = false )
            ),
            Verdicts),
    findall(Name-Expected, boyer_formula(Name, Expected, _), Verdicts),
    boyer_rewrite(plus(plus(a, b), plus(c, zero)), R1),
    R1 == plus(a, plus(b, c)),
    boyer_prop(2, P2),
    boyer_rewrite(P2, R2),
    R2 == lessp(length(l2), length(l3)),
    boyer_prop(1, P1),
    boyer_rewrite(P1, R3),
    R3 == if(lessp(times(b, d), times(b, c)), f, t),
    boyer_prop(4, P4),
    boyer_rewrite(P4, R4),
    R4 == lessp(w, z).

boyer_tautology(F) :-
    boyer_rewrite(F, N),
    boyer_taut(N, [], []).

boyer_formula(transitivity, true,
              implies(and(implies(P1, P2),
                          and(implies(P2, P3),
                              and(implies(P3, P4), implies(P4, P5)))),
                      implies(P1, P5))) :-
    boyer_props(P1, P2, P3, P4, P5).
boyer_formula(peirce, true, implies(implies(implies(P1, P2), P1), P1)) :-
    boyer_props(P1, P2, _, _, _).
boyer_formula(contrapositive, true,
              iff(implies(P2, P3), implies(not(P3), not(P2)))) :-
    boyer_props(_, P2, P3, _, _).
boyer_formula(converse, false, implies(implies(P2, P3), implies(P3, P2))) :-
    boyer_props(_, P2, P3, _, _).
boyer_formula(de_morgan, true,
              iff(not(and(P1, or(P4, P5))),
                  or(not(P1), and(not(P4), not(P5))))) :-
    boyer_props(P1, _, _, P4, P5).
boyer_formula(excluded_middle_mix, true,
              or(and(P3, P5), or(not(P3), not(P5)))) :-
    boyer_props(_, _, P3, _, P5).
boyer_formula(wrong_distribution, false,
              iff(and(P1, or(P2, P3)), or(and(P1, P2), P3))) :-
    boyer_props(P1, P2, P3, _, _).

boyer_props(P1, P2, P3, P4, P5) :-
    boyer_prop(1, P1),
    boyer_prop(2, P2),
    boyer_prop(3, P3),
    boyer_prop(4, P4),
    boyer_prop(5, P5).

% Propositions whose normal forms are if-trees over distinct atomic
% propositions (no two of p1..p5 share one, none becomes t or f).
boyer_prop(1, lesseqp(times(plus(a, b), plus(c, zero)),
                      plus(times(a, c), times(one, times(b, d))))).
boyer_prop(2, lessp(length(append(l1, l2)),
                    plus(length(l1), length(append(l3, nil_list))))).
boyer_prop(3, member(e, reverse(append(append(l1, l2), reverse(l3))))).
boyer_prop(4, greaterp(difference(plus(x, plus(y, z)), x),
                       times(plus(y, w), plus(one, zero)))).
boyer_prop(5, and(member(f, append(l4, reverse(l5))),
                  not(equal(plus(plus(u, v), w), plus(u, plus(v, y)))))).

boyer_rewrite(T, R) :-
    atomic(T), !,
    R = T.
boyer_rewrite(T, R) :-
    functor(T, F, N),
    functor(M, F, N),
    boyer_rewrite_args(N, T, M),
    (   boyer_lemma(M, Next)
    ->  boyer_rewrite(Next, R)
    ;   R = M
    ).

boyer_rewrite_args(0, _, _) :- !.
boyer_rewrite_args(I, T, M) :-
    arg(I, T, A),
    arg(I, M, B),
    boyer_rewrite(A, B),
    I1 is I - 1,
    boyer_rewrite_args(I1, T, M).

% Lemmas: left side, right side. All are identities of arithmetic, lists
% or propositional logic, oriented so that rewriting terminates.
boyer_lemma(and(P, Q), if(P, if(Q, t, f), f)).
boyer_lemma(or(P, Q), if(P, t, if(Q, t, f))).
boyer_lemma(not(P), if(P, f, t)).
boyer_lemma(implies(P, Q), if(P, if(Q, t, f), t)).
boyer_lemma(iff(P, Q), and(implies(P, Q), implies(Q, P))).
boyer_lemma(if(t, A, _), A).
boyer_lemma(if(f, _, B), B).
boyer_lemma(if(if(A, B, C), D, E), if(A, if(B, D, E), if(C, D, E))).
boyer_lemma(plus(plus(X, Y), Z), plus(X, plus(Y, Z))).
boyer_lemma(plus(X, zero), X).
boyer_lemma(plus(zero, X), X).
boyer_lemma(times(X, plus(Y, Z)), plus(times(X, Y), times(X, Z))).
boyer_lemma(times(plus(X, Y), Z), plus(times(X, Z), times(Y, Z))).
boyer_lemma(times(times(X, Y), Z), times(X, times(Y, Z))).
boyer_lemma(times(X, one), X).
boyer_lemma(times(one, X), X).
boyer_lemma(times(_, zero), zero).
boyer_lemma(times(zero, _), zero).
boyer_lemma(difference(X, X), zero).
boyer_lemma(difference(plus(X, Y), X), Y).
boyer_lemma(equal(X, X), t).
boyer_lemma(equal(plus(X, Y), plus(X, Z)), equal(Y, Z)).
boyer_lemma(lessp(X, X), f).
boyer_lemma(lessp(plus(X, Y), plus(X, Z)), lessp(Y, Z)).
boyer_lemma(lesseqp(X, Y), not(lessp(Y, X))).
boyer_lemma(greaterp(X, Y), lessp(Y, X)).
boyer_lemma(greatereqp(X, Y), not(lessp(X, Y))).
boyer_lemma(append(append(X, Y), Z), append(X, append(Y, Z))).
boyer_lemma(append(X, nil_list), X).
boyer_lemma(length(append(A, B)), plus(length(A), length(B))).
boyer_lemma(length(reverse(X)), length(X)).
boyer_lemma(reverse(append(A, B)), append(reverse(B), reverse(A))).
boyer_lemma(member(X, append(A, B)), or(member(X, A), member(X, B))).
boyer_lemma(member(X, reverse(Y)), member(X, Y)).

% boyer_taut(+IfTree, +AssumedTrue, +AssumedFalse)
boyer_taut(t, _, _) :- !.
boyer_taut(if(C, A, B), Ts, Fs) :- !,
    (   boyer_in(C, Ts)
    ->  boyer_taut(A, Ts, Fs)
    ;   boyer_in(C, Fs)
    ->  boyer_taut(B, Ts, Fs)
    ;   boyer_taut(A, [C|Ts], Fs),
        boyer_taut(B, Ts, [C|Fs])
    ).
boyer_taut(P, Ts, _) :-
    P \== f,
    boyer_in(P, Ts).

boyer_in(X, [Y|Ys]) :-
    (   X == Y
    ->  true
    ;   boyer_in(X, Ys)
    ).
