#include "engine/message_queue.hpp"

#include <gc/gc.h>

#include "engine/builtins/registry.hpp"
#include "engine/terms/record.hpp"
#include "engine/wam/machine.hpp"

namespace kea {

MessageQueue::MessageQueue(std::uint64_t seq, Atom alias, std::size_t max_size)
    : seq_(seq), alias_(alias), max_size_(max_size) {}

MessageQueue::~MessageQueue() {
  for (Item& it : items_) GC_FREE(it.record);
}

bool MessageQueue::send(Machine& m, Cell msg, Cell culprit, const Deadline* deadline) {
  Record* r = Record::make(m.store(), msg, true, true);
  Machine::Wait w(m, cv_, mu_);
  std::unique_lock<std::mutex> lk(mu_);
  for (;;) {
    if (destroyed_) {
      lk.unlock();
      GC_FREE(r);
      throw_existence_error(m.store(), atoms::message_queue, culprit);
    }
    if (max_size_ == 0 || items_.size() < max_size_) break;
    bool in_time;
    try {
      in_time = w.wait(lk, deadline);
    } catch (...) {
      GC_FREE(r);
      throw;
    }
    if (!in_time) {
      lk.unlock();
      GC_FREE(r);
      return false;
    }
  }
  items_.push_back({next_serial_++, r});
  lk.unlock();
  cv_.notify_all();
  return true;
}

// Tries the messages after serial `tried` (earlier ones did not unify with
// this pattern); mu_ held.
bool MessageQueue::find(Machine& m, Cell pattern, bool take, std::uint64_t& tried) {
  Store& s = m.store();
  for (auto it = items_.begin(); it != items_.end(); ++it) {
    if (it->serial <= tried) continue;
    tried = it->serial;
    Store::Mark mark = s.mark();
    Cell t = it->record->thaw(s);
    if (unify_terms(m, pattern, t)) {
      if (take) {
        GC_FREE(it->record);
        items_.erase(it);
      }
      return true;
    }
    s.undo(mark);
  }
  return false;
}

bool MessageQueue::get(Machine& m, Cell pattern, Cell culprit, const Deadline* deadline, bool wait) {
  Machine::Wait w(m, cv_, mu_);
  std::unique_lock<std::mutex> lk(mu_);
  std::uint64_t tried = 0;
  for (;;) {
    if (destroyed_) {
      lk.unlock();
      throw_existence_error(m.store(), atoms::message_queue, culprit);
    }
    if (find(m, pattern, true, tried)) {
      lk.unlock();
      cv_.notify_all();  // room for a sender waiting under max_size
      return true;
    }
    if (!wait) return false;
    ++waiting_;
    bool in_time;
    try {
      in_time = w.wait(lk, deadline);
    } catch (...) {
      // wait() threw with lk unlocked (it ran a signal).
      std::lock_guard<std::mutex> g(mu_);
      --waiting_;
      throw;
    }
    --waiting_;
    if (!in_time) return false;
  }
}

bool MessageQueue::peek(Machine& m, Cell pattern, Cell culprit) {
  std::unique_lock<std::mutex> lk(mu_);
  if (destroyed_) {
    lk.unlock();
    throw_existence_error(m.store(), atoms::message_queue, culprit);
  }
  std::uint64_t tried = 0;
  return find(m, pattern, false, tried);
}

std::size_t MessageQueue::size() {
  std::lock_guard<std::mutex> g(mu_);
  return items_.size();
}

std::size_t MessageQueue::waiting() {
  std::lock_guard<std::mutex> g(mu_);
  return waiting_;
}

void MessageQueue::destroy() {
  {
    std::lock_guard<std::mutex> g(mu_);
    destroyed_ = true;
    for (Item& it : items_) GC_FREE(it.record);
    items_.clear();
  }
  cv_.notify_all();
}

// ---------------------------------------------------------------------------
std::shared_ptr<MessageQueue> QueueTable::create(Machine& m, Atom alias, std::size_t max_size) {
  std::lock_guard<std::mutex> g(lock_);
  if (alias && by_alias_.count(alias)) {
    throw_permission_error(m.store(), atoms::create, atoms::message_queue, make_atom(alias));
  }
  auto q = std::make_shared<MessageQueue>(next_seq_++, alias, max_size);
  by_seq_.emplace(q->seq(), q);
  if (alias) by_alias_.emplace(alias, q);
  return q;
}

std::shared_ptr<MessageQueue> QueueTable::find(std::uint64_t seq) {
  std::lock_guard<std::mutex> g(lock_);
  auto it = by_seq_.find(seq);
  return it == by_seq_.end() ? nullptr : it->second;
}

std::shared_ptr<MessageQueue> QueueTable::find(Atom alias) {
  std::lock_guard<std::mutex> g(lock_);
  auto it = by_alias_.find(alias);
  return it == by_alias_.end() ? nullptr : it->second;
}

bool QueueTable::remove(const MessageQueue& q) {
  std::lock_guard<std::mutex> g(lock_);
  if (!by_seq_.erase(q.seq())) return false;
  if (q.alias()) by_alias_.erase(q.alias());
  return true;
}

std::vector<std::shared_ptr<MessageQueue>> QueueTable::all() {
  std::lock_guard<std::mutex> g(lock_);
  std::vector<std::shared_ptr<MessageQueue>> out;
  for (auto& [seq, q] : by_seq_) out.push_back(q);
  return out;
}

Cell queue_term(Store& s, const MessageQueue& q) {
  if (q.alias()) return make_atom(q.alias());
  return make_compound(s, functors::message_queue1, {make_integer(s, static_cast<std::int64_t>(q.seq()))});
}

}  // namespace kea
