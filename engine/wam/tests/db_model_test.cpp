// A randomized model test of the clause database, driven through the real
// builtins: a long random sequence of assert/asserta/assertz (with and
// without clause references), retract/1, retractall/1, erase/1, clause/3 by
// reference, calls by the second argument (with the first unbound: the
// second argument's index), and calls, clause/2,3 and retract/1 iterations
// that stay open
// (their choicepoints live) while later steps modify the predicate and are
// then backtracked into. Every answer is checked, step by step, against a
// reference model under the logical update view: an iteration sees exactly
// the clauses that were there when it started, in order, whatever happens
// meanwhile; retract/1 on backtracking retracts (and returns) each matching
// clause it saw, as in SWI-Prolog and GNU Prolog, even one another goal
// retracted meanwhile.
//
// Open iterations are nested Queries on one Machine, so they form a stack:
// only the newest one is advanced, the older ones wait with their
// choicepoints on the stack (what keeps Database::collect_dead from
// unlinking a clause they may still visit) until the newer are closed.
//
// Two predicates: c/2, whose first arguments mix atoms, integers, floats,
// structures, lists and variables (a variable first argument disables the
// hash index), and d/2, without variable first arguments, so that it is
// indexed whenever it has 8 clauses or more; the random walk keeps both
// around that size. Seeds: a fixed list, plus KEA_DB_MODEL_SEED when set;
// KEA_DB_MODEL_STEPS changes the number of steps. A failure names the
// seed and the step, with the last steps taken.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <memory>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/syntax/writer.hpp"

namespace kea {
namespace {

// ---- first arguments: a tiny term language for the model's unification ----
struct KTerm {
  enum Kind { Var, Atom, Int, Float, Cmp } kind = Var;
  std::string name;  // atom name, number text, functor name
  std::vector<KTerm> args;
};

// Parses the key texts below: _, atoms, [], numbers, f(...), [x].
class KParser {
 public:
  explicit KParser(const std::string& s) : s_(s) {}
  KTerm parse() {
    KTerm t = term();
    if (i_ != s_.size()) throw std::runtime_error("bad key text " + s_);
    return t;
  }

 private:
  KTerm term() {
    KTerm t;
    if (s_[i_] == '_') {
      ++i_;
      return t;
    }
    if (s_.compare(i_, 2, "[]") == 0) {
      i_ += 2;
      t.kind = KTerm::Atom;
      t.name = "[]";
      return t;
    }
    if (s_[i_] == '[') {  // [X]: '[|]'(X, [])
      ++i_;
      t.kind = KTerm::Cmp;
      t.name = "[|]";
      t.args.push_back(term());
      expect(']');
      KTerm nil;
      nil.kind = KTerm::Atom;
      nil.name = "[]";
      t.args.push_back(nil);
      return t;
    }
    std::size_t start = i_;
    if (s_[i_] == '-' || std::isdigit(static_cast<unsigned char>(s_[i_]))) {
      ++i_;
      while (i_ < s_.size() && (std::isdigit(static_cast<unsigned char>(s_[i_])) || s_[i_] == '.')) ++i_;
      t.name = s_.substr(start, i_ - start);
      t.kind = t.name.find('.') == std::string::npos ? KTerm::Int : KTerm::Float;
      return t;
    }
    while (i_ < s_.size() && std::isalnum(static_cast<unsigned char>(s_[i_]))) ++i_;
    t.name = s_.substr(start, i_ - start);
    t.kind = KTerm::Atom;
    if (i_ < s_.size() && s_[i_] == '(') {
      ++i_;
      t.kind = KTerm::Cmp;
      for (;;) {
        t.args.push_back(term());
        if (s_[i_] == ',') {
          ++i_;
          continue;
        }
        expect(')');
        break;
      }
    }
    return t;
  }
  void expect(char c) {
    if (i_ >= s_.size() || s_[i_] != c) throw std::runtime_error("bad key text " + s_);
    ++i_;
  }
  const std::string& s_;
  std::size_t i_ = 0;
};

// Unifiable? The key texts are linear (every variable is a distinct _), so
// a variable on either side matches anything.
bool kunify(const KTerm& a, const KTerm& b) {
  if (a.kind == KTerm::Var || b.kind == KTerm::Var) return true;
  if (a.kind != b.kind || a.name != b.name || a.args.size() != b.args.size()) return false;
  for (std::size_t i = 0; i < a.args.size(); ++i) {
    if (!kunify(a.args[i], b.args[i])) return false;
  }
  return true;
}

// First arguments of clauses and of goals. The first is the variable.
const std::vector<std::string> kKeyTexts = {
    "_",    "a",      "b",      "c",      "[]",     "1",      "2",      "-3",     "0",
    "1.5",  "2.5",    "f(1)",   "f(2)",   "f(_)",   "g(a,b)", "g(_,b)", "g(a,_)", "[x]",
    "[_]",  "h(f(1))"};

// ---- the reference model -----------------------------------------------------
struct ModelClause {
  int pred;          // index into kPreds
  std::size_t key;   // index into kKeyTexts
  bool rule;         // c(K, Id) :- integer(Id) (else a fact)
  bool alive = true;
  bool ref_saved = false;  // ref_of(Id, Ref) was asserted
};

const char* const kPreds[] = {"c", "d"};

struct Model {
  std::vector<ModelClause> clauses{ModelClause{}};  // by id; id 0 unused
  std::vector<int> live[2];                         // alive ids in database order

