// A thread's term storage: the heap (WAM global stack) where compound terms,
// boxes and variables live, and the trail that records bindings so they can
// be undone. One Store per Prolog thread; it is never shared.
//
// The heap is one reserved range of virtual memory (mmap, pages committed by
// the kernel on first touch), so growing never moves a cell (only the heap
// collector, engine/wam/gc.hpp, moves cells); allocation is a bump of `top_`. Exhausting the configured limit throws a
// PrologError resource_error(memory) -- never a crash.
//
// The heap holds pointers to atom and functor entries; those are kept alive by
// the Runtime's tables, so the heap need not be a Boehm GC root.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include <gmp.h>

#include "engine/terms/term.hpp"

namespace kea {

class Store {
 public:
  static constexpr std::size_t kDefaultHeapBytes = std::size_t{1} << 30;  // 1 GiB of address space

  explicit Store(std::size_t max_heap_bytes = kDefaultHeapBytes);
  ~Store();
  Store(const Store&) = delete;
  Store& operator=(const Store&) = delete;

  // Allocate `words` consecutive heap cells (uninitialised).
  Cell* alloc(std::size_t words) {
    if (static_cast<std::size_t>(limit_ - top_) < words) slow_alloc(words);
    Cell* p = top_;
    top_ += words;
    return p;
  }
  Cell* heap_base() const { return base_; }
  Cell* heap_top() const { return top_; }
  std::size_t heap_used_bytes() const { return static_cast<std::size_t>(top_ - base_) * sizeof(Cell); }
  bool on_heap(const Cell* p) const { return p >= base_ && p < top_; }

  // A fresh unbound variable on the heap.
  Cell new_var() {
    Cell* p = alloc(1);
    *p = make_ref(p);
    return *p;
  }

  // Bind the unbound variable `var` (a dereferenced REF) to `value`. The
  // binding is trailed when the variable is older than the heap boundary
  // `hb` (the heap top of the newest choicepoint, set by the emulator): a
  // younger variable disappears anyway when that choicepoint is resumed.
  // Outside the emulator hb is "everything", so every binding is trailed.
  //
  // Binding an attributed variable (term.hpp) also queues it for the
  // wakeup of its hooks. Undoing the binding takes it off the queue again
  // (undo_bindings); a younger one is dropped from the queue with the heap
  // above it (set_heap_top).
  void bind(Cell var, Cell value) {
    Cell* p = cell_ptr(var);
    if (attvars_ != 0 && is_attvar_slot(p)) [[unlikely]] {
      bind_attvar(p, value);
      return;
    }
    if (p < hb_) trail_.push_back(reinterpret_cast<std::uintptr_t>(p));
    *p = value;
  }

  // ---- Attributed variables. An attributed variable is the middle cell of
  // a three-cell heap object (term.hpp); `p` may be any cell address.
  bool is_attvar_slot(const Cell* p) const { return p > base_ && p < top_ && p[-1] == attvar_marker_cell(); }
  // Is the unbound variable `var` attributed, with at least one attribute
  // (attvar/1)?
  bool has_attributes(Cell var) const;
  // A new unbound attributed variable with the attributes `atts`.
  Cell new_attvar(Cell atts);
  std::size_t attvar_count() const { return attvars_; }
  void note_attvars(std::size_t n) { attvars_ += n; }  // objects copied in whole (thaw_term)
  // The cells of bound attributed variables whose hooks have not run yet,
  // oldest binding first: the emulator takes them before the next
  // instruction that could see a binding (its heap collector runs only
  // after that, but treats them as roots); undoing a binding drops its
  // entry.
  bool has_wakeups() const { return !wakeups_.empty(); }
  // Takes them all, as the list '$wakeup'/1 wants: Attributes-Value for
  // each, oldest first.
  Cell take_wakeups();
  std::vector<Cell*>& wakeup_cells() { return wakeups_; }  // for the heap's collector
  // Set whenever a wakeup is queued: the machine's flag for its call port.
  void set_wakeup_flag(std::atomic<bool>* flag) { wakeup_flag_ = flag; }
  // Value trail: remember the word at `p` so that undoing restores it
  // (destructive assignments that backtracking must take back).
  void trail_value(Cell* p) {
    trail_.push_back(*p);
    trail_.push_back(reinterpret_cast<std::uintptr_t>(p) | 1);
  }
  // Destructive assignment of the heap cell `p` (setarg/3, put_attr/3):
  // value-trailed when `p` is older than the heap boundary, as bind trails
  // a binding; a younger cell disappears anyway when the newest
  // choicepoint is resumed.
  void assign(Cell* p, Cell value) {
    if (p < hb_) trail_value(p);
    *p = value;
  }
  Cell* hb() const { return hb_; }
  void set_hb(Cell* hb) { hb_ = hb < floor_ ? floor_ : hb; }
  static Cell* no_hb() { return reinterpret_cast<Cell*>(~std::uintptr_t{7}); }

