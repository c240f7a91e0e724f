#include "starlog/plan.hpp"

#include <algorithm>
#include <unordered_map>

#include "engine/syntax/writer.hpp"
#include "starlog/error.hpp"

namespace kea::starlog {
namespace {

class RulePlanner {
 public:
  RulePlanner(const Program& p, const Rule& r, ValuePool& pool, const TimeOrder& order, const TaskInfo& task)
      : p_(p), r_(r), pool_(pool), order_(order), task_(task), cells_(r.var_cells) {
    for (std::size_t i = 0; i < r.var_cells.size(); ++i)
      names_.push_back(r.var_names[i].empty() ? "_" + std::to_string(i) : r.var_names[i]);
    nslots_ = static_cast<int>(r.var_cells.size());
    head_time_ = literal_time(p, r, r.head_rel, r.head_args);
  }

  RulePlan plan() {
    RulePlan rp;
    rp.rule = r_.id;
    rp.head_rel = r_.head_rel;
    check_static_causality();
    std::vector<int> positives;
    for (std::size_t i = 0; i < r_.body.size(); ++i)
      if (r_.body[i].kind == GoalKind::Relation) positives.push_back(static_cast<int>(i));
    std::vector<bool> final_bound;
    if (positives.empty()) {
      rp.triggers.push_back(plan_trigger(-1, positives, final_bound));
    } else {
      for (int g : positives) rp.triggers.push_back(plan_trigger(g, positives, final_bound));
    }
    // The head and the negations' environment, with everything bound.
    bound_ = final_bound;
    for (Cell x : r_.head_args) {
      require_bound(x, "the head");
      rp.head.push_back(compile(x));
    }
    std::vector<bool> outer(cells_.size(), false);
    for (std::size_t i = 0; i < r_.body.size(); ++i)
      if (r_.body[i].kind != GoalKind::Not) mark_vars(r_.body[i].term, outer);
    mark_vars(r_.head, outer);
    std::vector<bool> in_neg(cells_.size(), false);
    for (const Goal& g : r_.body) {
      if (g.kind != GoalKind::Not) continue;
      mark_vars(g.term, in_neg);
    }
    for (std::size_t s = 0; s < outer.size(); ++s)
      if (outer[s] && in_neg[s]) rp.env.push_back(static_cast<int>(s));
    for (const Goal& g : r_.body) {
      if (g.kind != GoalKind::Not) continue;
      bound_.assign(nslots_, false);
      for (int s : rp.env) bound_[s] = true;
      std::vector<const Goal*> goals;
      for (const Goal& s : g.sub) goals.push_back(&s);
      std::vector<Step> steps;
      schedule(goals, steps, -1, {}, true);
      rp.negs.push_back(std::move(steps));
    }
    rp.nslots = nslots_;
    rp.slot_names = names_;
    rp.slot_names.resize(nslots_, "_tmp");
    rp.head_text = p_.relations[r_.head_rel].indicator();
    return rp;
  }

 private:
  [[noreturn]] void fail(const std::string& msg) {
    throw Error(r_.loc.where() + ": " + msg + "\n    in clause: " + r_.loc.clause);
  }
  std::string show(Cell t) {
    std::vector<std::pair<std::string, Cell>> nm;
    for (std::size_t i = 0; i < cells_.size(); ++i)
      if (cells_[i]) nm.emplace_back(names_[i], make_ref(cells_[i]));
    WriteOptions wo = writeq_options();
    wo.variable_names = &nm;
    return term_to_string(p_.rt, t, wo);
  }
  int slot(Cell v) const {
    Cell* p = cell_ptr(deref(v));
    for (std::size_t i = 0; i < cells_.size(); ++i)
      if (cells_[i] == p) return static_cast<int>(i);
    return -1;
  }
  bool anonymous(Cell v) const {
    int s = slot(v);
    return s >= 0 && static_cast<std::size_t>(s) < r_.occurrences.size() && r_.occurrences[s] == 1;
  }
  void mark_vars(Cell t, std::vector<bool>& out) {
    std::vector<Cell> vs;
    term_vars(t, vs);
    for (Cell v : vs) {
      int s = slot(v);
      if (s >= 0) out[s] = true;
    }
  }
  bool all_bound(Cell t, const std::vector<bool>& b) const {
    std::vector<Cell> vs;
    term_vars(t, vs);
    for (Cell v : vs) {
      int s = slot(v);
      if (s < 0 || !b[s]) return false;
    }
    return true;
  }
  bool ground(Cell t) const { return all_bound(t, bound_); }
  void require_bound(Cell t, const char* where) {
    std::vector<Cell> vs;
    term_vars(t, vs);
    for (Cell v : vs) {
      int s = slot(v);
      if (s < 0 || !bound_[s])
        fail("unsafe variable " + (s >= 0 ? names_[s] : std::string("_")) + " in " + where +
             ": it is not bound by a positive body goal");
    }
  }
  static Expr constant_expr(Value v) {
    Expr e;
    e.constant = true;
    e.value = v;
    e.text = format_value(v);
    return e;
  }
  Expr compile(Cell t) {
    try {
      return compile_expr(
          t, [this](Cell v) { return slot(v); }, [this](int s) { return names_[s]; }, pool_, p_.rt);
    } catch (const Error& e) {
      fail(std::string(e.what()) + " in `" + show(t) + "`");
    }
  }

