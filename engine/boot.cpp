#include "engine/boot.hpp"

#include "engine/wam/consult.hpp"
#include "engine/wam/machine.hpp"

namespace kea {

void load_boot_library(Runtime& rt) {
  Machine m(rt, std::size_t{64} << 20, std::size_t{64} << 20);
  for (std::size_t i = 0; i < kBootFileCount; ++i) {
    load_system_text(m, kBootFiles[i].text, kBootFiles[i].name, kBootFiles[i].library);
  }
}

}  // namespace kea
