% modules_meta: meta_predicate/1. A meta argument (0, 1) is qualified
% with the caller's module, so twice(greet) from user calls user's greet/0
% although meta_util has its own; a goal passed to a predicate that is not
% declared meta runs in that predicate's module (and reaches user's show/1
% there, user being the module's default import). strip_module/3 takes the
% innermost qualifier, or the context module when there is none.
:- use_module(modules/meta_util).

greet :- write('user greet'), nl.

show(X) :- print(shown(X)), nl.

main :-
    twice(greet),
    own_greet,
    twice(meta_util:greet),
    apply_to(show, 3),
    apply_to(format("~w!~n"), [hi]),
    show_goal(greet),
    show_goal(meta_util:greet),
    show_goal(other:foo(x)),
    plain_call(greet),
    plain_call(user:greet),
    plain_call(show(1)),
    strip_module(a:b:foo(x), M1, G1), print(M1-G1), nl,
    strip_module(foo, M2, G2), print(M2-G2), nl,
    strip_here(bar(1)),
    strip_here(c:bar(1)),
    meta_util:strip_module(baz, M5, G5), print(M5-G5), nl,
    (   predicate_property(twice(_), meta_predicate(S))
    ->  print(S), nl
    ;   true
    ).
