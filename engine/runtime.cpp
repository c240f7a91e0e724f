#include "engine/runtime.hpp"

#include <gc/gc.h>
#include <sys/mman.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <new>
#include <thread>
#include <exception>
#include <unordered_map>
#include <vector>

#include "engine/wam/atom_gc.hpp"
#include "engine/wam/db.hpp"
#include "engine/gc.hpp"
#include "engine/io/stream.hpp"
#include "engine/text_hash.hpp"
#include "engine/threads.hpp"
#include "lfht/lfht.hpp"

namespace kea {
namespace {

// Atom table: key and value are the entry; lookups probe with text.
struct AtomHash {
  std::uint64_t operator()(Atom a) const { return a->hash; }
  std::uint64_t operator()(std::string_view s) const { return text_hash(s); }
};
struct AtomCompare {
  static int cmp(std::string_view a, std::string_view b) {
    int c = a.compare(b);
    return c < 0 ? -1 : c > 0;
  }
  int operator()(Atom a, Atom b) const { return cmp(a->view(), b->view()); }
  int operator()(std::string_view a, Atom b) const { return cmp(a, b->view()); }
  int operator()(Atom a, std::string_view b) const { return cmp(a->view(), b); }
};

// Functor table: probe with (name, arity).
struct FunctorKey {
  Atom name;
  unsigned arity;
};
inline std::uint64_t functor_hash(Atom name, unsigned arity) {
  return hash_mix(name->hash ^ (std::uint64_t{arity} * 0x9e3779b97f4a7c15ULL));
}
struct FunctorHash {
  std::uint64_t operator()(Functor f) const { return functor_hash(f->name, f->arity); }
  std::uint64_t operator()(const FunctorKey& k) const { return functor_hash(k.name, k.arity); }
};
struct FunctorCompare {
  static int cmp(Atom n1, unsigned a1, Atom n2, unsigned a2) {
    if (a1 != a2) return a1 < a2 ? -1 : 1;
    return compare_atoms(n1, n2);
  }
  int operator()(Functor a, Functor b) const { return cmp(a->name, a->arity, b->name, b->arity); }
  int operator()(const FunctorKey& a, Functor b) const { return cmp(a.name, a.arity, b->name, b->arity); }
  int operator()(Functor a, const FunctorKey& b) const { return cmp(a->name, a->arity, b.name, b.arity); }
};


// ---- atom entries -----------------------------------------------------------
//
// A dynamic atom's entry and its text are one block (term.hpp draws it),
// carved from chunks of plain malloc'd memory: each thread takes chunks
// from the Runtime's AtomArena and fills them by bumping a pointer.
//
// Why not one Boehm GC object per atom: the table keeps an atom until the
// atom collector removes it, so Boehm GC could only ever find it live; yet
// each one would count toward the next collection and be marked again at
// every collection. An entry holds no
// pointer to a GC object (its text is inside it), so memory the collector
// neither counts nor scans is safe for it. One malloc per chunk instead of
// one GC allocation per atom, and atoms made together sit together.
//
// Threads: a thread bumps only its own cursor (thread_local), so making an
// atom writes nothing another thread writes. The Runtime's lock is taken
// only to record a new chunk, once per chunk. An entry made by a thread
// that then loses the race to publish the same text (lfht's intern) is
// simply never used: its bytes stay in the chunk.
//
// Reclamation: every chunk is freed with the Runtime (~AtomArena), after the
// atom table. Before that, only the atom collector gives blocks back
// (Returned, give_back: an unreferenced atom's entry and its table leaf), while no
// other thread can touch the table (engine/wam/atom_gc.hpp), so no reader
// holds a block being reused. Small blocks go to the arena's depot in
// batches by size, and a thread whose own free list of a size runs dry takes
// a whole batch from it: every thread that makes atoms reuses what the
// collector freed, whichever thread collected (with the blocks kept by the
// collecting thread alone, each other worker of bench/atoms carved fresh
// chunks: at two workers, 250 MB at peak instead of 140, and 6% of the
// time spent zeroing the pages it faulted in). A thread that ends gives
// what is left of its batches back to the depot. Large blocks go back to
// malloc. Entries never move, so an Atom stays a stable pointer.
class AtomArena {
  // First chunks are small, so a Runtime that makes few atoms on a thread
  // (a test, a short-lived thread) costs little; they double up to kMaxChunk.
  static constexpr std::size_t kFirstChunk = 4096;
  static constexpr std::size_t kMaxChunk = std::size_t{2} << 20;
  // Blocks up to this size are carved from chunks and, once recycled, kept
  // on free lists by size; larger ones (long atoms) are malloc'd one by one.
  static constexpr std::size_t kMaxRecycled = 1024;
  static constexpr std::size_t kSizes = kMaxRecycled / 8 + 1;
  // Recycled blocks move between threads in batches of this many.
  static constexpr std::uint32_t kBatch = 256;
  // How far down a free list allocate asks for blocks ahead.
  static constexpr std::uint32_t kAhead = 8;

