// A relation's storage: an append-only table of ground rows (fixed arity,
// one Value per attribute), deduplicated by a hash set, with hash indexes on
// the column sets that the plans look up. Rows are numbered in insertion
// order and never move or disappear, so "the rows that existed before this
// round" is just a row-number limit: the evaluator's semi-naive rounds need
// no copies of deltas.
//
// Partitions by time. When a relation's timestamp starts with a column
// (cell(_,_,_,T) by [T,cell]), evaluation reads and writes mostly the rows
// of one or two values of that column at a time. Once the table is big and
// that column has few distinct values (on average at least kMinPartRows
// rows each), the hash set and every index whose key includes the column
// are split into one hash table per value: the probes of one timestamp then
// stay in a few MB instead of hopping around hundreds (Life), and each
// partition's table stays small when it grows. A column with many values
// (primes: one per number) is never split. A new partition's hash tables
// start at the size of the previous partition's.
//
// Rows are appended in time order (a tuple is inserted when its own
// timestamp is evaluated), so a column that starts the relation's
// timestamp never decreases with the row number; index chains, newest
// first, never increase in it (the evaluator stops chain walks on that).
//
// Lookups of a block of keys come in two halves (Probe): hash and prefetch
// every key's slot first, then probe, so the misses overlap.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <unordered_map>
#include <vector>

#include "starlog/value.hpp"

namespace kea::starlog {

using RowId = std::uint32_t;

// A growable array of plain values in malloc'ed memory: growing a big one
// is a realloc, which the C library does by remapping pages instead of
// copying them (a relation's rows reach hundreds of MB).
template <class T>
class PodArray {
 public:
  PodArray() = default;
  PodArray(const PodArray&) = delete;
  PodArray& operator=(const PodArray&) = delete;
  ~PodArray() { std::free(p_); }
  T* data() { return p_; }
  const T* data() const { return p_; }
  std::size_t size() const { return n_; }
  T& operator[](std::size_t i) { return p_[i]; }
  const T& operator[](std::size_t i) const { return p_[i]; }
  void append(const T* v, std::size_t k) {
    if (n_ + k > cap_) reserve(std::max(n_ + k, cap_ < 1024 ? 1024 : cap_ * 2));
    std::memcpy(p_ + n_, v, k * sizeof(T));
    n_ += k;
  }
  // Grows to n elements, the new ones set to x.
  void grow_to(std::size_t n, T x) {
    if (n > cap_) reserve(std::max(n, cap_ < 1024 ? 1024 : cap_ * 2));
    for (std::size_t i = n_; i < n; ++i) p_[i] = x;
    if (n > n_) n_ = n;
  }

 private:
  void reserve(std::size_t cap) {
    T* q = static_cast<T*>(std::realloc(p_, cap * sizeof(T)));
    if (q == nullptr) throw std::bad_alloc();
    p_ = q;
    cap_ = cap;
  }
  T* p_ = nullptr;
  std::size_t n_ = 0, cap_ = 0;
};
inline constexpr RowId kNoRow = 0xffffffffu;

inline std::uint64_t hash_values(const Value* v, unsigned n) {
  std::uint64_t h = 0x9ae16a3b2f90404fULL + n;
  for (unsigned i = 0; i < n; ++i) {
    h = (h ^ v[i]) * 0xc2b2ae3d27d4eb4fULL;
    h ^= h >> 29;
  }
  return h ^ (h >> 32);
}

// Open addressing (linear probing) of row numbers: each slot is
// (hash high 32 bits << 32) | (row + 1), 0 when empty. An entry's home is
// the top bits of its hash, which the slot keeps: growing the table moves
// slots without reading a row (a cache miss each), in one sequential pass.
// In an index, the
// lowest bit of the hash part instead says whether the chain has more than
// one row: a lookup that finds one row (the common case) then never reads
// the chain links, a cache miss of its own.
struct RowSlots {
  std::vector<std::uint64_t> s = std::vector<std::uint64_t>(16, 0);
  std::size_t used = 0;
  unsigned shift = 60;  // 64 - log2(s.size())
  std::size_t mask() const { return s.size() - 1; }
  std::size_t home(std::uint64_t h) const { return static_cast<std::size_t>(h >> shift); }
  // n empty slots (a power of two, at most 2^31: the slot keeps 31 hash bits)
  void reset(std::size_t n);
  // At most half full (linear probing degrades beyond).
  bool full() const { return used * 2 >= s.size(); }
};

// Adds the slot tables of partition `part` (new partitions in order). A
// partition of a time-split relation usually ends up about the size of the
// one before it (Life: a board per generation), so a new one starts at
// that size instead of regrowing seven times.
void add_partition(std::vector<RowSlots>& parts, std::size_t part);

// A lookup split in two for a block of keys: start() hashes the key and
// prefetches its hash slot, finish() probes; starting a block's keys before
// finishing any overlaps their cache misses.
struct Probe {  // (no initializers: blocks keep arrays of them)
  std::uint64_t h;
  int part;  // -1: no row can match
};

// The values of the partition column, numbered in order of appearance.
class Partitions {
 public:
  // The partition of v, or -1 when no row has v.
  int find(Value v) const {
    if (v == last_value_ && last_ >= 0) return last_;
    auto it = map_.find(v);
    if (it == map_.end()) return -1;
    last_value_ = v;
    last_ = static_cast<int>(it->second);
    return last_;
  }
  std::uint32_t get(Value v) {
    int p = find(v);
    if (p >= 0) return static_cast<std::uint32_t>(p);
    std::uint32_t n = static_cast<std::uint32_t>(map_.size());
    map_.emplace(v, n);
    last_value_ = v;
    last_ = static_cast<int>(n);
    return n;
  }
  std::size_t size() const { return map_.size(); }

