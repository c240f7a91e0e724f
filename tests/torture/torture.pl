% The builtin torture test (run.sh drives it): every predicate the system
% defines is called with each argument in turn replaced by an awkward value,
% the other arguments left unbound. A call must succeed, fail or raise
% error(Formal, Context); after each call a sanity query must still answer
% as before. Problems are reported on standard error as lines starting with
% "TORTURE:", which run.sh collects.

% The predicates under test: the builtin registry (foreign: the C++
% builtins and control constructs, internal '$' ones included, since a
% program may call them too) and the system predicates the boot library
% defines in Prolog, by the arity each is defined with. A library helper
% named '$...' may loop on a cyclic list as SWI-Prolog's own do: those are
% not in the registry and not under test.
torture_predicate(Name/Arity) :-
    predicate_property(Head, defined),
    (   predicate_property(Head, foreign)
    ->  true
    ;   predicate_property(Head, built_in),
        functor(Head, Name0, _),
        \+ sub_atom(Name0, 0, 1, _, '$')
    ),
    functor(Head, Name, Arity).

% The awkward values, by name.
torture_value(var, _).
torture_value(cyclic_term, X) :- X = f(X).
torture_value(cyclic_list, X) :- X = [a|X].
torture_value(partial_list, [a, b|_]).
torture_value(deep_term, T) :- torture_deep(100000, a, T).
torture_value(big_integer, X) :- X is 2^200.
torture_value(negative_integer, -1).
torture_value(float, 1.5).
torture_value(nil, []).
torture_value(empty_atom, '').
torture_value(string, "abc").
torture_value(compound, f(a, _)).
torture_value(cyclic_goal, G) :- G = (true, G).

torture_deep(0, T, T) :- !.
torture_deep(N, T0, T) :- N1 is N - 1, torture_deep(N1, f(T0), T).

% torture(Name/Arity): the calls with each argument in turn replaced.
torture(Name/Arity) :-
    forall(( between(1, Arity, I), torture_value(V, _) ),
           torture_call(Name, Arity, I, V)).

torture_call(Name, Arity, I, V) :-
    functor(G, Name, Arity),
    torture_value(V, X),
    arg(I, G, X),
    format(user_error, "call ~q/~w argument ~w = ~w~n", [Name, Arity, I, V]),
    catch(torture_once(G), E, true),
    (   var(E) -> true
    ;   E = error(_, _) -> true
    ;   torture_report('~q/~w argument ~w = ~w: non-ISO exception', [Name, Arity, I, V])
    ),
    (   catch(torture_sane, _, fail) -> true
    ;   torture_report('~q/~w argument ~w = ~w: the sanity query fails afterwards', [Name, Arity, I, V])
    ).

torture_once(G) :- call(G), !.
torture_once(_).

% What any later call relies on: unification, arithmetic, the atom table,
% findall, errors.
torture_sane :-
    X = f(Y), Y = 1, X == f(1),
    Z is 2 + 3, Z == 5,
    atom_length(abc, 3),
    atom_codes(A, "xyz"), A == xyz,
    findall(W, member(W, [1, 2]), [1, 2]),
    catch(atom_length(_, _), error(instantiation_error, _), true).

torture_report(Format, Args) :-
    format(user_error, "TORTURE: ", []),
    format(user_error, Format, Args),
    nl(user_error).
