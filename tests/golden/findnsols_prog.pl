% findnsols/4,5: chunks of at most N solutions, the last one shorter or
% empty (none after a full chunk whose last solution left no alternative),
% N = 0, the errors, a cut after a chunk, chunks of two nested calls, a
% chunk that does not unify, and the template left unbound.

t(G) :-
    catch(( G -> writeln(yes) ; writeln(no) ), error(E, _), ( print(E), nl )).

chunks(N, G) :-
    findall(L, findnsols(N, x, G, L), Ls),
    print(Ls), nl.

main :-
    forall(findnsols(2, X, member(X, [a,b,c,d,e]), L), ( print(L), nl )),
    chunks(2, fail),
    chunks(2, member(_, [a])),
    chunks(2, member(_, [a,b])),
    chunks(2, ( member(_, [a,b]) ; fail )),
    chunks(2, between(1, 4, _)),
    chunks(2, ( member(_, [a,b]) ; member(_, [c,d]) )),
    chunks(3, between(1, 10, _)),
    chunks(0, member(_, [a,b])),
    forall(findnsols(3, X-Y, member(X-Y, [1-A,2-_,3-A]), L1),
           ( L1 = [_-P,_,_-Q], ( P == Q -> writeln(shared) ; writeln(copied) ) )),
    forall(findnsols(2, X, member(X, [a,b,c]), L2, T), ( T = [end], print(L2), nl )),
    findall(L3-T3, findnsols(2, X, fail, L3, T3), F3), length(F3, N3), print(N3), nl,
    t(findnsols(a, X, member(X, [a]), _)),
    t(findnsols(-1, X, member(X, [a]), _)),
    t(findnsols(_, X, member(X, [a]), _)),
    catch(findnsols(2, _, throw(oops), _), B, ( print(caught(B)), nl )),
    (   findnsols(2, X, member(X, [a,b,c,d,e]), L4), !, print(first(L4)), nl ; true ),
    (   var(X) -> writeln(template_unbound) ; writeln(template_bound(X)) ),
    findall(L5-L6, ( findnsols(2, X, member(X, [a,b,c]), L5),
                     findnsols(1, Y, member(Y, [x,y]), L6) ), Ps),
    print(Ps), nl,
    (   findnsols(2, X, member(X, [a,b,c]), [c]) -> writeln(matched) ; writeln(none) ),
    findall(L7, ( findnsols(2, X, member(X, [a,b,c,d]), L7), findall(Z, member(Z, L7), _) ), L7s),
    print(L7s), nl,
    findall(S, findnsols(1000, I, between(1, 2500, I), S), Ss),
    maplist(length, Ss, Lens), print(Lens), nl.