  void check_static_causality() {
    for (const Goal& g : r_.body) {
      if (g.kind == GoalKind::Relation) {
        SymTime b = literal_time(p_, r_, g.rel, g.args);
        if (compare_time(order_, b, head_time_) == TimeCmp::Greater)
          fail("causality violated: the rule reads `" + show(g.term) + "` at time " +
               format_sym_time(b) + ", later than its head `" + show(r_.head) + "` at time " +
               format_sym_time(head_time_));
      } else if (g.kind == GoalKind::Not) {
        for (const Goal& s : g.sub) {
          if (s.kind != GoalKind::Relation) continue;
          SymTime b = literal_time(p_, r_, s.rel, s.args);
          TimeCmp c = compare_time(order_, b, head_time_);
          if (c == TimeCmp::Greater || c == TimeCmp::Equal)
            fail("causality violated: the rule reads `" + show(s.term) + "` under negation at time " +
                 format_sym_time(b) + ", not strictly earlier than its head `" + show(r_.head) +
                 "` at time " + format_sym_time(head_time_));
        }
      }
    }
  }

  // ---- matching a row against a literal ---------------------------------
  struct Deferred {
    Cell term;
    int temp;
  };

  Pattern compile_pattern(Cell t, std::vector<bool>& newly) {
    t = deref(t);
    Pattern pt;
    if (is_var(t)) {
      int s = slot(t);
      if (bound_[s] || newly[s]) {
        pt.kind = Pattern::Test;
        pt.expr = compile(t);
      } else {
        pt.kind = Pattern::Bind;
        pt.slot = s;
        newly[s] = true;
      }
      return pt;
    }
    std::vector<bool> both = bound_;
    for (std::size_t i = 0; i < both.size(); ++i) both[i] = both[i] || newly[i];
    if (all_bound(t, both) || is_arith_term(t) || !(is_str(t) || is_list(t))) {
      pt.kind = Pattern::Test;
      if (!all_bound(t, both)) fail("cannot evaluate `" + show(t) + "`: its variables are not bound here");
      std::vector<bool> save = bound_;
      bound_ = both;
      pt.expr = compile(t);
      bound_ = save;
      return pt;
    }
    pt.kind = Pattern::Compound;
    if (is_list(t)) {
      pt.kids.push_back(compile_pattern(list_head(t), newly));
      pt.kids.push_back(compile_pattern(list_tail(t), newly));
    } else {
      pt.f = functor_of(t);
      for (unsigned i = 0; i < arity_of(t); ++i) pt.kids.push_back(compile_pattern(arg(t, i), newly));
    }
    return pt;
  }

  // Column ops for literal `g`. With `keys`, bound columns become lookup
  // keys; without (the trigger), they become tests.
  std::vector<ColumnOp> match_row(const Goal& g, std::vector<unsigned>* key_cols, std::vector<Expr>* keys,
                                  std::vector<Deferred>& deferred) {
    const Relation& R = p_.relations[g.rel];
    std::vector<ColumnOp> ops;
    std::vector<bool> newly(nslots_, false);
    std::vector<unsigned> pending;
    for (unsigned c = 0; c < R.arity; ++c) {
      Cell x = deref(g.args[c]);
      if (is_var(x)) {
        int s = slot(x);
        if (anonymous(x)) continue;
        if (bound_[s]) {
          if (key_cols) {
            key_cols->push_back(c);
            keys->push_back(compile(x));
          } else {
            ColumnOp op;
            op.kind = ColumnOp::Test;
            op.col = c;
            op.expr = compile(x);
            ops.push_back(std::move(op));
          }
        } else if (newly[s]) {
          ColumnOp op;
          op.kind = ColumnOp::Test;
          op.col = c;
          op.expr = compile_with(x, newly);
          ops.push_back(std::move(op));
        } else {
          ColumnOp op;
          op.kind = ColumnOp::Bind;
          op.col = c;
          op.slot = s;
          newly[s] = true;
          ops.push_back(std::move(op));
        }
        continue;
      }
      if (ground(x)) {
        if (key_cols) {
          key_cols->push_back(c);
          keys->push_back(compile(x));
        } else {
          ColumnOp op;
          op.kind = ColumnOp::Test;
          op.col = c;
          op.expr = compile(x);
          ops.push_back(std::move(op));
        }
        continue;
      }
      pending.push_back(c);
    }
    bool progress = true;
    while (!pending.empty() && progress) {
      progress = false;
      for (std::size_t k = 0; k < pending.size(); ++k) {
        unsigned c = pending[k];
        Cell x = deref(g.args[c]);
        std::vector<bool> both = bound_;
        for (int i = 0; i < nslots_; ++i) both[i] = both[i] || newly[i];
        ColumnOp op;
        op.col = c;
        bool done = false;
        if (all_bound(x, both)) {
          op.kind = ColumnOp::Test;
          op.expr = compile_with(x, newly);
          done = true;
        } else if (is_arith_term(x) && R.types[c] == Type::Int && arity_of(x) == 2 &&
                   (is_named(x, "+", 2) || is_named(x, "-", 2))) {
          Cell l = deref(arg(x, 0)), rr = deref(arg(x, 1));
          bool plus = is_named(x, "+", 2);
          if (is_var(l) && !both[slot(l)] && all_bound(rr, both)) {
            op.kind = plus ? ColumnOp::InvAdd : ColumnOp::InvSub;  // l = col - rr | col + rr
            op.slot = slot(l);
            op.expr = compile_with(rr, newly);
            done = true;
          } else if (is_var(rr) && !both[slot(rr)] && all_bound(l, both)) {
            op.kind = plus ? ColumnOp::InvAdd : ColumnOp::InvRSub;  // rr = col - l | l - col
            op.slot = slot(rr);
            op.expr = compile_with(l, newly);
            done = true;
          }
          if (done) newly[op.slot] = true;
        } else if (!is_arith_term(x) && (is_str(x) || is_list(x))) {
          op.kind = ColumnOp::Match;
          op.pattern = compile_pattern(x, newly);
          done = true;
        }
        if (done) {
          ops.push_back(std::move(op));
          pending.erase(pending.begin() + k);
          progress = true;
          break;
        }
      }
    }
    for (unsigned c : pending) {
      // Not decidable yet: keep the column in a temporary slot and test it
      // once the expression's variables are bound.
      int t = nslots_++;
      bound_.push_back(false);
      newly.push_back(true);
      names_.push_back("_col" + std::to_string(t));
      ColumnOp op;
      op.kind = ColumnOp::Bind;
      op.col = c;
      op.slot = t;
      ops.push_back(std::move(op));
      deferred.push_back({g.args[c], t});
    }
    for (int i = 0; i < nslots_; ++i)
      if (newly[i]) bound_[i] = true;
    return ops;
  }

