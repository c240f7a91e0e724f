// Message queues (SWI-Prolog's thread_send_message/2,3,
// thread_get_message/1,2,3, thread_peek_message/1,2, message_queue_create/1,2):
// every thread has one, and programs create more, anonymous
// ('$message_queue'(Seq), written <message_queue>(0xSeq)) or named by an alias.
//
// A queue holds messages as root records (engine/terms/record.hpp: terms
// copied off the heap, freed when taken), in the order they were sent.
// Concurrency: one mutex per queue guards the messages and its flags; a
// getter scans for the first message that unifies with its pattern -- on
// its own heap, under the mutex -- and takes it; a sender appends and wakes
// every waiter (getters with different patterns, senders waiting for room
// under max_size). Each message carries a serial number, so a getter woken
// again only tries the messages it has not tried. Waits are interruptible
// (Machine::Wait): thread_signal/2, abort and halt reach a waiting thread.
// destroy() wakes the waiters, who then raise existence_error; the queue
// object itself lives while anyone holds it (shared_ptr).
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

#include "engine/terms/term.hpp"

namespace kea {

class Machine;
class Store;
struct Record;

using Deadline = std::chrono::steady_clock::time_point;

class MessageQueue {
 public:
  MessageQueue(std::uint64_t seq, Atom alias, std::size_t max_size);
  ~MessageQueue();
  MessageQueue(const MessageQueue&) = delete;
  MessageQueue& operator=(const MessageQueue&) = delete;

  std::uint64_t seq() const { return seq_; }
  Atom alias() const { return alias_; }
  std::size_t max_size() const { return max_size_; }

  // Appends a copy of `msg`; waits while the queue is full. False at the
  // deadline; existence_error(message_queue, culprit) once destroyed.
  bool send(Machine& m, Cell msg, Cell culprit, const Deadline* deadline);
  // Takes the first message that unifies with `pattern` (bindings kept);
  // waits for one unless `wait` is false. False at the deadline.
  bool get(Machine& m, Cell pattern, Cell culprit, const Deadline* deadline, bool wait = true);
  // As get, but leaves the message in the queue and never waits.
  bool peek(Machine& m, Cell pattern, Cell culprit);

  std::size_t size();
  std::size_t waiting();  // threads blocked in get
  void destroy();

 private:
  struct Item {
    std::uint64_t serial;
    Record* record;
  };
  bool find(Machine& m, Cell pattern, bool take, std::uint64_t& tried);

  const std::uint64_t seq_;
  const Atom alias_;
  const std::size_t max_size_;
  std::mutex mu_;
  std::condition_variable cv_;
  std::deque<Item> items_;
  std::uint64_t next_serial_ = 1;
  std::size_t waiting_ = 0;
  bool destroyed_ = false;
};

// The queues created by message_queue_create/1,2 (threads' own queues live
// with their thread records).
class QueueTable {
 public:
  // A new queue; permission_error(create, message_queue, Alias) when the
  // alias is taken (thrown on m's store).
  std::shared_ptr<MessageQueue> create(Machine& m, Atom alias, std::size_t max_size);
  std::shared_ptr<MessageQueue> find(std::uint64_t seq);
  std::shared_ptr<MessageQueue> find(Atom alias);
  // Out of the table (destroyed by the caller).
  bool remove(const MessageQueue& q);
  std::vector<std::shared_ptr<MessageQueue>> all();

 private:
  std::mutex lock_;
  std::uint64_t next_seq_ = 1;
  std::map<std::uint64_t, std::shared_ptr<MessageQueue>> by_seq_;
  std::map<Atom, std::shared_ptr<MessageQueue>> by_alias_;
};

// Its term: the alias, or '$message_queue'(Seq).
Cell queue_term(Store& s, const MessageQueue& q);

}  // namespace kea
