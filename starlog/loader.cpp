#include "starlog/loader.hpp"

#include "engine/terms/copy.hpp"

#include <algorithm>
#include <functional>
#include <set>
#include <unordered_set>

#include "engine/boot.hpp"
#include "engine/wam/db.hpp"
#include "engine/errors.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/syntax/writer.hpp"
#include "starlog/error.hpp"
#include "starlog/expr.hpp"
#include "starlog/num.hpp"

namespace kea::starlog {
namespace {

Cell a(Cell t, unsigned i) { return deref(arg(deref(t), i)); }

struct Clause {
  Cell term;
  SourceLoc loc;
  std::vector<std::pair<std::string, Cell>> names;
  bool extra = false;  // from -D
};

class Loader {
 public:
  Loader(Runtime& rt, Program& p) : rt_(rt), p_(p) {}

  void read(std::string_view text, const std::string& file, bool extra) {
    Reader reader(rt_, *p_.store, text, file);
    for (;;) {
      ReadResult rr;
      try {
        if (!reader.next(rr)) break;
      } catch (const PrologError& e) {
        throw Error(syntax_message(e.term(), file));
      }
      Clause c;
      c.term = rr.term;
      c.loc.file = file;
      c.loc.line = rr.start.line;
      c.loc.column = rr.start.column;
      for (auto& [name, var] : rr.variable_names) c.names.emplace_back(name, var);
      // Anonymous variables print as _ in messages.
      std::vector<std::pair<std::string, Cell>> shown = c.names;
      for (Cell v : rr.variables) {
        bool named = false;
        for (auto& [n, w] : c.names) named = named || deref(w) == deref(v);
        if (!named) shown.emplace_back("_", v);
      }
      WriteOptions wo = writeq_options();
      wo.variable_names = &shown;
      c.loc.clause = term_to_string(rt_, c.term, wo);
      if (c.loc.clause.size() > 200) c.loc.clause = c.loc.clause.substr(0, 197) + "...";
      c.extra = extra;
      clauses_.push_back(std::move(c));
    }
  }

  void check() {
    // Declarations first: a program may use a relation before declaring it.
    for (Clause& c : clauses_) {
      Cell t = deref(c.term);
      if (is_named(t, "type", 1)) declare_type(c, a(t, 0));
    }
    for (Clause& c : clauses_) {
      Cell t = deref(c.term);
      if (is_named(t, "stratify", 1) && is_named(a(t, 0), "by", 2)) declare_stratify(c, a(t, 0));
    }
    for (Clause& c : clauses_) {
      Cell t = deref(c.term);
      if (is_named(t, "stratify", 1) && is_named(a(t, 0), "<<", 2)) declare_order(c, a(t, 0));
    }
    check_order();
    override_facts();
    for (Clause& c : clauses_) {
      if (c.term == 0) continue;  // a fact replaced by -D
      Cell t = deref(c.term);
      if (is_named(t, "type", 1) || is_named(t, "stratify", 1)) {
        Cell x = a(t, 0);
        if (is_named(t, "stratify", 1) && !is_named(x, "by", 2) && !is_named(x, "<<", 2))
          fail(c, "cannot parse declaration: expected `stratify Rel(Args) by [E1,...]` or "
                  "`stratify a << b`");
        continue;
      }
      if (is_named(t, "distribute", 1)) distribute(c, a(t, 0));
      else if (is_named(t, "map", 1)) map_statement(c, a(t, 0));
      else if (is_named(t, ":-", 1) || is_named(t, "?-", 1))
        fail(c, "directives are not supported in Starlog programs");
      else if (is_named(t, "<--", 2) || is_named(t, ":-", 2)) rule(c, a(t, 0), a(t, 1));
      else if (is_named(t, "-->", 2)) fail(c, "grammar rules are not Starlog");
      else rule(c, t, make_atom(atoms::true_));
    }
  }

