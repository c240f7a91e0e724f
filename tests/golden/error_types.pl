catch(must_be(list(atom), [a|b]), error(E, _), true).
catch(must_be(list(atom), foo), error(E, _), true).
catch(must_be(list(integer), [1,_]), error(E, _), true).
catch(must_be(codes, f(x)), error(E, _), true).
catch(must_be(chars, [a|b]), error(E, _), true).
catch(must_be(codes, [1,a]), error(E, _), true).
catch(must_be(list, foo), error(E, _), true).
catch(must_be(oneof([a,b]), _), error(E, _), true).
catch(must_be(oneof([a,b]), c), error(E, _), true).
is_of_type(oneof([a,b]), _).
is_of_type(oneof([a,b]), b).
catch(must_be(cyclic, a), error(E, _), true).
L = [a|L], must_be(cyclic, L), write(cyclic_ok), nl.
catch(memberchk(a, [b|c]), error(E, _), true).
catch(memberchk(a, foo), error(E, _), true).
memberchk(a, [b,a|c]).
memberchk(X, [b|_]).
memberchk(a, []).
set_prolog_flag(argv, [x, 1, "s"]), current_prolog_flag(argv, L).
set_prolog_flag(argv, foo), current_prolog_flag(argv, A).
catch(split_string(42, "", "", _), error(E, _), true).
catch(split_string("a", 4, "", _), error(E, _), true).
catch(string_code(1, 42, _), error(E, _), true).
string_code(1, abc, C).
halt.
