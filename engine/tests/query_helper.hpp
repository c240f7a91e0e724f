// Runs query text on the WAM (a Query on a Machine) and
// describes every answer, for tests of builtins:
//   "X = a ; X = b"     two answers, each its bindings by writeq (unbound
//                       variables and names starting with _ are left out)
//   "true"              one answer without bindings
//   "false"             no answer
//   "error: F"          an uncaught error(F, _); qe() adds " @ Name/Arity"
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/syntax/writer.hpp"

namespace kea::testing {

class QueryTest : public ::testing::Test {
 protected:
  Runtime rt;
  Machine m{rt};

  std::string q(const std::string& goal) { return run(goal, false); }
  std::string qe(const std::string& goal) { return run(goal, true); }

 private:
  std::string w(Cell t) { return term_to_string(rt, t, writeq_options()); }

  std::string run(const std::string& text, bool with_context) {
    Store& s = m.store();
    std::vector<std::pair<std::string, Cell>> names;
    Cell goal = parse_term(rt, s, text, &names);
    std::vector<std::string> answers;
    try {
      // Collectable: only `names`, made before the query, is held across
      // next(), so KEA_GC_STRESS=1 exercises the collector in every test.
      Query query(m, goal, Query::Collect::yes);
      while (query.next()) {
        std::string answer;
        for (const auto& [name, var] : names) {
          // Variables left unbound are left out, as the top-level does.
          if (name[0] == '_' || is_var(deref(var))) continue;
          if (!answer.empty()) answer += ", ";
          answer += name + " = " + w(var);
        }
        answers.push_back(answer.empty() ? "true" : answer);
      }
    } catch (const PrologError& e) {
      Cell err = deref(e.term());
      if (!is_str(err) || functor_of(err) != functors::error2) return "throw: " + w(err);
      std::string out = "error: " + w(arg(err, 0));
      Cell ctx = deref(arg(err, 1));
      if (with_context && is_str(ctx) && functor_of(ctx) == functors::context2) out += " @ " + w(arg(ctx, 0));
      return out;
    }
    if (answers.empty()) return "false";
    std::string out;
    for (const std::string& a : answers) out += (out.empty() ? "" : " ; ") + a;
    return out;
  }
};

}  // namespace kea::testing
