// Builtin predicates written in C++. Each is registered in the file that
// implements it, by a table of BuiltinDef (name, arity, ISO flag, function);
// tables.def lists the tables. A builtin succeeds (true), fails (false) or
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
  // For foreign predicates of hosts: what fn needs beyond the arguments
  // (libkea's closure), read inside fn as Machine::foreign_data().
  const void* data = nullptr;
};

// Nondeterministic builtins (clause/2, retract/1, ...): fn finds the next
// solution from `st` (first call: st.first), binds the arguments and
// returns true, setting st.more when another solution may follow; the
// emulator keeps the state in a choicepoint between calls.
struct Clause;
struct Predicate;
struct ClauseArray;
struct NondetState {
  bool first = true;
  bool more = false;
  Clause* clause = nullptr;      // kept in the choicepoint (a collector root)
  Predicate* pred = nullptr;     // set when iterating a predicate's clauses
  const ClauseArray* arr = nullptr;  // the hash bucket iterated (position n), if any
  std::uint64_t gen = 0;
  std::uintptr_t n = 0;
};
using NondetFn = bool (*)(Machine& m, const Cell* args, NondetState& st);
struct NondetDef {
  std::string_view name;
  unsigned arity;
  bool iso;
  NondetFn fn;
  const void* data = nullptr;  // as BuiltinDef::data
};
// The tables, one per implementing file (tables.def).
#define KEA_BUILTINS(name) std::span<const BuiltinDef> name##_builtins();
#define KEA_NONDET_BUILTINS(name) std::span<const NondetDef> name##_nondet_builtins();
#include "engine/builtins/tables.def"

// The builtin for name/arity, or nullptr. The index is built once per
// process and read without locks.
const BuiltinDef* find_builtin(Runtime& rt, Functor f);
// Every builtin of the tables (for listings and tests).
std::span<const BuiltinDef* const> all_builtins();
std::span<const NondetDef* const> all_nondet_builtins();

// halt/0,1: unwinds to whoever runs the goal, which exits with `status`.
struct HaltRequest {
  int status;
};

// Installs every builtin of the tables as a system predicate of rt
// (install.cpp; the Runtime's constructor calls it).
void install_builtins(Runtime& rt);
// C++ predicates of a library built on the engine or of a C++ host:
// installed as system predicates of this Runtime, called like the builtins
// of the tables (never inlined by the compiler, which only knows the
// tables). The definition must outlive the Runtime.
void add_foreign_predicate(Runtime& rt, const BuiltinDef& d);
void add_foreign_nondet(Runtime& rt, const NondetDef& d);

// Runs a builtin. Errors it raises without a predicate in their context
// get context(Name/Arity, _) here, so builtins need not name themselves.
bool call_builtin(Machine& m, const BuiltinDef& def, const Cell* args);
// The same for a '$' primitive that does the work of a predicate defined in
// Prolog (library/boot): its errors name that predicate, Name/Arity.
bool call_as(Machine& m, std::string_view name, unsigned arity, BuiltinFn fn, const Cell* args);

bool call_nondet(Machine& m, const NondetDef& def, const Cell* args, NondetState& st);
// call_as for a nondeterministic '$' primitive.
bool call_nondet_as(Machine& m, std::string_view name, unsigned arity, NondetFn fn, const Cell* args,
                    NondetState& st);

// Unification as the occurs_check flag says.
bool unify_terms(Machine& m, Cell a, Cell b);

}  // namespace kea
