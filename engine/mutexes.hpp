// Prolog mutexes (SWI-Prolog's mutex_create/1,2, mutex_lock/1,
// mutex_unlock/1, mutex_trylock/1, with_mutex/2, mutex_destroy/1,
// mutex_property/2): recursive locks owned by a Prolog thread, anonymous
// ('$mutex'(Seq), written <mutex>(0xSeq)) or named by an alias; an alias
// that names no mutex yet is created by the first lock (as SWI does).
//
// Concurrency: each mutex has its own std::mutex (`mu`) guarding owner,
// count and destroyed, and a condition variable for threads waiting to lock
// it; waits are interruptible (Machine::Wait). The owner is the Prolog
// thread record (machines of C++ host threads count as the main thread), so
// a lock is released only by the thread that took it. As in SWI-Prolog, a
// thread that ends holding a mutex leaves it locked, and destroying a
// locked mutex takes effect when its owner unlocks it. The table (by
// sequence number and alias) has its own lock, never held while waiting.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

#include "engine/threads.hpp"

namespace kea {

struct PrologMutex {
  PrologMutex(std::uint64_t seq, Atom alias) : seq(seq), alias(alias) {}
  const std::uint64_t seq;
  const Atom alias;
  std::mutex mu;
  std::condition_variable cv;
  ThreadRef owner;         // under mu; null: unlocked
  std::size_t count = 0;   // recursion depth, under mu
  bool destroyed = false;  // under mu: out of the table
  bool doomed = false;     // under mu: destroyed while locked; goes at the last unlock
};
using MutexRef = std::shared_ptr<PrologMutex>;

class MutexTable {
 public:
  // permission_error(create, mutex, Alias) when the alias is taken.
  MutexRef create(Machine& m, Atom alias);
  // By alias, creating it when `create` and absent.
  MutexRef find(Atom alias, bool create);
  MutexRef find(std::uint64_t seq);
  // mutex_destroy/1: out of the table now, or when its owner unlocks it.
  void destroy(const MutexRef& mx);
  std::vector<MutexRef> all();

  // Locking as `me`, waiting interruptibly; existence_error(mutex, culprit)
  // if it is destroyed meanwhile. try_lock does not wait.
  void lock(Machine& m, const ThreadRef& me, const MutexRef& mx, Cell culprit);
  bool try_lock(const ThreadRef& me, const MutexRef& mx);
  // permission_error(unlock, mutex, culprit) unless `me` holds it.
  void unlock(Machine& m, const ThreadRef& me, const MutexRef& mx, Cell culprit);

  // The aliases of the mutexes in the table.
  void for_each_alias(const std::function<void(Atom)>& f);

 private:
  void forget(const PrologMutex& mx);  // out of the table
  std::mutex lock_;
  std::uint64_t next_seq_ = 1;
  std::map<std::uint64_t, MutexRef> by_seq_;
  std::map<Atom, MutexRef> by_alias_;
};

// Its term: the alias, or '$mutex'(Seq).
Cell mutex_term(Store& s, const PrologMutex& mx);

}  // namespace kea