 private:
  std::unordered_map<Value, std::uint32_t> map_;
  mutable Value last_value_ = 0;
  mutable int last_ = -1;
};

// Rows sharing the values of some columns, chained newest first.
class Index {
 public:
  Index(std::vector<unsigned> columns, unsigned arity);
  const std::vector<unsigned>& columns() const { return columns_; }
  // First row whose key columns equal `key` (key[i] for columns()[i]);
  // `more`: whether further rows follow it in the chain.
  RowId find(const Value* key, const Value* cells, bool& more) const;
  RowId find(const Value* key, const Value* cells) const {
    bool more;
    return find(key, cells, more);
  }
  RowId next(RowId r) const { return next_[r]; }
  void probe_start(const Value* key, Probe& p) const;
  // Between start and finish: prefetches the row the first hash slot names.
  void probe_row(const Probe& p, const Value* cells) const {
    if (p.part < 0) return;
    const RowSlots& sl = slots_[p.part];
    std::uint64_t s = sl.s[sl.home(p.h)];
    if (s) __builtin_prefetch(cells + (static_cast<RowId>(s) - 1) * std::size_t{arity_});
  }
  RowId probe_finish(const Value* key, const Probe& p, const Value* cells, bool& more) const;

 private:
  friend class Table;
  std::uint64_t key_hash(const Value* row) const;
  bool key_equal(const Value* row, const Value* key) const;
  // Adds row r of partition `part` (0 when the table is not partitioned).
  void add(RowId r, const Value* cells, std::uint32_t part);
  void prefetch(const Value* row, std::uint32_t part) const {
    const RowSlots& sl = slots_[part_pos_ >= 0 ? part : 0];
    __builtin_prefetch(&sl.s[sl.home(key_hash(row))]);
  }
  void grow(RowSlots& sl, const Value* cells);
  std::vector<unsigned> columns_;
  unsigned arity_;
  int part_pos_ = -1;  // position of the partition column in columns_, or -1
  const Partitions* parts_ = nullptr;
  std::vector<RowSlots> slots_;  // one per partition, or one
  PodArray<RowId> next_;
};

class Table {
 public:
  explicit Table(unsigned arity);
  unsigned arity() const { return arity_; }
  RowId size() const { return static_cast<RowId>(count_); }
  const Value* row(RowId r) const { return cells_.data() + std::size_t{r} * arity_; }
  bool contains(const Value* row) const { return find(row) != kNoRow; }
  RowId find(const Value* row) const;
  void probe_start(const Value* row, Probe& p) const;
  void probe_row(const Probe& p) const {
    if (p.part < 0) return;
    const RowSlots& sl = dedup_[p.part];
    std::uint64_t s = sl.s[sl.home(p.h)];
    if (s) __builtin_prefetch(row(static_cast<RowId>(s) - 1));
  }
  RowId probe_finish(const Value* row, const Probe& p) const;
  // Adds the row unless present; true when added.
  bool insert(const Value* row);
  // Prefetches the hash slots that insert(row) will touch: inserting a batch
  // of rows calls this a few rows ahead to overlap the cache misses.
  void prefetch(const Value* row) const;

  // The column that may partition the table (see above); before any insert.
  void set_partition_column(int col) { part_col_ = col; }
  bool partitioned() const { return partitioned_; }

  // The index on exactly these columns (sorted), created (and filled) on demand.
  Index& index(const std::vector<unsigned>& columns);
  std::size_t index_count() const { return indexes_.size(); }
  const Value* cells() const { return cells_.data(); }

  // A table is partitioned when its column has on average this many rows
  // per value, checked when the table reaches 64K, 256K, 1M... rows.
  static constexpr std::size_t kMinPartRows = 1024;

 private:
  void grow(RowSlots& sl);
  std::uint32_t part_of_row(const Value* row) {
    return partitioned_ ? parts_.get(row[part_col_]) : 0;
  }
  void maybe_partition();
  void partition_index(Index& ix);
  unsigned arity_;
  std::size_t count_ = 0;
  PodArray<Value> cells_;
  int part_col_ = -1;
  bool partitioned_ = false;
  std::size_t next_check_ = std::size_t{1} << 16;
  Partitions parts_;
  std::vector<RowSlots> dedup_;  // one per partition, or one
  std::vector<std::unique_ptr<Index>> indexes_;
};

}  // namespace kea::starlog
