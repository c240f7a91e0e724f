/*  Kea library: hashtable
    Mutable hash tables as SWI-Prolog's library(hashtable) provides them:
    a table maps keys to values, keys being compared with ==/2 (so 1 and
    1.0 are different keys, and f(X) and f(Y) are different keys unless
    X == Y).  A key may hold variables but may not be a variable.  Every
    change is made with setarg/3, so it is undone when execution
    backtracks over it, and a table is an ordinary term: findall/3 copies
    it, and the copy is a separate table.

    Representation: separate chaining.  A table is the term

        ht(Count, Buckets)

    Count is the number of keys.  Buckets is a compound b(L1, ..., Ln)
    whose arity n, the capacity, is a power of two (at least 8).  Each Li
    is a proper list of entry terms e(Hash, Key, Value), where Hash is
    the key's hash: term_hash(Key) when Key is ground, else
    variant_hash(Key) (a variant-invariant hash, so it cannot depend on
    the key's variables; f(X) and f(Y) share a bucket and are told apart
    by ==/2).  Both are 24-bit.  The hash is stored so that growing the
    table and looking a key up never hash a stored key again.
    Invariants:

      - an entry e(H, K, V) is in bucket (H /\ (n-1)) + 1;
      - no two entries of the table have keys that are ==;
      - Count is the total length of the bucket lists;
      - Count =< n (the load factor is at most 1).

    Looking a key up hashes it once, then walks one bucket comparing the
    stored hash (an integer unification) before the key (==/2).  A new
    key is pushed on the front of its bucket (setarg/3 of the bucket
    argument) and Count is incremented (setarg/3 of the first argument);
    a new value for a present key is set in its entry (setarg/3 of the
    entry's third argument), so the bucket is not copied.  Deleting a key
    copies the part of its bucket before the entry and shares the rest.
    When an insertion makes Count exceed n, the table grows to 2n
    buckets: old bucket i splits into new buckets i and i+n by the hash
    bit n, and the new buckets are built by binding the fresh arguments
    of a new b/2n term (no setarg/3 needed), which then replaces the old
    one with setarg/3.  Entries are shared between the old and the new
    bucket terms, so backtracking over a growth restores the old bucket
    term in the state it had.  Tables do not shrink.

    A table's first argument that is a variable raises an instantiation
    error; any other term that is not a table makes the predicates fail.
    Private helpers are prefixed '$ht_'.
*/

:- module(hashtable, [
    ht_new/1, ht_is_hashtable/1, ht_size/2,
    ht_put/3, ht_put/5, ht_put_new/3, ht_update/4,
    ht_del/3, ht_get/3, ht_gen/3, ht_pairs/2, ht_keys/2
    ]).

:- use_module(library(error)).

%   ht_new(--HT): HT is a new, empty table.  Its bucket term is built
%   afresh, not written as a ground term in the clause, so setarg/3 on it
%   can never reach a term that the compiler might share between calls.
ht_new(ht(0, Buckets)) :-
    functor(Buckets, b, 8),
    '$ht_empty'(8, Buckets).

'$ht_empty'(I, Buckets) :-
    (   I =:= 0
    ->  true
    ;   arg(I, Buckets, []),
        I1 is I - 1,
        '$ht_empty'(I1, Buckets)
    ).

%   ht_is_hashtable(@HT): HT is a table.
ht_is_hashtable(HT) :-
    nonvar(HT),
    HT = ht(Count, Buckets),
    integer(Count),
    compound(Buckets).

%   '$ht_locate'(+HT, +Key, -Hash, -Buckets, -I, -Bucket): Key's hash and
%   the bucket (argument I of Buckets) where it is or would go; HT must be
%   a table and Key bound.
'$ht_locate'(HT, Key, Hash, Buckets, I, Bucket) :-
    '$ht_table'(HT),
    '$ht_key'(Key),
    '$ht_hash'(Key, Hash),
    arg(2, HT, Buckets),
    '$ht_slot'(Buckets, Hash, I),
    arg(I, Buckets, Bucket).

%   ht_size(+HT, -Count): HT holds Count keys.
ht_size(ht(Count, _), Count).

%   ht_put(!HT, +Key, +Value): Key maps to Value, replacing any value it
%   had.
ht_put(HT, Key, Value) :-
    '$ht_locate'(HT, Key, Hash, Buckets, I, Bucket),
    (   '$ht_find'(Bucket, Hash, Key, Entry)
    ->  setarg(3, Entry, Value)
    ;   '$ht_insert'(HT, Buckets, I, Bucket, e(Hash, Key, Value))
    ).

