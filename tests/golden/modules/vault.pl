% A module of the modules_errors golden: exports open_vault/1; secret/1 is
% private.
:- module(vault, [open_vault/1]).

open_vault(X) :- secret(X).

secret(gold).
