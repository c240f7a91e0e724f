// The atom collector (atom_gc.hpp says when it runs and what its roots are).
#include "engine/wam/atom_gc.hpp"

#include <gc/gc.h>
#include <gc/gc_mark.h>

#include <algorithm>
#include <chrono>
#include <csetjmp>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <mutex>
#include <optional>
#include <utility>
#include <vector>

#include "engine/builtins/globals.hpp"
#include "engine/gc.hpp"
#include "engine/io/stream.hpp"
#include "engine/threads.hpp"
#include "engine/wam/db.hpp"
#include "engine/wam/gc.hpp"
#include "engine/wam/machine.hpp"

namespace kea {
namespace {

// Marks by address: one bit for each 8 bytes of the memory dynamic atoms
// lie in (Runtime::atom_memory: the arena's chunks, which also hold table
// nodes, and its large blocks). A word that points into that memory sets
// the bit of its address; an atom is live if the bit of its entry is set.
// Bits set by words that name no atom (a pointer to a table leaf, a free
// block) only waste themselves. No set of the table's atoms is built and
// no entry is written, so a collection touches an atom's memory once, in
// the sweep.
class AtomMarks {
 public:
  explicit AtomMarks(Runtime& rt) {
    for (auto [begin, end] : rt.atom_memory()) blocks_.push_back({begin, end, 0});
    std::sort(blocks_.begin(), blocks_.end(), [](const Block& a, const Block& b) { return a.begin < b.begin; });
    std::size_t bits = 0;
    for (Block& b : blocks_) {
      b.bit0 = bits;
      bits += (b.end - b.begin + 7) / 8;
    }
    bits_.assign((bits + 63) / 64, 0);
    if (!blocks_.empty()) {
      low_ = blocks_.front().begin;
      high_ = blocks_.back().end;
    }
    index_regions();
  }

  // A word that may name an atom: an ATOM cell or a bare entry pointer.
  void word(std::uintptr_t w) {
    if ((w & kTagMask) > static_cast<std::uintptr_t>(Tag::Atom)) return;
    const std::uintptr_t p = w & ~kTagMask;
    if (p < low_ || p >= high_) return;
    if (const std::size_t bit = bit_of(p); bit != kNone) bits_[bit / 64] |= std::uint64_t{1} << (bit % 64);
  }
  void atom(Atom a) {
    if (a) word(reinterpret_cast<std::uintptr_t>(a));
  }
  // Every aligned word of [from, to). Unchecked by AddressSanitizer: the
  // C++ stack it scans holds the sanitizer's poisoned redzones, which a
  // conservative scan reads like any other word.
  // Addresses as integers: an empty range may be a vector's null data().
  __attribute__((no_sanitize("address"))) void range(const void* from, const void* to) {
    std::uintptr_t a = (reinterpret_cast<std::uintptr_t>(from) + 7) & ~std::uintptr_t{7};
    const std::uintptr_t b = reinterpret_cast<std::uintptr_t>(to) & ~std::uintptr_t{7};
    if (a >= b) return;
    scanned_ += (b - a) / sizeof(std::uintptr_t);
    for (; a < b; a += sizeof(std::uintptr_t)) word(*reinterpret_cast<const std::uintptr_t*>(a));
  }
  std::size_t scanned() const { return scanned_; }

  // Marks over the same memory with no bit set, for another thread to
  // scan into; merge adds what it found.
  AtomMarks empty_copy() const {
    AtomMarks m(*this);
    std::fill(m.bits_.begin(), m.bits_.end(), 0);
    m.scanned_ = 0;
    return m;
  }
  void merge(const AtomMarks& o) {
    for (std::size_t i = 0; i < bits_.size(); ++i) bits_[i] |= o.bits_[i];
    scanned_ += o.scanned_;
  }

  // Asks for the word of a's mark (a sweep reads many, in no order).
  void prefetch(Atom a) const {
    if (const std::size_t bit = bit_of(reinterpret_cast<std::uintptr_t>(a)); bit != kNone) __builtin_prefetch(&bits_[bit / 64]);
  }
  // Not in the arena's memory (a predefined atom): kept.
  bool marked(Atom a) const {
    const std::size_t bit = bit_of(reinterpret_cast<std::uintptr_t>(a));
    return bit == kNone || (bits_[bit / 64] >> (bit % 64) & 1) != 0;
  }

