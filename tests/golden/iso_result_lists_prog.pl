% An output argument that is to be a list, in the all-solutions and sorting
% builtins: a list or a partial list is taken, anything else is
% type_error(list, _) before any work is done (ISO 8.10.1.3, 8.10.2.3,
% 8.10.3.3 and Cor.2's sort/2 and keysort/2; GNU Prolog agrees). Expected
% output is SWI-Prolog's except the lines marked ISO, where SWI-Prolog 9.0
% fails. Also: a writable boolean flag answers to on and off as to true and
% false, as in SWI-Prolog.

% Prints yes, no, or the error (a type error by its type: the culprit may
% be cyclic).
t(G) :- catch((G -> write(yes) ; write(no)), error(F, _), show(F)), nl.

show(type_error(Type, _)) :- !, print(type_error(Type)).
show(F) :- print(F).

main :-
    t(findall(X, member(X, [b, a]), [A|T])), print(A-T), nl,
    t(findall(X, member(X, [b, a]), [b, a])),
    t(findall(X, fail, [])),
    t(findall(_, true, a)),                             % ISO
    t(findall(_, true, [a|b])),                         % ISO
    t(findall(_, true, foo(a, b))),                     % ISO
    t(bagof(X, member(X, [a]), a)),                     % ISO
    t(setof(X, member(X, [a]), f(x))),                  % ISO
    t(sort([c, a], [Y|Z])), print(Y-Z), nl,
    t(sort([], 0)),                                     % ISO
    t(msort([], a)),                                    % ISO
    t(keysort([], [x|y])),                              % ISO
    t(sort(0, @>=, [1, 2], 5)),                         % ISO
    t(predsort(compare, [], 6.8)),                      % ISO
    t(sort(_, [])),
    L = [a|L], t(findall(_, fail, L)),                  % ISO: cyclic
    t(current_prolog_flag(gc, on)),
    t(current_prolog_flag(gc, off)),
    t(current_prolog_flag(debug, off)),
    t(current_prolog_flag(bounded, off)).
