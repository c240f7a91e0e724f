% Adds system:term_expansion/2 for :- double(X) directives (used by golden
% term_expansion_modules).
:- module(term_expansion_modules_ext, []).
:- multifile system:term_expansion/2.
:- dynamic system:term_expansion/2.
system:term_expansion((:- double(X)), [twice(X, Y)]) :- Y is 2 * X.