  // The SPMD combination (thesis 4.2.1) for relations whose distribute
  // statements all keep a tuple on the task that derived it (or drop it):
  // each rule deriving such a relation becomes one rule per statement,
  //   Head <-- Body, S1 = H1, ..., Sn = Hn, StatementBody.
  // (Si: the statement's head arguments, renamed apart; Hi: the rule's),
  // so a task derives only the tuples it keeps, and the statements need
  // not be asked again (Distribute::combined). A tuple that several
  // statements keep is derived by several rules, and kept once.
  void combine_self_only() {
    std::vector<bool> self_only(p_.relations.size(), false), has(p_.relations.size(), false);
    for (const Distribute& d : p_.distributes) {
      if (!has[d.rel]) self_only[d.rel] = true;
      has[d.rel] = true;
      self_only[d.rel] = self_only[d.rel] && d.stays_on_deriving_task() && p_.relations[d.rel].stratified;
    }
    std::vector<Rule> old;
    old.swap(p_.rules);
    std::vector<std::pair<std::size_t, Cell>> combined;  // (old rule, new body)
    for (std::size_t i = 0; i < old.size(); ++i) {
      Rule& r = old[i];
      if (!self_only[r.head_rel]) {
        r.id = static_cast<int>(p_.rules.size());
        p_.rules.push_back(std::move(r));
        continue;
      }
      for (const Distribute& d : p_.distributes) {
        if (d.rel != r.head_rel) continue;
        Store& st = *p_.store;
        Cell body = make_atom(atoms::true_);
        for (std::size_t k = d.body.size(); k-- > 0;)
          body = k + 1 == d.body.size() ? d.body[k].term : make_compound(st, functors::comma2, {d.body[k].term, body});
        Cell copy = copy_term(st, make_compound(st, rt_.functor("$s", 2), {d.head, body}));
        Cell shead = deref(arg(copy, 0));
        Cell conj = deref(arg(copy, 1));
        for (std::size_t j = r.head_args.size(); j-- > 0;)
          conj = make_compound(st, functors::comma2,
                               {make_compound(st, functors::equals2, {arg(shead, static_cast<unsigned>(j)), r.head_args[j]}), conj});
        for (std::size_t k = r.body.size(); k-- > 0;) conj = make_compound(st, functors::comma2, {r.body[k].term, conj});
        combined.push_back({i, conj});
      }
    }
    for (auto& [i, conj] : combined) {
      Clause& c = *rule_clause_[i];
      rule(c, old[i].head, conj);
    }
    for (Distribute& d : p_.distributes)
      if (self_only[d.rel]) d.combined = true;
  }

 private:
  [[noreturn]] void fail(const Clause& c, const std::string& msg) {
    throw Error(c.loc.where() + ": " + msg + "\n    in clause: " + c.loc.clause);
  }
  std::string text(const Clause& c, Cell t) {
    WriteOptions wo = writeq_options();
    wo.variable_names = &c.names;
    return term_to_string(rt_, t, wo);
  }

  std::string syntax_message(Cell err, const std::string& file) {
    // error(syntax_error(What), file(Name, Line, Col, Offset))
    Cell e = deref(err);
    std::string what = "syntax error";
    std::string where = file;
    if (is_named(e, "error", 2)) {
      Cell f = a(e, 0);
      if (is_named(f, "syntax_error", 1)) what = "syntax error: " + term_to_string(rt_, a(f, 0), {});
      else what = term_to_string(rt_, f, writeq_options());
      Cell ctx = a(e, 1);
      if (is_named(ctx, "file", 4))
        where = file + ":" + term_to_string(rt_, a(ctx, 1), {}) + ":" + term_to_string(rt_, a(ctx, 2), {});
    }
    return where + ": " + what;
  }

