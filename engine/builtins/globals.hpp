// Per-Machine state of SWI-Prolog's global variables (nb_setval/2,
// b_setval/2 and friends, engine/builtins/globals.cpp). Each Prolog thread
// has its own, as in SWI-Prolog.
//
// A variable has two parts:
//   - `value`: the term it denotes on this machine's heap, or 0 (no cell is
//     0) when there is none there right now. b_setval/2 sets it with a
//     value-trailed assignment, so backtracking restores the previous one.
//   - `frozen`: the copy nb_setval/2 keeps off the heap, which survives
//     backtracking. nb_getval/2 thaws it into `value` (trailed, so the
//     heap copy is dropped with the heap it lives on) and then returns that
//     same term until backtracking takes it away, so two reads give the same
//     term (==), as in SWI-Prolog.
// Entries are never erased: trail entries point at their `value` cells
// (std::unordered_map keeps node addresses stable).
#pragma once

#include <unordered_map>
#include <vector>

#include "engine/terms/term.hpp"

namespace kea {

struct GlobalVar {
  Cell value = 0;
  bool has_frozen = false;
  Cell frozen_root = 0;
  std::vector<Cell> frozen;
  // A variable exists while it has either part.
  bool exists() const { return value != 0 || has_frozen; }
};

using GlobalVars = std::unordered_map<Atom, GlobalVar>;

}  // namespace kea
