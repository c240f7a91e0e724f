% Syntax errors in a loaded file are reported with file:line:column and
% the clause is skipped; loading goes on with the next clause.

a(1).
a(2) :- b c.
a(3).
c(1, ).
c(2).
d(x) :- ( a ; b.
d(y).

main :-
    findall(X, a(X), As), write(As), nl,
    findall(X, c(X), Cs), write(Cs), nl,
    findall(X, d(X), Ds), write(Ds), nl.
