// Primitives behind length/2 and arg/3, which enumerate and so are defined
// in library/boot/terms.pl. They check the arguments (errors name length/2
// and arg/3) and tell the Prolog side what to do; the deterministic work is
// done by '$length'/2 and '$arg'/3 (term.cpp).
//
//   '$length_mode'(?List, ?N, -Mode)  Mode = det, or enum(Known, Tail) when
//       List is partial and N unbound: Tail is the open end after Known elements.
//   '$arg_arity'(+Term, -Arity)       the arity of a compound
#include "engine/builtins/registry.hpp"
#include "engine/terms/term_walk.hpp"

namespace kea {
namespace {

bool length_mode(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell n = deref(a[1]);
  if (!is_var(n)) {
    if (!is_integer(n)) throw_type_error(s, atoms::integer, n);
    if (is_small_int(n) ? small_int_of(n) < 0 : bigint_sign(n) < 0) throw_domain_error(s, atoms::not_less_than_zero, n);
  }
  Cell list = deref(a[0]);
  ListSkeleton skel = list_skeleton(list);
  if (skel.cyclic) throw_type_error(s, atoms::list, list);
  Cell l = skel.end;
  auto count = static_cast<std::int64_t>(skel.length);
  if (l == make_atom(atoms::nil) || (is_var(l) && !is_var(n))) return unify_terms(m, a[2], make_atom(m.runtime().intern("det")));
  if (!is_var(l)) throw_type_error(s, atoms::list, list);
  // length(L, L) and length([a|L], L) have no answer: L can be neither a
  // list nor an integer.
  if (l == n) return false;
  Cell mode = make_compound(s, m.runtime().functor("enum", 2), {make_integer(s, count), l});
  return unify_terms(m, a[2], mode);
}
bool bi_length_mode(Machine& m, const Cell* a) { return call_as(m, "length", 2, length_mode, a); }

bool arg_arity(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell t = must_be_bound(s, a[0]);
  if (!is_compound(t)) throw_type_error(s, atoms::compound, t);
  return unify_terms(m, a[1], make_small_int(is_list(t) ? 2 : arity_of(t)));
}
bool bi_arg_arity(Machine& m, const Cell* a) { return call_as(m, "arg", 3, arg_arity, a); }

const BuiltinDef kEnumBuiltins[] = {
    {"$length_mode", 3, false, bi_length_mode},
    {"$arg_arity", 2, false, bi_arg_arity},
};

}  // namespace

std::span<const BuiltinDef> length_arg_builtins() { return kEnumBuiltins; }

}  // namespace kea
