% Compiler output test: wam_NAME.out is Kea's own wam_listing/1 of these clauses,
% reviewed by hand instruction by instruction (SWI-Prolog has no such listing).
% A change to the compiler that alters the code shows here as a diff.
% Head unification: facts, constants, structures, lists, repeated variables.
fact.
color(red).
point(p(1, 2.5, "s", X), X).
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
same(X, X).
nested(f(g(X), [a|Y]), Y, X).
big(123456789012345678901234567890).
% Constants print as writeq/1 prints them, escapes included.
quoted("a\"b", "it's", 'don''t', -0.5).

show :- forall(member(P, [fact/0, color/1, point/2, app/3, same/2, nested/3, big/1, quoted/4]), (wam_listing(P), nl)).
