% A module that calls the transparent library for golden module_transparent.
:- module(module_transparent_a, [test_a/0]).
:- use_module(module_transparent_lib).

helper(a).
secret(a_secret).

test_a :-
    whereami(M), writeln(a_whereami(M)),
    call_here(secret(S)), writeln(a_call_here(S)),
    run_in_context(secret(S2)), writeln(a_run_in_context(S2)),
    contexts(L), writeln(a_contexts(L)),
    helper_of_context(X), writeln(a_helper(X)),
    count_down(2, Ms), writeln(a_count_down(Ms)),
    nested(N), writeln(a_nested(N)),
    call(whereami, M2), writeln(a_call_n(M2)),
    G = whereami(M3), call(G), writeln(a_meta_call(M3)),
    context_module(C), writeln(a_context(C)),
    call(context_module, C2), writeln(a_call_n_context(C2)).
