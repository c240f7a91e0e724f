// Starlog values: what a tuple's attributes hold. A Value is a kea::Cell that
// is either inline (small integer, atom) or points at a canonical object in a
// ValuePool (big integer, float, string, ground compound). Canonical means
// hash-consed: two equal values are the same Cell, so comparing, hashing and
// deduplicating rows is word arithmetic, never a term walk.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <gmp.h>

#include "engine/terms/store.hpp"
#include "engine/terms/term.hpp"

namespace kea {
class Runtime;
}

namespace kea::starlog {

using Value = Cell;

inline std::uint64_t value_hash(Value v) {
  std::uint64_t x = v * 0x9e3779b97f4a7c15ULL;
  return x ^ (x >> 29);
}

class ValuePool {
 public:
  ValuePool();
  ValuePool(const ValuePool&) = delete;
  ValuePool& operator=(const ValuePool&) = delete;

  Value integer(std::int64_t v);   // small inline, or a canonical big integer
  Value integer(mpz_srcptr v);
  Value real(double d);
  Value string(std::string_view utf8);
  // A compound f(args) whose args are already canonical values.
  Value compound(Functor f, const Value* args);
  Value cons(Value head, Value tail);
  // Any ground term (on any Store) as a canonical value. Walks with an
  // explicit stack; a non-ground term returns 0, a cyclic term throws
  // std::runtime_error.
  Value intern(Cell term);

  std::size_t size() const { return table_.size(); }

 private:
  Value lookup_or_add(std::uint64_t h, Cell* built, std::size_t words);
  Store store_;
  // hash of contents -> canonical cells with that hash
  std::unordered_multimap<std::uint64_t, Cell> table_;
};

// The engine's standard order of terms (compare_terms) on values: used to
// print relations sorted.
int compare_values(Value a, Value b);

}  // namespace kea::starlog
