greeting --> [hello], name.
name --> [world] ; [prolog].
digits([D|T]) --> digit(D), !, digits(T).
digits([]) --> [].
digit(D) --> [D], { code_type(D, digit) }.
expr(X) --> term(X0), ( "+" -> expr(Y), { X is X0 + Y } ; { X = X0 } ).
list([]) --> [].
list([H|T]) --> [H], list(T), call(rest, T), \+ [x].
pushback, [a] --> [b].
any --> string(_), "end".
