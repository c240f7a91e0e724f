% op/3 directives change how the rest of the file is read, and writeq/1
% writes with the operators in force when it runs.

:- op(700, xfx, ===>).
:- op(200, xfy, ^^).
:- op(900, fy, not_).
:- op(100, yf, ++).

rule(a ===> b).
rule(x ^^ y ^^ z ===> w).
rule(not_ not_ p).
rule(3 ++).
rule((a, b ===> c)).

not_ X :- \+ X.
holds(X) :- not_ X.

:- forall(rule(R), (writeq(R), nl)).
:- rule(x ^^ T ===> _), writeq(T), nl.

% Removing the operator: later clauses must use canonical syntax.
:- op(0, xfx, ===>).
after(===>(p, q)).

main :-
    after(Z), writeq(Z), nl,
    rule(R), writeq(R), nl,
    ( holds(fail) -> write(yes) ; write(no) ), nl.
