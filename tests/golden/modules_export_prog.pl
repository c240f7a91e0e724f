% modules_export: what loading reports about export and import lists. An
% exported predicate the module never defines is an error when the module
% is loaded (the load goes on); calling it is an existence error naming
% it in the module. Importing a predicate the module does not export is a
% warning, and the predicate is imported all the same.
:- use_module(modules/phantom, [real/1, ghost/1, hidden/0]).

main :-
    real(X), print(X), nl,
    catch(ghost(1), error(F1, _), true), print(F1), nl,
    catch(phantom:ghost(1), error(F2, _), true), print(F2), nl,
    catch(hidden, error(F3, _), true), print(F3), nl.
