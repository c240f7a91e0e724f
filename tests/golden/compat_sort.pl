% Expected output is SWI-Prolog's, except that a Sorted that is neither a
% list nor a partial list is type_error(list, _), as ISO asks of sort/2
% (SWI-Prolog 9.0 fails): queries 20 and 26.
sort(0, @<, [c,a,b,a], L).
sort(0, @=<, [c,a,b,a], L).
sort(0, @>, [c,a,b,a], L).
sort(0, @>=, [c,a,b,a], L).
sort(1, @<, [f(2,a),f(1,b),f(2,c),f(1,d)], L).
sort(1, @=<, [f(2,a),f(1,b),f(2,c),f(1,d)], L).
sort(1, @>, [f(2,a),f(1,b),f(2,c),f(1,d)], L).
sort(1, @>=, [f(2,a),f(1,b),f(2,c),f(1,d)], L).
sort(2, @<, [f(2,a),f(1,b),f(2,a)], L).
catch(sort(2, @<, [f(1),g(1,2)], L), error(E, _), true).
catch(sort(1, @<, [a, f(1)], L), error(E, _), true).
catch(sort(K, @<, [a], L), error(E, _), true).
catch(sort(0, O, [a], L), error(E, _), true).
catch(sort(0, foo, [a], L), error(E, _), true).
catch(sort(-1, @<, [a], L), error(E, _), true).
catch(sort(0, @<, [a|_], L), error(E, _), true).
catch(sort(0, @<, foo, L), error(E, _), true).
catch(sort(0, @<, [a|b], L), error(E, _), true).
sort(0, @<, [b,a], [a,b]).
catch(sort(0, @<, [b,a], [a|foo]), error(E, _), true).
sort(1, @<, [], L).
sort(1, @<, [[2,x],[1,y]], L).
sort(0, @>=, [1, 1.0, 2], L).
sort(0, @<, [X, Y, X], L).
catch(sort(1, @<, [f(1)|T], L), error(E, _), true).
catch(sort(0, @<, [a], [b|c]), error(E, _), true).
catch(sort(1.5, @<, [a], L), error(E, _), true).
catch(sort(0, 1, [a], L), error(E, _), true).
sort(0, @>=, [c-1, a-2, b-3, a-4, c-5], L).
sort(1, @>=, [c-1, a-2, b-3, a-4, c-5], L).
sort(2, @=<, [c-1, a-2, b-1, a-1, c-2], L).
sort(2, @<, [c-1, a-2, b-1, a-1, c-2], L).
sort(0, @<, [f(X), 1.0, b, a, 1, g(a,b), [x]], L).
sort(0, @>, [f(X), 1.0, b, a, 1, g(a,b), [x]], L).
catch(sort(100000000000000000000, @<, [f(1)], L), error(E, _), true).
catch(sort(1, @<, [f(1), _], L), error(E, _), true).
sort(1, @=<, [f(2), f(1), f(2)], [A|_]).
catch(term_hash(X, H), error(E, _), true).
term_hash(f(X), H).
findall(R, (term_hash(a, H), term_hash(a, H2), (integer(H), H == H2 -> R = same_integer ; R = differ)), [R]).
findall(R, (term_hash(f(a, "s", 1.5, [1, 2]), H1), term_hash(f(a, "s", 1.5, [1, 2]), H2), (H1 == H2 -> R = equal ; R = different)), [R]).
findall(R, (term_hash(f(a), H1), term_hash(f(b), H2), (H1 == H2 -> R = equal ; R = different)), [R]).
findall(R, (term_hash(1, H1), term_hash(1.0, H2), (H1 == H2 -> R = equal ; R = different)), [R]).
findall(R, (term_hash(foo, H), (H >= 0, H < 16777216 -> R = in_range ; R = out_of_range)), [R]).
findall(R, (X = a, term_hash(f(X), H1), term_hash(f(a), H2), (H1 == H2 -> R = equal ; R = different)), [R]).
term_hash(a, foo).
variant(f(X,Y), f(A,B)).
variant(f(X,X), f(A,B)).
variant(f(X,Y), f(A,A)).
variant(f(a), f(a)).
variant(f(a), f(b)).
variant(X, Y).
variant(g(X, 1), g(Y, 1.0)).
