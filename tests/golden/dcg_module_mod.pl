% A module whose code calls phrase/2,3 on control constructs of its own
% non-terminals (used by golden dcg_module).
:- module(dcg_module_mod, [both/1, either/1, guarded/1]).

d --> "a".
e --> "b".

both(Codes) :- phrase((d, d), Codes).
either(Codes) :- phrase((d ; e, d), Codes).
guarded(Codes) :- phrase((d, {true}, \+ e, !, d), Codes).
