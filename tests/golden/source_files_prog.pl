% source_files: source_file/1,2 and at_halt/1 (the hooks run, the last
% registered first, when main halts).
:- use_module(modules_stack).

foo(1).
foo(2).

t(G) :-
    catch(( G -> show(yes(G)) ; print(no) ), E, print(E)),
    nl.

show(T) :-
    copy_term(T, C),
    numbervars(C, 0, _),
    print(C).

preds_of_this_file(Ps) :-
    findall(P/A, ( source_file(H, File), atom_concat(_, 'source_files_prog.pl', File), functor(H, P, A) ), Ps0),
    msort(Ps0, Ps).

main :-
    t(source_file(foo(_), _)),
    t(( source_file(F), atom_concat(_, 'source_files_prog.pl', F) )),
    t(( source_file(F2), atom_concat(_, 'modules_stack.pl', F2) )),
    t(source_file(append(_, _, _), _)),
    t(source_file(nope(_), _)),
    t(preds_of_this_file(_)),
    t(at_halt(write(bye))),
    t(at_halt(( write(second), nl ))),
    t(at_halt(throw(oops))),
    t(at_halt(fail)),
    halt.
