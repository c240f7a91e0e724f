// The priority queue of time: buckets of pending tuples, popped least
// timestamp first.
//
// Almost every timestamp in practice is a short list of small integers and
// `<<`-ranked atoms ([N,even], [T,cell], [N*N,prime]). Those are encoded as
// a 128-bit integer whose order is the order of time, and kept in a radix
// heap: time only moves forward (a tuple is never queued earlier than the
// timestamp being evaluated), which is what a radix heap needs, and then an
// insert is an append and a pop touches each entry a few times in all,
// instead of a cache-missing walk down a heap of a million timestamps (the
// primes program has one timestamp per number). Other timestamps (floats,
// big integers, unranked atoms, longer lists) go to a 4-ary heap compared in
// full. pop() merges every bucket of the least timestamp from both sides
// (1 and 1.0 are the same time).
//
// A timestamp may have several buckets (there is no map from timestamp to
// bucket); a few recently used buckets are remembered, so a rule firing into
// the same future timestamp again and again appends to one bucket. Buckets
// and their storage are recycled. The recent buckets also keep a memo of
// the entries added to them, and of entries refused (a derived tuple whose
// negation already failed): see find_entry(). A bucket may therefore stay
// empty; empty() counts pending values, and pop() may return no entries.
#pragma once

#include <cstdint>
#include <deque>
#include <vector>

#include "starlog/order.hpp"

namespace kea::starlog {

class TimeQueue {
 public:
  explicit TimeQueue(const TimeOrder& order, const std::vector<Atom>& atoms_by_rank);
  // No pending entries. (Buckets may remain that only ever got refused
  // entries, see find_entry(): pop() then gives an empty batch.)
  bool empty() const { return words_ == 0; }
  // Pending buckets (at least the number of pending timestamps' worth).
  std::size_t size() const { return compact_count_ + heap_.size(); }
  // Room for `words` more values of pending entries at timestamp t, to be
  // written by the caller before the next call.
  Value* append(const Timestamp& t, std::size_t words);
  // Appends the entry (words values) at timestamp t unless the same entry
  // was appended there recently (while t stayed among the few recently used
  // timestamps): true when appended. Rules that derive the same future
  // tuple many times (transitive closure) keep the queue small this way.
  bool append_unique(const Timestamp& t, const Value* entry, std::size_t words);
  // The same check split in two, so that the caller can decide in between
  // whether to append the entry at all: find_entry() looks for it among the
  // entries recently appended at t or recorded as refused there;
  // add_entry() (with nothing else done to the queue in between) then
  // appends it, or only records it as refused. A tuple whose deferred
  // negation already failed early is refused again at once when derived
  // again, without redoing the negation (transitive closure derives most
  // tuples many times).
  enum class Found { No, Appended, Refused };
  struct Spot {
    std::uint32_t bucket;
    int recent;
    std::size_t slot;
    std::uint64_t tag;
  };
  Found find_entry(const Timestamp& t, const Value* entry, std::size_t words, Spot& spot);
  void add_entry(const Spot& spot, const Value* entry, std::size_t words, bool append);
  // The least pending timestamp; the queue must not be empty.
  const Timestamp& top_time();
  // Removes the least timestamp; the entries of all its buckets end up in `out`.
  void pop(Timestamp& time, std::vector<Value>& out);

  // The order-preserving 128-bit encoding of a compact timestamp (false
  // for others): tasks agree on time by comparing these.
  using Key = unsigned __int128;
  bool encode(const Timestamp& t, Key& out) const;

 private:
  // Most buckets of a program with many timestamps hold an entry or two:
  // those stay inline (one cache line, no allocation); bigger ones spill.
  static constexpr unsigned kInline = 7;
  struct Bucket {
    std::uint32_t size = 0;
    bool spilled = false;
    Value inl[kInline];
    std::vector<Value> spill;
  };
  struct Item {  // a radix heap entry
    std::uint64_t hi, lo;
    std::uint32_t bucket;
    Key key() const { return (Key{hi} << 64) | lo; }
  };
  struct Entry {  // a full heap entry
    std::uint32_t bucket;
  };

