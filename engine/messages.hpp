// Human-readable text for ISO error terms, in the style of SWI-Prolog's
// messages (what the top-level and `kea -g` print after "ERROR: ").
#pragma once

#include <string>
#include <string_view>

#include "engine/runtime.hpp"
#include "engine/terms/term.hpp"

namespace kea {

// A ball that is not error(_, _) reads "Unhandled exception: Unknown
// message: Ball" at the top-level; after "-g Goal:" and the like SWI drops
// the first part (unhandled_prefix = false).
std::string error_message(const Runtime& rt, Cell error_term, bool unhandled_prefix = true);

// Writes text to standard error with "ERROR: " before each of its lines, as
// SWI-Prolog prints a message of several lines (stdout is flushed first so
// that the two streams keep their order).
void print_error_lines(std::string_view text);

}  // namespace kea
