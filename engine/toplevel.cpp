#include "engine/toplevel.hpp"

#include <termios.h>
#include <unistd.h>

#include <readline/history.h>
#include <readline/readline.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <unordered_map>
#include <unordered_set>
#include <iostream>
#include <vector>

#include "engine/messages.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/utf8.hpp"
#include "engine/builtins/registry.hpp"
#include "engine/wam/consult.hpp"
#include "engine/wam/db.hpp"
#include "engine/interrupt.hpp"
#include "engine/io/stream_arg.hpp"
#include "engine/terms/termops.hpp"
#include "engine/syntax/writer.hpp"
#include "engine/threads.hpp"

namespace kea {
namespace {

using Bindings = std::vector<std::pair<std::string, Cell>>;

// A copy of t in which every compound of `cut` below the top is replaced
// by its variable (cut[k].first by cut[k].second): with cut the cycle
// targets of t (cycle_targets), the copy is finite. List tails are
// followed in a loop, so a long cyclic list does not deepen the C++ stack.
Cell cut_cycles(Store& s, Cell t, const std::vector<std::pair<Cell, Cell>>& cut, bool top = true) {
  auto stand_in = [&](Cell c) -> Cell {  // 0 when c is not cut
    for (const auto& [target, var] : cut) if (target == c) return var;
    return 0;
  };
  t = deref(t);
  if (!is_compound(t)) return t;
  if (!top) {
    if (Cell v = stand_in(t)) return v;
  }
  if (is_str(t)) {
    std::vector<Cell> args(arity_of(t));
    for (unsigned k = 0; k < args.size(); ++k) args[k] = cut_cycles(s, arg(t, k), cut, false);
    return make_compound(s, functor_of(t), args.data());
  }
  std::vector<Cell> heads;
  Cell tail = t;
  for (bool first = true; is_list(tail); first = false) {
    if (!first && stand_in(tail)) break;
    heads.push_back(cut_cycles(s, list_head(tail), cut, false));
    tail = deref(list_tail(tail));
  }
  return make_list(s, heads.data(), heads.size(), cut_cycles(s, tail, cut, false));
}

// The compounds that the cycles of an answer come back to (cycle_targets
// of all its cyclic values at once), each with the variable that stands for
// it in cut_cycles' copies and its name: the name of the binding whose value
// it is when first shown as that value, else _S1, _S2, ... in the order shown.
struct CycleNames {
  std::vector<std::pair<Cell, Cell>> cut;
  std::vector<std::string> names;  // by index of cut; empty until named
  unsigned count = 0;

