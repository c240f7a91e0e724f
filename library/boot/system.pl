/*  Kea boot library: the system predicates that enumerate: current_op/3
    and current_prolog_flag/2, over the primitives '$current_ops'/4,
    '$prolog_flag'/2 and '$prolog_flags'/1 (engine/builtins/system.cpp).
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
