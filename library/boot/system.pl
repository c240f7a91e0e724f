/*  Kea boot library: the system predicates that enumerate: current_op/3,
    current_prolog_flag/2 and current_char_conversion/2, over the
    primitives '$current_ops'/4 (engine/builtins/system.cpp),
    '$prolog_flag'/2 and '$prolog_flags'/1 (flags.cpp) and
    '$char_conversions'/1 (read.cpp); statistics/0 over statistics/2;
    source_file/1,2 and listing/0 over '$loaded_files'/1
    (engine/wam/consult.cpp); module_property/2 over
    '$module_properties'/2 (engine/builtins/db.cpp); and at_halt/1.
*/

%   current_op(?Priority, ?Type, ?Name)

current_op(P, T, N) :-
    '$current_ops'(P, T, N, Ops),
    '$boot_member'(op(P, T, N), Ops).

%   module_property(?Module, ?Property)
%   class(C), file(F) and exports(PIs) of the modules there are; an
%   unknown module or property fails, as in SWI-Prolog.

module_property(M, P) :-
    var(M), !,
    current_module(M),
    '$module_properties'(M, Ps),
    '$boot_member'(P, Ps).
module_property(M, P) :-
    '$module_properties'(M, Ps),
    '$boot_member'(P, Ps).

%   current_prolog_flag(?Flag, ?Value)

current_prolog_flag(Flag, Value) :-
    atom(Flag), !,
    '$prolog_flag'(Flag, Value).
current_prolog_flag(M:Flag, Value) :-
    atom(M), atom(Flag), !,
    '$prolog_flag'(M:Flag, Value).
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

%   garbage_collect
%   '$garbage_collect' asks for a collection of this thread's heap, which
%   runs at the next call port: the call of '$gc_point'.

garbage_collect :-
    '$garbage_collect',
    '$gc_point'.

%   garbage_collect_atoms
%   Likewise for the atom collector (engine/wam/atom_gc.hpp). It does
%   nothing while other threads run or inside a goal a builtin runs.

garbage_collect_atoms :-
    '$garbage_collect_atoms',
    '$gc_point'.

'$gc_point'.

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
    statistics(garbage_collection, [GC, Freed, GCms|_]),
    statistics(agc, AGC),
    statistics(agc_gained, AGCGained),
    statistics(agc_time, AGCs),
    GCs is GCms / 1000,
    current_prolog_flag(stack_limit, Limit),
    format(user_error, "% ~3f seconds cpu time for ~D inferences~n", [T, I]),
    format(user_error, "% ~D atoms~n", [A]),
    format(user_error, "% In use: local stack ~D b, global stack ~D b (limit ~D b), trail ~D b~n",
           [L, G, Limit, Tr]),
    format(user_error, "% Clauses, code and records: ~D b~n", [H]),
    format(user_error, "% ~D garbage collections gained ~D bytes in ~3f seconds.~n", [GC, Freed, GCs]),
    format(user_error, "% ~D atom garbage collections gained ~D atoms in ~3f seconds.~n",
           [AGC, AGCGained, AGCs]).

%   abolish(+Name, +Arity): abolish(Name/Arity), as DEC-10 Prolog had it.

abolish(Name, Arity) :-
    abolish(Name/Arity).

%   current_predicate(?Name, ?Head): Head is the most general head of a
%   visible predicate called Name.

current_predicate(Name, Head) :-
    (   var(Head)
    ->  current_predicate(Name/Arity),
        functor(Head, Name, Arity)
    ;   (   Head = _:H
        ->  true
        ;   H = Head
        ),
        (   callable(H)
        ->  functor(H, Name, Arity),
            current_predicate(Name/Arity)
        ;   throw(error(type_error(callable, H), context(current_predicate/2, _)))
        )
    ).

%   catch_with_backtrace(:Goal, ?Catcher, :Recovery): catch/3; Kea's error
%   terms carry no backtrace.

catch_with_backtrace(Goal, Catcher, Recovery) :-
    catch(Goal, Catcher, Recovery).

%   expand_term(+Term, -Expanded): what consult makes of a term: the
%   user's term_expansion/2 when it applies, else the translation of a
%   grammar rule, else Term.
%   expand_goal(+Goal, -Expanded): the user's goal_expansion/2 applied to
%   Goal until it no longer applies (at most 100 times), as consult
%   applies it to each goal of a clause body.

expand_term(Term, Expanded) :-
    (   var(Term)
    ->  Expanded = Term
    ;   current_predicate(term_expansion/2),
        term_expansion(Term, X)
    ->  Expanded = X
    ;   Term = (_ --> _)
    ->  dcg_translate_rule(Term, Expanded)
    ;   Expanded = Term
    ).

expand_goal(Goal, Expanded) :-
    '$expand_goal'(Goal, 100, Expanded).

'$expand_goal'(Goal, N, Expanded) :-
    (   N > 0,
        nonvar(Goal),
        current_predicate(goal_expansion/2),
        goal_expansion(Goal, X),
        X \== Goal
    ->  N1 is N - 1,
        '$expand_goal'(X, N1, Expanded)
    ;   Expanded = Goal
    ).

%   at_halt(:Goal): Goal runs once when the process ends (halt/0,1, the
%   end of the top-level, of -g/-t goals or of main), after the goals
%   registered later, as in SWI-Prolog; an error in one is printed, a
%   failure is a warning, and the others still run. Like SWI-Prolog, Goal
%   is checked only when it runs. '$run_at_halt'/0 is called by the kea
%   command.

:- dynamic('$at_halt'/1).

at_halt(Goal) :-
    asserta('$at_halt'(Goal)).

'$run_at_halt' :-
    (   retract('$at_halt'(Goal)),
        (   catch(Goal, E, print_message(error, E))
        ->  true
        ;   print_message(warning, format("Goal (at_halt) failed: user:~q", [Goal]))
        ),
        fail
    ;   true
    ).

%   source_file(?File): File is a loaded source file.
%   source_file(?Head, ?File): Head's predicate has its clauses from File,
%   a loaded source file (not one of Kea's libraries).

source_file(File) :-
    '$loaded_files'(Files),
    '$boot_member'(File, Files).

source_file(Head, File) :-
    (   nonvar(Head)
    ->  true
    ;   current_predicate(Name/Arity),
        functor(Head, Name, Arity)
    ),
    predicate_property(Head, file(File)),
    '$loaded_files'(Files),
    once('$boot_member'(File, Files)).

%   listing: listing/1 of every predicate the user's files or program
%   defined (not the libraries'), dynamic ones included, by name and arity.

listing :-
    '$loaded_files'(Files),
    findall(Name/Arity,
            ( current_predicate(Name/Arity),
              functor(Head, Name, Arity),
              (   predicate_property(Head, dynamic)
              ->  true
              ;   predicate_property(Head, file(File)),
                  once('$boot_member'(File, Files))
              )
            ),
            PIs0),
    msort(PIs0, PIs),
    forall('$boot_member'(PI, PIs), listing(PI)).
