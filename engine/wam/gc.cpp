// The heap's collector: see gc.hpp for when it runs and what its roots are.
//
// One collection of the region [R, top):
//   1. mark: a bitmap with one bit per cell of the region. Marking a
//      compound marks its functor cell and arguments, a box all its words,
//      a list cell both words, a variable its one cell. Cells outside the
//      region are never marked or followed: they are roots themselves.
//   2. forwarding addresses without a table: a marked cell's new address
//      is R plus the number of marked cells before it (a prefix count per
//      64-cell block of the bitmap, and a popcount within the block). The
//      same count maps a heap top a choicepoint saved, so the cells above
//      it stay above it.
//   3. update every root slot, then slide the marked cells down in one
//      ascending pass, rewriting each pointer among them as it moves (a
//      box's words are copied as they are).
// Only this machine's thread runs it; nothing else reads the heap.
#include "engine/wam/gc.hpp"

#include <sys/mman.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <vector>

#include "engine/wam/machine.hpp"

namespace kea {
namespace {

class Collector {
 public:
  Collector(Machine& m, unsigned arity) : m_(m), s_(m.store()), arity_(arity) {
    lo_ = m.heap_gc().region;
    hi_ = s_.heap_top();
    std::size_t n = static_cast<std::size_t>(hi_ - lo_);
    bits_.assign(n / 64 + 1, 0);
    box_.assign(n / 64 + 1, 0);
    payload_.assign(n / 64 + 1, 0);
    prefix_.assign(n / 64 + 2, 0);
  }

  // False (nothing changed) when the region does not parse as a sequence
  // of objects.
  bool run() {
    if (!parse()) return false;
    collect_frames();
    visit_roots([this](Cell* slot) { mark_from(*slot); });
    for (Cell* p : s_.wakeup_cells()) mark_slot(p);
    drain();
    settle_trail();
    count();
    visit_roots([this](Cell* slot) { *slot = forward(*slot); });
    for (Cell*& p : s_.wakeup_cells()) p = forward_top(p);
    for (ChoicePoint* b = m_.b_; b; b = b->prev) b->h = forward_top(b->h);
    Cell* floor = s_.floor();
    if (floor > lo_) floor = forward_top(floor);
    slide();
    s_.set_after_gc(new_top_, floor);
    s_.set_hb(m_.b_ ? m_.b_->h : Store::no_hb());
    return true;
  }

  std::size_t freed_cells() const { return static_cast<std::size_t>(hi_ - new_top_); }

 private:
  bool in_region(const Cell* p) const { return p >= lo_ && p < hi_; }
  std::size_t index(const Cell* p) const { return static_cast<std::size_t>(p - lo_); }
  static bool test(const std::vector<std::uint64_t>& v, std::size_t i) { return (v[i >> 6] >> (i & 63)) & 1; }
  static void put(std::vector<std::uint64_t>& v, std::size_t i) { v[i >> 6] |= std::uint64_t{1} << (i & 63); }
  bool marked(const Cell* p) const { return test(bits_, index(p)); }
  void set(const Cell* p) { put(bits_, index(p)); }

  // Where the region's boxes start and which words are their contents.
  // A root may be stale: a slot the code will write before it reads it
  // again (an argument register a choicepoint saved before the clause
  // set it, an environment slot not yet set, which holds whatever the
  // stack held there, or one set in a branch that failed) can point
  // anywhere in the region, even into a box's words or the middle of a
  // term built since. Marking follows a pointer only to where a term can
  // be (not a box's contents; a compound's functor cell; a box's header),
  // so a stale root keeps some garbage alive and harms nothing.
  bool parse() {
    std::size_t n = static_cast<std::size_t>(hi_ - lo_);
    for (std::size_t i = 0; i < n;) {
      Cell c = lo_[i];
      if (tag_of(c) != Tag::Header) {
        ++i;
        continue;
      }
      std::uint64_t words = header_words(c);
      if (words >= n - i) return false;
      put(box_, i);
      for (std::size_t k = 1; k <= words; ++k) put(payload_, i + k);
      i += 1 + words;
    }
    return true;
  }
  bool term_slot(const Cell* p) const { return in_region(p) && !test(payload_, index(p)); }

