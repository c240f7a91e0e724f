#include "starlog/output.hpp"

#include <algorithm>
#include <fstream>

#include "engine/syntax/writer.hpp"
#include "starlog/error.hpp"

namespace kea::starlog {

std::vector<RowId> sorted_rows(const Table& t) {
  std::vector<RowId> ids(t.size());
  for (RowId i = 0; i < t.size(); ++i) ids[i] = i;
  unsigned n = t.arity();
  // Most relations hold small integers: compare those without the general
  // standard-order walk.
  std::sort(ids.begin(), ids.end(), [&](RowId a, RowId b) {
    const Value *x = t.row(a), *y = t.row(b);
    for (unsigned i = 0; i < n; ++i) {
      if (x[i] == y[i]) continue;
      if (is_small_int(x[i]) && is_small_int(y[i])) return small_int_of(x[i]) < small_int_of(y[i]);
      return compare_values(x[i], y[i]) < 0;
    }
    return false;
  });
  return ids;
}

std::string fact_text(const Program& p, int rel, const Value* row) {
  const Relation& R = p.relations[rel];
  std::string line;
  append_atom_text(line, R.name->view(), true);
  if (R.arity) {
    WriteOptions wo = writeq_options();
    line += '(';
    for (unsigned i = 0; i < R.arity; ++i) {
      if (i) line += ',';
      if (is_small_int(row[i])) line += std::to_string(small_int_of(row[i]));
      else write_term(p.rt, line, row[i], wo);
    }
    line += ')';
  }
  return line;
}

void write_facts(std::ostream& out, const Program& p, const Table& t, int rel) {
  std::string line;
  for (RowId r : sorted_rows(t)) {
    line = fact_text(p, rel, t.row(r));
    line += ".\n";
    out << line;
  }
}

void write_facts(std::ostream& out, const Program& p, const Evaluator& ev, int rel) {
  write_facts(out, p, ev.table(rel), rel);
}

namespace {
std::string csv_field(const Runtime& rt, Value v) {
  std::string s;
  if (is_small_int(v)) return std::to_string(small_int_of(v));
  if (is_atom(v)) s = std::string(atom_of(v)->view());
  else if (is_string(v)) s = std::string(string_of(v));
  else write_term(rt, s, v, writeq_options());
  if (s.find_first_of(",\"\n\r") == std::string::npos) return s;
  std::string q = "\"";
  for (char c : s) {
    if (c == '"') q += '"';
    q += c;
  }
  return q + "\"";
}
}  // namespace

void write_csv(const std::string& dir, const Program& p, const Evaluator& ev, int rel) {
  write_csv(dir, p, ev.table(rel), rel);
}

void write_csv(const std::string& dir, const Program& p, const Table& t, int rel) {
  const Relation& R = p.relations[rel];
  std::string base(R.name->view());
  int same = 0;
  for (const Relation& o : p.relations) same += o.name == R.name;
  if (same > 1) base += "_" + std::to_string(R.arity);
  std::string path = dir + "/" + base + ".csv";
  std::ofstream f(path);
  if (!f) throw Error("cannot write " + path);
  for (RowId r : sorted_rows(t)) {
    const Value* row = t.row(r);
    for (unsigned i = 0; i < R.arity; ++i) f << (i ? "," : "") << csv_field(p.rt, row[i]);
    f << "\n";
  }
  if (!f) throw Error("error writing " + path);
}

}  // namespace kea::starlog
