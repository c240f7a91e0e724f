assertz((add(R) :- dcg_translate_rule(R, C), assertz(C))).
add((greeting --> [hello], name)), add((name --> [world])), add((name --> [prolog])).
phrase(greeting, [hello, world]), !.
findall(x, phrase(greeting, [hello, prolog]), L).
phrase(greeting, [hello, there]).
phrase(greeting, [hello, world, again]).
findall(R, phrase(greeting, [hello, world, again], R), L).
findall(L, phrase(greeting, L), Ls).
add((digits([D|T]) --> digit(D), digits(T))), add((digits([D]) --> digit(D))).
add((digit(D) --> [D], { D >= 0'0, D =< 0'9 })).
phrase(digits(Ds), `123`, R), !.
findall(Ds-R, phrase(digits(Ds), `12`, R), L).
add((greedy([D|T]) --> digit(D), !, greedy(T))), add((greedy([]) --> [])).
findall(Ds-R, phrase(greedy(Ds), `12a`, R), L).
add((ab --> "ab")).
phrase(ab, `abc`, R).
phrase(ab, `ba`, R).
add((opt --> ([a] ; [b]), [c])).
findall(L, phrase(opt, L), Ls).
add((alt --> [a] | [b])).
findall(L, phrase(alt, L), Ls).
add((ite --> ([a] -> [b] ; [c]))).
phrase(ite, [a, b]).
phrase(ite, [c]).
phrase(ite, [a, c]).
add((notx --> \+ [x], [_])).
phrase(notx, [y]).
phrase(notx, [x]).
add((peek(X), [X] --> [X])).
phrase(peek(X), [a, b], R).
add((ins, [a, b] --> [])).
phrase(ins, [], R).
add((anything([]) --> [])), add((anything([H|T]) --> [H], anything(T))).
phrase((anything(Front), [x], anything(Back)), [a, x, b]), !.
findall(F-B, phrase((anything(F), [x], anything(B)), [x, a, x]), L).
phrase([a, b], [a, b, c], R).
phrase("ab", `abc`, R).
phrase([], [a], R).
phrase({X = 1}, [a], R).
phrase(!, [a], R).
phrase(\+ [b], [a], R).
phrase(([a] ; [b]), [b], R).
phrase(call(anything, L), [a, b]), !.
phrase((anything(L), [c]), [a, b, c]), !.
add((cl(G) --> call(G, x))).
assertz(one(X, [X|T], T)).
phrase(cl(one), [x, y], R).
add((v(G) --> G)).
phrase(v([q]), [q, r], R).
add((cut_out --> [a], !)), add((cut_out --> [a, a])).
findall(R, phrase(cut_out, [a, a], R), L).
phrase(cut_out, [a, a]).
add((early --> !, [a])), add((early --> [b])).
phrase(early, [b]).
add((open_list --> [a|T], {T = [b]})).
phrase(open_list, [a, b, c], R), !.
catch(dcg_translate_rule((a --> [x|y]), _), error(E, _), true).
catch(dcg_translate_rule((a --> 1), _), error(E, _), true).
catch(dcg_translate_rule((a --> b, 1), _), error(E, _), true).
catch(dcg_translate_rule((a --> (b -> 1 ; c)), _), error(E, _), true).
catch(dcg_translate_rule((_ --> b), _), error(E, _), true).
catch(dcg_translate_rule((1 --> b), _), error(E, _), true).
dcg_translate_rule((a :- b), _).
catch(phrase(_, [a]), error(E, _), true).
catch(phrase(1, [a]), error(E, _), true).
catch(phrase([a], foo), error(E, _), true).
catch(phrase([a], [a], foo), error(E, _), true).
\+ \+ ( dcg_translate_rule((t(X) --> [X]), (H :- B)), H = t(x, S0, S), B = (S0 = L), L == [x|S] ).
\+ \+ ( dcg_translate_rule((t --> []), (H :- B)), H = t(S0, S), B = (P = Q), P == S0, Q == S ).
\+ \+ ( dcg_translate_rule((t --> a, b), (H :- B)), H = t(S0, S), B = (a(P, M1), b(M2, Q)), P == S0, M1 == M2, Q == S ).
\+ \+ ( dcg_translate_rule((t --> [a], !, [b]), (H :- B)), H = t(S0, S), B = (S0 = [a|S1], (!, S2 = S1b), S2b = [b|S3]) ).
dcg_translate_rule((t --> [a], !), (H :- _)), H = t(S0, S), var(S0), var(S).
