// The order of time. A timestamp is the list of values that a relation's
// `stratify ... by [E1,...,En]` gives a tuple. Timestamps compare
// lexicographically; a proper prefix is earlier than its extensions (so the
// empty timestamp of unstratified relations is the bottom of time).
// Elements: numbers by value (1 and 1.0 are the same time) < atoms < strings
// < compound terms (standard order). Atoms ordered by `<<` come first, in
// that order (ties in the declared partial order broken alphabetically),
// then all other atoms alphabetically.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "starlog/value.hpp"

namespace kea::starlog {

using Timestamp = std::vector<Value>;

class TimeOrder {
 public:
  explicit TimeOrder(const std::unordered_map<Atom, int>* ranks) : ranks_(ranks) {}
  int compare_element(Value a, Value b) const;
  int compare(const Value* a, std::size_t na, const Value* b, std::size_t nb) const;
  int compare(const Timestamp& a, const Timestamp& b) const {
    return compare(a.data(), a.size(), b.data(), b.size());
  }
  bool operator()(const Timestamp& a, const Timestamp& b) const { return compare(a, b) < 0; }
  // 0 for numbers, otherwise the atom's position among ranked atoms + 1, or -1.
  int atom_rank(Atom a) const;

 private:
  const std::unordered_map<Atom, int>* ranks_;
};

std::string format_timestamp(const Timestamp& t);

// to = from, without a call for the usual one or two elements.
inline void copy_timestamp(Timestamp& to, const Timestamp& from) {
  if (to.size() != from.size()) to.resize(from.size());
  for (std::size_t i = 0; i < from.size(); ++i) to[i] = from[i];
}

}  // namespace kea::starlog