 public:
  AtomArena() : id_(next_id_.fetch_add(1, std::memory_order_relaxed)) {
    std::lock_guard<std::mutex> g(registry_lock());
    registry().emplace(id_, this);
  }
  ~AtomArena() {
    {
      std::lock_guard<std::mutex> g(registry_lock());
      registry().erase(id_);
    }
    for (auto [c, bytes] : chunks_) std::free(c);
    for (auto [p, bytes] : large_) std::free(p);
  }

  // Every block of memory it holds, as [begin, end) (the atom collector's
  // marks cover them).
  void memory(std::vector<std::pair<std::uintptr_t, std::uintptr_t>>& out) {
    std::lock_guard<std::mutex> g(lock_);
    for (auto [p, bytes] : chunks_) out.emplace_back(reinterpret_cast<std::uintptr_t>(p), reinterpret_cast<std::uintptr_t>(p) + bytes);
    for (auto [p, bytes] : large_) out.emplace_back(reinterpret_cast<std::uintptr_t>(p), reinterpret_cast<std::uintptr_t>(p) + bytes);
  }
  AtomArena(const AtomArena&) = delete;
  AtomArena& operator=(const AtomArena&) = delete;

  // n bytes, 8-aligned, for the calling thread.
  void* allocate(std::size_t n) {
    n = block_size(n);
    if (n > kMaxRecycled) return new_large(n);
    Cursor& c = cursor();
    if (!c.free[n / 8]) c.free[n / 8] = take_batch(n / 8);
    if (void* p = c.free[n / 8]) {
      // Recycled blocks lie anywhere, each a cache miss: the one kAhead
      // places down the list is asked for now (Returned), so that its
      // link is at hand when its turn comes.
      c.free[n / 8] = link(p);
      if (void* ahead = ahead_link(p)) __builtin_prefetch(ahead, 1);
      return p;
    }
    if (n > static_cast<std::size_t>(c.end - c.cur)) {
      const std::size_t size = std::max(c.next_size, n);
      c.cur = static_cast<char*>(new_chunk(size));
      c.end = c.cur + size;
      c.next_size = std::min(c.next_size * 2, kMaxChunk);
    }
    void* p = c.cur;
    c.cur += n;
    return p;
  }

  // Blocks that allocate gave, given back by a sweeper of the atom
  // collector (every other thread stopped): small ones chained through
  // their first words into batches of up to kBatch blocks of one size, for
  // give_back to put in the depot; large ones back to malloc at once. A
  // block's second word names the block kAhead places further down its
  // batch, for allocate to ask for ahead; a batch's first block links to
  // the next batch through its third word. (So a freed entry's hash,
  // length and text pointer are overwritten at once.) Filling one
  // allocates nothing: a sweep fills it while it unlinks.
  class Returned {
   public:
    Returned(AtomArena& arena) : arena_(arena) {}
    void add(void* p, std::size_t n) {
      n = block_size(n);
      if (n > kMaxRecycled) return arena_.free_large(p);
      const std::size_t i = n / 8;
      link(p) = open_[i];
      // Blocks come off a batch in the reverse order of add: the one
      // kAhead places after p is the one added kAhead adds before it.
      void*& recent = recent_[i][open_count_[i] % kAhead];
      ahead_link(p) = open_count_[i] >= kAhead ? recent : nullptr;
      recent = p;
      open_[i] = p;
      if (++open_count_[i] == kBatch) close(i);
    }

