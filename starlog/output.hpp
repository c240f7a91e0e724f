// Results: a relation's tuples sorted in the standard order of terms,
// written as Prolog facts (writeq) or as CSV.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "starlog/eval.hpp"

namespace kea::starlog {

// Row ids of the table in standard order of their tuples.
std::vector<RowId> sorted_rows(const Table& t);
void write_facts(std::ostream& out, const Program& p, const Table& t, int rel);
void write_facts(std::ostream& out, const Program& p, const Evaluator& ev, int rel);
// One tuple as a fact, without the final ".\n".
std::string fact_text(const Program& p, int rel, const Value* row);
// One file DIR/<name>.csv (DIR/<name>_<arity>.csv when two relations share a name).
void write_csv(const std::string& dir, const Program& p, const Table& t, int rel);
void write_csv(const std::string& dir, const Program& p, const Evaluator& ev, int rel);

}  // namespace kea::starlog
