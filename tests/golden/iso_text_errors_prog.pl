% ISO errors of the text and term builtins where Kea used to be lax, the
% bodies clause/2 and retract/1 give back, ^/2 outside bagof/setof, and
% read_term/2's singletons; expected output is SWI-Prolog's (GNU Prolog
% agrees on the errors).

:- dynamic(p/1).
q(1, a). q(2, b). r(3).

% Prints what G does: yes(G) with its bindings, no, or the formal of the error.
t(G) :- catch((G -> print(yes(G)) ; write(no)), error(F, _), print(F)), nl.

% The body clause/2 gives back for the stored clause C.
body(C) :- retractall(p(_)), assertz(C), clause(p(_), B), show(B).

show(T) :- \+ \+ ( numbervars(T, 0, _), print(T), nl ).

main :-
    t(number_codes(_, "3 ")), t(number_codes(_, "3/**/")), t(number_codes(_, "a")),
    t(number_codes(_, " 3")), t(number_codes(_, "\n-3")), t(number_codes(_, "+3")),
    t(number_codes(_, "- 3")), t(number_codes(_, "/**/3")), t(number_codes(_, "3.")),
    t(number_codes(_, "0'a")), t(number_codes(_, "0x1F")), t(number_codes(_, "1 000")),
    t(number_codes(_, "0.5e")), t(number_chars(_, ['1', ' '])), t(number_codes(_, "12")),
    t(atom_number('3 ', _)), t(atom_number(' 3', _)), t(atom_number('+3', _)),
    t(number_string(_, " 3")), t(number_string(_, "3.")),
    t(atom_chars(_, b)), t(atom_codes(_, abc)), t(number_chars(_, '1')), t(number_codes(_, '12')),
    t(atom_chars(_, "abc")),
    t(atom_chars(f(a), _)), t(atom_codes(f(a), _)),
    t(char_code(a, x)), t(char_code(_, x)), t(char_code(ab, _)),
    t(_ =.. [a(b), 1]), t(_ =.. [f(x)]), t(_ =.. [1, 1]), t(_ =.. ["s", 1]),
    body((p(X) :- X)), body((p(X) :- X, !)), body((p(X) :- \+ X)), body((p(X) :- call(X))),
    body((p(X) :- findall(X, _, _))),
    retractall(p(_)), assertz((p(X1) :- X1, true)), retract((p(_) :- B)), show(B),
    t(bagof(X2, (Y2^q(X2, Y2) ; r(X2)), _)), setof(X3, Y3^(q(X3, Y3) ; r(X3)), S3), print(S3), nl,
    t(bagof(X4, (r(X4), Y4^q(Y4, _)), _)), t(_^true), G = (_^true), t(G),
    open_string("f(X,_Y,_,Z,_Y2,_Y2).", S), read_term(S, T, [singletons(L)]), close(S),
    show(T-L).