   private:
    friend class AtomArena;
    void close(std::size_t i) {
      batch_link(open_[i]) = batches_[i];
      if (!batches_[i]) last_[i] = open_[i];
      batches_[i] = open_[i];
      open_[i] = nullptr;
      open_count_[i] = 0;
    }
    AtomArena& arena_;
    void* open_[kSizes] = {};          // the batch being filled
    std::uint32_t open_count_[kSizes] = {};
    void* batches_[kSizes] = {};       // full batches
    void* last_[kSizes] = {};          // the last of them
    void* recent_[kSizes][kAhead] = {};  // the last kAhead added to the open batch, round robin
  };
  // Puts every batch of r in the depot, for any thread to take.
  void give_back(Returned& r) {
    std::lock_guard<std::mutex> g(depot_lock_);
    for (std::size_t i = 0; i < kSizes; ++i) {
      if (r.open_[i]) r.close(i);
      if (!r.batches_[i]) continue;
      push_depot(i, r.batches_[i], r.last_[i]);
      r.batches_[i] = r.last_[i] = nullptr;
    }
  }

 private:
  // Every block holds three links while free (Returned), so none is smaller.
  static std::size_t block_size(std::size_t n) { return std::max<std::size_t>((n + 7) & ~std::size_t{7}, 24); }
  static void*& link(void* block) { return static_cast<void**>(block)[0]; }
  static void*& ahead_link(void* block) { return static_cast<void**>(block)[1]; }
  static void*& batch_link(void* block) { return static_cast<void**>(block)[2]; }

  // Puts the batches first..last (linked by batch_link) on the depot of
  // size index i; depot_lock_ held.
  void push_depot(std::size_t i, void* first, void* last) {
    batch_link(last) = depot_[i].load(std::memory_order_relaxed);
    depot_[i].store(first, std::memory_order_relaxed);
  }
  // A batch of blocks of size index i from the depot, or nullptr. The
  // unlocked look at an empty depot keeps the lock off the common path.
  void* take_batch(std::size_t i) {
    if (!depot_[i].load(std::memory_order_relaxed)) return nullptr;
    std::lock_guard<std::mutex> g(depot_lock_);
    void* b = depot_[i].load(std::memory_order_relaxed);
    if (b) depot_[i].store(batch_link(b), std::memory_order_relaxed);
    return b;
  }

  // A thread's place in one arena. Arenas are told apart by an id that is
  // never reused, so a cursor left behind by a destroyed Runtime never
  // matches a new one (even one at the same address).
  struct Cursor {
    std::uint64_t arena = 0;
    char* cur = nullptr;
    char* end = nullptr;
    std::size_t next_size = kFirstChunk;
    void* free[kSizes] = {};  // recycled blocks by size / 8, linked through their first word
  };
  // A few per thread, most recently used first: a thread that works with
  // two Runtimes at once (tests do) keeps a chunk in each.
  static constexpr int kCursors = 4;

  // A thread's cursors end with it, and the blocks left in them go back to
  // their arenas' depots (else a program that starts threads by the
  // million would lose what is left of a batch to each one that made an
  // atom).
  struct Cursors {
    Cursor c[kCursors];
    ~Cursors() {
      for (Cursor& x : c)
        if (x.arena != 0) give_back_cursor(x);
    }
  };
  // Arenas by id, for a thread that ends: its arenas may be gone. Never
  // destroyed: threads may end after the static destructors have run.
  static std::mutex& registry_lock() {
    static auto* m = new std::mutex;
    return *m;
  }
  static std::unordered_map<std::uint64_t, AtomArena*>& registry() {
    static auto* r = new std::unordered_map<std::uint64_t, AtomArena*>;
    return *r;
  }
  // What is left of a batch is a batch.
  static void give_back_cursor(Cursor& c) {
    std::lock_guard<std::mutex> g(registry_lock());
    auto it = registry().find(c.arena);
    if (it == registry().end()) return;
    AtomArena& a = *it->second;
    std::lock_guard<std::mutex> d(a.depot_lock_);
    for (std::size_t i = 0; i < kSizes; ++i) {
      if (void* b = std::exchange(c.free[i], nullptr)) a.push_depot(i, b, b);
    }
  }

