// The clause database: modules, predicates, their clauses, and the logical
// update view.
//
// Modules (see struct Module below). The Database finds a module by name in
// a lock-free trie; a new module is made under a lock (checked again under
// it, so a name gets one Module) and lives as long as the Database. Each
// module's predicates are another trie: get() publishes a Predicate, fully
// built, with the trie's insert-if-absent, so threads making the same
// predicate at once all get the winner. A Predicate is never freed. Its
// `import` (where an undefined predicate leads) and `meta` are atomics:
// `meta` is written once per declaration, `import` when an import is made,
// a local definition drops it, or a call resolves it through the default
// import chain; a reader sees the old or the new value, each a Predicate
// (or declaration) that stays valid. A call of a predicate being imported
// meanwhile finds it undefined or its import: never half an import.
// Exports are a vector under the module's mutex, read by copy. A module's
// own operator table is made once under that mutex and published with a
// release store; it is an OpTable, whose lookups never lock
// (engine/syntax/ops.cpp), and lives as long as the module. Its
// module-local flags are relaxed atomics, each read and written whole.
//
// Every user predicate, static or dynamic, is a list of clauses. A clause is
// visible to a call that started at generation g when born <= g < died; the
// Database's generation counter advances at every assert and retract, so a
// running call keeps seeing the clauses of the moment it started, whatever
// is added or removed meanwhile (ISO's logical update view).
//
// Concurrency. Readers (calls, clause/2, retract/1's search, listing) never
// lock; writers of one predicate take its mutex.
//  - Where a change takes effect: every assert, retract and wipe stamps its
//    clauses with the next generation G+1 and then publishes G+1 as the
//    Database's generation, both under one short database-wide lock
//    (gen_lock_), so stamps and generations advance together: a reader that
//    loaded generation g sees every stamp <= g (the generation is stored
//    after the stamps, with release; readers load it with seq_cst, see
//    below), and a clause linked but not yet published carries born = G+1 >
//    g, invisible to it. A new clause is linked (release store of `next` or
//    `first`) and entered in the index before its generation is published,
//    so a call that starts at a generation >= born finds it by either path.
//  - Reload: add_pending links clauses born kPending, which no generation
//    reaches; commit_pending stamps them born G+1 and the predicate's other
//    live clauses died G+1, then publishes G+1, all under gen_lock_. A call
//    that loaded a generation below G+1 sees only the old clauses whatever
//    stamps it reads (kPending and G+1 are both above it, kAlive and G+1
//    too); one at G+1 or later sees only the new ones, since it read the
//    published generation after the stamps (release, then seq_cst).
//  - Counters that readers consult (live, dead, var_keys, collect_at) are
//    atomics written under the predicate's mutex.
//  - Index: an IndexTable maps first-argument keys to ClauseArrays. Slots are
//    filled arr-then-key with release stores; an array grows by copy (old
//    arrays stay valid for iterations over them); a new item is written
//    before the release store of the array's size. A table is replaced, never
//    resized in place.
//
// Memory. Clauses and code are Boehm GC objects. A retracted clause is first
// marked dead (died = generation), later unlinked by collect_dead() once no
// iteration that could still see it may run: the floor is the oldest
// generation any thread's machine may still read (Machine::clause_floor,
// published to the others by ThreadSet, engine/threads.hpp), never above
// the current generation. The iterations that count are the choicepoints
// of calls and of clause/2,3 and retract/1 (Machine::oldest_iteration); a
// clause reference ('$clause'(N)) does not keep a retracted clause linked.
// An unlinked clause keeps a `next` pointer, so an iteration standing on it
// still reaches the rest of the list; collect_dead points it past the
// other clauses unlinked with it (none of them visible to any iteration),
// so that a stray word pointing at one retracted clause keeps that clause
// alone. The collector frees an unlinked clause when no stack, choicepoint
// or clause refers to it; machine stacks are pushed to it as roots (see
// machine.cpp).
//
// Indexing: the emulator filters clauses by the first argument's key
// (atom, small integer, functor, or "any" for a variable). Predicates with
// many clauses get a hash index from key to the clauses with that key
// (ClauseArray, copy-on-write, so an iteration over an old array is never
// disturbed), built on first use and kept up to date by assertz. A call
// whose first argument is unbound uses the same kind of index on the second
// argument (as SWI-Prolog's just-in-time indexing would pick), when every
// clause has a key there.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "engine/syntax/ops.hpp"
#include "engine/wam/code.hpp"
#include "engine/terms/record.hpp"
#include "engine/symbols.hpp"

