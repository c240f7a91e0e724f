// The front end: Starlog source text -> checked Program. Reads clauses with
// the engine's reader (after adding Starlog's operators to the Runtime's
// table), classifies them into declarations, rules and distribute/map
// statements, and checks them: known relations, arities, types, declared
// timestamp constants, goals it can evaluate. Errors throw starlog::Error
// with "file:line:column: message" and the clause.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "starlog/program.hpp"

namespace kea::starlog {

// Starlog's operators (idempotent):
//   <--  xfx 1200 (rule neck, like :-)
//   type, stratify, distribute, map   fx 1150
//   using xfx 1120, to xfx 1110, by xfx 1110
//   <=   xfx 700 (synonym of =<)
// `<<` keeps its standard yfx 400, so `stratify a << b << c` reads as
// stratify(<<(<<(a,b),c)) and `stratify even << odd` needs nothing new.
void add_starlog_operators(Runtime& rt);

// Starlog's operators for the life of the object, then the table as it was
// (under kea, the user's Prolog keeps its own operators). The planner prints
// clauses with them too, so a Session holds one across load and plan.
class StarlogOperators {
 public:
  explicit StarlogOperators(Runtime& rt);
  ~StarlogOperators();
  StarlogOperators(const StarlogOperators&) = delete;
  StarlogOperators& operator=(const StarlogOperators&) = delete;

 private:
  Runtime& rt_;
  std::vector<std::pair<Atom, OpInfo>> saved_;
};

// Parse and check a program. Extra clauses (e.g. from -D on the command
// line) are read after the file, and a fact given there for a relation with
// facts in the file replaces those facts (parameters the tests override).
// combine: the SPMD combination of rules with the distribute statements
// that keep tuples where they are derived (for a task of a distributed
// run; see combine_self_only in loader.cpp).
std::unique_ptr<Program> load_program(Runtime& rt, std::string_view text, const std::string& file,
                                      const std::vector<std::string>& extra_facts = {}, bool combine = false);

}  // namespace kea::starlog
