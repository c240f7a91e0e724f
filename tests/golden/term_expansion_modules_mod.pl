% A module whose file uses the system-wide expansion and has an expansion
% of its own (used by golden term_expansion_modules).
:- module(term_expansion_modules_mod, [twice/2, local/1]).
:- dynamic local/1.
term_expansion(local_fact(X), local(X)).
:- double(21).
:- double(5).
local_fact(a).
local_fact(b).