  // Does clause `id` match a goal P(pattern, Id) (and, with facts_only,
  // the body true)?
  bool matches(int id, std::size_t pattern, bool facts_only, const std::vector<KTerm>& keys) const {
    const ModelClause& c = clauses[id];
    return (!facts_only || !c.rule) && kunify(keys[c.key], keys[pattern]);
  }
  std::vector<int> visible(int pred, std::size_t pattern, bool facts_only, const std::vector<KTerm>& keys) const {
    std::vector<int> out;
    for (int id : live[pred]) {
      if (matches(id, pattern, facts_only, keys)) out.push_back(id);
    }
    return out;
  }
  void kill(int id) {
    ModelClause& c = clauses[id];
    c.alive = false;
    auto& l = live[c.pred];
    l.erase(std::find(l.begin(), l.end(), id));
  }
};

// An open iteration: a Query left with its choicepoints, and what it must
// still return.
struct Iteration {
  enum Kind { Call, Clause2, Clause3, Retract, RetractFacts } kind;
  int pred;
  std::size_t pattern;
  std::vector<int> expect;  // the ids it returns, in order
  std::size_t pos = 0;      // how many it has returned
  std::vector<std::pair<std::string, Cell>> names;
  std::unique_ptr<Query> query;
};

const char* const kKindNames[] = {"call", "clause/2", "clause/3", "retract", "retract(fact)"};

class DbModel {
 public:
  DbModel(std::uint64_t seed, int steps) : seed_(seed), steps_(steps), rng_(seed) {
    for (const std::string& k : kKeyTexts) keys_.push_back(KParser(k).parse());
  }
  ~DbModel() {
    while (!open_.empty()) open_.pop_back();  // newest first
  }

  // Runs the steps; "" when all went as the model says, else the report.
  std::string run() {
    try {
      must_succeed("dynamic(c/2), dynamic(d/2), dynamic(ref_of/2)");
      for (step_ = 1; step_ <= steps_ && failure_.empty(); ++step_) {
        one_step();
        if (failure_.empty()) check_all();
      }
    } catch (const PrologError& e) {
      fail("uncaught Prolog error " + w(e.term()));
    } catch (const std::exception& e) {
      fail(std::string("exception ") + e.what());
    }
    return failure_;
  }

  std::size_t max_depth = 0;
  std::size_t iterations = 0;

 private:
  Runtime rt_;
  Machine m_{rt_};
  std::uint64_t seed_;
  int steps_;
  int step_ = 0;
  std::mt19937_64 rng_;
  std::vector<KTerm> keys_;
  Model model_;
  std::vector<std::unique_ptr<Iteration>> open_;
  std::deque<std::string> log_;
  std::string failure_;
  int next_id_ = 1;

  // ---- helpers ----
  std::string w(Cell t) { return term_to_string(rt_, t, writeq_options()); }
  std::size_t pick(std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_); }
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }

  void note(const std::string& what) {
    log_.push_back("step " + std::to_string(step_) + ": " + what);
    if (log_.size() > 25) log_.pop_front();
  }
  void fail(const std::string& why) {
    if (!failure_.empty()) return;
    std::ostringstream out;
    out << "seed " << seed_ << " step " << step_ << ": " << why << "\n  (rerun: KEA_DB_MODEL_SEED=" << seed_
        << ")\n  last steps:\n";
    for (const std::string& l : log_) out << "    " << l << "\n";
    out << "  open iterations (oldest first):\n";
    for (const auto& it : open_) {
      out << "    " << kKindNames[it->kind] << " " << kPreds[it->pred] << "(" << kKeyTexts[it->pattern]
          << ", Id) returned " << it->pos << " of " << it->expect.size() << "\n";
    }
    failure_ = out.str();
  }