%   ht_put(!HT, +Key, +Value, +Default, -Old): as ht_put/3; Old is the
%   value Key had, or Default when it had none.  Fails, leaving HT as it
%   is, when Old does not unify with that.
ht_put(HT, Key, Value, Default, Old) :-
    '$ht_locate'(HT, Key, Hash, Buckets, I, Bucket),
    (   '$ht_find'(Bucket, Hash, Key, Entry)
    ->  arg(3, Entry, Old0),
        Old = Old0,
        setarg(3, Entry, Value)
    ;   Old = Default,
        '$ht_insert'(HT, Buckets, I, Bucket, e(Hash, Key, Value))
    ).

%   ht_put_new(!HT, +Key, +Value): adds Key mapped to Value; fails if
%   Key is in HT.
ht_put_new(HT, Key, Value) :-
    '$ht_locate'(HT, Key, Hash, Buckets, I, Bucket),
    \+ '$ht_find'(Bucket, Hash, Key, _),
    '$ht_insert'(HT, Buckets, I, Bucket, e(Hash, Key, Value)).

%   ht_update(!HT, +Key, ?Old, +New): Key, mapped to Old, is mapped to
%   New; fails if Key is not in HT or its value does not unify with Old.
ht_update(HT, Key, Old, New) :-
    '$ht_table'(HT),
    '$ht_key'(Key),
    '$ht_lookup'(HT, Key, Entry),
    arg(3, Entry, Old0),
    Old = Old0,
    setarg(3, Entry, New).

%   ht_get(+HT, +Key, ?Value): Key maps to Value in HT.
ht_get(HT, Key, Value) :-
    '$ht_table'(HT),
    '$ht_key'(Key),
    '$ht_lookup'(HT, Key, Entry),
    arg(3, Entry, Value).

%   ht_del(!HT, +Key, ?Value): removes Key, which mapped to Value; fails
%   if Key is not in HT or its value does not unify with Value.
ht_del(HT, Key, Value) :-
    '$ht_locate'(HT, Key, Hash, Buckets, I, Bucket),
    '$ht_remove'(Bucket, Hash, Key, Entry, Rest),
    arg(3, Entry, Value0),
    Value = Value0,
    setarg(I, Buckets, Rest),
    arg(1, HT, Count0),
    Count is Count0 - 1,
    setarg(1, HT, Count).

%   ht_gen(+HT, ?Key, ?Value): enumerates, on backtracking, the keys and
%   values of HT that unify with Key and Value.  A ground Key is looked
%   up rather than searched for.
ht_gen(HT, Key, Value) :-
    '$ht_table'(HT),
    (   ground(Key)
    ->  '$ht_lookup'(HT, Key, Entry),
        arg(3, Entry, Value)
    ;   arg(2, HT, Buckets),
        functor(Buckets, _, N),
        between(1, N, I),
        arg(I, Buckets, Bucket),
        '$ht_member'(Bucket, Key, Value)
    ).

%   ht_pairs(?HT, ?Pairs): Pairs is the list of Key-Value pairs of HT,
%   ordered by key.  When HT is a variable, it becomes a new table of
%   the pairs of the list Pairs (a later pair of a key winning).
ht_pairs(HT, Pairs) :-
    var(HT),
    !,
    must_be(list(pair), Pairs),
    ht_new(HT),
    '$ht_put_pairs'(Pairs, HT).
ht_pairs(HT, Pairs) :-
    ht_is_hashtable(HT),
    '$ht_entries'(HT, Entries),
    '$ht_entry_pairs'(Entries, Pairs0),
    keysort(Pairs0, Pairs1),
    Pairs = Pairs1.

%   ht_keys(+HT, -Keys): Keys is the ordered set of the keys of HT.
ht_keys(HT, Keys) :-
    '$ht_table'(HT),
    '$ht_entries'(HT, Entries),
    '$ht_entry_keys'(Entries, Keys0),
    sort(Keys0, Keys1),
    Keys = Keys1.

% ---------------------------------------------------------------- helpers

'$ht_table'(HT) :-
    var(HT),
    !,
    instantiation_error(HT).
'$ht_table'(ht(_, _)).

'$ht_key'(Key) :-
    var(Key),
    !,
    instantiation_error(Key).
'$ht_key'(_).

%   '$ht_hash'(+Key, -Hash): Hash is term_hash(Key) for a ground Key (the
%   faster), else variant_hash(Key).  Keys that are == are both ground or
%   both not, so they get the same hash.
'$ht_hash'(Key, Hash) :-
    term_hash(Key, Hash0),
    (   nonvar(Hash0)
    ->  Hash = Hash0
    ;   variant_hash(Key, Hash)
    ).

