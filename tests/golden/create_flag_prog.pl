% create_prolog_flag/3 and the flags programs create (types, access, keep),
% the debug flag. Expected output is SWI-Prolog's except the first line:
% setting a flag that does not exist is ISO's domain_error (SWI creates it).
t(G) :- catch((G -> print(yes(G)) ; write(no)), error(F, _), print(F)), nl.
main :- (
  t(set_prolog_flag(nosuch_flag, 1)),
  t(create_prolog_flag(foo, 1, [])), t(current_prolog_flag(foo, _V1)),
  t(set_prolog_flag(foo, 2)), t(current_prolog_flag(foo, _V2)),
  t(set_prolog_flag(foo, abc)), t(current_prolog_flag(foo, _V3)),
  t(create_prolog_flag(bar, true, [type(boolean), access(read_only)])),
  t(set_prolog_flag(bar, false)),
  t(create_prolog_flag(baz, f(_X), [type(term)])), t(current_prolog_flag(baz, _V4)),
  t(create_prolog_flag(foo, 5, [keep(true)])), t(current_prolog_flag(foo, _V5)),
  t(create_prolog_flag(b2, true, [type(boolean)])), t(set_prolog_flag(b2, 3)),
  t(create_prolog_flag(a2, x, [type(atom)])), t(set_prolog_flag(a2, 3)),
  t(create_prolog_flag(_, x, [])), t(create_prolog_flag(q, x, [bogus(1)])),
  t(create_prolog_flag(q2, x, [access(foo)])),
  t(current_prolog_flag(debug, _D)), t(set_prolog_flag(debug, true)), t(current_prolog_flag(debug, _D2)),
  t(set_prolog_flag(debug, 3)),
  t(set_prolog_flag(double_quotes, codes)), t(create_prolog_flag(double_quotes, atom, [])), t(current_prolog_flag(double_quotes, _DQ))
  ).
