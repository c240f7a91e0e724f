// The answer tables of tabled predicates, for the evaluator in
// library/boot/tabling.pl, which says how tables are evaluated. Each
// machine (each thread) has its own tables, as SWI-Prolog's private
// tables: Machine::answer_tables, made at first use and dropped with the
// thread's machine. Nothing here is shared between threads.
//
// A table is found by the variant of its call (variant_bytes: two calls
// share a table exactly when they are =@=) and has a number, its Id, from
// 1. It holds its status (a term the evaluator sets), its call as made,
// and its answers in the order they were added, each a Record (never
// collected, freed with the table). Answers are found again by the variant
// of a key term: the answer itself in a variant table, its index
// arguments in a moded one, where an answer is replaced in place by a
// better one. A moded table also remembers the variant of every answer
// ever derived, to tell news from an answer derived again.
//
//   '$tbl_variant'(+Goal, -Id)          Goal's table, made fresh if none
//   '$tbl_find'(+Goal, -Id)             Goal's table; fails if none
//   '$tbl_status'(+Id, -Status)         '$tbl_set_status'(+Id, +Status)
//   '$tbl_add_answer'(+Id, +Answer)     adds Answer; fails if the table
//                                       has a variant of it
//   '$tbl_moded'(+Id, +Key, -N)         the answer whose key is a variant
//                                       of Key; fails if none
//   '$tbl_push'(+Id, +Key, +Answer)     adds Answer under Key
//   '$tbl_replace'(+Id, +N, +Answer)    Answer replaces answer N
//   '$tbl_new'(+Id, +Answer)            true the first time a variant of
//                                       Answer is given for the table
//   '$tbl_answer'(+Id, +N, -Answer)     answer N (from 1); fails past the
//                                       last
//   '$tbl_size'(+Id, -N)                the number of answers
//   '$tbl_added'(-Count)                answers added or replaced so far
//   '$tbl_new_pass'(-Stamp)             numbers a pass of an evaluation
//   '$tbl_late'(-Stamp)                 see below
//   '$tbl_tables'(-Pairs)               Id-Call for every table
//   '$tbl_abolish'                      drops every table (see
//                                       AnswerTables for its readers)
//
// Late answers. A pass that reads each table it reads to its end after the
// last answer was added to it has seen everything: another pass would
// derive nothing new. So a table remembers the pass (the newest started)
// during which a reader last found its end, and an answer added to it
// later raises `late` to that pass; an evaluation whose pass Stamp ends
// with late below Stamp needs no other pass (tabling.pl). A replaced
// answer may have been read in its old form: it raises late to the newest
// pass.
#include <gc/gc.h>

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/errors.hpp"
#include "engine/terms/record.hpp"
#include "engine/terms/term_hash.hpp"
#include "engine/terms/term_walk.hpp"
#include "engine/wam/machine.hpp"

namespace kea {

// A table owns its records.
struct AnswerTable {
  AnswerTable() = default;
  AnswerTable(const AnswerTable&) = delete;
  AnswerTable& operator=(const AnswerTable&) = delete;
  ~AnswerTable() {
    GC_FREE(call);
    GC_FREE(status);
    for (Record* r : answers) GC_FREE(r);
    for (Record* r : replaced) GC_FREE(r);
  }
  // What it keeps alive after an abolish, counted against kKeptAnswers.
  std::size_t weight() const { return answers.size() + 1; }

  Record* call = nullptr;
  Record* status = nullptr;
  std::vector<Record*> answers;
  std::unordered_map<std::string, std::size_t> index;  // key's variant -> answer number
  std::unordered_set<std::string> derived;             // moded: every answer's variant
  std::vector<Record*> replaced;                       // freed with the table
  std::uint64_t read_to_end = 0;                       // pass during which a reader last found the end
};

struct AnswerTables {
  // Ids are never reused: table Id is tables[Id - base - 1]. The tables
  // an abolish drops stay readable, for a reader that may still be
  // iterating over their answers, until those of later abolishes hold
  // more than kKeptAnswers answers (then the oldest go, and a reader left
  // on one gets an existence error, never another table's answers).
  using Tables = std::vector<std::unique_ptr<AnswerTable>>;
  static constexpr std::size_t kKeptAnswers = std::size_t{1} << 20;
  Tables tables;
  std::size_t base = 0;
  std::map<std::size_t, Tables> abolished;  // by base
  std::size_t kept_answers = 0;
  std::unordered_map<std::string, std::size_t> by_call;
  std::uint64_t added = 0;
  std::uint64_t pass = 0;  // the newest pass started
  std::uint64_t late = 0;

