// Attributed variables, as SWI-Prolog's: attvar/1, put_attr/3, get_attr/3,
// del_attr/2, get_attrs/2, put_attrs/2, del_attrs/1, term_attvars/2 and
// copy_term_nat/2. The representation (a marked three-cell heap object) is
// drawn in engine/terms/term.hpp; binding one queues its hooks
// (Store::bind), which the emulator runs before the next instruction that
// could see the binding, through '$wakeup'/1 (library/boot/attvar.pl, with
// freeze/2, dif/2 and when/2).
//
// The attributes of a variable are [] or att(Module, Value, More), one
// entry per module, in the order they were first put. Changing them
// replaces the chain (never an entry in place) and value-trails the cell
// that holds it, so backtracking restores the old chain.
#include <unordered_set>
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/terms/copy.hpp"
#include "engine/terms/term_walk.hpp"

namespace kea {
namespace {

const Cell kNil = make_atom(atoms::nil);

// The attribute cell of `v` (dereferenced) when it is an attributed
// variable, else nullptr.
Cell* attrs_cell(Store& s, Cell v) {
  if (!is_var(v) || !s.is_attvar_slot(cell_ptr(v))) return nullptr;
  return cell_ptr(v) + 1;
}

void set_attrs(Store& s, Cell* cell, Cell chain) { s.assign(cell, chain); }

// The attribute cell of `v`, which must be unbound: made attributed (with
// no attributes yet) when it is not.
Cell* attributed(Store& s, Cell v) {
  v = deref(v);
  if (!is_var(v)) throw_uninstantiation_error(s, v);
  if (Cell* cell = attrs_cell(s, v)) return cell;
  Cell av = s.new_attvar(kNil);
  s.bind(v, av);  // a plain variable: no hook to wake
  return cell_ptr(av) + 1;
}

struct Entry {
  Cell module, value;
};
std::vector<Entry> entries_of(Cell chain) {
  std::vector<Entry> out;
  for (chain = deref(chain); is_str(chain); chain = deref(arg(chain, 2))) {
    out.push_back({deref(arg(chain, 0)), arg(chain, 1)});
  }
  return out;
}
Cell chain_of(Store& s, const std::vector<Entry>& entries) {
  Cell chain = kNil;
  for (auto it = entries.rbegin(); it != entries.rend(); ++it) {
    chain = make_compound(s, functors::att3, {it->module, it->value, chain});
  }
  return chain;
}

Cell lookup(Cell chain, Cell module) {
  for (chain = deref(chain); is_str(chain); chain = deref(arg(chain, 2))) {
    if (deref(arg(chain, 0)) == module) return arg(chain, 1);
  }
  return 0;
}

bool bi_attvar(Machine& m, const Cell* a) {
  Cell v = deref(a[0]);
  return is_var(v) && m.store().has_attributes(v);
}

// put_attr(+Var, +Module, +Value): replaces Module's value, or adds it last.
bool bi_put_attr(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell module = must_be_atom(s, a[1]);
  Cell* cell = attributed(s, a[0]);
  std::vector<Entry> entries = entries_of(*cell);
  bool found = false;
  for (Entry& e : entries) {
    if (e.module == module) {
      e.value = a[2];
      found = true;
    }
  }
  if (!found) entries.push_back({module, a[2]});
  set_attrs(s, cell, chain_of(s, entries));
  return true;
}

// get_attr(+Var, +Module, -Value): fails when Var has no such attribute.
bool bi_get_attr(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell module = must_be_atom(s, a[1]);
  Cell* cell = attrs_cell(s, deref(a[0]));
  if (!cell) return false;
  Cell value = lookup(*cell, module);
  return value != 0 && unify_terms(m, a[2], value);
}

bool bi_del_attr(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell module = must_be_atom(s, a[1]);
  Cell* cell = attrs_cell(s, deref(a[0]));
  if (!cell || lookup(*cell, module) == 0) return true;
  std::vector<Entry> entries = entries_of(*cell);
  std::erase_if(entries, [module](const Entry& e) { return e.module == module; });
  set_attrs(s, cell, chain_of(s, entries));
  return true;
}

bool bi_get_attrs(Machine& m, const Cell* a) {
  Cell* cell = attrs_cell(m.store(), deref(a[0]));
  return cell && deref(*cell) != kNil && unify_terms(m, a[1], *cell);
}

bool bi_put_attrs(Machine& m, const Cell* a) {
  Store& s = m.store();
  set_attrs(s, attributed(s, a[0]), a[1]);
  return true;
}

bool bi_del_attrs(Machine& m, const Cell* a) {
  Store& s = m.store();
  if (Cell* cell = attrs_cell(s, deref(a[0]))) set_attrs(s, cell, kNil);
  return true;
}

// term_attvars(+Term, -AttVars): the attributed variables of Term, and of
// their attributes, in depth-first order, each once.
bool bi_term_attvars(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::vector<Cell> out;
  if (s.attvar_count() != 0) {
    std::unordered_set<Cell> seen;
    std::vector<Cell> todo{a[0]};
    while (!todo.empty()) {
      Cell t = todo.back();
      todo.pop_back();
      std::vector<Cell> vars;
      term_variables(s, t, vars);
      std::vector<Cell> more;
      for (Cell v : vars) {
        v = deref(v);
        if (!s.has_attributes(v) || !seen.insert(v).second) continue;
        out.push_back(v);
        more.push_back(cell_ptr(v)[1]);
      }
      for (auto it = more.rbegin(); it != more.rend(); ++it) todo.push_back(*it);
    }
  }
  return unify_terms(m, a[1], make_list(s, out.data(), out.size(), kNil));
}

bool bi_copy_term_nat(Machine& m, const Cell* a) { return unify_terms(m, a[1], copy_term(m.store(), a[0])); }

const BuiltinDef kAttvarBuiltins[] = {
    {"attvar", 1, false, bi_attvar},
    {"put_attr", 3, false, bi_put_attr},
    {"get_attr", 3, false, bi_get_attr},
    {"del_attr", 2, false, bi_del_attr},
    {"get_attrs", 2, false, bi_get_attrs},
    {"put_attrs", 2, false, bi_put_attrs},
    {"del_attrs", 1, false, bi_del_attrs},
    {"term_attvars", 2, false, bi_term_attvars},
    {"copy_term_nat", 2, false, bi_copy_term_nat},
};

}  // namespace

std::span<const BuiltinDef> attvar_builtins() { return kAttvarBuiltins; }

}  // namespace kea
