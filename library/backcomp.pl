/*  Kea library: backcomp
    The old names that SWI-Prolog keeps in library(backcomp) for programs
    written before their replacements, each defined by what replaced it:
    concat/3, concat_atom/2,3, sformat/2,3, flush/0, write_ln/1,
    proper_list/1, free_variables/2, hash_term/2, checklist/2, sublist/3,
    'C'/3, string_to_list/2, merge/3, merge_set/3,
    setup_and_call_cleanup/3,4, current_thread/2, message_queue_size/2,
    read_clause/1,2, read_variables/2,3, current_module/2 and
    export_list/2. The module's name is SWI-Prolog's.
*/

:- module(backward_compatibility, [
    concat/3, concat_atom/2, concat_atom/3, sformat/2, sformat/3,
    flush/0, write_ln/1, proper_list/1, free_variables/2, hash_term/2,
    checklist/2, sublist/3, 'C'/3, string_to_list/2,
    merge/3, merge_set/3, setup_and_call_cleanup/3,
    setup_and_call_cleanup/4, current_thread/2, message_queue_size/2,
    read_clause/1, read_clause/2, read_variables/2, read_variables/3,
    current_module/2, export_list/2
    ]).

:- meta_predicate
    checklist(1, +),
    sublist(1, +, ?),
    setup_and_call_cleanup(0, 0, 0),
    setup_and_call_cleanup(0, 0, ?, 0).

concat(A, B, C) :-
    atom_concat(A, B, C).

concat_atom(List, Atom) :-
    atomic_list_concat(List, Atom).

concat_atom(List, Separator, Atom) :-
    atomic_list_concat(List, Separator, Atom).

sformat(String, Format) :-
    format(string(String), Format, []).

sformat(String, Format, Args) :-
    format(string(String), Format, Args).

flush :-
    flush_output.

write_ln(Term) :-
    writeln(Term).

proper_list(List) :-
    is_list(List).

free_variables(Term, Vars) :-
    term_variables(Term, Vars).

hash_term(Term, Hash) :-
    term_hash(Term, Hash).

checklist(Goal, List) :-
    maplist(Goal, List).

%   sublist(:Goal, +List, -Sub): the elements of List for which Goal
%   succeeds, in order.
sublist(Goal, List, Sub) :-
    include(Goal, List, Sub).

'C'([X|Xs], X, Xs).

string_to_list(String, Codes) :-
    string_codes(String, Codes).

%   merge(+List1, +List2, -List): two lists in standard order merged into
%   one, keeping duplicates.
merge([], L, L) :- !.
merge(L, [], L) :- !.
merge([X|Xs], [Y|Ys], [Z|Zs]) :-
    (   X @=< Y
    ->  Z = X,
        merge(Xs, [Y|Ys], Zs)
    ;   Z = Y,
        merge([X|Xs], Ys, Zs)
    ).

merge_set(Set1, Set2, Set) :-
    ord_union(Set1, Set2, Set).

setup_and_call_cleanup(Setup, Goal, Cleanup) :-
    setup_call_cleanup(Setup, Goal, Cleanup).

setup_and_call_cleanup(Setup, Goal, Catcher, Cleanup) :-
    setup_call_catcher_cleanup(Setup, Goal, Catcher, Cleanup).

current_thread(Id, Status) :-
    thread_property(Id, status(Status)).

message_queue_size(Queue, Size) :-
    message_queue_property(Queue, size(Size)).

read_clause(Term) :-
    read_term(Term, []).

read_clause(Stream, Term) :-
    read_term(Stream, Term, []).

read_variables(Term, Bindings) :-
    read_term(Term, [variable_names(Bindings)]).

read_variables(Stream, Term, Bindings) :-
    read_term(Stream, Term, [variable_names(Bindings)]).

current_module(Module, File) :-
    module_property(Module, file(File)).

export_list(Module, List) :-
    module_property(Module, exports(List)).
