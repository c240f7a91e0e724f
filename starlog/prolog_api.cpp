// Starlog from Prolog: the predicates that let the top-level load a
// program, run it and explore its relations.
//
//   starlog_load(+File)            load, check and plan a program (File or File.sl,
//                                  found as consult/1 finds a file)
//   starlog_load(+File, +Options)  fact(F): add fact F, replacing the
//                                  program's facts of its relation (-D)
//   starlog_run                    evaluate to the end
//   starlog_run(+Options)          max_time(T): stop before timestamps whose
//                                  first element is later than T (a later
//                                  starlog_run goes on from there);
//                                  status(S): S = completed or time_bound
//   starlog_tuple(?Tuple)          Tuple is a tuple of a relation (enumerates
//                                  all relations when Tuple is unbound)
//   starlog_relation(?Name/Arity, ?Count)
//
// The session lives in the Runtime (one per Runtime, as the database is)
// and runs Prolog body goals on the calling machine, as nested queries.
#include "starlog/prolog_api.hpp"

#include <memory>
#include <unistd.h>

#include "engine/builtins/registry.hpp"
#include "engine/wam/consult.hpp"
#include "engine/interrupt.hpp"
#include "engine/builtins/text_arg.hpp"
#include "engine/syntax/writer.hpp"
#include "starlog/error.hpp"
#include "starlog/starlog.hpp"

