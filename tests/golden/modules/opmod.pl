% A module of the modules_ops golden: ===> is exported, <=== is its own.
:- module(opmod, [rule_text/1, op(700, xfx, ===>)]).
:- op(700, xfx, <===).

rule(a ===> b).
rule(c <=== d).

rule_text(T) :- findall(R, rule(R), T).
local_op(P-T) :- current_op(P, T, <===).
