_X = 1, Y = 2.
_ = 3.
X = _Y.
X = f(_Y), _Y = Z.
_X = Y.
X = f(_A, _B, _A).
length(_L, 2), _L = [a|_].
current_prolog_flag(toplevel_print_anon, F).
set_prolog_flag(toplevel_print_anon, false).
_X = 1, Y = 2.
Y = f(_X).
_X = f(Y).
_X = 1, Y = 1.
current_prolog_flag(toplevel_print_anon, F).
catch(set_prolog_flag(toplevel_print_anon, maybe), error(E, _), true).