namespace kea::starlog {
namespace {

constexpr std::string_view kKey = "starlog";

struct SessionState : Runtime::Extension {
  std::unique_ptr<Session> session;
  bool broken = false;  // interrupted mid-timestamp: the tables are partial
  bool running = false; // inside starlog_run: a rule's Prolog goal may not load or run
};


SessionState& state(Machine& m) {
  Runtime& rt = m.runtime();
  if (auto* e = rt.extension(kKey)) return static_cast<SessionState&>(*e);
  return static_cast<SessionState&>(*rt.add_extension(kKey, std::make_unique<SessionState>()));
}

[[noreturn]] void starlog_error(Machine& m, const std::string& msg) {
  Store& s = m.store();
  throw_error(s, make_compound(s, m.runtime().functor("starlog_error", 1), {make_string(s, msg)}));
}

// A Prolog goal of a rule that calls starlog_load or starlog_run would
// replace or re-enter the evaluator that is running it.
void not_running(Machine& m, const char* action) {
  if (state(m).running)
    starlog_error(m, std::string("cannot ") + action + " a Starlog program from a goal of the running program");
}

Session& loaded(Machine& m) {
  SessionState& st = state(m);
  if (!st.session) starlog_error(m, "no Starlog program loaded (use starlog_load/1)");
  if (st.broken)
    starlog_error(m, "the last Starlog run stopped inside a timestamp (an error or Ctrl-C); load the program again");
  return *st.session;
}

void load(Machine& m, Cell file, Cell options) {
  not_running(m, "load");
  std::string path = find_source_file(m, file, "", ".sl");
  std::string text = read_source_file(path);
  std::vector<std::string> facts;
  for (Cell o : must_be_list(m.store(), options)) {
    o = deref(o);
    if (is_var(o)) throw_instantiation_error(m.store());
    if (!is_named(o, "fact", 1)) throw_domain_error(m.store(), m.runtime().intern("starlog_load_option"), o);
    Cell f = deref(arg(o, 0));
    std::string text;
    if (!get_text(m, f, kTextString, text)) text = term_to_string(m.runtime(), f, writeq_options());
    facts.push_back(text);
  }
  SessionState& st = state(m);
  auto session = std::make_unique<Session>(m.runtime());
  try {
    session->load(text, path, facts);
  } catch (const Error& e) {
    starlog_error(m, e.what());
  }
  st.session = std::move(session);
  st.broken = false;
}

bool bi_starlog_load1(Machine& m, const Cell* a) {
  load(m, a[0], make_atom(atoms::nil));
  return true;
}

bool bi_starlog_load2(Machine& m, const Cell* a) {
  load(m, a[0], a[1]);
  return true;
}

bool run(Machine& m, Cell options) {
  not_running(m, "run");
  Session& session = loaded(m);
  RunOptions opt;
  opt.machine = &m;
  opt.interrupt = &m.abort_flag();  // Ctrl-C (main thread) or thread_signal(T, abort)
  opt.progress = isatty(STDERR_FILENO);  // a long run at the top-level shows progress
  Cell status_var = 0;
  for (Cell o : must_be_list(m.store(), options)) {
    o = deref(o);
    if (is_var(o)) throw_instantiation_error(m.store());
    if (is_named(o, "max_time", 1)) {
      Cell t = deref(arg(o, 0));
      Value v = session.pool().intern(t);
      if (v == 0) throw_instantiation_error(m.store());
      opt.has_max_time = true;
      opt.max_time = v;
    } else if (is_named(o, "status", 1)) {
      status_var = arg(o, 0);
    } else {
      throw_domain_error(m.store(), m.runtime().intern("starlog_run_option"), o);
    }
  }
  RunStatus status;
  SessionState& st = state(m);
  st.running = true;
  try {
    status = session.run(opt);
  } catch (const Error& e) {
    st.running = false;
    st.broken = true;
    starlog_error(m, e.what());
  } catch (...) {
    st.running = false;  // halt/0 or a resource error of a Prolog goal
    st.broken = true;
    throw;
  }
  st.running = false;
  if (status == RunStatus::Interrupted) {
    m.abort_flag().store(false);
    st.broken = true;
    throw PrologError(make_atom(atoms::dollar_aborted));
  }
  if (!status_var) return true;
  Atom s = m.runtime().intern(status == RunStatus::Completed ? "completed" : "time_bound");
  return unify_terms(m, status_var, make_atom(s));
}

bool bi_starlog_run0(Machine& m, const Cell*) { return run(m, make_atom(atoms::nil)); }
bool bi_starlog_run1(Machine& m, const Cell* a) { return run(m, a[0]); }

// starlog_tuple/1. State: st.gen = relation, st.n = the next row to try
// (a scan), or, with bound arguments, the next row of the index chain + 1.
bool tuple_row(Machine& m, Cell t, const Program& p, const Table& T, int rel, RowId r) {
  const Relation& R = p.relations[rel];
  const Value* row = T.row(r);
  Store& s = m.store();
  Cell fact = R.arity == 0 ? make_atom(R.name)
                           : make_compound(s, m.runtime().functor(R.name, R.arity), row);
  return unify_terms(m, t, fact);
}

bool bi_starlog_tuple(Machine& m, const Cell* a, NondetState& st) {
  Session& session = loaded(m);
  const Program& p = session.program();
  Evaluator& ev = session.evaluator();
  Cell t = deref(a[0]);
  int only = -1;
  if (!is_var(t)) {
    if (!(is_atom(t) || is_str(t))) throw_type_error(m.store(), atoms::callable, t);
    Atom name = is_atom(t) ? atom_of(t) : functor_of(t)->name;
    unsigned arity = is_atom(t) ? 0 : functor_of(t)->arity;
    only = p.find_relation(name, arity);
    if (only < 0) {
      Store& s = m.store();
      throw_existence_error(s, m.runtime().intern("starlog_relation"),
                            predicate_indicator(s, name, arity));
    }
  }
  if (st.first) {
    st.first = false;
    st.gen = only >= 0 ? static_cast<std::uint64_t>(only) : 0;
    st.n = 0;
  }
  // Bound arguments: walk the chain of an index on those columns.
  if (only >= 0 && is_str(t)) {
    std::vector<unsigned> cols;
    std::vector<Value> key;
    for (unsigned i = 0; i < functor_of(t)->arity; ++i) {
      Cell x = deref(arg(t, i));
      Value v = is_var(x) ? 0 : session.pool().intern(x);
      if (v == 0) continue;
      cols.push_back(i);
      key.push_back(v);
    }
    if (!cols.empty()) {
      // The index is built on first use and kept up to date by later runs.
      Table& T = const_cast<Table&>(ev.table(only));
      RowId r;
      if (cols.size() == p.relations[only].arity) {
        r = T.find(key.data());
        st.more = false;
        return r != kNoRow && tuple_row(m, t, p, T, only, r);
      }
      Index& ix = T.index(cols);
      r = st.n ? static_cast<RowId>(st.n - 1) : ix.find(key.data(), T.cells());
      for (; r != kNoRow; r = ix.next(r)) {
        RowId after = ix.next(r);
        st.n = after == kNoRow ? 0 : after + 1;
        st.more = after != kNoRow;
        Store::Mark mk = m.store().mark();
        if (tuple_row(m, t, p, T, only, r)) return true;
        m.store().undo(mk);
        if (!st.more) return false;
      }
      return false;
    }
  }
  for (;;) {
    if (st.gen >= p.relations.size()) return false;
    int rel = static_cast<int>(st.gen);
    const Table& T = ev.table(rel);
    while (st.n < T.size()) {
      RowId r = static_cast<RowId>(st.n++);
      st.more = st.n < T.size() || (only < 0 && st.gen + 1 < p.relations.size());
      Store::Mark mk = m.store().mark();
      if (tuple_row(m, t, p, T, rel, r)) return true;
      m.store().undo(mk);
    }
    if (only >= 0) return false;
    ++st.gen;
    st.n = 0;
  }
}

bool bi_starlog_relation(Machine& m, const Cell* a, NondetState& st) {
  Session& session = loaded(m);
  const Program& p = session.program();
  Store& s = m.store();
  if (st.first) {
    st.first = false;
    st.n = 0;
  }
  while (st.n < p.relations.size()) {
    int rel = static_cast<int>(st.n++);
    st.more = st.n < p.relations.size();
    const Relation& R = p.relations[rel];
    Store::Mark mk = s.mark();
    Cell pi = predicate_indicator(s, R.name, R.arity);
    if (unify_terms(m, a[0], pi) && unify_terms(m, a[1], make_small_int(session.evaluator().table(rel).size())))
      return true;
    s.undo(mk);
  }
  return false;
}

const BuiltinDef kBuiltins[] = {
    {"starlog_load", 1, false, bi_starlog_load1},
    {"starlog_load", 2, false, bi_starlog_load2},
    {"starlog_run", 0, false, bi_starlog_run0},
    {"starlog_run", 1, false, bi_starlog_run1},
};

const NondetDef kNondet[] = {
    {"starlog_tuple", 1, false, bi_starlog_tuple},
    {"starlog_relation", 2, false, bi_starlog_relation},
};

}  // namespace

void install_prolog_api(Runtime& rt) {
  // starlog_error(Msg) carries a finished message (file:line: ... in clause ...).
  rt.add_message_text(rt.functor("starlog_error", 1), [](const Runtime& r, Cell formal) {
    return term_to_string(r, arg(formal, 0), write_options());
  });
  for (const BuiltinDef& d : kBuiltins) add_foreign_predicate(rt, d);
  for (const NondetDef& d : kNondet) add_foreign_nondet(rt, d);
}

}  // namespace kea::starlog
