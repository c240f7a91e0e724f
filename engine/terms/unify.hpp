// Unification (=/2, unify_with_occurs_check/2) on a Store.
//
// Bindings go through Store::bind, so they are trailed; a failed unification
// may leave some bindings made: the caller undoes to its Store::Mark.
// Between two unbound variables the younger (higher address) is bound to the
// older, as in the WAM, so that releasing heap above a mark never leaves an
// older cell pointing into the released part.
//
// The inline unify() is the fast path the emulator can inline (identical
// cells, variable binding, unequal small constants); anything structural
// goes to unify_slow(). Unifying compounds is iterative and terminates on
// cyclic terms (rational-tree unification; see termops_util.hpp and
// unify.cpp).
//
// Occurs check modes (the occurs_check flag):
//   False: X = f(X) succeeds and makes a cyclic term.
//   True:  binding a variable to a compound that contains it fails.
//   Error: it raises error(occurs_check(Var, Term), Context) as SWI-Prolog.
#pragma once

#include "engine/errors.hpp"
#include "engine/flags.hpp"
#include "engine/terms/store.hpp"
#include "engine/terms/term.hpp"

namespace kea {

// a and b dereferenced, a != b, not both unbound variables.
bool unify_slow(Store& s, Cell a, Cell b, OccursCheck mode, ErrorContext ctx);

// Does the unbound variable `var` occur in t? Iterative, cycle-safe.
bool occurs_in(Cell var, Cell t);

// Bind one of two distinct unbound variables to the other, younger to older;
// but a plain variable always to an attributed one, whose hooks need not run.
inline void bind_vars(Store& s, Cell a, Cell b) {
  if (s.attvar_count() != 0) [[unlikely]] {
    bool aa = s.is_attvar_slot(cell_ptr(a));
    if (aa != s.is_attvar_slot(cell_ptr(b))) {
      if (aa) {
        s.bind(b, a);
      } else {
        s.bind(a, b);
      }
      return;
    }
  }
  if (cell_ptr(a) < cell_ptr(b)) {
    s.bind(b, a);
  } else {
    s.bind(a, b);
  }
}

inline bool unify(Store& s, Cell a, Cell b, OccursCheck mode, ErrorContext ctx = {}) {
  a = deref(a);
  b = deref(b);
  if (a == b) return true;
  if (is_var(a)) {
    if (is_var(b)) {
      bind_vars(s, a, b);
      return true;
    }
    if (mode == OccursCheck::False || !is_compound(b)) {
      s.bind(a, b);
      return true;
    }
  } else if (is_var(b)) {
    if (mode == OccursCheck::False || !is_compound(a)) {
      s.bind(b, a);
      return true;
    }
  } else if (is_atom(a) || is_small_int(a) || is_atom(b) || is_small_int(b)) {
    return false;  // distinct cells, one an unboxed constant: never equal
  }
  return unify_slow(s, a, b, mode, ctx);
}

inline bool unify(Store& s, Cell a, Cell b) { return unify(s, a, b, OccursCheck::False); }

inline bool unify_with_occurs_check(Store& s, Cell a, Cell b) {
  return unify(s, a, b, OccursCheck::True);
}

}  // namespace kea
