// Equality and standard order of terms: ==, compare/3, =@= (variant).
//
// Standard order (as SWI-Prolog 9 does it): Var < Number < String < Atom < Compound.
//  - Variables by address (older first).
//  - Numbers by value, integers against floats exactly (no lossy conversion:
//    2^60+1 > 2.0^60). When an integer and a float are equal in value, the
//    float comes first (compare(>, 1, 1.0)). NaN comes before every other
//    number; NaNs order among themselves by their bits. -0.0 < 0.0.
//  - Atoms by compare_atoms: [] before every other atom (where SWI-Prolog 9,
//    in which [] is not an atom, puts it), then by text. The atom '[]' is
//    not [] (engine/runtime.cpp) and sorts by its text.
//  - Strings by their UTF-8 bytes (= code point order). SWI-Prolog's manual
//    lists strings after atoms, but SWI-Prolog 9 sorts them before atoms
//    (msort([a, "a"], L) gives ["a", a]); Kea follows what SWI does.
//  - Compounds by arity, then name, then arguments left to right. Lists are
//    '[|]'/2 compounds.
// Floats are equal (==, =) when their bits are equal: 0.0 \== -0.0 and a NaN
// == the same NaN, as in SWI-Prolog.
//
// All functions are iterative and terminate on cyclic terms, comparing them
// as rational trees (see termops_util.hpp).
#pragma once

#include "engine/terms/term.hpp"

namespace kea {

// -1, 0 or 1.
int compare_terms(Cell a, Cell b);
inline bool terms_equal(Cell a, Cell b) { return compare_terms(a, b) == 0; }  // ==/2

// Two dereferenced non-variable terms, at least one of them atomic: equal as
// constants (small ints and atoms by cell; boxes by kind and content).
bool atomic_equal(Cell a, Cell b);

// Standard order of two numbers (dereferenced).
int compare_numbers(Cell a, Cell b);

// a =@= b: equal up to a consistent one-to-one renaming of variables.
bool variant(Cell a, Cell b);

}  // namespace kea
