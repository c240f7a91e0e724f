// The Prolog part of the system, embedded in the binary (engine/embed.sh
// generates boot_files.cpp from library/) and loaded into every Runtime.
#pragma once

#include <cstddef>
#include <string_view>

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

}  // namespace kea
