// Interrupting a running goal: Ctrl-C (SIGINT) sets a flag that the
// emulator tests at every call; the running query then unwinds with the
// exception '$aborted' (not caught by catch/3 with a variable catcher), and
// the top-level prints "% Execution Aborted".
#pragma once

#include <atomic>

namespace kea {

std::atomic<bool>& interrupt_flag();
// Installs the SIGINT handler that sets the flag (the kea command does,
// for interactive use and for scripts).
void install_interrupt_handler();

}  // namespace kea
