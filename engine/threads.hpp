// Prolog threads of one Runtime (thread_create/3 and friends, SWI-Prolog's
// API): the registry of threads, of every Machine, and of the mutexes and
// message queues the threads share. The builtins are in
// engine/builtins/thread.cpp, mutex.cpp and message_queue.cpp.
//
// Threads. Each Prolog thread is an OS thread (pthread, registered with
// Boehm GC through GC_pthread_create) that owns one Machine on the shared
// Runtime. The main thread -- the one that created the Runtime -- is thread
// 1, alias `main`; its machine is the top-level's. A thread is known by a
// handle term '$thread'(Id, Seq) (written <thread>(Id,0xSeq), as SWI-Prolog
// writes its thread blobs) or by its alias: Id is the small number of
// thread_property/2's id(Id), reused once a thread is gone, as in
// SWI-Prolog; Seq is never reused, so an old handle never names a new
// thread.
//
// Invariants (all under the registry's lock, `lock_`):
//  - slots_[id] holds the record of thread `id` from thread_create until the
//    record is released: by thread_join, or, for a detached thread, by the
//    thread itself after its at_exit goals. An alias names at most one
//    thread.
//  - A record's `machine` is set while its goal runs; `state` leaves
//    Running exactly once, before the at_exit goals; `finished` becomes true
//    after them and is what thread_join waits for.
// Records are shared_ptrs: a joiner or a thread_property/2 snapshot may hold
// one after it left the table.
//
// Machines. Every Machine registers here (engine/wam/machine.cpp), so that
// clause_floor() can combine the generations all threads may still read
// (see db.hpp for why collect_dead needs that). Machines of finished
// threads go back to a small pool and are reset (their pages released), so
// creating a thread costs an OS thread, not 5 GiB of fresh address space
// and its page faults.
//
// Halt: stop_all() (the Runtime's destructor, and halt/0,1 on the main
// thread) aborts every other thread, wakes those blocked in a wait of the
// registry (join, queues, mutexes, sleep), and waits for them to finish
// their at_exit goals. A thread stuck in a system call that no signal ends
// (a read from a terminal) is given up on after a timeout; the process then
// exits without destroying what it uses.
#pragma once

#include <pthread.h>
#include <sys/types.h>

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

#include "engine/runtime.hpp"
#include "engine/terms/term.hpp"

namespace kea {

class Machine;
class Store;
struct Record;
struct Predicate;
class MessageQueue;  // engine/message_queue.hpp
class QueueTable;    // engine/message_queue.hpp
class MutexTable;    // engine/mutexes.hpp

enum class ThreadState : std::uint8_t { Running, True, False, Exception, Exited };

// thread_create/3's options that the registry acts on.
struct ThreadOptions {
  Atom alias = nullptr;
  bool detached = false;
  std::vector<Record*> at_exit;  // root records; the registry frees them
  std::size_t stack_limit = 0;   // bytes of heap and of local stack each; 0: defaults (pooled machine)
  std::size_t c_stack = 0;       // bytes of C stack; 0: the system's default
  std::size_t queue_max = 0;     // the thread's message queue's max_size; 0: unbounded
};

struct PrologThread : std::enable_shared_from_this<PrologThread> {
  std::uint64_t seq = 0;
  unsigned id = 0;
  Atom alias = nullptr;
  bool detached = false;
  ThreadState state = ThreadState::Running;
  bool finished = false;
  bool joining = false;          // a thread_join/2 waits for it
  Record* goal = nullptr;        // root record, freed with the record
  Record* result = nullptr;      // the ball (Exception) or term (Exited); root record
  std::vector<Record*> at_exit;
  std::size_t stack_limit = 0;
  Machine* machine = nullptr;
  pthread_t os{};
  pid_t tid = 0;                 // system_thread_id
  std::shared_ptr<MessageQueue> queue;
  std::mutex mu;                 // `finished` and `done` (see ThreadSet::join)
  std::condition_variable done;
  ~PrologThread();
};

// thrown by thread_exit/1 through the thread's goal (like HaltRequest):
// the thread ends with exited(Term).
struct ThreadExit {
  Record* term;  // root record
};

using ThreadRef = std::shared_ptr<PrologThread>;

// The CPUs this process may run on (its affinity mask): the cpu_count flag.
int usable_cpu_count();
// The calling thread's C++ stack's base (its highest address), from Boehm
// GC; nullptr if unknown. Cached per thread.
const void* this_thread_stack_base();
// An address below the whole frame of the function that calls it (a frame
// of its own, not inlined): with that caller's callee-saved registers
// spilled (__builtin_unwind_init), [it, base) holds every register and
// local of the thread's callers, on any architecture.
const void* stack_below_caller();

class ThreadSet {
 public:
  explicit ThreadSet(Runtime& rt);
  ~ThreadSet();
  ThreadSet(const ThreadSet&) = delete;
  ThreadSet& operator=(const ThreadSet&) = delete;

