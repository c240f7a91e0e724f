// kea-starlog's command line, shared by its sequential main
// (kea_starlog.cpp) and its distributed runs (starlog_parallel.cpp).
#pragma once

#include <string>
#include <vector>

namespace kea {
class Runtime;
class Machine;
}

namespace kea::cli {

struct StarlogCli {
  std::string file, text, outdir, max_time, trace;
  std::vector<std::string> print, facts, prolog_files;
  bool stats = false, explain = false, check = false;
  int tasks = 0;  // --tasks N (0: not given)
};

// MPI state of this process (initialised by the main when it runs under
// mpirun): rank and size; size 1 without MPI.
struct MpiProcess {
  bool active = false;
  int rank = 0, size = 1;
};

// Runs the program on tasks (threads of this process, MPI ranks, or both).
// Returns the process's exit status.
int run_distributed(const StarlogCli& cli, Runtime& rt, Machine& machine, const MpiProcess& mpi);

}  // namespace kea::cli
