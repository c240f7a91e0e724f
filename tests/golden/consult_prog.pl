% Loading other files: consult/1, [File], include/1 and ensure_loaded/1.
% Relative names are resolved against the directory of the file being
% loaded, not the working directory, and ".pl" is added.

:- write(loading_main), nl.

p(1).
:- include(consult_inc).
p(4).

:- consult(consult_aux).
:- [consult_list].

% ensure_loaded/1 loads a file once, however it is named.
:- ensure_loaded(consult_once).
:- ensure_loaded(consult_once).
:- ensure_loaded('consult_once.pl').

% consult/1 loads again and replaces the file's clauses instead of
% adding to them.
:- consult(consult_aux).

main :-
    findall(X, p(X), Ps), write(p(Ps)), nl,
    findall(X, aux(X), As), write(aux(As)), nl,
    from_list,
    from_once.
