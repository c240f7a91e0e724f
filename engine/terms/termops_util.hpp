// Shared machinery of the term operations (unify, compare, copy, walks,
// hashing): a uniform view of compounds, a small open-addressing hash table,
// and the bookkeeping that makes every traversal terminate on cyclic terms
// without slowing down the common cases (small terms, long lists).
//
// The cycle strategy, used by every traversal in termops. A walk goes depth
// first, left to right, and follows the LAST argument of a compound in place
// (no stack growth): the compounds reached that way from one starting point
// form a "chain" (a list spine, a right-nested a+(a+(...))). So a walk is a
// tree of chains, a new chain starting at every non-last argument (a
// "descent").
//  - Chains are checked with Brent's cycle detection (ChainCheck): O(1)
//    memory, no table, and a cyclic chain (X = [a|X], X = f(X)) is noticed
//    within a few times its length.
//  - Descents are counted; past kCycleBudget of them, each compound (or pair
//    of compounds, for binary operations) is recorded in a hash table when a
//    descent reaches it, and a descent reaching it again skips it.
// Termination: past the budget every compound starts at most one chain, and
// every chain is finite, so the walk is. Sharing in DAGs (X1 = f(X0,X0),
// X2 = f(X1,X1), ...) costs at most quadratic instead of exponential time.
// Nothing is written to the heap: walks are read-only and need no restore.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "engine/symbols.hpp"
#include "engine/terms/term.hpp"
#include "engine/text_hash.hpp"

namespace kea::termops {

// Descents a traversal makes before it starts recording them.
inline constexpr std::size_t kCycleBudget = std::size_t{1} << 14;

// A LIST cell is the compound '[|]'(H, T) without a functor cell; seeing
// both kinds through one view keeps unify/compare/hash from special-casing
// lists (and makes an explicit STR '[|]'/2, should one be built, behave the
// same as a LIST cell).
struct CompoundView {
  Functor functor;
  Cell* args;
  unsigned arity() const { return functor->arity; }
};
inline CompoundView view_compound(Cell c) {  // c dereferenced, is_compound(c)
  if (is_list(c)) return {functors::list2, cell_ptr(c)};
  return {functor_of(c), args_of(c)};
}

// Keys of FlatTable: a tagged cell (never 0: every tagged reference has a
// non-null address) or a pair of them.
struct PairKey {
  Cell a = 0, b = 0;
  bool operator==(const PairKey&) const = default;
};
inline std::uint64_t key_hash(Cell k) { return hash_mix(k); }
inline std::uint64_t key_hash(PairKey k) { return hash_mix(k.a ^ hash_mix(k.b + 0x9e3779b97f4a7c15ULL)); }
inline bool key_empty(Cell k) { return k == 0; }
inline bool key_empty(PairKey k) { return k.a == 0; }

// Open addressing, linear probing, no deletion: all termops need is
// insert-if-absent and lookup, on tables that live for one operation.
template <class K, class V>
class FlatTable {
 public:
  // Insert k -> v unless k is present. Returns the stored value and whether
  // k was new.
  std::pair<V*, bool> insert(K k, V v) {
    if ((count_ + 1) * 2 > slots_.size()) grow();
    std::size_t mask = slots_.size() - 1;
    for (std::size_t i = key_hash(k) & mask;; i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (key_empty(s.key)) {
        s.key = k;
        s.value = v;
        ++count_;
        return {&s.value, true};
      }
      if (s.key == k) return {&s.value, false};
    }
  }
  V* find(K k) {
    if (slots_.empty()) return nullptr;
    std::size_t mask = slots_.size() - 1;
    for (std::size_t i = key_hash(k) & mask;; i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (key_empty(s.key)) return nullptr;
      if (s.key == k) return &s.value;
    }
  }
  std::size_t size() const { return count_; }

 private:
  struct Slot {
    K key{};
    V value{};
  };
  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.empty() ? 64 : old.size() * 2, Slot{});
    count_ = 0;
    for (const Slot& s : old)
      if (!key_empty(s.key)) insert(s.key, s.value);
  }
  std::vector<Slot> slots_;
  std::size_t count_ = 0;
};

