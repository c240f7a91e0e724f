// main() for the engine's gtest programs: Boehm GC must be initialised on the
// main thread before any test allocates, and tests that start threads wrap
// their bodies in kea::GcThreadScope.
#include <gtest/gtest.h>

#include "engine/gc.hpp"

int main(int argc, char** argv) {
  kea::gc_init();
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
