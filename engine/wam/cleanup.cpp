// The cleanup choicepoint of setup_call_cleanup/3: see cleanup.hpp.
#include "engine/wam/cleanup.hpp"

#include <exception>

#include "engine/builtins/registry.hpp"
#include "engine/errors.hpp"
#include "engine/terms/termops.hpp"

namespace kea {

ChoicePoint* cleanup_link(const Machine& m, const ChoicePoint* b) {
  std::int64_t off = small_int_of(b->args[3]);
  return off < 0 ? nullptr : reinterpret_cast<ChoicePoint*>(m.stack_base() + off);
}

Cell encode_cleanup_link(const Machine& m, const ChoicePoint* prev) {
  if (!prev) return make_small_int(-1);
  return make_small_int(reinterpret_cast<const Cell*>(prev) - m.stack_base());
}

void run_cleanup(Machine& m, const ChoicePoint* b, Cell reason, bool propagate) {
  // Read before the nested query, whose frames may go where b was.
  Cell catcher = b->args[1], cleanup = b->args[2];
  // Catcher first: when it does not unify, Cleanup does not run.
  if (!unify_terms(m, catcher, reason)) return;
  try {
    run_once(m, cleanup);
  } catch (const PrologError&) {
    if (propagate) throw;
  }
}

void run_cleanups_above(Machine& m, const ChoicePoint* t, bool propagate) {
  // Every cleanup of the cut runs even when one raises (SWI-Prolog does
  // the same); the first error is the one that leaves, and the list never
  // keeps a choicepoint the caller is about to drop.
  std::exception_ptr first;
  while (m.cleanup_ && m.cleanup_ > t) {
    ChoicePoint* c = m.cleanup_;
    m.cleanup_ = cleanup_link(m, c);
    try {
      run_cleanup(m, c, make_atom(atoms::cut), propagate && !first);
    } catch (const PrologError&) {
      first = std::current_exception();
    }
  }
  if (first) std::rethrow_exception(first);
}

}  // namespace kea
