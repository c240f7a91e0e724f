// The sequential evaluator. Time is a priority queue of pending tuples keyed
// by timestamp. evaluate_batch() is the self-contained step: it takes every
// pending tuple of one timestamp, decides their deferred negations, adds the
// new ones to their tables and fires the rules they trigger, in semi-naive
// rounds on a frozen database until the timestamp reaches its fixpoint;
// derived tuples go to a sink (later timestamps) or to the next round. A
// parallel evaluator splits a round's new rows among threads; a distributed
// one routes the sink's tuples through a transport.
//
// A round fires each trigger plan over its new rows a block at a time
// (fire_rows / exec_block): every step runs over the block's frames (one
// frame: a partial solution's slots) before the next one, so a lookup
// hashes and prefetches the keys of the whole block before probing any
// (their cache misses overlap), an integer expression runs one operation
// at a time over the block, and dispatch is paid per block, not per tuple.
// exec() is the frame-by-frame form (negations, the start, and any step
// kind without a block form: exec_block hands the rest of the plan to it).
// Derivations leave a block in frame order, but a later frame's step may
// run before an earlier frame's emit: with two faulty tuples in one block,
// which error is reported first may differ from a tuple-at-a-time run.
//
// What a parallel round must add (the firing itself only reads the frozen
// tables): a Ctx, block frames (frames_, keys_) and an output buffer per
// thread instead of emit() writing to the queue, indexes created before
// the round (they are created lazily now), per-thread duplicate-probe
// state (RulePlan::table_dups, queue_dups) and emit-time memo (emit_time_),
// and a lock or per-thread arenas in the ValuePool for floats, big
// integers and compound values built during the round.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "starlog/error.hpp"
#include "starlog/order.hpp"
#include "starlog/plan.hpp"
#include "starlog/queue.hpp"
#include "starlog/program.hpp"
#include "starlog/table.hpp"
#include "starlog/wire.hpp"

namespace kea {
class Machine;
}

namespace kea::starlog {

struct RunOptions {
  bool has_max_time = false;
  Value max_time = 0;                     // stop before a timestamp whose first element is later
  bool progress = false;                  // report on stderr every second after 2 s
  const std::atomic<bool>* interrupt = nullptr;  // set by a SIGINT handler
  // Where Prolog goals in rule bodies run: the machine of the Prolog query
  // that runs the program (starlog_run/0,1), or, when null, one the
  // evaluator creates on first use (kea-starlog, C++ hosts).
  Machine* machine = nullptr;
};

enum class RunStatus { Completed, TimeBound, Interrupted };

struct RunStats {
  std::uint64_t batches = 0, rounds = 0, derived = 0, inserted = 0, rejected_by_negation = 0;
  // distributed runs: tuples routed to other tasks, received from them, and
  // sent nowhere (no distribute statement of their relation chose a task)
  std::uint64_t sent = 0, received = 0, dropped = 0;
  double seconds = 0;
};

class Evaluator {
 public:
  Evaluator(const Program& p, Plan& plan, ValuePool& pool);
  ~Evaluator();
  RunStatus run(const RunOptions& opt = {});
  const Table& table(int rel) const { return *tables_[rel]; }
  const RunStats& stats() const { return stats_; }
  Timestamp last_time() const { return now_; }

  // One timestamp's batch: `entries` are pending tuples (see push()).
  void evaluate_batch(const Timestamp& t, std::vector<Value>& entries);

  // ---- distributed evaluation (driven by parallel.cpp) -----------------
  // A queue entry's first word: relation | kPlaced | (rule plan + 1) << 32.
  // kPlaced marks a tuple already routed (received from another task, or
  // routed when derived): it is inserted here, not routed again.
  static constexpr std::uint64_t kPlaced = std::uint64_t{1} << 31;
  static constexpr std::uint64_t kRelMask = kPlaced - 1;
  // From now on tuples of relations with distribute statements go where
  // their statements say: to this task's table, into `out` for other
  // tasks, or nowhere. Without this call the statements are ignored.
  void set_routing(int task, int num_tasks, Outbox* out);
  // The steps of run(), for a driver that interleaves them with the other
  // tasks: begin() fires the rules without triggers (once); pending() gives
  // the least pending time; advance(t) evaluates time t (this task's
  // pending tuples of t, if any: a task with none still moves to t);
  // receive() adds tuples routed here by other tasks at the current time
  // and continues its rounds. tick() throws Interrupted on Ctrl-C.
  struct Interrupted {};
  void begin(const RunOptions& opt);
  bool pending(Timestamp& t);
  void advance(const Timestamp& t);
  void receive(std::vector<Value>& entries);
  void end();
  const TimeOrder& order() const { return order_; }
  bool time_key(const Timestamp& t, TimeQueue::Key& key) const { return queue_.encode(t, key); }
  // The destinations of a tuple (sorted, distinct), by the relation's
  // distribute statements.
  void route(int rel, const Value* row, std::vector<int>& dests);

