#include "starlog/table.hpp"

#include <cstring>

namespace kea::starlog {

Index::Index(std::vector<unsigned> columns, unsigned arity)
    : columns_(std::move(columns)), arity_(arity), slots_(64, 0) {}

std::uint64_t Index::key_hash(const Value* row) const {
  std::uint64_t h = 0x9ae16a3b2f90404fULL + columns_.size();
  for (unsigned c : columns_) {
    h = (h ^ row[c]) * 0xc2b2ae3d27d4eb4fULL;
    h ^= h >> 29;
  }
  return h ^ (h >> 32);
}

bool Index::key_equal(const Value* row, const Value* key) const {
  for (std::size_t i = 0; i < columns_.size(); ++i)
    if (row[columns_[i]] != key[i]) return false;
  return true;
}

RowId Index::find(const Value* key, const std::vector<Value>& cells) const {
  std::uint64_t h = hash_values(key, static_cast<unsigned>(columns_.size()));
  std::uint64_t tag = h >> 32 << 32;
  std::size_t mask = slots_.size() - 1;
  for (std::size_t i = h & mask;; i = (i + 1) & mask) {
    std::uint64_t s = slots_[i];
    if (s == 0) return kNoRow;
    if ((s & 0xffffffff00000000ULL) == tag) {
      RowId r = static_cast<RowId>(s) - 1;
      if (key_equal(cells.data() + std::size_t{r} * arity_, key)) return r;
    }
  }
}

void Index::add(RowId r, const std::vector<Value>& cells) {
  if (next_.size() <= r) next_.resize(std::size_t{r} + 1 + next_.size() / 2, kNoRow);
  if ((used_ + 1) * 2 > slots_.size()) grow(cells);
  const Value* row = cells.data() + std::size_t{r} * arity_;
  std::uint64_t h = key_hash(row);
  std::uint64_t tag = h >> 32 << 32;
  std::size_t mask = slots_.size() - 1;
  for (std::size_t i = h & mask;; i = (i + 1) & mask) {
    std::uint64_t s = slots_[i];
    if (s == 0) {
      slots_[i] = tag | (std::uint64_t{r} + 1);
      next_[r] = kNoRow;
      ++used_;
      return;
    }
    if ((s & 0xffffffff00000000ULL) == tag) {
      RowId head = static_cast<RowId>(s) - 1;
      const Value* hr = cells.data() + std::size_t{head} * arity_;
      bool same = true;
      for (unsigned c : columns_) same = same && hr[c] == row[c];
      if (same) {
        next_[r] = head;
        slots_[i] = tag | (std::uint64_t{r} + 1);
        return;
      }
    }
  }
}

// Tables grow by 4x while below 4M slots: fewer rehashes of big relations.
static std::size_t grown(std::size_t n) { return n < (std::size_t{1} << 22) ? n * 4 : n * 2; }

void Index::grow(const std::vector<Value>& cells) {
  std::vector<std::uint64_t> old(grown(slots_.size()), 0);
  old.swap(slots_);
  std::size_t mask = slots_.size() - 1;
  for (std::uint64_t s : old) {
    if (s == 0) continue;
    RowId r = static_cast<RowId>(s) - 1;
    std::uint64_t h = key_hash(cells.data() + std::size_t{r} * arity_);
    std::size_t i = h & mask;
    while (slots_[i] != 0) i = (i + 1) & mask;
    slots_[i] = s;
  }
}

// ---------------------------------------------------------------------------
Table::Table(unsigned arity) : arity_(arity), slots_(64, 0) {}

RowId Table::find(const Value* row) const {
  std::uint64_t h = hash_values(row, arity_);
  std::uint64_t tag = h >> 32 << 32;
  std::size_t mask = slots_.size() - 1;
  for (std::size_t i = h & mask;; i = (i + 1) & mask) {
    std::uint64_t s = slots_[i];
    if (s == 0) return kNoRow;
    if ((s & 0xffffffff00000000ULL) == tag &&
        std::memcmp(this->row(static_cast<RowId>(s) - 1), row, arity_ * sizeof(Value)) == 0)
      return static_cast<RowId>(s) - 1;
  }
}

void Table::prefetch(const Value* row) const {
  __builtin_prefetch(&slots_[hash_values(row, arity_) & (slots_.size() - 1)]);
  for (auto& ix : indexes_) ix->prefetch(row);
}

bool Table::insert(const Value* row) {
  if ((count_ + 1) * 2 > slots_.size()) grow();
  std::uint64_t h = hash_values(row, arity_);
  std::uint64_t tag = h >> 32 << 32;
  std::size_t mask = slots_.size() - 1;
  std::size_t i = h & mask;
  for (;; i = (i + 1) & mask) {
    std::uint64_t s = slots_[i];
    if (s == 0) break;
    if ((s & 0xffffffff00000000ULL) == tag &&
        std::memcmp(this->row(static_cast<RowId>(s) - 1), row, arity_ * sizeof(Value)) == 0)
      return false;
  }
  if (count_ >= kNoRow - 1) throw std::length_error("starlog: more than 4e9 tuples in one relation");
  RowId r = static_cast<RowId>(count_);
  slots_[i] = tag | (std::uint64_t{r} + 1);
  cells_.insert(cells_.end(), row, row + arity_);
  ++count_;
  for (auto& ix : indexes_) ix->add(r, cells_);
  return true;
}

void Table::grow() {
  std::vector<std::uint64_t> old(grown(slots_.size()), 0);
  old.swap(slots_);
  std::size_t mask = slots_.size() - 1;
  for (std::uint64_t s : old) {
    if (s == 0) continue;
    std::uint64_t h = hash_values(row(static_cast<RowId>(s) - 1), arity_);
    std::size_t i = h & mask;
    while (slots_[i] != 0) i = (i + 1) & mask;
    slots_[i] = s;
  }
}

Index& Table::index(const std::vector<unsigned>& columns) {
  for (auto& ix : indexes_)
    if (ix->columns() == columns) return *ix;
  indexes_.push_back(std::make_unique<Index>(columns, arity_));
  Index& ix = *indexes_.back();
  for (RowId r = 0; r < size(); ++r) ix.add(r, cells_);
  return ix;
}

}  // namespace kea::starlog
