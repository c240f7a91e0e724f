#include "engine/wam/transparent.hpp"

#include <cstdint>
#include <mutex>

#include "engine/wam/compile.hpp"
#include "engine/wam/db.hpp"
#include "engine/wam/dbutil.hpp"
#include "engine/wam/machine.hpp"

namespace kea {

namespace {

// Makes `clone` hold p's visible clauses compiled for `context`, in place
// of what it held. Under clones_lock.
void fill(Machine& m, Predicate* p, Predicate* clone, Module* context) {
  Database& db = m.runtime().db();
  Store& s = m.store();
  db.wipe(clone);
  const std::uint64_t gen = db.generation();
  for (Clause* c = p->first.load(std::memory_order_acquire); c; c = c->next.load(std::memory_order_acquire)) {
    if (!c->visible(gen) || !c->source) continue;
    Store::Mark mark = s.mark();
    CompiledCode cc = compile_clause(m, c->source->thaw(s), p->module, context);
    s.undo(mark);
    Clause* k = clause_of_code(cc, c->source);
    k->file = c->file;
    k->line = c->line;
    db.add(clone, k, true);
  }
}

}  // namespace

Predicate* transparent_in(Machine& m, Predicate* p, Module* context) {
  if (p->module == context) return p;
  Database& db = m.runtime().db();
  std::lock_guard<std::recursive_mutex> g(db.clones_lock);
  for (const Database::TransparentClone& c : db.clones) {
    if (c.of == p && c.context == context) return c.clone;
  }
  Predicate* clone = Database::new_predicate(p->module, p->functor);
  clone->set(static_cast<PredFlag>(kPredDefined | (p->flags.load(std::memory_order_relaxed) & (kPredDynamic | kPredSystem))));
  clone->meta.store(p->meta.load(std::memory_order_acquire), std::memory_order_release);
  clone->file.store(p->file.load(std::memory_order_relaxed), std::memory_order_relaxed);
  // Listed first: its clauses may call p again, from the same context.
  db.clones.push_back({p, context, clone});
  fill(m, p, clone, context);
  return clone;
}

void refresh_clones(Machine& m, Predicate* p) {
  if (!p->has(kPredTransparent)) return;
  Database& db = m.runtime().db();
  std::lock_guard<std::recursive_mutex> g(db.clones_lock);
  // By index: filling may list more clones.
  for (std::size_t i = 0; i < db.clones.size(); ++i) {
    const Database::TransparentClone c = db.clones[i];
    if (c.of == p) fill(m, p, c.clone, c.context);
  }
}

}  // namespace kea
