% module_property: a module's class, file and exports, as SWI-Prolog
% reports them; an unknown module or property fails, a module that is not
% an atom is a type error.
:- use_module(modules/geometry).
:- use_module(library(lists)).

main :-
    module_property(geometry, file(F)), file_base_name(F, B), writeq(file(B)), nl,
    module_property(geometry, exports(L)), msort(L, SL), writeq(exports(SL)), nl,
    forall(member(M, [user, system, lists, geometry]),
           ( module_property(M, class(C)) -> writeq(M-C), nl ; writeq(M-none), nl )),
    ( module_property(no_such_module, class(_)) -> writeln(yes) ; writeln(no) ),
    ( module_property(geometry, no_such_property(_)) -> writeln(yes) ; writeln(no) ),
    catch(module_property(3, class(_)), error(E, _), (writeq(E), nl)),
    ( module_property(user, file(_)) -> writeln(user_file) ; writeln(user_no_file) ),
    findall(X, (module_property(X, file(FX)), file_base_name(FX, 'geometry.pl')), Xs), writeq(Xs), nl.
