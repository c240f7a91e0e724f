// Builtins on the variables of a term: numbervars/3,4, term_singletons/2
// and term_variables/3
// (term_variables/2 is in term.cpp).
#include <unordered_set>
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/terms/termops.hpp"

namespace kea {
namespace {

// Binds each variable of `vars` to Name(N), N counting from start; `skip`
// variables (singletons) are bound to Name('_') instead. Returns the next N.
std::int64_t number_variables(Store& s, const std::vector<Cell>& vars, std::int64_t n, Functor name,
                              const std::unordered_set<Cell>& skip) {
  for (Cell v : vars) {
    v = deref(v);
    if (skip.count(v)) {
      s.bind(v, make_compound(s, name, {make_atom(atoms::underscore)}));
      continue;
    }
    if (n > kMaxSmallInt) throw_representation_error(s, atoms::max_integer);
    s.bind(v, make_compound(s, name, {make_small_int(n++)}));
  }
  return n;
}

// What numbervars does with attributed variables (its attvar(Action)
// option): raise type_error(free_of_attvar, Term), as by default in
// SWI-Prolog, leave them (skip), or bind them as the others (bind: their
// hooks run).
enum class AttvarAction { Error, Skip, Bind };
void attvar_action(Store& s, Cell term, std::vector<Cell>& vars, AttvarAction action) {
  if (s.attvar_count() == 0 || action == AttvarAction::Bind) return;
  for (Cell v : vars) {
    if (s.has_attributes(deref(v)) && action == AttvarAction::Error) throw_type_error(s, atoms::free_of_attvar, term);
  }
  std::erase_if(vars, [&s](Cell v) { return s.has_attributes(deref(v)); });
}

// numbervars(+Term, +Start, -End): binds the variables of Term, in depth
// first order, to '$VAR'(Start), '$VAR'(Start+1), ...
bool bi_numbervars(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::int64_t n = must_be_small_int(s, a[1]);
  std::vector<Cell> vars;
  term_variables(s, a[0], vars);
  attvar_action(s, a[0], vars, AttvarAction::Error);
  return unify_terms(m, a[2], make_integer(s, number_variables(s, vars, n, functors::var1, {})));
}

// numbervars(+Term, +Start, -End, +Options), SWI-Prolog's options:
// functor_name(F) numbers with F(N) instead of '$VAR'(N); singletons(true)
// binds variables that occur once to '$VAR'('_') (printed _) and does not
// count them; attvar(Action) is bind, skip or error (the default); other
// options are ignored.
bool bi_numbervars4(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::int64_t n = must_be_small_int(s, a[1]);
  Functor name = functors::var1;
  bool singletons = false;
  AttvarAction action = AttvarAction::Error;
  for (Cell o : must_be_list(s, a[3])) {
    o = deref(o);
    if (is_var(o)) throw_instantiation_error(s);
    if (is_named(o, "functor_name", 1)) {
      name = m.runtime().functor(atom_of(must_be_atom(s, arg(o, 0))), 1);
    } else if (is_named(o, "singletons", 1)) {
      Cell b = must_be_bound(s, arg(o, 0));
      if (b == make_atom(atoms::true_)) singletons = true;
      else if (b != make_atom(atoms::false_)) throw_type_error(s, m.runtime().intern("bool"), b);
    } else if (is_named(o, "attvar", 1)) {
      std::string_view v = atom_of(must_be_atom(s, arg(o, 0)))->view();
      if (v == "bind") action = AttvarAction::Bind;
      else if (v == "skip") action = AttvarAction::Skip;
      else if (v == "error") action = AttvarAction::Error;
      else throw_domain_error(s, m.runtime().intern("numbervar_option"), o);
    }
  }
  std::vector<Cell> vars, once;
  term_variables(s, a[0], vars);
  attvar_action(s, a[0], vars, action);
  if (singletons && is_acyclic(a[0])) term_singletons(a[0], once);  // cyclic: no singletons marked
  std::unordered_set<Cell> skip(once.begin(), once.end());
  return unify_terms(m, a[2], make_integer(s, number_variables(s, vars, n, name, skip)));
}

// term_singletons(+Term, -Vars): the variables that occur once in Term
// (representation_error(acyclic_term) for a cyclic one, as SWI-Prolog).
bool bi_term_singletons(Machine& m, const Cell* a) {
  if (!is_acyclic(a[0])) throw_representation_error(m.store(), atoms::acyclic_term);
  std::vector<Cell> vars;
  term_singletons(a[0], vars);
  return unify_terms(m, a[1], make_list(m.store(), vars.data(), vars.size(), make_atom(atoms::nil)));
}

// term_variables(+Term, -Vars, ?Tail): Vars is the difference list Vars-Tail
// of the variables of Term.
bool bi_term_variables3(Machine& m, const Cell* a) {
  std::vector<Cell> vars;
  term_variables(m.store(), a[0], vars);
  return unify_terms(m, a[1], make_list(m.store(), vars.data(), vars.size(), a[2]));
}

const BuiltinDef kVarsBuiltins[] = {
    {"numbervars", 3, false, bi_numbervars},
    {"numbervars", 4, false, bi_numbervars4},
    {"term_singletons", 2, false, bi_term_singletons},
    {"term_variables", 3, false, bi_term_variables3},
};

}  // namespace

std::span<const BuiltinDef> vars_builtins() { return kVarsBuiltins; }

}  // namespace kea
