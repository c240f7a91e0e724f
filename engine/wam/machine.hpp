// A Machine is one Prolog thread's private state: its term store (heap and
// trail), its current input and output streams, and the WAM registers and
// local stack of the emulator (emulator.cpp). Everything shared lives in the
// Runtime.
//
// The local stack holds environments and choicepoints (code.hpp), in one
// reserved range of virtual memory that the kernel commits on first touch:
// it grows on demand up to its limit, and exhausting it raises
// resource_error(stack_overflow)-like errors, never a crash. Because clause
// code is collectable (Boehm GC) and environments and choicepoints point
// into it, every Machine pushes its used stack and its registers to the
// collector as roots (machine.cpp).
#pragma once

#include <cstdint>
#include <cstdio>
#include <vector>

#include "engine/wam/code.hpp"
#include "engine/builtins/globals.hpp"
#include "engine/runtime.hpp"
#include "engine/terms/store.hpp"
#include "engine/io/stream.hpp"

namespace kea {

class Machine {
 public:
  static constexpr std::size_t kDefaultStackBytes = std::size_t{4} << 30;  // 4 GiB of address space

  explicit Machine(Runtime& rt, std::size_t max_heap_bytes = Store::kDefaultHeapBytes,
                   std::size_t max_stack_bytes = kDefaultStackBytes);
  ~Machine();
  Machine(const Machine&) = delete;
  Machine& operator=(const Machine&) = delete;

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

  // Logical inferences (calls) so far: statistics(inferences, N).
  std::uint64_t inferences() const { return inferences_; }

  // findall/3 bags: solutions kept off the heap while the goal backtracks.
  struct Bag {
    std::vector<Cell> cells;     // frozen solutions, one after another
    std::vector<std::pair<Cell, std::size_t>> items;  // (root, start) of each
  };
  std::vector<Bag>& bags() { return bags_; }

  // Global variables (engine/builtins/globals.hpp): per thread, as in SWI-Prolog.
  GlobalVars& globals() { return globals_; }

  // ---- emulator state (emulator.cpp); valid whenever C++ code runs
  Cell* x() { return x_; }
  Frame* e_ = nullptr;
  ChoicePoint* b_ = nullptr;
  ChoicePoint* b0_ = nullptr;
  const Word* cp_ = nullptr;
  Cell* stack_base() const { return stack_base_; }
  Cell* stack_limit() const { return stack_limit_; }
  Cell* stack_hwm_ = nullptr;       // highest word ever used (scanned by the collector)
  std::uint64_t inferences_ = 0;

  // Where a new frame or choicepoint goes: above the current environment
  // and the newest choicepoint.
  Cell* stack_top() const {
    Cell* t = stack_base_;
    if (e_ && e_->end() > t) t = e_->end();
    if (b_ && b_->top > t) t = b_->top;
    return t;
  }
  // Claims [from, to) of the stack; raises a resource error past the limit.
  void claim_stack(Cell* to) {
    if (to > stack_hwm_) {
      if (to > stack_limit_) stack_overflow();
      stack_hwm_ = to;
    }
  }
  [[noreturn]] void stack_overflow();

  // Runs the emulator from `start`, or, when start is nullptr, backtracks
  // into the newest choicepoint. Returns true at query_exit, false at
  // query_fail. PrologError escapes when no catch/3 above the current
  // query's base catches it.
  bool run(const Word* start);

  // The oldest generation a running clause iteration of `p` started at
  // (kAlive if none): what Database::collect_dead may drop.
  std::uint64_t oldest_iteration(const Predicate* p) const;

 private:
  Runtime& rt_;
  Store store_;
  StreamRef in_, out_;
  Cell* x_ = nullptr;               // X registers (kMaxRegisters)
  Cell* stack_base_ = nullptr;
  Cell* stack_limit_ = nullptr;
  std::size_t stack_bytes_ = 0;
  std::vector<Bag> bags_;
  GlobalVars globals_;
};

// A goal run from C++: the top-level, -g goals, directives, and builtins
// that call Prolog. Queries nest (a builtin may run one while its caller's
// query is suspended); each has a base choicepoint below which it never
// backtracks.
class Query {
 public:
  Query(Machine& m, Cell goal);
  ~Query();
  Query(const Query&) = delete;
  Query& operator=(const Query&) = delete;

  // The next solution: true with the bindings made, false when there are no
  // more. PrologError / HaltRequest escape (the query is then finished).
  bool next();
  // Are there choicepoints left (could next() find another solution)?
  bool has_alternatives() const;
  // Drops the remaining alternatives, keeping the bindings; restores the
  // machine to its state before the query (done by the destructor too).
  void close();

 private:
  Machine& m_;
  Frame* saved_e_;
  ChoicePoint* saved_b_;
  ChoicePoint* saved_b0_;
  const Word* saved_cp_;
  Cell* saved_hb_;
  // The caller's X registers: a builtin that runs a query (consult, a
  // directive) is compiled inline, and its clause's temporaries live there.
  std::vector<Cell> saved_x_;
  ChoicePoint* base_ = nullptr;
  bool started_ = false;
  bool done_ = false;
};

// Runs goal once (as once/1); true if it succeeded. Bindings are kept.
bool run_once(Machine& m, Cell goal);

}  // namespace kea
