// Read-only walks over a term: acyclic_term/1 (and cyclic_term/1), ground/1,
// term_variables/2. All iterative and terminating on cyclic terms.
#pragma once

#include <vector>

#include "engine/terms/store.hpp"
#include "engine/terms/term.hpp"

namespace kea {

// acyclic_term/1: false when some compound reaches itself.
bool is_acyclic(Cell t);
inline bool is_cyclic(Cell t) { return !is_acyclic(t); }

// The compounds of t that a depth-first walk meets again while inside them
// (dereferenced, each once, in the order met): every cycle of t passes
// through one, so t with each of them cut out is finite. The top-level
// names them to print a cyclic answer as SWI-Prolog does (X = f(X)).
void cycle_targets(Cell t, std::vector<Cell>& out);

// The skeleton of a list, walked once with Brent's check so that a cyclic
// list ends too: `end` is the first tail that is not a list cell
// (dereferenced; nil for a proper list, a variable for a partial one), or
// the list cell met again when `cyclic`; `length` counts the cells before it.
// Every C++ loop over a list that may be cyclic starts from this.
struct ListSkeleton {
  Cell end;
  std::size_t length;
  bool cyclic;
};
ListSkeleton list_skeleton(Cell l);

// is_list/1: l is a proper list (ends in [], not cyclic, not partial).
bool is_proper_list(Cell l);

// ground/1.
bool is_ground(Cell t);

// term_size/2: the heap cells t occupies beyond the cell that holds it:
// 1 + arity for a compound, 2 for a list cell, a box's header and words;
// 0 for a variable, an atom or a small integer. A subterm shared by
// several places is counted once, so a cyclic term has a size too.
std::size_t term_cells(Cell t);

// term_variables/2: appends to `out` the unbound variables of t (dereferenced
// REF cells), each once, in depth-first left-to-right order (what was in
// `out` before is kept and not looked at). The Store is not written today;
// it is part of the signature for attributed variables later.
void term_variables(Store& s, Cell t, std::vector<Cell>& out);

// term_singletons/2: appends to `out` the unbound variables that occur
// exactly once in t (as a tree: a subterm shared twice counts twice), in
// depth-first left-to-right order. t must be acyclic (the walk may visit a
// cycle's variables more than once).
void term_singletons(Cell t, std::vector<Cell>& out);

}  // namespace kea