  // Marks a cell that holds a term (a variable, an argument, a list half)
  // and queues it so that what it refers to is marked too.
  // A functor cell or a header is marked only with its whole object (a
  // stale pointer at one must not mark it alone).
  // An attributed variable's cell is marked with its whole object (its
  // marker before it, its attributes after it).
  void mark_slot(Cell* p) {
    if (!term_slot(p) || marked(p) || tag_of(*p) == Tag::Functor || tag_of(*p) == Tag::Header) return;
    set(p);
    todo_.push_back(p);
    if (p > lo_ && p[-1] == attvar_marker_cell() && !test(payload_, index(p - 1)) && !marked(p - 1)) {
      set(p - 1);
      mark_slot(p + 1);
    }
  }

  // Marks what the term reference `c` points at.
  void mark_from(Cell c) {
    Cell* p = cell_ptr(c);
    switch (tag_of(c)) {
      case Tag::Ref:
        mark_slot(p);
        break;
      case Tag::List:
        mark_slot(p);
        mark_slot(p + 1);
        break;
      case Tag::Str: {
        if (!term_slot(p) || marked(p) || tag_of(*p) != Tag::Functor) break;
        unsigned n = functor_cell_of(*p)->arity;
        if (n >= static_cast<std::size_t>(hi_ - p)) break;
        set(p);
        for (unsigned i = 1; i <= n; ++i) mark_slot(p + i);
        break;
      }
      case Tag::Box: {
        if (!in_region(p) || !test(box_, index(p)) || marked(p)) break;
        std::uint64_t n = header_words(*p);
        for (std::uint64_t i = 0; i <= n; ++i) set(p + i);
        break;
      }
      default:
        break;
    }
  }
  void drain() {
    while (!todo_.empty()) {
      Cell* p = todo_.back();
      todo_.pop_back();
      mark_from(*p);
    }
  }

  // Frames reachable from the current environment and from every
  // choicepoint's (a frame a choicepoint protects is live again on
  // backtracking).
  void collect_frames() {
    // Seen frames, one bit per word of the local stack in use.
    Cell* base = m_.stack_base();
    std::vector<std::uint64_t> seen(static_cast<std::size_t>(m_.stack_hwm_ - base) / 64 + 1, 0);
    auto walk = [&](Frame* e) {
      for (; e; e = e->ce) {
        std::size_t i = static_cast<std::size_t>(reinterpret_cast<Cell*>(e) - base);
        if (test(seen, i)) break;
        put(seen, i);
        frames_.push_back(e);
      }
    };
    walk(m_.e_);
    for (ChoicePoint* b = m_.b_; b; b = b->prev) walk(b->e);
  }

  // Every root slot but the trail's (settle_trail handles those).
  template <class F>
  void visit_roots(F f) {
    Cell* x = m_.x();
    for (unsigned i = 0; i < arity_; ++i) f(&x[i]);
    for (Frame* e : frames_) {
      for (std::uint64_t i = 0; i < e->size; ++i) f(&e->y[i]);
    }
    for (ChoicePoint* b = m_.b_; b; b = b->prev) {
      for (std::uint64_t i = 0; i < b->nargs; ++i) f(&b->args[i]);
    }
    for (auto& [name, var] : m_.globals()) {
      if (var.value != 0) f(&var.value);
    }
    for (Cell& h : m_.handles()) f(&h);
    // The heap below the region: cells that existed when the query began,
    // which it may have bound to terms in the region.
    for (Cell* p = s_.heap_base(); p < lo_;) {
      if (tag_of(*p) == Tag::Header) {
        p += 1 + header_words(*p);
      } else {
        f(p);
        ++p;
      }
    }
  }

