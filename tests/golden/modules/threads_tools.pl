% A module of the modules_threads golden: meta-predicates called from 8
% threads at once; their goal arguments must run in the caller's module.
:- module(tools, [twice/1, count_in/2, where/1]).

:- meta_predicate twice(0), count_in(0, -).
% Transparent: runs in its caller's context module.
:- module_transparent where/1.

where(M) :- context_module(M).

twice(G) :- call(G), call(G).

count_in(G, N) :- aggregate_all(count, G, N).

% Private decoys of user's bump/1 and tick/1: a goal wrongly run in tools
% would bump nothing and count no ticks.
:- dynamic(tick/1).
bump(_).
