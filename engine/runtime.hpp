// The Runtime: what all Prolog threads of one engine share. Atoms, functors,
// operators and flags live here and are safe for concurrent use: the atom
// and functor tables are lock-free hash tries (lfht), so interning and lookup
// never lock and many threads may intern the same text at once -- all of
// them get the same Atom.
//
// Atoms leave the table only through the atom collector (engine/wam/
// atom_gc.hpp), which runs while no other thread can touch an atom; an
// entry, once published, lives at least until a collection finds nothing
// that refers to it.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/flags.hpp"
#include "engine/syntax/ops.hpp"
#include "engine/symbols.hpp"
#include "engine/terms/term.hpp"

namespace kea {
using Word = std::uintptr_t;
}

namespace kea {

class Database;
struct Predicate;

// Hand-made code fragments and predicates the emulator needs by address
// (emulator.cpp builds them for each Runtime).
struct WamCode {
  const Word* retry_clause = nullptr;   // alternative of clause choicepoints
  const Word* catch_fail = nullptr;     // alternative of catch/3 choicepoints
  const Word* pop_fail = nullptr;       // alternative of soft-cut choicepoints
  const Word* cleanup_fail = nullptr;   // alternative of cleanup choicepoints (engine/wam/cleanup.hpp)
  const Word* query_fail = nullptr;     // alternative of a query's base choicepoint
  const Word* query_call = nullptr;     // call(X0), then query_exit
  const Word* catch_recovery = nullptr; // call(X0) in catch/3's environment, then return
  const Word* wake_resume = nullptr;    // continuation of the hooks woken before an inline instruction
  // The most X registers a compiled clause uses (the compiler raises it):
  // how many the wakeup before an inline instruction saves.
  mutable std::atomic<unsigned> max_x{1};
  Predicate* call1 = nullptr;
  Predicate* wakeup = nullptr;  // system:'$wakeup'/1, which runs the woken hooks
};

class StreamTable;  // engine/io/stream.hpp
class ThreadSet;    // engine/threads.hpp

class Runtime {
 public:
  Runtime();
  ~Runtime();
  Runtime(const Runtime&) = delete;
  Runtime& operator=(const Runtime&) = delete;

  // The atom for this UTF-8 text, created if absent. Lock-free.
  Atom intern(std::string_view utf8);
  // The atom for this text if it exists, else nullptr. Lock-free.
  Atom find_atom(std::string_view utf8) const;
  // Cache hints for a caller that knows which texts it will intern soon
  // (atom_concat/3 enumerating splits): where intern(utf8) looks first, the
  // table's root bucket; then, asked once that bucket is at hand, the node
  // it points to. Each is a cache miss in a large table.
  void prefetch_atom_bucket(std::string_view utf8) const;
  void prefetch_atom_chain(std::string_view utf8) const;
  // The functor name/arity, created if absent. Lock-free.
  Functor functor(Atom name, unsigned arity);
  Functor functor(std::string_view name, unsigned arity) { return functor(intern(name), arity); }
  // The functor name/arity if it exists, else nullptr. Lock-free.
  Functor find_functor(Atom name, unsigned arity) const;

  // Every atom present (current_atom/1); concurrent interning is allowed.
  void for_each_atom(const std::function<void(Atom)>& f) const;
  std::size_t atom_count_approx() const;
  // The memory every dynamic atom lies in (with other symbol table nodes),
  // as [begin, end) blocks: the atom collector marks by address in them.
  std::vector<std::pair<std::uintptr_t, std::uintptr_t>> atom_memory() const;
  // Every functor present. Quiescent use only (the atom collector).
  void for_each_functor(const std::function<void(Functor)>& f) const;

  // ---- atom garbage collection (engine/wam/atom_gc.hpp) ----
  // Its trigger and statistics. `made` counts atoms interned, published by
  // each thread in batches; the collector runs at a safe point once it
  // passes `next_at`.
  struct AtomGc {
    // Whatever agc_margin says, no collection before this many new atoms:
    // a collection's fixed cost (stopping the threads, scanning their
    // stacks) is then a small part of making them.
    static constexpr std::uint64_t kMinStep = 65536;
    // Nor before one new atom per this many words the last one scanned in
    // roots (heaps, stacks): a program that keeps a large heap pays for
    // collections in proportion to the atoms it makes. The GC objects a
    // whole collection scans space the whole ones the same way.
    static constexpr std::uint64_t kWordsPerAtom = 16;
    // GC objects a collection finds reachable are scanned by two threads
    // from this many bytes on (when the process may use two CPUs).
    static constexpr std::size_t kParallelScanBytes = std::size_t{8} << 20;
    std::atomic<std::uint64_t> made{0};
    std::atomic<std::uint64_t> next_at{0};
    std::atomic<std::int64_t> margin{10000};  // the agc_margin flag; 0: never by itself
    std::atomic<bool> wanted{false};
    // Attempts in a row that could not stop the other threads (each one
    // doubles the next step, up to 2^kMaxBackoff times).
    static constexpr unsigned kMaxBackoff = 6;
    std::atomic<unsigned> refused{0};
    // Written by the collector (one at a time: the world is stopped).
    std::atomic<std::uint64_t> count{0}, gained{0}, nanoseconds{0};
    std::uint64_t live_after = 0;     // dynamic atoms left by the last collection
    std::uint64_t scanned_words = 0;  // words the last collection scanned, GC objects left out
    // Young and whole collections (atom_gc.hpp): a whole one comes after
    // at least this many young ones, and as many new atoms as the last
    // whole one left and one per kWordsPerAtom words of GC objects it
    // scanned, times 2^whole_backoff (each whole collection in a row that
    // freed few old atoms adds one, up to kMaxWholeBackoff); or sooner,
    // when the old atoms have more than doubled since it.
    static constexpr unsigned kYoungSweepsPerWhole = 8;
    static constexpr unsigned kMaxWholeBackoff = 4;
    unsigned whole_backoff = 0;
    unsigned young_sweeps = 0;            // since the last whole sweep
    std::uint64_t live_after_whole = 0;   // dynamic atoms left by it
    std::uint64_t made_at_whole = 0;      // `made` when it ran
    std::uint64_t heap_words = 0;         // words of GC objects it scanned
    std::atomic<std::uint64_t> whole_sweeps{0};
  };
  AtomGc& atom_gc() { return atom_gc_; }
  // Removes every dynamic atom for which dead(a) holds from the table and
  // gives its memory back; returns how many went. Only the atom collector
  // calls it, with every other thread that may use atoms stopped. dead(a)
  // must not hold for a predefined atom (static: its memory is not the
  // arena's); the collector's marks keep whatever lies outside the arena.
  std::size_t sweep_atoms(const std::function<bool(Atom)>& dead);
  // The same over the atoms made since the last sweep only (those their
  // threads have listed: runtime.cpp's YoungBatch), with the same callers
  // and conditions; the ones that stay are no longer young. The whole
  // table is walked by sweep_atoms only. ahead(a) is told of each young
  // atom some atoms before dead(a) is asked, to ask for what dead(a) will
  // read: young atoms lie anywhere in memory, each read a cache miss.
  std::size_t sweep_young_atoms(const std::function<bool(Atom)>& dead, const std::function<void(Atom)>& ahead);
  std::size_t young_atom_count() const;
  // Each young atom (listed, as sweep_young_atoms sweeps them). The
  // collector's check (KEA_AGC_STRESS) only, with the world stopped.
  void for_each_young_atom(const std::function<void(Atom)>& f) const;
  // Buckets of the atom table's root (runtime.cpp's AtomMap says why).
  static constexpr std::size_t kAtomRootBuckets = std::size_t{1} << 20;

