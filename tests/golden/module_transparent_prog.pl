% module_transparent/1 and context_module/1 as SWI-Prolog has them: a
% transparent predicate runs in its caller's context module (what its
% meta-calls and context_module/1 see), from user, from a module, through
% call/N and qualified calls; a non-transparent clause's context is its
% own module.
:- use_module(module_transparent_lib).
:- use_module(module_transparent_a).

helper(user).
secret(user_secret).

:- module_transparent(local_fact/1).
local_fact(here).

main :-
    whereami(M), writeln(user_whereami(M)),
    call_here(secret(S)), writeln(user_call_here(S)),
    module_transparent_lib:whereami(M1), writeln(user_qualified_lib(M1)),
    module_transparent_a:whereami(M2), writeln(user_qualified_a(M2)),
    helper_of_context(X), writeln(user_helper(X)),
    nested(N), writeln(user_nested(N)),
    context_module(C), writeln(user_context(C)),
    foo:context_module(F), writeln(qualified_context(F)),
    @(whereami(AtM), foo), writeln(at_whereami(AtM)),
    @(context_module(AtC), bar), writeln(at_context(AtC)),
    test_a,
    (   predicate_property(whereami(_), transparent)
    ->  writeln(whereami_transparent)
    ;   writeln(whereami_not_transparent)
    ),
    (   predicate_property(test_a, transparent)
    ->  writeln(test_a_transparent)
    ;   writeln(test_a_not_transparent)
    ),
    catch(call_here(library_only(Y)), error(E, _), (Y = caught(E))),
    writeln(user_library_only(Y)),
    module_transparent_lib:call_here(library_only(Z)), writeln(lib_library_only(Z)),
    (   dyn_where(D0) -> writeln(dyn_before(D0)) ; writeln(dyn_before(none)) ),
    set_dyn(first), dyn_where(D1), writeln(dyn(D1)),
    set_dyn(second), findall(D, dyn_where(D), Ds), writeln(dyn(Ds)),
    forall(dyn_where(D2), writeln(dyn_forall(D2))),
    listing(local_fact/1).
