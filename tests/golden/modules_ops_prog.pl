% modules_ops: an operator a module's file defines is the module's own:
% its file reads with it, while other modules (user) do not see it; an
% operator in the export list is the importer's too. op/3 with M:Name
% defines one in M.
:- use_module(modules/opmod).

t(G) :- catch((G -> true ; writeln(failed)), error(E, _), (writeq(E), nl)).

main :-
    rule_text(T), writeq(T), nl,
    t((X = (p ===> q), writeq(X), nl)),
    t((current_op(P, Ty, ===>), writeq(P-Ty), nl)),
    t((current_op(P2, Ty2, <===), writeq(P2-Ty2), nl)),
    t((term_to_atom(Y, 'p <=== q'), writeq(Y), nl)),
    t((opmod:local_op(L), writeq(L), nl)),
    op(200, xfy, other:(+++)),
    t((current_op(P3, Ty3, +++), writeq(P3-Ty3), nl)),
    t((term_to_atom(Z, 'a +++ b'), writeq(Z), nl)).
