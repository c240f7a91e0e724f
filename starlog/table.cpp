#include "starlog/table.hpp"

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <unordered_set>

namespace kea::starlog {

namespace {
constexpr std::uint64_t kTagMask = 0xffffffff00000000ULL;
// Index slots: 31 bits of hash, the chain bit, the row.
constexpr std::uint64_t kIxTagMask = 0xfffffffe00000000ULL;
constexpr std::uint64_t kChainBit = 0x100000000ULL;

std::size_t grown(std::size_t n) { return n * 2; }

// Moves every slot into an array twice the size: the home of an entry is
// the top bits of its hash, kept in the slot (see RowSlots).
void regrow(RowSlots& sl) {
  std::vector<std::uint64_t> old;
  old.swap(sl.s);
  sl.reset(grown(old.size()));
  std::size_t mask = sl.mask();
  for (std::uint64_t s : old) {
    if (s == 0) continue;
    std::size_t i = sl.home(s);
    while (sl.s[i] != 0) i = (i + 1) & mask;
    sl.s[i] = s;
  }
}
}  // namespace

void RowSlots::reset(std::size_t n) {
  if (n > (std::size_t{1} << 31)) throw std::length_error("starlog: hash table of more than 2^31 slots");
  s.assign(n, 0);
  shift = 64 - static_cast<unsigned>(__builtin_ctzll(n));
}

void add_partition(std::vector<RowSlots>& parts, std::size_t part) {
  while (parts.size() <= part) {
    std::size_t want = parts.empty() ? 0 : parts.back().used;
    parts.emplace_back();
    std::size_t n = 16;
    while (n < want * 2) n *= 2;
    if (n > 16) parts.back().reset(n);
  }
}

Index::Index(std::vector<unsigned> columns, unsigned arity)
    : columns_(std::move(columns)), arity_(arity), slots_(1) {}

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

RowId Index::find(const Value* key, const Value* cells, bool& more) const {
  Probe p;
  p.part = 0;
  if (part_pos_ >= 0 && (p.part = parts_->find(key[part_pos_])) < 0) return kNoRow;
  p.h = hash_values(key, static_cast<unsigned>(columns_.size()));
  return probe_finish(key, p, cells, more);
}

void Index::probe_start(const Value* key, Probe& p) const {
  p.part = 0;
  if (part_pos_ >= 0 && (p.part = parts_->find(key[part_pos_])) < 0) return;
  p.h = hash_values(key, static_cast<unsigned>(columns_.size()));
  const RowSlots& sl = slots_[p.part];
  __builtin_prefetch(&sl.s[sl.home(p.h)]);
}

RowId Index::probe_finish(const Value* key, const Probe& p, const Value* cells, bool& more) const {
  if (p.part < 0) return kNoRow;
  const RowSlots& sl = slots_[p.part];
  std::uint64_t tag = p.h & kIxTagMask;
  std::size_t mask = sl.mask();
  for (std::size_t i = sl.home(p.h);; i = (i + 1) & mask) {
    std::uint64_t s = sl.s[i];
    if (s == 0) return kNoRow;
    if ((s & kIxTagMask) == tag) {
      RowId r = static_cast<RowId>(s) - 1;
      if (key_equal(cells + std::size_t{r} * arity_, key)) {
        more = (s & kChainBit) != 0;
        return r;
      }
    }
  }
}

void Index::grow(RowSlots& sl, const Value* cells) {
  regrow(sl);
}

void Index::add(RowId r, const Value* cells, std::uint32_t part) {
  if (next_.size() <= r) next_.grow_to(std::size_t{r} + 1, kNoRow);
  if (part_pos_ < 0) part = 0;
  if (slots_.size() <= part) add_partition(slots_, part);
  RowSlots& sl = slots_[part];
  if (sl.full()) grow(sl, cells);
  const Value* row = cells + std::size_t{r} * arity_;
  std::uint64_t h = key_hash(row);
  std::uint64_t tag = h & kIxTagMask;
  std::size_t mask = sl.mask();
  for (std::size_t i = sl.home(h);; i = (i + 1) & mask) {
    std::uint64_t s = sl.s[i];
    if (s == 0) {
      sl.s[i] = tag | (std::uint64_t{r} + 1);
      next_[r] = kNoRow;
      ++sl.used;
      return;
    }
    if ((s & kIxTagMask) == tag) {
      RowId head = static_cast<RowId>(s) - 1;
      const Value* hr = cells + std::size_t{head} * arity_;
      bool same = true;
      for (unsigned c : columns_) same = same && hr[c] == row[c];
      if (same) {
        next_[r] = head;
        sl.s[i] = tag | kChainBit | (std::uint64_t{r} + 1);
        return;
      }
    }
  }
}

// ---------------------------------------------------------------------------
Table::Table(unsigned arity) : arity_(arity), dedup_(1) {}

RowId Table::find(const Value* row) const {
  Probe p;
  p.part = 0;
  if (partitioned_ && (p.part = parts_.find(row[part_col_])) < 0) return kNoRow;
  p.h = hash_values(row, arity_);
  return probe_finish(row, p);
}

void Table::probe_start(const Value* row, Probe& p) const {
  p.part = 0;
  if (partitioned_ && (p.part = parts_.find(row[part_col_])) < 0) return;
  p.h = hash_values(row, arity_);
  const RowSlots& sl = dedup_[p.part];
  __builtin_prefetch(&sl.s[sl.home(p.h)]);
}

RowId Table::probe_finish(const Value* row, const Probe& p) const {
  if (p.part < 0) return kNoRow;
  const RowSlots& sl = dedup_[p.part];
  std::uint64_t tag = p.h & kTagMask;
  std::size_t mask = sl.mask();
  for (std::size_t i = sl.home(p.h);; i = (i + 1) & mask) {
    std::uint64_t s = sl.s[i];
    if (s == 0) return kNoRow;
    if ((s & kTagMask) == tag &&
        std::memcmp(this->row(static_cast<RowId>(s) - 1), row, arity_ * sizeof(Value)) == 0)
      return static_cast<RowId>(s) - 1;
  }
}

void Table::prefetch(const Value* row) const {
  int part = 0;
  if (partitioned_ && (part = parts_.find(row[part_col_])) < 0) return;  // a new partition: nothing to fetch
  const RowSlots& sl = dedup_[part];
  __builtin_prefetch(&sl.s[sl.home(hash_values(row, arity_))]);
  for (auto& ix : indexes_) ix->prefetch(row, static_cast<std::uint32_t>(part));
}

void Table::grow(RowSlots& sl) {
  regrow(sl);
}

bool Table::insert(const Value* row) {
  std::uint32_t part = part_of_row(row);
  if (dedup_.size() <= part) add_partition(dedup_, part);
  RowSlots& sl = dedup_[part];
  if (sl.full()) grow(sl);
  std::uint64_t h = hash_values(row, arity_);
  std::uint64_t tag = h & kTagMask;
  std::size_t mask = sl.mask();
  std::size_t i = sl.home(h);
  for (;; i = (i + 1) & mask) {
    std::uint64_t s = sl.s[i];
    if (s == 0) break;
    if ((s & kTagMask) == tag &&
        std::memcmp(this->row(static_cast<RowId>(s) - 1), row, arity_ * sizeof(Value)) == 0)
      return false;
  }
  if (count_ >= kNoRow - 1) throw std::length_error("starlog: more than 4e9 tuples in one relation");
  RowId r = static_cast<RowId>(count_);
  sl.s[i] = tag | (std::uint64_t{r} + 1);
  ++sl.used;
  cells_.append(row, arity_);
  ++count_;
  for (auto& ix : indexes_) ix->add(r, cells_.data(), part);
  if (count_ == next_check_) maybe_partition();
  return true;
}

void Table::maybe_partition() {
  next_check_ *= 4;
  if (part_col_ < 0 || partitioned_) return;
  std::unordered_set<Value> distinct;
  for (std::size_t r = 0; r < count_; ++r) {
    distinct.insert(row(static_cast<RowId>(r))[part_col_]);
    if (distinct.size() * kMinPartRows > count_) return;
  }
  partitioned_ = true;
  dedup_.clear();
  for (RowId r = 0; r < count_; ++r) {
    std::uint32_t part = parts_.get(row(r)[part_col_]);
    if (dedup_.size() <= part) add_partition(dedup_, part);
    RowSlots& sl = dedup_[part];
    if (sl.full()) grow(sl);
    std::uint64_t h = hash_values(row(r), arity_);
    std::size_t i = sl.home(h);
    while (sl.s[i] != 0) i = (i + 1) & sl.mask();
    sl.s[i] = (h & kTagMask) | (std::uint64_t{r} + 1);
    ++sl.used;
  }
  for (auto& ix : indexes_) partition_index(*ix);
}

// An index whose key includes the partition column gets one hash table per
// partition, refilled in row order (so chains stay newest first).
void Table::partition_index(Index& ix) {
  auto at = std::find(ix.columns_.begin(), ix.columns_.end(), static_cast<unsigned>(part_col_));
  if (at == ix.columns_.end()) return;
  ix.part_pos_ = static_cast<int>(at - ix.columns_.begin());
  ix.parts_ = &parts_;
  ix.slots_.clear();
  for (RowId r = 0; r < count_; ++r) ix.add(r, cells_.data(), static_cast<std::uint32_t>(parts_.find(row(r)[part_col_])));
}

Index& Table::index(const std::vector<unsigned>& columns) {
  for (auto& ix : indexes_)
    if (ix->columns() == columns) return *ix;
  indexes_.push_back(std::make_unique<Index>(columns, arity_));
  Index& ix = *indexes_.back();
  bool split = partitioned_ && std::find(columns.begin(), columns.end(), static_cast<unsigned>(part_col_)) != columns.end();
  if (split) partition_index(ix);
  else
    for (RowId r = 0; r < size(); ++r) ix.add(r, cells_.data(), 0);
  return ix;
}

}  // namespace kea::starlog
