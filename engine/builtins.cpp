#include "engine/builtins.hpp"

#include <string>
#include <unordered_map>
#include <vector>

namespace kea {
namespace {

struct Index {
  std::vector<const BuiltinDef*> all;
  std::unordered_map<std::string, const BuiltinDef*> by_key;  // "name/arity"

  Index() {
    for (auto table : {term_builtins(), arith_builtins(), write_builtins(), atom_builtins(), io_builtins(),
                       char_io_builtins(), read_builtins(), format_builtins()}) {
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

bool call_builtin(Machine& m, const BuiltinDef& def, const Cell* args) {
  try {
    return def.fn(m, args);
  } catch (const PrologError& e) {
    // Builtins raise errors without naming themselves; fill in the context
    // error(_, context(Name/Arity, _)) here, once, for all of them.
    Cell err = deref(e.term());
    if (is_str(err) && functor_of(err) == functors::error2) {
      Cell ctx = deref(arg(err, 1));
      if (is_var(ctx)) {
        Store& s = m.store();
        ctx = make_compound(s, functors::context2, {s.new_var(), s.new_var()});
        s.bind(deref(arg(err, 1)), ctx);
      }
      if (is_str(ctx) && functor_of(ctx) == functors::context2 && is_var(deref(arg(ctx, 0)))) {
        Store& s = m.store();
        Cell pi = make_compound(s, functors::slash2,
                                {make_atom(m.runtime().intern(def.name)), make_small_int(def.arity)});
        s.bind(deref(arg(ctx, 0)), pi);
      }
    }
    throw;
  }
}

bool unify_terms(Machine& m, Cell a, Cell b) {
  return unify(m.store(), a, b, m.runtime().flags().occurs_check.load(std::memory_order_relaxed));
}

}  // namespace kea
