// Loading Prolog source into the database (consult.cpp).
#pragma once

#include <string>
#include <string_view>

#include "engine/machine.hpp"

namespace kea {

// consult/1 of a path (kea's command-line files). Errors in the file are
// reported and loading goes on; PrologError only for a missing file.
void consult_file(Machine& m, const std::string& path);

// The system's own Prolog (library/boot: system predicates; library/*.pl:
// library predicates that user files may redefine).
void load_system_text(Machine& m, std::string_view text, std::string_view name, bool library);

}  // namespace kea
