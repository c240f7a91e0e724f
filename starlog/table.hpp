// A relation's storage: an append-only table of ground rows (fixed arity,
// one Value per attribute), deduplicated by a hash set, with hash indexes on
// the column sets that the plans look up. Rows are numbered in insertion
// order and never move or disappear, so "the rows that existed before this
// round" is just a row-number limit: the evaluator's semi-naive rounds need
// no copies of deltas.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "starlog/value.hpp"

namespace kea::starlog {

using RowId = std::uint32_t;
inline constexpr RowId kNoRow = 0xffffffffu;

inline std::uint64_t hash_values(const Value* v, unsigned n) {
  std::uint64_t h = 0x9ae16a3b2f90404fULL + n;
  for (unsigned i = 0; i < n; ++i) {
    h = (h ^ v[i]) * 0xc2b2ae3d27d4eb4fULL;
    h ^= h >> 29;
  }
  return h ^ (h >> 32);
}

// Rows sharing the values of some columns, chained newest first.
class Index {
 public:
  Index(std::vector<unsigned> columns, unsigned arity);
  const std::vector<unsigned>& columns() const { return columns_; }
  // First row whose key columns equal `key` (key[i] for columns()[i]).
  RowId find(const Value* key, const std::vector<Value>& cells) const;
  RowId next(RowId r) const { return next_[r]; }
  void prefetch(const Value* row) const {
    __builtin_prefetch(&slots_[key_hash(row) & (slots_.size() - 1)]);
  }

  void add(RowId r, const std::vector<Value>& cells);

 private:
  std::uint64_t key_hash(const Value* row) const;
  bool key_equal(const Value* row, const Value* key) const;
  void grow(const std::vector<Value>& cells);
  std::vector<unsigned> columns_;
  unsigned arity_;
  std::vector<std::uint64_t> slots_;  // (hash high 32 bits << 32) | (head row + 1), 0 empty
  std::size_t used_ = 0;
  std::vector<RowId> next_;
};

class Table {
 public:
  explicit Table(unsigned arity);
  unsigned arity() const { return arity_; }
  RowId size() const { return static_cast<RowId>(count_); }
  const Value* row(RowId r) const { return cells_.data() + std::size_t{r} * arity_; }
  bool contains(const Value* row) const { return find(row) != kNoRow; }
  RowId find(const Value* row) const;
  // Adds the row unless present; true when added.
  bool insert(const Value* row);
  // Prefetches the hash slots that insert(row) will touch: inserting a batch
  // of rows calls this a few rows ahead to overlap the cache misses.
  void prefetch(const Value* row) const;

  // The index on exactly these columns (sorted), created (and filled) on demand.
  Index& index(const std::vector<unsigned>& columns);
  std::size_t index_count() const { return indexes_.size(); }
  const std::vector<Value>& cells() const { return cells_; }

 private:
  void grow();
  unsigned arity_;
  std::size_t count_ = 0;
  std::vector<Value> cells_;
  std::vector<std::uint64_t> slots_;  // (hash high 32 << 32) | (row + 1)
  std::vector<std::unique_ptr<Index>> indexes_;
};

}  // namespace kea::starlog
