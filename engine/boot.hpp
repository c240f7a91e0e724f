// The Prolog part of the system, embedded in the binary (engine/embed.sh
// generates boot_files.cpp from library/). Every Runtime loads
// library/boot/*.pl at start; a library (library/*.pl) loads when a program
// first calls what it exports or loads it with use_module/1,2.
#pragma once

#include <cstddef>
#include <string_view>

#include "engine/terms/term.hpp"

namespace kea {

struct BootFile {
  const char* name;  // path in the source tree
  bool library;      // library/*.pl (redefinable) rather than library/boot/*.pl (system)
  const char* text;
};
extern const BootFile kBootFiles[];
extern const std::size_t kBootFileCount;

// Whether library(Name) names a library Kea has: one of library/*.pl, or a
// library of SWI-Prolog's whose predicates are Kea's system predicates.
bool is_kea_library(std::string_view name);

// The index in kBootFiles of library/Name.pl, or kNoLibrary.
constexpr std::size_t kNoLibrary = static_cast<std::size_t>(-1);
std::size_t library_index(std::string_view name);

class Machine;
class Runtime;
// Whether one of Kea's libraries exports f, loaded or not: a call of f from
// a module that does not define it reaches the library's.
bool library_exports(Runtime& rt, Functor f);
// Loads the library that exports f, as SWI-Prolog autoloads one, unless it
// is loaded; false when no library of Kea's exports f. Called where a
// predicate is found undefined. Loading runs Prolog on m: the caller's
// terms keep[0..n) (a call's argument registers) are held in m's handles
// meanwhile and written back.
bool autoload(Machine& m, Functor f, Cell* keep, std::size_t n);

}  // namespace kea
