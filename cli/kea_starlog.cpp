// kea-starlog: run a Starlog program and print (or save) its relations.
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <chrono>
#include <csignal>
#include <ctime>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

#include "engine/wam/consult.hpp"
#include "engine/builtins/registry.hpp"
#include "engine/errors.hpp"
#include "engine/interrupt.hpp"
#include "engine/wam/machine.hpp"
#include "engine/messages.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/runtime.hpp"
#include "starlog/error.hpp"
#include "starlog/output.hpp"
#include "starlog/starlog.hpp"
#include "cli/starlog_cli.hpp"

#ifdef KEA_HAVE_MPI
#include <mpi.h>
#endif

namespace {

int usage(int status) {
  std::fprintf(status ? stderr : stdout,
               "usage: kea-starlog PROGRAM.sl [options]\n"
               "  --print REL...    print these relations (name or name/arity) as facts; repeatable,\n"
               "                    or comma-separated (default: every relation)\n"
               "  --output DIR      write one CSV file per printed relation into DIR\n"
               "  --max-time T      stop before timestamps whose first element is later than T\n"
               "  -D FACT, --fact FACT\n"
               "                    add FACT, replacing the program's facts of that relation\n"
               "  -l FILE, --load FILE\n"
               "                    consult a Prolog file first: its predicates may be called\n"
               "                    from rule bodies (repeatable)\n"
               "  --stats           tuples per relation, timestamps, time per phase (stderr); with\n"
               "                    tasks, per task: tuples derived, kept, sent, received, messages,\n"
               "                    bytes, rounds, time computing and waiting\n"
               "  --explain         print the checked program and the plan (and, with tasks, the\n"
               "                    distribution and the placement of tasks), do not run\n"
               "  --tasks N         run N tasks, each on its own thread (under mpirun: N tasks spread\n"
               "                    over the ranks, default one per rank); distribute statements apply\n"
               "  --check           run distributed (--tasks N, default 2, or the MPI ranks) and also\n"
               "                    sequentially without the distribute statements; report the tuples\n"
               "                    that differ per relation (exit status 1 if any)\n"
               "  --trace FILE      write every task's timeline (Chrome trace-event JSON: Perfetto,\n"
               "                    chrome://tracing)\n"
               "  -h, --help        this text\n");
  return status;
}

double secs(std::chrono::steady_clock::time_point a, std::chrono::steady_clock::time_point b) {
  return std::chrono::duration<double>(b - a).count();
}

// Started by mpirun? (Open MPI sets these; other MPI launchers PMI_*.)
int launched_ranks() {
  for (const char* v : {"OMPI_COMM_WORLD_SIZE", "PMIX_SIZE", "PMI_SIZE"})
    if (const char* s = std::getenv(v)) return std::max(1, std::atoi(s));
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace kea::starlog;
  kea::cli::StarlogCli cli;
  std::string &file = cli.file, &outdir = cli.outdir, &max_time = cli.max_time;
  std::vector<std::string>&print = cli.print, &facts = cli.facts, &prolog_files = cli.prolog_files;
  bool &stats = cli.stats, &explain = cli.explain, in_print = false;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto need = [&](const char* opt) -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "kea-starlog: %s needs an argument\n", opt);
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "-h" || a == "--help") return usage(0);
    // `--print a b c`: names after --print are relations, up to the next
    // option or the program file (the first existing file, if not given yet).
    if (in_print && !a.empty() && a[0] != '-') {
      struct stat sb;
      if (!(file.empty() && stat(a.c_str(), &sb) == 0 && S_ISREG(sb.st_mode))) {
        std::stringstream ss(a);
        for (std::string r; std::getline(ss, r, ',');)
          if (!r.empty()) print.push_back(r);
        continue;
      }
    }
    in_print = false;
    if (a == "--print") {
      in_print = true;
      std::stringstream ss(need("--print"));
      for (std::string r; std::getline(ss, r, ',');)
        if (!r.empty()) print.push_back(r);
    } else if (a == "--output") outdir = need("--output");
    else if (a == "--max-time") max_time = need("--max-time");
    else if (a == "-D" || a == "--fact") facts.push_back(need("-D"));
    else if (a.rfind("-D", 0) == 0 && a.size() > 2) facts.push_back(a.substr(2));
    else if (a == "-l" || a == "--load") prolog_files.push_back(need("--load"));
    else if (a == "--stats") stats = true;
    else if (a == "--explain") explain = true;
    else if (a == "--check") cli.check = true;
    else if (a == "--trace") cli.trace = need("--trace");
    else if (a == "--tasks") {
      std::string n = need("--tasks");
      char* end = nullptr;
      long v = std::strtol(n.c_str(), &end, 10);
      if (n.empty() || *end || v < 1 || v > 4096) {
        std::fprintf(stderr, "kea-starlog: --tasks %s: expected a number of tasks from 1 to 4096\n", n.c_str());
        return 2;
      }
      cli.tasks = static_cast<int>(v);
    }
    else if (!a.empty() && a[0] == '-') {
      std::fprintf(stderr, "kea-starlog: unknown option %s\n", a.c_str());
      return usage(2);
    } else if (file.empty()) file = a;
    else {
      std::fprintf(stderr, "kea-starlog: more than one program given\n");
      return usage(2);
    }
  }
  if (file.empty()) return usage(2);

  std::ifstream in(file, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "kea-starlog: cannot read %s: %s\n", file.c_str(), std::strerror(errno));
    return 1;
  }
  std::stringstream buf;
  buf << in.rdbuf();
  std::string text = buf.str();
  cli.text = text;

  kea::cli::MpiProcess mpi;
  const int ranks = launched_ranks();
