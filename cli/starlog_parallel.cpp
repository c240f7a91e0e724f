// kea-starlog's distributed runs: --tasks N (threads of this process),
// mpirun (MPI ranks, several tasks per rank when --tasks or a map statement
// says so), and --check (the distributed run against the sequential one).
// The process that hosts task 0 prints the results, the statistics and
// the trace, and the error of a failed run; every process exits with the
// run's status.
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>

#include "cli/starlog_cli.hpp"
#include "engine/errors.hpp"
#include "engine/interrupt.hpp"
#include "engine/runtime.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/wam/machine.hpp"
#include "starlog/distribution.hpp"
#include "starlog/error.hpp"
#include "starlog/output.hpp"
#include "starlog/parallel.hpp"
#include "starlog/results.hpp"
#include "starlog/starlog.hpp"

namespace kea::cli {
using namespace kea::starlog;

namespace {

bool parse_max_time(Runtime& rt, const std::string& text, ValuePool& pool, RunOptions& opt) {
  try {
    Store s;
    Cell t = parse_term(rt, s, text);
    opt.max_time = pool.intern(t);
    opt.has_max_time = opt.max_time != 0;
  } catch (...) {
  }
  return opt.has_max_time;
}

void print_stats(const ParallelOutcome& o, const Program& p, const TupleSet& all) {
  std::fprintf(stderr, "%% task node timestamps   rounds    derived       kept       sent   received    dropped"
                       " messages      bytes exchanges compute(s) wait(s)  cpu(s)\n");
  for (const TaskReport& r : o.reports)
    std::fprintf(stderr, "%%  %3d %4d %10llu %8llu %10llu %10llu %10llu %10llu %10llu %8llu %10llu %9llu %10.3f %7.3f %7.3f\n",
                 r.task, r.node, (unsigned long long)r.timestamps, (unsigned long long)r.stats.rounds,
                 (unsigned long long)r.stats.derived, (unsigned long long)r.stats.inserted,
                 (unsigned long long)r.stats.sent, (unsigned long long)r.stats.received,
                 (unsigned long long)r.stats.dropped, (unsigned long long)r.traffic.messages,
                 (unsigned long long)r.traffic.bytes, (unsigned long long)r.exchanges, r.compute, r.wait, r.cpu);
  std::fprintf(stderr, "%% relation tuples (all tasks, each tuple once)\n");
  for (std::size_t i = 0; i < p.relations.size(); ++i)
    std::fprintf(stderr, "%%   %-24s %u\n", p.relations[i].indicator().c_str(), all.table(static_cast<int>(i)).size());
}

// --check: per relation, the tuples that differ; true when none do.
bool report_check(const Program& p, const TupleSet& seq, const TupleSet& dist, int tasks, const Distribution& d) {
  std::vector<RelationDiff> ds = diff(seq, dist, d.task_dependent);
  std::printf("%% check: %d tasks against the sequential run (distribute statements ignored)\n", tasks);
  for (std::size_t rel = 0; rel < p.relations.size(); ++rel) {
    const Relation& R = p.relations[rel];
    if (d.task_dependent[rel]) {
      std::printf("%s: not compared (computed from the tasks: curr_task/1, num_tasks/1, tasks/1 or num_nodes/1)\n",
                  R.indicator().c_str());
      continue;
    }
    auto dr = std::find_if(ds.begin(), ds.end(), [&](const RelationDiff& x) { return x.rel == static_cast<int>(rel); });
    if (dr == ds.end()) {
      std::printf("%s: same (%u tuples)\n", R.indicator().c_str(), seq.table(static_cast<int>(rel)).size());
      continue;
    }
    std::printf("%s: DIFFERS: %zu missing from the distributed run, %zu extra\n", R.indicator().c_str(),
                dr->only_a.size(), dr->only_b.size());
    const std::size_t kShow = 20;
    for (std::size_t i = 0; i < dr->only_a.size() && i < kShow; ++i) std::printf("  missing: %s.\n", dr->only_a[i].c_str());
    if (dr->only_a.size() > kShow) std::printf("  ... and %zu more missing\n", dr->only_a.size() - kShow);
    for (std::size_t i = 0; i < dr->only_b.size() && i < kShow; ++i) std::printf("  extra: %s.\n", dr->only_b[i].c_str());
    if (dr->only_b.size() > kShow) std::printf("  ... and %zu more extra\n", dr->only_b.size() - kShow);
  }
  std::printf("%% check: %s\n", ds.empty() ? "the distributed run equals the sequential run"
                                           : "the distributed run DIFFERS from the sequential run");
  return ds.empty();
}

double secs(std::chrono::steady_clock::time_point a, std::chrono::steady_clock::time_point b) {
  return std::chrono::duration<double>(b - a).count();
}

int distributed(const StarlogCli& cli, Runtime& rt, const MpiProcess& mpi, std::unique_ptr<Interconnect>& net) {
  auto t0 = std::chrono::steady_clock::now();
  const int nodes = mpi.size;
  const int num_tasks = cli.tasks > 0 ? cli.tasks : nodes > 1 ? nodes : 2;
  // A probe session: the program as task 0 sees it, for the analysis, the
  // placement, --explain, --check and the gathered results.
  Session probe(rt);
  probe.load(cli.text, cli.file, cli.facts, TaskInfo{0, num_tasks, nodes});
  const Program& prog = probe.program();
  Distribution dist = analyse_distribution(prog);
  Placement pl = place_tasks(rt, prog, cli.text, cli.file, cli.facts, num_tasks, nodes);
  if (cli.explain) {
    // The program and plan as task 0 runs them (rules combined with the
    // statements that keep tuples where derived), then the distribution.
    Session t0(rt);
    t0.load(cli.text, cli.file, cli.facts, TaskInfo{0, num_tasks, nodes, true});
    if (mpi.rank == 0)
      std::cout << t0.program().describe() << "% (the plan of task 0 of " << num_tasks << ")\n"
                << t0.plan().describe(t0.program()) << describe_distribution(prog, dist, &pl);
    return 0;
  }
  for (int n = 0; n < nodes; ++n)
    if (std::find(pl.node_of.begin(), pl.node_of.end(), n) == pl.node_of.end())
      throw Error("node " + std::to_string(n) + " has no task (" + std::to_string(num_tasks) + " tasks on " +
                  std::to_string(nodes) + " nodes" + (pl.from_map ? ", by the map statement" : "") +
                  "): give at least as many tasks as MPI ranks");
  std::vector<int> rels;
  if (cli.print.empty()) {
    for (std::size_t i = 0; i < prog.relations.size(); ++i) rels.push_back(static_cast<int>(i));
  } else {
    for (const std::string& r : cli.print) {
      int k = probe.relation(r);
      if (k < 0) throw Error("--print " + r + ": no such relation (or ambiguous: give name/arity)");
      rels.push_back(k);
    }
  }

  Node node(num_tasks, pl.node_of, mpi.rank, net.get());
  const bool printer = node.local_index(0) >= 0;
  std::vector<std::unique_ptr<Session>> sessions;
  std::vector<Session*> ptrs;
  for (int t : node.local_tasks()) {
    sessions.push_back(std::make_unique<Session>(rt));
    sessions.back()->load(cli.text, cli.file, cli.facts, TaskInfo{t, num_tasks, nodes, true});
    ptrs.push_back(sessions.back().get());
  }
  ParallelOptions po;
  po.run.progress = printer && isatty(STDERR_FILENO);
  po.run.interrupt = &kea::interrupt_flag();
  if (!cli.max_time.empty() && !parse_max_time(rt, cli.max_time, probe.pool(), po.run))
    throw Error("--max-time " + cli.max_time + ": not a ground term");
  po.trace = !cli.trace.empty();
  po.crossing = dist.any_crossing;
  if (!cli.check) {  // only what is printed goes to task 0
    po.gather.assign(prog.relations.size(), false);
    for (int r : rels) po.gather[r] = true;
  }
  ParallelOutcome o;
  auto t1 = std::chrono::steady_clock::now();
  try {
    o = run_tasks(node, ptrs, po);
  } catch (const Error& e) {
    // Outside the protocol (a collective failed): other processes may be
    // waiting in one, and only ending the whole run stops them.
    std::fprintf(stderr, "kea-starlog: %s\n", e.what());
    if (net) net->abort_all(1);
    return 1;
  }
  auto t2 = std::chrono::steady_clock::now();
  if (!printer) return o.failed ? 1 : o.status == RunStatus::Interrupted ? 130 : 0;

  if (po.trace) write_trace(cli.trace, o.trace);
  if (o.failed) {
    std::fprintf(stderr, "kea-starlog: %s\n", o.error.c_str());
    return 1;
  }
  if (o.status == RunStatus::Interrupted) {
    std::fprintf(stderr, "kea-starlog: interrupted at time %s; partial results not printed\n", o.last_time.c_str());
    return 130;
  }
  if (o.status == RunStatus::TimeBound)
    std::fprintf(stderr, "kea-starlog: stopped at the time bound %s (tuples pending later)\n", cli.max_time.c_str());
  ValuePool pool;
  TupleSet all(prog, pool);
  for (const std::string& b : o.tables) all.add(b);
  int status = 0;
  if (cli.check) {
    Session seq(rt);
    seq.load(cli.text, cli.file, cli.facts);
    RunOptions ro;
    ro.interrupt = &kea::interrupt_flag();
    if (!cli.max_time.empty()) parse_max_time(rt, cli.max_time, seq.pool(), ro);
    if (seq.run(ro) == RunStatus::Interrupted) {
      std::fprintf(stderr, "kea-starlog: interrupted during the sequential run of --check\n");
      return 130;
    }
    TupleSet expected(prog, pool);
    expected.add(encode_tables(seq.program(), seq.evaluator()));
    status = report_check(prog, expected, all, num_tasks, dist) ? 0 : 1;
  } else if (!cli.outdir.empty()) {
    mkdir(cli.outdir.c_str(), 0777);
    for (int r : rels) write_csv(cli.outdir, prog, all.table(r), r);
  } else {
    std::ios::sync_with_stdio(false);
    for (int r : rels) write_facts(std::cout, prog, all.table(r), r);
    std::cout.flush();
  }
  if (cli.stats) {
    print_stats(o, prog, all);
    std::fprintf(stderr, "%% time: load+plan %.3fs, evaluate %.3fs (%d tasks, gather included), output %.3fs\n",
                 secs(t0, t1), secs(t1, t2), num_tasks, secs(t2, std::chrono::steady_clock::now()));
  }
  return status;
}

}  // namespace

int run_distributed(const StarlogCli& cli, Runtime& rt, Machine&, const MpiProcess& mpi) {
  std::unique_ptr<Interconnect> net;
#ifdef KEA_HAVE_MPI
  if (mpi.active) net = make_mpi_interconnect();
#endif
  try {
    return distributed(cli, rt, mpi, net);
  } catch (const Error& e) {
    // Before the tasks started: every process reads the same program and
    // fails the same way, so rank 0 speaks for all (or after they ended:
    // only task 0's process prints).
    if (mpi.rank == 0) std::fprintf(stderr, "kea-starlog: %s\n", e.what());
    return 1;
  } catch (const kea::PrologError&) {
    if (mpi.rank == 0) std::fprintf(stderr, "kea-starlog: %s: error while reading the program\n", cli.file.c_str());
    return 1;
  }
}

}  // namespace kea::cli