 private:
  struct Block {
    std::uintptr_t begin, end;
    std::size_t bit0;  // the bit of begin
  };
  static constexpr std::size_t kNone = SIZE_MAX;
  std::size_t bit_of(std::uintptr_t p) const {
    const std::uintptr_t r = p >> kRegionShift;
    for (std::size_t i = slot_of(r);; i = (i + 1) & (regions_.size() - 1)) {
      const Region& g = regions_[i];
      if (g.first == kEmpty) return kNone;
      if (g.region != r) continue;
      for (std::uint32_t b = g.first; b <= g.last; ++b)
        if (p >= blocks_[b].begin && p < blocks_[b].end) return blocks_[b].bit0 + (p - blocks_[b].begin) / 8;
      return kNone;
    }
  }

  // Which blocks a word may point into, found by hashing its 2 MiB region:
  // a binary search of the blocks for every word scanned and every atom
  // swept was a fifth of a collection. Most regions lie in one block (the
  // arena's big chunks are 2 MiB, aligned); the blocks of a region are
  // consecutive in address order, first..last.
  struct Region {
    std::uintptr_t region;
    std::uint32_t first, last;
  };
  static constexpr unsigned kRegionShift = 21;
  static constexpr std::uint32_t kEmpty = UINT32_MAX;
  std::size_t slot_of(std::uintptr_t region) const {
    return static_cast<std::size_t>((region * 0x9e3779b97f4a7c15ULL) >> 32) & (regions_.size() - 1);
  }
  void index_regions() {
    std::size_t n = 0;
    for (const Block& b : blocks_) n += ((b.end - 1) >> kRegionShift) - (b.begin >> kRegionShift) + 1;
    std::size_t size = 16;
    while (size < 2 * n) size *= 2;  // at most half full: probes stay short
    regions_.assign(size, Region{0, kEmpty, kEmpty});
    for (std::uint32_t b = 0; b < blocks_.size(); ++b) {
      if (blocks_[b].end <= blocks_[b].begin) continue;
      for (std::uintptr_t r = blocks_[b].begin >> kRegionShift; r <= (blocks_[b].end - 1) >> kRegionShift; ++r) {
        std::size_t i = slot_of(r);
        while (regions_[i].first != kEmpty && regions_[i].region != r) i = (i + 1) & (size - 1);
        Region& g = regions_[i];
        if (g.first == kEmpty) g = Region{r, b, b};
        else g.last = b;  // blocks come in address order
      }
    }
  }

