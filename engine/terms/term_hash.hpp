// term_hash/2: a hash of a ground term, consistent with ==.
//
// Terms that are == hash equal; the value depends only on the term, never on
// addresses, so it is the same in every run, thread and Runtime of one build
// (atoms hash by their text hash). Floats hash by their bits, like == compares
// them: 0.0 and -0.0 differ, and 1 and 1.0 (not ==) hash differently.
// Iterative; terminates on cyclic terms (which hash by a canonical prefix of
// their infinite unfolding, so equal rational trees hash equal).
#pragma once

#include <cstdint>
#include <optional>

#include "engine/terms/term.hpp"

namespace kea {

// nullopt when t is not ground.
std::optional<std::uint64_t> term_hash(Cell t);

}  // namespace kea