  // ---- machines ---------------------------------------------------------
  void add_machine(Machine* m);
  void remove_machine(Machine* m);
  // The oldest generation at which any thread may still read p's clauses:
  // at most the current generation, read first (db.hpp's argument rests on
  // that order), then self's own iterations, then what every other machine
  // published.
  std::uint64_t clause_floor(Machine& self, const Predicate* p);
  // Asks the machines whose published floor holds p's dead clauses back to
  // publish a fresh one.
  void want_floors(Machine& self, const Predicate* p);
  // Asks every machine in use to collect atoms at its next call port.
  void want_atom_gc();
  // ---- Stopping the world for the atom collector (atom_gc.hpp). A machine
  // in use is Active, Parked (at a call port, waiting for another's
  // collection to end) or Blocked (in a blocking wait: Machine::Wait, the
  // top-level's read); the last two published their C++ stack range and
  // whether their roots are complete (the innermost query is an outermost
  // collectable one, so no builtin frame holds atoms in malloc'd memory).
  // All of it is under machines_lock_.
  struct Stopped {
    Machine* machine;
    const void* from;  // the thread's C++ stack, registers spilled into it
    const void* to;
  };
  // Asks every other machine in use to stop and waits (kAgcStopWait at
  // most) until each is Parked or Blocked with complete roots; then
  // `stopped` lists them, Stopped is returned, and the world stays stopped
  // until resume_after_atom_gc(). Else nothing is stopped: Busy if another
  // machine collects (this one should park), GaveUp if some machine did
  // not stop in time or cannot.
  enum class StopResult { Stopped, Busy, GaveUp };
  StopResult stop_for_atom_gc(Machine& self, std::vector<Stopped>& stopped);
  void resume_after_atom_gc();
  bool atom_gc_stopping() const { return agc_stopping_.load(std::memory_order_relaxed); }
  // At a call port whose roots are complete, while another machine
  // collects: publishes this thread's stack and waits for the end.
  void park_for_atom_gc(Machine& m);
  // Runs `wait` (something that blocks: a condition variable's wait, a
  // read from the terminal) as Blocked. On the way out it waits for a
  // collection in progress to end first, with *lk (held on entry and on
  // return, if given) released meanwhile. All of it runs outside Boehm GC's
  // view (GC_do_blocking, threads.cpp): `wait` must not allocate GC memory.
  // Parking runs so too.
  void blocking(Machine& m, bool roots_complete, const std::function<void()>& wait,
                std::unique_lock<std::mutex>* lk = nullptr);
  // The names the registry keeps outside Boehm GC objects: aliases of
  // threads, mutexes and message queues.
  void for_each_name(const std::function<void(Atom)>& f);
  // The end of a thread this set created, from the thread itself, after
  // Boehm GC has forgotten it (threads.cpp: a thread-local's destructor).
  void thread_gone();

  // ---- the main thread ----------------------------------------------------
  // Its machine: where Ctrl-C and signals to `main` go (the top-level sets it).
  void set_main_machine(Machine* m);
  const ThreadRef& main_thread() const { return main_; }