  Cursor& cursor() {
    thread_local Cursors set;
    Cursor* cursors = set.c;
    if (cursors[0].arena == id_) return cursors[0];
    int i = 1;
    while (i < kCursors - 1 && cursors[i].arena != id_) ++i;
    Cursor c = cursors[i].arena == id_ ? cursors[i] : Cursor{id_};
    for (; i > 0; --i) cursors[i] = cursors[i - 1];
    cursors[0] = c;
    return cursors[0];
  }

  void free_large(void* p) {
    {
      std::lock_guard<std::mutex> g(lock_);
      large_.erase(p);
    }
    std::free(p);
  }

  void* new_large(std::size_t bytes) {
    void* p = obtain(bytes);
    std::lock_guard<std::mutex> g(lock_);
    large_.emplace(p, bytes);
    return p;
  }

  void* new_chunk(std::size_t bytes) {
    void* p = obtain(bytes);
    std::lock_guard<std::mutex> g(lock_);
    chunks_.emplace_back(p, bytes);
    return p;
  }

  static void* obtain(std::size_t bytes) {
    void* p = bytes >= kHugePage ? huge(bytes) : std::malloc(bytes);
    if (p == nullptr) throw std::bad_alloc();
    return p;
  }

  // Whole huge pages for the large chunks and the table's root: atoms are
  // found and swept in hash order, which is no order in memory, so with
  // small pages nearly every access to them also missed the TLB.
  static constexpr std::size_t kHugePage = std::size_t{2} << 20;
  // (The root is 8 MiB and a few bytes: its first 8 MiB are four pages.)
  // posix_memalign, not aligned_alloc: sizes need not be a multiple of
  // the alignment (the sanitizers' aligned_alloc refuses those).
  static void* huge(std::size_t bytes) {
    void* p = nullptr;
    if (posix_memalign(&p, kHugePage, bytes) != 0) return nullptr;
    madvise(p, bytes & ~(kHugePage - 1), MADV_HUGEPAGE);
    return p;
  }

