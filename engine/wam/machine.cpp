#include "engine/wam/machine.hpp"

#include <gc/gc.h>
#include <gc/gc_mark.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <new>
#include <vector>

#include "engine/wam/cleanup.hpp"
#include "engine/wam/db.hpp"
#include "engine/wam/emit.hpp"
#include "engine/errors.hpp"
#include "engine/terms/record.hpp"
#include "engine/threads.hpp"

namespace kea {
namespace {

// Every live Machine, for the collector's root callback. Changed only under
// the collector's allocation lock, which the collector holds while it
// marks, so the callback never sees the list half-changed.
std::vector<Machine*>& machines() {
  static std::vector<Machine*>* list = new std::vector<Machine*>;
  return *list;
}

GC_push_other_roots_proc g_previous_push = nullptr;

// Scanned at once (GC_push_all_eager) rather than pushed as ranges: the
// collector's mark stack has a fixed room for root ranges, which thousands
// of live machines (threads started in a loop) overflowed, and Boehm GC
// aborts on that overflow in the root phase.
void push_machine_roots() {
  for (Machine* m : machines()) {
    // Environments and choicepoints point at clause code; the registers
    // may too (get_b values are not pointers, but the rest are terms).
    if (m->stack_hwm_ > m->stack_base()) GC_push_all_eager(m->stack_base(), m->stack_hwm_);
    GC_push_all_eager(m->x(), m->x() + kMaxRegisters);
    GC_push_all_eager(m, m + 1);
  }
  if (g_previous_push) g_previous_push();
}

void* register_machine(void* p) {
  static bool hooked = false;
  if (!hooked) {
    g_previous_push = GC_get_push_other_roots();
    GC_set_push_other_roots(push_machine_roots);
    hooked = true;
  }
  machines().push_back(static_cast<Machine*>(p));
  return nullptr;
}

void* unregister_machine(void* p) {
  auto& list = machines();
  list.erase(std::remove(list.begin(), list.end(), static_cast<Machine*>(p)), list.end());
  return nullptr;
}

}  // namespace

Machine::Machine(Runtime& rt, std::size_t max_heap_bytes, std::size_t max_stack_bytes)
    : rt_(rt), store_(max_heap_bytes), in_(rt.streams().user_input()), out_(rt.streams().user_output()) {
  x_ = new Cell[kMaxRegisters]();
  stack_bytes_ = std::max<std::size_t>(max_stack_bytes, 1 << 20);
  void* p = mmap(nullptr, stack_bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) throw std::bad_alloc();
  stack_base_ = static_cast<Cell*>(p);
  stack_hwm_ = stack_base_;
  store_.set_overflow_error([](void* m) { return static_cast<Machine*>(m)->stack_overflow_error(); }, this);
  store_.set_gc_trigger([](void* m) { static_cast<Machine*>(m)->request_gc(); }, this);
  store_.set_wakeup_flag(&pending_);
  const char* stress = std::getenv("KEA_GC_STRESS");
  gc_.stress = stress && *stress && *stress != '0';
  if (const char* agc = std::getenv("KEA_AGC_STRESS")) agc_stress_ = std::strtol(agc, nullptr, 10);
  set_stack_limit(rt.flags().stack_limit.load(std::memory_order_relaxed));
  GC_call_with_alloc_lock(register_machine, this);
  rt_.threads().add_machine(this);
}

Machine::~Machine() {
  clear_interrupt_target(this);
  for (int fd : input_pipe_)
    if (fd >= 0) ::close(fd);
  rt_.threads().remove_machine(this);
  GC_call_with_alloc_lock(unregister_machine, this);
  for (Record* r : goals_) GC_FREE(r);
  for (auto& [global, local] : local_preds_) {
    local->~Predicate();
    GC_FREE(local);
  }
  munmap(stack_base_, stack_bytes_);
  delete[] x_;
}

void Machine::publish_usage() {
  std::size_t local = static_cast<std::size_t>(stack_top() - stack_base_) * sizeof(Cell);
  usage_.store(store_.heap_used_bytes() + local, std::memory_order_relaxed);
  if (agc_stress_ > 0 && ++agc_ticks_ % static_cast<unsigned long>(agc_stress_) == 0) ask_atom_gc();
}

void Machine::trim_stack() {
  Cell* top = stack_top();
  if (stack_hwm_ > top) {
    std::fill(top, stack_hwm_, Cell{0});
    stack_hwm_ = top;
  }
}

void Machine::reset() {
  store_.reset();
  e_ = nullptr;
  b_ = b0_ = nullptr;
  cp_ = nullptr;
  std::fill(x_, x_ + kMaxRegisters, Cell{0});  // no stale terms for the collector to keep
  Cell* keep = stack_base_ + 4096;
  if (stack_hwm_ > keep) {
    char* from = reinterpret_cast<char*>(keep);
    madvise(from, static_cast<std::size_t>(reinterpret_cast<char*>(stack_hwm_) - from), MADV_DONTNEED);
  }
  stack_hwm_ = stack_base_;
  in_ = rt_.streams().user_input();
  out_ = rt_.streams().user_output();
  bags_.clear();
  handles_.clear();
  gc_.region = nullptr;
  gc_.wanted = false;
  set_stack_limit(rt_.flags().stack_limit.load(std::memory_order_relaxed));
  globals_.clear();
  answer_tables_.reset();
  pins_.clear();
  thread_ = nullptr;
  {
    std::lock_guard<std::mutex> g(signal_lock_);
    for (Record* r : goals_) GC_FREE(r);
    goals_.clear();
  }
  abort_.store(false);
  floor_wanted_.store(false);
  pending_.store(false);
  for (auto& [global, local] : local_preds_) {
    local->~Predicate();
    GC_FREE(local);
  }
  local_preds_.clear();
  publish_floor(FloorMode::Idle);
}

void Machine::set_stack_limit(std::size_t bytes) {
  store_.set_limit_bytes(bytes);
  // Headroom above the limit for the frames that report the overflow.
  std::size_t local = std::clamp<std::size_t>(bytes, std::size_t{1} << 20, stack_bytes_);
  stack_limit_ = stack_base_ + local / sizeof(Cell) - 4096;
}

Cell Machine::stack_overflow_error() {
  auto kb = [&](std::size_t bytes) { return make_integer(store_, static_cast<std::int64_t>(bytes / 1024)); };
  std::size_t local = static_cast<std::size_t>(stack_hwm_ - stack_base_) * sizeof(Cell);
  Cell facts[] = {
      make_compound(store_, rt_.functor("stack_limit", 1), {kb(store_.limit_bytes())}),
      make_compound(store_, rt_.functor("localused", 1), {kb(local)}),
      make_compound(store_, rt_.functor("globalused", 1), {kb(store_.heap_used_bytes())}),
      make_compound(store_, rt_.functor("trailused", 1), {kb(store_.trail_size() * sizeof(Cell))}),
  };
  Cell ctx = make_compound(store_, rt_.functor("stack_overflow", 1),
                           {make_list(store_, facts, 4, make_atom(atoms::nil))});
  Cell formal = make_compound(store_, functors::resource_error1, {make_atom(rt_.intern("stack"))});
  return make_compound(store_, functors::error2, {formal, ctx});
}

void Machine::stack_overflow() {
  throw PrologError(stack_overflow_error());
}

// Two kinds of choicepoint hold an iteration over p's clauses: a call's
// (select / retry_clause) and that of a nondeterministic builtin walking
// the clauses (clause/2,3, retract/1: nondet / nondet_redo, whose pred is
// set only then). Either may still visit every clause alive at its gen; so
// may a C++ walk that pinned its generation (pins_).
std::uint64_t Machine::oldest_iteration(const Predicate* p) const {
  std::uint64_t oldest = kAlive;
  const Word* retry = rt_.wam().retry_clause;
  const Word redo = op_word(Op::nondet_redo);
  for (const ChoicePoint* b = b_; b; b = b->prev) {
    if (b->pred == p && (b->alt == retry || b->alt[0] == redo)) oldest = std::min(oldest, b->gen);
  }
  for (auto& [q, gen] : pins_) {
    if (q == p) oldest = std::min(oldest, gen);
  }
  return oldest;
}

void Machine::publish_floor(FloorMode mode) {
  std::vector<std::pair<const Predicate*, std::uint64_t>> its;
  if (mode != FloorMode::Idle) {
    auto note = [&](const Predicate* p, std::uint64_t gen) {
      for (auto& [q, g] : its) {
        if (q == p) {
          g = std::min(g, gen);
          return;
        }
      }
      its.push_back({p, gen});
    };
    for (const ChoicePoint* b = b_; b; b = b->prev) {
      if (b->pred) note(b->pred, b->gen);
    }
    for (auto& [q, gen] : pins_) note(q, gen);
  }
  std::lock_guard<std::mutex> g(floor_lock_);
  // Running: read under the lock, so that a collector that read the old
  // floor (under the same lock) stamped its deaths before this read.
  floor_gen_ = mode == FloorMode::Running ? rt_.db().generation() : kAlive;
  floor_iterations_.swap(its);
}

std::uint64_t Machine::published_floor(const Predicate* p) {
  std::lock_guard<std::mutex> g(floor_lock_);
  std::uint64_t floor = floor_gen_;
  for (auto& [q, gen] : floor_iterations_) {
    if (q == p) floor = std::min(floor, gen);
  }
  return floor;
}

void Machine::want_floor() {
  floor_wanted_.store(true);
  pending_.store(true);
}

// ---- signals ----------------------------------------------------------------
void Machine::wake() {
  std::lock_guard<std::mutex> g(signal_lock_);
  if (wake_fd_ >= 0) {
    const char byte = 1;
    (void)!::write(wake_fd_, &byte, 1);  // non-blocking: a full pipe wakes the reader anyway
  }
  if (wait_cv_) {
    // Under the waiter's mutex: it is either before its test of pending()
    // (and will see it) or inside cv.wait (and gets this notify).
    std::lock_guard<std::mutex> w(*wait_mutex_);
    wait_cv_->notify_all();
  }
}

void Machine::post_goal(Record* goal) {
  {
    std::lock_guard<std::mutex> g(signal_lock_);
    goals_.push_back(goal);
  }
  pending_.store(true);
  wake();
}

void Machine::wait_for_input(int fd) {
  if (input_pipe_[0] < 0 && ::pipe2(input_pipe_, O_CLOEXEC | O_NONBLOCK) != 0) return;  // the read just blocks
  for (;;) {
    // Registered before the test of the abort: an abort after the test
    // finds the pipe to write to.
    {
      std::lock_guard<std::mutex> g(signal_lock_);
      wake_fd_ = input_pipe_[1];
    }
    struct Unregister {
      Machine& m;
      ~Unregister() {
        std::lock_guard<std::mutex> g(m.signal_lock_);
        m.wake_fd_ = -1;
      }
    };
    pollfd p[2] = {{fd, POLLIN, 0}, {input_pipe_[0], POLLIN, 0}};
    int r = 0;
    bool signalled;
    {
      Unregister u{*this};
      signalled = pending_.load();
      if (!signalled) {
        rt_.threads().blocking(*this, false, [&] {
          do r = ::poll(p, 2, -1);
          while (r < 0 && errno == EINTR);
        });
      }
    }
    char drain[64];
    while (::read(input_pipe_[0], drain, sizeof drain) > 0) {
    }
    // As a wait for a queue does: an abort unwinds, a goal runs here.
    if (signalled) handle_signals();
    else if (r < 0 || p[0].revents != 0) return;  // input, its end or an error: the read reports it
  }
}

void Machine::abort() {
  abort_.store(true);
  pending_.store(true);
  wake();
}

void Machine::unwind_aborted() {
  abort_.store(false);
  {
    std::lock_guard<std::mutex> g(signal_lock_);
    for (Record* r : goals_) GC_FREE(r);
    goals_.clear();
  }
  throw PrologError(make_atom(atoms::dollar_aborted));
}

void Machine::inference_event(std::uint64_t n) {
  if (n >= next_publish_) {
    publish_usage();
    next_publish_ = (n | kPublishEvery) + 1;
  }
  if (limit_armed_ && n > inference_limit_) return stop_for_inference_limit();
  schedule_inference_event();
}

void Machine::schedule_inference_event() {
  if (depth_limit_.limit != INT32_MAX) next_event_ = 0;  // every call checks its depth (count_call)
  else next_event_ = limit_armed_ ? std::min(next_publish_, inference_limit_ + 1) : next_publish_;
}

bool Machine::call_event(std::uint64_t n) {
  inference_event(n);
  DepthLimit& l = depth_limit_;
  if (l.limit == INT32_MAX) return true;
  const std::int32_t rel = static_cast<std::int32_t>(++depth_ - l.base);
  if (rel > l.reached) l.reached = rel;
  return rel <= l.limit;
}

void Machine::set_inference_limit(std::uint64_t limit, std::uint64_t scope) {
  inference_limit_ = limit;
  limit_scope_ = scope;
  limit_armed_ = limit != kNoInferenceLimit && limit >= inferences();
  limit_hit_ = limit_suspended_ = stop_suspended_ = false;
  schedule_inference_event();
}

void Machine::suspend_inference_limit() {
  if (!limit_armed_ && !limit_hit_) return;  // none, or the stop is this exception
  limit_suspended_ = true;
  stop_suspended_ = limit_hit_;
  limit_armed_ = limit_hit_ = false;
  schedule_inference_event();
}

void Machine::inference_limit_caught(const ChoicePoint* catcher) {
  if (!limit_suspended_) return;
  limit_suspended_ = false;
  if (scope_of(catcher) < limit_scope_) return;  // caught around the goal: it is over
  const std::uint64_t now = inferences();
  if (stop_suspended_ || inference_limit_ < now) inference_limit_ = now;
  limit_armed_ = true;
  schedule_inference_event();
}

void Machine::handle_signals() {
  // Cleared first: a signal set after this point sets it again.
  pending_.store(false);
  // A collection wanted where none can run (a blocking wait) waits for
  // the trigger's next step.
  if (gc_.wanted) {
    gc_.wanted = false;
    arm_heap_gc(*this);
  }
  if (floor_wanted_.exchange(false)) publish_floor(FloorMode::Running);
  if (abort_.load()) unwind_aborted();
  if (limit_hit_) {
    limit_hit_ = false;
    throw PrologError(make_atom(atoms::inference_limit_exceeded));
  }
  for (;;) {
    Record* goal;
    {
      std::lock_guard<std::mutex> g(signal_lock_);
      if (goals_.empty()) return;
      goal = goals_.front();
      goals_.erase(goals_.begin());
    }
    Store::Mark mark = store_.mark();
    Cell g = goal->thaw(store_);
    GC_FREE(goal);
    run_once(*this, g);  // an exception leaves the later goals queued
    store_.undo(mark);
  }
}

Machine::Wait::Wait(Machine& m, std::condition_variable& cv, std::mutex& mu) : m_(m) {
  {
    std::lock_guard<std::mutex> g(m.signal_lock_);
    outer_cv_ = m.wait_cv_;
    outer_mutex_ = m.wait_mutex_;
    m.wait_cv_ = &cv;
    m.wait_mutex_ = &mu;
  }
  m.publish_floor(FloorMode::Waiting);
}

Machine::Wait::~Wait() {
  {
    std::lock_guard<std::mutex> g(m_.signal_lock_);
    m_.wait_cv_ = outer_cv_;
    m_.wait_mutex_ = outer_mutex_;
  }
  // Inside an outer Wait, this thread is back in a signal's goal, running.
  m_.publish_floor(FloorMode::Running);
}

bool Machine::Wait::wait(std::unique_lock<std::mutex>& lk, const Clock::time_point* deadline) {
  if (m_.pending_.load()) {
    lk.unlock();
    m_.publish_floor(FloorMode::Running);
    m_.handle_signals();
    m_.publish_floor(FloorMode::Waiting);
    lk.lock();
    return true;
  }
  std::condition_variable& cv = *m_.wait_cv_;
  // Blocked, for the atom collector: this thread touches nothing while it
  // sleeps, and leaves only when no collection runs.
  bool woken = true;
  m_.rt_.threads().blocking(
      m_, m_.roots_complete(),
      [&] {
        if (!deadline) cv.wait(lk);
        else woken = cv.wait_until(lk, *deadline) == std::cv_status::no_timeout || Clock::now() < *deadline;
      },
      &lk);
  return woken;
}

Predicate* Machine::local_predicate(Predicate* p) {
  auto it = local_preds_.find(p);
  if (it != local_preds_.end()) return it->second;
  // Uncollectable, as the shared predicates are: its clauses hang off it.
  void* mem = GC_MALLOC_UNCOLLECTABLE(sizeof(Predicate));
  if (!mem) throw std::bad_alloc();
  auto* local = new (mem) Predicate;
  local->functor = p->functor;
  local->module = p->module;
  local->entry[0] = p->entry[0];
  local->entry[1] = p->entry[1];
  local->set(static_cast<PredFlag>(kPredDynamic | kPredDefined));
  local_preds_.emplace(p, local);
  return local;
}

// ---------------------------------------------------------------------------
Query::Query(Machine& m, Cell goal, Collect collect) : m_(m) {
  Store& s = m.store();
  saved_e_ = m.e_;
  saved_b_ = m.b_;
  saved_b0_ = m.b0_;
  saved_cp_ = m.cp_;
  saved_hb_ = s.hb();
  saved_depth_ = m.depth_;
  if (m.b_) saved_x_.assign(m.x(), m.x() + kMaxRegisters);
  saved_gc_region_ = m.heap_gc().region;
  Cell* top = m.stack_top();
  Cell* end = top + words_of_choicepoint(0);
  m.claim_stack(end);
  auto* cp = reinterpret_cast<ChoicePoint*>(top);
  cp->prev = m.b_;
  cp->alt = m.runtime().wam().query_fail;
  cp->e = m.e_;
  cp->cp = m.cp_;
  cp->b0 = m.b0_;
  cp->h = s.heap_top();
  cp->tr = s.trail_size();
  cp->top = end;
  cp->clause = nullptr;
  cp->arr = nullptr;
  cp->pos = 0;
  cp->gen = 0;
  cp->pred = nullptr;
  cp->nargs = 0;
  cp->depth = m.depth_;
  cp->active = 0;
  base_ = cp;
  m.b_ = cp;
  m.b0_ = cp;
  s.set_hb(cp->h);
  m.x()[0] = goal;
  // Collection is on for an outermost collectable query, above the heap
  // top at its start; off in any query nested in it.
  if (collect == Collect::yes && !saved_b_) {
    m.heap_gc().region = s.heap_top();
    arm_heap_gc(m);
  } else {
    m.heap_gc().region = nullptr;
  }
  if (!saved_b_) m.publish_floor(Machine::FloorMode::Running);
}

Query::~Query() { finish(false); }

bool Query::next() {
  if (done_) return false;
  // Reads from descriptors wait on this machine meanwhile (InputWaiter).
  struct Waiter {
    InputWaiter* outer;
    explicit Waiter(Machine& m) : outer(std::exchange(this_thread_input_waiter(), &m)) {}
    ~Waiter() { this_thread_input_waiter() = outer; }
  } waiter(m_);
  bool ok;
  try {
    if (!started_) {
      started_ = true;
      ok = m_.run(m_.runtime().wam().query_call);
    } else if (m_.b_ == base_) {
      ok = false;
    } else {
      ok = m_.run(nullptr);
    }
  } catch (...) {
    finish(false);
    throw;
  }
  if (!ok) close();
  return ok;
}

bool Query::has_alternatives() const { return !done_ && m_.b_ != base_; }

void Query::close() { finish(true); }

void Query::finish(bool propagate) {
  if (done_) return;
  done_ = true;
  // Alternatives dropped here end the goals of setup_call_cleanup/3 they
  // belong to, as a cut would. An error of a cleanup leaves close() once
  // the machine is restored.
  std::exception_ptr error;
  try {
    run_cleanups_above(m_, base_, propagate);
  } catch (const PrologError&) {
    error = std::current_exception();
  }
  m_.e_ = saved_e_;
  m_.b_ = saved_b_;
  m_.b0_ = saved_b0_;
  m_.cp_ = saved_cp_;
  m_.depth_ = saved_depth_;
  m_.store().set_hb(saved_hb_);
  m_.heap_gc().region = saved_gc_region_;
  if (!saved_x_.empty()) std::copy(saved_x_.begin(), saved_x_.end(), m_.x());
  if (!saved_b_) {
    m_.publish_floor(Machine::FloorMode::Idle);
    // An abort passes call_with_inference_limit's catch/3, which would
    // have given the limit back: none is left for the next query.
    m_.set_inference_limit(Machine::kNoInferenceLimit, 0);
    m_.set_depth_limit(Machine::DepthLimit{});  // the same for call_with_depth_limit
    // The outermost query is over: give back the stack pages it touched.
    Cell* keep = m_.stack_base() + 4096;
    if (m_.stack_hwm_ > keep) {
      char* from = reinterpret_cast<char*>(keep);
      char* aligned = reinterpret_cast<char*>((reinterpret_cast<std::uintptr_t>(from) + 4095) & ~std::uintptr_t{4095});
      char* to = reinterpret_cast<char*>(m_.stack_hwm_);
      if (to > aligned) madvise(aligned, static_cast<std::size_t>(to - aligned), MADV_DONTNEED);
      m_.stack_hwm_ = keep;
    }
  }
  if (error) std::rethrow_exception(error);
}

bool run_once(Machine& m, Cell goal, Query::Collect collect) {
  Query q(m, goal, collect);
  bool ok = q.next();
  q.close();
  return ok;
}

}  // namespace kea
