#include "engine/threads.hpp"

// GC_THREADS (set by the build) makes <gc/gc.h> route pthread_create
// through GC_pthread_create: every Prolog thread is known to the collector
// before it runs, and forgotten when it exits.
#include <gc/gc.h>
#include <sched.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csetjmp>
#include <cstring>
#include <exception>
#include <functional>
#include <type_traits>

#include "engine/builtins/registry.hpp"
#include "engine/message_queue.hpp"
#include "engine/messages.hpp"
#include "engine/mutexes.hpp"
#include "engine/syntax/writer.hpp"
#include "engine/terms/record.hpp"
#include "engine/wam/machine.hpp"

namespace kea {
namespace {

// Idle machines kept for new threads: enough for the threads a program
// starts and ends around the same time.
constexpr std::size_t kPoolMax = 16;
// How long halt waits for threads to finish their at_exit goals.
constexpr auto kStopTimeout = std::chrono::seconds(2);

struct Start {
  ThreadSet* set;
  ThreadRef thread;
};

pid_t current_tid() { return static_cast<pid_t>(::syscall(SYS_gettid)); }

// A Prolog thread's last act. Boehm GC forgets a thread in a cleanup
// handler that runs when the start routine returns; C++ thread-locals are
// destroyed after that (glibc's start_thread), so this destructor runs once
// the collector no longer counts the thread, and it touches no GC memory.
struct Leaving {
  ThreadSet* set = nullptr;
  ~Leaving() {
    if (set) set->thread_gone();
  }
};
thread_local Leaving t_leaving;

// Runs f as a "blocking" region of Boehm GC: its collections neither signal
// this thread nor wait for it, and scan its stack from here up, as it was on
// entry (GC_do_blocking pushes the callee-saved registers first). So f must
// neither allocate GC memory nor hold the only pointer to any. The waits of
// the atom collector's stop run so: the world it stops is then stopped for
// the full Boehm collection it makes, without a signal. (Under
// ThreadSanitizer, signals to threads in those waits went astray now and
// then: Boehm GC resends what is not acknowledged in time, and a thread
// could end up with every signal blocked, which Boehm ends with "Signals
// delivery fails constantly".) Exceptions cross GC_do_blocking's C frames
// only as an exception_ptr.
template <class F>
void gc_blocked(F&& f) {
  if (!GC_thread_is_registered()) {
    f();
    return;
  }
  struct Call {
    std::remove_reference_t<F>* f;
    std::exception_ptr error;
  } call{&f, nullptr};
  GC_do_blocking(
      [](void* p) -> void* {
        auto* c = static_cast<Call*>(p);
        try {
          (*c->f)();
        } catch (...) {
          c->error = std::current_exception();
        }
        return nullptr;
      },
      &call);
  if (call.error) std::rethrow_exception(call.error);
}

}  // namespace

int usable_cpu_count() {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) return std::max(1, CPU_COUNT(&set));
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? static_cast<int>(n) : 1;
}

const void* this_thread_stack_base() {
  thread_local const void* base = [] {
    GC_stack_base sb;
    return GC_get_stack_base(&sb) == GC_SUCCESS ? static_cast<const void*>(sb.mem_base) : nullptr;
  }();
  return base;
}

__attribute__((noinline)) const void* stack_below_caller() { return __builtin_frame_address(0); }

PrologThread::~PrologThread() {
  if (goal) GC_FREE(goal);
  if (result) GC_FREE(result);
  for (Record* r : at_exit) GC_FREE(r);
}

ThreadSet::ThreadSet(Runtime& rt)
    : rt_(rt), mutexes_(std::make_unique<MutexTable>()), queues_(std::make_unique<QueueTable>()) {
  main_ = std::make_shared<PrologThread>();
  main_->seq = 1;
  main_->id = 1;
  main_->alias = atoms::main;
  main_->os = pthread_self();
  main_->tid = current_tid();
  main_->queue = std::make_shared<MessageQueue>(0, nullptr, 0);
  slots_.resize(2);
  slots_[1] = main_;
  aliases_[atoms::main] = main_;
}

