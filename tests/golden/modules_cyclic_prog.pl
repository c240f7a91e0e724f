% modules_cyclic: a term qualified forever (X = a:X) is a type error where
% a module qualifier is stripped, never a loop: calls, assert, clause,
% strip_module/3 and meta_predicate/1. (SWI-Prolog 9.0.4 itself crashes
% on dynamic(X) with such an X, so that case is not here.)
t(G) :- catch((G -> R = yes ; R = no), error(E, _), R = E), summary(R, S), print(S), nl.
summary(type_error(T, _), type_error(T)) :- !.
summary(R, R).
main :-
    X = a:X,
    t(call(X)),
    t(assert(X)),
    t(clause(X, _)),
    t(strip_module(X, _, _)),
    t(meta_predicate(X)),
    t(user:true).
