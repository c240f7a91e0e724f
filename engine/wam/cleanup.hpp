// setup_call_cleanup/3 in the emulator: the cleanup choicepoint.
//
// setup_call_cleanup(S, G, C) is once(S) followed by '$call_cleanup'(G,
// Catcher, C) (library/boot/control.pl), whose hand-assembled code is
//
//     allocate 1; cleanup_enter; call call/1; cleanup_exit; deallocate; proceed
//
// cleanup_enter pushes a choicepoint of a kind of its own: its alternative
// is cleanup_fail and it saves four cells, args[0..2] = G, Catcher, C and
// args[3] = the previous cleanup choicepoint (the link below). C must run
// exactly once, at the first of these events, with Catcher unified with
// what happened (as SWI-Prolog's setup_call_catcher_cleanup/4):
//
//   exit           G exits and left no choicepoint: cleanup_exit finds its
//                  choicepoint on top of B, pops it and runs C.
//   fail           backtracking reaches the choicepoint (G has no more
//                  solutions): cleanup_fail pops it, runs C and fails on.
//   exception(E)   the emulator's exception handler, unwinding B to a
//                  catch/3 that catches E, passes the choicepoint: it
//                  restores the state saved there (bindings made since are
//                  undone, as in SWI-Prolog) and runs C.
//   !              a cut (cut, neck_cut) removes the choicepoint, or a C++
//                  Query is closed while the choicepoint is still there
//                  (the top-level accepting an answer, run_once).
//
// Cut is the case that needs care: it drops any number of choicepoints by
// lowering B, and must stay O(1) when there is nothing to clean up. So the
// Machine keeps `cleanup_`, the newest cleanup choicepoint on the B chain,
// and each cleanup choicepoint links to the one before it (args[3]).
// Choicepoints are pushed at increasing addresses, so a cut to T must run
// the cleanups of exactly the linked choicepoints above T: `cleanup_ > T`
// is the test, one compare when no cleanup is pending. Every place that
// takes a cleanup choicepoint off the B chain unlinks it first (the four
// events above); the other instructions that pop choicepoints pop the
// newest one, of a known other kind, so the chain and the list stay in step.
//
// C runs as a nested query (run_once) on top of the stacks: the cut runs it
// before lowering B, so nothing it pushes can overwrite the choicepoints
// still being cut; exit and fail pop first, after reading the choicepoint's
// cells. The outcome of C is ignored, as is an error it raises while an
// exception is being unwound (the first error wins, as in SWI-Prolog); an
// error C raises at exit, fail or cut propagates from that point.
#pragma once

#include "engine/wam/machine.hpp"

namespace kea {

// The link of cleanup choicepoint b: the cleanup choicepoint before it, or
// nullptr. encode_cleanup_link makes the cell stored in args[3].
ChoicePoint* cleanup_link(const Machine& m, const ChoicePoint* b);
Cell encode_cleanup_link(const Machine& m, const ChoicePoint* prev);

// Runs the cleanup of b, which the caller has already taken off the
// Machine's cleanup list: once((Catcher = reason, C)), errors propagating
// when `propagate`, else dropped. The Machine's registers must be saved.
void run_cleanup(Machine& m, const ChoicePoint* b, Cell reason, bool propagate);

// Runs, newest first, the cleanups of the cleanup choicepoints above t
// (a cut to t, or a query whose base is t closing), with Catcher = !.
void run_cleanups_above(Machine& m, const ChoicePoint* t, bool propagate);

}  // namespace kea
