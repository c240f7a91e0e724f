// The machine's inference limit, under call_with_inference_limit/3
// (library/boot/control.pl):
//
//   '$inference_limit_begin'(+Limit, -State)   checks Limit, makes State
//   '$inference_limit_arm'(+State, +Limit)     arms the limit as the goal starts
//   '$inference_limit_end'(+State, -Left)      gives the caller's back
//   '$inference_limit_resume'(+State, +Left)   arms it again on backtracking
//
// State is '$inference_limit'(Outer, Inner, OuterScope, Scope): the limit
// and scope (Machine::inference_limit) that were in force when the call
// began, and the call's own. A limit is an absolute count of inferences
// or `none`, a scope an integer. The limit is armed right before the goal
// is called, so that the inferences of the catch/3 and the cleanup frame
// around the goal are not the goal's, and that is where the goal's scope
// is taken. The innermost call's limit is the smaller of its own and its
// caller's, so the innermost call takes the exception, as in SWI-Prolog.
// A call's limit counts its goal's inferences over all its solutions:
// Left is what was left of it when the goal exited, and the goal has that
// many once it is resumed. State's arguments are overwritten in place (as
// nb_setarg/3 does, with integers or atoms only) so that a later exit,
// failure or resumption restores the limit in force at the latest
// resumption.
//
// A stop is made at a call port, and these are inline builtins, which are
// none: '$inference_limit_end' is the first goal after the goal's catch/3,
// so a limit that ran out on the goal's way out is dropped there
// (set_inference_limit drops a stop not yet made) rather than stopping the
// caller outside the catch. An exception that leaves the goal turns its
// limit off before the catch's recovery runs (Machine::
// inference_limit_caught); the recovery, '$inference_limit_end' too, gives
// the caller's back.
#include <algorithm>
#include <cstdint>

#include "engine/builtins/registry.hpp"
#include "engine/errors.hpp"

namespace kea {
namespace {

Cell limit_cell(std::uint64_t limit) {
  return limit == Machine::kNoInferenceLimit ? make_atom(atoms::none) : make_small_int(static_cast<std::int64_t>(limit));
}

std::uint64_t limit_of(Cell c) {
  c = deref(c);
  return is_small_int(c) ? static_cast<std::uint64_t>(small_int_of(c)) : Machine::kNoInferenceLimit;
}

// Limit inferences from now, within the limit in force.
std::uint64_t limit_from_now(const Machine& m, std::uint64_t limit) {
  const std::uint64_t now = m.inferences();
  const std::uint64_t own = limit > static_cast<std::uint64_t>(kMaxSmallInt) - now ? Machine::kNoInferenceLimit : now + limit;
  return std::min(own, m.inference_limit());
}

Cell* state_args(Store& s, Cell state) {
  state = deref(state);
  if (!is_str(state) || functor_of(state) != functors::inference_limit4) throw_type_error(s, atoms::compound, state);
  return args_of(state);
}

Cell scope_cell(std::uint64_t scope) { return make_small_int(static_cast<std::int64_t>(scope)); }

std::uint64_t scope_of(Cell c) {
  c = deref(c);
  return is_small_int(c) ? static_cast<std::uint64_t>(small_int_of(c)) : 0;
}

bool bi_inference_limit_begin(Machine& m, const Cell* a) {
  Store& s = m.store();
  must_be_nonneg_int(s, a[0]);
  Cell state = make_compound(s, functors::inference_limit4,
                             {limit_cell(m.inference_limit()), make_atom(atoms::none),
                              scope_cell(m.inference_limit_scope()), scope_cell(0)});
  return unify_terms(m, a[1], state);
}

bool bi_inference_limit_arm(Machine& m, const Cell* a) {
  Cell* st = state_args(m.store(), a[0]);
  const std::uint64_t inner = limit_from_now(m, static_cast<std::uint64_t>(small_int_of(deref(a[1]))));
  const std::uint64_t scope = m.scope_here();
  st[1] = limit_cell(inner);
  st[3] = scope_cell(scope);
  m.set_inference_limit(inner, scope);
  return true;
}

bool bi_inference_limit_end(Machine& m, const Cell* a) {
  Store& s = m.store();
  const Cell* st = state_args(s, a[0]);
  const std::uint64_t inner = limit_of(st[1]), now = m.inferences();
  m.set_inference_limit(limit_of(st[0]), scope_of(st[2]));
  const Cell left = inner == Machine::kNoInferenceLimit ? make_atom(atoms::none)
                                                        : make_small_int(inner > now ? static_cast<std::int64_t>(inner - now) : 0);
  return unify_terms(m, a[1], left);
}

bool bi_inference_limit_resume(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell* st = state_args(s, a[0]);
  const Cell left = deref(a[1]);
  const std::uint64_t outer = m.inference_limit(), outer_scope = m.inference_limit_scope();
  const std::uint64_t inner = is_small_int(left) ? limit_from_now(m, static_cast<std::uint64_t>(small_int_of(left))) : outer;
  st[0] = limit_cell(outer);
  st[1] = limit_cell(inner);
  st[2] = scope_cell(outer_scope);
  m.set_inference_limit(inner, scope_of(st[3]));
  // Nothing left: stopped at its first call port. (The limit ran out on
  // the way to the last exit, and the goal exited before a call port could
  // stop it; counting on from here, a goal that finds each solution with
  // one call would exit every time before its stop came.)
  if (is_small_int(left) && small_int_of(left) == 0) m.stop_for_inference_limit();
  return true;
}

const BuiltinDef kInferenceLimit[] = {
    {"$inference_limit_begin", 2, false, bi_inference_limit_begin},
    {"$inference_limit_arm", 2, false, bi_inference_limit_arm},
    {"$inference_limit_end", 2, false, bi_inference_limit_end},
    {"$inference_limit_resume", 2, false, bi_inference_limit_resume},
};

}  // namespace

std::span<const BuiltinDef> inference_limit_builtins() { return kInferenceLimit; }

}  // namespace kea
