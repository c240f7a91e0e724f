// The final database of a distributed run, gathered in one place: every
// task's tables travel (as wire bytes) to task 0, which merges them into
// one TupleSet per relation (set semantics: halo copies and replicas count
// once). --check compares two TupleSets: the distributed run's and the
// sequential run's with the distribute statements ignored.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "starlog/eval.hpp"
#include "starlog/program.hpp"
#include "starlog/table.hpp"

namespace kea::starlog {

// Every tuple of ev's relations (those with only[rel] set, if only is not
// empty), as wire bytes.
std::string encode_tables(const Program& p, const Evaluator& ev, const std::vector<bool>& only = {});

class TupleSet {
 public:
  TupleSet(const Program& p, ValuePool& pool);
  // Tuples as encode_tables() wrote them (from any task or process).
  void add(std::string_view bytes);
  const Table& table(int rel) const { return *tables_[rel]; }
  const Program& program() const { return p_; }

 private:
  const Program& p_;
  ValuePool& pool_;
  std::vector<std::unique_ptr<Table>> tables_;
  std::vector<unsigned> arities_;
};

// Per relation, the tuples of `a` missing from `b` and those of `b`
// missing from `a`, as text (facts, sorted); empty when they agree. Both
// sets must share one ValuePool (then equal tuples are equal words).
struct RelationDiff {
  int rel = -1;
  std::vector<std::string> only_a, only_b;
};
// Relations where skip[rel] is set are not compared.
std::vector<RelationDiff> diff(const TupleSet& a, const TupleSet& b, const std::vector<bool>& skip = {});

}  // namespace kea::starlog