  void declare_type(Clause& c, Cell decl) {
    if (!(is_atom(decl) || is_str(decl)))
      fail(c, "cannot parse declaration: expected `type name(Type, ...)`");
    Relation r;
    r.name = is_atom(decl) ? atom_of(decl) : functor_of(decl)->name;
    r.arity = is_atom(decl) ? 0 : arity_of(decl);
    r.declared = c.loc;
    for (unsigned i = 0; i < r.arity; ++i) {
      Cell ty = a(decl, i);
      std::string_view n = is_atom(ty) ? atom_of(ty)->view() : "";
      if (n == "int" || n == "integer") r.types.push_back(Type::Int);
      else if (n == "float") r.types.push_back(Type::Float);
      else if (n == "atom") r.types.push_back(Type::Atom);
      else if (n == "string") r.types.push_back(Type::String);
      else if (n == "term" || n == "any") r.types.push_back(Type::Term);
      else
        fail(c, "cannot parse declaration: unknown attribute type `" + text(c, ty) +
                    "` (int, float, atom, string or term)");
    }
    std::string_view n = r.name->view();
    if (n == "range" || n == "true" || n == "curr_task" || n == "num_tasks" || n == "tasks" ||
        n == "num_nodes" || n == "not")
      fail(c, "`" + r.indicator() + "` is a built-in relation and cannot be declared");
    Functor f = rt_.functor(r.name, r.arity);
    if (p_.relation_index.count(f)) fail(c, "relation " + r.indicator() + " is declared twice");
    p_.relation_index[f] = static_cast<int>(p_.relations.size());
    p_.relations.push_back(std::move(r));
  }

  int relation_or_fail(const Clause& c, Cell head, const char* what) {
    head = deref(head);
    if (!(is_atom(head) || is_str(head)))
      fail(c, std::string(what) + " must be a relation, found `" + text(c, head) + "`");
    Atom name = is_atom(head) ? atom_of(head) : functor_of(head)->name;
    unsigned arity = is_atom(head) ? 0 : arity_of(head);
    int r = p_.find_relation(name, arity);
    if (r >= 0) return r;
    for (const Relation& rel : p_.relations)
      if (rel.name == name)
        fail(c, "arity mismatch: " + std::string(name->view()) + "/" + std::to_string(arity) +
                    " used, but the relation is declared as " + rel.indicator() + " at " +
                    rel.declared.where());
    fail(c, "unknown relation " + std::string(name->view()) + "/" + std::to_string(arity) +
                " (no `type` declaration)");
  }

  void declare_stratify(Clause& c, Cell by) {
    Cell head = a(by, 0), list = a(by, 1);
    int ri = relation_or_fail(c, head, "the subject of `stratify ... by`");
    Relation& r = p_.relations[ri];
    if (r.stratified) fail(c, "relation " + r.indicator() + " is stratified twice (also at " + r.strat_loc.where() + ")");
    std::unordered_set<Cell*> head_vars;
    for (unsigned i = 0; i < r.arity; ++i) {
      Cell x = a(head, i);
      if (!is_var(x))
        fail(c, "cannot parse declaration: the arguments of `stratify " + r.indicator() +
                    "` must be variables, found `" + text(c, x) + "`");
      if (!head_vars.insert(cell_ptr(x)).second)
        fail(c, "cannot parse declaration: variable repeated in `stratify` head");
    }
    std::vector<Cell> items;
    Cell l = deref(list);
    while (is_list(l)) {
      items.push_back(deref(list_head(l)));
      l = deref(list_tail(l));
    }
    if (!(is_atom(l) && atom_of(l) == atoms::nil) || items.empty())
      fail(c, "cannot parse declaration: `by` needs a non-empty list of timestamp terms");
    for (Cell e : items) check_ts_expr(c, e, head_vars);
    r.stratified = true;
    r.strat_head = head;
    r.strat_by = items;
    r.strat_loc = c.loc;
  }

  void check_ts_expr(Clause& c, Cell e, const std::unordered_set<Cell*>& vars) {
    std::vector<Cell> todo{e};
    while (!todo.empty()) {
      Cell t = deref(todo.back());
      todo.pop_back();
      if (is_var(t)) {
        if (!vars.count(cell_ptr(t)))
          fail(c, "variable in a timestamp is not an argument of the stratified relation");
      } else if (is_atom(t)) {
        if (atom_of(t)->view() == "runtime")
          fail(c, "the timestamp constant `runtime` (thesis Figure 6.8) is not defined by "
                  "Starlog: remove it or order it with `stratify runtime << ...`");
        ts_constants_.insert(atom_of(t));
      } else if (is_str(t)) {
        for (unsigned i = 0; i < arity_of(t); ++i) todo.push_back(arg(t, i));
      }
    }
  }

