// The distribution of a program over tasks, as the distribute and map
// statements define it (STARLOG.md, Distribution), in a printable form.
//
// Per relation:
// - everywhere: no `stratify` (configuration facts): every task derives
//   all of its tuples itself, at the bottom of time; no statement may
//   distribute it;
// - local: no distribute statement: a tuple stays on the task that
//   derived it;
// - distributed: a tuple goes to the union of its statements'
//   destinations (several: replicated, e.g. halos), and is dropped when
//   they give none. It is crossing when some statement may send it to a
//   task other than the one that derived it (its destination is not just
//   curr_task's T).
// A program without crossing relations has independent tasks: they need
// not agree on time at all (primes by divided search space).
//
// Placement: `map Task to Node using Body` gives each task its node (MPI
// rank); without one, task T runs on node T mod NumNodes. The statement is
// evaluated as the distribute statement `distribute '$kea_task'(Task) to
// Node using Body` of a task-0 session whose configuration relations are
// evaluated first, so Body may read them.
#pragma once

#include <string>
#include <vector>

#include "starlog/program.hpp"

namespace kea::starlog {

struct Distribution {
  enum class Kind { Everywhere, Local, Distributed };
  std::vector<Kind> kind;      // per relation
  std::vector<bool> crossing;  // per relation
  bool any_crossing = false;
  bool any_distributed = false;
  // per relation: derived (directly or through other relations) by a rule
  // that reads curr_task/1, num_tasks/1, tasks/1 or num_nodes/1, so its
  // tuples may legitimately differ between a distributed run and the
  // sequential one (a brick layout computed from num_tasks); --check does
  // not compare them
  std::vector<bool> task_dependent;
};

// Throws starlog::Error for a distribute statement on a relation without
// `stratify`.
Distribution analyse_distribution(const Program& p);

struct Placement {
  int num_tasks = 1, num_nodes = 1;
  std::vector<int> node_of;  // per task
  bool from_map = false;
};

// Where each of num_tasks tasks runs among num_nodes nodes; the program is
// loaded again for it (text, file and -D facts as for the run).
Placement place_tasks(Runtime& rt, const Program& p, std::string_view text, const std::string& file,
                      const std::vector<std::string>& facts, int num_tasks, int num_nodes);

// --explain's distribution section: per relation its kind and statements,
// and the tasks of each node.
std::string describe_distribution(const Program& p, const Distribution& d, const Placement* placement);

}  // namespace kea::starlog
