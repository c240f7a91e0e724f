// A Machine is one Prolog thread's private state: its term store (heap and
// trail) and its current input and output streams. The WAM issue adds
// registers, environments and choicepoints here; everything shared lives in
// the Runtime.
#pragma once

#include <cstdio>

#include "engine/runtime.hpp"
#include "engine/store.hpp"
#include "engine/stream.hpp"

namespace kea {

class Machine {
 public:
  explicit Machine(Runtime& rt, std::size_t max_heap_bytes = Store::kDefaultHeapBytes)
      : rt_(rt), store_(max_heap_bytes),
        in_(rt.streams().user_input()), out_(rt.streams().user_output()) {}

  Runtime& runtime() { return rt_; }
  Store& store() { return store_; }

  // The current input and output (set_input/1, set_output/1). A stream
  // closed meanwhile (by any thread) reads as user_input / user_output.
  const StreamRef& current_input() {
    if (!in_->is_open()) in_ = rt_.streams().user_input();
    return in_;
  }
  const StreamRef& current_output() {
    if (!out_->is_open()) out_ = rt_.streams().user_output();
    return out_;
  }
  void set_current_input(StreamRef s) { in_ = std::move(s); }
  void set_current_output(StreamRef s) { out_ = std::move(s); }

  // The C stream behind the current output, for code that prints with
  // stdio (the top-level flushes it before printing an answer); stdout when
  // the current output is not a C stream (a memory sink).
  std::FILE* output() {
    std::FILE* f = current_output()->c_file();
    return f ? f : stdout;
  }

 private:
  Runtime& rt_;
  Store store_;
  StreamRef in_, out_;
};

}  // namespace kea
