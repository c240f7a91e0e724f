// Global variables and destructive assignment, as SWI-Prolog has them:
// nb_setval/2, b_setval/2, nb_getval/2, b_getval/2, nb_delete/1, '$nb_current'/2 and
// '$global_keys'/1 (nb_current/2 is in library/boot/compat.pl), setarg/3,
// nb_setarg/3, duplicate_term/2. The state of each variable is described in engine/builtins/globals.hpp.
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/terms/copy.hpp"
#include "engine/terms/record.hpp"

namespace kea {
namespace {

Atom key_of(Store& s, Cell k) { return atom_of(must_be_atom(s, k)); }

// The variable's term on the heap, thawing the frozen copy if need be; 0
// when the variable does not exist.
Cell current_value(Machine& m, Atom key) {
  GlobalVars& g = m.globals();
  auto it = g.find(key);
  if (it == g.end()) return 0;
  GlobalVar& v = it->second;
  if (v.value == 0 && v.has_frozen) {
    Store& s = m.store();
    Cell t = thaw_term(s, v.frozen_root, v.frozen.data(), v.frozen.size());
    s.trail_value(&v.value);
    v.value = t;
  }
  return v.value;
}

bool get_value(Machine& m, const Cell* a) {
  Store& s = m.store();
  Atom key = key_of(s, a[0]);
  Cell v = current_value(m, key);
  if (v == 0) throw_existence_error(s, atoms::variable, make_atom(key));
  return unify_terms(m, a[1], v);
}

bool bi_nb_setval(Machine& m, const Cell* a) {
  Store& s = m.store();
  Atom key = key_of(s, a[0]);
  GlobalVar& v = m.globals()[key];
  std::vector<Cell> frozen;
  Cell root = freeze_term(s, a[1], frozen, true);
  v.frozen = std::move(frozen);
  v.frozen_root = root;
  v.has_frozen = true;
  // Not trailed: the next read thaws the new copy. Trail entries that
  // restore an older thawed term are all older than that term's heap, so
  // backtracking over them releases it too and leaves 0 again.
  v.value = 0;
  return true;
}

bool bi_b_setval(Machine& m, const Cell* a) {
  Store& s = m.store();
  Atom key = key_of(s, a[0]);
  GlobalVar& v = m.globals()[key];
  s.trail_value(&v.value);
  v.value = deref(a[1]);
  return true;
}

// nb_delete(+Key): the variable no longer exists (none is no error). Its
// entry stays, emptied, because trail entries may point at its value.
bool bi_nb_delete(Machine& m, const Cell* a) {
  Store& s = m.store();
  GlobalVars& g = m.globals();
  auto it = g.find(key_of(s, a[0]));
  if (it == g.end()) return true;
  GlobalVar& v = it->second;
  v.value = 0;
  v.has_frozen = false;
  v.frozen_root = 0;
  v.frozen.clear();
  return true;
}

// '$nb_current'(+Key, ?Value): fails for a variable that does not exist.
bool bi_nb_current(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell v = current_value(m, key_of(s, a[0]));
  return v != 0 && unify_terms(m, a[1], v);
}

// '$global_keys'(-Keys): the keys of the variables that exist.
bool bi_global_keys(Machine& m, const Cell* a) {
  std::vector<Cell> keys;
  for (const auto& [key, v] : m.globals())
    if (v.exists()) keys.push_back(make_atom(key));
  Store& s = m.store();
  return unify_terms(m, a[0], make_list(s, keys.data(), keys.size(), make_atom(atoms::nil)));
}

// The argument cell setarg/3 and nb_setarg/3 assign, or nullptr when N is
// out of range (they then fail, as in SWI-Prolog, also for atoms).
Cell* arg_cell(Store& s, const Cell* a) {
  Cell n = must_be_integer(s, a[0]);
  Cell t = must_be_bound(s, a[1]);
  if (!is_str(t) && !is_list(t)) {
    if (is_atom(t)) return nullptr;
    throw_type_error(s, atoms::compound, t);
  }
  if (!is_small_int(n)) {
    if (bigint_sign(n) < 0) throw_domain_error(s, atoms::not_less_than_zero, n);
    return nullptr;
  }
  std::int64_t i = small_int_of(n);
  if (i < 0) throw_domain_error(s, atoms::not_less_than_zero, n);
  if (is_list(t)) return i >= 1 && i <= 2 ? cell_ptr(t) + (i - 1) : nullptr;
  if (i < 1 || static_cast<std::uint64_t>(i) > arity_of(t)) return nullptr;
  return args_of(t) + (i - 1);
}

bool bi_setarg(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell* p = arg_cell(s, a);
  if (!p) return false;
  s.assign(p, deref(a[2]));
  return true;
}

// The value is copied (as SWI-Prolog's duplicate_term/2) and the heap up to
// here is frozen (Store::freeze_heap), so backtracking keeps both the
// assignment and the copy it points to.
bool bi_nb_setarg(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell* p = arg_cell(s, a);
  if (!p) return false;
  Cell v = deref(a[2]);
  if (!is_atom(v) && !is_small_int(v)) {
    std::vector<Cell> frozen;
    Cell root = freeze_term(s, v, frozen, true);
    v = thaw_term(s, root, frozen.data(), frozen.size());
    s.freeze_heap();
  }
  *p = v;
  return true;
}

// duplicate_term(@Term, -Copy): a copy that shares nothing with Term, not
// even its ground parts (copy_term/2 shares those), so setarg/3 on the
// copy leaves Term as it is.
bool bi_duplicate_term(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::vector<Cell> frozen;
  Cell root = freeze_term(s, a[0], frozen, true);
  return unify_terms(m, a[1], thaw_term(s, root, frozen.data(), frozen.size()));
}

const BuiltinDef kGlobals[] = {
    {"duplicate_term", 2, false, bi_duplicate_term},
    {"nb_setval", 2, false, bi_nb_setval},
    {"nb_delete", 1, false, bi_nb_delete},
    {"b_setval", 2, false, bi_b_setval},
    {"nb_getval", 2, false, get_value},
    {"b_getval", 2, false, get_value},
    {"$nb_current", 2, false, bi_nb_current},
    {"$global_keys", 1, false, bi_global_keys},
    {"setarg", 3, false, bi_setarg},
    {"nb_setarg", 3, false, bi_nb_setarg},
};

}  // namespace

std::span<const BuiltinDef> globals_builtins() { return kGlobals; }

}  // namespace kea