ThreadSet::~ThreadSet() = default;

bool ThreadSet::shutdown() {
  bool stopped = stop_all();
  if (!stopped) return false;
  std::vector<Machine*> pool;
  {
    std::lock_guard<std::mutex> g(machines_lock_);
    pool.swap(pool_);
  }
  for (Machine* m : pool) delete m;
  return true;
}

// ---- machines ---------------------------------------------------------------

void ThreadSet::add_machine(Machine* m) {
  // Not while the world is stopped: the collector did not ask it to stop.
  std::unique_lock<std::mutex> g(machines_lock_);
  agc_cv_.wait(g, [&] { return !agc_stopping_.load(std::memory_order_relaxed); });
  machines_.push_back(m);
}

void ThreadSet::remove_machine(Machine* m) {
  std::lock_guard<std::mutex> g(machines_lock_);
  machines_.erase(std::remove(machines_.begin(), machines_.end(), m), machines_.end());
  agc_cv_.notify_all();
}

bool ThreadSet::in_use(const Machine* m) const {
  return std::find(pool_.begin(), pool_.end(), m) == pool_.end();
}

// ---- stopping the world for the atom collector ------------------------------
//
// Why this is enough for the sweep: every machine in use other than the
// collector's is Parked or Blocked, and neither kind touches an atom again
// before agc_stopping_ is false (parking waits for it; leaving a blocking
// wait waits for it, before it returns to its caller); a machine cannot
// join the set once it is stopped (add_machine waits; a pooled one is
// taken only by thread_create, whose caller is stopped by then, and one
// taken before is asked to stop like the others); and no thread that gave
// its machine back is still running (leaving_ is 0), so none can be
// caught inside Boehm GC's allocator when the collector starts a full
// collection. Everything a stopped thread wrote is visible to the
// collector through machines_lock_.

namespace {
// How long a collector waits for the other machines to stop: a machine in
// a long builtin (a sort, a read from a pipe) makes it give up, and the
// trigger backs off (arm_atom_gc).
constexpr auto kAgcStopWait = std::chrono::milliseconds(50);
}  // namespace

ThreadSet::StopResult ThreadSet::stop_for_atom_gc(Machine& self, std::vector<Stopped>& stopped) {
  std::unique_lock<std::mutex> g(machines_lock_);
  if (agc_stopping_.load(std::memory_order_relaxed)) return StopResult::Busy;
  stopped.clear();
  stopped.reserve(machines_.size());  // nothing below throws once stopping
  agc_stopping_.store(true, std::memory_order_relaxed);
  for (Machine* m : machines_) {
    if (m != &self && in_use(m)) m->request_atom_gc();
  }
  const auto deadline = std::chrono::steady_clock::now() + kAgcStopWait;
  for (;;) {
    bool all = true, hopeless = false;
    for (Machine* m : machines_) {
      if (m == &self || !in_use(m)) continue;
      if (m->agc_stop_.kind == Machine::AgcStop::Active) all = false;
      else if (!m->agc_stop_.roots_complete) hopeless = true;
    }
    if (hopeless) break;
    // A thread on its way out runs outside any machine: its frees and
    // Boehm GC's exit handler would wait for the allocation lock that the
    // collection below holds, and a thread waiting there may not take the
    // collector's stop signal (ThreadSanitizer delays it until the wait
    // ends: a deadlock that Boehm GC ends with an abort).
    if (leaving_ != 0) all = false;
    if (all) {
      for (Machine* m : machines_) {
        if (m != &self && in_use(m)) stopped.push_back({m, m->agc_stop_.from, m->agc_stop_.to});
      }
      return StopResult::Stopped;
    }
    if (agc_cv_.wait_until(g, deadline) == std::cv_status::timeout) break;
  }
  // Given up: the requests it made go too, or each machine would try in turn.
  for (Machine* m : machines_) m->atom_gc_wanted_.store(false, std::memory_order_relaxed);
  agc_stopping_.store(false, std::memory_order_relaxed);
  agc_cv_.notify_all();
  return StopResult::GaveUp;
}

