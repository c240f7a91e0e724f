% compat_terms: flag/3, library(gensym), numbervars/1, nth_clause/3,
% library(terms) (term_subsumer/3, mapargs/3), atomics_to_string/2 and
% term_size/2.
:- use_module(library(gensym)).
:- use_module(library(terms)).

t(G) :-
    catch(( G -> show(yes(G)) ; print(no) ), E, ( E = error(F, _) -> print(F) ; print(E) )),
    nl.

show(T) :-
    copy_term(T, C),
    numbervars(C, 0, _),
    print(C).

nth_clause_ref(Head, Which, N) :-
    nth_clause(p(_), 2, R),
    clause(Head, _, R),
    nth_clause(Which, N, R).

:- dynamic p/1.
p(a).
p(b).
p(c).

main :-
    t(flag(k, O, O + 1)),
    t(flag(k, O2, O2 * 10)),
    t(flag(k, V, V)),
    t(flag(k, 5, 6)),
    t(flag(k, _, foo)),
    t(flag(k, X, X)),
    t(flag(k, _, 1.5)),
    t(flag(k, Y, Y)),
    t(flag(_, _, 1)),
    t(flag(f(x), _, 1)),
    t(flag(f(y), Fy, Fy)),
    t(flag(1, A, A)),
    t(flag(k, _, _)),
    t(flag(k, _, "s")),
    t(flag(k, Z, Z)),
    t(gensym(a, _)),
    t(gensym(a, _)),
    t(gensym(b, _)),
    t(reset_gensym(a)),
    t(gensym(a, _)),
    t(reset_gensym),
    t(gensym(b, _)),
    t(gensym(_, _)),
    t(gensym(a, a1)),
    t(gensym("s", _)),
    t(gensym(1, _)),
    t(numbervars(f(P, _, P))),
    t(findall(I-B, ( nth_clause(p(_), I, R), clause(H, B, R), H = p(_) ), _)),
    t(nth_clause_ref(_, _, _)),
    t(nth_clause(p(_), 4, _)),
    t(nth_clause(_, _, _)),
    t(term_subsumer(f(a, b, a), f(c, b, c), _)),
    t(term_subsumer(f(a, b), f(c, d), _)),
    t(term_subsumer(g(X1), g(X1), _)),
    t(term_subsumer(f(a, g(b)), f(c, g(b)), _)),
    t(term_subsumer(a, b, _)),
    t(term_subsumer([1, 2], [1, 3], _)),
    t(term_subsumer(f(a, b, a, b), f(c, d, c, e), _)),
    t(atomics_to_string([a, 1, "x", 2.5], _)),
    t(atomics_to_string([], _)),
    t(atomics_to_string([f(x)], _)),
    t(mapargs([X2, Y2]>>(Y2 is X2 * 2), f(1, 2), _)),
    t(mapargs(succ, _, g(2, 3))),
    % term_size/2 where Kea's cells and SWI-Prolog's agree (lists, floats
    % and big integers take fewer cells in Kea).
    t(term_size(a, _)),
    t(term_size(f(a), _)),
    t(term_size(f(X3, _, X3), _)),
    t(term_size(_, _)),
    t(term_size(f(g(h(1))), _)),
    t(term_size("hello", _)),
    t(term_size(f(a), 2)),
    t(term_size(f(a), 3)).
