// Deterministic builtin predicates. Each is registered in the file that
// implements it, by a table of BuiltinDef (name, arity, ISO flag, function);
// builtins.cpp lists the tables. A builtin succeeds (true), fails (false) or
// throws PrologError with an ISO error term built through errors.hpp, whose
// context names the builtin.
//
// Tables rather than static self-registration: objects in a static library
// that nothing references are dropped by the linker, and an explicit list
// keeps the set of builtins visible in one place.
#pragma once

#include <span>
#include <string_view>

#include "engine/errors.hpp"
#include "engine/wam/machine.hpp"
#include "engine/terms/unify.hpp"

namespace kea {

using BuiltinFn = bool (*)(Machine& m, const Cell* args);

struct BuiltinDef {
  std::string_view name;
  unsigned arity;
  bool iso;  // defined by ISO/IEC 13211-1 (else an SWI-Prolog convention)
  BuiltinFn fn;
};

// Nondeterministic builtins (clause/2, retract/1, ...): fn finds the next
// solution from `st` (first call: st.first), binds the arguments and
// returns true, setting st.more when another solution may follow; the
// emulator keeps the state in a choicepoint between calls.
struct Clause;
struct Predicate;
struct NondetState {
  bool first = true;
  bool more = false;
  Clause* clause = nullptr;      // kept in the choicepoint (a collector root)
  Predicate* pred = nullptr;     // set when iterating a predicate's clauses
  std::uint64_t gen = 0;
  std::uintptr_t n = 0;
};
using NondetFn = bool (*)(Machine& m, const Cell* args, NondetState& st);
struct NondetDef {
  std::string_view name;
  unsigned arity;
  bool iso;
  NondetFn fn;
};
std::span<const NondetDef* const> all_nondet_builtins();
std::span<const NondetDef> db_nondet_builtins();
std::span<const BuiltinDef> db_builtins();
std::span<const BuiltinDef> control_builtins();
std::span<const BuiltinDef> consult_builtins();

// The builtin for name/arity, or nullptr. The table is built once per
// Runtime and read without locks.
const BuiltinDef* find_builtin(Runtime& rt, Functor f);
// Every builtin (for listings and tests).
std::span<const BuiltinDef* const> all_builtins();

// The tables, one per implementing file.
std::span<const BuiltinDef> term_builtins();
std::span<const BuiltinDef> arith_builtins();
std::span<const BuiltinDef> write_builtins();
std::span<const BuiltinDef> atom_builtins();
std::span<const BuiltinDef> text_builtins();      // builtins_text.cpp
std::span<const BuiltinDef> subtext_builtins();   // builtins_subtext.cpp
std::span<const BuiltinDef> chartype_builtins();  // builtins_chartype.cpp
std::span<const BuiltinDef> system_builtins();    // builtins_system.cpp
std::span<const BuiltinDef> vars_builtins();      // builtins_vars.cpp
std::span<const BuiltinDef> enum_builtins();      // builtins_enum.cpp
std::span<const BuiltinDef> io_builtins();       // streams
std::span<const BuiltinDef> char_io_builtins();  // characters and bytes
std::span<const BuiltinDef> read_builtins();     // read_term
std::span<const BuiltinDef> format_builtins();
std::span<const BuiltinDef> globals_builtins();  // builtins_globals.cpp
std::span<const BuiltinDef> files_builtins();    // builtins_files.cpp
std::span<const BuiltinDef> lines_builtins();    // builtins_lines.cpp
std::span<const BuiltinDef> random_builtins();   // builtins_random.cpp
std::span<const BuiltinDef> termx_builtins();    // builtins_termx.cpp

// halt/0,1: unwinds to whoever runs the goal, which exits with `status`.
struct HaltRequest {
  int status;
};

// C++ predicates of a library built on the engine (starlog/prolog_api.cpp)
// or of a C++ host: installed as system predicates of this Runtime, called
// like the builtins above (never inlined by the compiler, which only knows
// the tables). The definition must outlive the Runtime.
void add_foreign_predicate(Runtime& rt, const BuiltinDef& d);
void add_foreign_nondet(Runtime& rt, const NondetDef& d);

// Runs a builtin. Errors it raises without a predicate in their context
// get context(Name/Arity, _) here, so builtins need not name themselves.
bool call_builtin(Machine& m, const BuiltinDef& def, const Cell* args);
// The same for a '$' primitive that does the work of a predicate defined in
// Prolog (library/boot): its errors name that predicate, Name/Arity.
bool call_as(Machine& m, std::string_view name, unsigned arity, BuiltinFn fn, const Cell* args);

bool call_nondet(Machine& m, const NondetDef& def, const Cell* args, NondetState& st);

// Unification as the occurs_check flag says.
bool unify_terms(Machine& m, Cell a, Cell b);

}  // namespace kea
