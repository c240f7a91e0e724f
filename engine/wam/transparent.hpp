// module_transparent/1 (SWI-Prolog): a transparent predicate runs in the
// context module of its caller, not in the module that defines it. That
// context is what its meta arguments are qualified with, what
// context_module/1 gives, and where the transparent predicates it calls
// run in turn; its calls still resolve in its own module. library(main)'s
// main/0 uses it to call main/1 in the module of the script.
//
// Kea has no context module at run time: a clause's calls are bound when it
// is compiled. So the context is bound at compile time too. A call from
// context C of a transparent predicate P of another module goes to P's
// clone for C: a predicate held by no module's table, P's clauses compiled
// with C as their context (compile_clause's `context`). The call finds the
// clone when it is compiled (P known as transparent then), when call/N
// reaches P, and when a call of C's undefined predicate resolves to P
// through C's imports. A call compiled before P was declared transparent
// reaches P itself, in P's own module.
//
// Clones follow P: every change to P's clauses (consult, assert, retract,
// abolish) remakes each of its clones from P's clauses of the moment
// (refresh_clones), in a generation of their own, so a call running in a
// clone keeps the logical update view.
//
// Concurrency and memory: the clone list (Database::clones) is read and
// written under Database::clones_lock, a recursive mutex: making a clone
// compiles clauses that may ask for further clones, or for the one being
// made, which is listed before its clauses are compiled. Clones are
// predicates, never freed; their clauses die and are collected like any
// other predicate's.
#pragma once

namespace kea {

class Machine;
struct Module;
struct Predicate;

// The predicate a call of transparent `p` from `context` runs: p itself in
// p's own module, else p's clone for `context`, made on first use.
Predicate* transparent_in(Machine& m, Predicate* p, Module* context);

// Remakes p's clones after its clauses changed (nothing when p has none).
void refresh_clones(Machine& m, Predicate* p);

}  // namespace kea
