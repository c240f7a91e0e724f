// Which task a plan is made for. Every task of a distributed run plans the
// same program with its own TaskInfo: curr_task/1, num_tasks/1, tasks/1 and
// num_nodes/1 become constants (or, for tasks(T) with T unbound, a
// generator over 0..num_tasks-1) in that task's plan. A sequential run is
// task 0 of 1 on one node.
#pragma once

namespace kea::starlog {

struct TaskInfo {
  int task = 0;
  int num_tasks = 1;
  int num_nodes = 1;
  // a task of a distributed run: rules are combined with the distribute
  // statements that keep tuples where they are derived (loader.hpp)
  bool spmd = false;
};

}  // namespace kea::starlog