void ThreadSet::resume_after_atom_gc() {
  std::lock_guard<std::mutex> g(machines_lock_);
  // This collection answered every request made before it.
  for (Machine* m : machines_) m->atom_gc_wanted_.store(false, std::memory_order_relaxed);
  agc_stopping_.store(false, std::memory_order_relaxed);
  agc_cv_.notify_all();
}

// Both publish the thread's stack from below their own frame up to the
// base, after __builtin_unwind_init() has spilled every callee-saved
// register into this frame: whatever the callers keep in registers is then
// on the range the collector scans. (setjmp saves them once more, for a
// compiler that would keep one out of the frame.)
__attribute__((noinline)) void ThreadSet::park_for_atom_gc(Machine& m) {
  __builtin_unwind_init();
  std::jmp_buf regs;
  setjmp(regs);
  const void* base = this_thread_stack_base();
  const void* from = stack_below_caller();
  gc_blocked([&] {
    std::unique_lock<std::mutex> g(machines_lock_);
    if (!agc_stopping_.load(std::memory_order_relaxed) || !base) return;
    m.agc_stop_ = {Machine::AgcStop::Parked, true, from, base};
    agc_cv_.notify_all();
    agc_cv_.wait(g, [&] { return !agc_stopping_.load(std::memory_order_relaxed); });
    m.agc_stop_.kind = Machine::AgcStop::Active;
  });
}

__attribute__((noinline)) void ThreadSet::blocking(Machine& m, bool roots_complete, const std::function<void()>& wait,
                                                   std::unique_lock<std::mutex>* lk) {
  __builtin_unwind_init();
  std::jmp_buf regs;
  setjmp(regs);
  const void* base = this_thread_stack_base();
  const void* from = stack_below_caller();
  gc_blocked([&] {
    {
      std::lock_guard<std::mutex> g(machines_lock_);
      // Without a known stack it stays Active: a collector then gives up.
      if (base) m.agc_stop_ = {Machine::AgcStop::Blocked, roots_complete, from, base};
      if (agc_stopping_.load(std::memory_order_relaxed)) agc_cv_.notify_all();
    }
    try {
      wait();
    } catch (...) {
      leave_blocking(m, lk);
      throw;
    }
    leave_blocking(m, lk);
  });
}

void ThreadSet::leave_blocking(Machine& m, std::unique_lock<std::mutex>* lk) {
  // Active again only when no collection runs.
  for (;;) {
    std::unique_lock<std::mutex> g(machines_lock_);
    if (!agc_stopping_.load(std::memory_order_relaxed)) {
      m.agc_stop_.kind = Machine::AgcStop::Active;
      return;
    }
    // *lk's mutex is let go (before machines_lock_, its order everywhere)
    // while the collection runs, and taken again after, outside
    // machines_lock_. Through the mutex, not *lk: *lk lies in the stack
    // range this thread published, which the collector is reading, so it
    // is not written (it owns its mutex again before this returns).
    if (lk) lk->mutex()->unlock();
    agc_cv_.wait(g, [&] { return !agc_stopping_.load(std::memory_order_relaxed); });
    if (!lk) continue;
    g.unlock();
    lk->mutex()->lock();
  }
}

std::uint64_t ThreadSet::clause_floor(Machine& self, const Predicate* p) {
  std::uint64_t floor = rt_.db().generation();
  floor = std::min(floor, self.oldest_iteration(p));
  std::lock_guard<std::mutex> g(machines_lock_);
  for (Machine* m : machines_) {
    if (m != &self) floor = std::min(floor, m->published_floor(p));
  }
  return floor;
}