 private:
  struct Ctx;
  void fire_initial();
  void fire(int rule_plan, int trigger, RowId row, Ctx& ctx);
  bool exec(const std::vector<Step>& steps, std::size_t i, Ctx& ctx);
  bool compare_holds(const Step& st, const Value* slots);
  void start_rule(const RulePlan& rp, Ctx& ctx);
  [[noreturn]] void rethrow_in_rule(const RulePlan& rp, const Error& e);
  template <class F>
  bool for_range(const Step& st, Value* slots, F&& each);
  static ColBinds binds_of(const std::vector<ColumnOp>& ops);
  bool cols_hold(const std::vector<ColumnOp>& ops, const ColBinds& b, const Value* row, Value* slots) {
    if (!b.only) return apply_cols(ops, row, slots);
    for (const auto& [col, slot] : b.pairs) slots[slot] = row[col];
    return true;
  }
  void mark_stop(Step& st, const Step& next);
  // Block execution of a trigger plan over new rows [from, to) (eval.cpp).
  struct Frames;
  void fire_rows(int rule_plan, int trigger, RowId from, RowId to, Ctx& ctx);
  void exec_block(const std::vector<Step>& steps, std::size_t i, unsigned depth, unsigned n, Ctx& ctx);
  Frames& level(unsigned depth, unsigned stride);
  std::vector<std::unique_ptr<Frames>> frames_;  // per depth of block execution
  std::vector<Value> keys_;
  // The end of a plan: emits the head, or decides a negation's solution.
  bool finish(Ctx& ctx);
  bool apply_cols(const std::vector<ColumnOp>& ops, const Value* row, Value* slots);
  bool match(const Pattern& p, Value v, Value* slots);
  void emit(const RulePlan& rp, const Value* slots, Ctx& ctx);
  // Step::Prolog (prolog_goal.cpp): each solution binds the outputs and
  // runs the rest of the steps.
  bool exec_prolog(const std::vector<Step>& steps, std::size_t i, Ctx& ctx, Value* slots);
  Machine& machine();
  bool negations_hold(int rule_plan, const Value* row, const Value* env, const Timestamp* early = nullptr);
  bool negations_hold(const RulePlan& rp, const Value* env, const Timestamp* early);
  // The rounds of one timestamp: insert `entries`, fire, until no new tuples.
  void rounds(std::vector<Value>& entries, bool first);
  // A tuple of a routed relation taken from the queue: to its destinations.
  void deliver(int rel, const Value* row);
  bool routing_ = false;
  int task_ = 0, num_tasks_ = 1;
  Outbox* out_ = nullptr;
  std::vector<std::uint8_t> route_mode_;  // per relation: 0 none, 1 when taken from the queue, 2 also when derived
  std::vector<int> dests_, emit_dests_;
  std::vector<Value> env_scratch_, current_;
  // Memo of timeless routes (route_mode_ 2), per relation: destinations by
  // the values of the columns the statements read (one or two of them),
  // given up when it grows past kRouteMemoMax keys (every tuple its own).
  struct RouteMemo {
    std::vector<unsigned> cols;  // empty: no memo
    std::unordered_map<std::uint64_t, std::vector<std::pair<std::pair<Value, Value>, std::vector<int>>>> by_hash;
    std::size_t size = 0;
  };
  static constexpr std::size_t kRouteMemoMax = std::size_t{1} << 16;
  std::vector<RouteMemo> route_memo_;
  void route_emitted(int rel, const Value* row, std::vector<int>& dests);
  std::vector<Value> deferred_;  // entries (relation, row) waiting for their routes
  std::vector<Timestamp> deferred_times_;
  void flush_deferred();
  std::unique_ptr<Ctx> route_ctx_;
  void time_of(int rel, const Value* row, Timestamp& out);
  [[noreturn]] void causality_error(const RulePlan& rp, const Value* row, const Timestamp& t,
                                    const std::string& what);
  std::string tuple_text(int rel, const Value* row) const;
  // Interrupt and progress checks, between batches and every few thousand
  // rule firings (a single timestamp may take long).
  void tick();
  const RunOptions* opt_ = nullptr;
  std::chrono::steady_clock::time_point t0_, last_report_;
  bool reported_ = false;
  std::uint64_t fired_ = 0;

  const Program& p_;
  Plan& plan_;
  ValuePool& pool_;
  TimeOrder order_;
  std::vector<Atom> atoms_by_rank_;
  std::vector<std::unique_ptr<Table>> tables_;
  TimeQueue queue_;
  Timestamp now_;
  bool started_ = false;
  bool fired_initial_ = false;  // run() again goes on where the last stopped
  std::vector<RowId> round_start_;
  std::vector<Value>* next_round_ = nullptr;
  Timestamp scratch_time_;
  RunStats stats_;
  // reused between batches (a program may have millions of timestamps)
  std::vector<Value> input_, next_, entry_, batch_entries_;
  Timestamp batch_time_, neg_time_;
  Timestamp emit_time_;  // emit(): the last derived time, compared with now_
  int emit_time_cmp_ = 0;
  std::uint64_t emit_time_batch_ = ~std::uint64_t{0};
  std::unique_ptr<Ctx> ctx_, neg_ctx_;
  Machine* machine_ = nullptr;
  std::unique_ptr<Machine> own_machine_;
};

}  // namespace kea::starlog