#ifdef KEA_HAVE_MPI
  struct Finalize {
    bool on = false;
    ~Finalize() {
      if (on) MPI_Finalize();
    }
  } finalize;
  if (ranks > 0) {
    int provided = 0;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
    finalize.on = true;
    mpi.active = true;
    MPI_Comm_rank(MPI_COMM_WORLD, &mpi.rank);
    MPI_Comm_size(MPI_COMM_WORLD, &mpi.size);
    if (provided < MPI_THREAD_SERIALIZED && mpi.size > 1) {
      if (mpi.rank == 0) std::fprintf(stderr, "kea-starlog: this MPI library does not allow threads to take turns calling it (MPI_THREAD_SERIALIZED)\n");
      return 1;
    }
  }
#else
  if (ranks > 1) {
    std::fprintf(stderr,
                 "kea-starlog: started by mpirun with %d ranks, but this build has no MPI (configure did not find "
                 "Open MPI: apt-get install libopenmpi-dev openmpi-bin, then configure again); --tasks N runs "
                 "tasks on threads\n",
                 ranks);
    return 2;
  }
#endif
  const bool distributed = cli.tasks > 0 || cli.check || mpi.size > 1;

  auto t0 = std::chrono::steady_clock::now();
  kea::Runtime rt;
  kea::Machine machine(rt);
  kea::install_interrupt_handler();
  kea::set_interrupt_target(&machine);  // Ctrl-C also stops the Prolog goals of rules
  for (const std::string& pl : prolog_files) {
    try {
      kea::consult_file(machine, pl);
    } catch (const kea::PrologError& e) {
      std::fprintf(stderr, "kea-starlog: %s\n", kea::error_message(rt, e.term(), false).c_str());
      return 1;
    } catch (const kea::HaltRequest& h) {  // a directive of the file halts
      return h.status;
    }
  }
  if (distributed) return kea::cli::run_distributed(cli, rt, machine, mpi);
  Session session(rt);
  try {
    session.load(text, file, facts);
  } catch (const Error& e) {
    std::fprintf(stderr, "kea-starlog: %s\n", e.what());
    return 1;
  } catch (const kea::PrologError&) {
    std::fprintf(stderr, "kea-starlog: %s: error while reading the program\n", file.c_str());
    return 1;
  }
  auto t1 = std::chrono::steady_clock::now();
  if (explain) {
    std::cout << session.program().describe() << session.plan().describe(session.program());
    return 0;
  }

  std::vector<int> rels;
  const Program& prog = session.program();
  if (print.empty()) {
    for (std::size_t i = 0; i < prog.relations.size(); ++i) rels.push_back(static_cast<int>(i));
  } else {
    for (const std::string& r : print) {
      int k = session.relation(r);
      if (k < 0) {
        std::fprintf(stderr, "kea-starlog: --print %s: no such relation (or ambiguous: give name/arity)\n", r.c_str());
        return 2;
      }
      rels.push_back(k);
    }
  }

  RunOptions opt;
  opt.progress = isatty(STDERR_FILENO);
  opt.interrupt = &kea::interrupt_flag();
  opt.machine = &machine;
  if (!max_time.empty()) {
    try {
      kea::Store s;
      kea::Cell t = kea::parse_term(rt, s, max_time);
      opt.max_time = session.pool().intern(t);
      opt.has_max_time = opt.max_time != 0;
    } catch (...) {
    }
    if (!opt.has_max_time) {
      std::fprintf(stderr, "kea-starlog: --max-time %s: not a ground term\n", max_time.c_str());
      return 2;
    }
  }
  RunStatus status;
  timespec cpu0{}, cpu1{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu0);
  try {
    status = session.run(opt);
  } catch (const Error& e) {
    std::fprintf(stderr, "kea-starlog: %s\n", e.what());
    return 1;
  } catch (const kea::HaltRequest& h) {  // halt/0,1 in a Prolog goal of a rule
    return h.status;
  }
  std::signal(SIGINT, SIG_DFL);  // printing the results: Ctrl-C just stops
  auto t2 = std::chrono::steady_clock::now();
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu1);
  Evaluator& ev = session.evaluator();
  if (status == RunStatus::Interrupted) {
    std::fprintf(stderr, "kea-starlog: interrupted at time %s; partial results not printed\n",
                 format_timestamp(ev.last_time()).c_str());
    return 130;
  }
  if (status == RunStatus::TimeBound)
    std::fprintf(stderr, "kea-starlog: stopped at the time bound %s (tuples pending later)\n", max_time.c_str());

  try {
    if (!outdir.empty()) {
      mkdir(outdir.c_str(), 0777);
      for (int r : rels) write_csv(outdir, prog, ev, r);
    } else {
      std::ios::sync_with_stdio(false);
      for (int r : rels) write_facts(std::cout, prog, ev, r);
      std::cout.flush();
    }
  } catch (const Error& e) {
    std::fprintf(stderr, "kea-starlog: %s\n", e.what());
    return 1;
  }
  auto t3 = std::chrono::steady_clock::now();
  if (stats) {
    const RunStats& st = ev.stats();
    std::fprintf(stderr, "%% relation tuples\n");
    for (std::size_t i = 0; i < prog.relations.size(); ++i)
      std::fprintf(stderr, "%%   %-24s %u\n", prog.relations[i].indicator().c_str(), ev.table(static_cast<int>(i)).size());
    std::fprintf(stderr,
                 "%% timestamps %llu, rounds %llu, derived %llu, inserted %llu, rejected by negation %llu\n",
                 (unsigned long long)st.batches, (unsigned long long)st.rounds, (unsigned long long)st.derived,
                 (unsigned long long)st.inserted, (unsigned long long)st.rejected_by_negation);
    std::fprintf(stderr, "%% time: load+plan %.3fs, evaluate %.3fs, output %.3fs\n", secs(t0, t1), secs(t1, t2),
                 secs(t2, t3));
    std::fprintf(stderr, "%% cpu: evaluate %.3fs\n",
                 (cpu1.tv_sec - cpu0.tv_sec) + (cpu1.tv_nsec - cpu0.tv_nsec) * 1e-9);
  }
  return 0;
}
