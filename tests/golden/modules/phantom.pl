% A module of the modules_export golden: exports ghost/1, which it never
% defines, besides real/1.
:- module(phantom, [ghost/1, real/1]).

real(here).
