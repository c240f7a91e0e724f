% modules_at: @(Goal, Module) calls Goal as it is looked up (its own
% qualifier, else the caller's module) with Module as its context: the
% meta arguments of Goal's predicate are qualified with Module, also
% inside control constructs. Errors for an unbound goal or module, or a
% module that is not an atom.
:- use_module(modules/at_mod).

hello :- writeln(hello_from_user).

t(G) :- catch((G -> true ; writeln(failed)), error(E, _), (writeq(E), nl)).

main :-
    t(@(run(hello), at_mod)),
    t(@(run(hello), user)),
    t(@(at_mod:run(hello), user)),
    t(@(hello, at_mod)),
    t(@(at_mod:hello, user)),
    t(@((hello, run(hello)), at_mod)),
    t(@((fail ; run(hello)), at_mod)),
    t(@(\+ run(fail), at_mod)),
    t(@(findall(X, member(X, [1, 2]), L), at_mod)), writeq(L), nl,
    t(@(assertz(fact(1)), at_mod)), t(at_mod:fact(F)), writeq(F), nl,
    t(@(fail, at_mod)),
    t(@(_, at_mod)),
    t(@(run(hello), _)),
    t(@(run(hello), 3)).
