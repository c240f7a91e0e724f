use_module(library(occurs)).
findall(S, sub_term(S, f(a,g(b,c),[1])), L).
findall(S, sub_term(S, f(X,g(X,Y))), L), numbervars(L, 0, End).
findall(S, sub_term(f(S), g(f(a),h(f(b)),f(c))), L).
findall(S, sub_term(S, foo), L).
findall(S, sub_term(S, "str"), L).
once(sub_term(g(X), f(a, g(b), g(c)))).
findall(x, sub_var(a, f(a,g(a,c))), L).
findall(x, sub_var(X, f(X,g(Y,X))), L).
findall(x, sub_var(f(Y), g(f(X))), L).
findall(x, sub_var(X, f(a)), L).
contains_term(f(X), g(h(f(a)), f(b))).
contains_term(X, f(a)).
contains_term(b, f(a, [c])).
contains_var(X, g(f(X))).
contains_var(a, g(f(a))).
contains_var(f(Y), g(f(X))).
contains_var(X, Y).
free_of_term(a, f(b)).
free_of_term(a, f(X)).
free_of_var(a, f(X)).
free_of_var(X, f(g(X))).
occurrences_of_term(f(_), g(f(a),f(b),f(X),h(f(c))), N).
occurrences_of_term(f(a), g(f(a),f(b),f(X)), N).
occurrences_of_term(f(X,X), g(f(a,b), f(c,c), f(Y,d)), N).
occurrences_of_term(x, [x,y,x|T], N).
occurrences_of_term(a, f(a,a), 2).
occurrences_of_term(a, f(a,a), foo).
occurrences_of_var(X, g(X,f(X),Y), N).
occurrences_of_var(a, g(a,f(a),Y), N).
occurrences_of_var(f(X), g(f(X),f(Y),f(X)), N).
occurrences_of_var(X, f(Y), 0).
numlist(1, 20000, L), occurrences_of_var(77, [L,L], N), once(sub_var(20000, L)).
sub_term_shared_variables(g(X,Y), f(g(X,Y),Y,Z), V).
sub_term_shared_variables(g(Y,X,Y), f(g(Y,X,Y), X, Y), V).
sub_term_shared_variables(g(X), f(g(X), g(X)), V).
sub_term_shared_variables(h(X), f(g(X,Y)), V).
sub_term_shared_variables(X, f(X, Y), V).
