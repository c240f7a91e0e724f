#include "engine/builtins/registry.hpp"

#include <new>

#include <string>
#include <unordered_map>
#include <vector>

namespace kea {
namespace {

struct Index {
  std::vector<const BuiltinDef*> all;
  std::unordered_map<std::string, const BuiltinDef*> by_key;  // "name/arity"

  Index() {
    for (auto table : {
#define KEA_BUILTINS(name) name##_builtins(),
#include "engine/builtins/tables.def"
         }) {
      for (const BuiltinDef& d : table) {
        all.push_back(&d);
        by_key.emplace(key(d.name, d.arity), &d);
      }
    }
  }
  static std::string key(std::string_view name, unsigned arity) {
    std::string k(name);
    k += '/';
    k += std::to_string(arity);
    return k;
  }
};

// Built on first use (thread-safe), immutable afterwards.
const Index& index() {
  static const Index idx;
  return idx;
}

}  // namespace

const BuiltinDef* find_builtin(Runtime&, Functor f) {
  const Index& idx = index();
  auto it = idx.by_key.find(Index::key(f->name->view(), f->arity));
  return it == idx.by_key.end() ? nullptr : it->second;
}

std::span<const BuiltinDef* const> all_builtins() { return index().all; }

std::span<const NondetDef* const> all_nondet_builtins() {
  static const std::vector<const NondetDef*> all = [] {
    std::vector<const NondetDef*> v;
    for (auto table : {
#define KEA_BUILTINS(name)
#define KEA_NONDET_BUILTINS(name) name##_nondet_builtins(),
#include "engine/builtins/tables.def"
         }) {
      for (const NondetDef& d : table) v.push_back(&d);
    }
    return v;
  }();
  return all;
}

namespace {

// error(_, context(Name/Arity, _)) for an error raised without a predicate.
void name_error(Machine& m, const PrologError& e, std::string_view name, unsigned arity) {
  Cell err = deref(e.term());
  if (!is_str(err) || functor_of(err) != functors::error2) return;
  Store& s = m.store();
  Cell ctx = deref(arg(err, 1));
  if (is_var(ctx)) {
    ctx = make_compound(s, functors::context2, {s.new_var(), s.new_var()});
    s.bind(deref(arg(err, 1)), ctx);
  }
  if (is_str(ctx) && functor_of(ctx) == functors::context2 && is_var(deref(arg(ctx, 0)))) {
    Cell pi = predicate_indicator(s, m.runtime().intern(name), arity);
    s.bind(deref(arg(ctx, 0)), pi);
  }
}

// A failed allocation inside a builtin (Boehm GC's heap limit, or the
// system's memory: the code it compiles, the clauses it stores, its C++
// containers) is resource_error(memory), which the program can catch; the
// error term is built on the WAM heap, which keeps headroom for it.
[[noreturn]] void throw_out_of_memory(Machine& m, std::string_view name, unsigned arity) {
  try {
    throw_resource_error(m.store(), atoms::memory);
  } catch (const PrologError& e) {
    name_error(m, e, name, arity);
    throw;
  }
}

}  // namespace

bool call_builtin(Machine& m, const BuiltinDef& def, const Cell* args) {
  m.foreign_data_ = def.data;
  return call_as(m, def.name, def.arity, def.fn, args);
}

bool call_as(Machine& m, std::string_view name, unsigned arity, BuiltinFn fn, const Cell* args) {
  try {
    return fn(m, args);
  } catch (const PrologError& e) {
    // Builtins raise errors without naming themselves; fill in the context
    // here, once, for all of them. throw/1 raises its ball as given (ISO;
    // SWI-Prolog leaves error(F, _) from throw/1 as it is).
    if (!(arity == 1 && name == "throw")) name_error(m, e, name, arity);
    throw;
  } catch (const std::bad_alloc&) {
    throw_out_of_memory(m, name, arity);
  }
}

bool call_nondet(Machine& m, const NondetDef& def, const Cell* args, NondetState& st) {
  m.foreign_data_ = def.data;
  return call_nondet_as(m, def.name, def.arity, def.fn, args, st);
}

bool call_nondet_as(Machine& m, std::string_view name, unsigned arity, NondetFn fn, const Cell* args,
                    NondetState& st) {
  try {
    return fn(m, args, st);
  } catch (const PrologError& e) {
    name_error(m, e, name, arity);
    throw;
  } catch (const std::bad_alloc&) {
    throw_out_of_memory(m, name, arity);
  }
}

bool unify_terms(Machine& m, Cell a, Cell b) {
  return unify(m.store(), a, b, m.runtime().flags().occurs_check.load(std::memory_order_relaxed));
}

}  // namespace kea
