#include "engine/interrupt.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <mutex>
#include <thread>

namespace kea {

std::atomic<bool>& interrupt_flag() {
  static std::atomic<bool> flag{false};
  return flag;
}

namespace {

std::mutex& target_lock() {
  static std::mutex* m = new std::mutex;  // never destroyed: the watcher may outlive main's statics
  return *m;
}
InterruptTarget* g_target = nullptr;  // under target_lock()
int g_pipe[2] = {-1, -1};

void on_sigint(int) {
  int saved = errno;
  interrupt_flag().store(true, std::memory_order_relaxed);
  char byte = 1;
  if (g_pipe[1] >= 0) (void)!::write(g_pipe[1], &byte, 1);  // full pipe: an interrupt is pending anyway
  errno = saved;
}

void watch() {
  char buf[16];
  for (;;) {
    ssize_t n = ::read(g_pipe[0], buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    std::lock_guard<std::mutex> g(target_lock());
    if (g_target) g_target->interrupt();
  }
}

}  // namespace

void set_interrupt_target(InterruptTarget* t) {
  std::lock_guard<std::mutex> g(target_lock());
  g_target = t;
}

void clear_interrupt_target(InterruptTarget* t) {
  std::lock_guard<std::mutex> g(target_lock());
  if (g_target == t) g_target = nullptr;
}

void install_interrupt_handler() {
  static_assert(std::atomic<bool>::is_always_lock_free, "signal handlers need a lock-free flag");
  static std::once_flag once;
  std::call_once(once, [] {
    if (::pipe2(g_pipe, O_CLOEXEC) == 0) {
      ::fcntl(g_pipe[1], F_SETFL, O_NONBLOCK);
      std::thread(watch).detach();
    }
    struct sigaction sa {};
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    sigaction(SIGINT, &sa, nullptr);
  });
}

}  // namespace kea
