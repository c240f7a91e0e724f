// Rational-tree unification with an explicit stack.
//
// Why it terminates on cyclic terms: see walk_pair in termops_util.hpp;
// pairs of compounds are finite, bindings change what variables dereference
// to, never where compounds live, and at most one binding per variable is
// made, so the sequence of pairs along a chain is eventually periodic and
// Brent's check applies. Why it is sound: each expanded pair has equal
// functors and its arguments are unified (or assumed equal only where the
// same pair is already being unified), so the bindings made form a
// bisimulation between the two rational trees: they are equal as infinite
// trees, which is what = means without the occurs check.
#include "engine/terms/unify.hpp"

#include <vector>

#include "engine/terms/compare.hpp"
#include "engine/terms/termops_util.hpp"

namespace kea {

using termops::CompoundView;
using termops::view_compound;

bool occurs_in(Cell var, Cell t) {
  return !termops::walk_term(t, [var](Cell c) { return c != var; });
}

namespace {

// Bind the unbound `var` to the non-variable `t`, honouring the occurs check.
bool bind_checked(Store& s, Cell var, Cell t, OccursCheck mode, const ErrorContext& ctx) {
  if (mode != OccursCheck::False && is_compound(t) && occurs_in(var, t)) {
    if (mode == OccursCheck::True) return false;
    throw_error(s, make_compound(s, functors::occurs_check2, {var, t}), ctx);
  }
  s.bind(var, t);
  return true;
}

}  // namespace

bool unify_slow(Store& s, Cell a, Cell b, OccursCheck mode, ErrorContext ctx) {
  return termops::walk_pair(a, b, [&](Cell x, Cell y) {
    if (x == y) return 0;
    if (is_var(x)) {
      if (is_var(y)) {
        bind_vars(s, x, y);
        return 0;
      }
      return bind_checked(s, x, y, mode, ctx) ? 0 : -1;
    }
    if (is_var(y)) return bind_checked(s, y, x, mode, ctx) ? 0 : -1;
    if (is_compound(x) && is_compound(y)) return view_compound(x).functor == view_compound(y).functor ? 1 : -1;
    return atomic_equal(x, y) ? 0 : -1;
  });
}

}  // namespace kea
