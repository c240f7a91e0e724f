// Builtins become predicates: each is a system predicate whose entry runs
// the C++ function (Op::builtin) or, for a nondeterministic one, starts it
// (Op::nondet) with a retry fragment (Op::nondet_redo) that a choicepoint
// resumes.
#include "engine/builtins/registry.hpp"
#include "engine/wam/db.hpp"
#include "engine/wam/emit.hpp"

namespace kea {
namespace {

constexpr auto kSystemBuiltin = static_cast<PredFlag>(kPredSystem | kPredDefined | kPredBuiltin);

}  // namespace

void add_foreign_predicate(Runtime& rt, const BuiltinDef& d) {
  Predicate* p = rt.db().get(rt.db().system(), rt.functor(d.name, d.arity));
  p->builtin = &d;
  p->entry[0] = op_word(Op::builtin);
  p->entry[1] = reinterpret_cast<Word>(&d);
  p->set(kSystemBuiltin);
}

void add_foreign_nondet(Runtime& rt, const NondetDef& d) {
  Predicate* p = rt.db().get(rt.db().system(), rt.functor(d.name, d.arity));
  Emitter redo;
  redo.emit(Op::nondet_redo, {reinterpret_cast<Word>(&d)});
  p->entry[0] = op_word(Op::nondet);
  p->entry[1] = reinterpret_cast<Word>(&d);
  p->entry[2] = reinterpret_cast<Word>(rt.keep_root_code(redo.finish(/*root=*/true)));
  p->set(kSystemBuiltin);
}

void install_builtins(Runtime& rt) {
  for (const BuiltinDef* d : all_builtins()) add_foreign_predicate(rt, *d);
  for (const NondetDef* d : all_nondet_builtins()) add_foreign_nondet(rt, *d);
}

}  // namespace kea
