// Mutex builtins (SWI-Prolog's API): mutex_create/1,2, mutex_destroy/1,
// mutex_lock/1, mutex_unlock/1, mutex_trylock/1, mutex_unlock_all/0,
// with_mutex/2, and '$mutexes'/1 and '$mutex_properties'/2 behind
// mutex_property/2 (library/boot/thread.pl). The table and the locking
// itself are engine/mutexes.hpp.
#include "engine/builtins/thread_arg.hpp"

namespace kea {

MutexRef mutex_arg(Machine& m, Cell mx, bool create) {
  Store& s = m.store();
  Cell t = must_be_bound(s, mx);
  MutexTable& table = m.runtime().threads().mutexes();
  MutexRef found;
  if (is_atom(t)) {
    found = table.find(atom_of(t), create);
  } else if (is_str(t) && functor_of(t) == functors::mutex1 && is_small_int(deref(arg(t, 0)))) {
    found = table.find(static_cast<std::uint64_t>(small_int_of(deref(arg(t, 0)))));
  } else {
    throw_type_error(s, atoms::mutex, t);
  }
  if (!found) throw_existence_error(s, atoms::mutex, t);
  return found;
}

namespace {

ThreadRef me(Machine& m) { return m.runtime().threads().self(m); }
MutexTable& table(Machine& m) { return m.runtime().threads().mutexes(); }

// mutex_create(?Mutex): a variable gets an anonymous mutex; an atom names one.
bool bi_mutex_create(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell t = deref(a[0]);
  if (is_var(t)) return unify_terms(m, t, mutex_term(s, *table(m).create(m, nullptr)));
  if (!is_atom(t)) throw_type_error(s, atoms::mutex, t);
  table(m).create(m, atom_of(t));
  return true;
}

// mutex_create(-Mutex, +Options): alias(Name).
bool bi_mutex_create2(Machine& m, const Cell* a) {
  Store& s = m.store();
  Atom alias = nullptr;
  for (Cell o : options_of(s, a[1])) {
    if (is_str(o) && arity_of(o) == 1 && functor_of(o)->name == atoms::alias) {
      alias = atom_of(must_be_atom(s, arg(o, 0)));
    }
  }
  Cell t = deref(a[0]);
  if (!is_var(t) && !(is_atom(t) && alias == nullptr)) {
    if (!(is_atom(t) && atom_of(t) == alias)) throw_uninstantiation_error(s, t);
  }
  if (is_atom(t) && alias == nullptr) alias = atom_of(t);
  return unify_terms(m, t, mutex_term(s, *table(m).create(m, alias)));
}

bool bi_mutex_destroy(Machine& m, const Cell* a) {
  table(m).destroy(mutex_arg(m, a[0], false));
  return true;
}

bool bi_mutex_lock(Machine& m, const Cell* a) {
  table(m).lock(m, me(m), mutex_arg(m, a[0], true), deref(a[0]));
  return true;
}

bool bi_mutex_trylock(Machine& m, const Cell* a) { return table(m).try_lock(me(m), mutex_arg(m, a[0], true)); }

bool bi_mutex_unlock(Machine& m, const Cell* a) {
  table(m).unlock(m, me(m), mutex_arg(m, a[0], false), deref(a[0]));
  return true;
}

// mutex_unlock_all: every mutex this thread holds, fully.
bool bi_mutex_unlock_all(Machine& m, const Cell*) {
  ThreadRef self = me(m);
  for (const MutexRef& mx : table(m).all()) {
    for (;;) {
      {
        std::lock_guard<std::mutex> g(mx->mu);
        if (mx->owner != self) break;
      }
      table(m).unlock(m, self, mx, mutex_term(m.store(), *mx));
    }
  }
  return true;
}

// with_mutex(+Mutex, :Goal): once(Goal) holding Mutex, released however
// Goal ends (success, failure, exception, abort).
bool bi_with_mutex(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell goal = must_be_callable(s, a[1]);
  MutexRef mx = mutex_arg(m, a[0], true);
  ThreadRef self = me(m);
  Cell culprit = deref(a[0]);
  table(m).lock(m, self, mx, culprit);
  bool ok;
  try {
    ok = run_once(m, goal);
  } catch (...) {
    table(m).unlock(m, self, mx, culprit);
    throw;
  }
  table(m).unlock(m, self, mx, culprit);
  return ok;
}

// '$mutexes'(-List): every mutex, oldest first.
bool bi_mutexes(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::vector<Cell> out;
  for (const MutexRef& mx : table(m).all()) out.push_back(mutex_term(s, *mx));
  return unify_terms(m, a[0], make_list(s, out.data(), out.size(), make_atom(atoms::nil)));
}

// '$mutex_properties'(+Mutex, -Props): alias(A), status(locked(Owner, Count)) or status(unlocked).
bool mutex_properties(Machine& m, const Cell* a) {
  Store& s = m.store();
  MutexRef mx = mutex_arg(m, a[0], false);
  Runtime& rt = m.runtime();
  std::vector<Cell> ps;
  if (mx->alias) ps.push_back(make_compound(s, rt.functor(atoms::alias, 1), {make_atom(mx->alias)}));
  ThreadRef owner;
  std::size_t count;
  {
    std::lock_guard<std::mutex> g(mx->mu);
    owner = mx->owner;
    count = mx->count;
  }
  Cell status = make_atom(atoms::unlocked);
  if (owner) {
    Cell who = rt.threads().handle(s, *owner);
    status = make_compound(s, rt.functor(atoms::locked, 2), {who, make_integer(s, static_cast<std::int64_t>(count))});
  }
  ps.push_back(make_compound(s, rt.functor(atoms::status, 1), {status}));
  return unify_terms(m, a[1], make_list(s, ps.data(), ps.size(), make_atom(atoms::nil)));
}
bool bi_mutex_properties(Machine& m, const Cell* a) { return call_as(m, "mutex_property", 2, mutex_properties, a); }

const BuiltinDef kMutexBuiltins[] = {
    {"mutex_create", 1, false, bi_mutex_create},
    {"mutex_create", 2, false, bi_mutex_create2},
    {"mutex_destroy", 1, false, bi_mutex_destroy},
    {"mutex_lock", 1, false, bi_mutex_lock},
    {"mutex_trylock", 1, false, bi_mutex_trylock},
    {"mutex_unlock", 1, false, bi_mutex_unlock},
    {"mutex_unlock_all", 0, false, bi_mutex_unlock_all},
    {"with_mutex", 2, false, bi_with_mutex},
    {"$mutexes", 1, false, bi_mutexes},
    {"$mutex_properties", 2, false, bi_mutex_properties},
};

}  // namespace

std::span<const BuiltinDef> mutex_builtins() { return kMutexBuiltins; }

}  // namespace kea
