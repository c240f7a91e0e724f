#include "starlog/queue.hpp"

#include <algorithm>
#include <cstring>

#include "starlog/table.hpp"

namespace kea::starlog {

namespace {
// One word per timestamp element, ordered as time orders elements: the end
// of the list, then numbers, then ranked atoms. A two-element prefix fits in
// 128 bits, and a shorter list has zeros (the end) after it, so it sorts
// before its extensions.
constexpr std::uint64_t kNumberTag = std::uint64_t{1} << 62;
constexpr std::uint64_t kAtomTag = std::uint64_t{2} << 62;
}  // namespace

TimeQueue::TimeQueue(const TimeOrder& order, const std::vector<Atom>& atoms_by_rank)
    : order_(order), atoms_by_rank_(atoms_by_rank) {}

bool TimeQueue::encode(const Timestamp& t, Key& out) const {
  if (t.size() > 2) return false;
  std::uint64_t w[2] = {0, 0};
  for (std::size_t i = 0; i < t.size(); ++i) {
    Value v = t[i];
    if (is_small_int(v)) {
      w[i] = kNumberTag | static_cast<std::uint64_t>(small_int_of(v) - kMinSmallInt);
    } else if (is_atom(v)) {
      // (rules emit into few timestamp atoms: remember the last one)
      if (atom_of(v) != rank_atom_) {
        rank_atom_ = atom_of(v);
        rank_ = order_.atom_rank(rank_atom_);
      }
      int r = rank_;
      if (r < 0) return false;
      w[i] = kAtomTag | static_cast<std::uint64_t>(r);
    } else {
      return false;
    }
  }
  out = (Key{w[0]} << 64) | w[1];
  return true;
}

void TimeQueue::decode(Key k, Timestamp& out) const {
  out.clear();
  std::uint64_t w[2] = {static_cast<std::uint64_t>(k >> 64), static_cast<std::uint64_t>(k)};
  for (std::uint64_t x : w) {
    if (x == 0) break;
    if ((x >> 62) == 1) out.push_back(make_small_int(static_cast<std::int64_t>(x & ~kNumberTag) + kMinSmallInt));
    else out.push_back(make_atom(atoms_by_rank_[x & ~kAtomTag]));
  }
}

std::uint32_t TimeQueue::new_bucket() {
  std::uint32_t n;
  if (!free_.empty()) {
    n = free_.back();
    free_.pop_back();
  } else {
    n = static_cast<std::uint32_t>(buckets_.size());
    buckets_.emplace_back();
  }
  Bucket& b = buckets_[n];
  b.size = 0;
  b.spilled = false;
  return n;
}

Value* TimeQueue::room(std::uint32_t n, std::size_t words) {
  Bucket& b = buckets_[n];
  std::size_t at = b.size;
  b.size += static_cast<std::uint32_t>(words);
  words_ += words;
  if (!b.spilled && b.size <= kInline) return b.inl + at;
  if (!b.spilled) {
    b.spill.assign(b.inl, b.inl + at);
    b.spilled = true;
  }
  b.spill.resize(b.size);
  return b.spill.data() + at;
}

Value* TimeQueue::append(const Timestamp& t, std::size_t words) { return room(find_bucket(t), words); }

bool TimeQueue::append_unique(const Timestamp& t, const Value* entry, std::size_t words) {
  Spot spot;
  if (find_entry(t, entry, words, spot) != Found::No) return false;
  add_entry(spot, entry, words, true);
  return true;
}

TimeQueue::Found TimeQueue::find_entry(const Timestamp& t, const Value* entry, std::size_t words, Spot& spot) {
  int ri = 0;
  std::uint32_t n = find_bucket(t, &ri);
  spot.bucket = n;
  spot.recent = ri;
  spot.slot = ~std::size_t{0};
  if (words > kMaxSeenWords) return Found::No;
  Seen& seen = seen_[ri];
  if ((seen.used + 1) * 2 > seen.slots.size()) {
    // Rehash from the stored entries (their offsets are in the slots).
    std::vector<std::uint64_t> old(seen.slots.empty() ? 64 : seen.slots.size() * 4, 0);
    old.swap(seen.slots);
    std::size_t mask = seen.slots.size() - 1;
    for (std::uint64_t x : old) {
      if (!x) continue;
      std::size_t i = hash_values(seen_data(seen, n, x), static_cast<unsigned>(words_at(x))) & mask;
      while (seen.slots[i]) i = (i + 1) & mask;
      seen.slots[i] = x;
    }
  }
  std::uint64_t h = hash_values(entry, static_cast<unsigned>(words));
  std::uint64_t tag = seen_tag(h);
  std::size_t mask = seen.slots.size() - 1;
  std::size_t i = h & mask;
  for (; seen.slots[i]; i = (i + 1) & mask) {
    std::uint64_t x = seen.slots[i];
    if ((x & kTagBits) != tag || words_at(x) != words) continue;
    const Value* d = seen_data(seen, n, x);
    std::size_t w = 0;
    while (w < words && d[w] == entry[w]) ++w;
    if (w == words) return (x & kRefused) ? Found::Refused : Found::Appended;
  }
  spot.slot = i;
  spot.tag = tag;
  return Found::No;
}

void TimeQueue::add_entry(const Spot& spot, const Value* entry, std::size_t words, bool append) {
  if (spot.slot == ~std::size_t{0}) {  // not remembered
    if (append) std::copy(entry, entry + words, room(spot.bucket, words));
    return;
  }
  Seen& seen = seen_[spot.recent];
  std::uint64_t off;
  if (append) {
    off = buckets_[spot.bucket].size;
    std::copy(entry, entry + words, room(spot.bucket, words));
  } else {
    off = seen.refused.size();
    seen.refused.insert(seen.refused.end(), entry, entry + words);
  }
  // offset + 1 in the low 32 bits, the entry's length above
  seen.slots[spot.slot] = (append ? 0 : kRefused) | (std::uint64_t{words} << 48) | spot.tag | (off + 1);
  ++seen.used;
}

void TimeQueue::take(std::uint32_t n, std::vector<Value>& out) {
  Bucket& b = buckets_[n];
  words_ -= b.size;
  if (b.spilled && out.empty()) out.swap(b.spill);  // out's old buffer is recycled here
  else if (b.spilled) out.insert(out.end(), b.spill.begin(), b.spill.end());
  else out.insert(out.end(), b.inl, b.inl + b.size);
  b.spill.clear();
  b.size = 0;
  free_.push_back(n);
}

std::uint32_t TimeQueue::find_bucket(const Timestamp& t, int* recent) {
  // The same values as last time: the same bucket, no encoding.
  if (last_recent_ >= 0 && t == last_time_) {
    if (recent) *recent = last_recent_;
    return recent_[last_recent_].bucket;
  }
  Key k = 0;
  bool compact = encode(t, k);
  for (int i = 0; i < recent_count_; ++i) {
    const Recent& r = recent_[i];
    if (r.compact != compact) continue;
    if (compact ? r.key == k : times_[r.bucket] == t) {
      if (recent) *recent = i;
      copy_timestamp(last_time_, t);
      last_recent_ = i;
      return r.bucket;
    }
  }
  std::uint32_t n = new_bucket();
  if (compact) {
    radix_push(k, n);
  } else {
    if (times_.size() <= n) times_.resize(buckets_.size());
    times_[n] = t;
    heap_.push_back({n});
    sift_up(heap_.size() - 1);
  }
  top_valid_ = false;
  recent_[recent_next_] = {compact, k, n};
  seen_[recent_next_].clear();
  if (recent) *recent = recent_next_;
  copy_timestamp(last_time_, t);
  last_recent_ = recent_next_;
  recent_next_ = (recent_next_ + 1) % kRecent;
  if (recent_count_ < kRecent) ++recent_count_;
  return n;
}

// ---- radix heap --------------------------------------------------------------

void TimeQueue::radix_push(Key k, std::uint32_t bucket) {
  if (k < last_) {
    // Only when full-heap timestamps were evaluated between compact ones
    // that had already been settled: re-file everything relative to k.
    std::vector<Item> all;
    for (auto& r : radix_) {
      all.insert(all.end(), r.begin(), r.end());
      r.clear();
    }
    last_ = k;
    occupied_[0] = occupied_[1] = occupied_[2] = 0;
    for (const Item& it : all) radix_put(slot_of(it.key(), last_), it);
  }
  radix_put(slot_of(k, last_), {static_cast<std::uint64_t>(k >> 64), static_cast<std::uint64_t>(k), bucket});
  ++compact_count_;
}

void TimeQueue::radix_settle() {
  if (!radix_[0].empty()) return;
  // the least non-empty slot above 0
  int i = occupied_[0] >> 1 ? __builtin_ctzll(occupied_[0] >> 1) + 1
          : occupied_[1]    ? 64 + __builtin_ctzll(occupied_[1])
                            : 128;
  std::vector<Item>& from = radix_[i];
  occupied_[i >> 6] &= ~(std::uint64_t{1} << (i & 63));
  Key m = from[0].key();
  for (const Item& it : from) m = it.key() < m ? it.key() : m;
  last_ = m;
  // Every entry lands in a lower slot: the keys in slot i share their bits
  // above bit i-1 with the new minimum.
  for (const Item& it : from) radix_put(slot_of(it.key(), last_), it);
  from.clear();
}

// ---- full heap -----------------------------------------------------------------

void TimeQueue::pop_top() {
  heap_[0] = heap_.back();
  heap_.pop_back();
  if (!heap_.empty()) sift_down(0);
}

// A 4-ary heap: the four children of an entry share a cache line.
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

// ---- both ----------------------------------------------------------------------

const Timestamp& TimeQueue::top_time() {
  if (top_valid_) return top_;
  top_compact_ = compact_count_ > 0;
  if (top_compact_) {
    radix_settle();
    decode(last_, top_);
    if (!heap_.empty() && order_.compare(times_[heap_[0].bucket], top_) < 0) {
      top_ = times_[heap_[0].bucket];
      top_compact_ = false;
    }
  } else {
    top_ = times_[heap_[0].bucket];
  }
  top_valid_ = true;
  return top_;
}

void TimeQueue::pop(Timestamp& time, std::vector<Value>& out) {
  time = top_time();
  out.clear();
  if (top_compact_) {
    // radix_settle() ran in top_time(): slot 0 holds the compact minimum.
    for (const Item& it : radix_[0]) take(it.bucket, out);
    compact_count_ -= radix_[0].size();
    radix_[0].clear();
    occupied_[0] &= ~std::uint64_t{1};
  }
  while (!heap_.empty() && order_.compare(times_[heap_[0].bucket], time) == 0) {
    std::uint32_t m = heap_[0].bucket;
    pop_top();
    take(m, out);
  }
  top_valid_ = false;
  for (int i = 0; i < recent_count_; ++i) seen_[i].clear();
  recent_count_ = 0;  // popped buckets are recycled
  recent_next_ = 0;
  last_recent_ = -1;
}

}  // namespace kea::starlog