void ThreadSet::want_floors(Machine& self, const Predicate* p) {
  std::lock_guard<std::mutex> g(machines_lock_);
  for (Machine* m : machines_) {
    if (m != &self && m->published_floor(p) != kAlive) m->want_floor();
  }
}

void ThreadSet::want_atom_gc() {
  std::lock_guard<std::mutex> g(machines_lock_);
  for (Machine* m : machines_) {
    if (std::find(pool_.begin(), pool_.end(), m) == pool_.end()) m->request_atom_gc();
  }
}

void ThreadSet::for_each_name(const std::function<void(Atom)>& f) {
  {
    std::lock_guard<std::mutex> g(lock_);
    for (const auto& [alias, t] : aliases_) f(alias);
    for (const ThreadRef& t : slots_) {
      if (t && t->alias) f(t->alias);
    }
    if (main_ && main_->alias) f(main_->alias);
  }
  mutexes_->for_each_alias(f);
  for (const auto& q : queues_->all()) {
    if (q->alias()) f(q->alias());
  }
}

Machine* ThreadSet::acquire_machine(std::size_t stack_limit) {
  if (stack_limit == 0) {
    {
      std::lock_guard<std::mutex> g(machines_lock_);
      if (!pool_.empty()) {
        Machine* m = pool_.back();
        pool_.pop_back();
        // In use from now on: a collector waiting for the others to stop
        // must hear of it (its thread parks at its first call).
        if (agc_stopping_.load(std::memory_order_relaxed)) m->request_atom_gc();
        return m;
      }
    }
    // Room for the stack_limit flag when it was raised past the defaults
    // (kea --stack-limit=16g): the reserved address space bounds it.
    const std::size_t flag = rt_.flags().stack_limit.load(std::memory_order_relaxed);
    return new Machine(rt_, std::max(Store::kDefaultHeapBytes, flag),
                       std::max(Machine::kDefaultStackBytes, flag));  // registers itself (add_machine)
  }
  return new Machine(rt_, stack_limit, stack_limit);
}

void ThreadSet::release_machine(Machine* m, std::size_t stack_limit) {
  m->reset();
  if (stack_limit == 0) {
    std::lock_guard<std::mutex> g(machines_lock_);
    if (pool_.size() < kPoolMax) {
      m->agc_stop_ = {};
      pool_.push_back(m);
      agc_cv_.notify_all();  // a collector waiting for it need not
      return;
    }
  }
  delete m;
}

// ---- the main thread ----------------------------------------------------------

void ThreadSet::set_main_machine(Machine* m) {
  std::lock_guard<std::mutex> g(lock_);
  main_->machine = m;
  if (m) m->set_thread(main_.get());
}

// ---- threads ------------------------------------------------------------------

unsigned ThreadSet::free_id() {
  for (unsigned i = 1; i < slots_.size(); ++i) {
    if (!slots_[i]) return i;
  }
  slots_.emplace_back();
  return static_cast<unsigned>(slots_.size() - 1);
}

