% modules_unknown: the unknown and double_quotes flags are local to a
% module. A directive in a
% module's file sets that module's value; set_prolog_flag(M:unknown, V)
% sets M's and current_prolog_flag(M:unknown, V) reads it; a module that
% sets none has user's. A qualifier on another flag is ignored (the flag
% is global), and a qualifier must be an atom. Only the formal of each
% error is printed.
:- use_module(modules/lenient).

t(G) :-
    catch(( G -> print(yes) ; print(no) ), error(F, _), print(F)), nl.

main :-
    probe(R1), print(lenient(R1)), nl,
    probe_other(R2), print(strict(R2)), nl,
    current_prolog_flag(unknown, U0), print(user(U0)), nl,
    current_prolog_flag(lenient:unknown, L0), print(lenient_flag(L0)), nl,
    current_prolog_flag(strict:unknown, S0), print(strict_flag(S0)), nl,
    t(missing_in_user),
    t(lenient:missing_there),
    set_prolog_flag(lenient:unknown, error),
    t(lenient:missing_there),
    set_prolog_flag(strict:unknown, fail),
    t(strict:missing),
    current_prolog_flag(strict:unknown, S1), print(strict_flag(S1)), nl,
    t(missing_in_user),
    catch(set_prolog_flag(_:unknown, fail), error(type_error(T, _:F), _), true),
    print(T-F), nl,
    t(set_prolog_flag(lenient:unknown, maybe)),
    greeting(G), print(G), nl,
    X = "hi", print(X), nl,
    current_prolog_flag(double_quotes, DQ0), print(double_quotes(DQ0)), nl,
    current_prolog_flag(lenient:double_quotes, DQ1), print(lenient(DQ1)), nl,
    set_prolog_flag(lenient:double_quotes, atom),
    current_prolog_flag(lenient:double_quotes, DQ2), print(lenient(DQ2)), nl,
    current_prolog_flag(double_quotes, DQ3), print(double_quotes(DQ3)), nl.