%   '$ht_slot'(+Buckets, +Hash, -I): I is the bucket of Hash.
'$ht_slot'(Buckets, Hash, I) :-
    functor(Buckets, _, N),
    I is (Hash /\ (N - 1)) + 1.

%   '$ht_lookup'(+HT, +Key, -Entry): Entry is the entry of Key.
'$ht_lookup'(HT, Key, Entry) :-
    '$ht_hash'(Key, Hash),
    arg(2, HT, Buckets),
    '$ht_slot'(Buckets, Hash, I),
    arg(I, Buckets, Bucket),
    '$ht_find'(Bucket, Hash, Key, Entry).

%   '$ht_find'(+Bucket, +Hash, +Key, -Entry): Entry, in Bucket, has the
%   key Key (whose hash is Hash).  Semidet.
'$ht_find'([E|Es], Hash, Key, Entry) :-
    (   E = e(Hash, K, _),
        K == Key
    ->  Entry = E
    ;   '$ht_find'(Es, Hash, Key, Entry)
    ).

%   '$ht_remove'(+Bucket, +Hash, +Key, -Entry, -Rest): Rest is Bucket
%   without Entry, the entry of Key.  Semidet.
'$ht_remove'([E|Es], Hash, Key, Entry, Rest) :-
    (   E = e(Hash, K, _),
        K == Key
    ->  Entry = E,
        Rest = Es
    ;   Rest = [E|Rest1],
        '$ht_remove'(Es, Hash, Key, Entry, Rest1)
    ).

%   '$ht_member'(+Bucket, ?Key, ?Value): nondeterministic.
'$ht_member'([e(_, K, V)|Es], Key, Value) :-
    (   Key = K,
        Value = V
    ;   '$ht_member'(Es, Key, Value)
    ).

%   '$ht_insert'(!HT, +Buckets, +I, +Bucket, +Entry): Entry, whose key is
%   not in HT, is added in front of Bucket, the I-th of Buckets.
'$ht_insert'(HT, Buckets, I, Bucket, Entry) :-
    setarg(I, Buckets, [Entry|Bucket]),
    arg(1, HT, Count0),
    Count is Count0 + 1,
    setarg(1, HT, Count),
    functor(Buckets, _, N),
    (   Count > N
    ->  '$ht_grow'(HT, Buckets, N)
    ;   true
    ).

%   '$ht_grow'(!HT, +Buckets, +N): HT's N buckets become 2N.
'$ht_grow'(HT, Buckets, N) :-
    N2 is 2 * N,
    functor(New, b, N2),
    '$ht_split_all'(0, N, Buckets, New),
    setarg(2, HT, New).

'$ht_split_all'(I0, N, Old, New) :-
    (   I0 =:= N
    ->  true
    ;   I is I0 + 1,
        arg(I, Old, Bucket),
        '$ht_split'(Bucket, N, Lo, Hi),
        arg(I, New, Lo),
        J is I + N,
        arg(J, New, Hi),
        '$ht_split_all'(I, N, Old, New)
    ).

'$ht_split'([], _, [], []).
'$ht_split'([E|Es], Bit, Lo, Hi) :-
    arg(1, E, Hash),
    (   Hash /\ Bit =:= 0
    ->  Lo = [E|Lo1],
        '$ht_split'(Es, Bit, Lo1, Hi)
    ;   Hi = [E|Hi1],
        '$ht_split'(Es, Bit, Lo, Hi1)
    ).

'$ht_put_pairs'([], _).
'$ht_put_pairs'([Key-Value|Pairs], HT) :-
    ht_put(HT, Key, Value),
    '$ht_put_pairs'(Pairs, HT).

%   '$ht_entries'(+HT, -Entries): the entries of HT, bucket by bucket.
'$ht_entries'(HT, Entries) :-
    arg(2, HT, Buckets),
    functor(Buckets, _, N),
    '$ht_entries'(N, Buckets, [], Entries).

'$ht_entries'(I, Buckets, Acc, Entries) :-
    (   I =:= 0
    ->  Entries = Acc
    ;   arg(I, Buckets, Bucket),
        '$ht_append'(Bucket, Acc, Acc1),
        I1 is I - 1,
        '$ht_entries'(I1, Buckets, Acc1, Entries)
    ).

'$ht_append'([], L, L).
'$ht_append'([E|Es], L, [E|R]) :-
    '$ht_append'(Es, L, R).

'$ht_entry_pairs'([], []).
'$ht_entry_pairs'([e(_, K, V)|Es], [K-V|Ps]) :-
    '$ht_entry_pairs'(Es, Ps).

'$ht_entry_keys'([], []).
'$ht_entry_keys'([e(_, K, _)|Es], [K|Ks]) :-
    '$ht_entry_keys'(Es, Ks).