ThreadRef ThreadSet::create(Machine& creator, Cell goal, ThreadOptions opts) {
  Store& s = creator.store();
  auto t = std::make_shared<PrologThread>();
  t->goal = Record::make(s, goal, true, true);
  t->at_exit = std::move(opts.at_exit);
  t->alias = opts.alias;
  t->detached = opts.detached;
  t->stack_limit = opts.stack_limit;
  t->queue = std::make_shared<MessageQueue>(0, nullptr, opts.queue_max);
  Machine* m = acquire_machine(t->stack_limit);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  if (opts.c_stack) pthread_attr_setstacksize(&attr, std::max<std::size_t>(opts.c_stack, PTHREAD_STACK_MIN));
  std::unique_lock<std::mutex> lk(lock_);
  if (t->alias && aliases_.count(t->alias)) {
    lk.unlock();
    pthread_attr_destroy(&attr);
    release_machine(m, t->stack_limit);
    throw_permission_error(s, atoms::create, atoms::thread, make_atom(t->alias),
                           ErrorContext{nullptr, "Alias name already taken"});
  }
  if (stopping_) {
    lk.unlock();
    pthread_attr_destroy(&attr);
    release_machine(m, t->stack_limit);
    throw_resource_error(s, atoms::threads);
  }
  t->id = free_id();
  t->seq = next_seq_++;
  slots_[t->id] = t;
  if (t->alias) aliases_[t->alias] = t;
  ++running_;
  // The machine is the thread's from now on, so thread_signal/2 reaches it
  // even before it runs.
  t->machine = m;
  m->set_thread(t.get());
  auto* start = new Start{this, t};
  int rc = pthread_create(&t->os, &attr, &ThreadSet::thread_main, start);
  pthread_attr_destroy(&attr);
  if (rc != 0) {
    delete start;
    --running_;
    t->machine = nullptr;
    release(t);
    lk.unlock();
    release_machine(m, t->stack_limit);
    throw_resource_error(s, atoms::threads);
  }
  return t;
}

void* ThreadSet::thread_main(void* arg) {
  auto* start = static_cast<Start*>(arg);
  ThreadSet* set = start->set;
  ThreadRef t = std::move(start->thread);
  delete start;
  set->run(t);
  return nullptr;
}

void ThreadSet::run(const ThreadRef& t) {
  Machine* m;
  {
    std::lock_guard<std::mutex> g(lock_);
    t->tid = current_tid();
    m = t->machine;
    if (stopping_) m->abort();
  }
  Store& s = m->store();
  ThreadState state = ThreadState::False;
  Record* result = nullptr;
  try {
    Store::Mark mark = s.mark();
    Cell goal = t->goal->thaw(s);
    m->publish_usage();
    state = run_once(*m, goal, Query::Collect::yes) ? ThreadState::True : ThreadState::False;
    s.undo(mark);
  } catch (const PrologError& e) {
    state = ThreadState::Exception;
    result = Record::make(s, e.term(), true);
  } catch (const ThreadExit& x) {
    state = ThreadState::Exited;
    result = x.term;
  } catch (const HaltRequest& h) {
    // halt/0,1 halts the process: the main thread does it, at its next
    // call or wait; this thread ends as if aborted.
    std::lock_guard<std::mutex> g(lock_);
    if (main_->machine) {
      Cell call = make_compound(s, rt_.functor("halt", 1), {make_small_int(h.status)});
      main_->machine->post_goal(Record::make(s, call, true));
    }
    state = ThreadState::Exception;
    result = Record::make(s, make_atom(atoms::dollar_aborted), true);
  } catch (const std::bad_alloc&) {
    state = ThreadState::Exception;
    result = Record::make(s, resource_error_term(s, atoms::memory), true);
  }
  bool report;
  {
    std::lock_guard<std::mutex> g(lock_);
    t->state = state;
    t->result = result;
    // A detached thread's end is reported, unless halt stopped it.
    report = t->detached && state != ThreadState::True && !stopping_;
    // An abort meant for the goal (halt, thread_signal) must not cut the
    // at_exit goals short.
    m->abort_flag().store(false);
  }
  for (Record* r : t->at_exit) {
    Store::Mark mark = s.mark();
    try {
      run_once(*m, r->thaw(s));
    } catch (const PrologError& e) {
      std::string msg = error_message(rt_, e.term(), false);
      rt_.streams().user_error()->put_text("Warning: [Thread " + std::to_string(t->id) + "] at_exit goal raised: " + msg + "\n");
      rt_.streams().user_error()->flush();
    } catch (...) {
    }
    s.undo(mark);
  }
  if (report) print_death(*t, *m);
  {
    std::lock_guard<std::mutex> g(lock_);
    t->machine = nullptr;
  }
  {
    std::lock_guard<std::mutex> g(machines_lock_);
    ++leaving_;
  }
  t_leaving.set = this;
  release_machine(m, t->stack_limit);
  {
    std::lock_guard<std::mutex> g(t->mu);
    t->finished = true;
  }
  t->done.notify_all();
  std::lock_guard<std::mutex> g(lock_);
  if (t->detached) release(t);
}