  std::vector<Block> blocks_;
  std::vector<Region> regions_;
  std::vector<std::uint64_t> bits_;
  std::uintptr_t low_ = 0, high_ = 0;
  std::size_t scanned_ = 0;
};

constexpr std::size_t kStressStackBytes = std::size_t{8} << 20;

// The GC objects a full collection found reachable, as address ranges:
// objects that follow each other in memory (most of a block's, when most
// of it is live) make one range.
struct GcRanges {
  std::vector<std::pair<std::uintptr_t, std::uintptr_t>> ranges;
  std::size_t bytes = 0;
};

void add_gc_object(void* obj, std::size_t bytes, void* out) {
  GcRanges& r = *static_cast<GcRanges*>(out);
  const auto begin = reinterpret_cast<std::uintptr_t>(obj);
  if (!r.ranges.empty() && r.ranges.back().second == begin) r.ranges.back().second = begin + bytes;
  else r.ranges.emplace_back(begin, begin + bytes);
  r.bytes += bytes;
}

void* list_gc_heap(void* out) {
  GC_enumerate_reachable_objects_inner(add_gc_object, out);
  return nullptr;
}

// Scans the reachable GC objects into marks. A large heap (a big clause
// database) is scanned by this thread and a helper, each over half of the
// bytes with marks of its own, OR-ed together after the join; the world
// is stopped and nothing allocates GC memory meanwhile, so the objects
// listed under the allocation lock stay where they are.
void scan_gc_heap(Runtime& rt, AtomMarks& marks) {
  GcRanges heap;
  GC_call_with_alloc_lock(list_gc_heap, &heap);
  auto scan = [&](AtomMarks& into, std::size_t from, std::size_t to) {
    for (std::size_t i = from; i < to; ++i)
      into.range(reinterpret_cast<const void*>(heap.ranges[i].first), reinterpret_cast<const void*>(heap.ranges[i].second));
  };
  std::size_t split = heap.ranges.size();
  if (heap.bytes >= Runtime::AtomGc::kParallelScanBytes && rt.flags().cpu_count.load(std::memory_order_relaxed) > 1) {
    std::size_t half = 0;
    split = 0;
    while (split < heap.ranges.size() && 2 * half < heap.bytes) {
      half += heap.ranges[split].second - heap.ranges[split].first;
      ++split;
    }
  }
  if (split == heap.ranges.size()) return scan(marks, 0, split);
  AtomMarks other = marks.empty_copy();
  run_in_two_parts([&](unsigned part) {
    if (part == 0) scan(marks, 0, split);
    else scan(other, split, heap.ranges.size());
  });
  marks.merge(other);
}

// This thread's C++ stack, from this frame up, with the callee-saved
// registers spilled into the frame first.
__attribute__((noinline, no_sanitize("address"))) void scan_own_stack(AtomMarks& marks, const void* base) {
  __builtin_unwind_init();
  std::jmp_buf regs;
  setjmp(regs);
  marks.range(stack_below_caller(), base);
}

// Everything of m but its thread's C++ stack. Its local stack up to the
// highest word used: the caller trims it first where that is safe.
void scan_machine(Machine& m, AtomMarks& marks) {
  Store& s = m.store();
  marks.range(s.heap_base(), s.heap_top());
  marks.range(m.stack_base(), m.stack_hwm_);
  marks.range(m.x(), m.x() + kMaxRegisters);
  const auto& trail = s.trail_words();
  marks.range(trail.data(), trail.data() + trail.size());
  const auto& handles = m.handles();
  marks.range(handles.data(), handles.data() + handles.size());
  for (const auto& [name, var] : m.globals()) {
    marks.atom(name);
    marks.word(var.value);
    marks.word(var.frozen_root);
    marks.range(var.frozen.data(), var.frozen.data() + var.frozen.size());
  }
  for (const Machine::Bag& bag : m.bags()) {
    marks.range(bag.cells.data(), bag.cells.data() + bag.cells.size());
    for (const auto& [root, start] : bag.items) marks.word(root);
  }
  marks.range(&m, &m + 1);
}

void scan_names(Runtime& rt, AtomMarks& marks) {
  rt.for_each_functor([&](Functor f) { marks.atom(f->name); });
  rt.ops().for_each_key([&](Atom a) { marks.atom(a); });
  for (Atom a : rt.streams().alias_names()) marks.atom(a);
  rt.threads().for_each_name([&](Atom a) { marks.atom(a); });
  Database& db = rt.db();
  marks.atom(db.main_file);
  db.for_each_module([&](Module* mod) {
    marks.atom(mod->name);
    marks.atom(mod->file.load(std::memory_order_relaxed));
    if (const OpTable* ops = mod->local_ops()) ops->for_each_key([&](Atom a) { marks.atom(a); });
  });
}

}  // namespace

AtomGcOutcome try_collect_atoms(Machine& m, bool whole) {
  Runtime& rt = m.runtime();
  const void* stack_base = this_thread_stack_base();
  if (!m.roots_complete() || rt.extensions_hide_atoms() || GC_is_disabled() || !stack_base)
    return AtomGcOutcome::NotHere;
  ThreadSet& threads = rt.threads();
  std::vector<ThreadSet::Stopped> others;
  switch (threads.stop_for_atom_gc(m, others)) {
    case ThreadSet::StopResult::Busy: return AtomGcOutcome::Busy;
    case ThreadSet::StopResult::GaveUp: return AtomGcOutcome::GaveUp;
    case ThreadSet::StopResult::Stopped: break;
  }
  // The world is stopped until this goes, however the collection ends.
  struct Resume {
    ThreadSet& threads;
    ~Resume() { threads.resume_after_atom_gc(); }
  } resume{threads};
  const auto start = std::chrono::steady_clock::now();
  Runtime::AtomGc& agc = rt.atom_gc();
  const std::size_t predefined = std::size(kPredefinedAtoms);
  auto dynamic_atoms = [&] {
    const std::size_t n = rt.atom_count_approx();
    return n > predefined ? n - predefined : 0;
  };
  // Young or whole (see Collections in atom_gc.hpp). The old atoms: those
  // that stayed after the sweeps before this one.
  const std::size_t young = rt.young_atom_count(), now = dynamic_atoms(), old = now > young ? now - young : 0;
  const std::uint64_t made = agc.made.load(std::memory_order_relaxed);
  // A young sweep costs about three cache misses per young atom (its
  // bucket, its chain, its entry); a whole collection reads the root's
  // buckets in order (eight to a cache line), misses about once per atom,
  // with the misses asked for ahead, and scans the GC objects (eight words
  // to a line). The cheaper one is taken.
  const bool young_cheaper = 3 * young < Runtime::kAtomRootBuckets / 8 + now + agc.heap_words / 8;
  if (!whole)
    whole = !young_cheaper ||
            (agc.young_sweeps >= Runtime::AtomGc::kYoungSweepsPerWhole &&
             made - agc.made_at_whole >= std::max(agc.heap_words / Runtime::AtomGc::kWordsPerAtom, agc.live_after_whole)
                                             << agc.whole_backoff) ||
            old > 2 * std::max<std::uint64_t>(agc.live_after_whole, Runtime::AtomGc::kMinStep);
  // The stress mode checks every young collection against the GC objects
  // (in a process that has made one Runtime only: see only_runtime_made).
  const bool check = !whole && m.agc_stress_ > 0 && rt.only_runtime_made();
  // A full collection first: its mark bits say which GC objects are
  // reachable, and only those are scanned.
  if (whole || check) GC_gcollect();
  AtomMarks marks(rt);
  std::optional<AtomMarks> in_gc_objects;
  if (whole) {
    scan_gc_heap(rt, marks);
  } else if (check) {
    in_gc_objects.emplace(rt);
    scan_gc_heap(rt, *in_gc_objects);
  }
  const std::size_t heap_words = marks.scanned();
  m.trim_stack();  // the dead frames above the top would keep their atoms
  {
    // The Machine objects are read under their signal locks (a machine
    // may lie on its thread's C++ stack: the main thread's does). Only
    // the collector ever holds two signal locks, takes them in the order
    // of the machines' addresses, and takes no other lock while it holds
    // them.
    std::vector<Machine*> scanned{&m};
    for (const ThreadSet::Stopped& o : others) scanned.push_back(o.machine);
    std::sort(scanned.begin(), scanned.end(), std::less<Machine*>());
    std::vector<std::unique_lock<std::mutex>> held;
    for (Machine* x : scanned) held.push_back(x->hold_signals());
    scan_own_stack(marks, stack_base);
    scan_machine(m, marks);
    for (const ThreadSet::Stopped& o : others) {
      scan_machine(*o.machine, marks);
      marks.range(o.from, o.to);
    }
  }
  scan_names(rt, marks);
  if (in_gc_objects) {
    // Every young atom a GC object names must be held (term.hpp's
    // hold_atom) or named by a root: else a young collection could free
    // an atom still in use.
    rt.for_each_young_atom([&](Atom a) {
      if (in_gc_objects->marked(a) && !marks.marked(a) && !atom_held(a)) {
        std::fprintf(stderr, "atom collector: the young atom '%.*s' is named by a GC object but not held\n",
                     static_cast<int>(a->length), a->text);
        std::abort();
      }
    });
  }
  // A young collection scanned no GC object: what they name is held.
  auto dead = [&](Atom a) { return !marks.marked(a) && (whole || !atom_held(a)); };
  const std::size_t gone = whole ? rt.sweep_atoms(dead) : rt.sweep_young_atoms(dead, [&](Atom a) { marks.prefetch(a); });
  agc.live_after = dynamic_atoms();
  if (whole) {
    // Old atoms it freed: at least gone - young. Few (under 1/16 of the
    // old ones) doubles the wait for the next whole collection, up to
    // 2^kMaxWholeBackoff times: a program whose old atoms live on pays
    // for fewer scans of its GC objects.
    if (gone < young + old / 16) agc.whole_backoff = std::min(agc.whole_backoff + 1, Runtime::AtomGc::kMaxWholeBackoff);
    else agc.whole_backoff = 0;
    agc.live_after_whole = agc.live_after;
    agc.young_sweeps = 0;
    agc.made_at_whole = made;
    agc.heap_words = heap_words;
    agc.whole_sweeps.fetch_add(1, std::memory_order_relaxed);
  } else {
    ++agc.young_sweeps;
  }
  agc.scanned_words = marks.scanned() - heap_words;
  agc.count.fetch_add(1, std::memory_order_relaxed);
  agc.gained.fetch_add(gone, std::memory_order_relaxed);
  agc.nanoseconds.fetch_add(
      static_cast<std::uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start).count()),
      std::memory_order_relaxed);
  // Re-armed before the others run again, so no request of theirs from
  // before this collection still counts.
  agc.refused.store(0, std::memory_order_relaxed);
  arm_atom_gc(rt);
  return AtomGcOutcome::Collected;
}