  void find(Store& s, const std::vector<Cell>& values) {
    std::vector<Cell> targets;
    cycle_targets(make_list(s, values.data(), values.size(), make_atom(atoms::nil)), targets);
    for (Cell c : targets) {
      cut.push_back({c, s.new_var()});
      names.emplace_back();
    }
  }
  std::ptrdiff_t index(Cell c) const {
    for (std::size_t k = 0; k < cut.size(); ++k) if (cut[k].first == c) return static_cast<std::ptrdiff_t>(k);
    return -1;
  }
  bool stands_in(Cell var) const {
    for (const auto& p : cut) if (p.second == var) return true;
    return false;
  }
  const std::string& name_of(Cell c) const { return names[static_cast<std::size_t>(index(c))]; }
  // Names the targets that t shows, depth first and left to right: t itself
  // `self` (when given and t is a target), the others _Sk, which are
  // appended to `introduced` for their definitions.
  void name_targets(Cell t, const std::string& self, std::vector<Cell>& introduced) {
    t = deref(t);
    if (std::ptrdiff_t k = index(t); k >= 0 && names[static_cast<std::size_t>(k)].empty() && !self.empty()) {
      names[static_cast<std::size_t>(k)] = self;
    }
    std::vector<Cell> todo;
    std::unordered_set<Cell> seen;
    auto push_args = [&](Cell c) {
      if (is_list(c)) {
        todo.push_back(list_tail(c));
        todo.push_back(list_head(c));
      } else {
        for (unsigned a = arity_of(c); a-- > 0;) todo.push_back(arg(c, a));
      }
    };
    push_args(t);
    while (!todo.empty()) {
      Cell c = deref(todo.back());
      todo.pop_back();
      if (!is_compound(c)) continue;
      if (std::ptrdiff_t k = index(c); k >= 0) {
        std::string& name = names[static_cast<std::size_t>(k)];
        if (name.empty()) {
          name = "_S" + std::to_string(++count);
          introduced.push_back(c);
        }
        continue;
      }
      if (!seen.insert(c).second) continue;
      push_args(c);
    }
  }
  void add_names(std::vector<std::pair<std::string, Cell>>& out) const {
    for (std::size_t k = 0; k < cut.size(); ++k) if (!names[k].empty()) out.push_back({names[k], cut[k].second});
  }
};

// "X = value" lines for the named variables of a query, as SWI prints them:
// aliases as X = Y, unbound singletons omitted.
std::string answer_text(Machine& m, const Bindings& query_names) {
  // The names whose bindings show: all, or (toplevel_print_anon false)
  // those that do not start with an underscore.
  const bool print_anon = m.runtime().flags().toplevel_print_anon.load(std::memory_order_relaxed);
  auto shows = [&](const std::string& name) { return print_anon || name[0] != '_'; };
  // Cyclic values print finitely, as SWI prints them: every compound a
  // cycle of the answer comes back to is named where it recurs.
  CycleNames cycles;
  {
    std::vector<Cell> cyclic;
    for (const auto& [name, v] : query_names) {
      if (shows(name) && is_compound(deref(v)) && !is_acyclic(v)) cyclic.push_back(deref(v));
    }
    if (!cyclic.empty()) cycles.find(m.store(), cyclic);
  }
  // Fresh variables inside the values print as SWI prints them: `_` when
  // they occur once in the answer, `_A`, `_B`, ... when they are shared.
  Bindings names = query_names;
  {
    std::vector<Cell> seen;  // in the order first met
    std::vector<unsigned> count;
    std::unordered_map<Cell, std::size_t> index;  // where in seen
    std::vector<Cell> todo;
    for (auto& [name, v] : query_names) {
      if (!shows(name) || is_var(deref(v))) continue;
      // A cyclic value is walked as it will print: with its cycles cut.
      todo.push_back(is_acyclic(v) ? v : cut_cycles(m.store(), v, cycles.cut));
    }
    // The compounds cycles return to that are no binding's value print once
    // more, as _Sk's definition.
    for (const auto& [c, var] : cycles.cut) {
      bool value = false;
      for (const auto& [name, v] : query_names) value = value || (shows(name) && deref(v) == c);
      if (!value) todo.push_back(cut_cycles(m.store(), c, cycles.cut));
    }
    while (!todo.empty()) {
      Cell x = deref(todo.back());
      todo.pop_back();
      if (is_var(x)) {
        bool named = cycles.stands_in(x);  // printed as X or _Sk
        for (auto& [name, v] : query_names) named = named || deref(v) == x;  // _X too: Y = f(_X)
        if (named) continue;
        auto [it, fresh] = index.try_emplace(x, seen.size());
        if (fresh) {
          seen.push_back(x);
          count.push_back(1);
        } else {
          ++count[it->second];
        }
      } else if (is_str(x)) {
        for (unsigned k = arity_of(x); k-- > 0;) todo.push_back(arg(x, k));
      } else if (is_list(x)) {
        todo.push_back(list_tail(x));
        todo.push_back(list_head(x));
      }
    }
    unsigned next = 0;
    for (std::size_t k = 0; k < seen.size(); ++k) {
      std::string name = "_";
      if (count[k] > 1) {
        unsigned n = next++;
        name += static_cast<char>('A' + n % 26);
        if (n >= 26) name += std::to_string(n / 26);
      }
      names.push_back({name, seen[k]});
    }
  }
  WriteOptions opt = writeq_options();
  opt.variable_names = &names;
  opt.escapes_unicode = true;  // as SWI-Prolog's answers: 'a\u0001'
  opt.max_depth = 10;
  opt.spacing_next_argument = true;
  opt.priority = 699;
  opt.store = &m.store();
  std::string out;
  std::vector<bool> shown(names.size());
  // The query's own names, which may show; the fresh variables' names
  // (_, _A, ...) come after them and never have a line of their own.
  auto own = [&](std::size_t i) { return i < query_names.size() && shows(names[i].first); };
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (!own(i) || shown[i]) continue;
    Cell v = deref(names[i].second);
    std::string line = names[i].first;
    if (is_var(v)) {
      // Group the other names of the same unbound variable: X = Y.
      bool alias = false;
      std::string prev = names[i].first;
      for (std::size_t j = i + 1; j < names.size(); ++j) {
        if (!shown[j] && own(j) && deref(names[j].second) == v) {
          line += (alias ? ", " + prev + " = " : " = ") + names[j].first;
          prev = names[j].first;
          shown[j] = alias = true;
        }
      }
      if (!alias) continue;
    } else {
      // As SWI: the value is written as the right operand of =, at
      // priority 699, and an operator atom is bracketed: W = (-).
      // Other names bound to this same value must not print as themselves.
      // A variable with several names goes by the last, as in SWI-Prolog
      // (X = Y, Z = f(Y)): the writer takes the first name it finds.
      Bindings others;
      for (std::size_t j = names.size(); j-- > 0;) if (j != i) others.push_back(names[j]);
      opt.variable_names = &others;
      // Names whose values are == print as X = Y, Y = value (SWI).
      std::string self = names[i].first;  // the name the value is written after
      for (std::size_t j = i + 1; j < names.size(); ++j) {
        if (!shown[j] && own(j) && compare_terms(v, names[j].second) == 0) {
          line += " = " + names[j].first + ", " + names[j].first;
          self = names[j].first;
          v = deref(names[j].second);  // the value printed is the last name's (SWI)
          shown[j] = true;
        }
      }
      line += " = ";
      OpInfo op = is_atom(v) ? m.runtime().ops().lookup(atom_of(v)) : OpInfo{};
      bool embrace = op.prefix.priority || op.infix.priority || op.postfix.priority;
      if (embrace) line += '(';
      std::string where;
      Bindings with_cycles;
      if (!cycles.cut.empty() && is_compound(v) && !is_acyclic(v)) {
        std::vector<Cell> introduced;
        cycles.name_targets(v, self, introduced);
        v = cut_cycles(m.store(), v, cycles.cut);
        // Each _Sk is defined once, after the first binding that shows it;
        // its definition may show more.
        for (std::size_t k = 0; k < introduced.size(); ++k) {
          Cell target = introduced[k];
          cycles.name_targets(target, "", introduced);
          with_cycles = others;
          cycles.add_names(with_cycles);
          opt.variable_names = &with_cycles;
          where += (where.empty() ? ", % where\n    " : ",\n    ") + cycles.name_of(target) + " = ";
          write_term(m.runtime(), where, cut_cycles(m.store(), target, cycles.cut), opt);
        }
        with_cycles = others;
        cycles.add_names(with_cycles);
        opt.variable_names = &with_cycles;
      }
      write_term(m.runtime(), line, v, opt);
      if (embrace) line += ')';
      line += where;
      opt.variable_names = &names;
    }
    shown[i] = true;
    if (!out.empty()) out += ",\n";
    out += line;
  }
  // The goals that stand for the attributes of the answer's variables
  // (freeze/2, dif/2, when/2, put_attr/3), after the bindings, as SWI-Prolog
  // prints them.
  Store& s = m.store();
  if (s.attvar_count() != 0) {
    std::vector<Cell> values;
    for (const auto& [name, v] : query_names) {
      if (shows(name)) values.push_back(v);
    }
    Cell goals = s.new_var();
    Cell query = make_compound(s, m.runtime().functor(m.runtime().intern("$attvar_residuals"), 2),
                               {make_list(s, values.data(), values.size(), make_atom(atoms::nil)), goals});
    if (run_once(m, make_compound(s, functors::colon2, {make_atom(atoms::system), query}))) {
      // A variable with several names goes by the last, as above.
      Bindings last_first(names.rbegin(), names.rend());
      opt.variable_names = &last_first;
      opt.priority = 999;
      for (Cell g = deref(goals); is_list(g); g = deref(list_tail(g))) {
        if (!out.empty()) out += ",\n";
        write_term(m.runtime(), out, list_head(g), opt);
      }
    }
  }
  return out.empty() ? "true" : out;
}

// One key from the terminal. read(2), not getchar(): stdio would buffer
// the typeahead after the key, where readline never sees it.
int read_key() {
  auto read_byte = [] {
    unsigned char ch;
    return ::read(STDIN_FILENO, &ch, 1) == 1 ? static_cast<int>(ch) : EOF;
  };
  termios old{}, raw{};
  if (tcgetattr(STDIN_FILENO, &old) != 0) return read_byte();
  raw = old;
  raw.c_lflag &= ~static_cast<tcflag_t>(ICANON | ECHO);
  raw.c_cc[VMIN] = 1;
  raw.c_cc[VTIME] = 0;
  tcsetattr(STDIN_FILENO, TCSANOW, &raw);
  int c = read_byte();
  tcsetattr(STDIN_FILENO, TCSANOW, &old);
  return c;
}

bool is_end_of_file_error(Cell e) {
  e = deref(e);
  if (!is_str(e) || functor_of(e) != functors::error2) return false;
  Cell f = deref(arg(e, 0));
  if (!is_str(f) || functor_of(f) != functors::syntax_error1) return false;
  Cell what = deref(arg(f, 0));
  return is_atom(what) && atom_of(what) == atoms::end_of_file;
}

// The full stop after an answer: " ." when the answer ends in a symbol
// char, which would otherwise run into it (X = # .), as SWI-Prolog writes.
std::string full_stop(std::string_view answer) {
  if (answer.empty()) return ".";
  std::size_t len = 0;
  char32_t last = utf8_decode(answer, utf8_last_start(answer), &len);
  return is_symbol_char(last) ? " ." : ".";
}

}  // namespace