void ThreadSet::thread_gone() {
  {
    std::lock_guard<std::mutex> g(machines_lock_);
    --leaving_;
    agc_cv_.notify_all();
  }
  // Counted until now, so that stop_all's wait (and so the Runtime's
  // destruction) comes after this.
  std::lock_guard<std::mutex> g(lock_);
  --running_;
  changed_.notify_all();
}

// As SWI-Prolog prints the end of a detached thread that did not succeed.
void ThreadSet::print_death(const PrologThread& t, Machine& m) {
  Store& s = m.store();
  Store::Mark mark = s.mark();
  std::string goal = term_to_string(rt_, t.goal->thaw(s), writeq_options());
  std::string text = "Warning: [Thread " + std::to_string(t.id) + "] Thread running \"" + goal + "\" died ";
  switch (t.state) {
    case ThreadState::False:
      text += "due to failure";
      break;
    case ThreadState::Exception:
      text += "on exception: " + error_message(rt_, t.result->thaw(s), false);
      break;
    case ThreadState::Exited:
      text += "on exit: " + term_to_string(rt_, t.result->thaw(s), writeq_options());
      break;
    default:
      break;
  }
  s.undo(mark);
  const StreamRef& err = rt_.streams().user_error();
  std::lock_guard<std::mutex> g(err->mutex);
  err->put_text(text + "\n");
  err->flush();
}

void ThreadSet::release(const ThreadRef& t) {
  if (t->id < slots_.size() && slots_[t->id] == t) slots_[t->id] = nullptr;
  if (t->alias) {
    auto it = aliases_.find(t->alias);
    if (it != aliases_.end() && it->second == t) aliases_.erase(it);
  }
}

ThreadRef ThreadSet::find(Machine& m, Cell term) {
  Store& s = m.store();
  Cell t = deref(term);
  if (is_var(t)) throw_instantiation_error(s);
  std::lock_guard<std::mutex> g(lock_);
  ThreadRef found;
  if (is_atom(t)) {
    auto it = aliases_.find(atom_of(t));
    if (it != aliases_.end()) found = it->second;
  } else if (is_small_int(t)) {
    std::int64_t id = small_int_of(t);
    if (id > 0 && static_cast<std::uint64_t>(id) < slots_.size()) found = slots_[static_cast<std::size_t>(id)];
  } else if (is_str(t) && functor_of(t) == functors::thread2 && is_small_int(deref(arg(t, 0))) &&
             is_small_int(deref(arg(t, 1)))) {
    std::int64_t id = small_int_of(deref(arg(t, 0)));
    std::int64_t seq = small_int_of(deref(arg(t, 1)));
    if (id > 0 && static_cast<std::uint64_t>(id) < slots_.size()) {
      ThreadRef c = slots_[static_cast<std::size_t>(id)];
      if (c && c->seq == static_cast<std::uint64_t>(seq)) found = c;
    }
  } else {
    throw_type_error(s, atoms::thread, t);
  }
  if (!found) throw_existence_error(s, atoms::thread, t);
  return found;
}

ThreadRef ThreadSet::self(Machine& m) {
  PrologThread* t = m.thread();
  return t ? t->shared_from_this() : main_;
}

bool ThreadSet::alias_taken(Atom a) {
  std::lock_guard<std::mutex> g(lock_);
  return aliases_.count(a) != 0;
}

