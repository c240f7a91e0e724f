/*  Kea library: pairs
    Key-Value pair lists.  Private helpers are prefixed '$pairs_'.
*/

:- module(pairs, [
    map_list_to_pairs/3, pairs_keys/2, pairs_keys_values/3, pairs_values/2,
    transpose_pairs/2
    ]).

pairs_keys_values(Pairs, Keys, Values) :-
    (   nonvar(Pairs)
    ->  '$pairs_kv'(Pairs, Keys, Values)
    ;   nonvar(Keys)
    ->  '$pairs_kv_from_keys'(Keys, Values, Pairs)
    ;   '$pairs_kv'(Pairs, Keys, Values)
    ).

'$pairs_kv'([], [], []).
'$pairs_kv'([K-V|Ps], [K|Ks], [V|Vs]) :-
    '$pairs_kv'(Ps, Ks, Vs).

% Indexed on the keys when the pairs are to be built, so no choice point.
'$pairs_kv_from_keys'([], [], []).
'$pairs_kv_from_keys'([K|Ks], [V|Vs], [K-V|Ps]) :-
    '$pairs_kv_from_keys'(Ks, Vs, Ps).

pairs_keys([], []).
pairs_keys([K-_|Ps], [K|Ks]) :-
    pairs_keys(Ps, Ks).

pairs_values([], []).
pairs_values([_-V|Ps], [V|Vs]) :-
    pairs_values(Ps, Vs).

%   map_list_to_pairs(:Function, +List, -Pairs): Pairs holds K-E for each
%   element E, with call(Function, E, K).
map_list_to_pairs(Function, List, Pairs) :-
    '$pairs_map'(List, Function, Pairs).

'$pairs_map'([], _, []).
'$pairs_map'([E|Es], F, [K-E|Ps]) :-
    call(F, E, K),
    '$pairs_map'(Es, F, Ps).

%   transpose_pairs(+Pairs, -Transposed): V-K for each K-V, keysorted.
transpose_pairs(Pairs, Transposed) :-
    '$pairs_flip'(Pairs, Flipped),
    keysort(Flipped, Transposed).

'$pairs_flip'([], []).
'$pairs_flip'([K-V|Ps], [V-K|Fs]) :-
    '$pairs_flip'(Ps, Fs).
