#include "starlog/queue.hpp"

namespace kea::starlog {

std::uint64_t TimeQueue::first_key(const Timestamp& t) const {
  if (t.empty()) return 1;  // the bottom of time sorts first
  Value v = t[0];
  if (is_small_int(v)) return static_cast<std::uint64_t>(small_int_of(v) + (std::int64_t{1} << 61)) + 2;
  if (is_atom(v)) {
    int r = order_.atom_rank(atom_of(v));
    if (r >= 0) return (std::uint64_t{1} << 62) + static_cast<std::uint64_t>(r);
  }
  return 0;
}

std::vector<Value>& TimeQueue::bucket(const Timestamp& t) {
  for (int k = 0; k < recent_count_; ++k) {
    Bucket& b = buckets_[recent_[k]];
    if (b.time == t) return b.data;  // same values: same time
  }
  std::uint32_t n;
  if (!free_.empty()) {
    n = free_.back();
    free_.pop_back();
  } else {
    n = static_cast<std::uint32_t>(buckets_.size());
    buckets_.emplace_back();
  }
  Bucket& b = buckets_[n];
  b.time = t;
  b.data.clear();
  heap_.push_back({first_key(t), n});
  sift_up(heap_.size() - 1);
  recent_[recent_next_] = n;
  recent_next_ = (recent_next_ + 1) % kRecent;
  if (recent_count_ < kRecent) ++recent_count_;
  return b.data;
}

void TimeQueue::pop_top() {
  heap_[0] = heap_.back();
  heap_.pop_back();
  if (!heap_.empty()) sift_down(0);
}

void TimeQueue::pop(Timestamp& time, std::vector<Value>& out) {
  std::uint32_t n = heap_[0].bucket;
  pop_top();
  Bucket& b = buckets_[n];
  time.swap(b.time);
  out.swap(b.data);
  b.data.clear();
  free_.push_back(n);
  // Other buckets of the same time (1 and 1.0 are the same time too).
  while (!heap_.empty() && order_.compare(buckets_[heap_[0].bucket].time, time) == 0) {
    std::uint32_t m = heap_[0].bucket;
    pop_top();
    std::vector<Value>& d = buckets_[m].data;
    out.insert(out.end(), d.begin(), d.end());
    d.clear();
    free_.push_back(m);
  }
  recent_count_ = 0;  // popped buckets are recycled
  recent_next_ = 0;
}

// A 4-ary heap: the four children of an entry share a cache line or two,
// so a pop from a heap of a million timestamps misses the cache half as
// often as with a binary heap.
void TimeQueue::sift_up(std::size_t i) {
  Entry x = heap_[i];
  while (i > 0) {
    std::size_t p = (i - 1) / 4;
    if (!less(x, heap_[p])) break;
    heap_[i] = heap_[p];
    i = p;
  }
  heap_[i] = x;
}

void TimeQueue::sift_down(std::size_t i) {
  Entry x = heap_[i];
  std::size_t n = heap_.size();
  for (;;) {
    std::size_t c = 4 * i + 1;
    if (c >= n) break;
    std::size_t best = c, end = c + 4 < n ? c + 4 : n;
    for (std::size_t k = c + 1; k < end; ++k)
      if (less(heap_[k], heap_[best])) best = k;
    if (!less(heap_[best], x)) break;
    heap_[i] = heap_[best];
    i = best;
  }
  heap_[i] = x;
}

}  // namespace kea::starlog
