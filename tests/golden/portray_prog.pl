% print/1, print/2, format's ~p, write_term/2 with portray(true) and
% print_message/2 ask the program's portray/1 about each subterm first,
% as SWI-Prolog does; its output lands where the subterm would have, and
% its bindings are undone.
portray(secret(_)) :- write(hidden).
portray(point(X, Y)) :- format("<~w,~w>", [X, Y]).
portray(wrap(X)) :- X = bound, write(wrapped).
portray(nested(T)) :- write('nested:'), print(T).
portray(loop(X)) :- print(loop(X)).

go :-
    print(f(secret(1), [a, secret(2)], point(1, 2))), nl,
    print(user_output, g(point(3, 4))), nl,
    format("~p and ~w and ~q~n", [secret(x), secret(y), secret(z)]),
    write_term(g(secret(3)), [portray(true)]), nl,
    write_term(g(secret(3)), [portray(false)]), nl,
    writeq(g(secret(3))), nl,
    print(wrap(X)), nl, ( var(X) -> writeln(unbound) ; writeln(X) ),
    with_output_to(string(SY), print(f(Y))), sub_string(SY, 0, 3, _, SY3), writeln(SY3),
    ( var(Y) -> writeln(unbound) ; writeln(Y) ),
    print(nested(secret(5))), nl,
    print('$VAR'(1)), nl,
    print([point(0, 0) | tail]), nl,
    print_message(error, format("message ~p", [secret(m)])),
    with_output_to(string(S), print(h(secret(4)))), writeq(S), nl,
    % A portray/1 that prints what it was given: a resource error, not a
    % crash.
    catch(print(loop(1)), error(E, _), true), writeq(E), nl.
