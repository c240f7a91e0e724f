/*  Kea boot library: attributed variables and coroutining
    The hooks of attributed variables ('$wakeup'/1, which the emulator
    calls after a binding, before the next goal), and the coroutines built on
    them, as in SWI-Prolog: freeze/2, frozen/2, dif/2, when/2,
    copy_term/3 with the goals that stand for the attributes, and
    copy_term/4, which renames only some variables.
    The C++ side (put_attr/3, get_attr/3, ..., term_attvars/2) is
    engine/builtins/attvar.cpp.
    Each attribute module M may define M:attr_unify_hook(Value, Other),
    called when a variable with M's attribute Value is bound to Other, and
    M:attribute_goals(Var, Goals, Tail), the goals that describe Var's
    attribute (a list difference, as the DCG attribute_goals//1 of
    SWI-Prolog). The modules here are freeze, dif and when.
*/

%   '$wakeup'(+Woken): Woken is a list of Attributes-Value, one for each
%   attributed variable bound since the hooks last ran.

'$wakeup'([]).
'$wakeup'([Atts-Value|Woken]) :-
    '$attvar_hooks'(Atts, Value),
    '$wakeup'(Woken).

'$attvar_hooks'([], _).
'$attvar_hooks'(att(Module, AttValue, More), Value) :-
    Module:attr_unify_hook(AttValue, Value),
    '$attvar_hooks'(More, Value).

