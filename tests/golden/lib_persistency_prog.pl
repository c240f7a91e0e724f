% Golden test for library(persistency): declarations, journal writing,
% replay on attach, type errors and db_sync(gc).
:- use_module(library(persistency)).

:- persistent
    person(name:atom, age:nonneg),
    tag(any),
    score(points:list(integer), note).

db_file('/tmp/kea_lib_persistency_golden.db').

clean :-
    db_file(F),
    ( exists_file(F) -> delete_file(F) ; true ).

check(Label, Goal) :-
    catch(( Goal -> R = yes ; R = no ), error(E, _), R = error(E)),
    out(Label, R).

show(Label, Goal) :-
    findall(Goal, Goal, L),
    out(Label, L).

% Print Label: Term with variables named A, B, ... (singletons as _).
out(Label, Term) :-
    \+ \+ ( numbervars(Term, 0, _, [singletons(true)]),
            format("~w: ~W~n", [Label, Term, [quoted(true), numbervars(true)]]) ).

% Journal lines without the created(Time) header.
journal :-
    db_file(F),
    read_file_to_terms(F, Ts, []),
    forall(( member(T, Ts), T \= created(_) ),
           out(' ', T)),
    ( Ts = [created(S)|_], float(S) -> writeln(header_ok) ; writeln(no_header) ).

main :-
    clean,
    db_file(F),
    show(persistent_predicates, current_persistent_predicate(_)),
    check(is_persistent, current_persistent_predicate(tag/1)),
    check(attached_before, db_attached(_)),
    check(assert_unattached, assert_person(zed, 1)),
    check(retract_unattached, retract_person(zed, 1)),
    check(retractall_unattached, retractall_person(_, _)),
    check(attach, db_attach(F, [])),
    check(attached, db_attached(F)),
    check(attach_same, db_attach(F, [sync(flush)])),
    check(attach_other, db_attach('/tmp/kea_lib_persistency_other.db', [])),
    check(bad_sync, db_attach(F, [sync(sometimes)])),
    check(bad_options, db_attach(F, nolist)),
    check(file_not_yet_created, exists_file(F)),
    check(assert1, assert_person(alice, 30)),
    check(assert2, assert_person(bob, 25)),
    check(assert3, assert_person(carol, 41)),
    check(assert_dup, assert_person(bob, 25)),
    check(type_atom, assert_person("dave", 3)),
    check(type_nonneg, assert_person(dave, -3)),
    check(type_nonneg2, assert_person(dave, old)),
    check(inst, assert_person(_, 3)),
    check(type_list, assert_score(nolist, x)),
    check(type_elem, assert_score([1, a], x)),
    check(assert_score, assert_score([1, 2, 3], 'Mixed Case')),
    check(assert_tag, assert_tag(t(X, _, X, "str", 'a b', - 1, 1 - -1, [p|q], {x}))),
    check(retract_tag, retract_tag(t(_, _, _, _, _, _, _, _, _))),
    check(retract_bob, retract_person(bob, _)),
    check(retract_none, retract_person(nobody, _)),
    check(retractall_none, retractall_person(_, 99)),
    check(retractall_bob, retractall_person(bob, _)),
    show(people, person(_, _)),
    writeln(journal_after_updates), journal,
    check(detach, db_detach),
    check(attached_after_detach, db_attached(_)),
    show(people_after_detach, person(_, _)),
    check(reattach, db_attach(F, [sync(close)])),
    show(people_replayed, person(_, _)),
    show(scores_replayed, score(_, _)),
    check(sync_gc_clean, db_sync(gc)),
    writeln(journal_before_gc), journal,
    check(assert4, assert_person(erin, 7)),
    check(retract_alice, retract_person(alice, 30)),
    check(retract_carol, retract_person(carol, 41)),
    check(sync_gc, db_sync(gc)),
    writeln(journal_after_gc), journal,
    check(sync_gc_always, db_sync(gc(always))),
    check(sync_close, db_sync(close)),
    check(sync_nop, db_sync(nop)),
    check(sync_all_bad, db_sync_all(nonsense)),
    check(sync_all_gc, db_sync_all(gc(100))),
    check(sync_var, (db_sync(W), W == gc)),
    check(detach2, db_detach),
    check(detach_again, db_detach),
    check(sync_unattached, db_sync(gc)),
    check(sync_always_unattached, db_sync(gc(always))),
    % A journal written by hand, in the format SWI-Prolog writes.
    setup_call_cleanup(open(F, write, S),
                       format(S, "created(1700000000.5).~n\c
                                  assert(person(x,1)).~n\c
                                  assert(person(y,2)).~n\c
                                  assert(person(x,1)).~n\c
                                  retract(person(x,1)).~n\c
                                  assert(tag(f(A,_,A))).~n\c
                                  retractall(person(y,_),1).~n", []),
                       close(S)),
    check(attach_handwritten, db_attach(F, [sync(none)])),
    show(people_handwritten, person(_, _)),
    show(tags_handwritten, tag(_)),
    check(assert5, assert_person(z, 26)),
    check(sync_gc_handwritten, db_sync(gc(0))),
    writeln(journal_handwritten_gc), journal,
    check(final_detach, db_detach),
    clean.
