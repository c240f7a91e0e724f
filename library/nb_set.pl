/*  Kea library: nb_set
    Non-backtrackable sets of terms, as SWI-Prolog's library(nb_set): what
    add_nb_set/2,3 adds stays in the set when execution backtracks past
    the addition.  Two terms are the same element when they are variants
    (=@=/2); the set holds a copy of each element.
    A set is nb_set(Slots, Count): Slots a compound whose arguments form
    an open-addressing hash table with linear probing, each argument e
    (empty) or k(Hash, Element), Hash being variant_hash/2 of Element;
    Count the number of elements.  Slots and Count are changed in place
    with nb_setarg/3, which copies the new value.  When more than half the
    slots are used, the table is rebuilt at twice the size and stored with
    nb_setarg/3 in the place of the old one.  Listing and enumerating
    give the elements in the standard order of terms.  Private helpers are
    prefixed '$nb_set_'.
*/

:- module(nb_set, [
    add_nb_set/2, add_nb_set/3, empty_nb_set/1, gen_nb_set/2,
    nb_set_to_list/2, size_nb_set/2
    ]).

%   empty_nb_set(-Set): Set is a new empty set.
empty_nb_set(Set) :-
    '$nb_set_table'(32, Slots),
    '$nb_set_fill'(32, Slots),
    Set = nb_set(Slots, 0).

% '$nb_set_table'(+Size, -Slots): Slots has Size unbound arguments.
'$nb_set_table'(Size, Slots) :-
    functor(Slots, slots, Size).

% '$nb_set_fill'(+I, +Slots): arguments 1..I of Slots that are unbound
% become e.
'$nb_set_fill'(I, Slots) :-
    (   I =:= 0
    ->  true
    ;   arg(I, Slots, S),
        (   var(S)
        ->  S = e
        ;   true
        ),
        I1 is I - 1,
        '$nb_set_fill'(I1, Slots)
    ).

%   add_nb_set(+Key, !Set): adds (a copy of) Key to Set unless a variant
%   of it is there.
add_nb_set(Key, Set) :-
    add_nb_set(Key, Set, _).

%   add_nb_set(+Key, !Set, ?New): New is true if Key was added, false if
%   a variant of Key was in Set already.  Fails without adding Key when
%   New is bound to something else than that.
add_nb_set(Key, Set, New) :-
    arg(1, Set, Slots),
    compound_name_arity(Slots, _, Size),
    variant_hash(Key, Hash),
    I0 is Hash mod Size,
    '$nb_set_probe'(I0, Size, Slots, Hash, Key, Found),
    (   Found == found
    ->  New = false
    ;   New = true,
        Found = free(I),
        nb_setarg(I, Slots, k(Hash, Key)),
        arg(2, Set, Count0),
        Count is Count0 + 1,
        nb_setarg(2, Set, Count),
        (   2 * Count > Size
        ->  '$nb_set_grow'(Set, Slots, Size)
        ;   true
        )
    ).

% '$nb_set_probe'(+I0, +Size, +Slots, +Hash, @Key, -Found): from slot
% I0 + 1 on (wrapping round), Found is found at a variant of Key, or
% free(I) at the first empty slot I.
'$nb_set_probe'(I0, Size, Slots, Hash, Key, Found) :-
    I is I0 + 1,
    arg(I, Slots, Slot),
    (   Slot == e
    ->  Found = free(I)
    ;   Slot = k(H, K)
    ->  (   H == Hash,
            K =@= Key
        ->  Found = found
        ;   I1 is I mod Size,
            '$nb_set_probe'(I1, Size, Slots, Hash, Key, Found)
        )
    ;   throw(error(domain_error(nb_set_slot, Slot), context(add_nb_set/3, _)))
    ).

% '$nb_set_grow'(!Set, +Slots, +Size): Set gets a table of twice Size
% slots holding the elements of Slots.
'$nb_set_grow'(Set, Slots, Size) :-
    Size2 is 2 * Size,
    '$nb_set_table'(Size2, New),
    '$nb_set_rehash'(Size, Slots, Size2, New),
    '$nb_set_fill'(Size2, New),
    nb_setarg(1, Set, New).

'$nb_set_rehash'(I, Slots, Size2, New) :-
    (   I =:= 0
    ->  true
    ;   arg(I, Slots, Slot),
        (   Slot = k(Hash, _)
        ->  I0 is Hash mod Size2,
            '$nb_set_place'(I0, Size2, New, Slot)
        ;   true
        ),
        I1 is I - 1,
        '$nb_set_rehash'(I1, Slots, Size2, New)
    ).

% '$nb_set_place'(+I0, +Size, +New, +Slot): Slot goes into the first
% unbound argument of New from I0 + 1 on.
'$nb_set_place'(I0, Size, New, Slot) :-
    I is I0 + 1,
    arg(I, New, S),
    (   var(S)
    ->  S = Slot
    ;   I1 is I mod Size,
        '$nb_set_place'(I1, Size, New, Slot)
    ).

%   size_nb_set(+Set, -Size): Size is the number of elements of Set.
size_nb_set(nb_set(_, Size), Size).

%   nb_set_to_list(+Set, -List): List holds the elements of Set in the
%   standard order of terms.
nb_set_to_list(nb_set(Slots, _), List) :-
    compound_name_arity(Slots, _, Size),
    '$nb_set_elements'(Size, Slots, [], Elements),
    msort(Elements, List0),
    List = List0.

'$nb_set_elements'(I, Slots, Es0, Es) :-
    (   I =:= 0
    ->  Es = Es0
    ;   arg(I, Slots, Slot),
        (   Slot = k(_, E)
        ->  Es1 = [E|Es0]
        ;   Es1 = Es0
        ),
        I1 is I - 1,
        '$nb_set_elements'(I1, Slots, Es1, Es)
    ).

%   gen_nb_set(+Set, -Key): Key is an element of Set; on backtracking each
%   of them, in the standard order of terms.
gen_nb_set(Set, Key) :-
    nb_set_to_list(Set, List),
    member(Key, List).
