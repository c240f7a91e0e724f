% A module of the modules_meta golden: meta-predicates, a predicate that
% calls its goal without being declared meta, and a private greet/0 that
% differs from user's.
:- module(meta_util, [twice/1, apply_to/2, show_goal/1, plain_call/1,
                      own_greet/0, strip_here/1]).

:- meta_predicate twice(0), apply_to(1, ?), show_goal(0).

twice(G) :- call(G), call(G).

apply_to(P, X) :- call(P, X).

show_goal(G) :- print(G), nl.

% Not a meta-predicate: G runs in this module.
plain_call(G) :- call(G).

own_greet :- greet.

strip_here(G) :- strip_module(G, M, P), print(M-P), nl.

greet :- write('meta_util greet'), nl.
