% solution_sequences: library(solution_sequences) against SWI-Prolog's.
:- use_module(library(solution_sequences)).
t(G) :- catch((findall(G, G, L) -> (copy_term(L, C), numbervars(C, 0, _), print(C)) ; print(no)), E, (E = error(F, _) -> print(F) ; print(E))), nl.
p(3, c). p(1, a). p(2, b). p(1, z). p(3, a).
main :-
  t(limit(2, member(_, [a,b,c]))), t(limit(0, member(_, [a,b]))), t(limit(5, member(_, [a,b]))), t(limit(inf, member(_, [a,b]))), t(limit(infinite, member(_, [a]))),
  t(limit(-1, member(_, [a]))), t(limit(_, member(_, [a]))), t(limit(a, member(_, [a]))), t(limit(1.0, member(_, [a]))),
  t(offset(1, member(_, [a,b,c]))), t(offset(0, member(_, [a,b]))), t(offset(5, member(_, [a,b]))), t(offset(-1, member(_, [a]))),
  t(limit(2, offset(1, member(_, [a,b,c,d])))),
  t(call_nth(member(_, [a,b,c]), _)), t(call_nth(member(_, [a,b,c]), 2)), t(call_nth(member(_, [a,b,c]), 4)), t(call_nth(member(_, [a]), 0)), t(call_nth(member(_, [a]), -1)), t(call_nth(member(_, [a]), x)),
  t(distinct(member(_, [a,b,a,c,b]))), t(distinct(X, member(X-_, [a-1,b-2,a-3]))), t(distinct(member(_, [f(_), f(_), g(_)]))), t(distinct(_, member(_, [1,2]))),
  t(order_by([asc(X1)], p(X1, _))), t(order_by([desc(X2)], p(X2, _))), t(order_by([asc(X3), desc(Y3)], p(X3, Y3))), t(order_by([desc(Y4), asc(X4)], p(X4, Y4))),
  t(order_by([], p(_, _))), t(order_by(foo, p(_, _))), t(order_by([up(x)], p(_, _))), t(order_by(_, p(_, _))).
