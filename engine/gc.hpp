// Boehm GC integration. Kea's shared, long-lived objects (atom and functor
// entries, LFHT nodes, clause code) are allocated with Boehm GC, which
// is what makes lock-free removal safe without hazard pointers.
//
// Thread rule: every thread that touches a Runtime must be known to the
// collector, or objects reachable only from its stack could be reclaimed.
// Call gc_init() once from the main thread before anything else (the Runtime
// constructor does), and create a GcThreadScope at the top of every other
// thread's body (std::thread is not redirected through GC_pthread_create).
// Both come from lfht, whose maps have the same rule.
#pragma once

#include <thread>

#include "lfht/lfht.hpp"

namespace kea {

using lfht::gc_init;
using lfht::GcThreadScope;

// Runs part(1) on a helper thread, known to the collector, and part(0) on
// this one, and returns when both are done; when no thread can be had
// (system_error, bad_alloc), this one runs both. The join orders all the
// helper did before what follows. part must not throw. (The atom
// collector's two-thread scans and sweeps.)
template <class Part>
void run_in_two_parts(Part&& part) {
  std::thread helper;
  try {
    helper = std::thread([&] {
      GcThreadScope gc;
      part(1u);
    });
  } catch (...) {
  }
  part(0u);
  if (helper.joinable()) helper.join();
  else part(1u);
}

}  // namespace kea
