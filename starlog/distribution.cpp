#include "starlog/distribution.hpp"

#include <limits>

#include "engine/syntax/writer.hpp"
#include "engine/symbols.hpp"
#include "starlog/error.hpp"
#include "starlog/loader.hpp"
#include "starlog/starlog.hpp"

namespace kea::starlog {


Distribution analyse_distribution(const Program& p) {
  Distribution d;
  d.kind.assign(p.relations.size(), Distribution::Kind::Local);
  d.crossing.assign(p.relations.size(), false);
  for (std::size_t i = 0; i < p.relations.size(); ++i)
    if (!p.relations[i].stratified) d.kind[i] = Distribution::Kind::Everywhere;
  d.task_dependent.assign(p.relations.size(), false);
  auto reads_task = [&](const std::vector<Goal>& body, auto&& self) -> bool {
    for (const Goal& g : body) {
      if (g.kind == GoalKind::CurrTask || g.kind == GoalKind::NumTasks || g.kind == GoalKind::Tasks ||
          g.kind == GoalKind::NumNodes)
        return true;
      if (g.kind == GoalKind::Relation && d.task_dependent[g.rel]) return true;
      if (g.kind == GoalKind::Not && self(g.sub, self)) return true;
    }
    return false;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (const Rule& r : p.rules)
      if (!d.task_dependent[r.head_rel] && reads_task(r.body, reads_task)) d.task_dependent[r.head_rel] = changed = true;
  }
  for (const Distribute& s : p.distributes) {
    const Relation& R = p.relations[s.rel];
    if (!R.stratified)
      throw Error(s.loc.where() + ": distribute statement for " + R.indicator() +
                  ", which has no `stratify` declaration: such configuration relations exist on every task" +
                  "\n    in clause: " + s.loc.clause);
    d.kind[s.rel] = Distribution::Kind::Distributed;
    d.any_distributed = true;
    if (!s.stays_on_deriving_task()) {
      d.crossing[s.rel] = true;
      d.any_crossing = true;
    }
  }
  return d;
}

Placement place_tasks(Runtime& rt, const Program& p, std::string_view text, const std::string& file,
                      const std::vector<std::string>& facts, int num_tasks, int num_nodes) {
  Placement pl;
  pl.num_tasks = num_tasks;
  pl.num_nodes = num_nodes;
  pl.node_of.resize(num_tasks);
  if (p.maps.empty()) {
    for (int t = 0; t < num_tasks; ++t) pl.node_of[t] = t % num_nodes;
    return pl;
  }
  if (p.maps.size() > 1)
    throw Error(p.maps[1].loc.where() + ": more than one map statement\n    in clause: " + p.maps[1].loc.clause);
  const MapStatement& m = p.maps[0];
  std::string stmt;
  {
    StarlogOperators ops(rt);
    Store& s = *p.store;
    Cell body = make_atom(atoms::true_);
    for (std::size_t i = m.body.size(); i-- > 0;)
      body = i + 1 == m.body.size() ? m.body[i].term : make_compound(s, functors::comma2, {m.body[i].term, body});
    Cell task = make_compound(s, rt.functor("$kea_task", 1), {m.task});
    Cell t = make_compound(s, rt.functor("distribute", 1),
                           {make_compound(s, rt.functor("using", 2),
                                          {make_compound(s, rt.functor("to", 2), {task, m.node}), body})});
    stmt = term_to_string(rt, t, writeq_options());
  }
  // (appended to the text: -D clauses would replace the file's clauses of
  // their functor, type/1 and stratify/1 included)
  std::string full = std::string(text) + "\ntype '$kea_task'(int).\nstratify '$kea_task'(T) by [T].\n" + stmt + ".\n";
  Session s(rt);
  try {
    s.load(full, file, facts, TaskInfo{0, num_tasks, num_nodes});
  } catch (const Error& e) {
    throw Error(m.loc.where() + ": cannot evaluate the map statement: " + e.what());
  }
  Evaluator& ev = s.evaluator();
  Outbox none(num_nodes);
  ev.set_routing(0, std::numeric_limits<int>::max(), &none);  // (node numbers are checked below)
  RunOptions opt;
  ev.begin(opt);
  Timestamp t;
  if (ev.pending(t) && t.empty()) ev.advance(t);  // the configuration relations
  int rel = s.relation("$kea_task/1");
  std::vector<int> nodes;
  for (int task = 0; task < num_tasks; ++task) {
    Value row = make_small_int(task);
    try {
      ev.route(rel, &row, nodes);
    } catch (const Error& e) {
      throw Error(m.loc.where() + ": map statement for task " + std::to_string(task) + ": " + e.what());
    }
    if (nodes.size() == 1 && nodes[0] >= num_nodes)
      throw Error(m.loc.where() + ": map statement gives node " + std::to_string(nodes[0]) + " for task " +
                  std::to_string(task) + ", not a node (0.." + std::to_string(num_nodes - 1) + ")\n    in clause: " +
                  m.loc.clause);
    if (nodes.size() != 1)
      throw Error(m.loc.where() + ": map statement gives " + (nodes.empty() ? "no node" : "several nodes") +
                  " for task " + std::to_string(task) + " (nodes 0.." + std::to_string(num_nodes - 1) +
                  ")\n    in clause: " + m.loc.clause);
    pl.node_of[task] = nodes[0];
  }
  ev.end();
  pl.from_map = true;
  return pl;
}

std::string describe_distribution(const Program& p, const Distribution& d, const Placement* pl) {
  std::string out = "% distribution\n";
  for (std::size_t i = 0; i < p.relations.size(); ++i) {
    const Relation& R = p.relations[i];
    if (R.builtin) continue;
    out += R.indicator() + ": ";
    if (d.task_dependent[i]) out += "(depends on the tasks) ";
    switch (d.kind[i]) {
      case Distribution::Kind::Everywhere:
        out += "everywhere (no stratify: every task derives all of it)\n";
        continue;
      case Distribution::Kind::Local:
        out += "local (no distribute statement: stays on the task that derives it)\n";
        continue;
      case Distribution::Kind::Distributed: break;
    }
    int n = 0;
    for (const Distribute& s : p.distributes) n += s.rel == static_cast<int>(i);
    out += "distributed by " + std::to_string(n) + " statement" + (n > 1 ? "s" : "") +
           (n > 1 ? " (the union of their destinations: replicated where several choose a tuple)" : "") +
           (d.crossing[i] ? "; crosses tasks" : "; stays on the deriving task or is dropped") +
           "; a tuple for no task is dropped\n";
    for (const Distribute& s : p.distributes)
      if (s.rel == static_cast<int>(i)) out += "    " + s.loc.where() + ": " + s.loc.clause + "\n";
  }
  out += d.any_crossing ? "tasks agree on each timestamp (some relation crosses tasks)\n"
                        : "tasks run independently (no relation crosses tasks)\n";
  if (pl) {
    out += "placement of " + std::to_string(pl->num_tasks) + " task" + (pl->num_tasks > 1 ? "s" : "") + " on " +
           std::to_string(pl->num_nodes) + " node" + (pl->num_nodes > 1 ? "s" : "") +
           (pl->from_map ? " (map statement)" : " (default: task mod nodes)") + ":\n";
    for (int node = 0; node < pl->num_nodes; ++node) {
      out += "  node " + std::to_string(node) + ":";
      for (int t = 0; t < pl->num_tasks; ++t)
        if (pl->node_of[t] == node) out += " " + std::to_string(t);
      out += "\n";
    }
  }
  return out;
}

}  // namespace kea::starlog