  void decode(Key k, Timestamp& out) const;
  std::uint32_t new_bucket();
  std::uint32_t find_bucket(const Timestamp& t, int* recent = nullptr);
  Value* room(std::uint32_t bucket, std::size_t words);
  void take(std::uint32_t b, std::vector<Value>& out);

  // radix heap
  static int slot_of(Key k, Key last) {
    Key x = k ^ last;
    if (x == 0) return 0;
    std::uint64_t hi = static_cast<std::uint64_t>(x >> 64);
    return hi ? 128 - __builtin_clzll(hi) : 64 - __builtin_clzll(static_cast<std::uint64_t>(x));
  }
  void radix_push(Key k, std::uint32_t bucket);
  // Moves the least compact key into slot 0 (and last_ to it).
  void radix_settle();

  // full heap
  bool less(const Entry& a, const Entry& b) const {
    return order_.compare(times_[a.bucket], times_[b.bucket]) < 0;
  }
  void sift_up(std::size_t i);
  void sift_down(std::size_t i);
  void pop_top();

  const TimeOrder& order_;
  const std::vector<Atom>& atoms_by_rank_;
  mutable Atom rank_atom_ = nullptr;
  mutable int rank_ = -1;
  std::deque<Bucket> buckets_;  // (a deque: a million pending buckets are not copied when it grows)
  std::vector<Timestamp> times_;  // per bucket, for buckets in the full heap
  std::vector<std::uint32_t> free_;
  std::size_t words_ = 0;  // pending entries' values in all buckets

  std::vector<Item> radix_[129];
  std::uint64_t occupied_[3] = {0, 0, 0};  // bit i: radix_[i] is not empty
  void radix_put(int slot, const Item& it) {
    radix_[slot].push_back(it);
    occupied_[slot >> 6] |= std::uint64_t{1} << (slot & 63);
  }
  Key last_ = 0;
  std::size_t compact_count_ = 0;
  std::vector<Entry> heap_;

  Timestamp top_;
  bool top_valid_ = false;
  bool top_compact_ = false;  // the compact minimum is (one of) the least

  static constexpr int kRecent = 4;
  struct Recent {
    bool compact;
    Key key;
    std::uint32_t bucket;
  };
  Recent recent_[kRecent];
  // Per recent slot: the entries appended by append_unique / add_entry
  // (offset + 1 in the bucket) and those refused (offset + 1 in `refused`,
  // flag bit 63), with their length in bits 48-62 and 16 bits of their
  // hash in bits 32-47 (most mismatches are told without reading the
  // entry, a cache miss); open addressing by the entry's hash; cleared when
  // the slot is reused. Longer entries are not remembered.
  struct Seen {
    std::vector<std::uint64_t> slots;
    std::size_t used = 0;
    std::vector<Value> refused;
    void clear() {
      if (used) std::fill(slots.begin(), slots.end(), 0);
      used = 0;
      refused.clear();
    }
  };
  Seen seen_[kRecent];
  static constexpr std::uint64_t kRefused = std::uint64_t{1} << 63;
  static constexpr std::size_t kMaxSeenWords = 0x7fff;
  static std::size_t words_at(std::uint64_t seen_slot) { return (seen_slot & ~kRefused) >> 48; }
  static std::uint64_t seen_tag(std::uint64_t h) { return (h >> 48) << 32; }
  static constexpr std::uint64_t kTagBits = std::uint64_t{0xffff} << 32;
  const Value* seen_data(const Seen& seen, std::uint32_t bucket, std::uint64_t x) const {
    const Bucket& b = buckets_[bucket];
    const Value* data = (x & kRefused) ? seen.refused.data() : b.spilled ? b.spill.data() : b.inl;
    return data + (static_cast<std::uint32_t>(x) - 1);
  }
  int recent_count_ = 0, recent_next_ = 0;
  // The recent slot of the last timestamp looked up (-1: none), as values.
  Timestamp last_time_;
  int last_recent_ = -1;
};

}  // namespace kea::starlog