  Expr compile_with(Cell x, const std::vector<bool>& newly) {
    std::vector<bool> save = bound_;
    for (std::size_t i = 0; i < bound_.size() && i < newly.size(); ++i) bound_[i] = bound_[i] || newly[i];
    Expr e = compile(x);
    bound_ = save;
    return e;
  }

  // ---- scheduling -------------------------------------------------------
  bool try_builtin(const Goal& g, std::vector<Step>& steps) {
    Step st;
    st.text = show(g.term);
    auto plain_unbound = [&](Cell x) {
      x = deref(x);
      return is_var(x) && !bound_[slot(x)];
    };
    auto bind_to = [&](Cell var, Cell e) {
      st.kind = Step::Bind;
      st.slot = slot(var);
      st.e1 = compile(e);
      bound_[st.slot] = true;
    };
    switch (g.kind) {
      case GoalKind::True: return true;
      case GoalKind::Compare: {
        if (!ground(g.args[0]) || !ground(g.args[1])) return false;
        static const char* ops[] = {"<", ">", "=<", ">=", "=:=", "=\\="};
        for (int i = 0; i < 6; ++i)
          if (g.op == ops[i]) st.cmp = i;
        st.kind = Step::Compare;
        st.e1 = compile_arith(g.args[0]);
        st.e2 = compile_arith(g.args[1]);
        break;
      }
      case GoalKind::Is:
        if (!ground(g.args[1])) return false;
        if (plain_unbound(g.args[0])) {
          bind_to(g.args[0], g.args[1]);
          st.e1 = compile_arith(g.args[1]);
        } else if (ground(g.args[0])) {
          st.kind = Step::TestEq;
          st.e1 = compile(g.args[0]);
          st.e2 = compile_arith(g.args[1]);
        } else {
          return false;
        }
        break;
      case GoalKind::Unify:
        if (ground(g.args[0]) && ground(g.args[1])) {
          st.kind = Step::TestEq;
          st.e1 = compile(g.args[0]);
          st.e2 = compile(g.args[1]);
        } else if (plain_unbound(g.args[0]) && ground(g.args[1])) {
          bind_to(g.args[0], g.args[1]);
        } else if (plain_unbound(g.args[1]) && ground(g.args[0])) {
          bind_to(g.args[1], g.args[0]);
        } else {
          int side = ground(g.args[0]) ? 0 : ground(g.args[1]) ? 1 : -1;
          if (side < 0) return false;
          Cell pat = deref(g.args[1 - side]);
          if (is_arith_term(pat) || !(is_str(pat) || is_list(pat))) return false;
          st.kind = Step::Match;
          st.e1 = compile(g.args[side]);
          std::vector<bool> newly(nslots_, false);
          st.pattern = compile_pattern(pat, newly);
          for (int i = 0; i < nslots_; ++i)
            if (newly[i]) bound_[i] = true;
        }
        break;
      case GoalKind::NotUnify:
        if (!ground(g.args[0]) || !ground(g.args[1])) return false;
        st.kind = Step::TestNe;
        st.e1 = compile(g.args[0]);
        st.e2 = compile(g.args[1]);
        break;
      case GoalKind::Range:
        if (!ground(g.args[0]) || !ground(g.args[1])) return false;
        if (ground(g.args[2])) {
          st.kind = Step::RangeTest;
          st.e1 = compile_arith(g.args[0]);
          st.e2 = compile_arith(g.args[1]);
          st.pattern.expr = compile_arith(g.args[2]);
          break;
        }
        return false;  // a generator: chosen with the lookups
      case GoalKind::CurrTask:
      case GoalKind::NumTasks:
      case GoalKind::NumNodes: {
        // Constants of the task this plan is made for.
        Value v = make_small_int(g.kind == GoalKind::CurrTask   ? task_.task
                                 : g.kind == GoalKind::NumTasks ? task_.num_tasks
                                                                : task_.num_nodes);
        Cell x = deref(g.args[0]);
        if (plain_unbound(x)) {
          st.kind = Step::Bind;
          st.slot = slot(x);
          st.e1 = constant_expr(v);
          bound_[st.slot] = true;
        } else if (ground(x)) {
          st.kind = Step::TestEq;
          st.e1 = compile(x);
          st.e2 = constant_expr(v);
        } else {
          return false;
        }
        break;
      }
      case GoalKind::Tasks: {
        // tasks(T): 0 =< T < num_tasks; with T unbound a generator, chosen
        // with the lookups like range/3.
        if (!ground(g.args[0])) return false;
        st.kind = Step::RangeTest;
        st.e1 = constant_expr(make_small_int(0));
        st.e2 = constant_expr(make_small_int(task_.num_tasks));
        st.pattern.expr = compile_arith(g.args[0]);
        break;
      }
      default: return false;
    }
    steps.push_back(std::move(st));
    return true;
  }

