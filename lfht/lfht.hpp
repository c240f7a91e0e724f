// kea::lfht -- a lock-free hash trie (LFHT) map.
//
// After the design described by Moreno, Areias, Rocha and Santos Costa ("On the
// Implementation of a Lock-Free Atom Table in a Prolog System"): hash levels
// indexed by successive w-bit chunks of a key's 64-bit hash, leaf chains that end
// by pointing back to their hash level, expansion of a chain into a new level
// past a threshold, arbitrary keys (full-hash collisions allowed), and ordered
// iteration by (hash, key). Header-only; no Prolog types.
//
// ----------------------------------------------------------------------------
// NODE LAYOUT
//
//   Level (hash node):  shift : hash bits used above;  bucket[2^w] : atomic word
//                       (the root has 2^r buckets, RootBits r, default w)
//   Leaf  (leaf node):  next : atomic word;  hash : uint64;  key : Key;  value : Value
//
// A "word" (bucket or leaf->next) is a pointer with tag bits in its low 3 bits
// (all nodes are 8-byte aligned):
//   bit 0  LEVEL   the pointer is a Level (else a Leaf)
//   bit 1  MARK    (leaf->next only) the leaf is logically deleted
//   bit 2  FROZEN  the word will never change again (chain being expanded)
// A bucket of level L holds one of: L|LEVEL (empty), a Leaf (head of a chain),
// a deeper Level N|LEVEL (the bucket was expanded; permanent), or head|FROZEN
// (the chain is being expanded).
//
// Level at depth d is indexed by hash bits [63-d*w .. 64-(d+1)*w], i.e. the most
// significant chunk first (the last level may use fewer than w bits); with a
// root of r bits, the root takes the top r bits and each level below the next w. Hence the
// buckets of a level are in increasing hash order, which gives ordered
// iteration. A level at depth d can be expanded while (d+1)*w < 64; at the last
// level all remaining keys share the full hash and the chain just grows.
//
// INVARIANTS
//  I1. Every chain hanging off bucket b of level L is acyclic and ends with the
//      word L|LEVEL ("points back to its hash level").
//  I2. Leaves are immutable except for `next`; key, value and hash never change.
//  I3. Among the unmarked leaves reachable from the root there is at most one
//      per key (by Compare == 0).
//  I4. While any thread may be inside the map, a bucket that holds a deeper
//      Level holds it for good, a FROZEN word never changes and a MARK is
//      never cleared. Only a quiescent sweep (below) takes a level away.
//  I5. New leaves are only pushed at the head of a chain (CAS on the bucket).
//
// OPERATIONS AND LINEARIZATION POINTS
//  find    Walks levels and the chain with acquire loads; never writes, never
//          helps, never locks. A hit linearizes at the load of the leaf's
//          `next` word that showed it unmarked. A miss linearizes at the load of
//          the bucket if the key was absent then (a later insert goes to the
//          head, behind the reader), otherwise at the MARK of the leaf it skipped.
//  insert/intern  Scan the chain for the key; if absent, CAS the bucket from
//          the head that was scanned to a new leaf. Linearizes at that
//          successful CAS (or, when the key is present, like a find hit). Any
//          concurrent insert, head unlink or freeze changes the bucket word, so
//          the CAS fails and the scan is redone: no duplicates (I3).
//  remove  Finds the leaf and CASes MARK into its `next` (linearization point;
//          exactly one remover of a leaf succeeds), then tries once to unlink it
//          by CAS on the predecessor word. Marked leaves met by later removers
//          are unlinked by them (Harris-style). A CAS on a marked or frozen word
//          fails, so a leaf is never linked behind a deleted one.
//  expand  When an insert counts >= Threshold live leaves in a chain, it CASes
//          the bucket to head|FROZEN, then freezes every `next` word of the chain
//          (fetch_or, head to tail). The frozen chain is an immutable snapshot:
//          its MARKs are final. The expander builds a private Level N of depth
//          d+1 holding COPIES of the unmarked leaves, then CASes the bucket from
//          head|FROZEN to N|LEVEL. Any insert/remove that meets a frozen word
//          helps (repeats the same deterministic steps; losers discard their
//          private copy) and then retries inside N. A remove that marked a leaf
//          before its freeze wins (the leaf is not copied); after the freeze its
//          CAS fails and it retries on the copy: still exactly one winner.
//
// EXPANSION AND CONCURRENT READERS
//  Readers ignore FROZEN. A reader inside a chain that gets frozen and replaced
//  keeps walking the old chain, which stays intact and immutable and still ends
//  at L; its contents equal the contents of the bucket at the freeze, which is
//  within the reader's interval. Readers that read the bucket after the swap go
//  down into N. No reader ever sees a half-built level.
//
// SWEEP (quiescent: no other thread is inside the map)
//  sweep/sweep_part unlink the leaves a callback names dead, and the marked
//  ones. A level that the sweep leaves holding at most Threshold leaves and no
//  deeper level, and that got no insert since the sweep before, is folded:
//  its leaves go back into one chain at its bucket in the level above (ending
//  there, I1) and the level itself is given back. So levels made for keys
//  that have gone do not stay for good once their part of the map is quiet,
//  while a part that keeps filling up between sweeps keeps its levels (see
//  sweep_level for why). unlink_quiescent takes out one known key the same
//  way (a collector that knows which keys are new sweeps only those), and
//  give_back_replaced_quiescent hands back the chains expansions replaced,
//  which the map lists as it installs their levels; neither folds a level.
//
// ITERATION
//  Order: by hash as an unsigned 64-bit integer (equivalently: by the sequence of
//  w-bit chunks, most significant first), then by Compare among keys with the
//  same full hash. first() returns the least key; next(q) the least key strictly
//  greater than q in that order (q need not be present). Each call is a fresh
//  walk from the root (paper, Alg. 1/2): levels in bucket order starting at the
//  bucket of hash(q) on q's path, each chain scanned whole for its least
//  candidate. Guarantees under concurrent updates: it never crashes or loops
//  (chains are acyclic, levels finite); successive results strictly increase,
//  so no key is returned twice; every key present during the whole iteration
//  is returned; keys inserted or removed meanwhile may or may not be.
//
// MEMORY RECLAMATION (allocation policy)
//  GcAlloc (default): leaves and non-root levels are GC_MALLOC'd (scanned, so
//    keys/values that point to GC objects are kept alive); the ROOT level is
//    GC_MALLOC_UNCOLLECTABLE: it is a GC root by itself, so the whole trie stays
//    reachable even when the Map object lives in malloc'd memory, a static, or
//    a std::vector. ~Map GC_FREEs the root; with a Dtor hook it walks the trie
//    first and GC_FREEs every node, else the collector reclaims them.
//    A removed or replaced leaf is reclaimed by the collector once no thread
//    holds a pointer to it -- no hazard pointers or epochs needed. Tagged words
//    point at most 7 bytes into an object; gc_init() registers displacements 1..7
//    (needed only if all-interior-pointers is off).
//    Threads: call kea::lfht::gc_init() (or GC_INIT() + GC_allow_register_threads())
//    from main() before creating threads. Every thread that touches a GcAlloc map
//    must be registered with the collector: create it with GC_pthread_create /
//    pthread_create in a file compiled with -DGC_THREADS before <gc.h> (this
//    header defines GC_THREADS if not set), or, for std::thread, put a
//    kea::lfht::GcThreadScope at the top of the thread function (it calls
//    GC_register_my_thread / GC_unregister_my_thread). An unregistered thread's
//    stack is not scanned: a leaf it is reading could be reclaimed under it.
//  A policy may also keep state (the map holds an instance, passed to its
//    constructor) and free in bulk (`static constexpr bool frees_in_bulk =
//    true`): it owns every node it hands out and frees them all when it is
//    itself destroyed, after the map (an arena: Kea's atom table keeps its
//    nodes beside the atoms, where the collector neither counts nor scans
//    them). The map then never frees or retires a node while other threads
//    may be inside: an unlinked leaf, a replaced chain or a losing expander's
//    private level stays in the arena, readable by any thread still walking
//    it. The quiescent sweep (SWEEP) hands back, to the policy's
//    recycle(p, bytes) if it has one, what it unlinks and folds and every
//    chain replaced since the last sweep (each level records the one it
//    replaced); the rest stays until the arena goes. Dtor must be NoDtor.
//  DeferredAlloc: plain operator new. Unlinked leaves and replaced (frozen)
//    chains go on a lock-free retired list; everything is freed by ~Map. Memory
//    grows with churn, so it is meant for tests and for ThreadSanitizer builds
//    (Boehm GC's stop-the-world signals and conservative scanning do not mix with
//    TSan). DefaultAlloc is DeferredAlloc when KEA_TSAN or __SANITIZE_THREAD__
//    is defined, GcAlloc otherwise. The lfht tests run the algorithm under TSan
//    with DeferredAlloc.
//  Dtor hook (last template argument, default NoDtor): dtor(key, value) is called
//    exactly once per entry the map took ownership of, never for expansion copies:
//    - intern(): when make() ran but another thread inserted the key first, the
//      made pair is handed to dtor immediately (both policies);
//    - DeferredAlloc: at ~Map for entries still present and for removed ones;
//    - GcAlloc: at ~Map for entries still present; removed entries are reclaimed
//      by the collector and dtor is NOT called for them (no finalizers): keys and
//      values should be trivially destructible or GC-managed.
//  Keys and values must be trivially copyable (they are copied into expansion
//  copies and returned by value). ~Map and stats() require quiescence.
// ----------------------------------------------------------------------------
#ifndef KEA_LFHT_LFHT_HPP
#define KEA_LFHT_LFHT_HPP

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <mutex>
#include <new>
#include <optional>
#include <type_traits>
#include <utility>

