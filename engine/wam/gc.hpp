// The collector of a machine's heap (the WAM global stack): mark from the
// machine's precise roots, then slide the live cells down in their order,
// so that the heap tops choicepoints saved stay valid boundaries.
//
// Where it may run. Only at a call port of the emulator (the arguments of
// the call are in X0..Xn-1, no C++ frame between the emulator and the
// machine holds a cell; environment slots not yet set hold stale words,
// which the collector tolerates: see gc.cpp), and only while
// the machine's innermost query is one its C++ caller declared collectable
// (Query::Collect::yes: the top-level, -g goals, main/0 of a script, thread
// goals). Such a query collects only cells it created: those below the heap
// top at its start (the goal term, the caller's bindings) never move, so
// the caller's raw cells stay valid; they are roots instead. A nested query
// (a builtin running Prolog: findall's helpers, consult's directives,
// Starlog's goals) switches collection off until it returns, since the
// builtin's C++ frame holds raw cells.
//
// Roots: X0..Xn-1 of the call; every slot of every environment reachable
// from the current one and from each choicepoint; each choicepoint's saved
// arguments; the heap below the collected region (scanned cell by cell);
// global variables; the machine's handles; the old values of value-trail
// entries. A variable-trail entry is a root only if its cell is reachable
// otherwise: entries of unreachable cells are dropped, and the trail
// indices choicepoints saved are renumbered.
//
// When: the store fires a trigger when the heap has grown by a step since
// the last collection (the larger of kMinStepBytes and the heap and local
// stack in use then, so collecting costs time proportional to the work
// done); the machine then
// collects at its next call port. garbage_collect/0 asks for one at the
// next call. KEA_GC_STRESS=1 in the environment collects after every
// allocation, at the next call port, while a collection walks less than
// 64 KiB, and beyond that whenever the heap grows by an eighth of
// what it walks (gc.cpp says why): make check-gc-stress runs the whole
// test suite in that mode.
#pragma once

#include <cstddef>
#include <cstdint>

#include "engine/terms/term.hpp"

namespace kea {

class Machine;

struct HeapGc {
  static constexpr std::size_t kMinStepBytes = std::size_t{4} << 20;

  // The start of the region the running query may collect, or nullptr
  // while collection is off (Query sets and restores it).
  Cell* region = nullptr;
  bool wanted = false;   // the trigger fired or garbage_collect/0 asked
  bool stress = false;   // KEA_GC_STRESS
  // statistics(garbage_collection, [Count, Freed, Milliseconds, Left]).
  std::uint64_t count = 0;
  std::uint64_t freed_bytes = 0;
  double seconds = 0;
  std::uint64_t left_bytes = 0;
};

// Arms the trigger a step above the heap top (a collectable query starts).
void arm_heap_gc(Machine& m);
// At a call port with `arity` arguments in X: collects if one is wanted and
// collection is on, else re-arms the trigger further up.
void heap_gc_at_call(Machine& m, unsigned arity);

}  // namespace kea
