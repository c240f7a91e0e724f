// copy_term/2 on a Store.
#pragma once

#include "engine/terms/store.hpp"
#include "engine/terms/term.hpp"

namespace kea {

// A copy of t with fresh variables; a variable occurring several times in t
// becomes one new variable occurring at the same places.
//  - A ground t is returned as it is (no copy: terms are immutable, so
//    sharing is invisible). Non-ground terms are copied whole, except boxes
//    (floats, big integers, strings), which are shared.
//  - Iterative; a cyclic t gives a cyclic copy (== to t, possibly unrolled a
//    few times before it closes). Past the first kCycleBudget descents (see
//    termops_util.hpp) the copy also preserves DAG sharing; before that a
//    shared subterm is copied once per occurrence.
// May throw PrologError resource_error(memory) when the heap is exhausted;
// t is left unchanged either way.
// Attributed variables are copied as plain variables (copy_term_nat/2).
Cell copy_term(Store& s, Cell t);
// copy_term/2: an attributed variable's copy carries a copy of its
// attributes.
Cell copy_term_attributed(Store& s, Cell t);

// Like copy_term, but the copy shares no compound with t, so it stays
// intact when bindings made before the copy are undone: what findall/3,
// catch/3 and throw/1 keep across backtracking. (A term that is ground only
// through bindings would otherwise come back unbound.)
Cell copy_term_detached(Store& s, Cell t);

}  // namespace kea
