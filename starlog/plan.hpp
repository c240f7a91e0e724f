// The plan: for each rule and each positive body literal that can trigger
// it, the order in which the rest of the body is joined, with the index each
// lookup uses and every expression compiled once. Negated goals get their
// own plans, run when the derived tuple is taken from the queue.
//
// Semi-naive rounds: within one timestamp the evaluator fires rules in
// rounds on a frozen database. A plan triggered by the k-th positive literal
// reads literals before k only from rows that existed before the round
// ("old"), and literals after k from all rows, so every combination of new
// rows is derived once. When a literal before k provably has the same
// timestamp as the trigger, its old rows cannot match in a batch's first
// round, and the plan is skipped there (Life's neighbour rule fires once per
// cell, not nine times).
//
// A Step is run by the evaluator in two forms (eval.hpp): a block form for
// the common kinds and exec(), frame by frame, which must handle every
// kind. A new kind needs a case in exec() at least. Fields marked "set by
// the evaluator" are derived from the plan once, when the evaluator is
// made (compact bind lists, plain-slot keys, chain-walk stops).
#pragma once

#include <string>
#include <vector>

#include "starlog/causality.hpp"
#include "starlog/expr.hpp"
#include "starlog/program.hpp"
#include "starlog/table.hpp"
#include "starlog/task.hpp"