  // ---- threads ---------------------------------------------------------------
  // Starts a thread running `goal` (copied); its handle is returned.
  // Errors: permission_error(create, thread, Alias) for a taken alias,
  // resource_error(threads) when the system refuses a thread.
  ThreadRef create(Machine& creator, Cell goal, ThreadOptions opts);
  // The thread a term names (handle, alias, or id number), else
  // instantiation_error, type_error(thread, T) or existence_error(thread, T).
  ThreadRef find(Machine& m, Cell t);
  // The thread running on m.
  ThreadRef self(Machine& m);
  // Is `a` the alias of a thread? (Threads and message queues share one
  // namespace of aliases.)
  bool alias_taken(Atom a);
  // Its handle or alias, on s.
  Cell handle(Store& s, const PrologThread& t);
  // Waits for t to finish (interruptibly) and releases it; the caller reads
  // state/result from the returned record. permission_error(join, thread,
  // T) for self and detached threads.
  void join(Machine& m, const ThreadRef& t, Cell culprit);
  // thread_detach/1: a finished thread's record is released now.
  void detach(const ThreadRef& t);
  // Every thread in the table, by id.
  std::vector<ThreadRef> all();
  // Snapshot of the fields thread_property/2 reports (under the lock).
  struct Info {
    unsigned id;
    Atom alias;
    ThreadState state;
    bool detached;
    pid_t tid;
    std::size_t stack_bytes;  // stacks in use, if running
  };
  Info info(const PrologThread& t);
  // Runs goal (a root record, taken) in t at its next call; existence_error
  // (thread, culprit) if t is not running.
  void signal(Machine& m, const ThreadRef& t, Record* goal, Cell culprit);
  // CPU seconds used by t (running), or its count when it ended.
  double cpu_seconds(const PrologThread& t);
  std::uint64_t inferences(const PrologThread& t);

  // Aborts every thread other than the caller's and waits for them (see the
  // top). Returns false if some would not stop.
  bool stop_all();
  // The Runtime's end: stop_all(), then the pooled machines go. False
  // (nothing freed) when some thread would not stop.
  bool shutdown();

  // ---- mutexes and message queues (engine/mutexes.hpp, message_queue.hpp) ----
  MutexTable& mutexes() { return *mutexes_; }
  QueueTable& queues() { return *queues_; }

 private:
  static void* thread_main(void* arg);
  void run(const ThreadRef& t);
  void release(const ThreadRef& t);  // lock_ held: out of the table
  unsigned free_id();                 // lock_ held
  Machine* acquire_machine(std::size_t stack_limit);
  void release_machine(Machine* m, std::size_t stack_limit);
  void print_death(const PrologThread& t, Machine& m);

  Runtime& rt_;
  std::mutex lock_;
  std::vector<ThreadRef> slots_;   // by id; [0] unused
  std::map<Atom, ThreadRef> aliases_;
  std::uint64_t next_seq_ = 2;     // 1 is main
  ThreadRef main_;
  std::condition_variable changed_;  // a thread finished (stop_all waits on it)
  bool stopping_ = false;
  std::size_t running_ = 0;        // threads created and not yet finished

  std::mutex machines_lock_;
  std::vector<Machine*> machines_;
  std::vector<Machine*> pool_;     // reset, idle
  std::atomic<bool> agc_stopping_{false};  // written under machines_lock_
  std::condition_variable agc_cv_;         // with machines_lock_: a stop state changed
  // Threads whose machine has left the set (pooled or deleted) but which
  // Boehm GC still counts as running: they may yet allocate or free, and
  // its exit handler takes its lock. A collector waits for them too (see
  // stop_for_atom_gc).
  std::size_t leaving_ = 0;                // under machines_lock_
  bool in_use(const Machine* m) const;     // machines_lock_ held
  void leave_blocking(Machine& m, std::unique_lock<std::mutex>* lk);

  std::unique_ptr<MutexTable> mutexes_;
  std::unique_ptr<QueueTable> queues_;
};

}  // namespace kea
