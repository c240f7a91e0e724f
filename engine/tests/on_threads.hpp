// Runs a test body on n threads at once, for stress tests of shared state.
#pragma once

#include <atomic>
#include <thread>
#include <vector>

#include "engine/gc.hpp"

namespace kea::testing {

// Runs body(t) for t in 0..n-1, each on its own thread registered with the
// collector, all starting together (each waits until all have started, so
// that they overlap).
template <class Body>
void on_threads(int n, Body body) {
  std::atomic<int> ready{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < n; ++t) {
    threads.emplace_back([&, t] {
      GcThreadScope gc;
      ready.fetch_add(1);
      while (ready.load() < n) {}
      body(t);
    });
  }
  for (auto& th : threads) th.join();
}

}  // namespace kea::testing