// Descents of unary traversals: should this compound be expanded?
class Visited {
 public:
  bool first_visit(Cell compound) {
    if (steps_ < kCycleBudget) {
      ++steps_;
      return true;
    }
    return seen_.insert(compound, 1).second;
  }

 private:
  std::size_t steps_ = 0;
  FlatTable<Cell, char> seen_;
};

// Descents of binary traversals (unify, compare, variant): should this pair
// be expanded? A pair met again after it was expanded is taken as equal
// (co-induction): either it was already found equal, or it is still being
// compared further up, in which case any difference will be found there.
// This is what makes == and = decide rational trees. The same reasoning
// covers a pair met again along a chain.
class PairVisited {
 public:
  bool first_visit(Cell a, Cell b) {
    if (steps_ < kCycleBudget) {
      ++steps_;
      return true;
    }
    return seen_.insert(PairKey{a, b}, 1).second;
  }

 private:
  std::size_t steps_ = 0;
  FlatTable<PairKey, char> seen_;
};

// Brent's cycle detection along one chain: repeats() is true when the
// compound (pair) was met before on this chain. It keeps one checkpoint,
// moved at powers of two, so an eventually periodic chain is caught after at
// most about three times the length of its prefix and cycle.
struct ChainCheck {
  Cell mark_a = 0, mark_b = 0;
  std::size_t power = 1, lam = 0;
  bool repeats(Cell a, Cell b = 0) {
    if (a == mark_a && b == mark_b) return true;
    if (++lam >= power) {
      mark_a = a;
      mark_b = b;
      power *= 2;
      lam = 0;
    }
    return false;
  }
};

// The arguments still to visit of one compound, and the chain its last
// argument continues. The run is popped before its last argument is visited.
struct ArgRun {
  Cell* next;
  std::size_t left;
  ChainCheck chain;
};
struct ArgRun2 {
  Cell* a;
  Cell* b;
  std::size_t left;
  ChainCheck chain;
};

// Visit every subterm (dereferenced) of t depth first, left to right; a
// compound is expanded unless the cycle bookkeeping says it was already.
// visit(c) returning false stops the walk, and walk_term returns false.
template <class Visit>
bool walk_term(Cell t, Visit&& visit) {
  std::vector<ArgRun> stack;
  Visited descents;
  ChainCheck chain;
  bool descent = true;
  t = deref(t);
  for (;;) {
    if (!visit(t)) return false;
    if (is_compound(t) && !chain.repeats(t) && (!descent || descents.first_visit(t))) {
      CompoundView v = view_compound(t);
      if (v.arity() > 0) stack.push_back({v.args, v.arity(), chain});
    }
    if (stack.empty()) return true;
    ArgRun& run = stack.back();
    t = deref(*run.next++);
    if (--run.left == 0) {
      chain = run.chain;
      descent = false;
      stack.pop_back();
    } else {
      chain = ChainCheck{};
      descent = true;
    }
  }
}

// The same for two terms in step, for unify, compare and variant. step(a, b)
// returns <0 to stop with false, 0 to go on without expanding, >0 when a and
// b are compounds with equal functors to expand together.
template <class Step>
bool walk_pair(Cell a, Cell b, Step&& step) {
  std::vector<ArgRun2> stack;
  PairVisited descents;
  ChainCheck chain;
  bool descent = true;
  a = deref(a);
  b = deref(b);
  for (;;) {
    int r = step(a, b);
    if (r < 0) return false;
    if (r > 0 && !chain.repeats(a, b) && (!descent || descents.first_visit(a, b))) {
      CompoundView va = view_compound(a), vb = view_compound(b);
      if (va.arity() > 0) stack.push_back({va.args, vb.args, va.arity(), chain});
    }
    if (stack.empty()) return true;
    ArgRun2& run = stack.back();
    a = deref(*run.a++);
    b = deref(*run.b++);
    if (--run.left == 0) {
      chain = run.chain;
      descent = false;
      stack.pop_back();
    } else {
      chain = ChainCheck{};
      descent = true;
    }
  }
}

}  // namespace kea::termops
