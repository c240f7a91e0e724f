% SWI-Prolog predicates, flags and directives programs use: style_check/1,
% Name//Arity in declarations, the prolog:message//1 hook, format's ~N
% and ~k, atom_number/2 of a string, SWI's flags, nb_delete/1,
% get_flag/2 and set_flag/2, nonground/2, duplicate_term/2,
% float_class/2, writef/2, read_clause/3, prolog_load_context/2,
% write_term/2's fullstop and nl, load_files/2, the iso flag in
% atom_length/2.
:- style_check(-singleton).
unused(X) :- true.
:- style_check(+singleton).
:- prolog_load_context(module, M), print(loading_in(M)), nl.

:- dynamic counter//1.
:- discontiguous item//0.
:- multifile prolog:message//1.
prolog:message(my_message(X)) --> [ 'Custom message: ~w'-[X] ].

show(G) :-
    catch(( G -> R = yes ; R = no ), error(E, _), R = error(E)),
    \+ \+ ( numbervars(G-R, 0, _), print(G-R) ), nl.

go :-
    show(predicate_property(counter(_, _, _), dynamic)),
    print_message(error, my_message(42)),
    format("a~Nb~n~Nc~n"), format("~k~n", [f('A', 1+2, "s")]),
    show(atom_number("12", _)), show(atom_number("x", _)), show(atom_number(12, _)),
    show((set_prolog_flag(verbose, silent), current_prolog_flag(verbose, silent))),
    show(current_prolog_flag(unix, _)), show(set_prolog_flag(unix, false)),
    show(current_prolog_flag(max_char_code, _)),
    show((current_prolog_flag(last_call_optimisation, V1), V1 == true)),
    show((set_prolog_flag(optimise, true), current_prolog_flag(optimise, _))),
    show(style_check(-singleton)), show(style_check(+singleton)), show(style_check(bad)), show(style_check(+bad)), show(style_check(?(bad))), show(style_check(?(singleton))),
    show((nb_setval(k, 1), nb_delete(k), nb_current(k, _))), show(nb_delete(never_set)),
    show((set_flag(f, 3), get_flag(f, _))),
    show((nonground(f(X, a), W), W == X)), show(nonground(f(a), _)),
    show((T = f(g(a)), duplicate_term(T, D), arg(1, D, G), setarg(1, G, b), T == f(g(a)))),
    forall(member(E, [nan, inf, 0.0, 1.0e-310, 1.5, -inf]),
           ( F is E, float_class(F, C), show(float_class(F, C)) )),
    show(float_class(1, _)),
    writef('a %w b %d\\n', [x, 3]), writef('plain\n'), writef('%w and %p\\l', [f(y), 'A b']),
    open_string("t(X, _Y, X). end.", S), read_clause(S, C1, [variable_names(Vs)]), read_clause(S, C2, []),
    show(C1-Vs-C2),
    show(prolog_load_context(module, _)),
    forall(member(WT-WO, [f(x)-[fullstop(true)], f(x)-[fullstop(true), nl(true)], (a-(-))-[fullstop(true)],
                        (-)-[fullstop(true)], "s"-[fullstop(true), quoted(true)], f-[nl(true)]]),
           ( write_term(WT, WO), write('|'), nl )),
    show(load_files([], [if(not_loaded), silent(true)])),
    show((set_prolog_flag(iso, true), atom_length(1, _))),
    show((set_prolog_flag(iso, true), atom_length("ab", _))),
    set_prolog_flag(iso, false),
    show(write_length(f(x, y), _, [])), show(write_length('a b', _, [quoted(true)])),
    show(write_length(abcdef, _, [max_length(3)])), show(write_length(abc, _, [max_length(3)])),
    show(rational(3)), show(rational(1.5)), show(rational(7, _, _)),
    print_message(error, error(permission_error(modify, static_procedure, foo/1), _)),
    print_message(error, error(permission_error(input, binary_stream, s), _)),
    print_message(error, error(permission_error(open, source_sink, f), _)).