  // A Prolog goal runs as soon as its inputs (Goal::inputs) are bound.
  bool try_prolog(const Goal& g, std::vector<Step>& steps) {
    for (Cell* in : g.inputs)
      if (!bound_[slot(make_ref(in))]) return false;
    Step st;
    st.kind = Step::Prolog;
    st.text = show(g.term);
    st.goal = g.term;
    std::vector<Cell> vs;
    term_vars(g.term, vs);
    for (Cell v : vs) {
      int s = slot(v);
      st.goal_vars.push_back({v, s, bound_[s], !bound_[s] && !anonymous(v)});
    }
    for (const Step::PrologVar& pv : st.goal_vars) bound_[pv.slot] = true;
    steps.push_back(std::move(st));
    return true;
  }

  Expr compile_arith(Cell t) {
    // Arithmetic context: an atom operand is an evaluable constant (pi), a
    // bare variable is read as is.
    t = deref(t);
    if (is_atom(t)) {
      Num n;
      if (!lookup_arith_constant(atom_of(t)->view(), n)) fail("type_error(evaluable, " + show(t) + "/0)");
      Expr e;
      e.constant = true;
      e.value = value_of(pool_, n);
      e.text = show(t);
      return e;
    }
    return compile(t);
  }

  void schedule(std::vector<const Goal*> goals, std::vector<Step>& steps, int trigger_pos,
                const std::vector<int>& positives, bool negation) {
    std::vector<Deferred> deferred;
    auto pos_index = [&](const Goal* g) {
      for (std::size_t i = 0; i < positives.size(); ++i)
        if (&r_.body[positives[i]] == g) return static_cast<int>(i);
      return -1;
    };
    while (!goals.empty() || !deferred.empty()) {
      bool progress = true;
      while (progress) {
        progress = false;
        for (std::size_t k = 0; k < deferred.size(); ++k) {
          if (!ground(deferred[k].term)) continue;
          Step st;
          st.kind = Step::TestEq;
          st.e1 = compile(deferred[k].term);
          st.e2 = Expr();
          st.e2.slot = deferred[k].temp;
          st.e2.text = names_[deferred[k].temp];
          st.text = st.e1.text + " = " + st.e2.text;
          steps.push_back(std::move(st));
          deferred.erase(deferred.begin() + k);
          progress = true;
          break;
        }
        for (std::size_t k = 0; k < goals.size(); ++k) {
          const Goal* g = goals[k];
          if (g->kind == GoalKind::Relation || g->kind == GoalKind::Not) continue;
          if (g->kind == GoalKind::Prolog ? try_prolog(*g, steps) : try_builtin(*g, steps)) {
            goals.erase(goals.begin() + k);
            progress = true;
            break;
          }
        }
      }
      // The best generator: a lookup with the most bound columns, else a
      // range, else a scan.
      int best = -1;
      double best_score = -1;
      for (std::size_t k = 0; k < goals.size(); ++k) {
        const Goal* g = goals[k];
        double score = -1;
        if (g->kind == GoalKind::Relation) {
          unsigned keys = 0, used = 0;
          for (Cell x : g->args) {
            if (is_var(deref(x)) && anonymous(x)) continue;
            ++used;
            if (ground(x)) ++keys;
          }
          score = keys == 0 ? 0.1 : keys == used ? 100 : 1 + keys;
          // A relation of a few facts (parameters like board_size/3) is
          // cheap to scan and binds variables that make later keys.
          int facts = fact_count(g->rel);
          if (facts >= 0 && facts <= 64 && score < 50) score = 50 + keys;
        } else if (g->kind == GoalKind::Range && ground(g->args[0]) && ground(g->args[1])) {
          score = 0.5;
        } else if (g->kind == GoalKind::Tasks && is_var(deref(g->args[0]))) {
          score = 0.5;
        }
        if (score > best_score) {
          best_score = score;
          best = static_cast<int>(k);
        }
      }
      if (best < 0) {
        if (goals.empty() && deferred.empty()) break;
        std::string what = !goals.empty() ? show(goals[0]->term) : show(deferred[0].term);
        std::vector<Cell> vs;
        term_vars(!goals.empty() ? goals[0]->term : deferred[0].term, vs);
        std::string unb;
        // (the variable an `is` would define is not the unsafe one)
        Cell defined = !goals.empty() && goals[0]->kind == GoalKind::Is ? deref(goals[0]->args[0]) : 0;
        for (Cell v : vs) {
          int s = slot(v);
          if (s >= 0 && !bound_[s] && v != defined) unb += (unb.empty() ? "" : ", ") + names_[s];
        }
        fail("cannot evaluate `" + what + "`" + (negation ? " under negation" : "") +
             ": unsafe variable(s) " + unb + " (not bound by a positive body goal)");
      }
      const Goal* g = goals[best];
      goals.erase(goals.begin() + best);
      Step st;
      st.text = show(g->term);
      if (g->kind == GoalKind::Tasks) {
        st.kind = Step::RangeGen;
        st.e1 = constant_expr(make_small_int(0));
        st.e2 = constant_expr(make_small_int(task_.num_tasks));
        st.slot = slot(deref(g->args[0]));
        bound_[st.slot] = true;
        steps.push_back(std::move(st));
        continue;
      }
      if (g->kind == GoalKind::Range) {
        st.kind = Step::RangeGen;
        st.e1 = compile_arith(g->args[0]);
        st.e2 = compile_arith(g->args[1]);
        Cell x = deref(g->args[2]);
        if (!is_var(x)) fail("range/3: the third argument must be a variable or bound: `" + st.text + "`");
        st.slot = slot(x);
        bound_[st.slot] = true;
        steps.push_back(std::move(st));
        continue;
      }
      st.kind = Step::Lookup;
      st.rel = g->rel;
      st.cols = match_row(*g, &st.key_cols, &st.key, deferred);
      int pi = pos_index(g);
      st.old_only = !negation && trigger_pos >= 0 && pi >= 0 && pi < trigger_pos;
      if (negation) {
        SymTime b = literal_time(p_, r_, g->rel, g->args);
        st.check_time = compare_time(order_, b, head_time_) != TimeCmp::Less;
      }
      steps.push_back(std::move(st));
    }
  }

