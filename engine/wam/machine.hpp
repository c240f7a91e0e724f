// A Machine is one Prolog thread's private state: its term store (heap and
// trail), its current input and output streams, and the WAM registers and
// local stack of the emulator (emulator.cpp). Everything shared lives in the
// Runtime. Only the thread running a Machine touches its state, except for
// the parts other threads reach on purpose, each described where declared:
// signals (thread_signal/2, Ctrl-C, a request for its clause floor), the
// published clause floor, and the inference count.
//
// The local stack holds environments and choicepoints (code.hpp), in one
// reserved range of virtual memory that the kernel commits on first touch:
// it grows on demand up to its limit, and exhausting it raises
// resource_error(stack_overflow)-like errors, never a crash. Because clause
// code is collectable (Boehm GC) and environments and choicepoints point
// into it, every Machine pushes its used stack and its registers to the
// collector as roots (machine.cpp).
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <vector>

#include "engine/wam/code.hpp"
#include "engine/wam/db.hpp"
#include "engine/wam/gc.hpp"
#include "engine/builtins/globals.hpp"
#include "engine/runtime.hpp"
#include "engine/terms/store.hpp"
#include "engine/io/stream.hpp"
#include "engine/interrupt.hpp"

namespace kea {

struct AnswerTables;

struct PrologThread;  // engine/threads.hpp
struct Record;

class Machine final : public InterruptTarget, public InputWaiter {
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

  // The top-level's module (module/1): queries typed at the top level run
  // in it, and what they load goes there; nullptr: user.
  Module* typein_module() const { return typein_; }
  void set_typein_module(Module* mod) { typein_ = mod; }

  // The C stream behind the current output, for code that prints with
  // stdio (the top-level flushes it before printing an answer); stdout when
  // the current output is not a C stream (a memory sink).
  std::FILE* output() {
    std::FILE* f = current_output()->c_file();
    return f ? f : stdout;
  }

  // Logical inferences (calls) so far: statistics(inferences, N). Other
  // threads read it (thread_statistics/3): a relaxed atomic that only this
  // thread writes, so counting costs a plain increment.
  std::uint64_t inferences() const { return inferences_.load(std::memory_order_relaxed); }
  // call_with_inference_limit/3: the count of inferences past which the
  // innermost such call's goal is stopped, at its next call port, with the
  // exception inference_limit_exceeded (kNoInferenceLimit: none), and the
  // goal's scope: the newest choicepoint when it started, as an offset in
  // the local stack (+1; 0: none), older than every catch/3 inside the
  // goal and newer than the one around it. A limit already passed when it
  // is set stays unarmed, as in SWI-Prolog: an inner call that used up an
  // outer one's inferences took the exception itself, and the outer one
  // goes on. Setting a limit drops a stop not yet made.
  static constexpr std::uint64_t kNoInferenceLimit = UINT64_MAX;
  std::uint64_t inference_limit() const { return inference_limit_; }
  std::uint64_t inference_limit_scope() const { return limit_scope_; }
  std::uint64_t scope_here() const { return scope_of(b_); }
  std::uint64_t scope_of(const ChoicePoint* b) const {
    return b ? static_cast<std::uint64_t>(reinterpret_cast<const Cell*>(b) - stack_base_) + 1 : 0;
  }
  void set_inference_limit(std::uint64_t limit, std::uint64_t scope);
  // Stops the running goal at its next call port, as a limit passed does.
  void stop_for_inference_limit() {
    limit_armed_ = false;
    limit_hit_ = true;
    pending_.store(true, std::memory_order_relaxed);
    schedule_inference_event();
  }
  // While an exception unwinds, the limit is suspended (the cleanups it
  // runs are not the goal's, and a stop made in one would be lost there);
  // where a catch/3 takes the exception, it is armed again if that catch is
  // inside the limited goal (a stop that was due is made at the next
  // count), else the goal is over and the limit stays off until
  // call_with_inference_limit gives its caller's back.
  void suspend_inference_limit();
  void inference_limit_caught(const ChoicePoint* catcher);

