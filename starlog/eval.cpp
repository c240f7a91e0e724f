#include "starlog/eval.hpp"

#include <algorithm>
#include <cstdio>
#include <unistd.h>

#include "engine/wam/machine.hpp"
#include "starlog/error.hpp"

namespace kea::starlog {

struct Evaluator::Ctx {
  const RulePlan* rp = nullptr;
  std::vector<Value> slots;
  std::vector<Value> head;
  bool negation = false;
  const Timestamp* early = nullptr;  // negation checked when derived, against this time
  std::vector<std::pair<int, const Value*>> timed;  // negation rows to check against now
  const RoutePlan* route = nullptr;  // running a distribute statement: collect destinations
  std::vector<int>* dests = nullptr;
};

namespace {
std::vector<Atom> ranked_atoms(const Program& p) {
  std::vector<Atom> v(p.atom_rank.size());
  for (auto& [a, r] : p.atom_rank) v[r] = a;
  return v;
}
}  // namespace

Evaluator::Evaluator(const Program& p, Plan& plan, ValuePool& pool)
    : p_(p), plan_(plan), pool_(pool), order_(&p.atom_rank),
      atoms_by_rank_(ranked_atoms(p)), queue_(order_, atoms_by_rank_),
      ctx_(std::make_unique<Ctx>()), neg_ctx_(std::make_unique<Ctx>()) {
  route_ctx_ = std::make_unique<Ctx>();
  for (std::size_t i = 0; i < p.relations.size(); ++i) {
    tables_.push_back(std::make_unique<Table>(p.relations[i].arity));
    // Partition candidates: a timestamp that starts with a column.
    const std::vector<Expr>& ts = plan_.rel_time[i];
    if (!ts.empty() && ts[0].slot >= 0) tables_.back()->set_partition_column(ts[0].slot);
  }
  round_start_.assign(p.relations.size(), 0);
  for (RulePlan& rp : plan_.rules) {
    auto mark = [&](std::vector<Step>& steps) {
      for (std::size_t i = 0; i < steps.size(); ++i) {
        Step& st = steps[i];
        if (st.kind != Step::Lookup) continue;
        st.full_key = st.key_cols.size() == p.relations[st.rel].arity;
        if (i + 1 < steps.size()) mark_stop(st, steps[i + 1]);
        st.col_binds = binds_of(st.cols);
        st.key_slots = std::all_of(st.key.begin(), st.key.end(), [](const Expr& e) { return e.slot >= 0; });
      }
    };
    for (TriggerPlan& tp : rp.triggers) tp.match_binds = binds_of(tp.match);
    for (TriggerPlan& tp : rp.triggers) mark(tp.steps);
    for (auto& n : rp.negs) mark(n);
  }
  for (RoutePlan& r : plan_.routes) {
    for (TriggerPlan& tp : r.rp.triggers) {
      tp.match_binds = binds_of(tp.match);
      for (std::size_t i = 0; i < tp.steps.size(); ++i) {
        Step& st = tp.steps[i];
        if (st.kind != Step::Lookup) continue;
        st.full_key = st.key_cols.size() == p.relations[st.rel].arity;
        st.col_binds = binds_of(st.cols);
      }
    }
  }
}

Evaluator::~Evaluator() = default;

ColBinds Evaluator::binds_of(const std::vector<ColumnOp>& ops) {
  ColBinds b;
  b.only = true;
  for (const ColumnOp& op : ops) {
    if (op.kind != ColumnOp::Bind) return ColBinds{};
    b.pairs.push_back({op.col, op.slot});
  }
  return b;
}

void Evaluator::mark_stop(Step& st, const Step& next) {
  if (next.kind != Step::Compare || st.key_cols.empty() || st.full_key || st.check_time) return;
  const std::vector<Expr>& ts = plan_.rel_time[st.rel];
  if (ts.empty() || ts[0].slot < 0) return;
  const unsigned c = static_cast<unsigned>(ts[0].slot);
  if (p_.relations[st.rel].types[c] != Type::Int) return;
  int slot = -1;
  std::vector<int> bound;  // slots this lookup sets
  for (const ColumnOp& op : st.cols) {
    if (op.kind == ColumnOp::Bind && op.col == c) slot = op.slot;
    if (op.kind != ColumnOp::Test && op.kind != ColumnOp::Match) bound.push_back(op.slot);
    if (op.kind == ColumnOp::Match) return;  // (binds inside a pattern: keep it simple)
  }
  if (slot < 0) return;
  // T > B, T >= B, B < T, B =< T, with B not reading what the lookup binds.
  const Expr* b = nullptr;
  bool strict = false;
  if (next.e1.slot == slot && (next.cmp == 1 || next.cmp == 3)) {
    b = &next.e2;
    strict = next.cmp == 1;
  } else if (next.e2.slot == slot && (next.cmp == 0 || next.cmp == 2)) {
    b = &next.e1;
    strict = next.cmp == 0;
  } else {
    return;
  }
  auto reads = [&](int s) { return std::find(bound.begin(), bound.end(), s) != bound.end(); };
  if (b->slot >= 0 && reads(b->slot)) return;
  for (const Instr& in : b->code)
    if (in.code == Instr::Slot && reads(static_cast<int>(in.n))) return;
  st.stop_col = static_cast<int>(c);
  st.stop_strict = strict;
  st.stop_bound = b;
}

std::string Evaluator::tuple_text(int rel, const Value* row) const {
  const Relation& R = p_.relations[rel];
  std::string s(R.name->view());
  if (R.arity) {
    s += "(";
    for (unsigned i = 0; i < R.arity; ++i) s += (i ? "," : "") + format_value(row[i]);
    s += ")";
  }
  return s;
}

void Evaluator::time_of(int rel, const Value* row, Timestamp& out) {
  const std::vector<Expr>& ts = plan_.rel_time[rel];
  const std::size_t n = ts.size();
  if (out.size() != n) out.resize(n);
  for (std::size_t i = 0; i < n; ++i) out[i] = ts[i].eval(pool_, row);
}

void Evaluator::causality_error(const RulePlan& rp, const Value* row, const Timestamp& t,
                                const std::string& what) {
  const Rule& r = p_.rules[rp.rule];
  throw Error(r.loc.where() + ": causality violated at run time: " + what + " tuple " +
              tuple_text(rp.head_rel, row) + " has time " + format_timestamp(t) +
              ", earlier than the time being evaluated " + format_timestamp(now_) +
              "\n    in clause: " + r.loc.clause);
}

void Evaluator::emit(const RulePlan& rp, const Value* slots, Ctx& ctx) {
  const Relation& R = p_.relations[rp.head_rel];
  const bool neg = !rp.negs.empty();
  const std::size_t words = 1 + R.arity + (neg ? rp.env.size() : 0);
  // The queue entry is built in place: meta, row, negations' environment.
  if (entry_.size() < words) entry_.resize(words);
  Value* const e = entry_.data();
  Value* const row = e + 1;
  for (unsigned i = 0; i < R.arity; ++i) {
    Value v;
    try {
      v = rp.head[i].eval(pool_, slots);
    } catch (const Error& e) {
      const Rule& r = p_.rules[rp.rule];
      throw Error(r.loc.where() + ": " + e.what() + " evaluating `" + rp.head[i].text + "`\n    in clause: " + r.loc.clause);
    }
    bool ok = true;
    switch (R.types[i]) {
      case Type::Int: ok = is_small_int(v) || is_bigint(v); break;
      case Type::Float: ok = is_number(v); break;
      case Type::Atom: ok = is_atom(v); break;
      case Type::String: ok = is_string(v); break;
      case Type::Term: break;
    }
    if (!ok) {
      const Rule& r = p_.rules[rp.rule];
      throw Error(r.loc.where() + ": type_error(" + type_name(R.types[i]) + ", " + format_value(v) +
                  "): argument " + std::to_string(i + 1) + " of a derived " + R.indicator() +
                  " tuple\n    in clause: " + r.loc.clause);
    }
    row[i] = v;
  }
  ++stats_.derived;
  time_of(rp.head_rel, row, scratch_time_);
  // Rules emit into few timestamps: the last comparison with now is reused.
  int c;
  if (!started_) {
    c = 1;
  } else if (emit_time_batch_ == stats_.batches && scratch_time_ == emit_time_) {
    c = emit_time_cmp_;
  } else {
    c = order_.compare(scratch_time_, now_);
    copy_timestamp(emit_time_, scratch_time_);
    emit_time_cmp_ = c;
    emit_time_batch_ = stats_.batches;
  }
  if (c < 0) causality_error(rp, row, scratch_time_, "derived");
  std::uint64_t placed = 0;
  if (routing_ && route_mode_[rp.head_rel] == 2 && !(started_ && !now_.empty()) &&
      (!neg || plan_.rules[&rp - plan_.rules.data()].negs_read_config_only)) {
    // Before the bottom of time is over the statements cannot be asked yet
    // (they may read configuration relations): the tuple waits, and is
    // routed (sent early) before the first time after it; see pending().
    // So are its negations, when they read only configuration relations.
    deferred_times_.push_back(scratch_time_);
    const int rpi = static_cast<int>(&rp - plan_.rules.data());
    deferred_.push_back(static_cast<Value>(rp.head_rel) | (neg ? static_cast<std::uint64_t>(rpi + 1) << 32 : 0));
    deferred_.insert(deferred_.end(), row, row + R.arity);
    if (neg)
      for (std::size_t k = 0; k < rp.env.size(); ++k) deferred_.push_back(slots[rp.env[k]]);
    return;
  }
  if (routing_ && route_mode_[rp.head_rel] == 2 && started_ && !now_.empty()) {
    // A timeless route decides now (not before the bottom of time is over:
    // its statements may read configuration relations, complete only
    // then). A tuple for no task is never queued; one for other tasks is
    // sent now, in this timestamp's exchange, so that it is in their
    // queues before its own time comes (unless a deferred negation must
    // first be decided here); what stays is queued as placed.
    route_emitted(rp.head_rel, row, emit_dests_);
    if (emit_dests_.empty()) {
      ++stats_.dropped;
      return;
    }
    bool here = false;
    if (neg) {
      here = true;
      if (emit_dests_.size() == 1 && emit_dests_[0] == task_) placed = kPlaced;
    } else {
      for (int d : emit_dests_) {
        if (d == task_) {
          here = true;
          continue;
        }
        put_tuple(out_->to[d], rp.head_rel, row, R.arity);
        ++stats_.sent;
      }
      placed = kPlaced;
    }
    if (!here) return;
  }
  // Dropping a tuple that already exists keeps the queue small when rules
  // derive the same tuple many times (transitive closure); a rule that
  // rarely does stops paying for the probe after a while. Only a tuple of
  // the time being evaluated can already exist: the tables hold nothing
  // later.
  RulePlan& mrp = const_cast<RulePlan&>(rp);
  if (c == 0 && mrp.table_dups.use()) {
    bool dup = tables_[rp.head_rel]->contains(row);
    mrp.table_dups.record(dup);
    if (dup) return;
  }
  Value* const env = row + R.arity;
  if (neg)
    for (std::size_t k = 0; k < rp.env.size(); ++k) env[k] = slots[rp.env[k]];
  const int rpi = static_cast<int>(&rp - plan_.rules.data());
  e[0] = static_cast<std::uint64_t>(rp.head_rel) | placed | (neg ? static_cast<std::uint64_t>(rpi + 1) << 32 : 0);
  // The database only grows: a negated goal that already has a solution
  // among strictly earlier tuples will still have it when the tuple is
  // taken from the queue, so the tuple can be dropped now. For a later
  // time the queue's duplicate check runs first, and remembers refused
  // entries too (see TimeQueue::find_entry).
  if (c != 0 && mrp.queue_dups.use()) {
    TimeQueue::Spot spot;
    TimeQueue::Found f = queue_.find_entry(scratch_time_, e, words, spot);
    mrp.queue_dups.record(f != TimeQueue::Found::No);
    if (f != TimeQueue::Found::No) {
      if (f == TimeQueue::Found::Refused) ++stats_.rejected_by_negation;
      return;
    }
    bool ok = !neg || negations_hold(rpi, row, env, &scratch_time_);
    if (!ok) ++stats_.rejected_by_negation;
    queue_.add_entry(spot, e, words, ok);
    return;
  }
  if (neg && !negations_hold(rpi, row, env, &scratch_time_)) {
    ++stats_.rejected_by_negation;
    return;
  }
  if (c == 0) {
    std::vector<Value>& b = *next_round_;
    std::size_t at = b.size();
    b.resize(at + words);
    std::copy(e, e + words, b.data() + at);
    return;
  }
  std::copy(e, e + words, queue_.append(scratch_time_, words));
}

bool Evaluator::match(const Pattern& pt, Value v, Value* slots) {
  switch (pt.kind) {
    case Pattern::Bind: slots[pt.slot] = v; return true;
    case Pattern::Test: return pt.expr.eval(pool_, slots) == v;
    case Pattern::Compound:
      if (pt.f == nullptr) {
        if (!is_list(v)) return false;
        return match(pt.kids[0], list_head(v), slots) && match(pt.kids[1], list_tail(v), slots);
      }
      if (!is_str(v) || functor_of(v) != pt.f) return false;
      for (unsigned i = 0; i < pt.f->arity; ++i)
        if (!match(pt.kids[i], arg(v, i), slots)) return false;
      return true;
  }
  return false;
}

bool Evaluator::apply_cols(const std::vector<ColumnOp>& ops, const Value* row, Value* slots) {
  for (const ColumnOp& op : ops) {
    Value c = row[op.col];
    switch (op.kind) {
      case ColumnOp::Bind: slots[op.slot] = c; break;
      case ColumnOp::Test:
        if (op.expr.eval(pool_, slots) != c) return false;
        break;
      case ColumnOp::InvAdd:
      case ColumnOp::InvSub:
      case ColumnOp::InvRSub: {
        Num e = op.expr.eval_num(pool_, slots);
        Num x = num_of(c);
        Num r = op.kind == ColumnOp::InvAdd ? apply_binary(pool_, ArithOp::Sub, x, e)
                : op.kind == ColumnOp::InvSub ? apply_binary(pool_, ArithOp::Add, x, e)
                                              : apply_binary(pool_, ArithOp::Sub, e, x);
        slots[op.slot] = value_of(pool_, r);
        break;
      }
      case ColumnOp::Match:
        if (!match(op.pattern, c, slots)) return false;
        break;
    }
  }
  return true;
}

bool Evaluator::finish(Ctx& ctx) {
  if (ctx.route) {
    const RoutePlan& r = *ctx.route;
    const Value* slots = ctx.slots.data();
    if (!r.rp.negs.empty()) {
      env_scratch_.resize(r.rp.env.size());
      for (std::size_t k = 0; k < r.rp.env.size(); ++k) env_scratch_[k] = slots[r.rp.env[k]];
      // (routes run when no negation is being decided: neg_ctx_ is free)
      if (!negations_hold(r.rp, env_scratch_.data(), nullptr)) return false;
    }
    Value d = slots[r.dest_slot];
    if (!is_small_int(d) || small_int_of(d) < 0 || small_int_of(d) >= num_tasks_) {
      const Distribute& ds = p_.distributes[r.statement];
      throw Error(ds.loc.where() + ": distribute statement sends a tuple to " + format_value(d) +
                  ", which is not a task (0.." + std::to_string(num_tasks_ - 1) + ")\n    in clause: " +
                  ds.loc.clause);
    }
    ctx.dests->push_back(static_cast<int>(small_int_of(d)));
    return false;  // every solution is a destination
  }
  if (!ctx.negation) {
    emit(*ctx.rp, ctx.slots.data(), ctx);
    return false;
  }
  for (auto& [rel, row] : ctx.timed) {
    Timestamp& t = neg_time_;
    time_of(rel, row, t);
    if (ctx.early) {
      // An early check only trusts solutions that are strictly earlier;
      // the check at dequeue time reports the others.
      if (order_.compare(t, *ctx.early) >= 0) return false;
      continue;
    }
    if (order_.compare(t, now_) >= 0) {
      const Rule& r = p_.rules[ctx.rp->rule];
      throw Error(r.loc.where() + ": causality violated at run time: a negated goal reads tuple " +
                  tuple_text(rel, row) + " at time " + format_timestamp(t) +
                  ", not strictly earlier than the derived tuple's time " + format_timestamp(now_) +
                  "\n    in clause: " + r.loc.clause);
    }
  }
  return true;
}

// range(Lo, Hi, I): sets I's slot to each integer of [Lo, Hi) and calls
// `each` until it returns true (then so does for_range).
template <class F>
bool Evaluator::for_range(const Step& st, Value* slots, F&& each) {
  Num lo = st.e1.eval_num(pool_, slots), hi = st.e2.eval_num(pool_, slots);
  if (!lo.is_integer() || !hi.is_integer())
    throw Error("type_error(integer, ...): range/3 bounds must be integers in `" + st.text + "`");
  // The planner's narrowing (integer bounds only: the comparisons after
  // the range still decide the rest). A bound that cannot be evaluated
  // here (a division by zero that an earlier filter would have avoided)
  // narrows nothing: the comparison reports it if it is ever reached.
  for (const Expr& e : st.narrow_lo) {
    try {
      Num b = e.eval_num(pool_, slots);
      if (b.is_integer() && compare_num(b, lo) > 0) lo = b;
    } catch (const Error&) {
    }
  }
  for (const Expr& e : st.narrow_hi) {
    try {
      Num b = e.eval_num(pool_, slots);
      if (b.is_integer() && compare_num(b, hi) < 0) hi = b;
    } catch (const Error&) {
    }
  }
  if (lo.kind == Num::Int && hi.kind == Num::Int) {
    for (std::int64_t v = lo.i; v < hi.i; ++v) {
      slots[st.slot] = fits_small_int(v) ? make_small_int(v) : pool_.integer(v);
      if (each()) return true;
    }
    return false;
  }
  for (Num v = lo; compare_num(v, hi) < 0; v = apply_binary(pool_, ArithOp::Add, v, Num::of_int(1))) {
    slots[st.slot] = value_of(pool_, v);
    if (each()) return true;
  }
  return false;
}

bool Evaluator::compare_holds(const Step& st, const Value* slots) {
  std::int64_t x, y;
  int c;
  if (st.e1.eval_int(slots, x) && st.e2.eval_int(slots, y)) c = x < y ? -1 : x > y;
  else c = compare_num(st.e1.eval_num(pool_, slots), st.e2.eval_num(pool_, slots));
  switch (st.cmp) {
    case 0: return c == -1;
    case 1: return c == 1;
    case 2: return c == -1 || c == 0;
    case 3: return c == 1 || c == 0;
    case 4: return c == 0;
    default: return c != 0;
  }
}

// Deterministic steps (tests, lets, a lookup that finds one row) continue in
// this loop; only a step with several solutions recurses, once per solution.
// A plan like Life's neighbour rule (eight lookups of one row each) then runs
// as one straight loop instead of a dozen nested calls.
bool Evaluator::exec(const std::vector<Step>& steps, std::size_t i, Ctx& ctx) {
  for (;; ++i) {
    if (i == steps.size()) return finish(ctx);
    const Step& st = steps[i];
    Value* slots = ctx.slots.data();
    switch (st.kind) {
      case Step::Lookup: {
        Table& T = *tables_[st.rel];
        RowId limit = st.old_only ? round_start_[st.rel] : T.size();
        if (limit == 0) return false;
        Value keybuf[16];
        std::vector<Value> big;
        Value* key = keybuf;
        if (st.key.size() > 16) {
          big.resize(st.key.size());
          key = big.data();
        }
        for (std::size_t k = 0; k < st.key.size(); ++k) key[k] = st.key[k].eval(pool_, slots);
        auto visit = [&](RowId r) -> bool {
          const Value* row = T.row(r);
          if (!apply_cols(st.cols, row, slots)) return false;
          if (st.check_time) ctx.timed.push_back({st.rel, row});
          bool stop = exec(steps, i + 1, ctx);
          if (st.check_time) ctx.timed.pop_back();
          return stop;
        };
        if (st.key_cols.empty()) {
          for (RowId r = 0; r < limit; ++r)
            if (visit(r)) return true;
          return false;
        }
        RowId r;
        bool more = false;
        if (st.full_key) {  // every column bound: a membership test
          r = T.find(key);
          if (r == kNoRow || r >= limit) return false;
        } else {
          if (st.index == nullptr) st.index = &T.index(st.key_cols);
          // Chains are newest first: rows of the current round come first.
          r = st.index->find(key, T.cells(), more);
          if (r == kNoRow) return false;
          while (r >= limit) {
            if (!more) return false;
            r = st.index->next(r);
            if (r == kNoRow) return false;
          }
        }
        if (!more || st.index->next(r) == kNoRow) {
          if (st.check_time) return visit(r);
          if (!apply_cols(st.cols, T.row(r), slots)) return false;
          continue;
        }
        for (; r != kNoRow; r = st.index->next(r))
          if (visit(r)) return true;
        return false;
      }
      case Step::Compare:
        if (!compare_holds(st, slots)) return false;
        continue;
      case Step::Bind:
        slots[st.slot] = st.e1.eval(pool_, slots);
        continue;
      case Step::TestEq:
        if (st.e1.eval(pool_, slots) != st.e2.eval(pool_, slots)) return false;
        continue;
      case Step::TestNe:
        if (st.e1.eval(pool_, slots) == st.e2.eval(pool_, slots)) return false;
        continue;
      case Step::Match:
        if (!match(st.pattern, st.e1.eval(pool_, slots), slots)) return false;
        continue;
      case Step::RangeGen:
        return for_range(st, slots, [&] { return exec(steps, i + 1, ctx); });
      case Step::RangeTest: {
        Num lo = st.e1.eval_num(pool_, slots), hi = st.e2.eval_num(pool_, slots);
        Num x = st.pattern.expr.eval_num(pool_, slots);
        if (!(compare_num(lo, x) <= 0 && compare_num(x, hi) == -1)) return false;
        continue;
      }
      case Step::Prolog:
        return exec_prolog(steps, i, ctx, slots);
    }
    return false;
  }
}

// ---- block execution ----------------------------------------------------------
// A round's new rows fire a trigger plan a block at a time: each step runs
// over every live frame (one frame: the rule's slots for one partial
// solution) before the next step. A lookup hashes all the block's keys and
// prefetches their slots before probing any, so its cache misses overlap
// instead of following one another, and a step's dispatch is paid once per
// block. Filters shrink the block's selection of live frames; a step with
// several solutions for a frame (a scan, a lookup whose chain has several
// rows, a range) copies frames into the next level's block and runs the
// rest of the plan on it whenever it fills. Step kinds without a block form
// run the rest of the plan frame by frame through exec().
namespace {
constexpr unsigned kBlock = kExprBlock;
// Frames per block: a block's frames should stay in the L1 cache while
// each step passes over them (a rule with many variables has long frames).
unsigned block_cap(unsigned stride) { return std::clamp(2048u / std::max(stride, 1u), 8u, kBlock); }
}

struct Evaluator::Frames {
  std::vector<Value> v;  // kBlock frames of the rule plan's nslots values
  std::uint32_t sel[kBlock];
};

Evaluator::Frames& Evaluator::level(unsigned depth, unsigned stride) {
  while (frames_.size() <= depth) frames_.push_back(std::make_unique<Frames>());
  Frames& F = *frames_[depth];
  if (F.v.size() < std::size_t{kBlock} * stride) F.v.resize(std::size_t{kBlock} * stride);
  return F;
}

// Ready ctx to run one of rp's plans.
void Evaluator::start_rule(const RulePlan& rp, Ctx& ctx) {
  ctx.rp = &rp;
  ctx.negation = false;
  if (ctx.slots.size() < static_cast<std::size_t>(rp.nslots)) ctx.slots.resize(rp.nslots);
  ctx.head.resize(p_.relations[rp.head_rel].arity);
}

// An error raised while running rp's plans, named by its clause (unless the
// message already names one).
void Evaluator::rethrow_in_rule(const RulePlan& rp, const Error& e) {
  std::string m = e.what();
  if (m.find("in clause:") != std::string::npos) throw e;
  const Rule& r = p_.rules[rp.rule];
  throw Error(r.loc.where() + ": " + m + "\n    in clause: " + r.loc.clause);
}

void Evaluator::fire_rows(int rule_plan, int trigger, RowId from, RowId to, Ctx& ctx) {
  const RulePlan& rp = plan_.rules[rule_plan];
  const TriggerPlan& tp = rp.triggers[trigger];
  start_rule(rp, ctx);
  const unsigned stride = static_cast<unsigned>(rp.nslots);
  const Table& T = *tables_[tp.rel];
  try {
    for (RowId r = from; r < to;) {
      Frames& F = level(0, stride);
      unsigned n = 0, k = 0;
      for (const unsigned cap = block_cap(stride); r < to && k < cap; ++r, ++k)
        if (cols_hold(tp.match, tp.match_binds, T.row(r), F.v.data() + std::size_t{k} * stride)) F.sel[n++] = k;
      if (n) exec_block(tp.steps, 0, 0, n, ctx);
      std::uint64_t before = fired_;
      fired_ += k;
      if ((before >> 12) != (fired_ >> 12)) tick();
    }
  } catch (const Error& e) {
    rethrow_in_rule(rp, e);
  }
}

void Evaluator::exec_block(const std::vector<Step>& steps, std::size_t i, unsigned depth, unsigned n, Ctx& ctx) {
  const RulePlan& rp = *ctx.rp;
  const unsigned stride = static_cast<unsigned>(rp.nslots);
  Frames& F = level(depth, stride);
  Value* const base = F.v.data();
  std::uint32_t* const sel = F.sel;
  auto frame = [&](unsigned k) { return base + std::size_t{sel[k]} * stride; };
  // Frames for the rest of the plan, one per solution of step i.
  Frames* out = nullptr;
  unsigned m = 0;
  auto push = [&](const Value* f, const Step& st, const Value* row) {
    Value* o = out->v.data() + std::size_t{m} * stride;
    for (unsigned w = 0; w < stride; ++w) o[w] = f[w];
    if (row && !cols_hold(st.cols, st.col_binds, row, o)) return;
    out->sel[m] = m;
    if (++m == block_cap(stride)) {
      exec_block(steps, i + 1, depth + 1, m, ctx);
      m = 0;
    }
  };
  for (; n > 0; ++i) {
    if (i == steps.size()) {
      for (unsigned k = 0; k < n; ++k) emit(rp, frame(k), ctx);
      return;
    }
    const Step& st = steps[i];
    unsigned kept = 0;
    switch (st.kind) {
      case Step::Compare:
        if (n > 1 && st.e1.int_block_ok() && st.e2.int_block_ok()) {
          // Integer operands for the whole block; a frame where either
          // side is not a small integer is compared in full.
          std::int64_t x[kBlock], y[kBlock];
          bool bx[kBlock], by[kBlock];
          st.e1.run_int_block(base, sel, n, stride, x, bx);
          st.e2.run_int_block(base, sel, n, stride, y, by);
          bool ok[kBlock];
          switch (st.cmp) {
            case 0: for (unsigned k = 0; k < n; ++k) ok[k] = x[k] < y[k]; break;
            case 1: for (unsigned k = 0; k < n; ++k) ok[k] = x[k] > y[k]; break;
            case 2: for (unsigned k = 0; k < n; ++k) ok[k] = x[k] <= y[k]; break;
            case 3: for (unsigned k = 0; k < n; ++k) ok[k] = x[k] >= y[k]; break;
            case 4: for (unsigned k = 0; k < n; ++k) ok[k] = x[k] == y[k]; break;
            default: for (unsigned k = 0; k < n; ++k) ok[k] = x[k] != y[k]; break;
          }
          for (unsigned k = 0; k < n; ++k)
            if (bx[k] || by[k] ? compare_holds(st, frame(k)) : ok[k]) sel[kept++] = sel[k];
          n = kept;
          continue;
        }
        for (unsigned k = 0; k < n; ++k)
          if (compare_holds(st, frame(k))) sel[kept++] = sel[k];
        n = kept;
        continue;
      case Step::Bind:
        if (n > 1 && st.e1.fused) {
          std::int64_t x[kBlock];
          bool bx[kBlock];
          st.e1.run_int_block(base, sel, n, stride, x, bx);
          for (unsigned k = 0; k < n; ++k) {
            Value* f = frame(k);
            f[st.slot] = !bx[k] && fits_small_int(x[k]) ? make_small_int(x[k]) : st.e1.eval(pool_, f);
          }
          continue;
        }
        for (unsigned k = 0; k < n; ++k) {
          Value* f = frame(k);
          f[st.slot] = st.e1.eval(pool_, f);
        }
        continue;
      case Step::TestEq:
      case Step::TestNe:
        for (unsigned k = 0; k < n; ++k) {
          Value* f = frame(k);
          if ((st.e1.eval(pool_, f) == st.e2.eval(pool_, f)) == (st.kind == Step::TestEq)) sel[kept++] = sel[k];
        }
        n = kept;
        continue;
      case Step::Match:
        for (unsigned k = 0; k < n; ++k) {
          Value* f = frame(k);
          if (match(st.pattern, st.e1.eval(pool_, f), f)) sel[kept++] = sel[k];
        }
        n = kept;
        continue;
      case Step::RangeTest:
        for (unsigned k = 0; k < n; ++k) {
          Value* f = frame(k);
          Num lo = st.e1.eval_num(pool_, f), hi = st.e2.eval_num(pool_, f);
          Num x = st.pattern.expr.eval_num(pool_, f);
          if (compare_num(lo, x) <= 0 && compare_num(x, hi) == -1) sel[kept++] = sel[k];
        }
        n = kept;
        continue;
      case Step::RangeGen: {
        out = &level(depth + 1, stride);
        for (unsigned k = 0; k < n; ++k) {
          Value* f = frame(k);
          for_range(st, f, [&] {
            push(f, st, nullptr);
            return false;
          });
        }
        if (m) exec_block(steps, i + 1, depth + 1, m, ctx);
        return;
      }
      case Step::Lookup: {
        if (st.check_time) break;  // negations only: frame by frame
        Table& T = *tables_[st.rel];
        RowId limit = st.old_only ? round_start_[st.rel] : T.size();
        if (limit == 0) return;
        if (st.key_cols.empty()) {
          if (limit == 1) {  // one row (a parameter fact): no copies
            const Value* row = T.row(0);
            for (unsigned k = 0; k < n; ++k)
              if (cols_hold(st.cols, st.col_binds, row, frame(k))) sel[kept++] = sel[k];
            n = kept;
            continue;
          }
          out = &level(depth + 1, stride);
          for (unsigned k = 0; k < n; ++k)
            for (RowId r = 0; r < limit; ++r) push(frame(k), st, T.row(r));
          if (m) exec_block(steps, i + 1, depth + 1, m, ctx);
          return;
        }
        const std::size_t nk = st.key.size();
        if (keys_.size() < kBlock * nk) keys_.resize(kBlock * nk);
        Value* keys = keys_.data();
        Probe probes[kBlock];
        RowId first[kBlock];
        bool more[kBlock];
        if (st.key_slots) {
          for (std::size_t c = 0; c < nk; ++c) {
            const std::size_t s = static_cast<std::size_t>(st.key[c].slot);
            for (unsigned k = 0; k < n; ++k) keys[k * nk + c] = base[std::size_t{sel[k]} * stride + s];
          }
        } else {
          for (unsigned k = 0; k < n; ++k) {
            Value* f = frame(k);
            for (std::size_t c = 0; c < nk; ++c) keys[k * nk + c] = st.key[c].eval(pool_, f);
          }
        }
        if (st.full_key) {  // a membership test
          for (unsigned k = 0; k < n; ++k) T.probe_start(keys + k * nk, probes[k]);
          for (unsigned k = 0; k < n; ++k) T.probe_row(probes[k]);
          for (unsigned k = 0; k < n; ++k) {
            RowId r = T.probe_finish(keys + k * nk, probes[k]);
            if (r != kNoRow && r < limit && cols_hold(st.cols, st.col_binds, T.row(r), frame(k))) sel[kept++] = sel[k];
          }
          n = kept;
          continue;
        }
        if (st.index == nullptr) st.index = &T.index(st.key_cols);
        const Index& ix = *st.index;
        for (unsigned k = 0; k < n; ++k) ix.probe_start(keys + k * nk, probes[k]);
        for (unsigned k = 0; k < n; ++k) ix.probe_row(probes[k], T.cells());
        bool several = false;
        for (unsigned k = 0; k < n; ++k) {
          bool mo = false;
          RowId r = ix.probe_finish(keys + k * nk, probes[k], T.cells(), mo);
          // Chains are newest first: rows of the current round come first.
          while (r != kNoRow && r >= limit) r = mo ? ix.next(r) : kNoRow;
          if (r != kNoRow && mo) mo = ix.next(r) != kNoRow;
          first[k] = r;
          more[k] = mo;
          several = several || mo;
        }
        if (!several) {
          for (unsigned k = 0; k < n; ++k)
            if (first[k] != kNoRow && cols_hold(st.cols, st.col_binds, T.row(first[k]), frame(k))) sel[kept++] = sel[k];
          n = kept;
          continue;
        }
        out = &level(depth + 1, stride);
        for (unsigned k = 0; k < n; ++k) {
          if (st.stop_col >= 0) {
            // (see Step::stop_col) the bound as a number, once per frame
            Num bound = st.stop_bound->eval_num(pool_, frame(k));
            for (RowId r = first[k]; r != kNoRow; r = more[k] ? ix.next(r) : kNoRow) {
              const Value* row = T.row(r);
              int c = compare_num(num_of(row[st.stop_col]), bound);
              if (st.stop_strict ? c != 1 : c != 1 && c != 0) break;
              push(frame(k), st, row);
            }
            continue;
          }
          for (RowId r = first[k]; r != kNoRow; r = more[k] ? ix.next(r) : kNoRow) push(frame(k), st, T.row(r));
        }
        if (m) exec_block(steps, i + 1, depth + 1, m, ctx);
        return;
      }
      default:
        break;
    }
    // No block form: the rest of the plan frame by frame.
    for (unsigned k = 0; k < n; ++k) {
      const Value* f = frame(k);
      std::copy(f, f + stride, ctx.slots.begin());
      exec(steps, i, ctx);
    }
    return;
  }
}

void Evaluator::fire(int rule_plan, int trigger, RowId row, Ctx& ctx) {
  const RulePlan& rp = plan_.rules[rule_plan];
  const TriggerPlan& tp = rp.triggers[trigger];
  start_rule(rp, ctx);
  try {
    if (tp.rel >= 0 && !apply_cols(tp.match, tables_[tp.rel]->row(row), ctx.slots.data())) return;
    exec(tp.steps, 0, ctx);
  } catch (const Error& e) {
    rethrow_in_rule(rp, e);
  }
}

bool Evaluator::negations_hold(int rule_plan, const Value*, const Value* env, const Timestamp* early) {
  return negations_hold(plan_.rules[rule_plan], env, early);
}

bool Evaluator::negations_hold(const RulePlan& rp, const Value* env, const Timestamp* early) {
  Ctx& ctx = *neg_ctx_;
  ctx.timed.clear();
  ctx.rp = &rp;
  ctx.negation = true;
  ctx.route = nullptr;
  ctx.early = early;
  ctx.slots.assign(rp.nslots, 0);
  for (std::size_t k = 0; k < rp.env.size(); ++k) ctx.slots[rp.env[k]] = env[k];
  for (const auto& steps : rp.negs) {
    bool found;
    try {
      found = exec(steps, 0, ctx);
    } catch (const Error& e) {
      std::string m = e.what();
      if (m.find("in clause:") != std::string::npos) throw;
      const Rule& r = p_.rules[rp.rule];
      throw Error(r.loc.where() + ": " + m + "\n    in clause: " + r.loc.clause);
    }
    if (found) return false;
  }
  return true;
}

void Evaluator::fire_initial() {
  Ctx ctx;
  for (std::size_t i = 0; i < plan_.rules.size(); ++i)
    for (std::size_t t = 0; t < plan_.rules[i].triggers.size(); ++t)
      if (plan_.rules[i].triggers[t].goal < 0) fire(static_cast<int>(i), static_cast<int>(t), 0, ctx);
}

void Evaluator::evaluate_batch(const Timestamp& t, std::vector<Value>& entries) {
  now_ = t;
  started_ = true;
  ++stats_.batches;
  rounds(entries, true);
}

// `first`: the first round of the timestamp (plans marked skip_first_round
// are skipped: nothing of this time existed before it). Tuples received
// from other tasks continue the rounds of the current time.
void Evaluator::rounds(std::vector<Value>& entries, bool first) {
  std::vector<Value>& input = input_;
  input.clear();
  input.swap(entries);
  std::vector<Value>& next = next_;
  next.clear();
  Ctx& ctx = *ctx_;
  for (; !input.empty(); first = false) {
    ++stats_.rounds;
    for (std::size_t r = 0; r < tables_.size(); ++r) round_start_[r] = tables_[r]->size();
    // Insert the round's tuples; negations are decided now, when everything
    // earlier is known.
    // A cursor a few entries ahead prefetches the hash slots the inserts
    // will touch (big tables: each insert is otherwise a cache miss).
    std::size_t ahead = 0;
    auto entry_size = [&](std::size_t k) {
      std::uint64_t meta = input[k];
      int rp = static_cast<int>(meta >> 32) - 1;
      return 1 + p_.relations[meta & kRelMask].arity + (rp >= 0 ? plan_.rules[rp].env.size() : 0);
    };
    for (int i = 0; i < 8 && ahead < input.size(); ++i) {
      tables_[input[ahead] & kRelMask]->prefetch(&input[ahead + 1]);
      ahead += entry_size(ahead);
    }
    for (std::size_t k = 0; k < input.size();) {
      if (ahead < input.size()) {
        tables_[input[ahead] & kRelMask]->prefetch(&input[ahead + 1]);
        ahead += entry_size(ahead);
      }
      std::uint64_t meta = input[k];
      int rel = static_cast<int>(meta & kRelMask);
      int rp = static_cast<int>(meta >> 32) - 1;
      const Value* row = &input[k + 1];
      unsigned arity = p_.relations[rel].arity;
      unsigned nenv = rp >= 0 ? static_cast<unsigned>(plan_.rules[rp].env.size()) : 0;
      k += 1 + arity + nenv;
      Table& T = *tables_[rel];
      if (routing_ && !(meta & kPlaced) && route_mode_[rel]) {
        // Negations are decided here, by the task that derived the tuple.
        if (rp >= 0 && !negations_hold(rp, row, row + arity)) {
          ++stats_.rejected_by_negation;
          continue;
        }
        deliver(rel, row);
        continue;
      }
      if (rp >= 0) {
        if (T.contains(row)) continue;
        if (!negations_hold(rp, row, row + arity)) {
          ++stats_.rejected_by_negation;
          continue;
        }
      }
      if (T.insert(row)) ++stats_.inserted;
    }
    input.clear();
    next_round_ = &next;
    for (std::size_t rel = 0; rel < tables_.size(); ++rel) {
      RowId from = round_start_[rel], to = tables_[rel]->size();
      if (from == to) continue;
      for (auto [rpi, ti] : plan_.triggered_by[rel]) {
        if (first && plan_.rules[rpi].triggers[ti].skip_first_round) continue;
        fire_rows(rpi, ti, from, to, ctx);
      }
    }
    next_round_ = nullptr;
    input.swap(next);
  }
}

// ---- distribution ---------------------------------------------------------

void Evaluator::set_routing(int task, int num_tasks, Outbox* out) {
  routing_ = true;
  task_ = task;
  num_tasks_ = num_tasks;
  out_ = out;
  route_mode_.assign(p_.relations.size(), 0);
  for (std::size_t rel = 0; rel < p_.relations.size(); ++rel) {
    const std::vector<int>& rs = plan_.routes_of[rel];
    if (rs.empty()) continue;
    bool timeless = std::all_of(rs.begin(), rs.end(), [&](int r) { return plan_.routes[r].timeless; });
    route_mode_[rel] = timeless ? 2 : 1;
  }
  for (RulePlan& rp : plan_.rules) {
    const Rule& r = p_.rules[rp.rule];
    rp.negs_read_config_only = true;
    for (const Goal& g : r.body)
      if (g.kind == GoalKind::Not)
        for (const Goal& sub : g.sub)
          if (sub.kind == GoalKind::Relation && p_.relations[sub.rel].stratified) rp.negs_read_config_only = false;
  }
  route_memo_.assign(p_.relations.size(), RouteMemo{});
  for (std::size_t rel = 0; rel < p_.relations.size(); ++rel) {
    if (route_mode_[rel] != 2) continue;
    std::vector<unsigned> cols;
    for (int r : plan_.routes_of[rel])
      for (unsigned c : plan_.routes[r].reads)
        if (std::find(cols.begin(), cols.end(), c) == cols.end()) cols.push_back(c);
    if (!cols.empty() && cols.size() <= 2) route_memo_[rel].cols = cols;
  }
}

void Evaluator::route_emitted(int rel, const Value* row, std::vector<int>& dests) {
  RouteMemo& m = route_memo_[rel];
  if (m.cols.empty()) {
    route(rel, row, dests);
    return;
  }
  const Value a = row[m.cols[0]], b = m.cols.size() > 1 ? row[m.cols[1]] : 0;
  const std::uint64_t h = value_hash(a) * 31 + value_hash(b);
  auto& bucket = m.by_hash[h];
  for (auto& [key, ds] : bucket)
    if (key.first == a && key.second == b) {
      dests = ds;
      return;
    }
  route(rel, row, dests);
  if (++m.size > kRouteMemoMax) {  // (nearly) every tuple its own key: give up
    m.cols.clear();
    m.by_hash.clear();
    return;
  }
  bucket.push_back({{a, b}, dests});
}

void Evaluator::route(int rel, const Value* row, std::vector<int>& dests) {
  dests.clear();
  Ctx& ctx = *route_ctx_;
  for (int ri : plan_.routes_of[rel]) {
    const RoutePlan& r = plan_.routes[ri];
    const TriggerPlan* tp = nullptr;
    for (const TriggerPlan& t : r.rp.triggers)
      if (t.goal == 0) tp = &t;
    if (tp == nullptr) continue;
    start_rule(r.rp, ctx);
    ctx.route = &r;
    ctx.dests = &dests;
    try {
      if (apply_cols(tp->match, row, ctx.slots.data())) exec(tp->steps, 0, ctx);
    } catch (const Error& e) {
      std::string m = e.what();
      if (m.find("in clause:") != std::string::npos) throw;
      const Distribute& d = p_.distributes[r.statement];
      throw Error(d.loc.where() + ": " + m + " routing tuple " + tuple_text(rel, row) + "\n    in clause: " +
                  d.loc.clause);
    }
  }
  ctx.route = nullptr;
  if (dests.size() > 1) {
    std::sort(dests.begin(), dests.end());
    dests.erase(std::unique(dests.begin(), dests.end()), dests.end());
  }
}

void Evaluator::deliver(int rel, const Value* row) {
  route(rel, row, dests_);
  if (dests_.empty()) {
    ++stats_.dropped;
    return;
  }
  const unsigned arity = p_.relations[rel].arity;
  for (int d : dests_) {
    if (d == task_) {
      if (tables_[rel]->insert(row)) ++stats_.inserted;
      continue;
    }
    put_tuple(out_->to[d], rel, row, arity);
    ++stats_.sent;
  }
}

void Evaluator::begin(const RunOptions& opt) {
  opt_ = &opt;
  machine_ = opt.machine;
  t0_ = last_report_ = std::chrono::steady_clock::now();
  reported_ = false;
  if (!fired_initial_) {
    fired_initial_ = true;
    fire_initial();
  }
}

bool Evaluator::pending(Timestamp& t) {
  // Tuples derived before the configuration relations were complete are
  // routed once they are: when nothing of the bottom of time is pending.
  if (!deferred_.empty() && (queue_.empty() || !queue_.top_time().empty())) flush_deferred();
  if (queue_.empty()) return false;
  t = queue_.top_time();
  return true;
}

void Evaluator::flush_deferred() {
  std::vector<Value> entries;
  entries.swap(deferred_);
  std::vector<Timestamp> times;
  times.swap(deferred_times_);
  std::size_t k = 0;
  for (const Timestamp& time : times) {
    const std::uint64_t meta = entries[k];
    const int rel = static_cast<int>(meta & kRelMask);
    const int rpi = static_cast<int>(meta >> 32) - 1;
    const unsigned arity = p_.relations[rel].arity;
    const Value* row = &entries[k + 1];
    k += 1 + arity + (rpi >= 0 ? plan_.rules[rpi].env.size() : 0);
    // (negations of configuration relations only: everything they read is
    // earlier than the tuple and final now)
    if (rpi >= 0 && !negations_hold(plan_.rules[rpi], row + arity, &time)) {
      ++stats_.rejected_by_negation;
      continue;
    }
    route_emitted(rel, row, emit_dests_);
    bool here = false;
    for (int d : emit_dests_) {
      if (d == task_) {
        here = true;
        continue;
      }
      put_tuple(out_->to[d], rel, row, arity);
      ++stats_.sent;
    }
    if (emit_dests_.empty()) ++stats_.dropped;
    if (here) {
      Value* e = queue_.append(time, 1 + arity);
      e[0] = static_cast<Value>(rel) | kPlaced;
      std::copy(row, row + arity, e + 1);
    }
  }
}

void Evaluator::advance(const Timestamp& t) {
  tick();
  batch_entries_.clear();
  if (!queue_.empty() && order_.compare(queue_.top_time(), t) == 0) queue_.pop(batch_time_, batch_entries_);
  evaluate_batch(t, batch_entries_);
}

void Evaluator::receive(std::vector<Value>& entries) {
  // Tuples of the current time join its rounds; later ones wait in the
  // queue (sent when derived). Earlier ones cannot come from a task that
  // keeps time with this one.
  current_.clear();
  for (std::size_t k = 0; k < entries.size();) {
    const int rel = static_cast<int>(entries[k] & kRelMask);
    const unsigned arity = p_.relations[rel].arity;
    const Value* row = &entries[k + 1];
    ++stats_.received;
    time_of(rel, row, scratch_time_);
    int c = started_ ? order_.compare(scratch_time_, now_) : 1;
    if (c < 0)
      throw Error("bad tuple from another task: " + tuple_text(rel, row) + " has time " +
                  format_timestamp(scratch_time_) + ", earlier than the time being evaluated " +
                  format_timestamp(now_));
    if (c == 0) current_.insert(current_.end(), entries.begin() + k, entries.begin() + k + 1 + arity);
    else std::copy(entries.begin() + k, entries.begin() + k + 1 + arity, queue_.append(scratch_time_, 1 + arity));
    k += 1 + arity;
  }
  if (!current_.empty()) rounds(current_, false);
}

void Evaluator::end() {
  opt_ = nullptr;
  stats_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0_).count();
}

