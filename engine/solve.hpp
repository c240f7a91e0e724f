// Goal execution for the top-level and `kea -g`, until the WAM compiler and
// emulator (the next engine issue) take over: an interpreter of the control
// constructs over the builtins of builtins.hpp. It runs queries; it does not
// run user-defined predicates (there is no clause database yet), and says so
// with an existence_error for any other goal.
//
// Control: ,/2 ;/2 ->/2 *->/2 \+/1 not/1 call/1..8 true fail false !
// catch/3 throw/1 findall/3 forall/2 between/3.
//
// Continuation-passing: solve(G, k) calls k once per solution of G; k
// returns Stop to end the search or Redo to ask for the next solution.
// Bindings made by a solution are undone (through the Store's trail) before
// the next alternative is tried.
#pragma once

#include <functional>

#include "engine/builtins.hpp"

namespace kea {

class Solver {
 public:
  // Redo: ask for the next solution. Stop: end the search. cut_to(b): a
  // cut whose clause body is delimited by barrier b: alternatives up to b
  // are discarded, and b turns it back into Redo.
  using Outcome = unsigned;
  static constexpr Outcome Redo = 0, Stop = 1;
  static constexpr Outcome cut_to(unsigned barrier) { return 2 + barrier; }
  using Cont = std::function<Outcome()>;

  explicit Solver(Machine& m) : m_(m) {}

  // Runs `goal`, calling `k` for each solution. Returns Stop if k stopped
  // the search, Redo when the solutions ran out. PrologError escapes for
  // uncaught errors; HaltRequest for halt/0,1.
  Outcome run(Cell goal, const Cont& k);

  // True while some alternative is still open: lets the top-level know that
  // an answer is the last one without searching further.
  bool has_open_alternatives() const { return open_alternatives_ > 0; }

 private:
  // `barrier` is the cut barrier of the clause body the goal is in.
  Outcome solve(Cell goal, const Cont& k, unsigned depth, unsigned barrier);
  // Runs goal as an opaque call (call/1, \+, conditions, findall, catch).
  Outcome solve_opaque(Cell goal, const Cont& k, unsigned depth);
  Outcome solve_catch(const Cell* args, const Cont& k, unsigned depth);
  Outcome solve_findall(const Cell* args, const Cont& k, unsigned depth);
  Outcome solve_between(const Cell* args, const Cont& k);
  Outcome alternative(const std::function<Outcome()>& first, const std::function<Outcome()>& second);
  Cell add_args(Cell goal, const Cell* extra, unsigned n);

  Machine& m_;
  unsigned open_alternatives_ = 0;
  unsigned next_barrier_ = 0;
  unsigned next_catch_id_ = 0;
};

}  // namespace kea