Toplevel::Toplevel(Machine& m, bool quiet) : m_(m), quiet_(quiet) {
  m.runtime().threads().set_main_machine(&m);
  set_interrupt_target(&m);
}

Toplevel::~Toplevel() {
  clear_interrupt_target(&m_);
  m_.runtime().threads().set_main_machine(nullptr);
}

Toplevel::Status Toplevel::run(std::string_view text, bool print_answers, bool interactive) {
  Store& s = m_.store();
  Store::Mark mark = s.mark();
  Status status = Status::Failure;
  try {
    Bindings names;
    Module* typein = m_.typein_module();
    // Read as the top-level's module reads: its operators, its double_quotes.
    Cell goal = parse_term(m_.runtime(), s, text, &names, false, typein ? typein->local_ops() : nullptr,
                           typein ? &typein->double_quotes : nullptr);
    if (typein && typein != m_.runtime().db().user()) {
      goal = make_compound(s, functors::colon2, {make_atom(typein->name), goal});
    }
    m_.abort_flag().store(false);
    // Answers are written to user_output as the program's own output is,
    // so that its column is known: an answer starts on a fresh line, as
    // in SWI-Prolog.
    Stream& out = *m_.runtime().streams().user_output();
    auto say = [&](std::string_view text) {
      bool mid_line;
      {
        std::lock_guard<std::mutex> g(out.mutex);
        mid_line = out.position().line_pos != 0;
      }
      if (mid_line) stream_write(out, "\n");
      stream_write(out, text);
      std::fflush(m_.output());
    };
    Query q(m_, goal, Query::Collect::yes);
    while (q.next()) {
      status = Status::Success;
      if (!print_answers) break;
      std::fflush(m_.output());
      std::string answer = answer_text(m_, names);
      bool more = q.has_alternatives();
      if (!more || !interactive) {
        say(answer + full_stop(answer) + "\n\n");
        break;
      }
      say(answer + " ");
      bool again = false;
      for (;;) {
        int key = read_key();
        if (key == ';' || key == 'n' || key == 'r' || key == ' ' || key == '\t') {
          stream_write(out, ";\n");
          again = true;
          break;
        }
        if (key == '\n' || key == '\r' || key == 'c' || key == 'a' || key == '.' || key == EOF) {
          stream_write(out, ".\n\n");
          break;
        }
      }
      std::fflush(m_.output());
      if (!again) break;
    }
    q.close();
    if (status == Status::Failure && print_answers) say("false.\n\n");
    if (status == Status::Failure && !print_answers && !quiet_) {
      std::fflush(m_.output());
      std::fprintf(stderr, "ERROR: -g %.*s: false\n", static_cast<int>(text.size()), text.data());
    }
  } catch (const PrologError& e) {
    std::fflush(m_.output());
    Cell ball = deref(e.term());
    if (is_aborted(ball)) {
      std::fprintf(stderr, "%% Execution Aborted\n");
    } else if (!print_answers) {
      // -g Goal: SWI names the goal, and a non-error ball is an "Unknown message".
      std::string msg = error_message(m_.runtime(), e.term(), false);
      print_error_lines("-g " + std::string(text) + ": " + msg);
    } else {
      print_error_lines(error_message(m_.runtime(), e.term()));
    }
    if (print_answers) std::fprintf(stderr, "\n");
    status = Status::Error;
  } catch (const HaltRequest& h) {
    halt_status_ = h.status;
    status = Status::Halt;
  }
  std::fflush(m_.output());
  s.undo(mark);
  m_.bags().clear();
  return status;
}