  // A lookup key computed by several lookups of one plan (Life's eight
  // neighbour lookups compute (X-1) mod Width three times) is computed once,
  // by a `let` into a new slot before its first use; its variables are bound
  // there and never rebound later in the plan.
  // Narrowing (see Step::narrow_lo): a range's variable compared, before
  // any other generator, with an expression of slots that were bound
  // before the range. Copies of the variable (X2 = I) count as it.
  static void expr_slots(const Expr& e, std::vector<int>& out) {
    if (e.slot >= 0) out.push_back(e.slot);
    for (const Instr& in : e.code)
      if (in.code == Instr::Slot) out.push_back(static_cast<int>(in.n));
  }
  static Expr plus_one(const Expr& e) {
    Expr r = e;
    if (r.slot >= 0) {
      r.code = {{Instr::Slot, ArithOp::Add, static_cast<std::uint32_t>(r.slot), 0, nullptr}};
      r.slot = -1;
    } else if (r.constant) {
      r.code = {{Instr::Const, ArithOp::Add, 0, r.value, nullptr}};
      r.constant = false;
    }
    r.code.push_back({Instr::Const, ArithOp::Add, 0, make_small_int(1), nullptr});
    r.code.push_back({Instr::Binary, ArithOp::Add, 0, 0, nullptr});
    r.int_only = false;
    r.icode.clear();
    r.fused = false;
    r.depth = std::max(r.depth, 2u);
    r.text = "(" + e.text + ")+1";
    return r;
  }
  void narrow_ranges(std::vector<Step>& steps) {
    for (std::size_t i = 0; i < steps.size(); ++i) {
      Step& range = steps[i];
      if (range.kind != Step::RangeGen) continue;
      std::vector<int> alias{range.slot}, later{range.slot};
      auto is_alias = [&](const Expr& e) {
        return e.slot >= 0 && std::find(alias.begin(), alias.end(), e.slot) != alias.end();
      };
      auto early = [&](const Expr& e) {
        std::vector<int> used;
        expr_slots(e, used);
        for (int u : used)
          if (std::find(later.begin(), later.end(), u) != later.end()) return false;
        return true;
      };
      for (std::size_t j = i + 1; j < steps.size(); ++j) {
        const Step& st = steps[j];
        if (st.kind == Step::Bind) {
          if (is_alias(st.e1)) alias.push_back(st.slot);
          later.push_back(st.slot);
          continue;
        }
        if (st.kind != Step::Compare && st.kind != Step::TestEq && st.kind != Step::TestNe && st.kind != Step::RangeTest)
          break;  // a generator or a step that binds: stop
        if (st.kind != Step::Compare) continue;
        // x < B, x =< B, x > B, x >= B, and the same with x on the right
        const Expr *x = nullptr, *b = nullptr;
        int cmp = st.cmp;
        if (is_alias(st.e1) && early(st.e2)) {
          x = &st.e1;
          b = &st.e2;
        } else if (is_alias(st.e2) && early(st.e1)) {
          x = &st.e2;
          b = &st.e1;
          static const int flip[] = {1, 0, 3, 2, 4, 5};
          cmp = flip[cmp];
        }
        if (!x) continue;
        switch (cmp) {
          case 0: range.narrow_hi.push_back(*b); break;            // x < B
          case 2: range.narrow_hi.push_back(plus_one(*b)); break;  // x =< B
          case 1: range.narrow_lo.push_back(plus_one(*b)); break;  // x > B
          case 3: range.narrow_lo.push_back(*b); break;            // x >= B
          default: break;
        }
      }
    }
  }

