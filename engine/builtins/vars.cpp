// Builtins on the variables of a term: numbervars/3 and term_variables/3
// (term_variables/2 is in term.cpp).
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/terms/termops.hpp"

namespace kea {
namespace {

// numbervars(+Term, +Start, -End): binds the variables of Term, in depth
// first left to right order, to '$VAR'(Start), '$VAR'(Start+1), ...
bool bi_numbervars(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::int64_t n = must_be_small_int(s, a[1]);
  std::vector<Cell> vars;
  term_variables(s, a[0], vars);
  for (Cell v : vars) {
    if (n > kMaxSmallInt) throw_representation_error(s, atoms::max_integer);
    s.bind(deref(v), make_compound(s, functors::var1, {make_small_int(n++)}));
  }
  return unify_terms(m, a[2], make_integer(s, n));
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
    {"term_variables", 3, false, bi_term_variables3},
};

}  // namespace

std::span<const BuiltinDef> vars_builtins() { return kVarsBuiltins; }

}  // namespace kea