  void declare_order(Clause& c, Cell t) {
    std::vector<Atom> chain;
    Cell x = deref(t);
    while (is_named(x, "<<", 2)) {
      Cell rhs = a(x, 1);
      if (!is_atom(rhs)) fail(c, "cannot parse declaration: `<<` orders atom constants only");
      chain.push_back(atom_of(rhs));
      x = a(x, 0);
    }
    if (!is_atom(x)) fail(c, "cannot parse declaration: `<<` orders atom constants only");
    chain.push_back(atom_of(x));
    std::reverse(chain.begin(), chain.end());
    p_.order_chains.push_back(chain);
    order_locs_.push_back(&c);
  }

  void check_order() {
    for (std::size_t i = 0; i < p_.order_chains.size(); ++i)
      for (Atom at : p_.order_chains[i])
        if (!ts_constants_.count(at) && at->view() != "runtime")
          fail(*order_locs_[i], "undefined constant `" + std::string(at->view()) +
                                    "` in `<<`: it appears in no `stratify ... by` list");
    // Topological order of the constants, ties alphabetical: the rank.
    std::set<Atom> nodes;
    std::unordered_map<Atom, std::set<Atom>> succ;
    std::unordered_map<Atom, int> indeg;
    for (auto& ch : p_.order_chains)
      for (std::size_t k = 0; k < ch.size(); ++k) {
        nodes.insert(ch[k]);
        if (k + 1 < ch.size() && succ[ch[k]].insert(ch[k + 1]).second) ++indeg[ch[k + 1]];
      }
    auto by_text = [](Atom x, Atom y) { return x->view() < y->view(); };
    std::vector<Atom> ready;
    for (Atom n : nodes)
      if (!indeg[n]) ready.push_back(n);
    int rank = 0;
    while (!ready.empty()) {
      std::sort(ready.begin(), ready.end(), [&](Atom x, Atom y) { return by_text(y, x); });
      Atom n = ready.back();
      ready.pop_back();
      p_.atom_rank[n] = rank++;
      for (Atom s : succ[n])
        if (--indeg[s] == 0) ready.push_back(s);
    }
    if (p_.atom_rank.size() != nodes.size())
      fail(*order_locs_.back(), "the `<<` declarations form a cycle");
  }

  // A -D fact replaces the file's facts of its relation.
  void override_facts() {
    std::set<std::pair<Atom, unsigned>> overridden;
    for (Clause& c : clauses_) {
      if (!c.extra) continue;
      Cell t = deref(c.term);
      if (is_atom(t)) overridden.insert({atom_of(t), 0});
      else if (is_str(t)) overridden.insert({functor_of(t)->name, arity_of(t)});
    }
    for (Clause& c : clauses_) {
      if (c.extra) continue;
      Cell t = deref(c.term);
      Cell head = t;
      if (is_named(t, "<--", 2) || is_named(t, ":-", 2)) {
        if (!is_named(a(t, 1), "true", 0)) continue;
        head = a(t, 0);
      }
      std::pair<Atom, unsigned> key = is_atom(head) ? std::make_pair(atom_of(head), 0u)
                                      : is_str(head) ? std::make_pair(functor_of(head)->name, arity_of(head))
                                                     : std::make_pair(Atom{nullptr}, 0u);
      if (key.first && overridden.count(key)) c.term = 0;
    }
  }

  // ---- rules and goals ----------------------------------------------------
  struct VarCollector {
    Rule* rule;
    void collect(Cell t, const std::vector<std::pair<std::string, Cell>>& names) {
      std::vector<Cell> todo{t};
      while (!todo.empty()) {
        Cell x = deref(todo.back());
        todo.pop_back();
        if (is_var(x)) {
          int s = rule->slot_of(x);
          if (s < 0) {
            s = static_cast<int>(rule->var_cells.size());
            rule->var_cells.push_back(cell_ptr(x));
            std::string nm;
            for (auto& [n, v] : names)
              if (deref(v) == x) nm = n;
            rule->var_names.push_back(nm);
            rule->occurrences.push_back(0);
          }
          ++rule->occurrences[s];
        } else if (is_str(x)) {
          for (unsigned i = arity_of(x); i-- > 0;) todo.push_back(arg(x, i));
        } else if (is_list(x)) {
          todo.push_back(list_tail(x));
          todo.push_back(list_head(x));
        }
      }
    }
  };

