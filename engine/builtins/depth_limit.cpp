// The machine's depth limit, under call_with_depth_limit/3
// (library/boot/control.pl; Machine::DepthLimit says how depths count):
//
//   '$depth_limit_begin'(+Limit, -State)   checks Limit, makes State
//   '$depth_limit_arm'(+State)             sets the goal's limit as it starts
//   '$depth_limit_end'(+State, -Reached)   gives the caller's limit back
//   '$depth_limit_resume'(+State)          sets the goal's again on backtracking
//
// State is '$depth_limit'(OuterBase, OuterLimit, OuterReached, Base,
// Limit, Reached, Armed): the limit in force around the call, saved when
// the call begins (and again when the goal is resumed), and the goal's
// own. Its arguments are small integers
// overwritten in place (as nb_setarg/3 would, with integers only), so that
// a later exit, failure or resumption sees what the latest one left.
// Base is one deeper than '$depth_limit_arm' (an inline builtin, at the
// depth of the conjunction that calls it), which is the depth of the
// call/1 that runs the goal: the goal's own call is at depth 1, as in
// SWI-Prolog. As in SWI-Prolog, an inner call's limit replaces the outer
// one while its goal runs, and the outer call's deepest depth is what it
// was when the inner call began: the inner call's catch/3 and cleanup
// frames are not counted as the outer goal's. Armed is 1 while the goal's limit is in
// force: '$depth_limit_end' gives the caller's back once however many
// times it is called (the recovery of the goal's catch/3 calls it, and so
// does the goal after).
#include <climits>
#include <cstdint>

#include "engine/builtins/registry.hpp"
#include "engine/errors.hpp"

namespace kea {
namespace {

enum : unsigned { kOuterBase, kOuterLimit, kOuterReached, kBase, kLimit, kReached, kArmed };

Cell* state_args(Store& s, Cell state) {
  state = deref(state);
  if (!is_str(state) || functor_of(state) != functors::depth_limit7) throw_type_error(s, atoms::compound, state);
  return args_of(state);
}

std::int64_t field(const Cell* st, unsigned i) { return small_int_of(deref(st[i])); }
Cell int_cell(std::int64_t v) { return make_small_int(v); }

Machine::DepthLimit limit_of(std::int64_t base, std::int64_t limit, std::int64_t reached) {
  Machine::DepthLimit l;
  l.base = static_cast<std::uint32_t>(base);
  l.limit = static_cast<std::int32_t>(limit);
  l.reached = static_cast<std::int32_t>(reached);
  return l;
}

// Sets the goal's limit, saved in st.
void arm(Machine& m, Cell* st) {
  m.set_depth_limit(limit_of(field(st, kBase), field(st, kLimit), field(st, kReached)));
  st[kArmed] = int_cell(1);
}

// Saves the limit in force as the one to give back.
void save_outer(const Machine& m, Cell* st) {
  const Machine::DepthLimit& outer = m.depth_limit();
  st[kOuterBase] = int_cell(outer.base);
  st[kOuterLimit] = int_cell(outer.limit);
  st[kOuterReached] = int_cell(outer.reached);
}

bool bi_depth_limit_begin(Machine& m, const Cell* a) {
  Store& s = m.store();
  const Cell limit = deref(a[0]);
  if (is_var(limit)) throw_instantiation_error(s);
  if (!is_integer(limit)) throw_type_error(s, atoms::integer, limit);
  if (is_small_int(limit) ? small_int_of(limit) < 0 : bigint_sign(limit) < 0) throw_domain_error(s, atoms::not_less_than_zero, limit);
  // A limit past the reach of 32-bit depths is as good as none; the
  // deepest depth is still counted.
  const std::int64_t own = is_small_int(limit) && small_int_of(limit) < INT32_MAX - 1 ? small_int_of(limit) : INT32_MAX - 1;
  // The outer fields are filled by save_outer, base and reached by arm.
  Cell state = make_compound(s, functors::depth_limit7,
                             {int_cell(0), int_cell(0), int_cell(0), int_cell(0), int_cell(own), int_cell(0), int_cell(0)});
  save_outer(m, args_of(state));
  return unify_terms(m, a[1], state);
}

bool bi_depth_limit_arm(Machine& m, const Cell* a) {
  Cell* st = state_args(m.store(), a[0]);
  st[kBase] = int_cell(m.depth() + 1);
  st[kReached] = int_cell(0);
  arm(m, st);
  return true;
}

bool bi_depth_limit_end(Machine& m, const Cell* a) {
  Cell* st = state_args(m.store(), a[0]);
  if (field(st, kArmed) != 0) {
    st[kReached] = int_cell(m.depth_limit().reached);
    m.set_depth_limit(limit_of(field(st, kOuterBase), field(st, kOuterLimit), field(st, kOuterReached)));
    st[kArmed] = int_cell(0);
  }
  return unify_terms(m, a[1], st[kReached]);
}

bool bi_depth_limit_resume(Machine& m, const Cell* a) {
  Cell* st = state_args(m.store(), a[0]);
  if (field(st, kArmed) == 0) {
    save_outer(m, st);
    arm(m, st);
  }
  return true;
}

const BuiltinDef kDepthLimit[] = {
    {"$depth_limit_begin", 2, false, bi_depth_limit_begin},
    {"$depth_limit_arm", 1, false, bi_depth_limit_arm},
    {"$depth_limit_end", 2, false, bi_depth_limit_end},
    {"$depth_limit_resume", 1, false, bi_depth_limit_resume},
};

}  // namespace

std::span<const BuiltinDef> depth_limit_builtins() { return kDepthLimit; }

}  // namespace kea
