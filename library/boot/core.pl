/*  Kea system predicates written in Prolog: the core of control.
    Loaded into every Runtime as protected system predicates.
*/

%   The system's meta-predicates (SWI-Prolog's declarations): a call from
%   a module other than user hands them its goals qualified with that
%   module, which is where they then run.  First, so that the rest of the
%   system's Prolog is compiled knowing them.  (The libraries that are
%   modules, such as apply, declare their own.)
:- meta_predicate
    findall(?, 0, -), findall(?, 0, -, ?), findnsols(+, ?, 0, -),
    findnsols(+, ?, 0, -, ?), bagof(?, ^, -), setof(?, ^, -),
    aggregate_all(?, 0, -), aggregate_all(?, ?, 0, -), aggregate(?, ^, -),
    forall(0, 0), once(0), ignore(0), @(0, +), call_cleanup(0, 0),
    call_with_inference_limit(0, +, -), call_with_depth_limit(0, +, -), tnot(0), current_table(:, ?),
    setup_call_cleanup(0, 0, 0), setup_call_catcher_cleanup(0, 0, ?, 0),
    call_cleanup(0, ?, 0), catch_with_backtrace(0, ?, 0),
    assert(:), asserta(:), assertz(:), assert(:, -), asserta(:, -),
    assertz(:, -), retract(:), retractall(:), clause(:, ?), clause(:, ?, ?),
    abolish(:), abolish(:, +), dynamic(:), discontiguous(:), multifile(:),
    thread_local(:), meta_predicate(:), module_transparent(:),
    current_predicate(:),
    predicate_property(:, ?), listing(:),
    strip_module(:, -, -), with_mutex(+, 0), thread_create(0, ?),
    thread_create(0, ?, +), thread_signal(+, 0), at_halt(0),
    with_output_to(+, 0), phrase(//, ?), phrase(//, ?, ?), apply(:, +),
    freeze(?, 0), when(+, 0).

%   context_module(-Module): the module the calling clause runs in, its
%   own or, in a transparent predicate, its caller's (see
%   engine/wam/transparent.hpp). The compiler makes every call of it that
%   it compiles a unification with that module, this clause's body too;
%   call/N reaches the clause through its clone for the calling module.
:- module_transparent(context_module/1).
context_module(M) :-
    context_module(M).

%   findall(+Template, :Goal, -List)
%   The solutions are copied off the heap as they are found ('$findall_add')
%   and collected once Goal has no more ('$findall_pop').
findall(Template, Goal, List) :-
    '$boot_result_list'(List, findall/3),
    '$findall_push'(Bag),
    (   call(Goal),
        '$findall_add'(Bag, Template),
        fail
    ;   '$findall_pop'(Bag, List0)
    ),
    List = List0.
