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

#include "lfht/lfht.hpp"

namespace kea {

using lfht::gc_init;
using lfht::GcThreadScope;

}  // namespace kea
