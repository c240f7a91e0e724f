#include "starlog/results.hpp"

#include "starlog/output.hpp"
#include "starlog/wire.hpp"

namespace kea::starlog {

std::string encode_tables(const Program& p, const Evaluator& ev, const std::vector<bool>& only) {
  std::string out;
  for (std::size_t rel = 0; rel < p.relations.size(); ++rel) {
    if (!only.empty() && !only[rel]) continue;
    const Table& t = ev.table(static_cast<int>(rel));
    for (RowId r = 0; r < t.size(); ++r) put_tuple(out, static_cast<int>(rel), t.row(r), t.arity());
  }
  return out;
}

TupleSet::TupleSet(const Program& p, ValuePool& pool) : p_(p), pool_(pool) {
  for (const Relation& R : p.relations) {
    tables_.push_back(std::make_unique<Table>(R.arity));
    arities_.push_back(R.arity);
  }
}

void TupleSet::add(std::string_view bytes) {
  WireReader in(bytes, p_.rt, pool_);
  std::vector<Value> row;
  while (!in.done()) {
    int rel = in.tuple(arities_, row);
    tables_[rel]->insert(row.data());
  }
}

std::vector<RelationDiff> diff(const TupleSet& a, const TupleSet& b, const std::vector<bool>& skip) {
  std::vector<RelationDiff> out;
  const Program& p = a.program();
  for (std::size_t rel = 0; rel < p.relations.size(); ++rel) {
    if (rel < skip.size() && skip[rel]) continue;
    const Table& x = a.table(static_cast<int>(rel));
    const Table& y = b.table(static_cast<int>(rel));
    RelationDiff d;
    d.rel = static_cast<int>(rel);
    for (RowId r : sorted_rows(x))
      if (!y.contains(x.row(r))) d.only_a.push_back(fact_text(p, d.rel, x.row(r)));
    for (RowId r : sorted_rows(y))
      if (!x.contains(y.row(r))) d.only_b.push_back(fact_text(p, d.rel, y.row(r)));
    if (!d.only_a.empty() || !d.only_b.empty()) out.push_back(std::move(d));
  }
  return out;
}

}  // namespace kea::starlog
