// System builtins: Prolog flags, the operator table as a list for
// current_op/3, statistics/2, environment variables, shell/1,2 and
// garbage_collect/0. Enumerating predicates (current_op/3,
// current_prolog_flag/2) are defined in library/boot/system.pl over the
// '$' primitives here.
#include <sys/wait.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/builtins/text_arg.hpp"

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "0.0.0"
#endif

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
  m.runtime().ops().for_each([&](Atom name, OpDef d) {
    if (!is_var(n) && atom_of(n) != name) return;
    if (!is_var(p) && small_int_of(p) != static_cast<std::int64_t>(d.priority)) return;
    if (!is_var(t) && atom_of(t) != op_type_atom(d.type)) return;
    ops.push_back({name, d});
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

// ---- flags ----------------------------------------------------------------------

const char* const kQuoteModes[] = {"codes", "chars", "atom", "string", "symbol_char"};
const char* const kOccursCheck[] = {"false", "true", "error"};
const char* const kUnknown[] = {"error", "fail", "warning"};

// Kea's version as SWI-Prolog encodes its own: Major*10000 + Minor*100 + Patch.
std::int64_t version_number(int part) {
  int parts[3] = {0, 0, 0};
  const char* v = PACKAGE_VERSION;
  for (int i = 0; i < 3 && *v; ++i) {
    parts[i] = std::atoi(v);
    while (*v && *v != '.') ++v;
    if (*v == '.') ++v;
  }
  if (part >= 0) return parts[part];
  return parts[0] * 10000 + parts[1] * 100 + parts[2];
}

struct FlagDef {
  const char* name;
  bool writable;
};

constexpr FlagDef kFlags[] = {
    {"argv", false},         {"os_argv", false},
    {"bounded", false},      {"max_integer", false},  {"min_integer", false},
    {"max_tagged_integer", false}, {"min_tagged_integer", false},
    {"integer_rounding_function", false}, {"max_arity", false},
    {"version", false},      {"version_data", false}, {"dialect", false},
    {"double_quotes", true}, {"back_quotes", true},   {"unknown", true},
    {"occurs_check", true},  {"iso", true},           {"digit_groups", true},
};

Cell bool_atom(bool b) { return make_atom(b ? atoms::true_ : atoms::false_); }

// The value of flag `name`, or 0 when there is no such flag.
Cell flag_value(Machine& m, std::string_view name) {
  Store& s = m.store();
  Runtime& rt = m.runtime();
  Flags& f = rt.flags();
  auto sym = [&](const char* text) { return make_atom(rt.intern(text)); };
  auto atoms_of = [&](const std::vector<std::string>& words) {
    std::vector<Cell> items;
    for (const std::string& w : words) items.push_back(make_atom(rt.intern(w)));
    return make_list(s, items.data(), items.size(), kNil);
  };
  if (name == "argv") return atoms_of(f.argv);
  if (name == "os_argv") return atoms_of(f.os_argv);
  if (name == "bounded") return bool_atom(false);
  if (name == "max_integer") return make_integer(s, INT64_MAX);
  if (name == "min_integer") return make_integer(s, INT64_MIN);
  if (name == "max_tagged_integer") return make_integer(s, kMaxSmallInt);
  if (name == "min_tagged_integer") return make_integer(s, kMinSmallInt);
  if (name == "integer_rounding_function") return sym("toward_zero");
  if (name == "max_arity") return sym("unbounded");
  if (name == "version") return make_integer(s, version_number(-1));
  if (name == "version_data")
    return make_compound(s, rt.functor("kea", 4), {make_small_int(version_number(0)), make_small_int(version_number(1)),
                                                   make_small_int(version_number(2)), kNil});
  if (name == "dialect") return sym("kea");
  if (name == "double_quotes") return sym(kQuoteModes[static_cast<int>(f.double_quotes.load(std::memory_order_relaxed))]);
  if (name == "back_quotes") return sym(kQuoteModes[static_cast<int>(f.back_quotes.load(std::memory_order_relaxed))]);
  if (name == "unknown") return sym(kUnknown[static_cast<int>(f.unknown.load(std::memory_order_relaxed))]);
  if (name == "occurs_check") return sym(kOccursCheck[static_cast<int>(f.occurs_check.load(std::memory_order_relaxed))]);
  if (name == "iso") return bool_atom(f.iso.load(std::memory_order_relaxed));
  if (name == "digit_groups") return bool_atom(f.digit_groups.load(std::memory_order_relaxed));
  return 0;
}

bool bi_prolog_flag(Machine& m, const Cell* a) {
  Cell f = deref(a[0]);
  if (!is_atom(f)) return false;
  Cell v = flag_value(m, atom_of(f)->view());
  return v != 0 && unify_terms(m, a[1], v);
}

bool bi_prolog_flags(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::vector<Cell> items;
  for (const FlagDef& d : kFlags)
    items.push_back(make_compound(s, functors::minus2, {make_atom(m.runtime().intern(d.name)), flag_value(m, d.name)}));
  return unify_terms(m, a[0], make_list(s, items.data(), items.size(), kNil));
}

// The index of value `v` among `names`; raises domain_error(Flag, V) when absent.
template <std::size_t N>
int flag_choice(Machine& m, Cell flag, Cell v, const char* const (&names)[N], std::size_t count = N) {
  if (is_atom(v)) {
    for (std::size_t i = 0; i < count; ++i)
      if (atom_of(v)->view() == names[i]) return static_cast<int>(i);
  }
  throw_domain_error(m.store(), atom_of(flag), v);
}

bool flag_bool(Machine& m, Cell v) {
  if (v == make_atom(atoms::true_) || v == make_atom(atoms::on)) return true;
  if (v == make_atom(atoms::false_) || v == make_atom(atoms::off)) return false;
  throw_type_error(m.store(), m.runtime().intern("bool"), v);
}

bool bi_set_prolog_flag(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell flag = must_be_atom(s, a[0]);
  Cell v = must_be_bound(s, a[1]);
  std::string_view name = atom_of(flag)->view();
  const FlagDef* def = nullptr;
  for (const FlagDef& d : kFlags)
    if (name == d.name) def = &d;
  if (def == nullptr) throw_domain_error(s, atoms::prolog_flag, flag);
  if (!def->writable) throw_permission_error(s, m.runtime().intern("modify"), atoms::flag, flag);
  Flags& f = m.runtime().flags();
  constexpr auto relaxed = std::memory_order_relaxed;
  if (name == "double_quotes") {
    f.double_quotes.store(static_cast<QuoteMode>(flag_choice(m, flag, v, kQuoteModes, 4)), relaxed);
  } else if (name == "back_quotes") {
    int i = flag_choice(m, flag, v, kQuoteModes);
    if (i == static_cast<int>(QuoteMode::Atom)) throw_domain_error(s, atom_of(flag), v);
    f.back_quotes.store(static_cast<QuoteMode>(i), relaxed);
  } else if (name == "unknown") {
    f.unknown.store(static_cast<UnknownMode>(flag_choice(m, flag, v, kUnknown)), relaxed);
  } else if (name == "occurs_check") {
    f.occurs_check.store(static_cast<OccursCheck>(flag_choice(m, flag, v, kOccursCheck)), relaxed);
  } else if (name == "iso") {
    f.iso.store(flag_bool(m, v), relaxed);
  } else if (name == "digit_groups") {
    f.digit_groups.store(flag_bool(m, v), relaxed);
  }
  return true;
}

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

// The Prolog heap has no collector yet (Boehm GC collects the shared
// objects on its own), so there is nothing to start.
bool bi_garbage_collect(Machine&, const Cell*) { return true; }

const BuiltinDef kSystemBuiltins[] = {
    {"$current_ops", 4, false, bi_current_ops},
    {"$prolog_flag", 2, false, bi_prolog_flag},
    {"$prolog_flags", 1, false, bi_prolog_flags},
    {"set_prolog_flag", 2, true, bi_set_prolog_flag},
    {"statistics", 2, false, bi_statistics},
    {"getenv", 2, false, bi_getenv},
    {"setenv", 2, false, bi_setenv},
    {"unsetenv", 1, false, bi_unsetenv},
    {"shell", 1, false, bi_shell1},
    {"shell", 2, false, bi_shell2},
    {"garbage_collect", 0, false, bi_garbage_collect},
};

}  // namespace

std::span<const BuiltinDef> system_builtins() { return kSystemBuiltins; }

}  // namespace kea