namespace kea::starlog {

// Matching a value against a term with unbound variables (f(X, 1)).
struct Pattern {
  enum Kind : std::uint8_t { Bind, Test, Compound };
  Kind kind = Test;
  int slot = -1;           // Bind
  Expr expr;               // Test: the value must equal this
  Functor f = nullptr;     // Compound (nullptr: a list cell)
  std::vector<Pattern> kids;
};

// What to do with one column of a fetched row.
struct ColumnOp {
  enum Kind : std::uint8_t { Bind, Test, InvAdd, InvSub, InvRSub, Match };
  Kind kind = Bind;
  unsigned col = 0;
  int slot = -1;   // Bind/Inv*: the variable set
  Expr expr;       // Test: value to compare; Inv*: the other operand
  Pattern pattern; // Match
};

// Set by the evaluator: a column op list that only binds variables (the
// common case) as plain (column, slot) pairs, run without dispatch.
struct ColBinds {
  bool only = false;
  std::vector<std::pair<unsigned, int>> pairs;
};

struct Step {
  enum Kind : std::uint8_t { Lookup, Compare, Bind, TestEq, TestNe, Match, RangeGen, RangeTest, Prolog };
  Kind kind = Lookup;
  // Lookup
  int rel = -1;
  bool old_only = false;    // rows before the current round only
  bool check_time = false;  // negation: matched rows must be strictly earlier (run-time check)
  std::vector<unsigned> key_cols;
  std::vector<Expr> key;
  std::vector<ColumnOp> cols;
  // Set by the evaluator on first use (key_cols neither empty nor all), so
  // an index no lookup ever needs (a plan that only runs while its table
  // is empty) is never built or maintained.
  mutable Index* index = nullptr;
  bool full_key = false;    // every column is a key: a membership test
  // Set by the evaluator: rows are inserted in time order, so a column
  // that starts its relation's timestamp (an int column) never increases
  // along an index chain (newest first). When the next step is a Compare
  // that needs that column large (T >= Bound, with Bound fixed before this
  // lookup), the chain walk stops at the first row that fails it: every
  // later row fails too. Transitive closure's second trigger then visits
  // one row per key instead of every path into it.
  ColBinds col_binds;       // cols as plain binds (set by the evaluator)
  bool key_slots = false;   // every key is a plain slot (set by the evaluator)
  int stop_col = -1;        // the column, or -1
  bool stop_strict = false; // T > Bound rather than T >= Bound
  const Expr* stop_bound = nullptr;
  // RangeGen: bounds from later comparisons of the variable (or a copy of
  // it) with expressions bound before the range (the planner's narrowing:
  // `range(P, Max//P+1, I), ..., I >= Lo, I =< Hi` iterates only [Lo, Hi]);
  // the comparisons stay in the plan. Lo =< I: narrow_lo; I < Hi: narrow_hi.
  std::vector<Expr> narrow_lo, narrow_hi;
  // builtins
  int cmp = 0;  // Compare: 0 <, 1 >, 2 =<, 3 >=, 4 =:=, 5 =\=
  Expr e1, e2;
  int slot = -1;
  Pattern pattern;
  std::string text;
  // Prolog: the goal as written (on the program's Store), called with the
  // bound variables replaced by their values; each solution binds the
  // others (PrologVar::read: read back as values; anonymous ones are not).
  struct PrologVar {
    Cell var;      // the variable in `goal`
    int slot;
    bool bound;    // an input: its value is passed in
    bool read;     // an output that later steps or the head use
  };
  Cell goal = 0;
  std::vector<PrologVar> goal_vars;
};

struct TriggerPlan {
  int goal = -1;   // index in the rule body; -1: fires once at the start
  int rel = -1;
  std::vector<ColumnOp> match;
  ColBinds match_binds;  // match as plain binds (set by the evaluator)
  std::vector<Step> steps;
  bool skip_first_round = false;
  // A literal provably later than the trigger: the new row (at the current
  // time) can never find it, since the database holds nothing later.
  bool dead = false;
};

// Whether an optional duplicate check pays for itself: it runs in windows of
// 4096 derivations and stays on while at least 1 in 64 of a window is a
// duplicate; when off it is tried again after 65536 derivations (a rule's
// duplicate rate changes as the database grows).
struct DupProbe {
  bool on = true;
  std::uint32_t n = 0, dups = 0;
  bool use() {
    if (on) return true;
    if (++n < 65536) return false;
    on = true;
    n = dups = 0;
    return true;
  }
  void record(bool dup) {
    dups += dup;
    if (++n == 4096) {
      on = dups >= 64;
      n = dups = 0;
    }
  }
};

struct RulePlan {
  int rule = -1;
  int head_rel = -1;
  int nslots = 0;
  std::vector<std::string> slot_names;
  std::vector<TriggerPlan> triggers;
  std::vector<Expr> head;
  std::vector<std::vector<Step>> negs;  // one plan per negated goal
  std::vector<int> env;                 // slots the negations read from outside
  std::string head_text;
  // set by the evaluator when it routes tuples: every negated literal is of
  // a relation without `stratify` (final once the bottom of time is over)
  bool negs_read_config_only = false;
  // run-time state of the evaluator's early duplicate checks: against the
  // table (tuples of the time being evaluated) and against the entries
  // already queued for a later time
  DupProbe table_dups, queue_dups;
};

// A distribute statement as a plan: its check rule (eval: triggered by the
// distributed tuple, goal 1), whose solutions leave a destination task in
// dest_slot. Timeless: the body reads no stratified relation and has no
// negation, so its answer for a tuple is the same whenever it is asked (the
// evaluator may route such a tuple when it is derived, not only when its
// time comes).
struct RoutePlan {
  int statement = -1;  // index in Program::distributes
  RulePlan rp;
  int dest_slot = -1;
  bool timeless = false;
  // the tuple's columns the statement looks at (its answer depends on
  // nothing else, when timeless: the evaluator memoizes it by them)
  std::vector<unsigned> reads;
};

struct Plan {
  std::vector<RulePlan> rules;
  std::vector<RoutePlan> routes;
  std::vector<std::vector<int>> routes_of;  // per relation: its routes
  // per relation: (rule plan, trigger) pairs fired by its new rows
  std::vector<std::vector<std::pair<int, int>>> triggered_by;
  std::vector<std::vector<Expr>> rel_time;  // per relation: timestamp over columns
  std::string describe(const Program& p) const;
};

Plan make_plan(const Program& p, ValuePool& pool, const TaskInfo& task = {});

}  // namespace kea::starlog
