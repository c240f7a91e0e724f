#include "engine/boot.hpp"

#include <string>

#include "engine/wam/consult.hpp"
#include "engine/wam/machine.hpp"

namespace kea {

void load_boot_library(Runtime& rt) {
  Machine m(rt, std::size_t{64} << 20, std::size_t{64} << 20);
  for (std::size_t i = 0; i < kBootFileCount; ++i) {
    load_system_text(m, kBootFiles[i].text, kBootFiles[i].name, kBootFiles[i].library);
  }
}

namespace {
// SWI-Prolog libraries that Kea's boot library covers: aggregate_all/3,4
// and aggregate/3 (control.pl), time/1 and statistics/0, the string
// builtins, dif/2 and when/2 (attvar.pl), listing/0,1 and
// portray_clause/1,2 (system.pl, io.pl).
constexpr std::string_view kSystemLibraries[] = {"aggregate", "dif",     "listing", "statistics",
                                                 "strings",   "system",  "when"};
}  // namespace

bool is_kea_library(std::string_view name) {
  for (std::string_view lib : kSystemLibraries) {
    if (name == lib) return true;
  }
  for (std::size_t i = 0; i < kBootFileCount; ++i) {
    std::string_view path = kBootFiles[i].name;
    if (kBootFiles[i].library && path == "library/" + std::string(name) + ".pl") return true;
  }
  return false;
}

}  // namespace kea