Toplevel::Status Toplevel::query(std::string_view text, bool interactive) { return run(text, true, interactive); }

// Runs `work` with the heap restored afterwards; an error is printed after
// "ERROR: " + prefix (SWI drops "Unhandled exception: " there), halt/1 is
// remembered.
Toplevel::Status Toplevel::guarded(const std::string& prefix, const std::function<Status()>& work) {
  Store& s = m_.store();
  Store::Mark mark = s.mark();
  Status status;
  try {
    status = work();
  } catch (const PrologError& e) {
    std::fflush(m_.output());
    if (is_aborted(e.term())) {
      std::fprintf(stderr, "%% Execution Aborted\n");
    } else {
      std::string msg = error_message(m_.runtime(), e.term(), prefix.empty());
      print_error_lines(prefix + msg);
    }
    status = Status::Error;
  } catch (const HaltRequest& h) {
    halt_status_ = h.status;
    status = Status::Halt;
  }
  std::fflush(m_.output());
  s.undo(mark);
  return status;
}

Toplevel::Status Toplevel::consult(const std::string& path) {
  return guarded("", [&] {
    consult_file(m_, path);
    return Status::Success;
  });
}

Toplevel::Status Toplevel::run_main() {
  Database& db = m_.runtime().db();
  Record* main;
  std::string where;
  {
    std::lock_guard<std::mutex> g(db.files_lock);
    main = db.main_goal;
    if (!main) return Status::NoMain;
    // SWI-Prolog's words: "FILE:LINE: user:main: false" / "user:main <error>".
    where = std::string(db.main_file ? db.main_file->view() : "user") + ":" + std::to_string(db.main_line);
  }
  Cell goal = main->thaw(m_.store());
  std::string text = term_to_string(m_.runtime(), goal, writeq_options());
  return guarded(where + ": user:" + text + " ", [&] {
    if (run_once(m_, goal, Query::Collect::yes)) return Status::Success;
    std::fflush(m_.output());
    std::fprintf(stderr, "ERROR: %s: user:%s: false\n", where.c_str(), text.c_str());
    return Status::Failure;
  });
}

