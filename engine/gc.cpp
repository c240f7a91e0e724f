#include "engine/gc.hpp"

#include <gc/gc.h>

#include <mutex>

namespace kea {

void gc_init() {
  static std::once_flag once;
  std::call_once(once, [] {
    GC_INIT();
    GC_allow_register_threads();
  });
}

GcThreadScope::GcThreadScope() {
  GC_stack_base sb;
  registered_ = GC_get_stack_base(&sb) == GC_SUCCESS && GC_register_my_thread(&sb) == GC_SUCCESS;
}

GcThreadScope::~GcThreadScope() {
  if (registered_) GC_unregister_my_thread();
}

}  // namespace kea
