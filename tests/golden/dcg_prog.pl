% Definite clause grammars: translation and phrase/2,3.

greeting --> "hello", ws, name.
name --> "world".
name --> "prolog".
ws --> [C], { C =:= 32 }, !, ws.
ws --> [].

digits([D|T]) --> digit(D), digits(T).
digits([D]) --> digit(D).
digit(D) --> [D], { D >= 0'0, D =< 0'9 }.

number(N) --> digits(Ds), { number_codes(N, Ds) }.

% Arithmetic expressions with left-associative operators.
expr(V) --> term(T), expr_rest(T, V).
expr_rest(Acc, V) --> "+", !, term(T), { A1 is Acc + T }, expr_rest(A1, V).
expr_rest(Acc, V) --> "-", !, term(T), { A1 is Acc - T }, expr_rest(A1, V).
expr_rest(V, V) --> [].
term(V) --> number(V).
term(V) --> "(", expr(V), ")".

% Pushback: peek at the next element without consuming it.
peek(C), [C] --> [C].

% call//N with a closure, and a grammar rule that takes one.
list(_, []) --> [].
list(G, [X|Xs]) --> call(G, X), list(G, Xs).
item(X) --> [X], { atom(X) }.
pair(K-V) --> [K, =, V].

% Control constructs in bodies: if-then-else, negation, disjunction.
sign(S) --> ( "-" -> { S = neg } ; "+" -> { S = pos } ; { S = none } ).
not_x --> \+ [x], [_].
ab --> ( [a] | [b] ), ab.
ab --> [].

% Terminals as lists of characters and of codes, an empty body, and a
% recursion ending in a string terminal.
abc --> [a, b], [c].
let --> [0'l, 0'e, 0't], " ".
nothing --> [].
ends_with_dot --> [_], ends_with_dot.
ends_with_dot --> ".".

codes(Atom, Codes) :- atom_codes(Atom, Codes).

show(Name, Goal) :-
    write(Name), write(': '),
    (   catch(Goal, error(E, _), ( print(E), nl ))
    ->  true
    ;   write(failed), nl
    ).

main :-
    codes('hello   world', C1),
    show(greeting, ( phrase(greeting, C1), write(yes), nl )),
    codes('hello prolog!', C2),
    show(greeting_rest, ( phrase(greeting, C2, R2), atom_codes(A2, R2), writeq(A2), nl )),
    show(greeting_no, phrase(greeting, C2)),
    codes('12+(30-2)-5', C3),
    show(expr, ( phrase(expr(V3), C3), write(V3), nl )),
    codes('42abc', C4),
    show(number_rest, ( phrase(number(N4), C4, R4), atom_codes(A4, R4), write(N4-A4), nl )),
    show(peek, ( phrase(peek(P), [x, y], R5), write(P-R5), nl )),
    show(list, ( phrase(list(item, L6), [a, b, c]), write(L6), nl )),
    show(pairs, ( phrase(list(pair, L7), [a, =, 1, b, =, 2]), write(L7), nl )),
    codes('-7', C8), codes('7', C9),
    show(sign, ( phrase((sign(S8), digits(_)), C8), phrase((sign(S9), digits(_)), C9), write(S8/S9), nl )),
    show(not_x, ( phrase(not_x, [y]), \+ phrase(not_x, [x]), write(yes), nl )),
    show(ab, ( findall(R, phrase(ab, [a, b, a, c], R), Rs), write(Rs), nl )),
    show(abc, ( phrase(abc, [a, b, c]), write(yes), nl )),
    codes('let x', C11),
    show(code_list, ( phrase(let, C11, R11), atom_codes(A11, R11), writeq(A11), nl )),
    show(nothing, ( phrase(nothing, [], []), write(yes), nl )),
    codes('abc.', C10),
    show(ends_with_dot, ( phrase(ends_with_dot, C10), write(yes), nl )),
    show(call_dcg, ( phrase(call(item, X11), [q], []), write(X11), nl )),
    show(conj, ( phrase((item(X12), item(Y12)), [p, q]), write(X12+Y12), nl )),
    show(var_grammar, phrase(_, [a])),
    show(not_callable, phrase(1, [a])),
    show(not_list, phrase(abc, foo)).