  static std::string ids_text(const std::vector<int>& ids) {
    std::string s = "[";
    for (std::size_t i = 0; i < ids.size(); ++i) s += (i ? "," : "") + std::to_string(ids[i]);
    return s + "]";
  }

  Cell parse(const std::string& text, std::vector<std::pair<std::string, Cell>>& names) {
    return parse_term(rt_, m_.store(), text, &names);
  }
  static Cell var_of(const std::vector<std::pair<std::string, Cell>>& names, const std::string& name) {
    for (const auto& [n, v] : names) {
      if (n == name) return deref(v);
    }
    return 0;
  }
  // The integer value of the named variable, -1 if not an integer.
  static long int_of(const std::vector<std::pair<std::string, Cell>>& names, const std::string& name) {
    Cell v = var_of(names, name);
    return v && is_small_int(v) ? static_cast<long>(small_int_of(v)) : -1;
  }

  // Runs `text` once (its first solution, then closed); whether it
  // succeeded, with its bindings in names.
  bool once(const std::string& text, std::vector<std::pair<std::string, Cell>>& names) {
    Query q(m_, parse(text, names));
    return q.next();
  }
  bool once(const std::string& text) {
    std::vector<std::pair<std::string, Cell>> names;
    return once(text, names);
  }
  void must_succeed(const std::string& text) {
    if (!once(text)) fail(text + " failed");
  }
  void expect_outcome(const std::string& text, bool want) {
    bool got = once(text);
    if (got != want) fail(text + (want ? " failed, expected success" : " succeeded, expected failure"));
  }

  std::string goal_head(int pred, std::size_t key, const std::string& id) {
    return std::string(kPreds[pred]) + "(" + kKeyTexts[key] + ", " + id + ")";
  }
  std::size_t live_total() const { return model_.live[0].size() + model_.live[1].size(); }
  std::size_t random_key(int pred) {
    // d/2 never gets a variable first argument (so it can be indexed).
    return pred == 1 ? 1 + pick(kKeyTexts.size() - 1) : pick(kKeyTexts.size());
  }
  // A goal pattern: often the variable (every clause), else any key.
  std::size_t random_pattern() { return chance(0.3) ? 0 : pick(kKeyTexts.size()); }

  // ---- the steps ----
  void one_step() {
    int pred = static_cast<int>(pick(2));
    std::size_t size = model_.live[pred].size();
    // Keep each predicate around the indexing threshold (8): grow while
    // small, shrink while big.
    double grow = size < 4 ? 0.45 : size < 16 ? 0.3 : size < 28 ? 0.2 : 0.08;
    double r = std::uniform_real_distribution<double>(0, 1)(rng_);
    if ((r -= grow) < 0) return do_assert(pred);
    if ((r -= 0.12) < 0) return do_retract_first(pred);
    if ((r -= 0.03) < 0) return do_retractall(pred);
    if ((r -= 0.06) < 0) return do_erase(pred);
    if ((r -= 0.03) < 0) return do_clause_by_ref(pred);
    if ((r -= 0.05) < 0) return do_call_by_id(pred);
    if ((r -= 0.12) < 0) return open_iteration(pred);
    if ((r -= 0.06) < 0) return close_iteration();
    return advance_iteration();
  }

  void do_assert(int pred) {
    int id = next_id_++;
    std::size_t key = random_key(pred);
    bool rule = chance(0.25);
    bool with_ref = chance(0.3);
    int how = static_cast<int>(pick(3));  // assertz, asserta, assert
    const char* name = how == 0 ? "assertz" : how == 1 ? "asserta" : "assert";
    std::string clause = goal_head(pred, key, std::to_string(id));
    if (rule) clause = "(" + clause + " :- integer(" + std::to_string(id) + "))";
    std::string goal = std::string(name) + "(" + clause + (with_ref ? ", R), assertz(ref_of(" + std::to_string(id) + ", R))" : ")");
    note(goal);
    model_.clauses.push_back(ModelClause{pred, key, rule});
    model_.clauses.back().ref_saved = with_ref;
    auto& l = model_.live[pred];
    if (how == 1) {
      l.insert(l.begin(), id);
    } else {
      l.push_back(id);
    }
    must_succeed(goal);
  }

