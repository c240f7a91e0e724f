// The checked program: relations with their attribute types and timestamps,
// the order of timestamp constants, rules with classified body goals, and
// the distribute/map statements (validated, not executed yet). Built by the
// loader from the terms the engine's reader returns; the terms stay on the
// program's Store, so goals keep their source form for messages and for the
// planner.
#pragma once

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/runtime.hpp"
#include "engine/terms/store.hpp"
#include "starlog/value.hpp"

namespace kea::starlog {

enum class Type : std::uint8_t { Int, Float, Atom, String, Term };
const char* type_name(Type t);

// Where a clause came from, for messages: "file:line: in clause `text`".
struct SourceLoc {
  std::string file;
  unsigned line = 0, column = 0;
  std::string clause;  // the clause as written back (for messages)
  std::string where() const;  // "file:line:column"
};

struct Relation {
  Atom name = nullptr;
  unsigned arity = 0;
  std::vector<Type> types;
  SourceLoc declared;
  bool builtin = false;
  // stratify Head by [E1..En]: Head's arguments (variables or _) and the
  // list, on the program Store. Not stratified: bottom of time.
  bool stratified = false;
  Cell strat_head = 0;
  std::vector<Cell> strat_by;
  SourceLoc strat_loc;
  std::string indicator() const;  // name/arity
};

enum class GoalKind : std::uint8_t {
  Relation,   // positive literal of a declared relation
  Not,        // not(G) / \+ G: sub-goals in `sub`
  Compare,    // < > =< >= =:= =\= (op in `op`)
  Is,         // X is E
  Unify,      // A = B (both sides evaluated)
  NotUnify,   // A \= B
  Range,      // range(Lo, Hi, I)
  True,
  CurrTask, NumTasks, Tasks, NumNodes,
  Prolog,     // a goal on a defined Prolog predicate, run on the host engine
};

struct Goal {
  GoalKind kind = GoalKind::True;
  Cell term = 0;              // the goal as written
  int rel = -1;               // Relation: index into Program::relations
  std::vector<Cell> args;     // arguments (Relation and builtins)
  std::string op;             // Compare: "<", ">", "=<", ">=", "=:=", "=\\="
  std::vector<Goal> sub;      // Not: the conjunction
  // Prolog: the variables of the goal that a goal written before it in the
  // same body (or conjunction under not) also has. The goal runs once they
  // are bound, so it sees the arguments its author meant as inputs; its
  // other variables are outputs, read back as values after each solution.
  std::vector<Cell*> inputs;
};

struct Rule {
  int id = 0;
  SourceLoc loc;
  Cell head = 0;
  int head_rel = -1;
  std::vector<Cell> head_args;
  std::vector<Goal> body;
  // Variables of the clause: slot i is the variable at address var_cells[i].
  std::vector<Cell*> var_cells;
  std::vector<std::string> var_names;  // "" for unnamed (_)
  std::vector<int> occurrences;        // per slot
  int slot_of(Cell var) const;         // var dereferenced; -1 if unknown
};

struct Distribute {
  SourceLoc loc;
  int rel = -1;
  Cell head = 0, to = 0;
  std::vector<Goal> body;
  // `Rel(Args) <-- Rel(Args), Body, Dest is To`: planned (not run) to check
  // that the statement can be evaluated: known goals, safe variables; the
  // evaluator runs its plan to route tuples (Dest is in slot dest_slot).
  Rule check;
  int dest_slot = -1;
  // combined into the rules of its relation (loader: combine_self_only):
  // the evaluator does not route by it
  bool combined = false;
  // `to T` where the body binds T by curr_task(T): the tuple stays where it
  // was derived, or (the body failing) goes nowhere
  bool stays_on_deriving_task() const;
};

struct MapStatement {
  SourceLoc loc;
  Cell task = 0, node = 0;
  std::vector<Goal> body;
};

struct Program {
  explicit Program(Runtime& rt) : rt(rt), store(std::make_unique<Store>()) {}
  Runtime& rt;
  std::unique_ptr<Store> store;  // the clause terms
  std::vector<Relation> relations;
  std::unordered_map<Functor, int> relation_index;
  // stratify a << b << c: ranks of ordered constants (0 is earliest).
  std::unordered_map<Atom, int> atom_rank;
  std::vector<std::vector<Atom>> order_chains;
  std::vector<Rule> rules;
  std::vector<Distribute> distributes;
  std::vector<MapStatement> maps;

  int find_relation(Atom name, unsigned arity) const;
  // The checked program as text (--explain prints it before the plan).
  std::string describe() const;
  std::string goal_text(Cell t) const;
};

}  // namespace kea::starlog
