// The interactive top-level (`?- Query.` with SWI-Prolog's answer format)
// and the goal runner behind `kea -g Goal`.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "engine/wam/machine.hpp"

namespace kea {

class Toplevel {
 public:
  enum class Status { Success, Failure, Error, Halt, NoMain };

  // m becomes the main thread's machine: thread_self/1 there is `main`,
  // and Ctrl-C and thread_signal(main, G) go to it.
  explicit Toplevel(Machine& m, bool quiet = false);
  ~Toplevel();
  Toplevel(const Toplevel&) = delete;
  Toplevel& operator=(const Toplevel&) = delete;

  // Runs one query as the top-level does: prints each answer's bindings;
  // when `interactive`, asks (one key) whether to look for more.
  Status query(std::string_view text, bool interactive);
  // Runs Goal once, printing nothing but errors (for -g).
  Status goal(std::string_view text);
  // Loads a program file (kea's file arguments). Error: the file is missing.
  Status consult(const std::string& path);
  // Runs the goal of initialization(Goal, main) if a loaded file gave one
  // (Status::Halt with halt_status() 0 on success, as SWI-Prolog); returns
  // Status::Failure... only when it failed; NoMain when there is none.
  Status run_main();
  // The read-query-print loop on standard input (readline on a terminal).
  // Returns the process exit status.
  int repl();

  int halt_status() const { return halt_status_; }

  // Runs the goals at_halt/1 registered (library/boot/system.pl), once:
  // the kea command calls it before the process ends.
  void run_at_halt();

 private:
  Status run(std::string_view text, bool print_answers, bool interactive);
  Status guarded(const std::string& prefix, const std::function<Status()>& work);
  // A line of standard input (not a terminal), read as a blocking wait.
  bool read_line(std::string& line);

  Machine& m_;
  bool quiet_;
  int halt_status_ = 0;
};

}  // namespace kea