  void do_retract_first(int pred) {
    std::size_t pattern = random_pattern();
    bool facts_only = chance(0.5);
    std::string goal = facts_only ? "retract(" + goal_head(pred, pattern, "Id") + ")"
                                  : "retract((" + goal_head(pred, pattern, "Id") + " :- _))";
    note(goal);
    std::vector<int> v = model_.visible(pred, pattern, facts_only, keys_);
    std::vector<std::pair<std::string, Cell>> names;
    bool ok = once(goal, names);
    if (v.empty()) {
      if (ok) fail(goal + " succeeded with Id = " + std::to_string(int_of(names, "Id")) + ", expected failure");
      return;
    }
    if (!ok) return fail(goal + " failed, expected Id = " + std::to_string(v[0]));
    if (int_of(names, "Id") != v[0]) {
      return fail(goal + " gave Id = " + w(var_of(names, "Id")) + ", expected " + std::to_string(v[0]));
    }
    model_.kill(v[0]);
  }

  void do_retractall(int pred) {
    std::size_t pattern = random_pattern();
    if (pattern == 0 && !chance(0.3)) pattern = 1 + pick(kKeyTexts.size() - 1);
    std::string goal = "retractall(" + goal_head(pred, pattern, "_") + ")";
    note(goal);
    for (int id : model_.visible(pred, pattern, false, keys_)) model_.kill(id);
    must_succeed(goal);
  }

  // A saved reference of one of pred's clauses, alive or not; 0 if none.
  int random_ref(int pred) {
    std::vector<int> ids;
    for (std::size_t id = 1; id < model_.clauses.size(); ++id) {
      if (model_.clauses[id].pred == pred && model_.clauses[id].ref_saved) ids.push_back(static_cast<int>(id));
    }
    if (ids.empty()) return 0;
    // Mostly clauses still alive, sometimes erased ones.
    std::vector<int> alive;
    for (int id : ids) {
      if (model_.clauses[id].alive) alive.push_back(id);
    }
    if (!alive.empty() && chance(0.75)) return alive[pick(alive.size())];
    return ids[pick(ids.size())];
  }

  void do_erase(int pred) {
    int id = random_ref(pred);
    if (!id) return do_assert(pred);
    std::string goal = "ref_of(" + std::to_string(id) + ", R), erase(R)";
    note(goal);
    bool alive = model_.clauses[id].alive;
    if (alive) model_.kill(id);
    expect_outcome(goal, alive);
  }

  void do_clause_by_ref(int pred) {
    int id = random_ref(pred);
    if (!id) return;
    const ModelClause& c = model_.clauses[id];
    std::string goal = "ref_of(" + std::to_string(id) + ", R), clause(" + std::string(kPreds[pred]) + "(_, Id), B, R)";
    note(goal);
    std::vector<std::pair<std::string, Cell>> names;
    bool ok = once(goal, names);
    if (ok != c.alive) return fail(goal + (ok ? " succeeded for an erased clause" : " failed for a live clause"));
    if (ok) {
      if (int_of(names, "Id") != id) fail(goal + " gave Id = " + w(var_of(names, "Id")));
      std::string body = w(var_of(names, "B"));
      std::string want = c.rule ? "integer(" + std::to_string(id) + ")" : "true";
      if (body != want) fail(goal + " gave B = " + body + ", expected " + want);
    }
  }

  // A call with its second argument bound, the first mostly unbound (so
  // that the second argument's index selects): it finds the clause of
  // that id when it is pred's, alive and matches, else nothing.
  void do_call_by_id(int pred) {
    int id = 1 + static_cast<int>(pick(static_cast<std::size_t>(next_id_)));  // next_id_ itself: no clause
    std::size_t pattern = chance(0.7) ? 0 : pick(kKeyTexts.size());
    std::string goal = goal_head(pred, pattern, std::to_string(id));
    note(goal);
    bool want = id < next_id_ && model_.clauses[id].pred == pred && model_.clauses[id].alive &&
                model_.matches(id, pattern, false, keys_);
    if (once(goal) != want) fail(goal + (want ? " failed for a live clause" : " succeeded without a live clause"));
  }

