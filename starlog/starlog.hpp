// The Starlog pipeline in one object, for the CLI, tests and C++ hosts:
// text -> checked Program -> Plan -> Evaluator. Each stage has a printable
// form (Program::describe, Plan::describe, facts of the final database).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/runtime.hpp"
#include "starlog/eval.hpp"
#include "starlog/loader.hpp"
#include "starlog/plan.hpp"
#include "starlog/program.hpp"

namespace kea::starlog {

class Session {
 public:
  // Its value pool, tables and plan keep atoms where the engine's atom
  // collector does not look, so the Runtime holds an extension that says
  // so: atoms are not collected in a Runtime that ever made a Session.
  explicit Session(Runtime& rt) : rt_(rt) {
    rt.add_extension("starlog.session", std::make_unique<Runtime::Extension>());
  }
  // Load, check and plan; throws starlog::Error.
  void load(std::string_view text, const std::string& file, const std::vector<std::string>& facts = {},
            const TaskInfo& task = {});
  RunStatus run(const RunOptions& opt = {});

  const Program& program() const { return *program_; }
  const Plan& plan() const { return plan_; }
  Evaluator& evaluator() { return *eval_; }
  ValuePool& pool() { return pool_; }
  // Relation index by "name" or "name/arity"; -1 if unknown or ambiguous.
  int relation(const std::string& spec) const;
  // The relation's tuples as sorted Prolog facts, one per line.
  std::string facts(const std::string& spec) const;
  std::size_t count(const std::string& spec) const;

 private:
  Runtime& rt_;
  ValuePool pool_;
  std::unique_ptr<Program> program_;
  Plan plan_;
  std::unique_ptr<Evaluator> eval_;
};

}  // namespace kea::starlog