#ifndef GC_THREADS
#define GC_THREADS 1
#endif
#include <gc.h>

#include "lfht/hash.hpp"

namespace kea::lfht {

// ---- hashing and comparison policies --------------------------------------

// The key (integral or pointer) is its own hash. Cheap, but the trie indexes by
// the HIGH bits first: small integers or pointers all share their top bits and
// build deep, narrow tries. Prefer MixHash for such keys.
template <class Key>
struct IdentityHash {
  template <class Q>
  std::uint64_t operator()(const Q& q) const noexcept {
    if constexpr (std::is_pointer_v<Q>)
      return static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(q));
    else
      return static_cast<std::uint64_t>(q);
  }
};

// IdentityHash followed by the bijective mix64 finalizer.
template <class Key>
struct MixHash {
  template <class Q>
  std::uint64_t operator()(const Q& q) const noexcept { return mix64(IdentityHash<Key>{}(q)); }
};

// Three-way comparison from operator< (std::less<> for a total order on pointers).
template <class Key>
struct ThreeWay {
  template <class A, class B>
  int operator()(const A& a, const B& b) const noexcept {
    std::less<> lt;
    return lt(a, b) ? -1 : (lt(b, a) ? 1 : 0);
  }
};

struct NoDtor {
  template <class K, class V>
  void operator()(K&, V&) const noexcept {}
};

// ---- Boehm GC setup -------------------------------------------------------

// Initialise the collector for a multi-threaded program. Call from main() before
// any thread is created (idempotent; GcAlloc maps also call it).
inline void gc_init() {
  static std::once_flag once;
  std::call_once(once, [] {
    GC_INIT();
    GC_allow_register_threads();
    for (std::size_t d = 1; d < 8; ++d) GC_register_displacement(d);
  });
}