  void open_iteration(int pred) {
    if (open_.size() >= 6) return advance_iteration();
    auto it = std::make_unique<Iteration>();
    it->kind = static_cast<Iteration::Kind>(pick(5));
    it->pred = pred;
    it->pattern = random_pattern();
    std::string head = goal_head(pred, it->pattern, "Id");
    std::string goal;
    switch (it->kind) {
      case Iteration::Call: goal = head; break;
      case Iteration::Clause2: goal = "clause(" + head + ", B)"; break;
      case Iteration::Clause3: goal = "clause(" + head + ", B, R)"; break;
      case Iteration::Retract: goal = "retract((" + head + " :- _))"; break;
      case Iteration::RetractFacts: goal = "retract(" + head + ")"; break;
    }
    note("open " + goal);
    it->expect = model_.visible(pred, it->pattern, it->kind == Iteration::RetractFacts, keys_);
    it->query = std::make_unique<Query>(m_, parse(goal, it->names));
    open_.push_back(std::move(it));
    ++iterations;
    max_depth = std::max(max_depth, open_.size());
    next_solution();
  }

  void close_iteration() {
    if (open_.empty()) return;
    note(std::string("close the ") + kKindNames[open_.back()->kind] + " iteration");
    open_.pop_back();
  }

  void advance_iteration() {
    if (open_.empty()) return;
    note(std::string("next of the ") + kKindNames[open_.back()->kind] + " iteration");
    next_solution();
  }

  // The next solution of the newest iteration, checked.
  void next_solution() {
    Iteration& it = *open_.back();
    bool ok = it.query->next();
    std::string what = std::string(kKindNames[it.kind]) + " " + kPreds[it.pred] + "(" + kKeyTexts[it.pattern] +
                       ", Id) solution " + std::to_string(it.pos + 1);
    if (it.pos == it.expect.size()) {
      if (ok) fail(what + ": got Id = " + w(var_of(it.names, "Id")) + ", expected no more (expected all: " +
                   ids_text(it.expect) + ")");
      open_.pop_back();
      return;
    }
    int want = it.expect[it.pos];
    if (!ok) {
      fail(what + ": no solution, expected Id = " + std::to_string(want) + " (expected all: " + ids_text(it.expect) +
           ")");
      open_.pop_back();
      return;
    }
    if (int_of(it.names, "Id") != want) {
      return fail(what + ": got Id = " + w(var_of(it.names, "Id")) + ", expected " + std::to_string(want) +
                  " (expected all: " + ids_text(it.expect) + ")");
    }
    ++it.pos;
    ModelClause& c = model_.clauses[want];
    if (it.kind == Iteration::Clause2 || it.kind == Iteration::Clause3) {
      std::string body = w(var_of(it.names, "B"));
      std::string body_want = c.rule ? "integer(" + std::to_string(want) + ")" : "true";
      if (body != body_want) return fail(what + ": B = " + body + ", expected " + body_want);
    }
    if ((it.kind == Iteration::Retract || it.kind == Iteration::RetractFacts) && c.alive) model_.kill(want);
    if (it.kind == Iteration::Clause3) {
      // The reference of a clause an open iteration returned: keep it,
      // sometimes erase the clause at once (while the iteration is open).
      Cell ref = var_of(it.names, "R");
      if (!c.ref_saved) {
        Store& s = m_.store();
        Cell save = make_compound(s, rt_.functor("assertz", 1),
                                  {make_compound(s, rt_.functor("ref_of", 2), {make_small_int(want), ref})});
        Query q(m_, save);
        if (!q.next()) return fail("assertz(ref_of(...)) of a clause/3 reference failed");
        c.ref_saved = true;
      }
      if (chance(0.3)) {
        note("erase(R) of that clause/3 solution (Id = " + std::to_string(want) + ")");
        bool alive = c.alive;
        if (alive) model_.kill(want);
        Query q(m_, make_compound(m_.store(), rt_.functor("erase", 1), {ref}));
        if (q.next() != alive) fail(std::string("erase(R) ") + (alive ? "failed for a live clause" : "succeeded for an erased clause"));
      }
    }
  }

