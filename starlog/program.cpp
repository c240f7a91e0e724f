#include "starlog/program.hpp"

#include "engine/syntax/writer.hpp"

namespace kea::starlog {

const char* type_name(Type t) {
  switch (t) {
    case Type::Int: return "int";
    case Type::Float: return "float";
    case Type::Atom: return "atom";
    case Type::String: return "string";
    case Type::Term: return "term";
  }
  return "?";
}

std::string SourceLoc::where() const {
  return file + ":" + std::to_string(line) + ":" + std::to_string(column);
}

std::string Relation::indicator() const {
  return std::string(name->view()) + "/" + std::to_string(arity);
}

int Rule::slot_of(Cell var) const {
  Cell* p = cell_ptr(var);
  for (std::size_t i = 0; i < var_cells.size(); ++i)
    if (var_cells[i] == p) return static_cast<int>(i);
  return -1;
}

int Program::find_relation(Atom name, unsigned arity) const {
  auto it = relation_index.find(const_cast<Runtime&>(rt).functor(name, arity));
  return it == relation_index.end() ? -1 : it->second;
}

std::string Program::goal_text(Cell t) const { return term_to_string(rt, t, writeq_options()); }

namespace {
std::string rule_text(const Runtime& rt, const Rule& r, Cell t) {
  std::vector<std::pair<std::string, Cell>> names;
  for (std::size_t i = 0; i < r.var_cells.size(); ++i)
    if (r.var_cells[i]) names.emplace_back(r.var_names[i].empty() ? "_V" + std::to_string(i) : r.var_names[i],
                       make_ref(r.var_cells[i]));
  WriteOptions wo = writeq_options();
  wo.variable_names = &names;
  return term_to_string(rt, t, wo);
}
}  // namespace

std::string Program::describe() const {
  std::string out = "% checked program\n";
  for (const Relation& r : relations) {
    out += "relation " + r.indicator() + "(";
    for (unsigned i = 0; i < r.arity; ++i) out += std::string(i ? "," : "") + type_name(r.types[i]);
    out += ")";
    if (r.stratified) {
      out += " time ";
      std::vector<std::pair<std::string, Cell>> names;
      for (unsigned i = 0; i < r.arity; ++i)
        names.emplace_back("A" + std::to_string(i + 1), arg(deref(r.strat_head), i));
      WriteOptions wo = writeq_options();
      wo.variable_names = &names;
      std::string by = "[";
      for (std::size_t i = 0; i < r.strat_by.size(); ++i)
        by += (i ? "," : "") + term_to_string(rt, r.strat_by[i], wo);
      out += term_to_string(rt, r.strat_head, wo) + " by " + by + "]";
    } else {
      out += " time bottom";
    }
    out += "\n";
  }
  if (!atom_rank.empty()) {
    std::vector<Atom> by_rank(atom_rank.size());
    for (auto& [a, k] : atom_rank) by_rank[k] = a;
    out += "order";
    for (std::size_t i = 0; i < by_rank.size(); ++i)
      out += std::string(i ? " << " : " ") + std::string(by_rank[i]->view());
    out += "\n";
  }
  for (const Rule& r : rules) {
    out += "rule " + std::to_string(r.id) + " (" + r.loc.where() + "): ";
    out += rule_text(rt, r, r.head) + " <-- ";
    for (std::size_t i = 0; i < r.body.size(); ++i)
      out += (i ? ", " : "") + rule_text(rt, r, r.body[i].term);
    out += "\n";
  }
  for (const Distribute& d : distributes)
    out += "distribute " + relations[d.rel].indicator() + " (" + d.loc.where() + ")" +
           (d.combined ? ", combined into the rules of " + relations[d.rel].indicator() : "") + "\n";
  for (const MapStatement& m : maps) out += "map (" + m.loc.where() + "), not executed\n";
  return out;
}

bool Distribute::stays_on_deriving_task() const {
  Cell t = deref(to);
  if (!is_var(t)) return false;
  for (const Goal& g : body)
    if (g.kind == GoalKind::CurrTask && deref(g.args[0]) == t) return true;
  return false;
}

}  // namespace kea::starlog