  // A scope in which every binding is trailed, whatever the age of the
  // variable: for tentative bindings that undo_bindings() must take back
  // (\=, the copier's marks).
  class TrailAll {
   public:
    explicit TrailAll(Store& s) : s_(s), saved_(s.hb_) { s.hb_ = no_hb(); }
    ~TrailAll() { s_.hb_ = saved_; }
    TrailAll(const TrailAll&) = delete;
    TrailAll& operator=(const TrailAll&) = delete;

   private:
    Store& s_;
    Cell* saved_;
  };

  // Marks and undo: everything bound and allocated after mark() is undone.
  struct Mark {
    Cell* heap;
    std::size_t trail;
  };
  Mark mark() const { return {top_, trail_.size()}; }
  void undo_bindings(std::size_t trail_mark);   // unbind, keep heap
  void undo(Mark m) {                           // unbind and release heap
    undo_bindings(m.trail);
    top_ = m.heap;
    if (floor_ > top_) floor_ = top_;
    drop_released_wakeups();
  }
  std::size_t trail_size() const { return trail_.size(); }
  // The variables bound since trail_mark, most recent first (value-trail
  // entries are not bindings): what unifiable/3 reports.
  std::vector<Cell*> bound_since(std::size_t trail_mark) const;

  // For the emulator, which keeps the heap top in a register between calls
  // into C++: read it back and hand it over.
  Cell* heap_limit() const { return limit_; }
  void set_heap_top(Cell* top) {
    top_ = top < floor_ ? floor_ : top;
    drop_released_wakeups();
  }

  // The frozen part of the heap (nb_setarg/3): a value stored into an older
  // term by a destructive assignment that backtracking must not undo lives
  // on the heap, so backtracking (set_heap_top, set_hb) no longer releases
  // anything below the current top, and bindings of variables there are
  // trailed. An explicit undo() to a mark below the floor (the C++ caller
  // discarding everything it built, as the top-level does after a query)
  // lowers it again.
  void freeze_heap() {
    floor_ = top_;
    if (hb_ < floor_) hb_ = floor_;
  }

  // The stack_limit flag: how far the heap may grow, within the address
  // range reserved at creation (values outside [64 KB, reserved] are
  // clamped). A heap already above a lowered limit raises at its next
  // allocation.
  std::size_t limit_bytes() const { return limit_bytes_; }
  void set_limit_bytes(std::size_t bytes);
  // The error that exhausting the heap raises: the owner's (the Machine
  // says resource_error(stack) with the sizes of all its stacks), else
  // error(resource_error(memory), _). Called with room on the heap for it.
  using OverflowError = Cell (*)(void* owner);
  void set_overflow_error(OverflowError f, void* owner) {
    overflow_error_ = f;
    overflow_owner_ = owner;
  }