  // After every step: each predicate's clauses as a new call sees them, by
  // a full scan and by one first-argument pattern, and the clause count.
  void check_all() {
    for (int pred = 0; pred < 2 && failure_.empty(); ++pred) {
      check_findall(pred, 0);
      check_findall(pred, 1 + pick(kKeyTexts.size() - 1));
      std::vector<std::pair<std::string, Cell>> names;
      std::string goal = std::string("predicate_property(") + kPreds[pred] + "(_, _), number_of_clauses(N))";
      if (!once(goal, names)) return fail(goal + " failed");
      if (int_of(names, "N") != static_cast<long>(model_.live[pred].size())) {
        fail(goal + " gave N = " + w(var_of(names, "N")) + ", expected " + std::to_string(model_.live[pred].size()));
      }
    }
  }

  void check_findall(int pred, std::size_t pattern) {
    std::string goal = "findall(Id, " + goal_head(pred, pattern, "Id") + ", L)";
    std::vector<std::pair<std::string, Cell>> names;
    if (!once(goal, names)) return fail(goal + " failed");
    std::string got = w(var_of(names, "L"));
    std::string want = ids_text(model_.visible(pred, pattern, false, keys_));
    if (got != want) fail(goal + " gave " + got + ", expected " + want);
  }
};

int steps_from_env() {
  const char* s = std::getenv("KEA_DB_MODEL_STEPS");
  return s && std::atoi(s) > 0 ? std::atoi(s) : 4000;
}

// KEA_DB_MODEL_SEED (when set) first, then the fixed seeds; stops at the
// first seed that fails.
TEST(DbModel, RandomSequencesAgreeWithModel) {
  std::vector<std::uint64_t> seeds;
  if (const char* s = std::getenv("KEA_DB_MODEL_SEED")) seeds.push_back(std::strtoull(s, nullptr, 10));
  for (std::uint64_t seed : {1u, 2u, 3u, 7u, 42u, 1234u, 99991u, 271828u}) seeds.push_back(seed);
  int steps = steps_from_env();
  for (std::uint64_t seed : seeds) {
    DbModel model(seed, steps);
    std::string failure = model.run();
    if (!failure.empty()) {
      ADD_FAILURE() << failure;
      return;
    }
    EXPECT_GE(model.max_depth, 3u) << "seed " << seed << ": iterations were never nested";
    EXPECT_GE(model.iterations, static_cast<std::size_t>(steps / 20)) << "seed " << seed << ": few iterations";
  }
}

// collect_dead points every clause it unlinks past the others unlinked
// with it: an iteration standing on one still reaches the clauses after
// its run, and a stray pointer at one retracted clause (the collector
// scans stacks conservatively) keeps no other retracted clause alive.
TEST(DbMemory, UnlinkedClausesPointPastTheirRun) {
  Runtime rt;
  Machine m(rt);
  auto once = [&](const std::string& text) {
    std::vector<std::pair<std::string, Cell>> names;
    Query q(m, parse_term(rt, m.store(), text, &names));
    return q.next();
  };
  ASSERT_TRUE(once("forall(between(1, 7, I), assertz(c(I)))"));
  Predicate* p = rt.db().lookup(rt.db().user(), rt.functor("c", 1));
  ASSERT_NE(p, nullptr);
  std::vector<Clause*> c;
  for (Clause* k = p->first.load(); k; k = k->next.load()) c.push_back(k);
  ASSERT_EQ(c.size(), 7u);
  // Keep c(1), c(4) and c(7): runs 2-3 and 5-6 between them.
  ASSERT_TRUE(once("retract(c(2)), retract(c(3)), retract(c(5)), retract(c(6))"));
  ASSERT_TRUE(once("garbage_collect_clauses"));
  std::vector<Clause*> linked;
  for (Clause* k = p->first.load(); k; k = k->next.load()) linked.push_back(k);
  EXPECT_EQ(linked, (std::vector<Clause*>{c[0], c[3], c[6]}));
  EXPECT_EQ(c[1]->next.load(), c[3]);
  EXPECT_EQ(c[2]->next.load(), c[3]);
  EXPECT_EQ(c[4]->next.load(), c[6]);
  EXPECT_EQ(c[5]->next.load(), c[6]);
  // A run at the end points at nothing.
  ASSERT_TRUE(once("retract(c(4)), retract(c(7))"));
  ASSERT_TRUE(once("garbage_collect_clauses"));
  EXPECT_EQ(p->first.load(), c[0]);
  EXPECT_EQ(c[0]->next.load(), nullptr);
  EXPECT_EQ(c[3]->next.load(), nullptr);
  EXPECT_EQ(c[6]->next.load(), nullptr);
  ASSERT_TRUE(once("findall(X, c(X), [1])"));
}

}  // namespace
}  // namespace kea
