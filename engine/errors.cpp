#include "engine/errors.hpp"

#include "engine/terms/term_walk.hpp"

namespace kea {

// Context strings become SWI-style strings in the context term.
Cell error_term(Store& s, Cell formal, ErrorContext ctx) {
  Cell pred = s.new_var();
  if (ctx.predicate != nullptr) {
    pred = predicate_indicator(s, ctx.predicate);
  }
  Cell msg = ctx.message.empty() ? s.new_var() : make_string(s, ctx.message);
  Cell context = make_compound(s, functors::context2, {pred, msg});
  return make_compound(s, functors::error2, {formal, context});
}

Cell resource_error_term(Store& s, Atom what) {
  return error_term(s, make_compound(s, functors::resource_error1, {make_atom(what)}));
}

void throw_error(Store& s, Cell formal, ErrorContext ctx) { throw PrologError(error_term(s, formal, ctx)); }

void throw_instantiation_error(Store& s, ErrorContext ctx) {
  throw_error(s, make_atom(atoms::instantiation_error), ctx);
}
void throw_uninstantiation_error(Store& s, Cell culprit, ErrorContext ctx) {
  throw_error(s, make_compound(s, functors::uninstantiation_error1, {culprit}), ctx);
}
void throw_type_error(Store& s, Atom type, Cell culprit, ErrorContext ctx) {
  throw_error(s, make_compound(s, functors::type_error2, {make_atom(type), culprit}), ctx);
}
void throw_domain_error(Store& s, Atom domain, Cell culprit, ErrorContext ctx) {
  throw_error(s, make_compound(s, functors::domain_error2, {make_atom(domain), culprit}), ctx);
}
void throw_existence_error(Store& s, Atom kind, Cell what, ErrorContext ctx) {
  throw_error(s, make_compound(s, functors::existence_error2, {make_atom(kind), what}), ctx);
}
void throw_permission_error(Store& s, Atom action, Atom type, Cell culprit, ErrorContext ctx) {
  throw_error(s, make_compound(s, functors::permission_error3, {make_atom(action), make_atom(type), culprit}), ctx);
}
void throw_representation_error(Store& s, Atom what, ErrorContext ctx) {
  throw_error(s, make_compound(s, functors::representation_error1, {make_atom(what)}), ctx);
}
void throw_evaluation_error(Store& s, Atom what, ErrorContext ctx) {
  throw_error(s, make_compound(s, functors::evaluation_error1, {make_atom(what)}), ctx);
}
void throw_resource_error(Store& s, Atom what, ErrorContext ctx) {
  throw_error(s, make_compound(s, functors::resource_error1, {make_atom(what)}), ctx);
}

Cell must_be_bound(Store& s, Cell c, ErrorContext ctx) {
  c = deref(c);
  if (is_var(c)) throw_instantiation_error(s, ctx);
  return c;
}
Cell must_be_atom(Store& s, Cell c, ErrorContext ctx) {
  c = must_be_bound(s, c, ctx);
  if (!is_atom(c)) throw_type_error(s, atoms::atom, c, ctx);
  return c;
}
Cell must_be_integer(Store& s, Cell c, ErrorContext ctx) {
  c = must_be_bound(s, c, ctx);
  if (!is_integer(c)) throw_type_error(s, atoms::integer, c, ctx);
  return c;
}
Cell must_be_callable(Store& s, Cell c, ErrorContext ctx) {
  c = must_be_bound(s, c, ctx);
  if (!is_callable(c)) throw_type_error(s, atoms::callable, c, ctx);
  return c;
}
std::vector<Cell> must_be_list(Store& s, Cell list, ErrorContext ctx) {
  ListSkeleton skel = list_skeleton(list);
  if (skel.cyclic) throw_type_error(s, atoms::list, deref(list), ctx);
  if (is_var(skel.end)) throw_instantiation_error(s, ctx);
  if (skel.end != make_atom(atoms::nil)) throw_type_error(s, atoms::list, deref(list), ctx);
  std::vector<Cell> items;
  items.reserve(skel.length);
  for (Cell l = deref(list); is_list(l); l = deref(list_tail(l))) items.push_back(list_head(l));
  return items;
}

void must_be_list_or_partial_list(Store& s, Cell list, ErrorContext ctx) {
  const ListSkeleton skel = list_skeleton(list);
  if (skel.cyclic || !(is_var(skel.end) || skel.end == make_atom(atoms::nil))) throw_type_error(s, atoms::list, deref(list), ctx);
}

std::int64_t must_be_small_int(Store& s, Cell c, ErrorContext ctx) {
  c = must_be_integer(s, c, ctx);
  if (!is_small_int(c)) {
    mpz_t z;
    bigint_view(c, z);
    if (!mpz_fits_slong_p(z)) throw_representation_error(s, atoms::max_integer, ctx);
    return mpz_get_si(z);
  }
  return small_int_of(c);
}
std::int64_t must_be_nonneg_int(Store& s, Cell c, ErrorContext ctx) {
  std::int64_t v = must_be_small_int(s, c, ctx);
  if (v < 0) throw_domain_error(s, atoms::not_less_than_zero, deref(c), ctx);
  return v;
}

}  // namespace kea