  // call_with_depth_limit/3. The depth of a call is its caller's plus one
  // (a last call too, as in SWI-Prolog: the depth counts calls, not
  // frames). depth_ is the depth of the clause running: a call adds one
  // (count_call, while a limit is in force), each environment and
  // choicepoint keeps it, a return restores it from the environment and
  // backtracking from the choicepoint. Depths are 32-bit and wrap: a limit
  // compares depths relative to its base as signed differences, which stay
  // exact below a relative depth of 2^31. The limit in force: calls deeper
  // than base + limit fail; reached is the deepest relative depth called
  // since the limit was set; limit is INT32_MAX when there is none.
  struct DepthLimit {
    std::uint32_t base = 0;
    std::int32_t limit = INT32_MAX;
    std::int32_t reached = 0;
  };
  std::uint32_t depth() const { return depth_; }
  const DepthLimit& depth_limit() const { return depth_limit_; }
  void set_depth_limit(const DepthLimit& l) {
    depth_limit_ = l;
    schedule_inference_event();
  }
  // A call: counts the inference and, while a depth limit is in force,
  // the depth; false if the call is past the limit, and fails. While a depth limit is in force every call takes the slow path
  // (next_event_ is 0), which counts the depth: with none, calls leave the
  // depth as it is and pay nothing for it (environments, choicepoints and
  // returns keep whatever it is, and it matters only under a limit).
  bool count_call() {
    std::uint64_t n = inferences_.load(std::memory_order_relaxed) + 1;
    inferences_.store(n, std::memory_order_relaxed);
    if (n >= next_event_) [[unlikely]] return call_event(n);
    return true;
  }
  // The stacks in use, as this thread published them at its last multiple
  // of 1024 calls (thread_property/2's size): other threads must not read
  // the stack tops themselves, which this thread moves without a lock.
  std::size_t published_usage() const { return usage_.load(std::memory_order_relaxed); }
  void publish_usage();
  // Forgets what the stack held above its top (called by its own thread
  // from a builtin): the collector scans up to the high-water mark, and
  // stale frames and choicepoints there would keep clauses and code alive.
  void trim_stack();

  // findall/3 bags: solutions kept off the heap while the goal backtracks.
  struct Bag {
    std::vector<Cell> cells;     // frozen solutions, one after another
    std::vector<std::pair<Cell, std::size_t>> items;  // (root, start) of each
  };
  std::vector<Bag>& bags() { return bags_; }

  // Global variables (engine/builtins/globals.hpp): per thread, as in SWI-Prolog.
  GlobalVars& globals() { return globals_; }
  // Answer tables of tabled predicates (engine/builtins/tabling.cpp): per
  // thread, as SWI-Prolog's private tables; made at first use.
  std::shared_ptr<AnswerTables>& answer_tables() { return answer_tables_; }

  // ---- Handles: the cells of terms that C++ code outside the emulator
  // keeps across calls into this machine (libkea's Terms index them). The
  // owner pushes and truncates; they point into this machine's heap, which
  // the collector scans, or at atoms, which are never freed. A collector
  // that moves heap cells must treat them as roots and update them.
  std::vector<Cell>& handles() { return handles_; }