%   '$attvar_goals'(+AttVars, -Goals): the goals that describe the
%   attributes of AttVars, each once (a goal that two variables share, as
%   dif/2's, is listed at the first).

'$attvar_goals'(Vars, Goals) :-
    '$attvar_goals'(Vars, Goals0, []),
    '$attvar_unique'(Goals0, Goals).

'$attvar_goals'([], L, L).
'$attvar_goals'([V|Vs], L0, L) :-
    (   get_attrs(V, Atts)
    ->  '$attvar_module_goals'(Atts, V, L0, L1)
    ;   L1 = L0
    ),
    '$attvar_goals'(Vs, L1, L).

'$attvar_module_goals'([], _, L, L).
'$attvar_module_goals'(att(Module, Value, More), V, L0, L) :-
    (   predicate_property(Module:attribute_goals(_, _, _), defined),
        catch(Module:attribute_goals(V, L0, L1), _, fail)
    ->  true
    ;   L0 = [put_attr(V, Module, Value)|L1]
    ),
    '$attvar_module_goals'(More, V, L1, L).

'$attvar_unique'([], []).
'$attvar_unique'([G|Gs], [G|Us]) :-
    '$attvar_drop'(Gs, G, Gs1),
    '$attvar_unique'(Gs1, Us).

'$attvar_drop'([], _, []).
'$attvar_drop'([G|Gs], X, Out) :-
    (   G == X
    ->  Out = Out1
    ;   Out = [G|Out1]
    ),
    '$attvar_drop'(Gs, X, Out1).

%   copy_term(+VarsIn, +Term, -VarsOut, -TermOut): as copy_term/2 of
%   VarsIn-Term, except that the variables of Term not in VarsIn stay
%   shared with TermOut (as SWI-Prolog's). The copies of those are made
%   the originals again, their copied attributes dropped first so that
%   no hook runs.

copy_term(VarsIn, Term, VarsOut, TermOut) :-
    term_variables(VarsIn, Renamed),
    term_variables(Term, TermVars),
    '$boot_var_subtract'(TermVars, Renamed, Shared),
    copy_term(Shared-VarsIn-Term, Copies-VarsOut-TermOut),
    '$attvar_share'(Copies, Shared).

'$attvar_share'([], []).
'$attvar_share'([C|Cs], [V|Vs]) :-
    del_attrs(C),
    C = V,
    '$attvar_share'(Cs, Vs).

%   copy_term(+Term, -Copy, -Goals): Copy is a copy of Term whose variables
%   have no attributes; Goals (a list) describe the attributes of the
%   original's, on the copy's variables.

copy_term(Term, Copy, Goals) :-
    term_attvars(Term, Vars),
    (   Vars == []
    ->  Goals = [],
        copy_term(Term, Copy)
    ;   '$attvar_goals'(Vars, Goals0),
        copy_term_nat(Term+Goals0, Copy+Goals)
    ).

%   frozen(@Term, -Goal): the goals delayed on the attributed variables of
%   Term, as a conjunction (true when there are none).

frozen(Term, Goal) :-
    term_attvars(Term, Vars),
    '$attvar_goals'(Vars, Goals),
    '$attvar_conj'(Goals, Goal).

'$attvar_conj'([], true).
'$attvar_conj'([G], G) :- !.
'$attvar_conj'([G|Gs], (G, C)) :-
    '$attvar_conj'(Gs, C).

%   '$attvar_residuals'(+Term, -Goals): for the top-level, the goals of the
%   attributed variables of Term, with user: taken off their goals.

'$attvar_residuals'(Term, Goals) :-
    term_attvars(Term, Vars),
    '$attvar_goals'(Vars, Goals0),
    '$attvar_unqualify'(Goals0, Goals).

'$attvar_unqualify'([], []).
'$attvar_unqualify'([G0|Gs0], [G|Gs]) :-
    '$attvar_unqualify_goal'(G0, G),
    '$attvar_unqualify'(Gs0, Gs).

'$attvar_unqualify_goal'(G0, G) :-
    compound(G0),
    G0 =.. [Name|Args0],
    ( Name == freeze ; Name == when ),
    !,
    '$attvar_unqualify_args'(Args0, Args),
    G =.. [Name|Args].
'$attvar_unqualify_goal'(G, G).

'$attvar_unqualify_args'([], []).
'$attvar_unqualify_args'([A0|As0], [A|As]) :-
    (   nonvar(A0),
        A0 = user:A1
    ->  A = A1
    ;   A = A0
    ),
    '$attvar_unqualify_args'(As0, As).

%   The goal of a coroutine, qualified: the compiler leaves the meta
%   arguments of a call from user to a system predicate as they are, and
%   user is then the module they belong to.
'$attvar_qualify'(Goal, Goal) :-
    nonvar(Goal),
    Goal = _:_,
    !.
'$attvar_qualify'(Goal, user:Goal).

%   freeze(+Var, :Goal): Goal runs when Var is bound (now, if it is).

freeze(Var, Goal0) :-
    '$attvar_qualify'(Goal0, Goal),
    (   var(Var)
    ->  (   get_attr(Var, freeze, Goals)
        ->  put_attr(Var, freeze, '$and'(Goals, Goal))
        ;   put_attr(Var, freeze, Goal)
        )
    ;   call(Goal)
    ).

freeze:attr_unify_hook(Goals, Other) :-
    (   var(Other)
    ->  (   get_attr(Other, freeze, Goals2)
        ->  put_attr(Other, freeze, '$and'(Goals2, Goals))
        ;   put_attr(Other, freeze, Goals)
        )
    ;   '$freeze_run'(Goals)
    ).

freeze:attribute_goals(Var, L0, L) :-
    get_attr(Var, freeze, Goals),
    '$freeze_goals'(Goals, Var, L0, L).

'$freeze_run'('$and'(A, B)) :-
    !,
    '$freeze_run'(A),
    '$freeze_run'(B).
'$freeze_run'(Goal) :-
    call(Goal).

'$freeze_goals'('$and'(A, B), Var, L0, L) :-
    !,
    '$freeze_goals'(A, Var, L0, L1),
    '$freeze_goals'(B, Var, L1, L).
'$freeze_goals'(Goal, Var, [freeze(Var, Goal)|L], L).

%   dif(@X, @Y): X and Y are not equal, now or later. While they can still
%   be made equal, the pair waits on the variables whose binding could
%   decide it (those of unifiable/3's unifier), and is checked again when
%   one of them is bound.

dif(X, Y) :-
    X \== Y,
    '$dif'(X, Y).

'$dif'(X, Y) :-
    (   unifiable(X, Y, Unifier)
    ->  Unifier \== [],
        '$dif_suspend'(Unifier, X, Y)
    ;   true
    ).

'$dif_suspend'([], _, _).
'$dif_suspend'([V=W|Unifier], X, Y) :-
    '$dif_add'(V, X, Y),
    (   var(W)
    ->  '$dif_add'(W, X, Y)
    ;   true
    ),
    '$dif_suspend'(Unifier, X, Y).

'$dif_add'(V, X, Y) :-
    (   get_attr(V, dif, Pairs)
    ->  true
    ;   Pairs = []
    ),
    (   '$dif_member'(Pairs, X, Y)
    ->  true
    ;   put_attr(V, dif, [X-Y|Pairs])
    ).

'$dif_member'([A-B|Pairs], X, Y) :-
    (   A == X,
        B == Y
    ->  true
    ;   '$dif_member'(Pairs, X, Y)
    ).

dif:attr_unify_hook(Pairs, _) :-
    '$dif_recheck'(Pairs).

'$dif_recheck'([]).
'$dif_recheck'([X-Y|Pairs]) :-
    dif(X, Y),
    '$dif_recheck'(Pairs).

dif:attribute_goals(Var, L0, L) :-
    get_attr(Var, dif, Pairs),
    '$dif_goals'(Pairs, L0, L).

'$dif_goals'([], L, L).
'$dif_goals'([X-Y|Pairs], L0, L) :-
    (   X \== Y,
        unifiable(X, Y, _)
    ->  L0 = [dif(X, Y)|L1]
    ;   L0 = L1
    ),
    '$dif_goals'(Pairs, L1, L).

%   when(+Condition, :Goal): Goal runs once Condition holds. Conditions:
%   nonvar(X), ground(X), ?=(X, Y) (X and Y are identical, or cannot
%   unify), (C1, C2) and (C1 ; C2).

when(Cond, Goal0) :-
    '$when_condition'(Cond),
    '$attvar_qualify'(Goal0, Goal),
    '$when'(Cond, Goal).

'$when_condition'(C) :-
    var(C),
    !,
    throw(error(instantiation_error, context(when/2, _))).
'$when_condition'(nonvar(_)) :- !.
'$when_condition'(ground(_)) :- !.
'$when_condition'(?=(_, _)) :- !.
'$when_condition'((A, B)) :- !,
    '$when_condition'(A),
    '$when_condition'(B).
'$when_condition'((A ; B)) :- !,
    '$when_condition'(A),
    '$when_condition'(B).
'$when_condition'(C) :-
    throw(error(domain_error(when_condition, C), context(when/2, _))).

'$when'(nonvar(X), Goal) :-
    (   nonvar(X)
    ->  call(Goal)
    ;   '$when_suspend'(X, '$when'(nonvar(X), Goal))
    ).
'$when'(ground(X), Goal) :-
    term_variables(X, Vars),
    (   Vars = [V|_]
    ->  '$when_suspend'(V, '$when'(ground(X), Goal))
    ;   call(Goal)
    ).
'$when'(?=(X, Y), Goal) :-
    (   ?=(X, Y)
    ->  call(Goal)
    ;   unifiable(X, Y, Unifier),
        '$when_decided'(Unifier, '$when'(?=(X, Y), '$when_once'(_Done, Goal)))
    ).
%   Binding any variable of the unifier may decide ?=/2: each waits.
'$when_decided'([], _).
'$when_decided'([V=W|Unifier], Suspension) :-
    '$when_suspend'(V, Suspension),
    (   var(W)
    ->  '$when_suspend'(W, Suspension)
    ;   true
    ),
    '$when_decided'(Unifier, Suspension).

'$when'((A, B), Goal) :-
    '$when'(A, '$when'(B, Goal)).
'$when'((A ; B), Goal) :-
    Once = '$when_once'(_Done, Goal, (A ; B)),
    '$when'(A, Once),
    '$when'(B, Once).

%   '$when_once'(?Done, :Goal[, +Condition]): Goal, unless it ran already
%   (for the branches of a disjunction, and the pairs of ?=/2; Condition
%   is the disjunction, for the goal that stands for it).
'$when_once'(Done, Goal) :-
    (   var(Done)
    ->  Done = true,
        call(Goal)
    ;   true
    ).
'$when_once'(Done, Goal, _) :-
    '$when_once'(Done, Goal).

'$when_suspend'(V, Goal) :-
    (   get_attr(V, when, Goals)
    ->  '$control_append'(Goals, [Goal], Goals1),
        put_attr(V, when, Goals1)
    ;   put_attr(V, when, [Goal])
    ).

when:attr_unify_hook(Goals, Other) :-
    '$when_run'(Goals),
    '$when_prune'(Other).

%   A variable unified with another keeps its own suspensions, among them
%   those of a ?=/2 both waited on, which have run now: they go, and the
%   attribute with them when none is left, as in SWI-Prolog.
'$when_prune'(Other) :-
    (   var(Other),
        get_attr(Other, when, Goals)
    ->  '$when_live'(Goals, Live),
        (   Live == []
        ->  del_attr(Other, when)
        ;   Live == Goals
        ->  true
        ;   put_attr(Other, when, Live)
        )
    ;   true
    ).

'$when_live'([], []).
'$when_live'([G|Gs], Live) :-
    (   '$when_ran'(G)
    ->  Live = Live1
    ;   Live = [G|Live1]
    ),
    '$when_live'(Gs, Live1).

'$when_ran'('$when'(_, Goal)) :-
    '$when_ran'(Goal).
'$when_ran'('$when_once'(Done, _)) :-
    nonvar(Done).
'$when_ran'('$when_once'(Done, _, _)) :-
    nonvar(Done).

'$when_run'([]).
'$when_run'([G|Gs]) :-
    call(G),
    '$when_run'(Gs).

when:attribute_goals(Var, L0, L) :-
    get_attr(Var, when, Goals),
    '$when_goals'(Goals, L0, L).

'$when_goals'([], L, L).
'$when_goals'([G|Gs], L0, L) :-
    (   '$when_goal'(G, Goal)
    ->  L0 = [Goal|L1]
    ;   L0 = L1
    ),
    '$when_goals'(Gs, L1, L).

%   The goal that stands for a suspension; none for a disjunction's branch
%   whose other branch has run. The branches of a disjunction (and the
%   pairs of ?=/2) stand for the same goal, which '$attvar_goals' lists once.
'$when_goal'('$when'(C1, '$when'(C2, Goal0)), Goal) :-
    !,
    '$when_goal'('$when'((C1, C2), Goal0), Goal).
'$when_goal'('$when'(_, '$when_once'(Done, Goal0, Cond)), when(Cond, Goal)) :-
    !,
    var(Done),
    '$when_goal_body'(Goal0, Goal).
'$when_goal'('$when'(Cond, Goal0), when(Cond, Goal)) :-
    '$when_goal_body'(Goal0, Goal).

'$when_goal_body'('$when_once'(Done, Goal0), Goal) :-
    !,
    var(Done),
    '$when_goal_body'(Goal0, Goal).
'$when_goal_body'('$when_once'(Done, Goal0, _), Goal) :-
    !,
    var(Done),
    '$when_goal_body'(Goal0, Goal).
'$when_goal_body'('$when'(Cond, Goal0), when(Cond, Goal)) :-
    !,
    '$when_goal_body'(Goal0, Goal).
'$when_goal_body'(Goal, Goal).
