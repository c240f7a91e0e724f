// The driver of a distributed run: every task runs the same program on its
// own evaluator, and the tasks keep in step through the transport.
//
// Time (conservative synchronisation). When some relation crosses tasks
// (distribution.hpp), the tasks agree on time before evaluating it:
//   1. allgather each task's least pending timestamp (its order-preserving
//      128-bit queue key when it has one, and the timestamp itself), its
//      status and whether it holds tuples for other tasks;
//   2. if any task holds tuples for others: one exchange (a buffer per
//      destination), and every task adds what it received at the current
//      time and continues its rounds there; back to 1;
//   3. else the least timestamp t over all tasks is the next time: every
//      task evaluates t (a task with nothing at t only moves to it); back
//      to 1. No task can still send a tuple earlier than t: tuples are
//      routed when their own time is evaluated, and every pending tuple is
//      in some task's queue, all of them at t or later.
// Negations are decided by the task that derived the tuple, when its time
// is evaluated: everything earlier is final on every task by then.
// Without crossing relations the tasks cannot send each other anything and
// run independently to the end.
//
// Faults: a task that fails (causality violation, Prolog exception, bad
// tuple) or is interrupted says so in the next agreement; then every task
// stops, and the run fails with the lowest such task's message. The end is
// a gather: every task's tables, statistics and timeline go to task 0.
//
// Threads: run_tasks() runs each of the node's tasks on its own thread
// (the caller's thread runs the first), each registered with Boehm GC and
// with its own Session (program, plan, value pool, evaluator, Machine):
// nothing mutable is shared between tasks but the Node's collectives and
// the engine's runtime (atoms, the clause database, flags), which is safe
// for concurrent machines; each task's Prolog goals run on a machine of
// its own (the first task's on the caller's), at the same time as the
// others'.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "starlog/distribution.hpp"
#include "starlog/starlog.hpp"
#include "starlog/transport.hpp"

namespace kea::starlog {

struct TaskReport {
  int task = 0, node = 0;
  RunStats stats;
  Traffic traffic;
  std::uint64_t timestamps = 0;  // agreed timestamps this task took part in
  std::uint64_t exchanges = 0;   // exchange rounds
  double compute = 0, wait = 0;  // seconds evaluating / in collectives
  double cpu = 0;                // CPU seconds of this task's thread while evaluating
};

struct TraceEvent {
  int task = 0, node = 0;
  const char* name = "";  // compute, receive, exchange, agree, gather
  double start_us = 0, dur_us = 0;
  std::string time;       // the timestamp, when there is one
};

struct ParallelOutcome {
  RunStatus status = RunStatus::Completed;
  bool failed = false;
  std::string error;      // "task K: message"
  std::string last_time;  // the last agreed time, printed
  // at task 0 only:
  std::vector<std::string> tables;  // per task, encode_tables()
  std::vector<TaskReport> reports;  // per task
  std::vector<TraceEvent> trace;    // every task's timeline
};

struct ParallelOptions {
  RunOptions run;  // time bound, Ctrl-C, progress (task 0 reports)
  bool trace = false;
  bool crossing = true;  // Distribution::any_crossing
  std::vector<bool> gather;  // relations whose tuples go to task 0 (empty: all)
};

ParallelOutcome run_tasks(Node& node, const std::vector<Session*>& sessions, const ParallelOptions& opt);

// Chrome trace-event JSON (Perfetto, chrome://tracing): one process per
// node, one thread per task.
void write_trace(const std::string& path, const std::vector<TraceEvent>& events);

}  // namespace kea::starlog