  // ---- The heap's collector (gc.hpp): its state, and a request to collect
  // at the next call port (the store's trigger, garbage_collect/0).
  HeapGc& heap_gc() { return gc_; }
  // Whether every live term is reachable from what a collector scans: true
  // within an outermost collectable query, where the heap collector runs
  // and the atom collector may stop this machine.
  bool roots_complete() const { return gc_.region != nullptr; }
  void request_gc() {
    gc_.wanted = true;
    pending_.store(true, std::memory_order_relaxed);
  }
  // A request to collect atoms at the next call port (atom_gc.hpp): from
  // another thread (the one whose new atoms passed the trigger) or this one.
  std::atomic<bool> atom_gc_wanted_{false};
  long agc_stress_ = 0;          // KEA_AGC_STRESS=N: collect every N * 1024 calls
  unsigned long agc_ticks_ = 0;
  void request_atom_gc() {
    atom_gc_wanted_.store(true, std::memory_order_relaxed);
    pending_.store(true, std::memory_order_release);
  }
  // This machine's own request (garbage_collect_atoms/0, the stress mode),
  // from its own thread: answered even when the trigger has not fired.
  // `whole`: sweep the whole table, not only the atoms made since the last
  // sweep (garbage_collect_atoms/0 asks so).
  bool atom_gc_asked_ = false;
  bool atom_gc_whole_ = false;
  void ask_atom_gc(bool whole = false) {
    atom_gc_asked_ = true;
    atom_gc_whole_ = atom_gc_whole_ || whole;
    request_atom_gc();
  }
  // Where this machine stands while another collects atoms
  // (ThreadSet::stop_for_atom_gc; under the registry's machines_lock_).
  struct AgcStop {
    enum Kind : std::uint8_t { Active, Parked, Blocked } kind = Active;
    bool roots_complete = false;
    const void* from = nullptr;  // its thread's C++ stack while stopped
    const void* to = nullptr;
  };
  AgcStop agc_stop_;
  // The BuiltinDef::data / NondetDef::data of the foreign predicate being
  // called (set by call_builtin and call_nondet).
  const void* foreign_data() const { return foreign_data_; }
  const void* foreign_data_ = nullptr;

  // ---- emulator state (emulator.cpp); valid whenever C++ code runs
  Cell* x() { return x_; }
  Frame* e_ = nullptr;
  ChoicePoint* b_ = nullptr;
  ChoicePoint* b0_ = nullptr;
  ChoicePoint* cleanup_ = nullptr;  // newest cleanup choicepoint on the B chain (cleanup.hpp)
  const Word* cp_ = nullptr;
  Cell* stack_base() const { return stack_base_; }
  Cell* stack_limit() const { return stack_limit_; }
  Cell* stack_hwm_ = nullptr;       // highest word ever used (scanned by the collector)
  std::uint32_t depth_ = 0;  // the depth of the clause running (see DepthLimit)
  DepthLimit depth_limit_;
  std::atomic<std::uint64_t> inferences_{0};
  static constexpr std::uint64_t kPublishEvery = 1023;
  // The count at which count_call has something to do: the next
  // multiple of kPublishEvery + 1 (publish the usage) or the armed limit's
  // first count past it, whichever comes first, or 0 under a depth limit.
  // One test on every call.
  std::uint64_t next_event_ = kPublishEvery + 1;
  std::uint64_t next_publish_ = kPublishEvery + 1;
  std::uint64_t inference_limit_ = kNoInferenceLimit;
  std::uint64_t limit_scope_ = 0;
  bool limit_armed_ = false;
  bool limit_hit_ = false;  // handle_signals throws inference_limit_exceeded
  bool limit_suspended_ = false, stop_suspended_ = false;
  void inference_event(std::uint64_t n);
  bool call_event(std::uint64_t n);
  void schedule_inference_event();
  std::atomic<std::size_t> usage_{0};

  // Where a new frame or choicepoint goes: above the current environment
  // and the newest choicepoint.
  Cell* stack_top() const {
    Cell* t = stack_base_;
    if (e_ && e_->end() > t) t = e_->end();
    if (b_ && b_->top > t) t = b_->top;
    return t;
  }
  // The stack_limit flag (SWI-Prolog's, per thread): the most the heap and,
  // separately, the local stack may use, each within its reserved range.
  void set_stack_limit(std::size_t bytes);
  // error(resource_error(stack), stack_overflow([stack_limit(KB),
  // localused(KB), globalused(KB), trailused(KB)])), as SWI-Prolog 9 raises
  // on exhausting a stack (it gives the sizes in a dict).
  Cell stack_overflow_error();

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
  // (kAlive if none): what Database::collect_dead may drop. Iterations are
  // the choicepoints with a predicate (calls, clause/2, retract/1) and the
  // pins of C++ code walking clauses. This thread only.
  std::uint64_t oldest_iteration(const Predicate* p) const;

