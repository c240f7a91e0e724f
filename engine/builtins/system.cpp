// System builtins: the operator table as a list for current_op/3,
// statistics/2, environment variables, shell/1,2 and the request of garbage_collect/0.
// current_op/3 is defined in library/boot/system.pl over '$current_ops'/4.
// (Prolog flags are in flags.cpp.)
#include <sys/resource.h>
#include <gc/gc.h>
#include <sys/wait.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/builtins/text_arg.hpp"
#include "engine/wam/consult.hpp"
#include "engine/wam/db.hpp"


namespace kea {
namespace {

const Cell kNil = make_atom(atoms::nil);

// ---- operators ----------------------------------------------------------------

constexpr struct {
  OpType type;
  Atom name;
} kOpTypes[] = {
    {OpType::XFX, atoms::xfx}, {OpType::XFY, atoms::xfy}, {OpType::YFX, atoms::yfx}, {OpType::FY, atoms::fy},
    {OpType::FX, atoms::fx},   {OpType::XF, atoms::xf},   {OpType::YF, atoms::yf},
};

Atom op_type_atom(OpType t) {
  for (const auto& o : kOpTypes)
    if (o.type == t) return o.name;
  return atoms::xfx;
}

// '$current_ops'(?P, ?T, ?N, -Ops): the operators matching the bound
// arguments, as op(P, T, N) terms, after current_op/3's argument checks.
bool current_ops(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell p = deref(a[0]), t = deref(a[1]), n = deref(a[2]);
  if (!is_var(p)) {
    if (!is_integer(p)) throw_type_error(s, atoms::integer, p);
    if (!is_small_int(p) || small_int_of(p) < 0 || small_int_of(p) > 1200)
      throw_domain_error(s, atoms::operator_priority, p);
  }
  if (!is_var(t)) {
    if (!is_atom(t)) throw_type_error(s, atoms::atom, t);
    bool known = std::any_of(std::begin(kOpTypes), std::end(kOpTypes), [&](const auto& o) { return o.name == atom_of(t); });
    if (!known) throw_domain_error(s, atoms::operator_specifier, t);
  }
  if (!is_var(n) && !is_atom(n)) throw_type_error(s, atoms::atom, n);
  struct Op {
    Atom name;
    OpDef def;
  };
  std::vector<Op> ops;
  // The source module's own operators first; the Runtime's where it has
  // none of the same class (prefix, infix or postfix).
  const OpTable* local = source_module(m)->local_ops();
  auto shadowed = [&](Atom name, OpDef d) {
    return local && op_of_class(local->lookup(name), d.type).priority != 0;
  };
  auto add = [&](Atom name, OpDef d) {
    if (!is_var(n) && atom_of(n) != name) return;
    if (!is_var(p) && small_int_of(p) != static_cast<std::int64_t>(d.priority)) return;
    if (!is_var(t) && atom_of(t) != op_type_atom(d.type)) return;
    ops.push_back({name, d});
  };
  if (local) local->for_each(add);
  m.runtime().ops().for_each([&](Atom name, OpDef d) {
    if (!shadowed(name, d)) add(name, d);
  });
  // The table's order is its hash order; sorted, the answers are reproducible.
  std::sort(ops.begin(), ops.end(), [](const Op& x, const Op& y) {
    int c = compare_atoms(x.name, y.name);
    return c != 0 ? c < 0 : x.def.priority < y.def.priority;
  });
  Functor op3 = m.runtime().functor("op", 3);
  std::vector<Cell> items;
  for (const Op& o : ops)
    items.push_back(make_compound(s, op3, {make_small_int(o.def.priority), make_atom(op_type_atom(o.def.type)), make_atom(o.name)}));
  return unify_terms(m, a[3], make_list(s, items.data(), items.size(), kNil));
}
bool bi_current_ops(Machine& m, const Cell* a) { return call_as(m, "current_op", 3, current_ops, a); }

// ---- statistics/2 ------------------------------------------------------------------

// When the process started, for walltime and epoch (static initialisation
// runs before main).
const std::chrono::steady_clock::time_point kStartSteady = std::chrono::steady_clock::now();
const double kStartEpoch =
    std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();

double clock_seconds(clockid_t id) {
  timespec ts{};
  clock_gettime(id, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) / 1e9;
}

// The "since last call" parts of runtime, walltime and real_time are per
// thread, as in SWI-Prolog (each Prolog thread runs on one OS thread).
thread_local std::int64_t last_runtime_ms = 0;
thread_local std::int64_t last_walltime_ms = 0;
thread_local std::int64_t last_real_time = -1;
thread_local std::int64_t last_user_ms = 0;
thread_local std::int64_t last_system_ms = 0;

Cell pair_list(Store& s, std::int64_t total, std::int64_t since) {
  Cell items[] = {make_integer(s, total), make_integer(s, since)};
  return make_list(s, items, 2, kNil);
}

bool bi_statistics(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell key = must_be_atom(s, a[0]);
  std::string_view k = atom_of(key)->view();
  Cell v;
  if (k == "runtime") {
    auto ms = static_cast<std::int64_t>(clock_seconds(CLOCK_PROCESS_CPUTIME_ID) * 1000);
    v = pair_list(s, ms, ms - last_runtime_ms);
    last_runtime_ms = ms;
  } else if (k == "cputime") {
    v = make_float(s, clock_seconds(CLOCK_THREAD_CPUTIME_ID));
  } else if (k == "process_cputime") {
    v = make_float(s, clock_seconds(CLOCK_PROCESS_CPUTIME_ID));
  } else if (k == "walltime") {
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - kStartSteady).count();
    v = pair_list(s, ms, ms - last_walltime_ms);
    last_walltime_ms = ms;
  } else if (k == "real_time") {
    auto now = static_cast<std::int64_t>(std::time(nullptr));
    v = pair_list(s, now, last_real_time < 0 ? now : now - last_real_time);
    last_real_time = now;
  } else if (k == "inferences") {
    v = make_integer(s, static_cast<std::int64_t>(m.inferences()));
  } else if (k == "epoch") {
    v = make_float(s, kStartEpoch);
  } else if (k == "globalused") {
    v = make_integer(s, static_cast<std::int64_t>(s.heap_used_bytes()));
  } else if (k == "trailused") {
    v = make_integer(s, static_cast<std::int64_t>(s.trail_size() * sizeof(std::uintptr_t)));
  } else if (k == "localused") {
    v = make_integer(s, static_cast<std::int64_t>((m.stack_top() - m.stack_base()) * sizeof(Cell)));
  } else if (k == "atoms") {
    v = make_integer(s, static_cast<std::int64_t>(m.runtime().atom_count_approx()));
  } else if (k == "stack") {
    // All of this thread's stacks in use, as SWI-Prolog sums them.
    v = make_integer(s, static_cast<std::int64_t>(s.heap_used_bytes() + s.trail_size() * sizeof(std::uintptr_t) +
                                                  (m.stack_top() - m.stack_base()) * sizeof(Cell)));
  } else if (k == "stack_limit") {
    v = make_integer(s, static_cast<std::int64_t>(s.limit_bytes()));
  } else if (k == "c_stack") {
    rlimit r{};
    getrlimit(RLIMIT_STACK, &r);
    v = make_integer(s, r.rlim_cur == RLIM_INFINITY ? 0 : static_cast<std::int64_t>(r.rlim_cur));
  } else if (k == "process_epoch") {
    v = make_float(s, kStartEpoch);
  } else if (k == "user_time" || k == "system_time") {
    // Milliseconds of the process's user or system CPU time, and since the
    // last call for this key on this thread.
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    const timeval& tv = k == "user_time" ? u.ru_utime : u.ru_stime;
    std::int64_t ms = static_cast<std::int64_t>(tv.tv_sec) * 1000 + tv.tv_usec / 1000;
    std::int64_t& last = k == "user_time" ? last_user_ms : last_system_ms;
    v = pair_list(s, ms, ms - last);
    last = ms;
  } else if (k == "garbage_collection") {
    // [Count, BytesFreed, Milliseconds, BytesLeft], as SWI-Prolog.
    const HeapGc& gc = m.heap_gc();
    Cell items[] = {make_integer(s, static_cast<std::int64_t>(gc.count)),
                    make_integer(s, static_cast<std::int64_t>(gc.freed_bytes)),
                    make_integer(s, static_cast<std::int64_t>(gc.seconds * 1000)),
                    make_integer(s, static_cast<std::int64_t>(gc.left_bytes))};
    v = make_list(s, items, 4, kNil);
  } else if (k == "agc" || k == "agc_gained" || k == "agc_time") {
    // The atom collector's count, atoms reclaimed, and seconds, as SWI-Prolog.
    const Runtime::AtomGc& agc = m.runtime().atom_gc();
    if (k == "agc_time")
      v = make_float(s, static_cast<double>(agc.nanoseconds.load(std::memory_order_relaxed)) / 1e9);
    else
      v = make_integer(s, static_cast<std::int64_t>((k == "agc" ? agc.count : agc.gained).load(std::memory_order_relaxed)));
  } else if (k == "heapused") {
    // The collector's heap: clauses, code, records, big numbers.
    v = make_integer(s, static_cast<std::int64_t>(GC_get_heap_size() - GC_get_free_bytes()));
  } else {
    throw_domain_error(s, atoms::statistics_key, key);
  }
  return unify_terms(m, a[1], v);
}

// ---- environment and shell ------------------------------------------------------------

std::string env_text(Machine& m, Cell c) { return must_be_text(m, c, kTextAtomic, nullptr); }

bool bi_getenv(Machine& m, const Cell* a) {
  std::string name = env_text(m, a[0]);
  const char* v = std::getenv(name.c_str());
  return v != nullptr && unify_terms(m, a[1], make_atom(m.runtime().intern(v)));
}

// setenv/unsetenv change the process environment, which the C library does
// not guard against concurrent getenv in other threads (as in SWI-Prolog).
bool bi_setenv(Machine& m, const Cell* a) {
  std::string name = env_text(m, a[0]), value = env_text(m, a[1]);
  if (name.empty() || name.find('=') != std::string::npos || name.find('\0') != std::string::npos)
    throw_domain_error(m.store(), atoms::environment_variable, deref(a[0]));
  if (::setenv(name.c_str(), value.c_str(), 1) != 0) throw_resource_error(m.store(), atoms::memory);
  return true;
}

bool bi_unsetenv(Machine& m, const Cell* a) {
  std::string name = env_text(m, a[0]);
  if (name.empty() || name.find('=') != std::string::npos || name.find('\0') != std::string::npos)
    throw_domain_error(m.store(), atoms::environment_variable, deref(a[0]));
  ::unsetenv(name.c_str());
  return true;
}

// Runs Command with /bin/sh -c and gives its exit status (128 + the signal
// number when a signal ended it, as the shell reports it).
std::int64_t run_shell(Machine& m, Cell command) {
  std::string cmd = must_be_text(m, command, kTextAny, nullptr);
  std::fflush(m.output());
  std::fflush(stdout);
  std::fflush(stderr);
  int r = std::system(cmd.c_str());
  if (r == -1) throw_resource_error(m.store(), m.runtime().intern("process"));
  if (WIFEXITED(r)) return WEXITSTATUS(r);
  if (WIFSIGNALED(r)) return 128 + WTERMSIG(r);
  return r;
}

bool bi_shell1(Machine& m, const Cell* a) { return run_shell(m, a[0]) == 0; }
bool bi_shell2(Machine& m, const Cell* a) { return unify_terms(m, a[1], make_small_int(run_shell(m, a[0]))); }

// garbage_collect/0 (library/boot/system.pl) calls this, then a
// predicate: the heap's collector runs at that call port (gc.hpp). Boehm
// GC collects the shared objects now.
bool bi_garbage_collect(Machine& m, const Cell*) {
  m.trim_stack();
  GC_gcollect();
  m.request_gc();
  return true;
}

// garbage_collect_atoms/0 (library/boot/system.pl) calls this, then a
// predicate: the atom collector runs at that call port (atom_gc.hpp), over
// the whole table.
bool bi_garbage_collect_atoms(Machine& m, const Cell*) {
  m.ask_atom_gc(true);
  return true;
}

const BuiltinDef kSystemBuiltins[] = {
    {"$current_ops", 4, false, bi_current_ops},
    {"statistics", 2, false, bi_statistics},
    {"getenv", 2, false, bi_getenv},
    {"setenv", 2, false, bi_setenv},
    {"unsetenv", 1, false, bi_unsetenv},
    {"shell", 1, false, bi_shell1},
    {"shell", 2, false, bi_shell2},
    {"$garbage_collect", 0, false, bi_garbage_collect},
    {"$garbage_collect_atoms", 0, false, bi_garbage_collect_atoms},
};

}  // namespace

std::span<const BuiltinDef> system_builtins() { return kSystemBuiltins; }

}  // namespace kea