// RAII registration of the calling thread with the collector (for std::thread
// and other threads not created through GC_pthread_create). No-op if the
// thread is already registered or if gc_init() has not run yet.
class GcThreadScope {
 public:
  GcThreadScope() {
    if (GC_is_init_called() && !GC_thread_is_registered()) {
      GC_stack_base sb;
      if (GC_get_stack_base(&sb) == GC_SUCCESS) registered_ = GC_register_my_thread(&sb) == GC_SUCCESS;
    }
  }
  ~GcThreadScope() {
    if (registered_) GC_unregister_my_thread();
  }
  GcThreadScope(const GcThreadScope&) = delete;
  GcThreadScope& operator=(const GcThreadScope&) = delete;

 private:
  bool registered_ = false;
};

namespace detail {
// A small number per thread, handed out in order of first use, so that a
// few threads get distinct stripes of a striped counter.
inline unsigned thread_stripe() noexcept {
  static std::atomic<unsigned> next{0};
  thread_local const unsigned mine = next.fetch_add(1, std::memory_order_relaxed);
  return mine;
}
}  // namespace detail

// ---- allocation policies ---------------------------------------------------

namespace detail {
template <class A>
constexpr bool frees_in_bulk() {
  if constexpr (requires { A::frees_in_bulk; }) return A::frees_in_bulk;
  else return false;
}
}  // namespace detail

struct GcAlloc {
  static constexpr bool garbage_collected = true;
  static void* allocate(std::size_t n) {
    void* p = GC_MALLOC(n);
    if (!p) throw std::bad_alloc();
    return p;
  }
  static void* allocate_root(std::size_t n) {
    void* p = GC_MALLOC_UNCOLLECTABLE(n);
    if (!p) throw std::bad_alloc();
    return p;
  }
  static void deallocate(void* p) noexcept { GC_FREE(p); }
};

struct DeferredAlloc {
  static constexpr bool garbage_collected = false;
  static void* allocate(std::size_t n) { return ::operator new(n); }
  static void* allocate_root(std::size_t n) { return ::operator new(n); }
  static void deallocate(void* p) noexcept { ::operator delete(p); }
};

#if (defined(KEA_TSAN) && KEA_TSAN) || defined(__SANITIZE_THREAD__)
using DefaultAlloc = DeferredAlloc;
#else
using DefaultAlloc = GcAlloc;
#endif

// Structure statistics (quiescent use only: tests, tuning).
struct Stats {
  std::size_t levels = 0;        // hash levels, root included
  std::size_t leaves = 0;        // live (unmarked) leaves
  std::size_t marked = 0;        // logically deleted leaves still linked
  unsigned max_depth = 0;        // deepest level (root = 0)
  std::size_t max_chain = 0;     // longest chain (live leaves)
};

// ---- the map ---------------------------------------------------------------
//
// ChunkBits (w): bits of hash per level, 2^w buckets per level. Threshold: an
// insert that finds this many live leaves in a chain expands it first, so chains
// above the last level hold at most Threshold leaves. Defaults w=5, Threshold=3
// come from bench/lfht_bench.cpp (1M string keys): deep levels and chain nodes
// each cost a cache miss, and this pair gave the fewest per lookup while keeping
// a small map small (root level: 8 + 2^w * 8 bytes). RootBits (r, default w):
// the root's bits. A map that will hold millions of keys can start wide (r=16:
// a 512 KiB root) and so walk a level or two less, where widening every level
// would leave the deep ones nearly empty.

template <class Key, class Value, class Hash = IdentityHash<Key>, class Compare = ThreeWay<Key>,
          class Alloc = DefaultAlloc, unsigned ChunkBits = 5, unsigned Threshold = 3,
          class Dtor = NoDtor, unsigned RootBits = ChunkBits>
class Map {
  static_assert(ChunkBits >= 1 && ChunkBits <= 16, "ChunkBits must be in 1..16");
  static_assert(RootBits >= 1 && RootBits <= 24, "RootBits must be in 1..24");
  static_assert(Threshold >= 1, "Threshold must be positive");
  static constexpr bool kBulk = detail::frees_in_bulk<Alloc>();
  static_assert(!kBulk || std::is_same_v<Dtor, NoDtor>, "a policy that frees in bulk runs no Dtor");
  static_assert(std::is_trivially_copyable_v<Key> && std::is_trivially_copyable_v<Value>,
                "lfht keys and values must be trivially copyable");

 public:
  using key_type = Key;
  using mapped_type = Value;
  using value_type = std::pair<Key, Value>;
  static constexpr unsigned chunk_bits = ChunkBits;
  static constexpr unsigned root_bits = RootBits;
  static constexpr unsigned threshold = Threshold;
  static constexpr unsigned fanout = 1u << ChunkBits;  // buckets of a level below the root
  static constexpr unsigned max_depth = (64 - RootBits + ChunkBits - 1) / ChunkBits;  // root = 0

 private:
  using word = std::uintptr_t;
  static constexpr word kLevel = 1, kMark = 2, kFrozen = 4, kFlags = 7;

  struct Leaf {
    std::atomic<word> next;
    std::uint64_t hash;
    Key key;
    Value value;
    Leaf(word n, std::uint64_t h, const Key& k, const Value& v) : next(n), hash(h), key(k), value(v) {}
  };
  // A level's buckets follow it in the same block: 2^RootBits of them for
  // the root (shift 0), 2^ChunkBits for every other level.
  static constexpr unsigned kNeverSwept = ~0u;
  struct alignas(8) Level {
    unsigned shift;  // hash bits used by the levels above
    // Leaves under it after the last quiescent sweep (SWEEP), which decides
    // by it whether the level has been quiet since.
    unsigned kept_at_sweep = kNeverSwept;
    // With a policy that frees in bulk: the frozen chain this level
    // replaced (its head leaf), which an older walk may still be on; the
    // next quiescent sweep gives its leaves back. 0 when there is none.
    word replaced = 0;
    // The level installed before it that also holds a replaced chain (the
    // map's list of them, replacing_): a quiescent caller gives the chains
    // back without a sweep (give_back_replaced_quiescent).
    Level* next_replacing = nullptr;
    std::atomic<word>* bucket() noexcept { return reinterpret_cast<std::atomic<word>*>(this + 1); }
    const std::atomic<word>* bucket() const noexcept {
      return reinterpret_cast<const std::atomic<word>*>(this + 1);
    }
  };
  static_assert(alignof(Leaf) >= 8 && alignof(Level) >= 8, "tag bits need 8-byte alignment");