  OpTable& ops() { return ops_; }
  const OpTable& ops() const { return ops_; }
  Flags& flags() { return flags_; }
  const Flags& flags() const { return flags_; }
  // Open streams and aliases (engine/io/stream.hpp); it locks internally.
  StreamTable& streams() { return *streams_; }

  // Predicates and clauses (db.hpp).
  Database& db() { return *db_; }
  // Prolog threads, every Machine, mutexes and message queues (threads.hpp).
  ThreadSet& threads() { return *threads_; }
  const WamCode& wam() const { return wam_; }
  WamCode& wam() { return wam_; }
  // Code blocks made once for the Runtime (Emitter::finish(root = true):
  // hand-made code, the redo code of foreign nondeterministic predicates),
  // which the collector cannot see referred to: freed with the Runtime.
  const Word* keep_root_code(const Word* block) {
    root_code_.blocks.push_back(block);
    return block;
  }

  // State that a library built on the engine keeps per Runtime (such as
  // the session of a program it loaded), found by a key of its choosing
  // and destroyed before the rest of the Runtime. Locked: set and looked up
  // rarely (when a library's predicate starts), never in a loop.
  struct Extension {
    virtual ~Extension() = default;
    // Whether this state holds atoms where the atom collector cannot see
    // them (outside Boehm GC objects and the Prolog stacks). While an
    // extension that may hold atoms exists, atoms are not collected.
    virtual bool holds_hidden_atoms() const { return true; }
  };
  // True if some extension says it may hold atoms the collector cannot see.
  bool extensions_hide_atoms() const;
  // Whether this is the only Runtime the process has made. (The atom
  // collector's check: the GC objects of a destroyed Runtime, still
  // reachable through a stale word, may name addresses where a later
  // Runtime's atoms now lie.)
  bool only_runtime_made() const;
  Extension* extension(std::string_view key);
  // Returns the extension now under `key` (`ext`, or the one already there).
  Extension* add_extension(std::string_view key, std::unique_ptr<Extension> ext);

  // How error(Formal, _) reads (engine/messages.hpp) for the formals a
  // library defines: `text` gives the message of a Formal whose functor is
  // `formal`. The engine's own ISO formals are built into messages.cpp.
  using MessageText = std::string (*)(const Runtime& rt, Cell formal);
  void add_message_text(Functor formal, MessageText text);
  MessageText message_text(Functor formal) const;

 private:
  struct Tables;
  std::unique_ptr<Tables> tables_;
  OpTable ops_;
  Flags flags_;
  // Before everything that may run the code (destroyed after it).
  struct RootCode {
    std::vector<const Word*> blocks;
    ~RootCode();
  } root_code_;
  std::unique_ptr<Database> db_;
  WamCode wam_;
  std::unique_ptr<StreamTable> streams_;
  struct Extensions;
  std::unique_ptr<Extensions> extensions_;
  AtomGc atom_gc_;
  // Last: destroyed first. The destructor stops the threads before anything
  // else goes.
  std::unique_ptr<ThreadSet> threads_;
};

// The system predicates: engine/builtins/install.cpp installs the C++ builtins;
// engine/wam/emulator.cpp the control constructs, call/N, catch/3 and the code
// fragments of WamCode; boot.cpp loads the Prolog part of the system.
void install_builtins(Runtime& rt);
void install_control_predicates(Runtime& rt);
void load_boot_library(Runtime& rt);

// Standard order of atoms: [] first (before '', as in SWI-Prolog 9), then
// by UTF-8 text, which is code point order.
inline int compare_atoms(Atom a, Atom b) {
  if (a == b) return 0;
  if (a == atoms::nil) return -1;
  if (b == atoms::nil) return 1;
  return a->view().compare(b->view()) < 0 ? -1 : 1;
}

}  // namespace kea
