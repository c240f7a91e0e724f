% Calling an unknown procedure: an existence error by default; with the
% unknown flag at fail it fails, at warning it warns and fails. A dynamic
% predicate without clauses just fails. (SWI-Prolog also warns when the
% flag is changed away from error in the user module; Kea does not.)

:- dynamic declared/1.

try(Goal) :-
    catch(( Goal -> R = succeeded ; R = failed ), error(E, _), R = E),
    print(R), nl.

main :-
    current_prolog_flag(unknown, F0), print(unknown(F0)), nl,
    try(declared(_)),
    try(undefined_a(1)),
    try(call(undefined_b, 1, 2)),
    try(findall(X, undefined_c(X), _)),
    set_prolog_flag(unknown, fail),
    try(undefined_d),
    set_prolog_flag(unknown, warning),
    try(undefined_e(x)),
    set_prolog_flag(unknown, error),
    try(undefined_f).