  void flatten(Cell body, std::vector<Cell>& out) {
    Cell b = deref(body);
    while (is_named(b, ",", 2)) {
      flatten(a(b, 0), out);
      b = a(b, 1);
    }
    out.push_back(b);
  }

  Goal goal(const Clause& c, Cell g, bool in_distribute) {
    g = deref(g);
    Goal out;
    out.term = g;
    if (is_var(g)) fail(c, "a variable as a goal is not supported");
    if (!is_callable(g)) fail(c, "goal `" + text(c, g) + "` is not callable");
    Atom name = is_atom(g) ? atom_of(g) : is_list(g) ? atoms::list_functor : functor_of(g)->name;
    unsigned arity = is_atom(g) ? 0 : is_list(g) ? 2 : arity_of(g);
    for (unsigned i = 0; i < arity; ++i) out.args.push_back(is_list(g) ? deref(cell_ptr(g)[i]) : a(g, i));
    std::string_view n = name->view();
    int r = p_.find_relation(name, arity);
    if (r >= 0) {
      out.kind = GoalKind::Relation;
      out.rel = r;
      check_arg_types(c, p_.relations[r], out.args);
      return out;
    }
    if ((n == "not" || n == "\\+") && arity == 1) {
      out.kind = GoalKind::Not;
      std::vector<Cell> parts;
      flatten(out.args[0], parts);
      for (Cell p : parts) {
        Goal s = goal(c, p, in_distribute);
        if (s.kind == GoalKind::Not) fail(c, "nested negation `" + text(c, g) + "` is not supported");
        out.sub.push_back(std::move(s));
      }
      out.args.clear();
      return out;
    }
    if (arity == 2 && (n == "<" || n == ">" || n == "=<" || n == ">=" || n == "=:=" || n == "=\\=" || n == "<=")) {
      out.kind = GoalKind::Compare;
      out.op = n == "<=" ? "=<" : std::string(n);
      return out;
    }
    if (arity == 2 && n == "is") { out.kind = GoalKind::Is; return out; }
    if (arity == 2 && n == "=") { out.kind = GoalKind::Unify; return out; }
    if (arity == 2 && n == "\\=") { out.kind = GoalKind::NotUnify; return out; }
    if (arity == 3 && n == "range") { out.kind = GoalKind::Range; return out; }
    if (arity == 0 && n == "true") { out.kind = GoalKind::True; return out; }
    if (arity == 1 && n == "curr_task") { out.kind = GoalKind::CurrTask; return out; }
    if (arity == 1 && n == "num_tasks") { out.kind = GoalKind::NumTasks; return out; }
    if (arity == 1 && n == "tasks") { out.kind = GoalKind::Tasks; return out; }
    if (arity == 1 && n == "num_nodes") { out.kind = GoalKind::NumNodes; return out; }
    if (n == ";" || n == "->" || n == "*->" || n == "!" || n == "|")
      fail(c, "control construct `" + std::string(n) + "` in goal `" + text(c, g) +
                  "` is not supported in Starlog rule bodies");
    if (prolog_defined(rt_.functor(name, arity))) {
      out.kind = GoalKind::Prolog;
      return out;
    }
    for (const Relation& rel : p_.relations)
      if (rel.name == name)
        fail(c, "arity mismatch: goal `" + text(c, g) + "` calls " + std::string(n) + "/" +
                    std::to_string(arity) + ", but the relation is declared as " + rel.indicator());
    fail(c, "unknown relation or predicate " + std::string(n) + "/" + std::to_string(arity) + " in goal `" +
                text(c, g) + "`: neither a declared relation, a Starlog built-in nor a defined Prolog predicate");
  }

