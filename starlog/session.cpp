#include "starlog/starlog.hpp"

#include <sstream>

#include "starlog/error.hpp"
#include "starlog/output.hpp"

namespace kea::starlog {

void Session::load(std::string_view text, const std::string& file, const std::vector<std::string>& facts,
                   const TaskInfo& task) {
  StarlogOperators ops(rt_);
  program_ = load_program(rt_, text, file, facts, task.spmd);
  plan_ = make_plan(*program_, pool_, task);
  eval_ = std::make_unique<Evaluator>(*program_, plan_, pool_);
}

RunStatus Session::run(const RunOptions& opt) {
  if (!eval_) throw Error("no program loaded");
  return eval_->run(opt);
}

int Session::relation(const std::string& spec) const {
  std::string name = spec;
  int arity = -1;
  auto slash = spec.rfind('/');
  if (slash != std::string::npos && slash + 1 < spec.size() &&
      spec.find_first_not_of("0123456789", slash + 1) == std::string::npos) {
    name = spec.substr(0, slash);
    arity = std::stoi(spec.substr(slash + 1));
  }
  int found = -1;
  for (std::size_t i = 0; i < program_->relations.size(); ++i) {
    const Relation& r = program_->relations[i];
    if (r.name->view() != name || (arity >= 0 && static_cast<int>(r.arity) != arity)) continue;
    if (found >= 0) return -1;
    found = static_cast<int>(i);
  }
  return found;
}

std::string Session::facts(const std::string& spec) const {
  int r = relation(spec);
  if (r < 0) throw Error("unknown relation " + spec);
  std::ostringstream out;
  write_facts(out, *program_, *eval_, r);
  return out.str();
}

std::size_t Session::count(const std::string& spec) const {
  int r = relation(spec);
  if (r < 0) throw Error("unknown relation " + spec);
  return eval_->table(r).size();
}

}  // namespace kea::starlog
