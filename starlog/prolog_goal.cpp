// Prolog goals in rule bodies (Step::Prolog): a body goal that is neither a
// relation nor a Starlog built-in calls a Prolog predicate on the host
// engine. The goal is built on the machine's heap with the bound variables
// replaced by their values (values are ground terms, shared, not copied),
// run as a nested Query, and every solution binds the outputs, which are
// read back as canonical values before the rest of the plan runs. When the
// goal is done, its heap and trail are given back (Store::undo), so a
// program that calls Prolog millions of times runs in constant heap: nothing
// outside this function refers to those cells, since the slots hold values
// of the pool.
#include <string>

#include "engine/errors.hpp"
#include "engine/wam/machine.hpp"
#include "engine/messages.hpp"
#include "engine/syntax/writer.hpp"
#include "starlog/error.hpp"
#include "starlog/eval.hpp"

namespace kea::starlog {
namespace {

// The goal template with variables replaced: a bound one by its slot's
// value, an unbound one by `fresh[k]` of its PrologVar.
Cell instantiate(Store& s, Cell t, const std::vector<Step::PrologVar>& vars, const Value* slots,
                 const std::vector<Cell>& fresh) {
  t = deref(t);
  if (is_var(t)) {
    for (std::size_t k = 0; k < vars.size(); ++k)
      if (vars[k].var == t) return vars[k].bound ? slots[vars[k].slot] : fresh[k];
    return s.new_var();  // not a rule variable (cannot happen: all are slots)
  }
  if (is_list(t)) {
    Cell h = instantiate(s, list_head(t), vars, slots, fresh);
    Cell tl = instantiate(s, list_tail(t), vars, slots, fresh);
    if (h == list_head(t) && tl == list_tail(t)) return t;
    return make_cons(s, h, tl);
  }
  if (!is_str(t)) return t;
  Functor f = functor_of(t);
  std::vector<Cell> args(f->arity);
  bool same = true;
  for (unsigned i = 0; i < f->arity; ++i) {
    args[i] = instantiate(s, arg(t, i), vars, slots, fresh);
    same = same && args[i] == arg(t, i);
  }
  return same ? t : make_compound(s, f, args.data());  // a ground part of the template is shared
}

}  // namespace

Machine& Evaluator::machine() {
  if (!machine_) {
    if (!own_machine_) own_machine_ = std::make_unique<Machine>(p_.rt);
    machine_ = own_machine_.get();
  }
  return *machine_;
}

bool Evaluator::exec_prolog(const std::vector<Step>& steps, std::size_t i, Ctx& ctx, Value* slots) {
  const Step& st = steps[i];
  Machine& m = machine();
  Store& s = m.store();
  Store::Mark mark = s.mark();
  struct Release {
    Store& s;
    Store::Mark mark;
    ~Release() { s.undo(mark); }
  } release{s, mark};
  std::vector<Cell> fresh(st.goal_vars.size(), 0);
  for (std::size_t k = 0; k < st.goal_vars.size(); ++k)
    if (!st.goal_vars[k].bound) fresh[k] = s.new_var();
  Cell goal = instantiate(s, st.goal, st.goal_vars, slots, fresh);
  try {
    Query q(m, goal);
    while (q.next()) {
      for (std::size_t k = 0; k < st.goal_vars.size(); ++k) {
        const Step::PrologVar& pv = st.goal_vars[k];
        if (!pv.read) continue;
        Value v = 0;
        try {
          v = pool_.intern(fresh[k]);
        } catch (const std::runtime_error&) {
        }
        if (v == 0)
          throw Error("Prolog goal `" + st.text + "` returned " + term_to_string(p_.rt, fresh[k], writeq_options()) +
                      " for a variable: Starlog values are ground, acyclic terms");
        slots[pv.slot] = v;
      }
      if (exec(steps, i + 1, ctx)) return true;
    }
  } catch (const PrologError& e) {
    Cell ball = deref(e.term());
    if (is_atom(ball) && atom_of(ball) == atoms::dollar_aborted) {
      // Ctrl-C while Prolog ran (the emulator has consumed the flag).
      throw Interrupted{};
    }
    throw Error("Prolog goal `" + st.text + "` raised an exception: " + error_message(p_.rt, ball, false));
  }
  return false;
}

}  // namespace kea::starlog
