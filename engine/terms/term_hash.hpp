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
#include <functional>
#include <optional>
#include <string>

#include "engine/terms/term.hpp"

namespace kea {

// nullopt when t is not ground.
std::optional<std::uint64_t> term_hash(Cell t);

// The bytes of an acyclic term t with its variables numbered by first
// occurrence (depth-first, left to right): two terms have the same bytes
// exactly when they are variants (=@=). Each kind of term is tagged and
// each text length-prefixed, so no two terms share an encoding. The
// SHA-1 of these bytes is variant_sha1/2. Precondition: is_acyclic(t).
// A subterm shared by several places is written at each (a term built by
// doubling has an exponential unfolding): `poll` is called every few
// thousand nodes, so that the caller can stop a long walk.
std::string variant_bytes(Cell t, const std::function<void()>& poll);

}  // namespace kea