namespace kea {

struct BuiltinDef;

inline constexpr std::uint64_t kAlive = ~std::uint64_t{0};
// The birth of a clause that a reload has linked but not yet published
// (Database::add_pending): no generation reaches it.
inline constexpr std::uint64_t kPending = kAlive - 1;

struct Clause {
  std::atomic<Clause*> next{nullptr};
  const Word* code = nullptr;
  std::size_t code_words = 0;
  Predicate* pred = nullptr;
  Cell key = 0;                 // first-argument key; 0 matches anything
  Cell key2 = 0;                // second-argument key, the same way
  std::atomic<std::uint64_t> born{0};  // kPending while a reload gathers it
  std::atomic<std::uint64_t> died{kAlive};
  Record* source = nullptr;     // Head :- Body, for clause/2, retract/1, listing/1
  Atom file = nullptr;          // where it was loaded from (nullptr: asserted)
  std::uint32_t line = 0;
  std::uint64_t ref = 0;        // number of its clause reference (0: none yet); Database::clause_ref

  bool visible(std::uint64_t gen) const {
    return born.load(std::memory_order_acquire) <= gen && gen < died.load(std::memory_order_acquire);
  }
};

// A clause array of a hash bucket (GC memory). Items below `size` are
// final; the writer fills the next item before the release store of size.
struct ClauseArray {
  std::atomic<std::size_t> size;
  std::size_t capacity;
  Clause* items[1];
};

struct IndexTable;  // db.cpp

enum PredFlag : std::uint32_t {
  kPredDynamic = 1u << 0,
  kPredDiscontiguous = 1u << 1,
  kPredSystem = 1u << 2,     // defined by the system: cannot be modified by users
  kPredLibrary = 1u << 3,    // defined by library/*.pl: a user file may redefine it
  kPredDefined = 1u << 4,    // has (had) clauses or a declaration: failing is no error
  kPredBuiltin = 1u << 5,    // C++ builtin or hand-made code (catch/3, call/N)
  kPredControl = 1u << 6,    // control construct compiled inline (',', ';', ...)
  kPredThreadLocal = 1u << 7,  // thread_local/1: each thread has its own clauses
  kPredMultifile = 1u << 8,    // multifile/1: files add clauses, none replaces them
  kPredStrongImport = 1u << 9,  // an import stub an import list made: no local definition may replace it
  kPredTransparent = 1u << 10,  // module_transparent/1: runs in its caller's context (transparent.hpp)
  kPredTabled = 1u << 11,       // table/1: its one clause calls the table; a file's clauses go to 'Name tabled'
};

struct Module;

struct Predicate {
  Functor functor = nullptr;
  Word entry[3] = {0, 0, 0};   // what a call jumps to
  std::atomic<Clause*> first{nullptr};
  Clause* last = nullptr;      // under lock
  std::atomic<std::uint32_t> flags{0};
  const BuiltinDef* builtin = nullptr;
  // Written under lock, read anywhere (relaxed: hints and counts).
  std::atomic<std::size_t> live{0};      // visible clauses now
  std::atomic<std::size_t> dead{0};      // retracted, not yet unlinked
  std::atomic<std::size_t> var_keys{0};  // visible clauses whose first argument is a variable
  std::atomic<std::size_t> collect_at{0};  // dead count at which to try collect_dead again
  std::atomic<IndexTable*> index{nullptr};
  // The second argument's, for calls whose first argument is unbound.
  std::atomic<std::size_t> var_keys2{0};
  std::atomic<IndexTable*> index2{nullptr};
  std::atomic<Atom> file{nullptr};       // file that defines it (consult)
  // The fields of modules come after those a call reads.
  Module* module = nullptr;    // where it is defined (or, for an import stub, referred to)
  // An import stub: a predicate of this module that has no definition of
  // its own and stands for `import` (use_module/1,2 set it; a call that
  // finds the stub undefined sets it to what the module's default import
  // chain defines). A local definition clears it.
  std::atomic<Predicate*> import{nullptr};
  // meta_predicate/1: one character per argument ('0'..'9', ':', '^', '/'
  // for //, or the mode '+', '-', '?', '*', '@'); nullptr when undeclared.
  std::atomic<const char*> meta{nullptr};
  std::mutex lock;             // writers

