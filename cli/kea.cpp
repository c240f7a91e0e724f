// The kea command: `kea [options] [file ...]`, with the flags SWI-Prolog
// users expect.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "engine/gc.hpp"
#include "engine/interrupt.hpp"
#include "engine/wam/machine.hpp"
#include "engine/runtime.hpp"
#include "engine/toplevel.hpp"
#include "starlog/prolog_api.hpp"

namespace {

const char kUsage[] =
    "usage: kea [options] [file ...] [--] [arg ...]\n"
    "  -g Goal       run Goal (may be given several times) before the top-level\n"
    "  -t Goal       run Goal as the top-level instead of the interactive loop\n"
    "                (-t halt: exit after the -g goals)\n"
    "  -q            do not print the banner\n"
    "  --stack-limit=SIZE  the stack_limit flag of every thread: bytes, or with\n"
    "                a unit b, k, m or g (--stack-limit=2g); default 1g\n"
    "  --version     print the version and exit\n"
    "  --help        print this text and exit\n"
    "The first file is consulted (it may be a #! script), and so are the files\n"
    "after it whose names end in .pl; the first other argument and all after\n"
    "it, or all after --, are left to the program: current_prolog_flag(argv, L).\n"
    "Options may also follow the files (swipl leaves those to the program).\n"
    "Exit status: 0 on success, 1 when a -g goal fails, 2 when it raises an\n"
    "error, N after halt(N).\n";

// --stack-limit's SIZE as swipl reads it: digits, then b, k, m or g (bytes
// without one). 0 when it is not a size.
std::size_t parse_size(const std::string& text) {
  std::size_t i = 0, n = 0;
  while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
    if (n > (SIZE_MAX - 9) / 10) return 0;
    n = n * 10 + static_cast<std::size_t>(text[i++] - '0');
  }
  if (i == 0 || i + 1 < text.size()) return 0;
  unsigned shift = 0;
  if (i < text.size()) {
    switch (text[i] | 0x20) {
      case 'b': shift = 0; break;
      case 'k': shift = 10; break;
      case 'm': shift = 20; break;
      case 'g': shift = 30; break;
      default: return 0;
    }
  }
  if (n > (SIZE_MAX >> shift)) return 0;
  return n << shift;
}

bool ends_with(const std::string& s, const char* suffix) {
  std::size_t n = std::strlen(suffix);
  return s.size() >= n && s.compare(s.size() - n, n, suffix) == 0;
}

}  // namespace

// The process status after a goal, as swipl's: 0 on success, 1 on failure,
// 2 on an uncaught error, halt/1's status on halt.
int exit_status(const kea::Toplevel& top, kea::Toplevel::Status st) {
  switch (st) {
    case kea::Toplevel::Status::Halt: return top.halt_status();
    case kea::Toplevel::Status::Failure: return 1;
    case kea::Toplevel::Status::Error: return 2;
    case kea::Toplevel::Status::Success:
    case kea::Toplevel::Status::NoMain: return 0;
  }
  return 0;
}

// Loads the files, then runs main, the -g goals and the -t goal or the
// top-level; returns the process status.
int run(kea::Toplevel& top, const std::vector<std::string>& files, const std::vector<std::string>& goals,
        const std::string& toplevel_goal, bool quiet) {
  for (const std::string& f : files) {
    switch (top.consult(f)) {
      case kea::Toplevel::Status::Halt: return top.halt_status();
      case kea::Toplevel::Status::Error: return 1;
      default: break;
    }
  }
  using Status = kea::Toplevel::Status;
  // initialization(main, main) ends the process with main's outcome.
  if (Status st = top.run_main(); st != Status::NoMain) return exit_status(top, st);
  for (const std::string& g : goals) {
    if (Status st = top.goal(g); st != Status::Success) return exit_status(top, st);
  }
  if (!toplevel_goal.empty()) return exit_status(top, top.goal(toplevel_goal));
  if (!quiet) {
    std::printf(
        "Welcome to Kea %s, a Prolog system for concurrent symbolic work.\n"
        "For help on the command line: kea --help. Type halt. or press Ctrl-D to leave.\n\n",
        KEA_VERSION);
  }
  return top.repl();
}

int main(int argc, char** argv) {
  kea::gc_init();
  std::vector<std::string> goals, files;
  std::string toplevel_goal;
  bool quiet = false;
  std::size_t stack_limit = 0;
  std::vector<std::string> program_args;
  int i = 1;
  for (; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&](const char* flag) -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "kea: %s needs an argument\n%s", flag, kUsage);
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "-g") goals.push_back(value("-g"));
    else if (a == "-t") toplevel_goal = value("-t");
    else if (a == "-q") quiet = true;
    else if (a.rfind("--stack-limit=", 0) == 0) {
      stack_limit = parse_size(a.substr(14));
      if (stack_limit == 0) {
        std::fprintf(stderr, "kea: --stack-limit needs a size such as 512m or 2g, not '%s'\n%s", a.substr(14).c_str(), kUsage);
        return 2;
      }
    }
    else if (a == "--version") {
      std::printf("Kea version %s\n", KEA_VERSION);
      return 0;
    } else if (a == "--help" || a == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    } else if (a == "--") {
      ++i;
      break;
    } else if (!a.empty() && a[0] == '-') {
      if (!files.empty()) break;  // after a script, its own options
      std::fprintf(stderr, "kea: unknown option %s\n%s", a.c_str(), kUsage);
      return 2;
    } else if (files.empty() || ends_with(a, ".pl")) {
      files.push_back(a);  // as swipl: the first file whatever its name (a #! script), then .pl files
    } else {
      break;  // the program's arguments start here
    }
  }
  for (; i < argc; ++i) program_args.push_back(argv[i]);
  kea::Runtime rt;
  if (stack_limit) rt.flags().stack_limit.store(stack_limit);
  rt.flags().os_argv.assign(argv, argv + argc);
  rt.flags().argv = program_args;
  kea::starlog::install_prolog_api(rt);
  // The address space reserved for the stacks bounds the stack_limit flag:
  // reserve what --stack-limit asks for when it is more than the default.
  kea::Machine machine(rt, std::max(kea::Store::kDefaultHeapBytes, stack_limit),
                       std::max(kea::Machine::kDefaultStackBytes, stack_limit));
  kea::Toplevel top(machine, quiet);
  if (quiet) top.goal("set_prolog_flag(verbose, silent)");  // as swipl -q: no informational messages
  kea::install_interrupt_handler();
  int status = run(top, files, goals, toplevel_goal, quiet);
  top.run_at_halt();
  return status;
}