  static Leaf* as_leaf(word w) noexcept { return reinterpret_cast<Leaf*>(w & ~kFlags); }
  static Level* as_level(word w) noexcept { return reinterpret_cast<Level*>(w & ~kFlags); }
  static word of(const Level* l) noexcept { return reinterpret_cast<word>(l) | kLevel; }
  static word of(const Leaf* x) noexcept { return reinterpret_cast<word>(x); }
  static constexpr unsigned bits_at(unsigned shift) noexcept { return shift == 0 ? RootBits : ChunkBits; }
  static constexpr unsigned level_size(unsigned shift) noexcept { return 1u << bits_at(shift); }
  static constexpr unsigned next_shift(unsigned shift) noexcept { return shift + bits_at(shift); }
  static unsigned index(std::uint64_t h, unsigned shift) noexcept {
    return static_cast<unsigned>((h << shift) >> (64 - bits_at(shift)));
  }
  static bool expandable(unsigned shift) noexcept { return next_shift(shift) < 64; }

 public:
  explicit Map(Hash hash = {}, Compare cmp = {}, Dtor dtor = {}, Alloc alloc = {})
      : hash_(std::move(hash)), cmp_(std::move(cmp)), dtor_(std::move(dtor)), alloc_(std::move(alloc)) {
    if constexpr (Alloc::garbage_collected) gc_init();
    root_ = new_level(0, /*root=*/true);
  }
  ~Map() {
    if constexpr (kBulk) return;  // the policy frees every node when it goes
    if constexpr (Alloc::garbage_collected && std::is_same_v<Dtor, NoDtor>) {
      // No entry needs its destructor, so the nodes need no walk: freeing
      // the root leaves the rest unreachable, and the collector takes it.
      // (Freeing node by node cost a locked GC_FREE per node: most of the
      // exit time of a process with millions of atoms.)
      alloc_.deallocate(root_);
      return;
    }
    destroy_level(root_);
    if constexpr (!Alloc::garbage_collected) {
      Retired* r = retired_.load(std::memory_order_acquire);
      while (r) {
        Retired* n = r->next;
        if (r->destroy) dtor_(r->leaf->key, r->leaf->value);
        alloc_.deallocate(r->leaf);
        delete r;
        r = n;
      }
    }
  }
  Map(const Map&) = delete;
  Map& operator=(const Map&) = delete;

  // ---- lookup ----
  template <class Q>
  std::optional<Value> find(const Q& q) const {
    if (const Leaf* x = find_leaf(q, hash_(q))) return x->value;
    return std::nullopt;
  }
  template <class Q>
  bool contains(const Q& q) const { return find_leaf(q, hash_(q)) != nullptr; }
  // find(q) for a caller that already has h == hash(q): interning hashes the
  // text once and uses the hash for the lookup and for the new entry.
  template <class Q>
  std::optional<Value> find_hashed(const Q& q, std::uint64_t h) const {
    if (const Leaf* x = find_leaf(q, h)) return x->value;
    return std::nullopt;
  }

  // ---- insert ----
  // Insert if absent. Returns {value present after the call, inserted?}.
  std::pair<Value, bool> insert(const Key& key, const Value& value) {
    return intern_impl(key, hash_(key), [&] { return std::pair<Key, Value>(key, value); }, false);
  }
  // Like insert, but make() -> std::pair<Key,Value> is called only if q looks
  // absent. If another thread inserts an equal key between make() and the
  // publishing CAS, the made pair is discarded and passed to the Dtor hook at
  // once; make() runs at most once per call. hash(made key) must equal hash(q)
  // and compare(q, made key) must be 0.
  template <class Q, class Make>
  std::pair<Value, bool> intern(const Q& q, Make&& make) {
    return intern_impl(q, hash_(q), std::forward<Make>(make), true);
  }
  // intern(q, make) with h == hash(q) computed by the caller.
  template <class Q, class Make>
  std::pair<Value, bool> intern_hashed(const Q& q, std::uint64_t h, Make&& make) {
    return intern_impl(q, h, std::forward<Make>(make), true);
  }

  // ---- remove ----
  template <class Q>
  std::optional<Value> remove(const Q& q) {
    const std::uint64_t h = hash_(q);
    Level* l = root_;
    unsigned shift = 0;
    for (;;) {
      std::atomic<word>& slot = l->bucket()[index(h, shift)];
      word w = slot.load(std::memory_order_acquire);
      if (w & kLevel) {
        Level* n = as_level(w);
        if (n == l) return std::nullopt;
        l = n;
        shift = next_shift(shift);
        continue;
      }
      if (w & kFrozen) {
        help_expand(l, slot, w);
        continue;
      }
      std::atomic<word>* pred = &slot;
      Leaf* x = as_leaf(w);
      for (;;) {
        word nx = x->next.load(std::memory_order_acquire);
        if (nx & kFrozen) break;  // restart at l: the bucket is frozen or replaced
        if (nx & kMark) {
          word expect = of(x);
          const word succ = nx & ~kMark;
          if (!pred->compare_exchange_strong(expect, succ, std::memory_order_acq_rel,
                                             std::memory_order_relaxed))
            break;  // predecessor changed: restart
          retire(x, true);
          if (succ & kLevel) return std::nullopt;
          x = as_leaf(succ);
          continue;
        }
        if (x->hash == h && cmp_(q, x->key) == 0) {
          if (x->next.compare_exchange_strong(nx, nx | kMark, std::memory_order_acq_rel,
                                              std::memory_order_relaxed)) {
            Value v = x->value;
            count_add(-1);
            word expect = of(x);
            if (pred->compare_exchange_strong(expect, nx, std::memory_order_acq_rel,
                                              std::memory_order_relaxed))
              retire(x, true);
            return v;
          }
          continue;  // re-examine x: marked by another remover, frozen, or successor changed
        }
        if (nx & kLevel) return std::nullopt;
        pred = &x->next;
        x = as_leaf(nx);
      }
    }
  }

