% term_expansion/2 is asked in the module being loaded, then user, then
% system: a library's system:term_expansion/2 reaches every module, and a
% module's own expansion applies to its file.
:- use_module(term_expansion_modules_ext).
:- use_module(term_expansion_modules_mod).

main :-
    forall(twice(X, Y), (print(twice(X, Y)), nl)),
    forall(local(Z), (print(local(Z)), nl)).
