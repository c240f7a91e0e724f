% term_expansion/2 and goal_expansion/2 while loading: a term may expand
% into a list of clauses (none removes it), and goals in clause bodies are
% expanded, inside control constructs too, until no rule applies.

term_expansion(gen(N), Clauses) :-
    findall(num(I), between(1, N, I), Clauses).
term_expansion(drop(_), []).
term_expansion(twice(X), [X, X]).
term_expansion(run_now(G), (:- G)).
term_expansion(end_of_file, _) :-
    write(saw_end_of_file), nl,
    fail.

goal_expansion(sq(X, Y), mul(X, X, Y)).
goal_expansion(mul(X, Y, Z), Z is X * Y).
goal_expansion(say(X), (write(X), nl)).

gen(3).
drop(me).
twice(t(1)).
twice(t(2)).
run_now((write(expanded_directive), nl)).

square(X, Y) :- sq(X, Y).
hello :- say(hello).
branches(X) :- ( X > 0 -> say(positive) ; say(not_positive) ), \+ \+ say(done).

main :-
    findall(X, num(X), L1), write(L1), nl,
    findall(X, t(X), L2), write(L2), nl,
    square(7, Y), write(Y), nl,
    hello,
    branches(1),
    branches(0),
    ( clause(square(_, _), Body), Body = (_ is _) -> write(body_expanded) ; write(wrong) ), nl,
    catch(drop(_), error(E, _), (print(E), nl)).