void arm_atom_gc(Runtime& rt) {
  Runtime::AtomGc& agc = rt.atom_gc();
  const std::int64_t margin = agc.margin.load(std::memory_order_relaxed);
  const std::uint64_t made = agc.made.load(std::memory_order_relaxed);
  std::uint64_t step = std::max({static_cast<std::uint64_t>(std::max<std::int64_t>(margin, 0)), Runtime::AtomGc::kMinStep,
                                 agc.scanned_words / Runtime::AtomGc::kWordsPerAtom});
  // After attempts that could not stop the other threads, try less often.
  step <<= std::min(agc.refused.load(std::memory_order_relaxed), Runtime::AtomGc::kMaxBackoff);
  agc.next_at.store(margin <= 0 ? 0 : made + step, std::memory_order_relaxed);
  agc.wanted.store(false, std::memory_order_relaxed);
}

void atom_gc_at_call(Machine& m, unsigned arity) {
  m.atom_gc_wanted_.store(false, std::memory_order_relaxed);
  const bool asked = std::exchange(m.atom_gc_asked_, false);
  ThreadSet& threads = m.runtime().threads();
  if (threads.atom_gc_stopping()) {
    // Stops here, if the roots are complete, while another machine collects.
    if (m.roots_complete()) {
      m.heap_gc().wanted = true;
      heap_gc_at_call(m, arity);  // its dead cells would keep the atoms they name
      m.trim_stack();
      threads.park_for_atom_gc(m);
    } else {
      m.request_atom_gc();  // ask again at the next call
    }
    return;
  }
  Runtime::AtomGc& agc = m.runtime().atom_gc();
  // A request a collection answered meanwhile, or one given up on.
  if (!asked && !agc.wanted.load(std::memory_order_relaxed)) return;
  // The stress mode passes over machines whose stacks are large: each of
  // its collections would walk all of them.
  if (m.agc_stress_ > 0 &&
      m.store().heap_used_bytes() + static_cast<std::size_t>(m.stack_hwm_ - m.stack_base()) * sizeof(Cell) > kStressStackBytes) {
    return;
  }
  const bool whole = std::exchange(m.atom_gc_whole_, false);
  if (m.roots_complete()) {
    // The heap first: its dead cells would keep the atoms they name.
    m.heap_gc().wanted = true;
    heap_gc_at_call(m, arity);
    switch (try_collect_atoms(m, whole)) {
      case AtomGcOutcome::Collected:
        return;  // re-armed already
      case AtomGcOutcome::Busy:
        m.trim_stack();
        threads.park_for_atom_gc(m);
        return;  // the collector re-arms the trigger
      case AtomGcOutcome::GaveUp:
        agc.refused.fetch_add(1, std::memory_order_relaxed);
        break;
      case AtomGcOutcome::NotHere:
        break;
    }
  }
  arm_atom_gc(m.runtime());
}

}  // namespace kea