  // Drops the variable-trail entries of cells nothing reaches, marks the
  // old values of the value-trail entries kept (which may make more cells
  // reachable, so it repeats until nothing changes), then rewrites the
  // trail and renumbers the choicepoints' trail sizes.
  void settle_trail() {
    std::vector<std::uintptr_t>& t = s_.trail_words();
    struct Entry {
      std::size_t at;  // index of its first word
      bool value;
    };
    std::vector<Entry> entries;
    entries.reserve(t.size());
    for (std::size_t i = t.size(); i > 0;) {
      std::uintptr_t w = t[--i];
      if (w & 1) {
        --i;
        entries.push_back({i, true});
      } else {
        entries.push_back({i, false});
      }
    }
    std::reverse(entries.begin(), entries.end());
    auto addr = [&](const Entry& e) { return reinterpret_cast<Cell*>(t[e.value ? e.at + 1 : e.at] & ~std::uintptr_t{1}); };
    auto keep = [&](const Entry& e) {
      Cell* p = addr(e);
      return !in_region(p) || marked(p);
    };
    std::vector<bool> done(entries.size(), false);
    for (bool changed = true; changed;) {
      changed = false;
      for (std::size_t k = 0; k < entries.size(); ++k) {
        if (!entries[k].value || done[k] || !keep(entries[k])) continue;
        done[k] = true;
        changed = true;
        mark_from(static_cast<Cell>(t[entries[k].at]));
        drain();
      }
    }
    // Renumber: new_index[i] for each entry boundary i.
    std::vector<std::size_t> new_index(t.size() + 1, 0);
    std::vector<std::uintptr_t> out;
    out.reserve(t.size());
    std::size_t k = 0;
    for (std::size_t i = 0; i <= t.size(); ++i) {
      new_index[i] = out.size();
      if (k < entries.size() && entries[k].at == i) {
        const Entry& e = entries[k++];
        if (keep(e)) {
          if (e.value) {
            out.push_back(t[i]);
            out.push_back(t[i + 1]);
          } else {
            out.push_back(t[i]);
          }
        }
      }
    }
    kept_ = std::move(out);
    for (ChoicePoint* b = m_.b_; b; b = b->prev) b->tr = new_index[std::min(b->tr, t.size())];
  }

  void count() {
    std::uint64_t total = 0;
    for (std::size_t k = 0; k < bits_.size(); ++k) {
      prefix_[k] = total;
      total += static_cast<std::uint64_t>(std::popcount(bits_[k]));
    }
    prefix_[bits_.size()] = total;
    new_top_ = lo_ + total;
  }
  // The new address of the cell at p, or of the boundary p (a heap top).
  Cell* forward_top(Cell* p) const {
    if (p <= lo_) return p;
    if (p >= hi_) return new_top_ + (p - hi_);
    std::size_t i = index(p);
    std::uint64_t below = bits_[i >> 6] & ((std::uint64_t{1} << (i & 63)) - 1);
    return lo_ + prefix_[i >> 6] + static_cast<std::uint64_t>(std::popcount(below));
  }
  Cell forward(Cell c) const {
    switch (tag_of(c)) {
      case Tag::Ref:
      case Tag::List:
      case Tag::Str:
      case Tag::Box: {
        Cell* p = cell_ptr(c);
        if (!in_region(p)) return c;
        return tagged(forward_top(p), tag_of(c));
      }
      default:
        return c;
    }
  }

  void slide() {
    // The trail first: its addresses and old values, with the old mapping.
    for (std::size_t i = kept_.size(); i > 0;) {
      std::uintptr_t w = kept_[--i];
      if (w & 1) {
        Cell* p = reinterpret_cast<Cell*>(w & ~std::uintptr_t{1});
        kept_[i] = reinterpret_cast<std::uintptr_t>(in_region(p) ? forward_top(p) : p) | 1;
        --i;
        kept_[i] = forward(static_cast<Cell>(kept_[i]));
      } else {
        Cell* p = reinterpret_cast<Cell*>(w);
        kept_[i] = reinterpret_cast<std::uintptr_t>(in_region(p) ? forward_top(p) : p);
      }
    }
    s_.trail_words().swap(kept_);
    Cell* dst = lo_;
    std::uint64_t raw = 0;  // words of a box still to copy as they are
    for (std::size_t k = 0; k < bits_.size(); ++k) {
      std::uint64_t w = bits_[k];
      while (w) {
        unsigned b = static_cast<unsigned>(std::countr_zero(w));
        w &= w - 1;
        Cell* src = lo_ + (k << 6) + b;
        Cell c = *src;
        if (raw) {
          --raw;
        } else if (test(box_, (k << 6) + b)) {
          raw = header_words(c);
        } else if (tag_of(c) != Tag::Functor) {
          c = forward(c);
        }
        *dst++ = c;
      }
    }
  }