  // ---- ordered iteration ----
  std::optional<value_type> first() const {
    const Leaf* x = scan_level<Key>(root_, 0, nullptr, false);
    if (!x) return std::nullopt;
    return value_type(x->key, x->value);
  }
  template <class Q>
  std::optional<value_type> next(const Q& after) const {
    const Leaf* x = scan_level(root_, hash_(after), &after, true);
    if (!x) return std::nullopt;
    return value_type(x->key, x->value);
  }

  class iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Map::value_type;
    using difference_type = std::ptrdiff_t;
    using pointer = const value_type*;
    using reference = const value_type&;
    iterator() = default;
    reference operator*() const { return *cur_; }
    pointer operator->() const { return &*cur_; }
    iterator& operator++() {
      cur_ = map_->next(cur_->first);
      return *this;
    }
    iterator operator++(int) {
      iterator t = *this;
      ++*this;
      return t;
    }
    bool operator==(const iterator& b) const {
      if (cur_.has_value() != b.cur_.has_value()) return false;
      if (!cur_) return true;
      return map_ == b.map_ && map_->cmp_(cur_->first, b.cur_->first) == 0;
    }

   private:
    friend class Map;
    iterator(const Map* m, std::optional<value_type> c) : map_(m), cur_(std::move(c)) {}
    const Map* map_ = nullptr;
    std::optional<value_type> cur_;
  };
  using const_iterator = iterator;
  iterator begin() const { return iterator(this, first()); }
  iterator end() const { return iterator(this, std::nullopt); }

  // Sum of relaxed counters: exact when quiescent.
  std::size_t size_approx() const noexcept {
    long n = 0;
    for (const CountStripe& c : count_) n += c.n.load(std::memory_order_relaxed);
    return n < 0 ? 0 : static_cast<std::size_t>(n);
  }
  bool empty() const noexcept { return size_approx() == 0; }

  // Calls f(key, value) for every entry, in bucket order. Quiescent use only.
  template <class F>
  void visit(F&& f) const {
    visit_level(root_, f);
  }

  // Unlinks every entry for which dead(key, value) holds, and every leaf
  // a remove marked but could not unlink, and folds the levels left nearly
  // empty (SWEEP above); returns how many entries went. Quiescent use only:
  // no other thread may be inside the map, so no walker stands on a node
  // being unlinked, no bucket is frozen (an expansion ends inside the insert
  // that began it) and the nodes can be reused at once: each goes to the
  // policy's recycle(p, bytes) if it has one, else a leaf is retired as
  // remove() retires and a level is deallocated. Kea's atom collector
  // sweeps with it.
  template <class Dead>
  std::size_t sweep(Dead&& dead) {
    auto release = [this](void* node, std::size_t bytes) { release_swept(node, bytes); };
    return sweep_part(0, 1, dead, release);
  }

  // sweep() cut in `parts` pieces, by the root's buckets: this call sweeps
  // piece `part` only, so that as many threads may sweep the pieces at once
  // (and no other thread may be in the map). Each unlinked leaf and folded
  // level goes to unlinked(node, bytes), which must either pass it to
  // release_swept(node, bytes) once every piece is swept (a policy's recycle
  // need not take blocks from several threads) or give it back to the
  // policy's memory itself: bytes is what the policy's allocate was asked
  // for. The entry count is updated here.
  template <class Dead, class Unlinked>
  std::size_t sweep_part(unsigned part, unsigned parts, Dead& dead, Unlinked& unlinked) {
    // This sweep gives back every replaced chain, and levels it folds go:
    // the list of levels with one would name them.
    if (part == 0) replacing_.store(nullptr, std::memory_order_relaxed);
    const unsigned n = level_size(root_->shift);
    std::size_t removed = 0;
    try {
      sweep_level(root_, static_cast<unsigned>(std::uint64_t{n} * part / parts),
                  static_cast<unsigned>(std::uint64_t{n} * (part + 1) / parts), dead, unlinked, removed);
    } catch (...) {
      count_add(-static_cast<long>(removed));  // what went before a callback threw
      throw;
    }
    count_add(-static_cast<long>(removed));
    return removed;
  }
  // Cache hints for a caller about to visit many known keys in a row (a
  // collector unlinking them with unlink_quiescent): the root bucket of
  // hash h, and the first node that bucket points to. Ask for the bucket
  // some keys ahead and for its node a few keys later, and both misses
  // overlap the work in between.
  void prefetch_bucket(std::uint64_t h) const noexcept { __builtin_prefetch(&root_->bucket()[index(h, 0)]); }
  void prefetch_chain(std::uint64_t h) const noexcept {
    __builtin_prefetch(as_leaf(root_->bucket()[index(h, 0)].load(std::memory_order_relaxed)));
  }

  // Gives the leaves of every chain replaced by an expansion since the last
  // sweep to unlinked(node, bytes), as a sweep would, without walking the
  // map. Quiescent use only.
  template <class Unlinked>
  void give_back_replaced_quiescent(Unlinked& unlinked) {
    for (Level* l = replacing_.exchange(nullptr, std::memory_order_acquire); l;) {
      Level* next = std::exchange(l->next_replacing, nullptr);
      give_back_replaced(l, unlinked);
      l = next;
    }
  }

  // Unlinks the leaf that holds exactly the key k (equal as a Key, not by
  // Compare), whose hash is h, and gives it to unlinked(node, bytes) as
  // sweep_part does; false if no leaf holds k. Quiescent use only, as
  // sweep(): a collector that knows which few keys died (Kea's atoms made
  // since its last sweep) unlinks them without walking the whole map. It
  // folds no level: a sweep does that. The count of keys goes down by what
  // `uncounted` grows by: the caller applies it with count_removed once,
  // rather than an atomic add per key.
  template <class Unlinked>
  bool unlink_quiescent(const Key& k, std::uint64_t h, Unlinked& unlinked, std::size_t& uncounted) {
    Level* l = root_;
    unsigned shift = 0;
    for (;;) {
      std::atomic<word>* pred = &l->bucket()[index(h, shift)];
      word w = pred->load(std::memory_order_acquire);
      if (w & kLevel) {
        Level* n = as_level(w);
        if (n == l) return false;
        l = n;
        shift = next_shift(shift);
        continue;
      }
      if (w & kFrozen) return false;  // not at quiescence; left as it is
      while (!(w & kLevel)) {
        Leaf* x = as_leaf(w);
        const word nx = x->next.load(std::memory_order_acquire);
        if (x->hash == h && x->key == k) {
          pred->store(nx & ~kMark, std::memory_order_release);
          if (!(nx & kMark)) ++uncounted;  // a marked one was counted off by its remove
          unlinked(static_cast<void*>(x), sizeof(Leaf));
          return true;
        }
        pred = &x->next;
        w = nx;
      }
      return false;
    }
  }
  // Applies what unlink_quiescent counted.
  void count_removed(std::size_t n) noexcept { count_add(-static_cast<long>(n)); }

  void release_swept(void* node, std::size_t bytes) {
    static_assert(level_bytes(RootBits) != sizeof(Leaf), "a folded level is told from a leaf by its size");
    if constexpr (requires { alloc_.recycle(node, bytes); })
      alloc_.recycle(node, bytes);
    else if (bytes == sizeof(Leaf))
      retire(static_cast<Leaf*>(node), true);
    else
      alloc_.deallocate(node);  // a folded level: nothing else points to it
  }

  // Walks the whole structure. Quiescent use only.
  Stats stats() const {
    Stats s;
    stats_level(root_, s);
    return s;
  }

 private:
  struct Retired {
    Leaf* leaf;
    Retired* next;
    bool destroy;
  };

  // ---- allocation ----
  static constexpr std::size_t level_bytes(unsigned shift) noexcept {
    return sizeof(Level) + level_size(shift) * sizeof(std::atomic<word>);
  }
  Level* new_level(unsigned shift, bool root = false) {
    const std::size_t bytes = level_bytes(shift);
    void* mem = root ? alloc_.allocate_root(bytes) : alloc_.allocate(bytes);
    Level* l = new (mem) Level{shift};
    for (unsigned i = 0; i < level_size(shift); ++i)
      new (&l->bucket()[i]) std::atomic<word>(of(l));
    return l;
  }
  Leaf* new_leaf(word next, std::uint64_t h, const Key& k, const Value& v) {
    return new (alloc_.allocate(sizeof(Leaf))) Leaf(next, h, k, v);
  }
  void retire(Leaf* x, bool destroy) {
    if constexpr (!Alloc::garbage_collected && !kBulk) {
      Retired* r = new Retired{x, retired_.load(std::memory_order_relaxed), destroy};
      while (!retired_.compare_exchange_weak(r->next, r, std::memory_order_release,
                                             std::memory_order_relaxed)) {
      }
    } else {
      (void)x;
      (void)destroy;
    }
  }

  // ---- lookup ----
  template <class Q>
  const Leaf* find_leaf(const Q& q, std::uint64_t h) const {
    const Level* l = root_;
    unsigned shift = 0;  // tracked here: reading l->shift would touch another cache line
    for (;;) {
      word w = l->bucket()[index(h, shift)].load(std::memory_order_acquire);
      if (w & kLevel) {
        const Level* n = as_level(w);
        if (n == l) return nullptr;
        l = n;
        shift = next_shift(shift);
        continue;
      }
      const Leaf* x = as_leaf(w);
      for (;;) {
        word nx = x->next.load(std::memory_order_acquire);
        if (x->hash == h && !(nx & kMark) && cmp_(q, x->key) == 0) return x;
        if (nx & kLevel) return nullptr;
        x = as_leaf(nx);
      }
    }
  }

  // ---- insert ----
  template <class Q, class Make>
  std::pair<Value, bool> intern_impl(const Q& q, std::uint64_t h, Make&& make, bool owns_made) {
    Leaf* fresh = nullptr;
    Level* l = root_;
    unsigned shift = 0;
    for (;;) {
      std::atomic<word>& slot = l->bucket()[index(h, shift)];
      word w = slot.load(std::memory_order_acquire);
      if (w & kLevel) {
        Level* n = as_level(w);
        if (n != l) {
          l = n;
          shift = next_shift(shift);
          continue;
        }
      } else if (w & kFrozen) {
        help_expand(l, slot, w);
        continue;
      } else {
        unsigned live = 0;
        for (const Leaf* x = as_leaf(w);;) {
          word nx = x->next.load(std::memory_order_acquire);
          if (!(nx & kMark)) {
            if (x->hash == h && cmp_(q, x->key) == 0) {
              if (fresh) discard(fresh, owns_made);
              return {x->value, false};
            }
            ++live;
          }
          if (nx & kLevel) break;
          x = as_leaf(nx);
        }
        if (live >= Threshold && expandable(shift)) {
          word frozen = w | kFrozen;
          if (slot.compare_exchange_strong(w, frozen, std::memory_order_acq_rel,
                                           std::memory_order_relaxed))
            help_expand(l, slot, frozen);
          continue;
        }
      }
      if (!fresh) {
        std::pair<Key, Value> kv = make();
        fresh = new_leaf(w, h, kv.first, kv.second);
      } else {
        fresh->next.store(w, std::memory_order_relaxed);
      }
      if (slot.compare_exchange_strong(w, of(fresh), std::memory_order_release,
                                       std::memory_order_relaxed)) {
        count_add(1);
        return {fresh->value, true};
      }
    }
  }

  void discard(Leaf* x, bool destroy) {
    if (destroy) dtor_(x->key, x->value);
    alloc_.deallocate(x);
  }

  // ---- expansion ----
  // Completes the expansion of the frozen bucket `slot` (value `fw`) of level l.
  // Deterministic: every helper builds the same level; one CAS installs it.
  void help_expand(Level* l, std::atomic<word>& slot, word fw) {
    if (slot.load(std::memory_order_acquire) != fw) return;  // already installed
    Level* n = new_level(next_shift(l->shift));
    if constexpr (kBulk) n->replaced = fw & ~kFlags;
    for (Leaf* x = as_leaf(fw);;) {
      word nx = x->next.fetch_or(kFrozen, std::memory_order_acq_rel);
      if (!(nx & kMark)) {
        std::atomic<word>& b = n->bucket()[index(x->hash, n->shift)];
        Leaf* c = new_leaf(b.load(std::memory_order_relaxed), x->hash, x->key, x->value);
        b.store(of(c), std::memory_order_relaxed);
      }
      if (nx & kLevel) break;
      x = as_leaf(nx);
    }
    word expect = fw;
    if (slot.compare_exchange_strong(expect, of(n), std::memory_order_acq_rel,
                                               std::memory_order_relaxed)) {
      if constexpr (kBulk) {
        n->next_replacing = replacing_.load(std::memory_order_relaxed);
        while (!replacing_.compare_exchange_weak(n->next_replacing, n, std::memory_order_release,
                                                 std::memory_order_relaxed)) {
        }
      }
      // The frozen chain is now unreachable for new operations.
      for (Leaf* x = as_leaf(fw);;) {
        word nx = x->next.load(std::memory_order_relaxed);
        retire(x, (nx & kMark) != 0);  // unmarked ones live on as copies
        if (nx & kLevel) break;
        x = as_leaf(nx);
      }
      return;
    }
    free_private_level(n);
  }
  void free_private_level(Level* n) {
    for (unsigned i = 0; i < level_size(n->shift); ++i) {
      word w = n->bucket()[i].load(std::memory_order_relaxed);
      while (!(w & kLevel)) {
        Leaf* x = as_leaf(w);
        w = x->next.load(std::memory_order_relaxed);
        alloc_.deallocate(x);
      }
    }
    alloc_.deallocate(n);
  }

  // ---- iteration ----
  // Least (hash, key) leaf in level l; if `bounded`, only leaves strictly after
  // (h, *q), and l is on the path of h.
  template <class Q>
  const Leaf* scan_level(const Level* l, std::uint64_t h, const Q* q, bool bounded) const {
    unsigned start = bounded ? index(h, l->shift) : 0;
    for (unsigned i = start; i < level_size(l->shift); ++i) {
      const bool on_path = bounded && i == start;
      word w = l->bucket()[i].load(std::memory_order_acquire);
      const Leaf* r;
      if (w & kLevel) {
        const Level* n = as_level(w);
        if (n == l) continue;
        r = scan_level(n, h, q, on_path);
      } else {
        r = scan_chain(as_leaf(w), h, q, on_path);
      }
      if (r) return r;
    }
    return nullptr;
  }
  template <class Q>
  const Leaf* scan_chain(const Leaf* x, std::uint64_t h, const Q* q, bool bounded) const {
    const Leaf* best = nullptr;
    for (;;) {
      word nx = x->next.load(std::memory_order_acquire);
      if (!(nx & kMark) &&
          (!bounded || x->hash > h || (x->hash == h && cmp_(*q, x->key) < 0)) &&
          (!best || x->hash < best->hash || (x->hash == best->hash && cmp_(x->key, best->key) < 0)))
        best = x;
      if (nx & kLevel) return best;
      x = as_leaf(nx);
    }
  }

  // ---- quiescent walks ----
  void stats_level(const Level* l, Stats& s) const {
    ++s.levels;
    unsigned depth = l->shift == 0 ? 0 : 1 + (l->shift - RootBits) / ChunkBits;
    if (depth > s.max_depth) s.max_depth = depth;
    for (unsigned i = 0; i < level_size(l->shift); ++i) {
      word w = l->bucket()[i].load(std::memory_order_acquire);
      if (w & kLevel) {
        if (as_level(w) != l) stats_level(as_level(w), s);
        continue;
      }
      std::size_t chain = 0;
      for (const Leaf* x = as_leaf(w);;) {
        word nx = x->next.load(std::memory_order_acquire);
        if (nx & kMark) ++s.marked;
        else ++s.leaves, ++chain;
        if (nx & kLevel) break;
        x = as_leaf(nx);
      }
      if (chain > s.max_chain) s.max_chain = chain;
    }
  }
  template <class F>
  void visit_level(const Level* l, F& f) const {
    for (unsigned i = 0; i < level_size(l->shift); ++i) {
      word w = l->bucket()[i].load(std::memory_order_acquire);
      if (w & kLevel) {
        if (as_level(w) != l) visit_level(as_level(w), f);
        continue;
      }
      for (const Leaf* x = as_leaf(w);;) {
        word nx = x->next.load(std::memory_order_acquire);
        if (!(nx & kMark)) f(x->key, x->value);
        if (nx & kLevel) break;
        x = as_leaf(nx);
      }
    }
  }
  // The buckets are read in order, but what they point to lies anywhere: the
  // node 2 * kSweepAhead buckets ahead is asked for early, so that its cache
  // miss overlaps the work on this one, and the second node of the chain
  // kSweepAhead ahead, whose head has come by then. (bench/atoms: a tenth
  // less sweep time than asking for heads only.)
  static constexpr unsigned kSweepAhead = 4;
  // What a sweep found under a level: the leaves it met and those it kept,
  // and whether a deeper level or a frozen bucket stays there.
  struct Swept {
    std::size_t met = 0, kept = 0;
    bool deep = false;
  };
  // Sweeps buckets [from, to) of l and folds each deeper level that is
  // small and was quiet: it keeps at most Threshold leaves, and it held
  // as many before this sweep as it kept after the last one (no insert
  // since). A level that fills up between sweeps stays, though each sweep
  // empties it: folding it would have every bucket of a churning map
  // expanded again after each sweep, a level made and its chain copied
  // each time (a quarter of bench/atoms's time).
  template <class Dead, class Unlinked>
  Swept sweep_level(Level* l, unsigned from, unsigned to, Dead& dead, Unlinked& unlinked, std::size_t& removed) {
    // The root replaced nothing, and may be swept by several parts at once;
    // any other level is swept by the one part that holds its bucket.
    if (l != root_) give_back_replaced(l, unlinked);
    Swept here;
    for (unsigned i = from; i < to; ++i) {
      if (i + 2 * kSweepAhead < to) __builtin_prefetch(as_leaf(l->bucket()[i + 2 * kSweepAhead].load(std::memory_order_relaxed)));
      if (i + kSweepAhead < to) {
        // The head asked for above has come by now: its successor is asked
        // for in turn.
        const word h = l->bucket()[i + kSweepAhead].load(std::memory_order_relaxed);
        if (!(h & (kLevel | kFrozen))) {
          const word hn = as_leaf(h)->next.load(std::memory_order_relaxed);
          if (!(hn & kLevel)) __builtin_prefetch(as_leaf(hn));
        }
      }
      std::atomic<word>* pred = &l->bucket()[i];
      word w = pred->load(std::memory_order_acquire);
      if (w & kLevel) {
        Level* n = as_level(w);
        if (n == l) continue;
        const Swept below = sweep_level(n, 0, level_size(n->shift), dead, unlinked, removed);
        here.met += below.met;
        here.kept += below.kept;
        if (!below.deep && below.kept <= Threshold && below.met == n->kept_at_sweep) {
          fold_level(l, *pred, n, unlinked);
        } else {
          here.deep = true;
          n->kept_at_sweep = static_cast<unsigned>(std::min<std::size_t>(below.kept, kNeverSwept - 1));
        }
        continue;
      }
      if (w & kFrozen) {  // not at quiescence; left as it is
        here.deep = true;
        continue;
      }
      while (!(w & kLevel)) {
        Leaf* x = as_leaf(w);
        const word nx = x->next.load(std::memory_order_acquire);
        const bool marked = (nx & kMark) != 0;
        ++here.met;
        if (marked || dead(x->key, x->value)) {
          if (!marked) ++removed;  // a marked one was counted off by its remove
          w = nx & ~kMark;
          pred->store(w, std::memory_order_release);
          unlinked(static_cast<void*>(x), sizeof(Leaf));
          continue;
        }
        ++here.kept;
        pred = &x->next;
        w = nx;
      }
    }
    return here;
  }
  // The leaves of the chain that l replaced go to unlinked: at quiescence
  // no walk can still be on them.
  template <class Unlinked>
  void give_back_replaced(Level* l, Unlinked& unlinked) {
    if constexpr (kBulk) {
      for (word w = std::exchange(l->replaced, word{0}); w != 0;) {
        Leaf* x = as_leaf(w);
        const word nx = x->next.load(std::memory_order_relaxed);
        unlinked(static_cast<void*>(x), sizeof(Leaf));
        w = (nx & kLevel) ? 0 : nx;
      }
    }
  }
  // Level n, which hangs from `slot` of l and was just swept (no marked
  // leaf, no deeper level, at most Threshold leaves), becomes one chain at
  // slot again, and n goes to unlinked.
  template <class Unlinked>
  void fold_level(Level* l, std::atomic<word>& slot, Level* n, Unlinked& unlinked) {
    word chain = of(l);
    for (unsigned j = 0; j < level_size(n->shift); ++j) {
      word w = n->bucket()[j].load(std::memory_order_relaxed);
      while (!(w & kLevel)) {
        Leaf* x = as_leaf(w);
        w = x->next.load(std::memory_order_relaxed);
        x->next.store(chain, std::memory_order_relaxed);
        chain = of(x);
      }
    }
    slot.store(chain, std::memory_order_release);
    unlinked(static_cast<void*>(n), level_bytes(n->shift));
  }
  void destroy_level(Level* l) {
    for (unsigned i = 0; i < level_size(l->shift); ++i) {
      word w = l->bucket()[i].load(std::memory_order_acquire);
      if (w & kLevel) {
        if (as_level(w) != l) destroy_level(as_level(w));
        continue;
      }
      for (Leaf* x = as_leaf(w);;) {
        word nx = x->next.load(std::memory_order_acquire);
        // removed-but-still-linked leaves: DeferredAlloc owns them, GcAlloc does not
        if (!Alloc::garbage_collected || !(nx & kMark)) dtor_(x->key, x->value);
        alloc_.deallocate(x);
        if (nx & kLevel) break;
        x = as_leaf(nx);
      }
    }
    alloc_.deallocate(l);
  }

  Level* root_;
  [[no_unique_address]] Hash hash_;
  [[no_unique_address]] Compare cmp_;
  [[no_unique_address]] Dtor dtor_;
  [[no_unique_address]] Alloc alloc_;
  // The entry count, striped by thread: a counter that every insert wrote
  // would be one cache line bouncing between all inserting cores, the only
  // shared write of an insert besides its CAS on a (random) bucket. A stripe
  // can go negative (a remove counted on another thread than its insert);
  // only the sum means anything.
  static constexpr unsigned kCountStripes = 16;
  struct alignas(64) CountStripe {
    std::atomic<long> n{0};
  };
  CountStripe count_[kCountStripes];
  void count_add(long d) noexcept {
    count_[detail::thread_stripe() % kCountStripes].n.fetch_add(d, std::memory_order_relaxed);
  }
  std::atomic<Retired*> retired_{nullptr};
  // With a policy that frees in bulk: the levels installed since the last
  // sweep, each holding the chain it replaced (Level::next_replacing). A
  // sweep, which gives back every level's chain and may fold a level, empties it.
  std::atomic<Level*> replacing_{nullptr};
};

}  // namespace kea::lfht

#endif