  void abolish() {
    std::size_t n = tables.size();
    if (n == 0) return;
    for (auto& t : tables) kept_answers += t->weight();
    abolished.emplace(base, std::move(tables));
    tables = Tables();
    base += n;
    by_call.clear();
    while (kept_answers > kKeptAnswers && abolished.size() > 1) {
      auto oldest = abolished.begin();
      for (auto& t : oldest->second) kept_answers -= t->weight();
      abolished.erase(oldest);
    }
  }

  AnswerTable* find(std::int64_t id) {
    if (id <= 0) return nullptr;
    std::size_t i = static_cast<std::size_t>(id) - 1;  // from 0
    if (i >= base) return i - base < tables.size() ? tables[i - base].get() : nullptr;
    auto gen = abolished.upper_bound(i);  // the first generation after i's
    if (gen == abolished.begin()) return nullptr;
    --gen;
    return i - gen->first < gen->second.size() ? gen->second[i - gen->first].get() : nullptr;
  }
};

namespace {

AnswerTables& tables_of(Machine& m) {
  auto& p = m.answer_tables();
  if (!p) p = std::make_shared<AnswerTables>();
  return *p;
}

std::string key_of(Machine& m, Cell t) {
  if (!is_acyclic(t)) throw_type_error(m.store(), atoms::acyclic_term, t);
  return variant_bytes(t, [&m] { m.poll_abort(); });
}

Record* keep(Machine& m, Cell t) { return Record::make(m.store(), t, true); }

// The table numbered `id`; an existence error once it is gone.
AnswerTable& table(Machine& m, Cell id) {
  id = deref(id);
  if (is_var(id)) throw_instantiation_error(m.store());
  if (!is_small_int(id)) throw_type_error(m.store(), atoms::integer, id);
  AnswerTable* t = tables_of(m).find(small_int_of(id));
  if (!t) throw_existence_error(m.store(), m.runtime().intern("table"), id);
  return *t;
}

std::size_t number(Machine& m, Cell n) {
  n = deref(n);
  if (is_var(n)) throw_instantiation_error(m.store());
  if (!is_small_int(n)) throw_type_error(m.store(), atoms::integer, n);
  return small_int_of(n) < 0 ? 0 : static_cast<std::size_t>(small_int_of(n));
}

bool bi_tbl_variant(Machine& m, const Cell* a) {
  AnswerTables& all = tables_of(m);
  std::string key = key_of(m, a[0]);
  auto it = all.by_call.find(key);
  if (it == all.by_call.end()) {
    auto t = std::make_unique<AnswerTable>();
    t->call = keep(m, a[0]);
    t->status = keep(m, make_atom(m.runtime().intern("fresh")));
    all.tables.push_back(std::move(t));
    it = all.by_call.emplace(std::move(key), all.base + all.tables.size()).first;
  }
  return unify_terms(m, a[1], make_small_int(static_cast<std::int64_t>(it->second)));
}

bool bi_tbl_find(Machine& m, const Cell* a) {
  AnswerTables& all = tables_of(m);
  auto it = all.by_call.find(key_of(m, a[0]));
  return it != all.by_call.end() && unify_terms(m, a[1], make_small_int(static_cast<std::int64_t>(it->second)));
}

bool bi_tbl_status(Machine& m, const Cell* a) {
  return unify_terms(m, a[1], table(m, a[0]).status->thaw(m.store()));
}

bool bi_tbl_set_status(Machine& m, const Cell* a) {
  AnswerTable& t = table(m, a[0]);
  Record* r = keep(m, a[1]);
  GC_FREE(t.status);
  t.status = r;
  return true;
}

// Adds `answer` to t under the variant of `key`, unless t has that key.
bool add_keyed(Machine& m, AnswerTable& t, Cell key, Cell answer) {
  std::string k = key_of(m, key);
  if (t.index.count(k)) return false;
  t.answers.push_back(keep(m, answer));
  t.index.emplace(std::move(k), t.answers.size());
  AnswerTables& all = tables_of(m);
  ++all.added;
  all.late = std::max(all.late, t.read_to_end);
  return true;
}

bool bi_tbl_add_answer(Machine& m, const Cell* a) { return add_keyed(m, table(m, a[0]), a[1], a[1]); }

bool bi_tbl_moded(Machine& m, const Cell* a) {
  AnswerTable& t = table(m, a[0]);
  auto it = t.index.find(key_of(m, a[1]));
  return it != t.index.end() && unify_terms(m, a[2], make_small_int(static_cast<std::int64_t>(it->second)));
}

bool bi_tbl_push(Machine& m, const Cell* a) { return add_keyed(m, table(m, a[0]), a[1], a[2]); }

bool bi_tbl_replace(Machine& m, const Cell* a) {
  AnswerTable& t = table(m, a[0]);
  std::size_t n = number(m, a[1]);
  if (n < 1 || n > t.answers.size()) throw_domain_error(m.store(), atoms::not_less_than_zero, a[1]);
  Record* r = keep(m, a[2]);
  // The old answer's atoms stay: a `derived` variant may name them.
  t.replaced.push_back(t.answers[n - 1]);
  t.answers[n - 1] = r;
  AnswerTables& all = tables_of(m);
  ++all.added;
  all.late = all.pass;
  return true;
}

bool bi_tbl_new(Machine& m, const Cell* a) {
  AnswerTable& t = table(m, a[0]);
  return t.derived.insert(key_of(m, a[1])).second;
}

bool bi_tbl_answer(Machine& m, const Cell* a) {
  AnswerTable& t = table(m, a[0]);
  std::size_t n = number(m, a[1]);
  if (n < 1) return false;
  if (n > t.answers.size()) {
    t.read_to_end = tables_of(m).pass;
    return false;
  }
  return unify_terms(m, a[2], t.answers[n - 1]->thaw(m.store()));
}

bool bi_tbl_size(Machine& m, const Cell* a) {
  return unify_terms(m, a[1], make_integer(m.store(), static_cast<std::int64_t>(table(m, a[0]).answers.size())));
}

bool bi_tbl_added(Machine& m, const Cell* a) {
  return unify_terms(m, a[0], make_integer(m.store(), static_cast<std::int64_t>(tables_of(m).added)));
}

bool bi_tbl_new_pass(Machine& m, const Cell* a) {
  return unify_terms(m, a[0], make_integer(m.store(), static_cast<std::int64_t>(++tables_of(m).pass)));
}

bool bi_tbl_late(Machine& m, const Cell* a) {
  return unify_terms(m, a[0], make_integer(m.store(), static_cast<std::int64_t>(tables_of(m).late)));
}

bool bi_tbl_tables(Machine& m, const Cell* a) {
  AnswerTables& all = tables_of(m);
  Store& s = m.store();
  Cell list = make_atom(atoms::nil);
  for (std::size_t i = all.tables.size(); i-- > 0;) {
    Cell pair = make_compound(s, functors::minus2,
                              {make_small_int(static_cast<std::int64_t>(all.base + i + 1)), all.tables[i]->call->thaw(s)});
    list = make_cons(s, pair, list);
  }
  return unify_terms(m, a[0], list);
}

bool bi_tbl_abolish(Machine& m, const Cell*) {
  if (auto& p = m.answer_tables()) p->abolish();
  return true;
}

const BuiltinDef kTabling[] = {
    {"$tbl_variant", 2, false, bi_tbl_variant},
    {"$tbl_find", 2, false, bi_tbl_find},
    {"$tbl_status", 2, false, bi_tbl_status},
    {"$tbl_set_status", 2, false, bi_tbl_set_status},
    {"$tbl_add_answer", 2, false, bi_tbl_add_answer},
    {"$tbl_moded", 3, false, bi_tbl_moded},
    {"$tbl_push", 3, false, bi_tbl_push},
    {"$tbl_replace", 3, false, bi_tbl_replace},
    {"$tbl_new", 2, false, bi_tbl_new},
    {"$tbl_answer", 3, false, bi_tbl_answer},
    {"$tbl_size", 2, false, bi_tbl_size},
    {"$tbl_added", 1, false, bi_tbl_added},
    {"$tbl_new_pass", 1, false, bi_tbl_new_pass},
    {"$tbl_late", 1, false, bi_tbl_late},
    {"$tbl_tables", 1, false, bi_tbl_tables},
    {"$tbl_abolish", 0, false, bi_tbl_abolish},
};

}  // namespace

std::span<const BuiltinDef> tabling_builtins() { return kTabling; }

}  // namespace kea
