// A Machine is one Prolog thread's private state: its term store (heap and
// trail) and its current output. The WAM issue adds registers, environments
// and choicepoints here; everything shared lives in the Runtime.
#pragma once

#include <cstdio>

#include "engine/runtime.hpp"
#include "engine/store.hpp"

namespace kea {

class Machine {
 public:
  explicit Machine(Runtime& rt, std::size_t max_heap_bytes = Store::kDefaultHeapBytes)
      : rt_(rt), store_(max_heap_bytes) {}

  Runtime& runtime() { return rt_; }
  Store& store() { return store_; }
  std::FILE* output() { return out_; }
  void set_output(std::FILE* f) { out_ = f; }

 private:
  Runtime& rt_;
  Store store_;
  std::FILE* out_ = stdout;
};

}  // namespace kea
