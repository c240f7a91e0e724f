// Human-readable text for ISO error terms, in the style of SWI-Prolog's
// messages (what the top-level and `kea -g` print after "ERROR: ").
#pragma once

#include <string>

#include "engine/runtime.hpp"
#include "engine/term.hpp"

namespace kea {

std::string error_message(const Runtime& rt, Cell error_term);

}  // namespace kea