  void share_keys(std::vector<Step>& steps) {
    auto same = [](const Expr& a, const Expr& b) {
      if (a.code.size() != b.code.size()) return false;
      for (std::size_t i = 0; i < a.code.size(); ++i) {
        const Instr &x = a.code[i], &y = b.code[i];
        if (x.code != y.code || x.op != y.op || x.n != y.n || x.v != y.v || x.f != y.f) return false;
      }
      return true;
    };
    std::vector<Step> out;
    for (std::size_t i = 0; i < steps.size(); ++i) {
      Step& st = steps[i];
      if (st.kind == Step::Lookup) {
        for (Expr& e : st.key) {
          if (e.slot >= 0 || e.constant) continue;
          bool shared = false;
          for (std::size_t j = i + 1; j < steps.size() && !shared; ++j)
            if (steps[j].kind == Step::Lookup)
              for (const Expr& f : steps[j].key) shared = shared || same(e, f);
          if (!shared) continue;
          int s = nslots_++;
          bound_.push_back(true);
          names_.push_back("_k" + std::to_string(s));
          Expr ref;
          ref.slot = s;
          ref.depth = 1;
          ref.int_only = true;
          ref.code.push_back({Instr::Slot, ArithOp::Add, static_cast<std::uint32_t>(s), 0, nullptr});
          ref.text = e.text;
          for (std::size_t j = i + 1; j < steps.size(); ++j)
            if (steps[j].kind == Step::Lookup)
              for (Expr& f : steps[j].key)
                if (same(e, f)) f = ref;
          Step let;
          let.kind = Step::Bind;
          let.slot = s;
          let.e1 = std::move(e);
          let.text = let.e1.text;
          e = ref;
          out.push_back(std::move(let));
        }
      }
      out.push_back(std::move(st));
    }
    steps.swap(out);
  }

  TriggerPlan plan_trigger(int goal, const std::vector<int>& positives, std::vector<bool>& final_bound) {
    TriggerPlan tp;
    tp.goal = goal;
    bound_.assign(nslots_, false);
    std::vector<Deferred> deferred;
    int trigger_pos = -1;
    std::vector<const Goal*> goals;
    for (std::size_t i = 0; i < r_.body.size(); ++i)
      if (static_cast<int>(i) != goal && r_.body[i].kind != GoalKind::Not) goals.push_back(&r_.body[i]);
    if (goal >= 0) {
      const Goal& g = r_.body[goal];
      tp.rel = g.rel;
      tp.match = match_row(g, nullptr, nullptr, deferred);
      for (std::size_t i = 0; i < positives.size(); ++i)
        if (positives[i] == goal) trigger_pos = static_cast<int>(i);
      SymTime tt = literal_time(p_, r_, g.rel, g.args);
      for (int j = 0; j < trigger_pos; ++j) {
        const Goal& o = r_.body[positives[j]];
        if (compare_time(order_, literal_time(p_, r_, o.rel, o.args), tt) == TimeCmp::Equal)
          tp.skip_first_round = true;
      }
      for (int j : positives)
        if (j != goal &&
            compare_time(order_, literal_time(p_, r_, r_.body[j].rel, r_.body[j].args), tt) == TimeCmp::Greater)
          tp.dead = true;
    }
    // The trigger's deferred column tests join the schedule as filters.
    std::vector<Step> steps;
    for (const Deferred& d : deferred) pending_deferred_.push_back(d);
    schedule_with_deferred(goals, steps, trigger_pos, positives);
    share_keys(steps);
    narrow_ranges(steps);
    tp.steps = std::move(steps);
    // The head may only use variables bound by every trigger plan.
    if (final_bound.empty()) final_bound = bound_;
    else
      for (std::size_t i = 0; i < final_bound.size() && i < bound_.size(); ++i)
        final_bound[i] = final_bound[i] && bound_[i];
    final_bound.resize(nslots_, false);
    return tp;
  }

  void schedule_with_deferred(std::vector<const Goal*> goals, std::vector<Step>& steps, int trigger_pos,
                              const std::vector<int>& positives) {
    // Trigger column tests that wait for variables: filters in the schedule.
    std::vector<Deferred> d;
    d.swap(pending_deferred_);
    for (const Deferred& x : d) {
      Goal* fake = new_filter_goal(x);
      goals.push_back(fake);
    }
    schedule(goals, steps, trigger_pos, positives, false);
  }