  // A Prolog predicate that a goal may call: a builtin, a library or user
  // predicate with clauses, or one declared dynamic (which may be empty),
  // or one that a library not loaded yet exports (the call loads it).
  bool prolog_defined(Functor f) const {
    const Predicate* pr = rt_.db().visible(rt_.db().user(), f);
    if (pr && pr->has(kPredControl)) return false;
    return (pr && (pr->has(kPredDefined) || pr->has(kPredDynamic) || pr->has(kPredBuiltin))) ||
           library_exports(rt_, f);
  }

  // Inputs of the Prolog goals of a conjunction (see Goal::inputs).
  void prolog_inputs(std::vector<Goal>& goals) {
    for (std::size_t k = 0; k < goals.size(); ++k) {
      if (goals[k].kind == GoalKind::Not) prolog_inputs(goals[k].sub);
      if (goals[k].kind != GoalKind::Prolog) continue;
      std::vector<Cell> mine, before;
      term_vars(goals[k].term, mine);
      for (std::size_t j = 0; j < k; ++j)
        if (goals[j].kind != GoalKind::Not) term_vars(goals[j].term, before);
      for (Cell v : mine)
        if (std::find(before.begin(), before.end(), v) != before.end()) goals[k].inputs.push_back(cell_ptr(v));
    }
  }

  // Constant arguments must fit the declared attribute type.
  void check_arg_types(const Clause& c, const Relation& r, const std::vector<Cell>& args) {
    for (unsigned i = 0; i < r.arity && i < args.size(); ++i) {
      Cell x = deref(args[i]);
      if (is_var(x)) continue;
      Type t = r.types[i];
      bool arith = false;
      if (is_str(x)) {
        ArithOp op;
        arith = lookup_arith(functor_of(x)->name->view(), arity_of(x), op);
      }
      bool ok = true;
      switch (t) {
        case Type::Int: ok = is_integer(x) || arith; break;
        case Type::Float: ok = is_number(x) || arith; break;
        case Type::Atom: ok = is_atom(x); break;
        case Type::String: ok = is_string(x); break;
        case Type::Term: ok = true; break;
      }
      if (!ok)
        fail(c, "type mismatch: argument " + std::to_string(i + 1) + " of " + r.indicator() +
                    " is declared " + type_name(t) + ", found `" + text(c, x) + "`");
    }
  }

  void rule(Clause& c, Cell head, Cell body) {
    rule_clause_.push_back(&c);
    Rule r;
    r.id = static_cast<int>(p_.rules.size());
    r.loc = c.loc;
    head = deref(head);
    r.head = head;
    r.head_rel = relation_or_fail(c, head, "the head of a rule");
    const Relation& rel = p_.relations[r.head_rel];
    for (unsigned i = 0; i < rel.arity; ++i) r.head_args.push_back(a(head, i));
    check_arg_types(c, rel, r.head_args);
    std::vector<Cell> parts;
    flatten(body, parts);
    for (Cell g : parts) r.body.push_back(goal(c, g, false));
    prolog_inputs(r.body);
    VarCollector vc{&r};
    vc.collect(head, c.names);
    vc.collect(body, c.names);
    p_.rules.push_back(std::move(r));
  }

  void distribute(Clause& c, Cell t) {
    Distribute d;
    d.loc = c.loc;
    Cell to = t, body = make_atom(atoms::true_);
    if (is_named(t, "using", 2)) {
      to = a(t, 0);
      body = a(t, 1);
    }
    if (!is_named(to, "to", 2))
      fail(c, "cannot parse declaration: expected `distribute Rel(Args) to Task using Body`");
    d.head = a(to, 0);
    d.to = a(to, 1);
    d.rel = relation_or_fail(c, d.head, "the subject of `distribute`");
    std::vector<Cell> parts;
    flatten(body, parts);
    for (Cell g : parts) d.body.push_back(goal(c, g, true));
    // The statement as a rule over the distributed tuple, for the planner.
    Rule& r = d.check;
    r.id = -1;
    r.loc = c.loc;
    r.head = d.head;
    r.head_rel = d.rel;
    for (unsigned i = 0; i < p_.relations[d.rel].arity; ++i) r.head_args.push_back(a(d.head, i));
    r.body.push_back(goal(c, d.head, true));
    for (const Goal& g : d.body) r.body.push_back(g);
    prolog_inputs(r.body);
    Goal dest;
    dest.kind = GoalKind::Is;
    dest.args = {p_.store->new_var(), d.to};
    dest.term = make_compound(*p_.store, rt_.functor("is", 2), {dest.args[0], d.to});
    r.body.push_back(dest);
    VarCollector vc{&r};
    vc.collect(d.head, c.names);  // once as the head, once as the body literal
    vc.collect(d.head, c.names);
    vc.collect(body, c.names);
    vc.collect(dest.term, c.names);
    d.dest_slot = r.slot_of(deref(dest.args[0]));
    r.var_names[d.dest_slot] = "_Task";
    p_.distributes.push_back(std::move(d));
  }

