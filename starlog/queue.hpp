// The priority queue of time: buckets of pending tuples, popped least
// timestamp first from a 4-ary heap. A timestamp may have several buckets
// (there is no hash table from timestamp to bucket: with a million distinct
// timestamps, as in the primes program, that table was the bottleneck);
// pop() merges all buckets of the least timestamp. A few recently used
// buckets are remembered, so a rule firing into the same future timestamp
// again and again appends to one bucket. Buckets and their storage are
// recycled.
#pragma once

#include <cstdint>
#include <vector>

#include "starlog/order.hpp"

namespace kea::starlog {

class TimeQueue {
 public:
  explicit TimeQueue(const TimeOrder& order) : order_(order) {}
  bool empty() const { return heap_.empty(); }
  std::size_t size() const { return heap_.size(); }
  // A bucket for timestamp t to append pending entries to. Valid until the
  // next pop().
  std::vector<Value>& bucket(const Timestamp& t);
  const Timestamp& top_time() const { return buckets_[heap_[0].bucket].time; }
  // Removes the least timestamp; the entries of all its buckets end up in `out`.
  void pop(Timestamp& time, std::vector<Value>& out);

 private:
  struct Bucket {
    Timestamp time;
    std::vector<Value> data;
  };
  // Heap entries carry an integer key for the first timestamp element when
  // one preserves the order (small integers, then ranked atoms), so most
  // comparisons never leave the heap array; 0 means "compare in full".
  struct Entry {
    std::uint64_t key;
    std::uint32_t bucket;
  };
  std::uint64_t first_key(const Timestamp& t) const;
  bool less(const Entry& a, const Entry& b) const {
    if (a.key && b.key && a.key != b.key) return a.key < b.key;
    return order_.compare(buckets_[a.bucket].time, buckets_[b.bucket].time) < 0;
  }
  void sift_up(std::size_t i);
  void sift_down(std::size_t i);
  void pop_top();

  const TimeOrder& order_;
  std::vector<Bucket> buckets_;
  std::vector<std::uint32_t> free_;
  std::vector<Entry> heap_;
  static constexpr int kRecent = 4;
  std::uint32_t recent_[kRecent] = {0, 0, 0, 0};
  int recent_count_ = 0, recent_next_ = 0;
};

}  // namespace kea::starlog
