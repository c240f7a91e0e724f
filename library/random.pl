/*  Kea library: random
    random_member/2 and random_permutation/2 over the C++ primitives
    random/1 and random_between/3 (engine/builtins/random.cpp), which draw
    from the thread's generator (set_random(seed(N)) makes them
    reproducible).  Private helpers are prefixed '$random_'.
*/

:- module(random, [
    random_member/2, random_permutation/2
    ]).

%   random_member(-X, +List): X is an element of List, each equally likely;
%   fails for [].
random_member(X, List) :-
    must_be(list, List),
    length(List, Len),
    Len > 0,
    Max is Len - 1,
    random_between(0, Max, N),
    nth0(N, List, X).

%   random_permutation(?List, ?Perm): Perm is a random permutation of List
%   (either may be the given one), each permutation equally likely.
random_permutation(List, Perm) :-
    (   is_list(List)
    ->  '$random_permute'(List, Perm)
    ;   is_list(Perm)
    ->  '$random_permute'(Perm, List)
    ;   throw(error(instantiation_error, context(random_permutation/2, _)))
    ).

% Sorting on random keys; keysort/2 is stable, so the rare equal keys keep
% a permutation.
'$random_permute'(List, Perm) :-
    '$random_keys'(List, Keyed),
    keysort(Keyed, Sorted),
    pairs_values(Sorted, Perm0),
    Perm = Perm0.

'$random_keys'([], []).
'$random_keys'([X|Xs], [K-X|Ks]) :-
    random(K),
    '$random_keys'(Xs, Ks).
