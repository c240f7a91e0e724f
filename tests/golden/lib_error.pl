must_be(integer, 3).
catch(must_be(integer, a), error(E, _), true).
catch(must_be(integer, _), error(E, _), true).
catch(must_be(integer, 1.0), error(E, _), true).
must_be(nonneg, 0).
catch(must_be(nonneg, -1), error(E, _), true).
catch(must_be(positive_integer, 0), error(E, _), true).
catch(must_be(positive_integer, a), error(E, _), true).
must_be(atom, a).
catch(must_be(atom, "s"), error(E, _), true).
catch(must_be(atom, f(x)), error(E, _), true).
must_be(atomic, "s").
must_be(callable, foo).
must_be(callable, f(x)).
catch(must_be(callable, 3), error(E, _), true).
must_be(var, _).
catch(must_be(var, a), error(E, _), true).
must_be(boolean, true).
catch(must_be(boolean, 1), error(E, _), true).
catch(must_be(boolean, _), error(E, _), true).
must_be(list, [a, b]).
catch(must_be(list, [a|_]), error(E, _), true).
catch(must_be(list, [a|b]), error(E, _), true).
catch(must_be(list, foo), error(E, _), true).
must_be(list(integer), [1, 2]).
catch(must_be(list(integer), [1, a]), error(E, _), true).
catch(must_be(list(integer), [1, _]), error(E, _), true).
catch(must_be(list(integer), _), error(E, _), true).
must_be(list_or_partial_list, [a|_]).
catch(must_be(list_or_partial_list, [a|b]), error(E, _), true).
catch(must_be(proper_list, [a|_]), error(E, _), true).
must_be(oneof([a, b]), b).
catch(must_be(oneof([a, b]), c), error(E, _), true).
must_be(between(1, 3), 2).
catch(must_be(between(1, 3), 5), error(E, _), true).
catch(must_be(between(1, 3), 2.0), error(E, _), true).
catch(must_be(between(1, 3), a), error(E, _), true).
must_be(between(1.0, 3.0), 2).
catch(must_be(between(1.0, 3.0), 5), error(E, _), true).
must_be(chars, [a, b]).
catch(must_be(chars, [a, bc]), error(E, _), true).
must_be(codes, [97, 98]).
catch(must_be(codes, [a]), error(E, _), true).
catch(must_be(code, -1), error(E, _), true).
must_be(text, abc).
must_be(text, "abc").
catch(must_be(text, f(x)), error(E, _), true).
must_be(number, 1.5).
catch(must_be(number, a), error(E, _), true).
catch(must_be(float, 1), error(E, _), true).
catch(must_be(compound, a), error(E, _), true).
catch(must_be(atomic, f(x)), error(E, _), true).
catch(must_be(string, a), error(E, _), true).
catch(must_be(ground, f(_)), error(E, _), true).
must_be(pair, a-b).
catch(must_be(pair, a), error(E, _), true).
catch(must_be(foo, 1), error(E, _), true).
catch(must_be(_, 1), error(E, _), true).
catch(must_be(encoding, foo), error(E, _), true).
must_be(any, _).
is_of_type(integer, 1).
is_of_type(integer, a).
is_of_type(integer, _).
is_of_type(list(atom), [a, b]).
is_of_type(list(atom), [a|_]).
is_of_type(nonneg, 0).
is_of_type(between(1, 3), 2.5).
is_of_type(between(1.0, 3), 2).
catch(is_of_type(foo, 1), error(E, _), true).
catch(type_error(t, c), error(E, _), true).
catch(domain_error(d, c), error(E, _), true).
catch(existence_error(procedure, p/1), error(E, _), true).
catch(permission_error(modify, static_procedure, p/1), error(E, _), true).
catch(instantiation_error(_), error(E, _), true).
catch(representation_error(max_arity), error(E, _), true).
catch(resource_error(memory), error(E, _), true).
catch(uninstantiation_error(a), error(E, _), true).