  // A trigger's deferred column check as a goal `Expr = TempSlot`.
  Goal* new_filter_goal(const Deferred& d) {
    Cell var = make_ref(temp_cell(d.temp));
    Cell t = make_compound(*p_.store, functors::equals2, {d.term, var});
    filters_.push_back(std::make_unique<Goal>());
    Goal& g = *filters_.back();
    g.kind = GoalKind::Unify;
    g.term = t;
    g.args = {d.term, var};
    return &g;
  }
  Cell* temp_cell(int temp) {
    // The temp slot is a fresh variable cell registered in the rule's slot
    // table, so slot() finds it.
    auto it = temp_cells_.find(temp);
    if (it != temp_cells_.end()) return it->second;
    Cell v = p_.store->new_var();
    Cell* c = cell_ptr(v);
    temp_cells_[temp] = c;
    if (cells_.size() <= static_cast<std::size_t>(temp)) cells_.resize(temp + 1, nullptr);
    cells_[temp] = c;
    return c;
  }

  // Number of facts of a relation defined only by facts, else -1.
  int fact_count(int rel) const {
    int n = 0;
    for (const Rule& o : p_.rules) {
      if (o.head_rel != rel) continue;
      if (!(o.body.size() == 1 && o.body[0].kind == GoalKind::True)) return -1;
      ++n;
    }
    return n;
  }

