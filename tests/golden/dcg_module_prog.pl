% phrase/2,3 on a module's control constructs: the body is translated and
% runs in the module (a module's (a, b) was called as ','/4).
:- use_module(dcg_module_mod).

r(G) :- ( catch(G, E, (print(E), nl, fail)) -> print(yes(G)) ; print(no(G)) ), nl.

main :-
    r(both(`aa`)), r(both(`ab`)),
    r(either(`ba`)), r(either(`a`)),
    r(guarded(`aa`)), r(guarded(`ab`)),
    r(dcg_module_mod:phrase((dcg_module_mod:d, dcg_module_mod:e), `ab`)),
    r(phrase(dcg_module_mod:(d, "b"), `abc`, _)),
    r(phrase(dcg_module_mod:(e ; d), `a`)).