Toplevel::Status Toplevel::goal(std::string_view text) { return run(text, false, false); }

void Toplevel::run_at_halt() {
  guarded("", [&] {
    run_once(m_, make_atom(m_.runtime().intern("$run_at_halt")));
    return Status::Success;
  });
}

bool Toplevel::read_line(std::string& line) {
  bool got = false;
  m_.runtime().threads().blocking(m_, true, [&] { got = static_cast<bool>(std::getline(std::cin, line)); });
  return got;
}

int Toplevel::repl() {
  bool tty = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
  std::string pending;
  for (;;) {
    // As SWI-Prolog's, the prompt names the top-level's module unless it is user.
    Module* typein = m_.typein_module();
    std::string prompt = !pending.empty() ? "|    "
                         : typein && typein != m_.runtime().db().user() ? std::string(typein->name->view()) + ":  ?- "
                                                                       : "?- ";
    std::string line;
    // Waiting for the user is a blocking wait (threads.hpp): other threads
    // may collect atoms meanwhile. The top-level holds no atom outside its
    // machine between queries.
    if (tty) {
      char* l = nullptr;
      m_.runtime().threads().blocking(m_, true, [&] { l = readline(prompt.c_str()); });
      if (l == nullptr) {
        std::printf("\n");
        return 0;
      }
      line = l;
      std::free(l);
    } else if (!read_line(line)) {
      if (pending.find_first_not_of(" \t\r\n") != std::string::npos) {
        Status st = query(pending, false);  // reports the incomplete query
        if (st == Status::Halt) return halt_status_;
      }
      return 0;
    }
    pending += line;
    pending += '\n';
    // Is there a complete query yet? Ask the reader.
    std::vector<std::string> queries;
    {
      Store::Mark mark = m_.store().mark();
      try {
        Reader reader(m_.runtime(), m_.store(), pending, "user");
        if (Module* typein = m_.typein_module()) {
          reader.set_local_ops(typein->local_ops());
          reader.set_local_double_quotes(&typein->double_quotes);
        }
        ReadResult r;
        std::size_t consumed = 0;
        while (reader.next(r)) {
          // The reader counts code points; pending is UTF-8.
          std::size_t end = utf8_offset(pending, reader.position().offset);
          queries.emplace_back(pending.substr(consumed, end - consumed));
          consumed = end;
        }
        pending.clear();
      } catch (const PrologError& e) {
        if (is_end_of_file_error(e.term())) {
          // Incomplete: keep reading lines (clauses read so far are run).
        } else {
          print_error_lines(error_message(m_.runtime(), e.term()));
          std::fputs("\n", stderr);
          pending.clear();
        }
      }
      m_.store().undo(mark);
    }
    if (tty && !queries.empty()) {
      std::string h = queries.front();
      while (!h.empty() && (h.back() == '\n' || h.back() == ' ')) h.pop_back();
      add_history(h.c_str());
    }
    for (const std::string& q : queries) {
      if (query(q, tty) == Status::Halt) return halt_status_;
    }
  }
}

}  // namespace kea