Cell ThreadSet::handle(Store& s, const PrologThread& t) {
  // The alias while it names t: a thread that is gone (joined, or detached
  // and ended) has only its handle left, as in SWI-Prolog.
  if (t.alias) {
    std::lock_guard<std::mutex> g(lock_);
    auto it = aliases_.find(t.alias);
    if (it != aliases_.end() && it->second.get() == &t) return make_atom(t.alias);
  }
  return make_compound(s, functors::thread2, {make_small_int(t.id), make_integer(s, static_cast<std::int64_t>(t.seq))});
}

void ThreadSet::join(Machine& m, const ThreadRef& t, Cell culprit) {
  Store& s = m.store();
  {
    std::lock_guard<std::mutex> g(lock_);
    if (t == main_ || t.get() == m.thread() || (!m.thread() && t == main_)) {
      throw_permission_error(s, atoms::join, atoms::thread, culprit, ErrorContext{nullptr, "Cannot join self"});
    }
    if (t->detached) throw_permission_error(s, atoms::join, atoms::thread, culprit);
    if (t->joining) throw_existence_error(s, atoms::thread, culprit);
    t->joining = true;
  }
  try {
    Machine::Wait w(m, t->done, t->mu);
    std::unique_lock<std::mutex> lk(t->mu);
    while (!t->finished) w.wait(lk);
  } catch (...) {
    std::lock_guard<std::mutex> g(lock_);
    t->joining = false;
    throw;
  }
  std::lock_guard<std::mutex> g(lock_);
  release(t);
}

void ThreadSet::detach(const ThreadRef& t) {
  bool finished;
  {
    std::lock_guard<std::mutex> g(t->mu);
    finished = t->finished;
  }
  std::lock_guard<std::mutex> g(lock_);
  t->detached = true;
  if (finished) release(t);
}

std::vector<ThreadRef> ThreadSet::all() {
  std::lock_guard<std::mutex> g(lock_);
  std::vector<ThreadRef> out;
  for (const ThreadRef& t : slots_) {
    if (t) out.push_back(t);
  }
  return out;
}

ThreadSet::Info ThreadSet::info(const PrologThread& t) {
  std::lock_guard<std::mutex> g(lock_);
  Info i{t.id, t.alias, t.state, t.detached, t.tid, 0};
  if (t.machine && t.state == ThreadState::Running) {
    i.stack_bytes = t.machine->published_usage();
  }
  return i;
}

void ThreadSet::signal(Machine& m, const ThreadRef& t, Record* goal, Cell culprit) {
  std::unique_lock<std::mutex> g(lock_);
  Machine* target = t->machine;
  if (!target || t->state != ThreadState::Running) {
    g.unlock();
    GC_FREE(goal);
    throw_existence_error(m.store(), atoms::thread, culprit);
  }
  // Under the lock: the machine stays with t until t clears `machine`.
  target->post_goal(goal);
  if (target == &m) {
    // To itself: at once, as SWI-Prolog does (the caller is a builtin, at
    // a point where a nested query may run).
    g.unlock();
    m.handle_signals();
  }
}

double ThreadSet::cpu_seconds(const PrologThread& t) {
  std::lock_guard<std::mutex> g(lock_);
  if (!t.machine) return 0.0;
  clockid_t clock;
  if (pthread_getcpuclockid(t.os, &clock) != 0) return 0.0;
  timespec ts{};
  if (clock_gettime(clock, &ts) != 0) return 0.0;
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) / 1e9;
}

std::uint64_t ThreadSet::inferences(const PrologThread& t) {
  std::lock_guard<std::mutex> g(lock_);
  return t.machine ? t.machine->inferences() : 0;
}

bool ThreadSet::stop_all() {
  std::unique_lock<std::mutex> lk(lock_);
  stopping_ = true;
  for (const ThreadRef& t : slots_) {
    if (t && t != main_ && t->machine && t->state == ThreadState::Running) t->machine->abort();
  }
  // The main thread's own machine is not in the count: running_ counts
  // threads from create() to the end of run().
  return changed_.wait_for(lk, kStopTimeout, [&] { return running_ == 0; });
}

}  // namespace kea
