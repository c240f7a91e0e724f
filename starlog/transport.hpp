// How the tasks of a distributed Starlog run talk: one interface, used by
// every task, with two carriers underneath.
//
// A Node is one process's share of the tasks: the tasks placed on it (by
// the program's `map` statement) run on threads of the process, each with
// its own evaluator, and meet in the Node's collectives. A Node with an
// Interconnect (MPI ranks, transport_mpi.cpp) joins the other processes'
// Nodes in each collective; without one (kea-starlog --tasks N) the Node
// holds every task and nothing leaves the process.
//
// Every operation is collective: all tasks call the same operations in the
// same order (the driver, parallel.cpp, keeps them in step). Tuples travel
// as whole buffers, one per destination task per round, never one message
// per tuple; between processes a round is one MPI_Alltoallv.
//
// Concurrency (the Node, shared by its tasks' threads):
// - Invariant: a collective's inputs are read and its outputs written only
//   by the last task to arrive (the leader), under the Node's mutex, while
//   every other local task waits for the generation to change. A task
//   reads its outputs after the generation changed, and cannot arrive at
//   the next collective before it has read them, so the next leader never
//   overwrites outputs that are still being read.
// - A collective takes effect when the leader bumps the generation (under
//   the mutex; waiters see it through the condition variable).
// - Memory: the Node owns only per-collective staging that its tasks'
//   buffers are moved into and out of; nothing is shared past a
//   collective. abort() (a task failed outside the protocol, or Ctrl-C
//   while waiting) wakes every waiter, which then throws.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace kea::starlog {

// The processes of a run (MPI ranks), seen from one of them.
class Interconnect {
 public:
  virtual ~Interconnect() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  // Every rank's bytes, in rank order.
  virtual void allgather(const std::string& mine, std::vector<std::string>& all) = 0;
  // Every rank's bytes, in rank order, at rank `root` only (others get none).
  virtual void gather(const std::string& mine, std::vector<std::string>& all, int root) = 0;
  // out[r] to rank r; in[r] from rank r (out[rank()] stays here).
  virtual void alltoallv(std::vector<std::string>& out, std::vector<std::string>& in) = 0;
  // Ends every process of the run with status 1 (after printing).
  [[noreturn]] virtual void abort_all(int status) = 0;
};

struct Traffic {
  std::uint64_t messages = 0, bytes = 0;  // buffers (and their bytes) sent to other tasks
  std::uint64_t collectives = 0;
};

class Node {
 public:
  // tasks: the global numbers of the tasks on this process, ascending;
  // node_of[t]: the process of task t. net: null for a single process.
  Node(int num_tasks, std::vector<int> node_of, int this_node, Interconnect* net);
  int num_tasks() const { return num_tasks_; }
  const std::vector<int>& local_tasks() const { return local_; }
  int local_index(int task) const;
  Interconnect* net() const { return net_; }

  // Collectives, called by local task `task`:
  // all[t] = the bytes task t passed.
  void allgather(int task, std::string mine, std::vector<std::string>& all);
  // As allgather, but only task 0 receives (the others get nothing).
  void gather(int task, std::string mine, std::vector<std::string>& all);
  // out[d] goes to task d (out[task] is ignored); in[s] is what task s sent.
  void exchange(int task, std::vector<std::string>& out, std::vector<std::string>& in, Traffic& traffic);
  // Wakes and fails every task waiting in a collective (and those that
  // arrive later) with `why`.
  void abort(const std::string& why);

 private:
  // Waits for every local task; the last one runs `lead` for all of them.
  void meet(const std::function<void()>& lead);
  void collect(int task, std::string mine, bool everywhere);  // allgather / gather into gather_out_
  const int num_tasks_;
  const std::vector<int> node_of_;
  const int this_node_;
  Interconnect* const net_;
  std::vector<int> local_;
  std::vector<int> local_of_;  // task -> local index, -1 when elsewhere

  std::mutex mu_;
  std::condition_variable cv_;
  std::uint64_t generation_ = 0;
  int arrived_ = 0;
  bool aborted_ = false;
  std::string abort_why_;
  // staging, by local index
  std::vector<std::string> gather_in_;
  std::vector<std::string> gather_out_;  // by task
  std::vector<std::vector<std::string>*> ex_out_;
  std::vector<std::vector<std::string>> ex_in_;  // [local][source task]
};

// The per-task view of the transport: what the driver calls.
class Transport {
 public:
  Transport(Node& node, int task) : node_(node), task_(task) {}
  int task() const { return task_; }
  int num_tasks() const { return node_.num_tasks(); }
  void allgather(std::string mine, std::vector<std::string>& all) {
    ++traffic.collectives;
    node_.allgather(task_, std::move(mine), all);
  }
  void gather(std::string mine, std::vector<std::string>& all) {
    ++traffic.collectives;
    node_.gather(task_, std::move(mine), all);
  }
  void exchange(std::vector<std::string>& out, std::vector<std::string>& in) {
    ++traffic.collectives;
    node_.exchange(task_, out, in, traffic);
  }
  Node& node() { return node_; }
  Traffic traffic;

 private:
  Node& node_;
  int task_;
};

#ifdef KEA_HAVE_MPI
// The MPI carrier (transport_mpi.cpp): MPI_COMM_WORLD, already initialised.
std::unique_ptr<Interconnect> make_mpi_interconnect();
#endif

}  // namespace kea::starlog
