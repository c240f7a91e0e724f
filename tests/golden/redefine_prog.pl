% A predicate defined in one file and then in another: the second file's
% definition replaces the first, with a warning naming both places.

:- consult(redefine_aux).

p(main_file).

q(first).
:- consult(redefine_aux2).

main :-
    findall(X, p(X), Ps), write(p(Ps)), nl,
    findall(X, q(X), Qs), write(q(Qs)), nl.