  // ---- The clause floor: what other threads' collect_dead must respect
  // (db.hpp). A machine publishes, under floor_lock_, a generation below
  // which it starts no new iteration (kAlive: none at all) and the oldest
  // generation of each predicate it is iterating; a value once published
  // stays a valid bound until replaced. It publishes when its outermost
  // query starts (Running) and ends (Idle), around blocking waits
  // (Waiting: only its iterations count while it sleeps), and when another
  // thread asks (want_floor(), answered at the next call).
  enum class FloorMode { Running, Waiting, Idle };
  void publish_floor(FloorMode mode);
  // The floor for p as last published; any thread.
  std::uint64_t published_floor(const Predicate* p);
  // Asks for a fresh floor (the machine is running with an old one).
  void want_floor();

  // C++ code that walks p's clauses at generation gen outside a choicepoint
  // (listing/1, retractall/1) pins it for the walk.
  class Pin {
   public:
    Pin(Machine& m, const Predicate* p, std::uint64_t gen) : m_(m) { m.pins_.push_back({p, gen}); }
    ~Pin() { m_.pins_.pop_back(); }
    Pin(const Pin&) = delete;
    Pin& operator=(const Pin&) = delete;

   private:
    Machine& m_;
  };

  // ---- Signals. Other threads (thread_signal/2, halt) and Ctrl-C set
  // them; this machine handles them at its next call (the emulator tests
  // pending() there) or inside a blocking Wait. A signal goal runs as
  // once/1 on this machine; its exception unwinds the interrupted goal.
  const std::atomic<bool>& pending() const { return pending_; }
  void handle_signals();
  void post_goal(Record* goal);  // takes a root record (Record::make(.., true))
  // Keeps post_goal out while held. Threads that are no machine (an
  // alarm's timer, a thread ending in halt) post goals at any time, so the
  // atom collector holds this while it reads the Machine object (goals_
  // lies in it) with the rest of the world stopped.
  std::unique_lock<std::mutex> hold_signals() { return std::unique_lock<std::mutex>(signal_lock_); }
  void abort();                  // unwind the running goal with '$aborted'
  void interrupt() override { abort(); }  // Ctrl-C (interrupt.hpp)
  // A read from a descriptor on this machine's thread waits here, in
  // poll(2) on the descriptor and on a pipe of the machine's own, which
  // wake() writes to: signals are handled meanwhile, as in a Wait (an
  // abort unwinds the read with '$aborted'; a thread_signal/2 goal runs
  // inside the read's builtin, which holds the stream's lock: a goal that
  // reads the same stream would wait for itself). Blocked for the atom
  // collector, which then gives up at once: a reader's C++ state may hold
  // atoms it does not see.
  void wait_for_input(int fd) override;
  // The abort request (Ctrl-C or thread_signal(T, abort)), for C++ loops
  // that poll rather than call (the Starlog evaluator). Cleared by whoever
  // acts on it.
  std::atomic<bool>& abort_flag() { return abort_; }
  // For C++ builtins whose running time their input decides (sorting,
  // writing N characters): unwinds with '$aborted' when an abort is
  // pending. Other signals wait for the next call port, where running a
  // goal is safe.
  void poll_abort() {
    if (pending_.load(std::memory_order_relaxed) && abort_.load(std::memory_order_relaxed)) unwind_aborted();
  }

  // A blocking wait that signals can interrupt. Construct before locking
  // `mu`; wait() returns false at the deadline, true otherwise (woken,
  // spuriously or not: the caller re-tests its condition). Signals that
  // arrive meanwhile are handled in wait() with `lk` unlocked, and may throw.
  // A signal's goal may wait in turn (sleep/1 in a thread_signal/2 goal):
  // Waits nest, and each gives the wait target back to the one outside it.
  class Wait {
   public:
    Wait(Machine& m, std::condition_variable& cv, std::mutex& mu);
    ~Wait();
    Wait(const Wait&) = delete;
    Wait& operator=(const Wait&) = delete;
    using Clock = std::chrono::steady_clock;
    bool wait(std::unique_lock<std::mutex>& lk, const Clock::time_point* deadline = nullptr);