  bool has(PredFlag f) const { return (flags.load(std::memory_order_relaxed) & f) != 0; }
  void set(PredFlag f) { flags.fetch_or(f, std::memory_order_relaxed); }
  void clear(PredFlag f) { flags.fetch_and(~static_cast<std::uint32_t>(f), std::memory_order_relaxed); }
  unsigned arity() const { return functor->arity; }
};

// First-argument key of a (dereferenced) term: what clause selection compares.
inline Cell first_arg_key(Cell t) {
  switch (tag_of(t)) {
    case Tag::Atom:
    case Tag::Int:
      return t;
    case Tag::Str:
      return *cell_ptr(t);  // the FUNCTOR cell
    case Tag::List:
      return static_cast<Cell>(Tag::List);  // a distinct non-zero key for '[|]'/2
    case Tag::Box:
      return static_cast<Cell>(Tag::Box);
    default:
      return 0;
  }
}
inline bool keys_match(Cell clause_key, Cell call_key) {
  return clause_key == call_key || clause_key == 0 || call_key == 0;
}

// A module: a namespace of predicates, as in SWI-Prolog. Every predicate
// belongs to one. `system` holds the builtins and the libraries, `user` the
// user's programs. What a module neither defines nor imports is looked up,
// when first called, along its default import chain: user, then system
// (less the module itself). SWI-Prolog's chain for system ends there; Kea's
// goes on to user, so that the system's Prolog reaches the hooks and
// programs a user defines (portray/1, message_hook/3, main/0) unqualified.
// Its predicate table is a lock-free trie like the Runtime's atom table, so
// lookups never lock.
struct Module {
  Atom name = nullptr;
  std::atomic<Atom> file{nullptr};      // the file whose module/2 made it
  // The module-local flags (engine/builtins/flags.cpp) where this module
  // sets its own (set_prolog_flag(M:Flag, V), or a directive in its file):
  // an UnknownMode, a QuoteMode (its file's reader uses it); -1: as user's,
  // which is the Runtime's flag.
  std::atomic<int> unknown{-1};
  std::atomic<int> double_quotes{-1};
  // The operators the module defines for itself (op/3 in its file, or
  // op(P, T, M:Name)); its file's reader uses them before the Runtime's.
  // nullptr until the first; made under lock, then never replaced.
  const OpTable* local_ops() const { return ops_.load(std::memory_order_acquire); }
  OpTable& make_local_ops();
  mutable std::mutex lock;              // exports
  std::vector<Functor> exports;         // module/2's list (predicates), under lock
  struct Preds;                         // db.cpp
  std::unique_ptr<Preds> preds;

 private:
  std::atomic<OpTable*> ops_{nullptr};
  std::unique_ptr<OpTable> own_ops_;    // under lock

 public:

  bool exported(Functor f) const;
  std::vector<Functor> export_list() const;  // a copy, taken under lock
  void add_exports(const std::vector<Functor>& fs);  // those not yet exported
};

class Database {
 public:
  Database();
  ~Database();

  Module* user() const { return user_; }
  Module* system() const { return system_; }
  // The module of this name, created (falling back on user) when absent.
  Module* module(Atom name);
  Module* find_module(Atom name) const;  // nullptr when there is none; lock-free
  void for_each_module(const std::function<void(Module*)>& f) const;

  // m's own predicate f (defined, declared or an import stub); nullptr when
  // there is none. Lock-free.
  Predicate* lookup(Module* m, Functor f) const;
  // m's own predicate f, created (undefined) when absent.
  Predicate* get(Module* m, Functor f);
  // A new undefined predicate f of m that no module's table holds (the
  // clones of transparent predicates). Never freed, like all predicates.
  static Predicate* new_predicate(Module* m, Functor f);
  // The predicate a call of f in m reaches now: m's own definition, its
  // import, or the first definition along the default import chain; else
  // m's own (undefined) predicate when it has one, else nullptr. Without
  // `remember`, an undefined predicate's import is left unset (the
  // compiler only looks: a later local definition then overrides nothing).
  Predicate* visible(Module* m, Functor f, bool remember = true) const;
  // What a call of f compiled in m is bound to: a system predicate when m
  // has no f of its own (those cannot be redefined), else m's own f
  // (created when absent), resolved through the chain when first called.
  Predicate* bind(Module* m, Functor f);
  // Where clauses or a declaration of f in m go: m's own f (its import,
  // if any, dropped), or the system predicate f when there is one, so that
  // the caller can refuse to modify it.
  Predicate* define(Module* m, Functor f);
  // What m's default import chain gives f, past m (a definition, or an
  // import stub of user or system), or nullptr.
  Predicate* inherited(Module* m, Functor f) const;
  // The definition an undefined p stands for: followed through imports
  // and default import chains (a bounded walk: imports may form a cycle),
  // and remembered as p's import when p had none (and `remember` holds).
  // nullptr: none.
  Predicate* resolve_undefined(Predicate* p, bool remember = true) const;
  // Is p defined (clauses, a declaration, or the system's)?
  static bool defined(const Predicate* p);
  // What p stands for at the end of its imports: p when it has none (a
  // bounded walk; in a cycle of imports it ends anywhere).
  static Predicate* import_end(Predicate* p);

