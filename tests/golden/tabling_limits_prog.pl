% An evaluation stopped anywhere by an exception leaves its tables usable:
% call_with_inference_limit/3 stops a cyclic evaluation at each of its
% first 400 inferences in turn; after each stop the table is evaluated
% again from scratch and gives the whole answer set, and the tables can
% be abolished. (Expected output written by hand: SWI-Prolog 9 raises a
% tabling dependency error for some of these limits.)
:- table path/2.
e(1, 2). e(2, 3). e(3, 1). e(3, 4).
path(X, Y) :- e(X, Y).
path(X, Y) :- path(X, Z), e(Z, Y).

stop_at(I) :-
    catch(call_with_inference_limit(path(1, _), I, _), _, true),
    !.
stop_at(_).

main :-
    forall(between(1, 400, I),
           ( stop_at(I),
             findall(Y, path(1, Y), L), msort(L, S),
             (   S == [1, 2, 3, 4] -> true ; format("limit ~w: ~q~n", [I, S]) ),
             abolish_all_tables )),
    writeln(done).