  Machine& m_;
  Store& s_;
  unsigned arity_;
  Cell* lo_;
  Cell* hi_;
  Cell* new_top_ = nullptr;
  std::vector<std::uint64_t> bits_;     // marked
  std::vector<std::uint64_t> box_;      // a box's header
  std::vector<std::uint64_t> payload_;  // a box's contents
  std::vector<std::uint64_t> prefix_;
  std::vector<Cell*> todo_;
  std::vector<Frame*> frames_;
  std::vector<std::uintptr_t> kept_;
};

// What a collection would have to walk: the heap in use, and the local
// stack, whose frames and choicepoints are roots.
std::size_t walk_bytes(Machine& m) {
  return m.store().heap_used_bytes() + static_cast<std::size_t>(m.stack_top() - m.stack_base()) * sizeof(Cell);
}

// The heap's growth that starts the next collection: the larger of the
// minimum and what a collection walks, so that collecting costs time in
// proportion to the work between collections.
std::size_t step_cells(Machine& m) { return std::max(HeapGc::kMinStepBytes, walk_bytes(m)) / sizeof(Cell); }

// In stress mode: the next allocation, until what a collection walks passes
// 64 KiB; beyond, an eighth of that. A collection after every
// allocation would make a program that builds a large term a cell at a
// time (a 100,000-deep term, a million-element list) quadratic; this way
// every call port of a small computation still collects, and a large one
// collects about six times each time it doubles, in time linear in its
// size.
std::size_t stress_step_cells(Machine& m) {
  std::size_t walk = walk_bytes(m);
  constexpr std::size_t kSmallWalkBytes = std::size_t{64} << 10;
  return walk < kSmallWalkBytes ? 1 : walk / 8 / sizeof(Cell);
}

}  // namespace

void arm_heap_gc(Machine& m) {
  Store& s = m.store();
  if (!m.runtime().flags().gc.load(std::memory_order_relaxed)) {
    s.arm_gc_trigger(nullptr);
  } else if (m.heap_gc().stress) {
    s.arm_gc_trigger(s.heap_top() + stress_step_cells(m));
  } else {
    s.arm_gc_trigger(s.heap_top() + step_cells(m));
  }
}

void heap_gc_at_call(Machine& m, unsigned arity) {
  HeapGc& gc = m.heap_gc();
  gc.wanted = false;
  Store& s = m.store();
  if (!gc.region || gc.region > s.heap_top()) {
    arm_heap_gc(m);
    return;
  }
  auto start = std::chrono::steady_clock::now();
  Cell* old_top = s.heap_top();
  Collector c(m, arity);
  if (!c.run()) {
    arm_heap_gc(m);
    return;
  }
  gc.count++;
  gc.freed_bytes += c.freed_cells() * sizeof(Cell);
  gc.left_bytes = s.heap_used_bytes();
  gc.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  // Give back the pages the heap no longer uses beyond the next step.
  std::uintptr_t from = (reinterpret_cast<std::uintptr_t>(s.heap_top() + step_cells(m)) + 4095) & ~std::uintptr_t{4095};
  std::uintptr_t to = reinterpret_cast<std::uintptr_t>(old_top) & ~std::uintptr_t{4095};
  if (!gc.stress && to > from) madvise(reinterpret_cast<void*>(from), to - from, MADV_DONTNEED);
  arm_heap_gc(m);
}

}  // namespace kea