   private:
    Machine& m_;
    std::condition_variable* outer_cv_;
    std::mutex* outer_mutex_;
  };

  // ---- The Prolog thread this machine runs (nullptr: the main thread, or
  // a machine of a C++ host), set by the thread registry.
  PrologThread* thread() const { return thread_; }
  void set_thread(PrologThread* t) { thread_ = t; }

  // This thread's own clauses of a thread_local/1 predicate (created empty
  // on first use); p itself for any other predicate.
  Predicate* clauses_of(Predicate* p) { return p->has(kPredThreadLocal) ? local_predicate(p) : p; }
  Predicate* local_predicate(Predicate* p);

  // Back to the state of a new machine (thread registry's pool): empty
  // stacks and heap with their pages given back, standard streams, no
  // globals, no thread_local clauses, no signals.
  void reset();

 private:
  friend class Wait;
  friend class Pin;
  std::vector<std::pair<const Predicate*, std::uint64_t>> pins_;
  PrologThread* thread_ = nullptr;
  // Signals: pending_ is set after whatever it announces.
  std::atomic<bool> pending_{false};
  std::atomic<bool> abort_{false};
  [[noreturn]] void unwind_aborted();
  std::atomic<bool> floor_wanted_{false};
  std::mutex signal_lock_;  // goals_ and the wait target
  std::vector<Record*> goals_;
  std::condition_variable* wait_cv_ = nullptr;
  std::mutex* wait_mutex_ = nullptr;
  int wake_fd_ = -1;              // under signal_lock_: the pipe to write while wait_for_input waits
  int input_pipe_[2] = {-1, -1};  // wait_for_input's, made at its first wait
  void wake();
  // Published clause floor (see publish_floor).
  std::mutex floor_lock_;
  std::uint64_t floor_gen_ = kAlive;
  std::vector<std::pair<const Predicate*, std::uint64_t>> floor_iterations_;
  std::unordered_map<Predicate*, Predicate*> local_preds_;

  Runtime& rt_;
  Store store_;
  StreamRef in_, out_;
  Module* typein_ = nullptr;
  Cell* x_ = nullptr;               // X registers (kMaxRegisters)
  Cell* stack_base_ = nullptr;
  Cell* stack_limit_ = nullptr;
  std::size_t stack_bytes_ = 0;
  std::vector<Bag> bags_;
  GlobalVars globals_;
  std::shared_ptr<AnswerTables> answer_tables_;
  std::vector<Cell> handles_;
  HeapGc gc_;
};

// A goal run from C++: the top-level, -g goals, directives, and builtins
// that call Prolog. Queries nest (a builtin may run one while its caller's
// query is suspended); each has a base choicepoint below which it never
// backtracks.
class Query {
 public:
  // Collect::yes: the caller holds no cell the query creates across next()
  // (cells made before it are safe), so the heap's collector may run while
  // it is the machine's outermost query (gc.hpp).
  enum class Collect { no, yes };
  Query(Machine& m, Cell goal, Collect collect = Collect::no);
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
  // The cleanups of setup_call_cleanup/3 goals left open run here; an
  // error one raises leaves close() (the destructor drops it).
  void close();

 private:
  void finish(bool propagate);

  Machine& m_;
  Frame* saved_e_;
  ChoicePoint* saved_b_;
  ChoicePoint* saved_b0_;
  const Word* saved_cp_;
  Cell* saved_hb_;
  std::uint32_t saved_depth_;
  // The caller's X registers: a builtin that runs a query (consult, a
  // directive) is compiled inline, and its clause's temporaries live there.
  std::vector<Cell> saved_x_;
  Cell* saved_gc_region_;
  ChoicePoint* base_ = nullptr;
  bool started_ = false;
  bool done_ = false;
};

// Runs goal once (as once/1); true if it succeeded. Bindings are kept.
bool run_once(Machine& m, Cell goal, Query::Collect collect = Query::Collect::no);

}  // namespace kea
