#include "engine/wam/machine.hpp"

#include <gc/gc.h>
#include <gc/gc_mark.h>
#include <sys/mman.h>

#include <algorithm>
#include <mutex>
#include <new>
#include <vector>

#include "engine/wam/db.hpp"
#include "engine/wam/emit.hpp"
#include "engine/errors.hpp"

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

void push_machine_roots() {
  for (Machine* m : machines()) {
    // Environments and choicepoints point at clause code; the registers
    // may too (get_b values are not pointers, but the rest are terms).
    if (m->stack_hwm_ > m->stack_base()) GC_push_all(m->stack_base(), m->stack_hwm_);
    GC_push_all(m->x(), m->x() + kMaxRegisters);
    GC_push_all(m, m + 1);
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
  // Headroom above the limit for the frames that report the overflow.
  stack_limit_ = stack_base_ + stack_bytes_ / sizeof(Cell) - 4096;
  stack_hwm_ = stack_base_;
  GC_call_with_alloc_lock(register_machine, this);
}

Machine::~Machine() {
  GC_call_with_alloc_lock(unregister_machine, this);
  munmap(stack_base_, stack_bytes_);
  delete[] x_;
}

void Machine::stack_overflow() {
  throw_resource_error(store_, atoms::stack_overflow);
}

// Two kinds of choicepoint hold an iteration over p's clauses: a call's
// (select / retry_clause) and that of a nondeterministic builtin walking
// the clauses (clause/2,3, retract/1: nondet / nondet_redo, whose pred is
// set only then). Either may still visit every clause alive at its gen.
std::uint64_t Machine::oldest_iteration(const Predicate* p) const {
  std::uint64_t oldest = kAlive;
  const Word* retry = rt_.wam().retry_clause;
  const Word redo = op_word(Op::nondet_redo);
  for (const ChoicePoint* b = b_; b; b = b->prev) {
    if (b->pred == p && (b->alt == retry || b->alt[0] == redo)) oldest = std::min(oldest, b->gen);
  }
  return oldest;
}

// ---------------------------------------------------------------------------
Query::Query(Machine& m, Cell goal) : m_(m) {
  Store& s = m.store();
  saved_e_ = m.e_;
  saved_b_ = m.b_;
  saved_b0_ = m.b0_;
  saved_cp_ = m.cp_;
  saved_hb_ = s.hb();
  if (m.b_) saved_x_.assign(m.x(), m.x() + kMaxRegisters);
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
  cp->active = 0;
  base_ = cp;
  m.b_ = cp;
  m.b0_ = cp;
  s.set_hb(cp->h);
  m.x()[0] = goal;
}

Query::~Query() { close(); }

bool Query::next() {
  if (done_) return false;
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
    close();
    throw;
  }
  if (!ok) close();
  return ok;
}

bool Query::has_alternatives() const { return !done_ && m_.b_ != base_; }

void Query::close() {
  if (done_) return;
  done_ = true;
  m_.e_ = saved_e_;
  m_.b_ = saved_b_;
  m_.b0_ = saved_b0_;
  m_.cp_ = saved_cp_;
  m_.store().set_hb(saved_hb_);
  if (!saved_x_.empty()) std::copy(saved_x_.begin(), saved_x_.end(), m_.x());
  if (!saved_b_) {
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
}

bool run_once(Machine& m, Cell goal) {
  Query q(m, goal);
  bool ok = q.next();
  q.close();
  return ok;
}

}  // namespace kea
