% modules_errors: the errors of calls across modules. An unknown module,
% an unknown predicate of a known module, an unknown predicate of user and
% a private predicate called unqualified are existence errors naming the
% predicate (qualified unless it is user's); the module must be an atom.
% A qualified call to a predicate the module lacks but user has succeeds:
% a module's default import module is user. Only the formal of each error
% is printed (SWI's context term holds a variable).
:- use_module(modules/vault).

shout(X) :- print(shout(X)), nl.

body_call :- nosuch:foo(2).

t(G) :-
    catch(( G -> print(yes(G)) ; write(no) ), error(F, _), print(F)),
    nl.

main :-
    catch(nosuch:foo(1), error(F1, _), true), print(F1), nl,
    catch(foo_undefined(1), error(F2, _), true), print(F2), nl,
    catch(secret(_), error(F3, _), true), print(F3), nl,
    catch(vault:nothere, error(F4, _), true), print(F4), nl,
    catch(body_call, error(F5, _), true), print(F5), nl,
    t(vault:secret(_)),
    t(open_vault(_)),
    t(vault:open_vault(_)),
    t(user:open_vault(_)),
    t(lists:no_such_pred(1)),
    t(user:not_in_user),
    t(call(vault:nothere2, a, b)),
    t(call(nosuch, 1)),
    t(vault:shout(1)),
    t(nosuch:shout(2)),
    t(_:foo),
    t(call(_:foo)),
    t(call(3:foo)),
    t(call(vault:3)),
    t(call(vault:_)),
    t(call(f(x):foo)).
