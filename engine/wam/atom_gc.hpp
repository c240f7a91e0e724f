// The atom collector: removes from the Runtime's atom table the dynamic
// atoms nothing refers to any more, and gives their memory back to the
// atom arena (predefined atoms, and [] which no table holds, are static and
// never collected).
//
// When it may run. At a call port of the emulator, on a machine whose
// innermost query is an outermost collectable one (the heap collector's
// condition, gc.hpp: no builtin's C++ frame on this thread holds atoms in
// memory the collector cannot see), while no Runtime extension may hold
// atoms where the collector cannot see them (Starlog's sessions), and once
// the world is stopped (ThreadSet::stop_for_atom_gc): every other machine
// in use is parked at a call port with the same condition, or blocked in
// a wait (Machine::Wait: join, queues, mutexes, sleep; the top-level's
// read) that began at such a point. Idle pooled machines do not count.
// Then no other thread touches the atom table until the collector resumes
// them, so the table is swept without the lock-free protocol (lfht's
// sweep and unlink_quiescent): nobody stands on a leaf being unlinked, and
// a block can be reused at once. (A table of 100,000 atoms or more is swept by the
// collector and a helper thread of its own, on the two halves of the
// table's root: Runtime::sweep_atoms.) The collector waits 50 ms at most
// for the others to stop: a thread in a long builtin, in a read from a
// pipe, or blocked inside a nested query (with_mutex/2) makes it give up;
// the request is then dropped, and the trigger re-armed with a step
// doubled for each attempt given up in a row (up to 64 times). Threads
// not started by Kea (a C++ host's) must not intern atoms while a machine
// of theirs is not in a query: nothing stops them.
//
// Roots. A dynamic atom is live if a word that names it -- an ATOM cell or
// the bare AtomEntry pointer -- is found in any of:
//  - the GC objects (a whole collection only; a young one keeps the held
//    atoms instead, see Collections): every object Boehm GC finds
//    reachable after a full collection (GC_enumerate_reachable_objects_inner):
//    clause code and clause records, predicates, retracted clauses still
//    reachable from the stacks, index tables, records of every owner
//    (recorded database, flags, message queues, thread goals and results,
//    signal goals), the module table;
//  - the machine: its heap up to the top (all of it, dead cells too), its
//    local stack up to the highest word used, the argument registers, the
//    trail, its handles, global variables, findall bags and the Machine
//    object itself (read under the machine's signal lock: an alarm's
//    timer thread, which no stop reaches, posts goals into it);
//  - every other stopped machine the same way, and its thread's C++
//    stack and registers, published when it stopped;
//  - this thread's C++ stack and registers (locals of the top-level, of
//    consult while it runs a directive, of the CLI);
//  - the names kept in malloc'd tables: functor names (functors are never
//    collected), operator table keys (the Runtime's and each module's),
//    stream aliases, thread, mutex and queue aliases, module names and
//    files, the main file.
// The GC objects are listed under Boehm GC's allocation lock and scanned
// after it, by two threads on halves of them when there are many
// (Runtime::AtomGc::kParallelScanBytes).
// Scanning is conservative: any word equal to a live atom's address (tag
// bits ATOM or none) keeps it, so a float's bits may keep an atom alive;
// no word is ever taken for an atom that is not one (candidates are looked
// up in a set of the table's own entries before anything is touched).
//
// Collections. A young collection sweeps only the atoms made since the
// last sweep (Runtime::sweep_young_atoms: each thread lists the atoms it
// makes, in batches, and an atom that stays through a sweep is no longer
// young); a whole collection sweeps the whole table (Runtime::sweep_atoms).
// A young sweep unlinks its dead atoms one by one (lfht's
// unlink_quiescent), a few cache misses per young atom, where a whole
// sweep reads every root bucket and every atom.
//   A young collection scans no GC object: that is a full Boehm GC and a
// walk of every clause and record, the cost that made collections rare
// and the table large. Instead, every GC object that may name an atom
// holds its atoms when it is made (term.hpp's hold_atom: a flag on the
// entry, never cleared): the emitter those of clause code, Record::make
// those of a record, the clause its keys, consult the file atom of its
// clauses and predicates. Those are all the GC objects that name atoms
// (the others hold clause pointers, index keys taken from clauses, text,
// and the module table, whose names are roots); none is written with an
// atom after it is made. A young sweep keeps held atoms; a held atom whose
// objects die waits for a whole collection, which scans the GC objects
// and ignores the flag. Under KEA_AGC_STRESS every young collection also
// scans the GC objects and stops the process if one names a young atom
// that is neither held nor named by a root (in a process that has made one
// Runtime only: a destroyed Runtime's GC objects, still reachable through
// a stale word, may name the address of a later Runtime's atom).
//   A whole collection comes when garbage_collect_atoms/0 asks (a program
// that asks for a collection expects every dead atom to go), when a young
// sweep would cost more by the estimate of cache misses, when the old
// atoms have doubled since the last whole one, and otherwise after
// Runtime::AtomGc::kYoungSweepsPerWhole young ones and as many new atoms
// as the GC objects' words / kWordsPerAtom and the atoms the last one left
// (its cost amortised over them), doubled for each whole collection in a
// row that freed few old atoms. A batch a thread has not listed yet is
// left to the next whole sweep, which drops the batches begun before it
// (their atoms may be gone).
//
// When: atoms interned since the last collection reach max(agc_margin,
// Runtime::AtomGc::kMinStep, words the roots held / kWordsPerAtom): the
// cost of a collection's marking is amortised over the atoms made.
// garbage_collect_atoms/0 asks at once. KEA_AGC_STRESS=N in the
// environment also asks every N * 1024 calls (make check-agc-stress runs
// the tests so).
#pragma once

#include <cstdint>

namespace kea {

class Machine;

// Collects now if the conditions above hold. Else nothing is done:
// NotHere if this machine may not (see above), Busy if another machine
// collects (this one should park: ThreadSet::park_for_atom_gc), GaveUp if
// the other machines did not all stop.
// `whole`: sweep the whole table whatever the policy (see Sweeps above).
enum class AtomGcOutcome { Collected, NotHere, Busy, GaveUp };
AtomGcOutcome try_collect_atoms(Machine& m, bool whole = false);
inline bool collect_atoms(Machine& m) { return try_collect_atoms(m, true) == AtomGcOutcome::Collected; }
// At a call port with `arity` arguments in X, when the trigger asked
// (Machine::request_atom_gc): collects the heap, then the atoms.
void atom_gc_at_call(Machine& m, unsigned arity);
class Runtime;
// Arms the trigger past the current count (at startup, after a collection,
// and when agc_margin changes).
void arm_atom_gc(Runtime& rt);

}  // namespace kea
