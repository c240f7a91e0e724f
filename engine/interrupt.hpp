// Interrupting a running goal with Ctrl-C (SIGINT).
//
// As in SWI-Prolog, Ctrl-C goes to the main thread only: the interrupt
// target (the main thread's Machine, set by the top-level) is told to abort
// its running query, which unwinds with the exception '$aborted' (not caught
// by catch/3 with a variable catcher); the top-level prints "% Execution
// Aborted". Other threads keep running; thread_signal/2 reaches them.
//
// Concurrency: the signal handler only does what is async-signal-safe: it
// sets interrupt_flag() (a lock-free atomic) and writes one byte to a pipe.
// A watcher thread, started with the handler, reads the pipe and delivers
// the interrupt to the target in ordinary thread context, so delivery may
// lock and wake a target blocked in a wait (thread_join/2, a message queue,
// a read from a terminal or a pipe: Machine::wait_for_input).
// The target pointer is guarded by a mutex shared by set_interrupt_target
// and the watcher: a target is never called after it has been unset.
#pragma once

#include <atomic>

namespace kea {

// Set by every SIGINT, process-wide: for loops that run without a Prolog
// machine (kea-starlog's evaluation). Whoever polls it clears it.
std::atomic<bool>& interrupt_flag();

// What Ctrl-C interrupts. interrupt() runs on the watcher thread.
class InterruptTarget {
 public:
  virtual void interrupt() = 0;

 protected:
  ~InterruptTarget() = default;
};

// Makes `t` the target (nullptr: none). clear_interrupt_target(t) unsets it
// only if it is still `t` (a machine going away).
void set_interrupt_target(InterruptTarget* t);
void clear_interrupt_target(InterruptTarget* t);

// Installs the SIGINT handler and starts the watcher (the kea command does,
// for interactive use and for scripts). Idempotent.
void install_interrupt_handler();

}  // namespace kea