  // ---- For the heap's collector (engine/wam/gc.cpp), which owns the
  // policy. The trigger is a heap top past which the next allocation calls
  // `fire(owner)` once (the machine then collects at its next call port);
  // alloc() tests only its usual limit, which is lowered to the trigger.
  using GcTrigger = void (*)(void* owner);
  void set_gc_trigger(GcTrigger fire, void* owner) {
    gc_fire_ = fire;
    gc_owner_ = owner;
  }
  void arm_gc_trigger(Cell* at);  // nullptr: disarmed
  Cell* floor() const { return floor_; }
  std::vector<std::uintptr_t>& trail_words() { return trail_; }
  // After compaction: the new top, and the frozen floor moved with the
  // cells below it.
  void set_after_gc(Cell* top, Cell* floor) {
    top_ = top;
    floor_ = floor;
  }

  // Empty again, as new: heap and trail cleared, the heap's pages beyond the
  // first few given back to the kernel (a pooled machine keeps its address
  // range, not its memory).
  void reset();

 private:
  void bind_attvar(Cell* p, Cell value);
  // After the heap top was lowered: the queued wakeups of the variables
  // above it go with them (their bindings were younger than the
  // choicepoint, so not trailed).
  void drop_released_wakeups() {
    if (attvars_ != 0 && !wakeups_.empty()) [[unlikely]] drop_wakeups_above_top();
  }
  void drop_wakeups_above_top();
  [[noreturn]] void grow_or_throw(std::size_t words);
  void slow_alloc(std::size_t words);  // fires the trigger, or throws
  Cell* usable_limit() const;          // limit_ when no trigger lowers it

  Cell* base_ = nullptr;
  Cell* top_ = nullptr;
  Cell* limit_ = nullptr;  // the lower of the trigger and the usable limit
  Cell* gc_at_ = nullptr;  // the armed trigger, or nullptr
  GcTrigger gc_fire_ = nullptr;
  void* gc_owner_ = nullptr;
  std::size_t reserved_bytes_ = 0;
  std::size_t limit_bytes_ = 0;  // <= reserved_bytes_
  OverflowError overflow_error_ = nullptr;
  void* overflow_owner_ = nullptr;
  Cell* hb_ = no_hb();
  Cell* floor_ = nullptr;  // see freeze_heap(); the heap base until then (set by the constructor)
  // Entries: a variable's address (reset to unbound on undo), or a value
  // entry: the old word, then the address with bit 0 set.
  std::vector<std::uintptr_t> trail_;
  std::size_t attvars_ = 0;        // attributed variables ever made here (a fast no for bind)
  std::vector<Cell*> wakeups_;     // see has_wakeups()
  std::atomic<bool>* wakeup_flag_ = nullptr;
};

// ---------------------------------------------------------------------------
// Building terms on a Store.
Cell make_compound(Store& s, Functor f, const Cell* args);   // f->arity args
Cell make_compound(Store& s, Functor f, std::initializer_list<Cell> args);
Cell make_cons(Store& s, Cell head, Cell tail);
Cell make_float(Store& s, double d);
Cell make_string(Store& s, std::string_view utf8);
Cell make_integer(Store& s, std::int64_t v);        // small or boxed
Cell make_integer(Store& s, mpz_srcptr v);          // normalised: small when it fits
Cell make_list(Store& s, const Cell* items, std::size_t n, Cell tail);  // [items... | tail]
// The predicate indicator Name/Arity.
Cell predicate_indicator(Store& s, Atom name, unsigned arity);
inline Cell predicate_indicator(Store& s, Functor f) { return predicate_indicator(s, f->name, f->arity); }

// A read-only GMP view of a big integer term (no copy). Valid while the term is.
void bigint_view(Cell big, mpz_ptr out_readonly);
// Any integer term (small or big) into a caller-initialised mpz.
void integer_to_mpz(Cell integer, mpz_ptr out);

}  // namespace kea
