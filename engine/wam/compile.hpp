// The clause compiler: a clause term to WAM code (instructions.def).
//
// Outline (compile.cpp):
//  1. The body becomes a small tree of goals: conjunctions, disjunctions,
//     if-then-else, soft-cut, negation, cut, calls, and the goals compiled
//     inline (unification, arithmetic, type tests, deterministic builtins).
//  2. Variables are classified by "chunks": a chunk is the stretch of code
//     between two calls of predicates (which clobber the X registers). A
//     variable whose occurrences all lie in one chunk is temporary (an X
//     register), others are permanent (a slot of the environment). Both
//     branches of a disjunction start at the chunk of its entry, since the
//     disjunction's choicepoint saves and restores the X registers. A
//     variable first met inside a branch and used outside it is created
//     before the disjunction, so every path sees it initialised. Cut
//     barriers (the clause's, an if-then-else's) are such variables too.
//  3. Head arguments that are variables stay in their argument registers
//     when the first chunk's call does not overwrite them before use.
//  4. Code: allocate (if any permanent variable or non-final call), the
//     head's get/unify instructions, then the body, with last call
//     optimisation (deallocate; execute) in every tail position.
#pragma once

#include <string>

#include "engine/wam/db.hpp"
#include "engine/wam/machine.hpp"

namespace kea {

struct CompiledCode {
  const Word* code = nullptr;
  std::size_t words = 0;
  Cell key = 0;   // first-argument key of the head
  Cell key2 = 0;  // second-argument key of the head
};

// Compiles `clause` (Head or Head :- Body, on m's heap), its calls resolved
// in `module`, its context module `context` (nullptr: `module`; see
// engine/wam/transparent.hpp). Throws PrologError for clauses that are not
// callable (instantiation_error, type_error).
CompiledCode compile_clause(Machine& m, Cell clause, Module* module, Module* context = nullptr);

// A goal for call/1 in `module`: compiles '$call'(V1, ..., Vn) :- Goal,
// where the Vi are Goal's variables, and returns the code and the
// variables (as a list cell array) to load into the argument registers.
CompiledCode compile_goal(Machine& m, Cell goal, std::vector<Cell>& vars, Module* module);

// A call of p from `context` hands p its meta arguments (meta_predicate/1)
// qualified, context:Arg, unless both the caller and p are user's or the
// system's: an unqualified goal there means one of user (or, through the
// default import chain, of the system).
bool qualifies_meta_args(const Database& db, const Predicate* p, const Module* context);
// Is a meta_predicate/1 argument spec one of a meta argument (0..9, :, ^, //)?
inline bool is_meta_arg_spec(char k) { return (k >= '0' && k <= '9') || k == ':' || k == '^' || k == '/'; }
// `goal` (a call of p) with its meta arguments qualified by `context`
// (those already qualified stay as they are); `goal` itself when there are
// none to qualify.
Cell qualify_meta_args(Store& s, Cell goal, const Predicate* p, const Module* context);

// Is this functor compiled inline as a control construct (',', ';', ...)?
bool is_control_functor(Functor f);

}  // namespace kea