  static inline std::atomic<std::uint64_t> next_id_{1};
  const std::uint64_t id_;
  std::mutex lock_;
  std::mutex depot_lock_;
  std::atomic<void*> depot_[kSizes] = {};  // stacks of batches, by size / 8 (written under depot_lock_)
  std::vector<std::pair<void*, std::size_t>> chunks_;
  std::unordered_map<void*, std::size_t> large_;
};

// New atoms a thread makes before it adds them to the Runtime's count.
constexpr std::uint32_t kAtomBatch = 256;

// Tables at least this large are swept by two threads (sweep_atoms).
constexpr std::size_t kParallelSweepAtoms = 100000;

Atom new_atom_entry(AtomArena& arena, std::string_view text, std::uint64_t hash) {
  void* mem = arena.allocate(sizeof(AtomEntry) + text.size() + 1);
  char* chars = static_cast<char*>(mem) + sizeof(AtomEntry);
  std::memcpy(chars, text.data(), text.size());
  chars[text.size()] = '\0';
  return new (mem) AtomEntry{hash, static_cast<std::uint32_t>(text.size()), 0, chars};
}

// The symbol tables' own nodes (their levels and leaves) and the functor
// entries come from the same arena, for the same reason: the tables keep
// them for the Runtime's life, and as Boehm GC objects each leaf was counted
// and marked at every collection (bench/atoms spent a fifth of its time
// marking them). A leaf points only at entries and at other nodes, and a
// functor entry at its name: none is a GC object.
struct SymbolTableNodes {
  static constexpr bool garbage_collected = false;
  static constexpr bool frees_in_bulk = true;  // ~AtomArena, after the table
  AtomArena* arena;
  void* allocate(std::size_t n) const { return arena->allocate(n); }
  void* allocate_root(std::size_t n) const { return arena->allocate(n); }
  static void deallocate(void*) noexcept {}
};

// lfht's defaults (32 buckets a level, chains of up to 3). Wider levels
// (256 buckets, chains of 4) made the 6.5 million atoms of bench/atoms a
// level shallower and that loop 25% faster, but between a quarter and a
// few million atoms most of their deepest levels hold a handful of atoms in
// 2 KiB: 800,000 atoms took 3.4 times the memory (bench/memory). The root
// has 2^20 buckets (8 MiB, written once when the Runtime starts), so that
// the million atoms a program that makes atoms from data has between two
// atom collections mostly sit in chains right under it: a level below the
// root holds 32 buckets for a handful of atoms, and each lookup under one
// misses the cache once more. Against 2^18, bench/atoms (with the atom
// collector on, as by default) ran 1.35x faster in one loop, 1.32x with
// one worker and 1.27x with two, and peaked at 185 MB instead of 240 with
// one worker; every process is 6 MB larger (kea -g halt: 9.5 -> 15.6 MB).
// (2^16 to 2^18 had given 1.10x to 1.21x, and 652 MB instead of 833 with
// the collector off.)
using AtomMap = lfht::Map<Atom, Atom, AtomHash, AtomCompare, SymbolTableNodes, 5, 3, lfht::NoDtor, 20>;
static_assert(Runtime::kAtomRootBuckets == std::size_t{1} << 20, "the root of AtomMap");
using FunctorMap = lfht::Map<Functor, Functor, FunctorHash, FunctorCompare, SymbolTableNodes>;

Functor new_functor_entry(AtomArena& arena, Atom name, unsigned arity) {
  return new (arena.allocate(sizeof(FunctorEntry))) FunctorEntry{name, arity, 0};
}

[[noreturn]] void predefined_clash(const char* what, std::string_view text) {
  std::fprintf(stderr, "kea: predefined %s '%.*s' is listed twice in engine/*.def\n", what,
               static_cast<int>(text.size()), text.data());
  std::abort();
}

}  // namespace

struct Runtime::Tables {
  AtomArena arena;  // first: destroyed after the tables that point into it
  AtomMap atoms{{}, {}, {}, SymbolTableNodes{&arena}};
  FunctorMap functors{{}, {}, {}, SymbolTableNodes{&arena}};
  // The atoms made since the last sweep, for sweep_young_atoms. A thread
  // keeps the ones it makes in a batch of its own (YoungBatch) and adds
  // the batch here when it is full; what a thread has not added yet waits
  // for its next batch, or for a sweep of the whole table. A sweep of the
  // whole table empties the list and moves to a new epoch: a batch begun
  // before it may name atoms that sweep freed, and is dropped.
  static inline std::atomic<std::uint64_t> next_id{1};
  const std::uint64_t id = next_id.fetch_add(1, std::memory_order_relaxed);
  std::mutex young_lock;
  std::vector<Atom> young;
  std::atomic<std::uint64_t> young_epoch{0};
};

namespace {
// A thread's atoms not yet added to its Runtime's young list: those of one
// table and one epoch (a thread that turns to another Runtime, or finds
// that a sweep of the whole table came since, starts a new batch).
struct YoungBatch {
  std::uint64_t table = 0, epoch = 0;
  std::uint32_t size = 0;
  Atom atoms[kAtomBatch];
};
}  // namespace

struct Runtime::Extensions {
  mutable std::mutex lock;
  std::map<std::string, std::unique_ptr<Extension>, std::less<>> by_key;
  std::map<Functor, MessageText> message_texts;
};

Runtime::Runtime() : extensions_(std::make_unique<Extensions>()) {
  gc_init();
  // Running out of memory is the program's resource_error(memory) (see
  // call_as and the emulator); the collector's own warnings would only
  // print beside it.
  GC_set_warn_proc(GC_ignore_warn_proc);
  tables_ = std::make_unique<Tables>();
  // Two .def lines with the same text would make atoms::x differ from
  // intern(text): a build defect, reported at the first Runtime.
  // [] is not found by its text: the reader makes it from the token [],
  // and '[]' (a quoted atom, or text made into an atom) is another atom,
  // as in SWI-Prolog 7 and later.
  for (Atom a : kPredefinedAtoms) {
    if (a != atoms::nil && !tables_->atoms.insert(a, a).second) predefined_clash("atom", a->view());
  }
  for (Functor f : kPredefinedFunctors) {
    if (!tables_->functors.insert(f, f).second) predefined_clash("functor", f->name->view());
  }
  flags_.cpu_count.store(usable_cpu_count(), std::memory_order_relaxed);
  install_default_operators(*this);
  streams_ = std::make_unique<StreamTable>();
  db_ = std::make_unique<Database>();
  threads_ = std::make_unique<ThreadSet>(*this);
  install_control_predicates(*this);
  install_builtins(*this);
  load_boot_library(*this);
  // The atom collector's first step: the system's own atoms count as live.
  atom_gc_.live_after = atom_count_approx();
  arm_atom_gc(*this);
}

Runtime::~Runtime() {
  if (!threads_->shutdown()) {
    // A thread would not stop (blocked where no signal reaches it): it may
    // still touch the Runtime, so what it could touch is left allocated
    // for the few moments before the process exits.
    (void)threads_.release();
    (void)extensions_.release();
    (void)db_.release();
    (void)streams_.release();
    (void)tables_.release();
    root_code_.blocks.clear();
    return;
  }
  if (flags_.argv_set) GC_FREE(flags_.argv_set);
}

Runtime::RootCode::~RootCode() {
  for (const Word* block : blocks) GC_FREE(const_cast<Word*>(block));
}

Runtime::Extension* Runtime::extension(std::string_view key) {
  std::lock_guard<std::mutex> g(extensions_->lock);
  auto it = extensions_->by_key.find(key);
  return it == extensions_->by_key.end() ? nullptr : it->second.get();
}

Runtime::Extension* Runtime::add_extension(std::string_view key, std::unique_ptr<Extension> ext) {
  std::lock_guard<std::mutex> g(extensions_->lock);
  auto [it, added] = extensions_->by_key.emplace(std::string(key), nullptr);
  if (added) it->second = std::move(ext);
  return it->second.get();
}

void Runtime::add_message_text(Functor formal, MessageText text) {
  std::lock_guard<std::mutex> g(extensions_->lock);
  extensions_->message_texts[formal] = text;
}

Runtime::MessageText Runtime::message_text(Functor formal) const {
  std::lock_guard<std::mutex> g(extensions_->lock);
  auto it = extensions_->message_texts.find(formal);
  return it == extensions_->message_texts.end() ? nullptr : it->second;
}

// One hash and one walk of the trie: intern_hashed returns an existing
// entry without calling make, so the text is hashed once and nothing is
// allocated when the atom exists.
//
// A new atom counts toward the atom collector's trigger when its thread
// lists its batch as young (a counter every new atom wrote would be shared
// by every interning thread); a batch a whole sweep drops is not counted.
Atom Runtime::intern(std::string_view utf8) {
  const std::uint64_t h = text_hash(utf8);
  auto [atom, made] = tables_->atoms.intern_hashed(utf8, h, [&] {
    Atom a = new_atom_entry(tables_->arena, utf8, h);
    return std::pair<Atom, Atom>{a, a};
  });
  if (made) {
    thread_local YoungBatch batch;
    Tables& tables = *tables_;
    const std::uint64_t epoch = tables.young_epoch.load(std::memory_order_relaxed);
    if (batch.table != tables.id || batch.epoch != epoch) batch = {tables.id, epoch, 0, {}};
    batch.atoms[batch.size++] = atom;
    if (batch.size == kAtomBatch) {
      {
        std::lock_guard<std::mutex> lock(tables.young_lock);
        tables.young.insert(tables.young.end(), batch.atoms, batch.atoms + kAtomBatch);
      }
      batch.size = 0;
      const std::uint64_t now = atom_gc_.made.fetch_add(kAtomBatch, std::memory_order_relaxed) + kAtomBatch;
      const std::uint64_t at = atom_gc_.next_at.load(std::memory_order_relaxed);
      if (at != 0 && now >= at && !atom_gc_.wanted.exchange(true, std::memory_order_relaxed))
        threads_->want_atom_gc();
    }
  }
  return atom;
}

std::vector<std::pair<std::uintptr_t, std::uintptr_t>> Runtime::atom_memory() const {
  std::vector<std::pair<std::uintptr_t, std::uintptr_t>> out;
  tables_->arena.memory(out);
  return out;
}

void Runtime::for_each_functor(const std::function<void(Functor)>& f) const {
  tables_->functors.visit([&](Functor k, Functor) { f(k); });
}

std::size_t Runtime::sweep_atoms(const std::function<bool(Atom)>& dead) {
  // A large table is swept by two threads, each over half of the root's
  // buckets (lfht's sweep_part): the walk is in hash order, a cache miss or
  // two per atom, and two threads keep twice as many misses in flight. The
  // world is stopped, so the two are alone in the table, on disjoint
  // buckets; dead(a) only reads the collector's marks, never an entry.
  //
  // Each sweeper gives a dead entry and its leaf back as it unlinks them,
  // while their lines are at hand (an entry and its leaf are made together,
  // side by side), and a level it folds (lfht's SWEEP) as it folds it,
  // onto batches of its own, which allocate nothing; this thread gives
  // both sweepers' batches to the arena's depot after the join, which
  // orders all the helper did before what follows.
  struct alignas(64) Part {  // a cache line each: both threads write theirs
    explicit Part(AtomArena& arena) : returned(arena) {}
    AtomArena::Returned returned;
    std::size_t removed = 0;
    std::exception_ptr failed;
  };
  const unsigned parts =
      tables_->atoms.size_approx() >= kParallelSweepAtoms && flags_.cpu_count.load(std::memory_order_relaxed) > 1 ? 2 : 1;
  std::vector<Part> out;
  out.reserve(parts);
  for (unsigned i = 0; i < parts; ++i) out.emplace_back(tables_->arena);
  auto sweep = [&](unsigned part) {
    Part& o = out[part];
    try {
      auto is_dead = [&](Atom a, Atom) {
        if (!dead(a)) return false;
        o.returned.add(const_cast<AtomEntry*>(a), sizeof(AtomEntry) + a->length + 1);
        return true;
      };
      auto unlinked = [&](void* node, std::size_t bytes) { o.returned.add(node, bytes); };
      o.removed = tables_->atoms.sweep_part(part, parts, is_dead, unlinked);
    } catch (...) {
      o.failed = std::current_exception();
    }
  };
  if (parts > 1) run_in_two_parts(sweep);
  else sweep(0);
  std::size_t n = 0;
  for (Part& o : out) {
    tables_->arena.give_back(o.returned);
    n += o.removed;
  }
  {
    std::lock_guard<std::mutex> lock(tables_->young_lock);
    tables_->young.clear();
    tables_->young_epoch.fetch_add(1, std::memory_order_relaxed);
  }
  for (Part& o : out)
    if (o.failed) std::rethrow_exception(o.failed);
  return n;
}

std::size_t Runtime::sweep_young_atoms(const std::function<bool(Atom)>& dead, const std::function<void(Atom)>& ahead) {
  // The world is stopped: nobody adds to the list meanwhile. It is emptied
  // after, keeping its capacity: grown anew at each sweep, it would hold
  // the old and the new copy at once, each time. (One thread: a second
  // one, on the other half of the root's buckets, made bench/atoms slower
  // at one and two worker threads alike; so did one that decided which
  // atoms were dead on two threads first, then unlinked them on two. And
  // with the world stopped: a sweep that ran after the others resumed,
  // each dead atom claimed against a lookup rescuing it by a CAS on its
  // flags, made bench/atoms 3% slower at one worker and 6-8% at two: the
  // CASes, the atoms the workers rescued during each sweep, and blocks
  // reused only after every worker had passed a call port, when they
  // were no longer in the cache.)
  std::lock_guard<std::mutex> lock(tables_->young_lock);
  std::vector<Atom>& young = tables_->young;
  AtomArena::Returned returned(tables_->arena);
  auto unlinked = [&](void* node, std::size_t bytes) { returned.add(node, bytes); };
  std::size_t n = 0, uncounted = 0;
  // The young atoms lie anywhere in the table, and their entries anywhere
  // in the arena (most are recycled blocks): each entry and its mark, then
  // its bucket, then its chain is a cache miss, asked for ahead in that
  // order.
  constexpr std::size_t kEntryAhead = 24, kBucketAhead = 16, kChainAhead = 8;
  AtomMap& atoms = tables_->atoms;
  for (std::size_t i = 0; i < young.size(); ++i) {
    if (i + kEntryAhead < young.size()) {
      __builtin_prefetch(young[i + kEntryAhead], 1);
      ahead(young[i + kEntryAhead]);
    }
    if (i + kBucketAhead < young.size()) atoms.prefetch_bucket(young[i + kBucketAhead]->hash);
    if (i + kChainAhead < young.size()) atoms.prefetch_chain(young[i + kChainAhead]->hash);
    Atom a = young[i];
    if (!dead(a) || !atoms.unlink_quiescent(a, a->hash, unlinked, uncounted)) continue;
    returned.add(const_cast<AtomEntry*>(a), sizeof(AtomEntry) + a->length + 1);
    ++n;
  }
  atoms.count_removed(uncounted);
  atoms.give_back_replaced_quiescent(unlinked);
  tables_->arena.give_back(returned);
  young.clear();
  return n;
}

void Runtime::for_each_young_atom(const std::function<void(Atom)>& f) const {
  std::lock_guard<std::mutex> lock(tables_->young_lock);
  for (Atom a : tables_->young) f(a);
}

std::size_t Runtime::young_atom_count() const {
  std::lock_guard<std::mutex> lock(tables_->young_lock);
  return tables_->young.size();
}

bool Runtime::only_runtime_made() const {
  return tables_->id == 1 && Tables::next_id.load(std::memory_order_relaxed) == 2;
}

bool Runtime::extensions_hide_atoms() const {
  std::lock_guard<std::mutex> g(extensions_->lock);
  for (const auto& [key, ext] : extensions_->by_key)
    if (ext->holds_hidden_atoms()) return true;
  return false;
}

Atom Runtime::find_atom(std::string_view utf8) const {
  auto found = tables_->atoms.find(utf8);
  return found ? *found : nullptr;
}

void Runtime::prefetch_atom_bucket(std::string_view utf8) const { tables_->atoms.prefetch_bucket(text_hash(utf8)); }
void Runtime::prefetch_atom_chain(std::string_view utf8) const { tables_->atoms.prefetch_chain(text_hash(utf8)); }

Functor Runtime::find_functor(Atom name, unsigned arity) const {
  auto found = tables_->functors.find(FunctorKey{name, arity});
  return found ? *found : nullptr;
}

Functor Runtime::functor(Atom name, unsigned arity) {
  FunctorKey key{name, arity};
  if (auto found = tables_->functors.find(key)) return *found;
  return tables_->functors
      .intern(key, [&] {
        Functor f = new_functor_entry(tables_->arena, name, arity);
        return std::pair<Functor, Functor>{f, f};
      })
      .first;
}

void Runtime::for_each_atom(const std::function<void(Atom)>& f) const {
  for (auto kv = tables_->atoms.first(); kv; kv = tables_->atoms.next(kv->first)) f(kv->first);
}

std::size_t Runtime::atom_count_approx() const { return tables_->atoms.size_approx(); }

}  // namespace kea
