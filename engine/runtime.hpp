// The Runtime: what all Prolog threads of one engine share. Atoms, functors,
// operators and flags live here and are safe for concurrent use: the atom
// and functor tables are lock-free hash tries (lfht), so interning and lookup
// never lock and many threads may intern the same text at once -- all of
// them get the same Atom.
//
// Atoms are never removed in this version (no atom garbage collection yet):
// an entry, once published, lives as long as the Runtime's table reaches it.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

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
  Predicate* call1 = nullptr;
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
  // The functor name/arity, created if absent. Lock-free.
  Functor functor(Atom name, unsigned arity);
  Functor functor(std::string_view name, unsigned arity) { return functor(intern(name), arity); }

  // Every atom present (current_atom/1); concurrent interning is allowed.
  void for_each_atom(const std::function<void(Atom)>& f) const;
  std::size_t atom_count_approx() const;

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

  // State that a library built on the engine keeps per Runtime (such as
  // the session of a program it loaded), found by a key of its choosing
  // and destroyed before the rest of the Runtime. Locked: set and looked up
  // rarely (when a library's predicate starts), never in a loop.
  struct Extension {
    virtual ~Extension() = default;
  };
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
  std::unique_ptr<Database> db_;
  WamCode wam_;
  std::unique_ptr<StreamTable> streams_;
  struct Extensions;
  std::unique_ptr<Extensions> extensions_;
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
