% Tabling (table/1): left, right and double recursion over cyclic graphs,
% mutual recursion, answer modes, tabled negation, tabled grammars, cuts
% after tabled calls, exceptions inside an evaluation, and the
% declaration's errors. Answers are printed sorted: the order of a
% table's answers is not specified.

:- table path/2, rpath/2, dpath/2.
edge(a, b). edge(b, c). edge(c, a). edge(c, d). edge(d, e). edge(f, f).
path(X, Y) :- path(X, Z), edge(Z, Y).
path(X, Y) :- edge(X, Y).
rpath(X, Y) :- edge(X, Y).
rpath(X, Y) :- edge(X, Z), rpath(Z, Y).
dpath(X, Y) :- edge(X, Y).
dpath(X, Y) :- dpath(X, Z), dpath(Z, Y).

% Mutual recursion through two tabled predicates.
:- table even/1, odd/1.
succ_of(N, M) :- between(0, 20, N), M is N + 1, M =< 20.
even(0).
even(N) :- odd(M), succ_of(M, N).
odd(N) :- even(M), succ_of(M, N).

% Same generation: a classic tabled benchmark.
:- table sg/2.
par(b1, a). par(b2, a). par(c1, b1). par(c2, b2). par(c3, b2). par(d1, c3).
sg(X, X) :- par(X, _) ; par(_, X).
sg(X, Y) :- par(X, XP), sg(XP, YP), par(Y, YP).

:- table fib/2.
fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, N1 is N-1, N2 is N-2, fib(N1, F1), fib(N2, F2), F is F1+F2.

% Answer modes.
:- table sp(_, _, min).
w(a, b, 4). w(a, c, 1). w(c, b, 2). w(b, d, 1). w(d, a, 1). w(c, d, 7).
sp(A, B, C) :- w(A, B, C).
sp(A, B, C) :- sp(A, D, E), w(D, B, F), C is E + F.

:- table longest(_, _, max).
longest(X, Y, 1) :- w(X, Y, _), X \== d.
longest(X, Y, N) :- longest(X, Z, N0), w(Z, Y, _), Z \== d, N0 < 5, N is N0 + 1.

:- table firstw(_, first), lastw(_, last).
firstw(k, V) :- member(V, [3, 1, 2]).
lastw(k, V) :- member(V, [3, 1, 2]).

:- table bits(_, lattice(or/3)).
or(A, B, C) :- C is A \/ B.
bits(x, 1). bits(x, 4). bits(x, 2). bits(y, 8).

% Tabled negation over a stratified program.
node(N) :- member(N, [a, b, c, d, e, f]).
:- table unreachable/2.
unreachable(X, Y) :- node(X), node(Y), tnot(path(X, Y)).

% A left-recursive grammar, tabled.
:- table expr//1, term//1.
expr(V) --> expr(V0), "+", term(V1), { V is V0 + V1 }.
expr(V) --> expr(V0), "-", term(V1), { V is V0 - V1 }.
expr(V) --> term(V).
term(V) --> term(V0), "*", digit(V1), { V is V0 * V1 }.
term(V) --> digit(V).
digit(V) --> [C], { code_type(C, digit(V)) }.

% Declared twice: still one table.
:- table twice/1.
:- table twice/1.
twice(1).
twice(2).

% listing/1 shows the declaration and the program's clauses.
:- table lp/2.
lp(A, B) :- edge(A, B).
lp(A, B) :- lp(A, C), edge(C, B).

% An exception inside an evaluation: the table is not completed with
% what it had, and a later call evaluates it again.
:- dynamic boom/0.
:- table fragile/1.
fragile(X) :- member(X, [1, 2]).
fragile(3) :- boom, throw(bang).

show(Label, Template, Goal) :-
    findall(Template, Goal, L0),
    msort(L0, L),
    format("~w: ~q~n", [Label, L]).

% Whether G leaves a choicepoint: a complete table's last answer does not.
det(G) :-
    call_cleanup(G, Det = true),
    (   Det == true -> format("~q: det~n", [G]) ; format("~q: nondet~n", [G]) ),
    !.

formal(G) :-
    catch(G, error(E, _), (print(E), nl)).

main :-
    show('path(X,Y)', X-Y, path(X, Y)),
    show('path(a,Y)', Y, path(a, Y)),
    show('path(X,a)', X, path(X, a)),
    show('path(f,Y)', Y, path(f, Y)),
    show('rpath(X,Y)', X-Y, rpath(X, Y)),
    show('rpath(d,Y)', Y, rpath(d, Y)),
    show('dpath(X,Y)', X-Y, dpath(X, Y)),
    show('dpath(b,Y)', Y, dpath(b, Y)),
    show(even, N, even(N)),
    show(odd, N, odd(N)),
    show(sg, X-Y, sg(X, Y)),
    fib(300, F), format("fib(300) = ~w~n", [F]),
    show(sp, X-Y-C, sp(X, Y, C)),
    show('sp(a,b,C)', C, sp(a, b, C)),
    show(longest, X-Y-C, longest(X, Y, C)),
    show(first, V, firstw(k, V)),
    show(last, V, lastw(k, V)),
    show(bits, K-V, bits(K, V)),
    show(unreachable_from_a, Y, unreachable(a, Y)),
    show(unreachable_count, x, unreachable(_, _)),
    (   phrase(expr(V1), `1+2*3-4`) -> format("expr: ~w~n", [V1]) ; writeln('expr: no') ),
    (   phrase(expr(V2), `2*3*4+5*6-7`) -> format("expr: ~w~n", [V2]) ; writeln('expr: no') ),
    (   path(a, Y1) -> format("first of path(a,Y): ~w~n", [Y1]) ; true ),
    show('after a cut', Y, path(a, Y)),
    det(fib(30, _)),
    det(path(d, _)),
    det(sp(a, b, _)),
    (   predicate_property(path(_, _), tabled) -> writeln(tabled) ; writeln(not_tabled) ),
    (   predicate_property(edge(_, _), tabled) -> writeln(tabled) ; writeln(not_tabled) ),
    assertz(boom),
    catch(findall(X, fragile(X), _), Ball, (print(caught(Ball)), nl)),
    retract(boom),
    show(fragile, X, fragile(X)),
    formal(table(bad/1 as bogus)),
    formal(table(bad(_, foo))),
    formal(table(_)),
    formal(tnot(edge(a, b))),
    show(twice, X, twice(X)),
    findall(X, (twice(X), abolish_all_tables), Ab), msort(Ab, SAb),
    format("abolished while read: ~q~n", [SAb]),
    formal(sp(a, b, 3)),
    listing(lp/2),
    listing(sp/3),
    abolish_all_tables,
    show('after abolish', Y, path(d, Y)),
    aggregate_all(count, current_table(path(_, _), _), NT),
    format("tables of path/2: ~w~n", [NT]).
