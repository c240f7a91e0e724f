/*  Kea boot library: the system predicates that enumerate: current_op/3,
    current_prolog_flag/2 and current_char_conversion/2, over the
    primitives '$current_ops'/4 (engine/builtins/system.cpp),
    '$prolog_flag'/2 and '$prolog_flags'/1 (flags.cpp) and
    '$char_conversions'/1 (read.cpp); statistics/0 over statistics/2.
*/

%   current_op(?Priority, ?Type, ?Name)

current_op(P, T, N) :-
    '$current_ops'(P, T, N, Ops),
    '$boot_member'(op(P, T, N), Ops).

%   current_prolog_flag(?Flag, ?Value)

current_prolog_flag(Flag, Value) :-
    atom(Flag), !,
    '$prolog_flag'(Flag, Value).
current_prolog_flag(Flag, Value) :-
    var(Flag), !,
    '$prolog_flags'(Flags),
    '$boot_member'(Flag-Value, Flags).
current_prolog_flag(Flag, _) :-
    throw(error(type_error(atom, Flag), context(current_prolog_flag/2, _))).

%   current_char_conversion(?In, ?Out)
%   With In given: the character In reads as (In itself when unconverted).
%   Else the conversions that change a character, as GNU Prolog lists them.

current_char_conversion(In, Out) :-
    nonvar(In), !,
    (   atom(In), atom_length(In, 1)
    ->  '$char_conversions'(Pairs),
        (   '$boot_member'(In-Out0, Pairs)
        ->  Out = Out0
        ;   Out = In
        )
    ;   throw(error(type_error(character, In), context(current_char_conversion/2, _)))
    ).
current_char_conversion(In, Out) :-
    '$char_conversions'(Pairs),
    '$boot_member'(In-Out, Pairs).

%   statistics
%   A summary of time and memory on user_error, as SWI-Prolog prints one.

statistics :-
    statistics(cputime, T),
    statistics(inferences, I),
    statistics(atoms, A),
    statistics(localused, L),
    statistics(globalused, G),
    statistics(trailused, Tr),
    statistics(heapused, H),
    current_prolog_flag(stack_limit, Limit),
    format(user_error, "% ~3f seconds cpu time for ~D inferences~n", [T, I]),
    format(user_error, "% ~D atoms~n", [A]),
    format(user_error, "% In use: local stack ~D b, global stack ~D b (limit ~D b), trail ~D b~n",
           [L, G, Limit, Tr]),
    format(user_error, "% Clauses, code and records: ~D b~n", [H]).
