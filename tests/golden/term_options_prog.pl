% term_string/3 and read_term_from_atom/3 take read_term/2 and
% write_term/2 options, as SWI-Prolog's do; options that do not apply are
% ignored.

t(Name, G) :-
    write(Name), write(': '),
    catch(( G -> true ; write(no) ), E, caught(E)),
    nl.

caught(error(syntax_error(_), _)) :- !, write('syntax error').
caught(E) :- write(caught(E)).

names(Bindings, Names) :- maplist([N=_, N]>>true, Bindings, Names).

main :-
    t(quoted_false, (term_string(f('A b', "s", [1]), S1, [quoted(false)]), writeq(S1))),
    t(default_quoted, (term_string(f('A b'), S2, []), writeq(S2))),
    t(ignore_ops, (term_string(1+2*3, S3, [ignore_ops(true)]), writeq(S3))),
    t(max_depth, (term_string([1,2,3,4,5,6], S4, [max_depth(3)]), writeq(S4))),
    t(numbervars, (term_string('$VAR'(1), S5, [numbervars(true)]), writeq(S5))),
    t(unknown_write_option, (term_string(a, S6, [foo(bar)]), writeq(S6))),
    t(variable_names, (term_string(T7, "k(X, Y, X)", [variable_names(V7)]),
                       T7 = k(A, B, C), V7 = ['X'=VX, 'Y'=VY],
                       ( A == VX, B == VY, C == VX -> write(bound_right) ; write(wrong) ))),
    t(singletons, (term_string(_, "f(X, _Y, _Z, _Z, W, X)", [singletons(S8)]),
                   names(S8, K8), writeq(K8))),
    t(variables, (term_string(T9, "g(P, _, Q, P)", [variables(V9)]),
                  length(V9, N9), T9 = g(P9, _, Q9, _),
                  ( V9 = [P1, _, Q1], P1 == P9, Q1 == Q9 -> write(N9) ; write(wrong) ))),
    t(quiet_error, term_string(_, "f(", [syntax_errors(quiet)])),
    t(error_error, term_string(_, "f(", [syntax_errors(error)])),
    t(unknown_read_option, (term_string(T10, "h(1)", [foo(bar)]), writeq(T10))),
    t(layout_only, (term_string(T11, "   ", []), writeq(T11))),
    t(from_atom, (read_term_from_atom('p(A, _B, A, C)', T12, [singletons(S12)]),
                  names(S12, K12), T12 = p(_, _, _, _), writeq(K12))),
    t(from_atom_names, (read_term_from_atom('q(U, V)', _, [variable_names(V13)]),
                        names(V13, K13), writeq(K13))),
    t(two_way, (term_string(T14, "r(X, 'Q r', \"s\")", []), term_string(T14, S14, []),
                term_string(T15, S14), T15 = r(_, Q, Str), writeq(Q/Str))).