void Evaluator::tick() {
  if (!opt_) return;
  if (opt_->interrupt && opt_->interrupt->load(std::memory_order_relaxed)) throw Interrupted{};
  if (!opt_->progress) return;
  auto now = std::chrono::steady_clock::now();
  if (now - t0_ > std::chrono::seconds(2) && now - last_report_ > std::chrono::seconds(1)) {
    last_report_ = now;
    std::size_t tuples = 0;
    for (auto& tb : tables_) tuples += tb->size();
    std::fprintf(stderr, "\r[kea-starlog] time %s, %llu timestamps, %zu tuples, %zu pending timestamps   ",
                 format_timestamp(now_).substr(0, 40).c_str(), static_cast<unsigned long long>(stats_.batches),
                 tuples, queue_.size());
    reported_ = true;
  }
}

RunStatus Evaluator::run(const RunOptions& opt) {
  opt_ = &opt;
  machine_ = opt.machine;
  t0_ = last_report_ = std::chrono::steady_clock::now();
  reported_ = false;
  RunStatus status = RunStatus::Completed;
  try {
    if (!fired_initial_) {
      fired_initial_ = true;
      fire_initial();
    }
    for (;;) {
      // (tuples waiting for their routes are routed when the bottom of
      // time is over: see pending())
      if (routing_ && !deferred_.empty() && (queue_.empty() || !queue_.top_time().empty())) flush_deferred();
      if (queue_.empty()) break;
      tick();
      const Timestamp& top = queue_.top_time();
      if (opt.has_max_time && !top.empty() && order_.compare_element(top[0], opt.max_time) > 0) {
        status = RunStatus::TimeBound;
        break;
      }
      queue_.pop(batch_time_, batch_entries_);
      if (batch_entries_.empty()) continue;  // every entry was refused early
      evaluate_batch(batch_time_, batch_entries_);
    }
  } catch (const Interrupted&) {
    status = RunStatus::Interrupted;
  } catch (...) {
    if (reported_) std::fprintf(stderr, "\n");
    opt_ = nullptr;
    throw;
  }
  if (reported_) std::fprintf(stderr, "\n");
  opt_ = nullptr;
  stats_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0_).count();
  return status;
}

}  // namespace kea::starlog
