#include "engine/interrupt.hpp"

#include <csignal>

namespace kea {

std::atomic<bool>& interrupt_flag() {
  static std::atomic<bool> flag{false};
  return flag;
}

namespace {
void on_sigint(int) { interrupt_flag().store(true, std::memory_order_relaxed); }
}  // namespace

void install_interrupt_handler() {
  static_assert(std::atomic<bool>::is_always_lock_free, "signal handlers need a lock-free flag");
  struct sigaction sa {};
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART;
  sigaction(SIGINT, &sa, nullptr);
}

}  // namespace kea
