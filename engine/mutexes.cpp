#include "engine/mutexes.hpp"

#include "engine/errors.hpp"
#include "engine/wam/machine.hpp"

namespace kea {

MutexRef MutexTable::create(Machine& m, Atom alias) {
  std::lock_guard<std::mutex> g(lock_);
  if (alias && by_alias_.count(alias)) throw_permission_error(m.store(), atoms::create, atoms::mutex, make_atom(alias));
  auto mx = std::make_shared<PrologMutex>(next_seq_++, alias);
  by_seq_.emplace(mx->seq, mx);
  if (alias) by_alias_.emplace(alias, mx);
  return mx;
}

MutexRef MutexTable::find(Atom alias, bool create) {
  std::lock_guard<std::mutex> g(lock_);
  auto it = by_alias_.find(alias);
  if (it != by_alias_.end()) return it->second;
  if (!create) return nullptr;
  auto mx = std::make_shared<PrologMutex>(next_seq_++, alias);
  by_seq_.emplace(mx->seq, mx);
  by_alias_.emplace(alias, mx);
  return mx;
}

MutexRef MutexTable::find(std::uint64_t seq) {
  std::lock_guard<std::mutex> g(lock_);
  auto it = by_seq_.find(seq);
  return it == by_seq_.end() ? nullptr : it->second;
}

void MutexTable::for_each_alias(const std::function<void(Atom)>& f) {
  std::lock_guard<std::mutex> g(lock_);
  for (const auto& [alias, mx] : by_alias_) f(alias);
}

void MutexTable::forget(const PrologMutex& mx) {
  std::lock_guard<std::mutex> g(lock_);
  by_seq_.erase(mx.seq);
  if (mx.alias) {
    auto it = by_alias_.find(mx.alias);
    if (it != by_alias_.end() && it->second.get() == &mx) by_alias_.erase(it);
  }
}

void MutexTable::destroy(const MutexRef& mx) {
  {
    std::lock_guard<std::mutex> g(mx->mu);
    if (mx->destroyed) return;
    if (mx->count > 0) {
      mx->doomed = true;
      return;
    }
    mx->destroyed = true;
  }
  mx->cv.notify_all();  // waiters raise existence errors
  forget(*mx);
}

std::vector<MutexRef> MutexTable::all() {
  std::lock_guard<std::mutex> g(lock_);
  std::vector<MutexRef> out;
  for (auto& [seq, mx] : by_seq_) out.push_back(mx);
  return out;
}

void MutexTable::lock(Machine& m, const ThreadRef& me, const MutexRef& mx, Cell culprit) {
  Machine::Wait w(m, mx->cv, mx->mu);
  std::unique_lock<std::mutex> lk(mx->mu);
  for (;;) {
    if (mx->destroyed) {
      lk.unlock();
      throw_existence_error(m.store(), atoms::mutex, culprit);
    }
    if (!mx->owner || mx->owner == me) break;
    w.wait(lk);
  }
  mx->owner = me;
  ++mx->count;
}

bool MutexTable::try_lock(const ThreadRef& me, const MutexRef& mx) {
  std::lock_guard<std::mutex> g(mx->mu);
  if (mx->destroyed || (mx->owner && mx->owner != me)) return false;
  mx->owner = me;
  ++mx->count;
  return true;
}

void MutexTable::unlock(Machine& m, const ThreadRef& me, const MutexRef& mx, Cell culprit) {
  bool gone = false;
  {
    std::unique_lock<std::mutex> lk(mx->mu);
    if (mx->owner != me || mx->count == 0) {
      lk.unlock();
      throw_permission_error(m.store(), atoms::unlock, atoms::mutex, culprit, ErrorContext{nullptr, "not locked"});
    }
    if (--mx->count == 0) {
      mx->owner = nullptr;
      if (mx->doomed) gone = mx->destroyed = true;
    }
  }
  mx->cv.notify_all();
  if (gone) forget(*mx);
}

Cell mutex_term(Store& s, const PrologMutex& mx) {
  if (mx.alias) return make_atom(mx.alias);
  return make_compound(s, functors::mutex1, {make_integer(s, static_cast<std::int64_t>(mx.seq))});
}

}  // namespace kea