  // The generation a call starting now sees. seq_cst: a thread that has
  // just published its clause floor (Machine::publish_floor) must not read
  // a generation older than one another thread's collect_dead saw before
  // reading that floor.
  std::uint64_t generation() const { return generation_.load(std::memory_order_seq_cst); }

  // Adds a compiled clause at the end (assertz, consult) or the front (asserta).
  void add(Predicate* p, Clause* c, bool at_end);
  // Marks a clause dead; false if it already was.
  bool retract(Clause* c);
  // Removes every clause (abolish, redefinition by consult).
  void wipe(Predicate* p);
  // Reloading a file replaces each predicate at once: its new clauses are
  // linked born kPending (no call sees them), then commit_pending makes
  // them visible and the live clauses loaded from `file` before dead, in
  // one generation (clauses a program asserted stay).
  void add_pending(Predicate* p, Clause* c);
  void commit_pending(Predicate* p, Atom file);
  // A reload that stops (Ctrl-C) drops the clauses it gathered: they die
  // unseen, and the old definition stays.
  void discard_pending(Predicate* p);
  // Unlinks dead clauses that no iteration started before their death can
  // still visit; `oldest_gen` is the generation of the oldest such running
  // iteration (kAlive if none). Callers get it from ThreadSet::clause_floor
  // (engine/threads.hpp), which covers every thread.
  void collect_dead(Predicate* p, std::uint64_t oldest_gen);

  // Clause references (assert/2, clause/3, erase/1): a clause's number,
  // given when first asked for; clause_of_ref finds the clause again until
  // collect_dead unlinks it (then, and for a number never given, nullptr).
  std::uint64_t clause_ref(Clause* c);
  Clause* clause_of_ref(std::uint64_t n) const;

  // The clauses to try for a call whose first-argument key is `key`: a
  // hash bucket when the predicate is indexed, else nullptr (scan the list).
  const ClauseArray* bucket(Predicate* p, Cell key);
  // The same for a call whose second-argument key is `key`.
  const ClauseArray* bucket2(Predicate* p, Cell key);

  // Every predicate of every module (import stubs included).
  void for_each(const std::function<void(Predicate*)>& f) const;

  // Files loaded (absolute paths), for ensure_loaded/1 and reconsult; the
  // files being loaded, each with the machine loading it and its nesting
  // depth (consult.cpp serialises loads per file); and the goal of
  // initialization(Goal, main), run by the kea command. All under files_lock.
  std::mutex files_lock;
  std::vector<std::string> loaded_files;
  // Each loaded file's modification time when its last load began, in
  // seconds (make/0 loads again the files whose time has changed since).
  std::map<std::string, double> load_mtimes;
  std::map<std::string, std::pair<const void*, unsigned>> loading;
  std::condition_variable loading_done;
  Record* main_goal = nullptr;
  Atom main_file = nullptr;
  unsigned main_line = 0;
  // Kea's libraries that load on first use (engine/boot.cpp): the library
  // (an index into kBootFiles) that exports each predicate, written at
  // start before any other thread runs and only read after; and the
  // libraries loaded or being loaded, under files_lock.
  std::map<Functor, std::size_t> autoload_index;
  std::vector<bool> libraries_loaded;

  // The clones of transparent predicates, one per predicate and context
  // module (engine/wam/transparent.cpp owns them). Recursive: making a
  // clone compiles clauses that may call for more clones.
  struct TransparentClone {
    Predicate* of;
    Module* context;
    Predicate* clone;
  };
  std::recursive_mutex clones_lock;
  std::vector<TransparentClone> clones;

 private:
  void link(Predicate* p, Clause* c, bool at_end);
  struct Table;
  std::unique_ptr<Table> table_;
  Module* user_ = nullptr;
  Module* system_ = nullptr;
  std::mutex gen_lock_;  // stamping and publishing a generation (see the top)
  struct Refs;
  std::unique_ptr<Refs> refs_;
  std::atomic<std::uint64_t> generation_{1};
};

}  // namespace kea