  void map_statement(Clause& c, Cell t) {
    MapStatement m;
    m.loc = c.loc;
    if (!is_named(t, "using", 2) || !is_named(a(t, 0), "to", 2))
      fail(c, "cannot parse declaration: expected `map Task to Node using Body`");
    m.task = a(a(t, 0), 0);
    m.node = a(a(t, 0), 1);
    if (!is_var(m.task) || !is_var(m.node))
      fail(c, "cannot parse declaration: `map Task to Node` needs two variables");
    std::vector<Cell> parts;
    flatten(a(t, 1), parts);
    for (Cell g : parts) m.body.push_back(goal(c, g, true));
    p_.maps.push_back(std::move(m));
  }

  Runtime& rt_;
  Program& p_;
  std::vector<Clause> clauses_;
  std::vector<Clause*> rule_clause_;  // per rule made, its clause
  std::unordered_set<Atom> ts_constants_;
  std::vector<Clause*> order_locs_;
};

}  // namespace

namespace {
struct StarlogOp {
  const char* name;
  unsigned priority;
  OpType type;
};
constexpr StarlogOp kStarlogOps[] = {
    {"<--", 1200, OpType::XFX},     {"type", 1150, OpType::FX}, {"stratify", 1150, OpType::FX},
    {"distribute", 1150, OpType::FX}, {"map", 1150, OpType::FX}, {"using", 1120, OpType::XFX},
    {"to", 1110, OpType::XFX},      {"by", 1110, OpType::XFX},  {"<=", 700, OpType::XFX},
};
}  // namespace

void add_starlog_operators(Runtime& rt) {
  for (const StarlogOp& op : kStarlogOps) rt.ops().define(op.priority, op.type, rt.intern(op.name));
}

StarlogOperators::StarlogOperators(Runtime& rt) : rt_(rt) {
  for (const StarlogOp& op : kStarlogOps) {
    Atom a = rt.intern(op.name);
    saved_.emplace_back(a, rt.ops().lookup(a));
  }
  add_starlog_operators(rt);
}

StarlogOperators::~StarlogOperators() {
  OpTable& ops = rt_.ops();
  for (auto& [a, info] : saved_) {
    // Remove each class Starlog defines, then put back what was there.
    OpInfo now = ops.lookup(a);
    if (now.prefix.priority) ops.define(0, now.prefix.type, a);
    if (now.infix.priority) ops.define(0, now.infix.type, a);
    for (const OpDef& d : {info.prefix, info.infix, info.postfix})
      if (d.priority) ops.define(d.priority, d.type, a);
  }
}

std::unique_ptr<Program> load_program(Runtime& rt, std::string_view text, const std::string& file,
                                      const std::vector<std::string>& extra_facts, bool combine) {
  add_starlog_operators(rt);
  auto p = std::make_unique<Program>(rt);
  Loader l(rt, *p);
  l.read(text, file, false);
  for (const std::string& f : extra_facts) {
    std::string t = f;
    while (!t.empty() && (t.back() == ' ' || t.back() == '\n')) t.pop_back();
    if (t.empty() || t.back() != '.') t += " .";
    l.read(t, "-D " + f, true);
  }
  l.check();
  if (combine) l.combine_self_only();
  return p;
}

}  // namespace kea::starlog
