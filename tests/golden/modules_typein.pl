module(foo).
assert(bar(1)).
foo:bar(X).
bar(X).
consult('modules/typein_aux.pl').
predicate_property(foo:t2, imported_from(M)).
predicate_property(user:t2, imported_from(M)).
module(user).
foo:bar(X).
catch(module(3), error(E, _), true).
catch(module(_), error(E, _), true).
module(foo).
export(bar/1).
predicate_property(foo:bar(_), exported).
catch(export(zz), error(E, _), true).
catch(export(_), error(E, _), true).
import(zz/1).
catch(import(_), error(E, _), true).
module(user).
assert(zz(1)).
module(foo).
import(user:zz/1).
predicate_property(zz(_), imported_from(M)).
zz(X).
export(baz/2).
assert(baz(1, 2)).
module(user).
import(foo:bar/1).
bar(X).
import(foo:baz/2).
baz(A, B).
module(opsmod).
op(700, xfx, ===>).
X = (a ===> b), writeq(X), nl.
module(user).
current_op(P, T, ===>).
set_prolog_flag(foo:double_quotes, codes).
module(foo).
X = "ab".
module(user).
X = "ab".
halt.
