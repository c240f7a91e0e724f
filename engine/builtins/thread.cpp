// Thread builtins (SWI-Prolog's API): thread_create/2,3, thread_join/2,
// thread_detach/1, thread_self/1, thread_exit/1, thread_signal/2, abort/0,
// sleep/1, and the primitives of thread_property/2 and
// thread_statistics/3 (library/boot/thread.pl). The registry they work on
// is engine/threads.hpp; what is shared lives there.
#include <cmath>
#include <condition_variable>
#include <mutex>

#include <gc/gc.h>

#include "engine/arith/number.hpp"
#include "engine/builtins/thread_arg.hpp"
#include "engine/terms/record.hpp"

namespace kea {

// ---- shared argument helpers (thread_arg.hpp) ------------------------------

std::vector<Cell> options_of(Store& s, Cell list) {
  std::vector<Cell> out = must_be_list(s, list);
  for (Cell& o : out) o = must_be_bound(s, o);
  return out;
}

bool bool_arg(Store& s, Cell v) {
  v = must_be_bound(s, v);
  if (v == make_atom(atoms::true_)) return true;
  if (v == make_atom(atoms::false_)) return false;
  throw_type_error(s, atoms::bool_, v);
}

double seconds_arg(Store& s, Cell v) {
  v = must_be_bound(s, v);
  if (is_small_int(v)) return static_cast<double>(small_int_of(v));
  if (is_number(v)) return number_of(v).to_double();
  throw_type_error(s, atoms::float_, v);
}

namespace {

ThreadSet& threads(Machine& m) { return m.runtime().threads(); }

std::size_t size_option(Store& s, Cell v, std::size_t unit) {
  std::int64_t n = must_be_nonneg_int(s, v);
  return static_cast<std::size_t>(n) * unit;
}

// thread_create(:Goal, -Id, +Options)
bool thread_create(Machine& m, Cell goal, Cell id, Cell options) {
  Store& s = m.store();
  Cell g = must_be_callable(s, goal);
  if (!is_var(deref(id))) throw_uninstantiation_error(s, id);
  ThreadOptions opts;
  try {
    for (Cell o : options_of(s, options)) {
      if (!is_str(o) || arity_of(o) != 1) continue;  // SWI ignores what it does not know
      Atom name = functor_of(o)->name;
      Cell v = deref(arg(o, 0));
      if (name == atoms::alias) {
        opts.alias = atom_of(must_be_atom(s, v));
      } else if (name == atoms::detached) {
        opts.detached = bool_arg(s, v);
      } else if (name == atoms::at_exit) {
        // As SWI-Prolog: the last at_exit/1 option is the one that counts.
        Record* r = Record::make(s, must_be_callable(s, v), true);
        for (Record* old : opts.at_exit) GC_FREE(old);
        opts.at_exit.assign(1, r);
      } else if (name == atoms::stack_limit) {
        opts.stack_limit = std::max<std::size_t>(size_option(s, v, 1), std::size_t{1} << 20);
      } else if (name == atoms::c_stack) {
        opts.c_stack = size_option(s, v, 1);
      } else if (name == atoms::queue_max_size) {
        opts.queue_max = size_option(s, v, 1);
      } else if (name->view() == "global" || name->view() == "local" || name->view() == "trail") {
        // SWI-Prolog's older per-stack sizes, in K bytes: the largest wins.
        opts.stack_limit = std::max({opts.stack_limit, size_option(s, v, 1024), std::size_t{1} << 20});
      }
    }
  } catch (...) {
    for (Record* r : opts.at_exit) GC_FREE(r);
    throw;
  }
  if (opts.alias && threads(m).queues().find(opts.alias)) {
    for (Record* r : opts.at_exit) GC_FREE(r);
    throw_permission_error(s, atoms::create, atoms::thread, make_atom(opts.alias),
                           ErrorContext{nullptr, "Alias name already taken"});
  }
  ThreadRef t = threads(m).create(m, g, std::move(opts));
  return unify_terms(m, id, threads(m).handle(s, *t));
}

bool bi_thread_create3(Machine& m, const Cell* a) { return thread_create(m, a[0], a[1], a[2]); }
bool bi_thread_create2(Machine& m, const Cell* a) { return thread_create(m, a[0], a[1], make_atom(atoms::nil)); }

// The status term of a thread that has ended (or `running`).
Cell status_term(Store& s, const PrologThread& t, ThreadState state) {
  switch (state) {
    case ThreadState::Running:
      return make_atom(atoms::running);
    case ThreadState::True:
      return make_atom(atoms::true_);
    case ThreadState::False:
      return make_atom(atoms::false_);
    case ThreadState::Exception:
      return make_compound(s, functors::exception1, {t.result->thaw(s)});
    case ThreadState::Exited:
      return make_compound(s, functors::exited1, {t.result->thaw(s)});
  }
  return make_atom(atoms::running);
}

// thread_join(+Id, -Status)
bool bi_thread_join(Machine& m, const Cell* a) {
  ThreadRef t = threads(m).find(m, a[0]);
  threads(m).join(m, t, deref(a[0]));
  return unify_terms(m, a[1], status_term(m.store(), *t, t->state));
}

// thread_join(+Id): as SWI-Prolog, any status but true is an error.
bool bi_thread_join1(Machine& m, const Cell* a) {
  ThreadRef t = threads(m).find(m, a[0]);
  threads(m).join(m, t, deref(a[0]));
  if (t->state == ThreadState::True) return true;
  Store& s = m.store();
  Cell formal = make_compound(s, functors::thread_error2, {deref(a[0]), status_term(s, *t, t->state)});
  throw PrologError(make_compound(s, functors::error2, {formal, s.new_var()}));
}

bool bi_thread_detach(Machine& m, const Cell* a) {
  threads(m).detach(threads(m).find(m, a[0]));
  return true;
}

bool bi_thread_self(Machine& m, const Cell* a) {
  ThreadRef t = threads(m).self(m);
  return unify_terms(m, a[0], threads(m).handle(m.store(), *t));
}

// thread_exit(+Term): ends the calling thread with exited(Term). The main
// thread has no one to report to.
bool bi_thread_exit(Machine& m, const Cell* a) {
  Store& s = m.store();
  ThreadRef t = threads(m).self(m);
  if (t == threads(m).main_thread()) throw_permission_error(s, atoms::exit, atoms::thread, make_atom(atoms::main));
  throw ThreadExit{Record::make(s, a[0], true)};
}

// thread_signal(+Id, :Goal): Goal runs in Id at its next call (or wait).
bool bi_thread_signal(Machine& m, const Cell* a) {
  Store& s = m.store();
  ThreadRef t = threads(m).find(m, a[0]);
  Cell g = must_be_callable(s, a[1]);
  threads(m).signal(m, t, Record::make(s, g, true), deref(a[0]));
  return true;
}

bool bi_abort(Machine&, const Cell*) { throw PrologError(make_atom(atoms::dollar_aborted)); }

// sleep(+Seconds): waits, interruptibly (signals and abort reach it).
bool bi_sleep(Machine& m, const Cell* a) {
  double secs = seconds_arg(m.store(), a[0]);
  if (!(secs > 0)) return true;
  // Not on the stack: the atom collector reads a waiting thread's stack,
  // and the mutex is written when the wait ends during a collection.
  thread_local std::mutex mu;
  thread_local std::condition_variable cv;
  auto deadline = Machine::Wait::Clock::now() +
                  std::chrono::duration_cast<Machine::Wait::Clock::duration>(std::chrono::duration<double>(std::min(secs, 1e9)));
  Machine::Wait w(m, cv, mu);
  std::unique_lock<std::mutex> lk(mu);
  while (w.wait(lk, &deadline)) {
  }
  return true;
}

// '$threads'(-Ids): every thread, by id.
bool bi_threads(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::vector<Cell> ids;
  for (const ThreadRef& t : threads(m).all()) ids.push_back(threads(m).handle(s, *t));
  return unify_terms(m, a[0], make_list(s, ids.data(), ids.size(), make_atom(atoms::nil)));
}

// '$thread_properties'(+Id, -Props), in SWI-Prolog's order.
bool thread_properties(Machine& m, const Cell* a) {
  Store& s = m.store();
  ThreadRef t = threads(m).find(m, a[0]);
  ThreadSet::Info i = threads(m).info(*t);
  Runtime& rt = m.runtime();
  auto prop = [&](Atom name, Cell v) { return make_compound(s, rt.functor(name, 1), {v}); };
  std::vector<Cell> ps;
  ps.push_back(prop(atoms::id, make_small_int(i.id)));
  if (i.alias) ps.push_back(prop(atoms::alias, make_atom(i.alias)));
  ps.push_back(prop(atoms::status, status_term(s, *t, i.state)));
  ps.push_back(prop(atoms::detached, make_atom(i.detached ? atoms::true_ : atoms::false_)));
  ps.push_back(prop(atoms::debug, make_atom(atoms::true_)));
  ps.push_back(prop(atoms::engine, make_atom(atoms::false_)));
  if (i.state == ThreadState::Running && i.tid) {
    ps.push_back(prop(atoms::system_thread_id, make_small_int(i.tid)));
    ps.push_back(prop(atoms::size, make_integer(s, static_cast<std::int64_t>(i.stack_bytes))));
  }
  return unify_terms(m, a[1], make_list(s, ps.data(), ps.size(), make_atom(atoms::nil)));
}
bool bi_thread_properties(Machine& m, const Cell* a) { return call_as(m, "thread_property", 2, thread_properties, a); }

// '$thread_statistics'(+Id, +Key, -Value) for a thread other than the
// caller (the caller's own go through statistics/2): its CPU time and
// inferences; anything else fails, and thread_statistics/3 asks
// statistics/2 (process-wide keys, and its error for a bad key).
bool thread_statistics(Machine& m, const Cell* a) {
  Store& s = m.store();
  ThreadRef t = threads(m).find(m, a[0]);
  Cell key = must_be_atom(s, a[1]);
  if (atom_of(key) == atoms::cputime) return unify_terms(m, a[2], make_float(s, threads(m).cpu_seconds(*t)));
  if (atom_of(key) == atoms::inferences) {
    return unify_terms(m, a[2], make_integer(s, static_cast<std::int64_t>(threads(m).inferences(*t))));
  }
  return false;
}
bool bi_thread_statistics(Machine& m, const Cell* a) { return call_as(m, "thread_statistics", 3, thread_statistics, a); }

const BuiltinDef kThreadBuiltins[] = {
    {"thread_create", 3, false, bi_thread_create3},
    {"thread_create", 2, false, bi_thread_create2},
    {"thread_join", 2, false, bi_thread_join},
    {"thread_join", 1, false, bi_thread_join1},
    {"thread_detach", 1, false, bi_thread_detach},
    {"thread_self", 1, false, bi_thread_self},
    {"thread_exit", 1, false, bi_thread_exit},
    {"thread_signal", 2, false, bi_thread_signal},
    {"abort", 0, false, bi_abort},
    {"sleep", 1, false, bi_sleep},
    {"$threads", 1, false, bi_threads},
    {"$thread_properties", 2, false, bi_thread_properties},
    {"$thread_statistics", 3, false, bi_thread_statistics},
};

}  // namespace

std::span<const BuiltinDef> thread_builtins() { return kThreadBuiltins; }

}  // namespace kea