  const Program& p_;
  const Rule& r_;
  ValuePool& pool_;
  const TimeOrder& order_;
  const TaskInfo task_;
  std::vector<std::string> names_;
  std::vector<bool> bound_;
  int nslots_ = 0;
  SymTime head_time_;
  std::vector<Deferred> pending_deferred_;
  std::vector<std::unique_ptr<Goal>> filters_;
  std::unordered_map<int, Cell*> temp_cells_;
  // The rule's variable cells by slot, then the planner's temporary slots
  // (columns tested once their expression's variables are bound).
  std::vector<Cell*> cells_;
};

std::string show_cols(const Program& p, const std::vector<ColumnOp>& ops, const std::vector<std::string>& names) {
  std::string s;
  for (const ColumnOp& op : ops) {
    s += s.empty() ? "" : " ";
    std::string c = "#" + std::to_string(op.col + 1);
    switch (op.kind) {
      case ColumnOp::Bind: s += names[op.slot] + ":=" + c; break;
      case ColumnOp::Test: s += c + "==" + op.expr.text; break;
      case ColumnOp::InvAdd: s += names[op.slot] + ":=" + c + "-(" + op.expr.text + ")"; break;
      case ColumnOp::InvSub: s += names[op.slot] + ":=" + c + "+(" + op.expr.text + ")"; break;
      case ColumnOp::InvRSub: s += names[op.slot] + ":=(" + op.expr.text + ")-" + c; break;
      case ColumnOp::Match: s += c + " matches pattern"; break;
    }
  }
  return s;
}

void describe_steps(const Program& p, const std::vector<Step>& steps, const std::vector<std::string>& names,
                    std::string& out, const char* indent) {
  static const char* cmp[] = {"<", ">", "=<", ">=", "=:=", "=\\="};
  for (const Step& st : steps) {
    out += indent;
    switch (st.kind) {
      case Step::Lookup: {
        const Relation& R = p.relations[st.rel];
        if (st.key_cols.empty()) out += "scan " + R.indicator();
        else if (st.key_cols.size() == R.arity) out += "member " + R.indicator();
        else out += "lookup " + R.indicator();
        if (!st.key_cols.empty()) {
          out += " key(";
          for (std::size_t i = 0; i < st.key_cols.size(); ++i)
            out += (i ? ", " : "") + std::string("#") + std::to_string(st.key_cols[i] + 1) + "=" + st.key[i].text;
          out += ")";
          if (st.key_cols.size() != R.arity) {
            out += " index[";
            for (std::size_t i = 0; i < st.key_cols.size(); ++i) out += (i ? "," : "") + std::to_string(st.key_cols[i] + 1);
            out += "]";
          }
        }
        if (st.old_only) out += " rows-before-round";
        if (st.check_time) out += " check-time";
        std::string c = show_cols(p, st.cols, names);
        if (!c.empty()) out += " then " + c;
        out += "   % " + st.text;
        break;
      }
      case Step::Compare: out += "test " + st.e1.text + " " + cmp[st.cmp] + " " + st.e2.text; break;
      case Step::Bind: out += "let " + names[st.slot] + " = " + st.e1.text; break;
      case Step::TestEq: out += "test " + st.e1.text + " == " + st.e2.text; break;
      case Step::TestNe: out += "test " + st.e1.text + " \\== " + st.e2.text; break;
      case Step::Match: out += "match " + st.text; break;
      case Step::RangeGen:
        out += "for " + names[st.slot] + " in [" + st.e1.text + ", " + st.e2.text + ")";
        for (const Expr& e : st.narrow_lo) out += ", >= " + e.text;
        for (const Expr& e : st.narrow_hi) out += ", < " + e.text;
        break;
      case Step::RangeTest: out += "test " + st.e1.text + " =< " + st.pattern.expr.text + " < " + st.e2.text; break;
      case Step::Prolog: {
        out += "call " + st.text;
        std::string in, outs;
        for (const Step::PrologVar& pv : st.goal_vars) {
          if (pv.bound) in += (in.empty() ? "" : ", ") + names[pv.slot];
          else if (pv.read) outs += (outs.empty() ? "" : ", ") + names[pv.slot];
        }
        out += "   % Prolog; in: " + (in.empty() ? std::string("-") : in) +
               "; out: " + (outs.empty() ? std::string("-") : outs);
        break;
      }
    }
    out += "\n";
  }
}

}  // namespace

Plan make_plan(const Program& p, ValuePool& pool, const TaskInfo& task) {
  Plan plan;
  TimeOrder order(&p.atom_rank);
  plan.triggered_by.resize(p.relations.size());
  for (const Relation& R : p.relations) {
    std::vector<Expr> ts;
    if (R.stratified) {
      Cell h = deref(R.strat_head);
      auto slot_of = [&](Cell v) {
        for (unsigned i = 0; i < R.arity; ++i)
          if (deref(arg(h, i)) == v) return static_cast<int>(i);
        return -1;
      };
      auto name_of = [](int s) { return "#" + std::to_string(s + 1); };
      for (Cell e : R.strat_by) {
        try {
          ts.push_back(compile_expr(e, slot_of, name_of, pool, p.rt));
        } catch (const Error& err) {
          throw Error(R.strat_loc.where() + ": " + err.what() + "\n    in clause: " + R.strat_loc.clause);
        }
      }
    }
    plan.rel_time.push_back(std::move(ts));
  }
  // Distribute statements: each is planned as its check rule, triggered by
  // the distributed tuple; a solution's destination is in dest_slot.
  plan.routes_of.resize(p.relations.size());
  for (std::size_t i = 0; i < p.distributes.size(); ++i) {
    const Distribute& d = p.distributes[i];
    RulePlanner rp(p, d.check, pool, order, task);
    RoutePlan route;
    route.statement = static_cast<int>(i);
    route.rp = rp.plan();
    route.dest_slot = d.dest_slot;
    if (d.combined) continue;  // (planned above: still checked)
    route.timeless = true;
    for (const Goal& g : d.body)
      if (g.kind == GoalKind::Not || (g.kind == GoalKind::Relation && p.relations[g.rel].stratified))
        route.timeless = false;
    std::vector<Cell> used;
    for (const Goal& g : d.body) term_vars(g.term, used);
    term_vars(d.to, used);
    for (unsigned c = 0; c < p.relations[d.rel].arity; ++c) {
      Cell x = deref(arg(deref(d.head), c));
      bool read = !is_var(x) || std::find(used.begin(), used.end(), x) != used.end();
      for (unsigned o = 0; o < c && !read; ++o) read = deref(arg(deref(d.head), o)) == x;  // p(X,X)
      for (unsigned o = c + 1; o < p.relations[d.rel].arity && !read; ++o) read = deref(arg(deref(d.head), o)) == x;
      if (read) route.reads.push_back(c);
    }
    plan.routes_of[d.rel].push_back(static_cast<int>(plan.routes.size()));
    plan.routes.push_back(std::move(route));
  }
  for (const Rule& r : p.rules) {
    RulePlanner rp(p, r, pool, order, task);
    plan.rules.push_back(rp.plan());
    RulePlan& made = plan.rules.back();
    for (std::size_t t = 0; t < made.triggers.size(); ++t)
      if (made.triggers[t].rel >= 0 && !made.triggers[t].dead)
        plan.triggered_by[made.triggers[t].rel].push_back({static_cast<int>(plan.rules.size() - 1), static_cast<int>(t)});
  }
  return plan;
}

std::string Plan::describe(const Program& p) const {
  std::string out = "% plan\n";
  for (std::size_t i = 0; i < p.relations.size(); ++i) {
    const Relation& R = p.relations[i];
    out += "time " + R.indicator() + " = [";
    for (std::size_t k = 0; k < rel_time[i].size(); ++k) out += (k ? "," : "") + rel_time[i][k].text;
    out += "]\n";
  }
  for (const RulePlan& rp : rules) {
    const Rule& r = p.rules[rp.rule];
    out += "rule " + std::to_string(rp.rule) + " (" + r.loc.where() + ") -> " + rp.head_text + "(";
    for (std::size_t i = 0; i < rp.head.size(); ++i) out += (i ? ", " : "") + rp.head[i].text;
    out += ")\n";
    for (const TriggerPlan& tp : rp.triggers) {
      if (tp.goal < 0) out += "  once at start:\n";
      else {
        out += "  on new " + p.relations[tp.rel].indicator() + " (goal " + std::to_string(tp.goal + 1) + ")";
        if (tp.skip_first_round) out += ", skipped in a batch's first round";
        if (tp.dead) out += ", never fires (another literal is later)";
        std::string c = show_cols(p, tp.match, rp.slot_names);
        out += ": " + (c.empty() ? std::string("-") : c) + "\n";
      }
      describe_steps(p, tp.steps, rp.slot_names, out, "    ");
    }
    for (std::size_t n = 0; n < rp.negs.size(); ++n) {
      out += "  deferred negation " + std::to_string(n + 1) + " (fails if any solution):\n";
      describe_steps(p, rp.negs[n], rp.slot_names, out, "    ");
    }
  }
  return out;
}

}  // namespace kea::starlog
