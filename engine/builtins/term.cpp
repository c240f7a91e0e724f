// Builtins on terms: type tests, unification and comparison, term
// construction and inspection, sorting.
#include <algorithm>
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/terms/termops.hpp"
#include "engine/wam/dbutil.hpp"

namespace kea {
namespace {

// ---- type tests ------------------------------------------------------------
bool bi_var(Machine&, const Cell* a) { return is_var(deref(a[0])); }
bool bi_nonvar(Machine&, const Cell* a) { return !is_var(deref(a[0])); }
bool bi_atom(Machine&, const Cell* a) { return is_atom(deref(a[0])); }
bool bi_number(Machine&, const Cell* a) { return is_number(deref(a[0])); }
bool bi_integer(Machine&, const Cell* a) { return is_integer(deref(a[0])); }
bool bi_float(Machine&, const Cell* a) { return is_float(deref(a[0])); }
bool bi_atomic(Machine&, const Cell* a) { return is_atomic(deref(a[0])); }
bool bi_compound(Machine&, const Cell* a) { return is_compound(deref(a[0])); }
bool bi_callable(Machine&, const Cell* a) { return is_callable(deref(a[0])); }
bool bi_string(Machine&, const Cell* a) { return is_string(deref(a[0])); }
bool bi_ground(Machine&, const Cell* a) { return is_ground(a[0]); }
bool bi_acyclic(Machine&, const Cell* a) { return is_acyclic(a[0]); }
bool bi_cyclic(Machine&, const Cell* a) { return is_cyclic(a[0]); }

// term_size(@Term, -Cells): the heap cells Term occupies (term_walk.hpp
// says how they are counted: Kea's representation, not SWI-Prolog's).
bool bi_term_size(Machine& m, const Cell* a) {
  return unify_terms(m, a[1], make_integer(m.store(), static_cast<std::int64_t>(term_cells(a[0]))));
}

// Walks a list; returns the cell that ends it (nil for a proper list), or a
// non-nil, non-var cell for a cyclic one.
Cell list_end(Cell l, std::vector<Cell>* items) {
  ListSkeleton skel = list_skeleton(l);
  if (skel.cyclic) return make_atom(atoms::dot);
  if (items)
    for (l = deref(l); is_list(l); l = deref(list_tail(l))) items->push_back(list_head(l));
  return skel.end;
}

bool bi_is_list(Machine&, const Cell* a) { return is_proper_list(a[0]); }

// '$skip_list'(-Length, +List, -Rest), as SWI-Prolog has it: Rest is what
// follows the Length list cells ([] for a proper list, a variable for a
// partial one, a list cell again for a cyclic one), found in bounded time.
bool bi_skip_list(Machine& m, const Cell* a) {
  ListSkeleton skel = list_skeleton(a[1]);
  return unify_terms(m, a[0], make_integer(m.store(), static_cast<std::int64_t>(skel.length))) &&
         unify_terms(m, a[2], skel.end);
}

// ---- unification and comparison -------------------------------------------
bool bi_unify(Machine& m, const Cell* a) { return unify_terms(m, a[0], a[1]); }
// As \+ X = Y: when the unification binds attributed variables, their
// hooks decide (as a nested query; everything is undone after).
bool bi_not_unify(Machine& m, const Cell* a) {
  Store& s = m.store();
  Store::TrailAll tentative(s);
  auto mark = s.mark();
  bool ok = unify_terms(m, a[0], a[1]);
  if (ok && s.has_wakeups()) {
    Cell goal = make_compound(s, functors::dollar_wakeup1, {s.take_wakeups()});
    ok = run_once(m, make_compound(s, functors::colon2, {make_atom(atoms::system), goal}));
  }
  s.undo(mark);
  return !ok;
}
// unifiable(@X, @Y, -Unifier): the bindings that X = Y would make, as
// Var = Value, most recent first (SWI-Prolog); none of them is kept.
bool bi_unifiable(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::size_t mark = s.trail_size();
  std::vector<std::pair<Cell, Cell>> bindings;
  {
    Store::TrailAll tentative(s);
    bool ok = unify_terms(m, a[0], a[1]);
    if (ok) {
      for (Cell* p : s.bound_since(mark)) bindings.push_back({make_ref(p), *p});
    }
    s.undo_bindings(mark);
    if (!ok) return false;
  }
  std::vector<Cell> eqs;
  for (const auto& [var, value] : bindings) eqs.push_back(make_compound(s, functors::equals2, {var, value}));
  return unify_terms(m, a[2], make_list(s, eqs.data(), eqs.size(), make_atom(atoms::nil)));
}
bool bi_unify_oc(Machine& m, const Cell* a) { return unify_with_occurs_check(m.store(), a[0], a[1]); }
bool bi_eq(Machine&, const Cell* a) { return compare_terms(a[0], a[1]) == 0; }
// same_term(@A, @B): one and the same term (variable, or compound in memory).
bool bi_same_term(Machine&, const Cell* a) { return deref(a[0]) == deref(a[1]); }
bool bi_neq(Machine&, const Cell* a) { return compare_terms(a[0], a[1]) != 0; }
bool bi_lt(Machine&, const Cell* a) { return compare_terms(a[0], a[1]) < 0; }
bool bi_gt(Machine&, const Cell* a) { return compare_terms(a[0], a[1]) > 0; }
bool bi_le(Machine&, const Cell* a) { return compare_terms(a[0], a[1]) <= 0; }
bool bi_ge(Machine&, const Cell* a) { return compare_terms(a[0], a[1]) >= 0; }
bool bi_variant(Machine&, const Cell* a) { return variant(a[0], a[1]); }
bool bi_not_variant(Machine&, const Cell* a) { return !variant(a[0], a[1]); }

bool bi_compare(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell order = deref(a[0]);
  if (!is_var(order)) {
    if (!is_atom(order)) throw_type_error(s, atoms::atom, order);
    Atom o = atom_of(order);
    if (o != atoms::less && o != atoms::greater && o != atoms::equals)
      throw_domain_error(s, m.runtime().intern("order"), order);
  }
  int c = compare_terms(a[1], a[2]);
  Atom r = c < 0 ? atoms::less : c > 0 ? atoms::greater : atoms::equals;
  return unify_terms(m, a[0], make_atom(r));
}

bool bi_copy_term(Machine& m, const Cell* a) { return unify_terms(m, a[1], copy_term_attributed(m.store(), a[0])); }

bool bi_term_variables(Machine& m, const Cell* a) {
  std::vector<Cell> vars;
  term_variables(m.store(), a[0], vars);
  return unify_terms(m, a[1], make_list(m.store(), vars.data(), vars.size(), make_atom(atoms::nil)));
}

// ---- construction and inspection ------------------------------------------
bool bi_functor(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell t = deref(a[0]);
  if (!is_var(t)) {
    Cell name, arity;
    if (is_str(t)) {
      name = make_atom(functor_of(t)->name);
      arity = make_small_int(functor_of(t)->arity);
    } else if (is_list(t)) {
      name = make_atom(atoms::list_functor);
      arity = make_small_int(2);
    } else {
      name = t;
      arity = make_small_int(0);
    }
    return unify_terms(m, a[1], name) && unify_terms(m, a[2], arity);
  }
  Cell name = must_be_bound(s, a[1]);
  std::int64_t n = must_be_small_int(s, a[2]);
  if (n < 0) throw_domain_error(s, atoms::not_less_than_zero, deref(a[2]));
  if (n == 0) {
    if (!is_atomic(name)) throw_type_error(s, atoms::atomic, name);
    return unify_terms(m, t, name);
  }
  if (is_compound(name)) throw_type_error(s, atoms::atomic, name);
  if (!is_atom(name)) throw_type_error(s, atoms::atom, name);
  if (n > 0xffffff) throw_representation_error(s, atoms::max_arity);
  if (n == 2 && atom_of(name) == atoms::list_functor) return unify_terms(m, t, make_cons(s, s.new_var(), s.new_var()));
  Functor f = m.runtime().functor(atom_of(name), static_cast<unsigned>(n));
  Cell* p = s.alloc(1 + n);
  p[0] = make_functor_cell(f);
  for (std::int64_t i = 1; i <= n; ++i) p[i] = make_ref(p + i);
  return unify_terms(m, t, make_str(p));
}

// '$arg'/3: arg/3 with N bound; library/boot/terms.pl defines arg/3, which
// also enumerates N.
bool arg_det(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell n = must_be_integer(s, a[0]);
  Cell t = must_be_bound(s, a[1]);
  if (!is_compound(t)) throw_type_error(s, atoms::compound, t);
  if (!is_small_int(n)) return false;
  std::int64_t i = small_int_of(n);
  if (i < 0) throw_domain_error(s, atoms::not_less_than_zero, n);
  if (is_list(t)) return (i == 1 || i == 2) && unify_terms(m, a[2], cell_ptr(t)[i - 1]);
  if (i < 1 || i > arity_of(t)) return false;
  return unify_terms(m, a[2], arg(t, static_cast<unsigned>(i - 1)));
}

bool bi_arg(Machine& m, const Cell* a) { return call_as(m, "arg", 3, arg_det, a); }

// Term =.. [Name|Args]
bool bi_univ(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell t = deref(a[0]);
  if (!is_var(t)) {
    std::vector<Cell> items;
    if (is_str(t)) {
      items.push_back(make_atom(functor_of(t)->name));
      for (unsigned i = 0; i < arity_of(t); ++i) items.push_back(arg(t, i));
    } else if (is_list(t)) {
      items = {make_atom(atoms::list_functor), list_head(t), list_tail(t)};
    } else {
      items.push_back(t);
    }
    return unify_terms(m, a[1], make_list(s, items.data(), items.size(), make_atom(atoms::nil)));
  }
  Cell l = deref(a[1]);
  if (is_var(l)) throw_instantiation_error(s);
  std::vector<Cell> items;
  Cell end = list_end(l, &items);
  if (is_var(end)) throw_instantiation_error(s);
  if (end != make_atom(atoms::nil)) throw_type_error(s, atoms::list, l);
  if (items.empty()) throw_domain_error(s, m.runtime().intern("non_empty_list"), l);
  Cell name = deref(items[0]);
  if (is_var(name)) throw_instantiation_error(s);
  if (items.size() == 1) {
    if (is_compound(name)) throw_type_error(s, atoms::atomic, name);
    return unify_terms(m, t, name);
  }
  // With arguments the name must be an atom (SWI-Prolog and GNU Prolog:
  // type_error(atom, a(b)) for [a(b), 1]).
  if (!is_atom(name)) throw_type_error(s, atoms::atom, name);
  if (items.size() == 3 && atom_of(name) == atoms::list_functor) return unify_terms(m, t, make_cons(s, items[1], items[2]));
  Functor f = m.runtime().functor(atom_of(name), static_cast<unsigned>(items.size() - 1));
  return unify_terms(m, t, make_compound(s, f, items.data() + 1));
}

// '$length'/2: length(?List, ?N) for the deterministic cases, a proper list
// or a partial list with N bound; library/boot/terms.pl defines length/2,
// which also enumerates.
bool length_det(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::vector<Cell> items;
  Cell end = list_end(a[0], &items);
  Cell n = deref(a[1]);
  if (!is_var(n) && !is_integer(n)) throw_type_error(s, atoms::integer, n);
  if (end == make_atom(atoms::nil)) return unify_terms(m, n, make_small_int(static_cast<std::int64_t>(items.size())));
  if (!is_var(end)) return false;
  if (is_var(n)) throw_instantiation_error(s);  // enumerating lengths needs backtracking
  if (!is_small_int(n)) throw_resource_error(s, atoms::memory);
  std::int64_t want = small_int_of(n);
  if (want < 0) throw_domain_error(s, atoms::not_less_than_zero, n);
  if (static_cast<std::size_t>(want) < items.size()) return false;
  std::vector<Cell> fresh(static_cast<std::size_t>(want) - items.size());
  for (Cell& v : fresh) v = s.new_var();
  return unify_terms(m, end, make_list(s, fresh.data(), fresh.size(), make_atom(atoms::nil)));
}

bool bi_length(Machine& m, const Cell* a) { return call_as(m, "length", 2, length_det, a); }

// '$boot_result_list'(@List, +Name/Arity): List, an argument that will be
// unified with a list made by that predicate (findall/3, bagof/3, setof/3,
// predsort/3: library/boot), is a list or a partial list; else
// type_error(list, List) in the predicate's name, as ISO asks. The sorting
// builtins below make the same check.
bool bi_boot_result_list(Machine& m, const Cell* a) {
  Module* module = nullptr;
  must_be_list_or_partial_list(m.store(), a[0], {indicator(m, a[1], module)});
  return true;
}

// ---- sorting ---------------------------------------------------------------
bool sort_into(Machine& m, Cell list, Cell out, bool dedupe) {
  Store& s = m.store();
  std::vector<Cell> items = must_be_list(s, list);
  must_be_list_or_partial_list(s, out);
  std::stable_sort(items.begin(), items.end(), [&m](Cell x, Cell y) {
    m.poll_abort();
    return compare_terms(x, y) < 0;
  });
  if (dedupe) items.erase(std::unique(items.begin(), items.end(), [](Cell x, Cell y) { return compare_terms(x, y) == 0; }), items.end());
  return unify_terms(m, out, make_list(s, items.data(), items.size(), make_atom(atoms::nil)));
}
bool bi_sort(Machine& m, const Cell* a) { return sort_into(m, a[0], a[1], true); }
bool bi_msort(Machine& m, const Cell* a) { return sort_into(m, a[0], a[1], false); }

bool bi_keysort(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::vector<Cell> items = must_be_list(s, a[0]);
  must_be_list_or_partial_list(s, a[1]);
  for (Cell& c : items) {
    c = deref(c);
    if (is_var(c)) throw_instantiation_error(s);
    if (!is_str(c) || functor_of(c) != functors::minus2)
      throw_type_error(s, m.runtime().intern("pair"), c);
  }
  std::stable_sort(items.begin(), items.end(), [&m](Cell x, Cell y) {
    m.poll_abort();
    return compare_terms(arg(x, 0), arg(y, 0)) < 0;
  });
  return unify_terms(m, a[1], make_list(s, items.data(), items.size(), make_atom(atoms::nil)));
}

const BuiltinDef kTermBuiltins[] = {
    {"var", 1, true, bi_var},
    {"nonvar", 1, true, bi_nonvar},
    {"atom", 1, true, bi_atom},
    {"number", 1, true, bi_number},
    {"integer", 1, true, bi_integer},
    {"float", 1, true, bi_float},
    {"atomic", 1, true, bi_atomic},
    {"compound", 1, true, bi_compound},
    {"callable", 1, true, bi_callable},
    {"string", 1, false, bi_string},
    {"is_list", 1, false, bi_is_list},
    {"$skip_list", 3, false, bi_skip_list},
    {"$boot_result_list", 2, false, bi_boot_result_list},
    {"ground", 1, true, bi_ground},
    {"acyclic_term", 1, true, bi_acyclic},
    {"cyclic_term", 1, false, bi_cyclic},
    {"term_size", 2, false, bi_term_size},
    {"=", 2, true, bi_unify},
    {"\\=", 2, true, bi_not_unify},
    {"unify_with_occurs_check", 2, true, bi_unify_oc},
    {"unifiable", 3, false, bi_unifiable},
    {"same_term", 2, false, bi_same_term},
    {"==", 2, true, bi_eq},
    {"\\==", 2, true, bi_neq},
    {"@<", 2, true, bi_lt},
    {"@>", 2, true, bi_gt},
    {"@=<", 2, true, bi_le},
    {"@>=", 2, true, bi_ge},
    {"=@=", 2, false, bi_variant},
    {"\\=@=", 2, false, bi_not_variant},
    {"compare", 3, true, bi_compare},
    {"copy_term", 2, true, bi_copy_term},
    {"term_variables", 2, true, bi_term_variables},
    {"functor", 3, true, bi_functor},
    {"$arg", 3, false, bi_arg},
    {"=..", 2, true, bi_univ},
    {"$length", 2, false, bi_length},
    {"sort", 2, true, bi_sort},
    {"msort", 2, false, bi_msort},
    {"keysort", 2, true, bi_keysort},
};

}  // namespace

std::span<const BuiltinDef> term_builtins() { return kTermBuiltins; }

}  // namespace kea
