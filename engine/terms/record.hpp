// Terms kept off the heap: a Record is a relocatable copy of a term, made
// by Record::make (freeze_term) and brought back onto a Store by thaw()
// (thaw_term). What must outlive backtracking lives in records: findall/3
// solutions, exception balls while the stacks unwind, the source of clauses
// (clause/2, listing/1), global variables.
//
// Layout: the copied cells, in heap layout, with every pointer (REF, STR,
// LIST, BOX) replaced by an offset from the start of the record, so thawing
// is one copy plus one relocating pass. Unbound variables are self
// references, as on the heap; variables shared in the term stay shared.
// Atoms are pointers to entries that the Runtime keeps alive, so a record
// holds no pointer into collectable memory (it may be allocated atomic).
#pragma once

#include <cstddef>
#include <vector>

#include "engine/terms/store.hpp"

namespace kea {

// Appends the frozen form of t to `out` (which must start empty); returns
// the root cell (relocatable like the others). Cyclic terms stay cyclic.
// With `attributes`, an attributed variable keeps its attributes (its
// object, term.hpp, is frozen whole), as findall/3 solutions, exception
// balls, global variables, a new thread's goal and messages do in
// SWI-Prolog; else it is a plain variable, as in clauses.
Cell freeze_term(Store& s, Cell t, std::vector<Cell>& out, bool attributes);

// Copies a frozen term onto the heap; returns the term.
Cell thaw_term(Store& s, Cell root, const Cell* cells, std::size_t n);

// A frozen term in one block of Boehm GC memory (atomic: no pointers to follow).
struct Record {
  Cell root;
  std::size_t size;
  Cell cells[1];  // `size` cells

  // `root`: never collected, for records only C++ containers refer to
  // (initialization goals, the main goal). `attributes`: as freeze_term's
  // (a thread's goal and messages keep them, as in SWI-Prolog).
  static Record* make(Store& s, Cell t, bool root = false, bool attributes = false);
  Cell thaw(Store& s) const { return thaw_term(s, root, cells, size); }
};

}  // namespace kea
