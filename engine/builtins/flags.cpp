// Prolog flags: '$prolog_flag'/2 and '$prolog_flags'/1 (under
// current_prolog_flag/2 in library/boot/system.pl), set_prolog_flag/2 and
// create_prolog_flag/3.
//
// The engine's flags are one table below (name, how to read, how to set;
// no setter: read-only); their values live in the Runtime's Flags, where
// the engine core reads them. Flags that programs create with
// create_prolog_flag/3 live in a per-Runtime table of records (ground
// terms kept off the heap) with a type and an access mode, as SWI-Prolog
// keeps them. Setting a flag that does not exist is ISO's
// domain_error(prolog_flag, F) (SWI-Prolog creates it unless its
// user_flags flag says otherwise).
//
// The flags unknown and double_quotes are local to a module, as in
// SWI-Prolog (kModuleFlags): a module's own value is set by
// set_prolog_flag(M:Flag, V) or by a directive in the module's file, and a
// module that sets none has user's, the Runtime's flag. Other flags are
// global: a qualifier on them is ignored.
//
// Concurrency: engine flags are relaxed atomics (Flags). Created flags are
// read and changed under the table's mutex; a replaced value's record is
// freed after the new one is in place, under the same mutex, and readers
// thaw a record only while holding it.
#include <gc.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "engine/arith/number.hpp"
#include "engine/builtins/registry.hpp"
#include "engine/terms/record.hpp"
#include "engine/terms/term_walk.hpp"
#include "engine/wam/atom_gc.hpp"
#include "engine/wam/consult.hpp"
#include "engine/wam/db.hpp"

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "0.0.0"
#endif

namespace kea {
namespace {

const Cell kNil = make_atom(atoms::nil);
constexpr auto relaxed = std::memory_order_relaxed;

const char* const kQuoteModes[] = {"codes", "chars", "atom", "string", "symbol_char"};
constexpr std::size_t kDoubleQuoteModes = 4;  // symbol_char is back_quotes' only
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

Cell bool_atom(bool b) { return make_atom(b ? atoms::true_ : atoms::false_); }
Cell sym(Machine& m, const char* text) { return make_atom(m.runtime().intern(text)); }

Cell atom_list(Machine& m, const std::vector<std::string>& words) {
  std::vector<Cell> items;
  for (const std::string& w : words) items.push_back(make_atom(m.runtime().intern(w)));
  return make_list(m.store(), items.data(), items.size(), kNil);
}

// The index of value `v` among the first `count` names; raises
// domain_error(Flag, V) when absent.
int choice_index(Machine& m, Cell flag, Cell v, const char* const* names, std::size_t count) {
  if (is_atom(v)) {
    for (std::size_t i = 0; i < count; ++i)
      if (atom_of(v)->view() == names[i]) return static_cast<int>(i);
  }
  throw_domain_error(m.store(), atom_of(flag), v);
}
template <std::size_t N>
int flag_choice(Machine& m, Cell flag, Cell v, const char* const (&names)[N], std::size_t count = N) {
  return choice_index(m, flag, v, names, count);
}

bool flag_bool(Machine& m, Cell v) {
  if (v == make_atom(atoms::true_) || v == make_atom(atoms::on)) return true;
  if (v == make_atom(atoms::false_) || v == make_atom(atoms::off)) return false;
  throw_type_error(m.store(), m.runtime().intern("bool"), v);
}

// ---- the engine's flags -------------------------------------------------------

struct FlagDef {
  const char* name;
  Cell (*get)(Machine& m);
  void (*set)(Machine& m, Cell flag, Cell value);  // nullptr: read-only
};

Flags& flags(Machine& m) { return m.runtime().flags(); }

// The reader and writer of a boolean flag kept in Flags::*F.
template <std::atomic<bool> Flags::*F>
Cell get_bool(Machine& m) { return bool_atom((flags(m).*F).load(relaxed)); }
template <std::atomic<bool> Flags::*F>
void set_bool(Machine& m, Cell, Cell v) { (flags(m).*F).store(flag_bool(m, v), relaxed); }

constexpr FlagDef kFlags[] = {
    {"argv",
     [](Machine& m) {
       std::lock_guard<std::mutex> g(flags(m).argv_set_mutex);
       if (const Record* r = flags(m).argv_set) return r->thaw(m.store());
       return atom_list(m, flags(m).argv);
     },
     [](Machine& m, Cell, Cell v) {
       Record* r = Record::make(m.store(), v, true);
       std::lock_guard<std::mutex> g(flags(m).argv_set_mutex);
       if (flags(m).argv_set) GC_FREE(flags(m).argv_set);
       flags(m).argv_set = r;
     }},
    {"os_argv", [](Machine& m) { return atom_list(m, flags(m).os_argv); }, nullptr},
    {"bounded", [](Machine&) { return bool_atom(false); }, nullptr},
    {"max_integer", [](Machine& m) { return make_integer(m.store(), INT64_MAX); }, nullptr},
    {"min_integer", [](Machine& m) { return make_integer(m.store(), INT64_MIN); }, nullptr},
    {"max_tagged_integer", [](Machine& m) { return make_integer(m.store(), kMaxSmallInt); }, nullptr},
    {"min_tagged_integer", [](Machine& m) { return make_integer(m.store(), kMinSmallInt); }, nullptr},
    {"integer_rounding_function", [](Machine& m) { return sym(m, "toward_zero"); }, nullptr},
    {"max_arity", [](Machine& m) { return sym(m, "unbounded"); }, nullptr},
    {"version", [](Machine& m) { return make_integer(m.store(), version_number(-1)); }, nullptr},
    {"version_data",
     [](Machine& m) {
       return make_compound(m.store(), m.runtime().functor("kea", 4),
                            {make_small_int(version_number(0)), make_small_int(version_number(1)),
                             make_small_int(version_number(2)), kNil});
     },
     nullptr},
    {"dialect", [](Machine& m) { return sym(m, "kea"); }, nullptr},
    {"double_quotes", [](Machine& m) { return sym(m, kQuoteModes[static_cast<int>(flags(m).double_quotes.load(relaxed))]); },
     [](Machine& m, Cell flag, Cell v) {
       flags(m).double_quotes.store(static_cast<QuoteMode>(flag_choice(m, flag, v, kQuoteModes, kDoubleQuoteModes)), relaxed);
     }},
    {"back_quotes", [](Machine& m) { return sym(m, kQuoteModes[static_cast<int>(flags(m).back_quotes.load(relaxed))]); },
     [](Machine& m, Cell flag, Cell v) {
       int i = flag_choice(m, flag, v, kQuoteModes);
       if (i == static_cast<int>(QuoteMode::Atom)) throw_domain_error(m.store(), atom_of(flag), v);
       flags(m).back_quotes.store(static_cast<QuoteMode>(i), relaxed);
     }},
    {"unknown", [](Machine& m) { return sym(m, kUnknown[static_cast<int>(flags(m).unknown.load(relaxed))]); },
     [](Machine& m, Cell flag, Cell v) {
       flags(m).unknown.store(static_cast<UnknownMode>(flag_choice(m, flag, v, kUnknown)), relaxed);
     }},
    {"occurs_check", [](Machine& m) { return sym(m, kOccursCheck[static_cast<int>(flags(m).occurs_check.load(relaxed))]); },
     [](Machine& m, Cell flag, Cell v) {
       flags(m).occurs_check.store(static_cast<OccursCheck>(flag_choice(m, flag, v, kOccursCheck)), relaxed);
     }},
    {"iso", get_bool<&Flags::iso>, set_bool<&Flags::iso>},
    {"digit_groups", get_bool<&Flags::digit_groups>, set_bool<&Flags::digit_groups>},
    {"char_conversion", get_bool<&Flags::char_conversion>, set_bool<&Flags::char_conversion>},
    {"threads", [](Machine&) { return bool_atom(true); }, nullptr},
    {"cpu_count", [](Machine& m) { return make_small_int(flags(m).cpu_count.load(relaxed)); },
     [](Machine& m, Cell, Cell v) {
       flags(m).cpu_count.store(static_cast<int>(std::min<std::int64_t>(must_be_nonneg_int(m.store(), v), INT32_MAX)),
                                relaxed);
     }},
    // Per thread, as in SWI-Prolog: the limit of this thread's heap and of
    // its local stack (Machine::set_stack_limit).
    {"stack_limit", [](Machine& m) { return make_integer(m.store(), static_cast<std::int64_t>(m.store().limit_bytes())); },
     [](Machine& m, Cell, Cell v) {
       Cell n = deref(v);
       if (is_var(n)) throw_instantiation_error(m.store());
       if (!is_integer(n)) throw_type_error(m.store(), atoms::integer, n);
       std::int64_t bytes = is_small_int(n) ? small_int_of(n) : (bigint_sign(n) < 0 ? 0 : INT64_MAX);
       m.set_stack_limit(static_cast<std::size_t>(std::max<std::int64_t>(bytes, 0)));
     }},
    // SWI-Prolog's: false stops collections that the heap's growth would
    // start (garbage_collect/0 still collects).
    {"gc", get_bool<&Flags::gc>, set_bool<&Flags::gc>},
    // SWI-Prolog's: the atom collector runs once this many atoms (or as
    // many as the last collection left, if more) were made since the last;
    // 0 or less: only garbage_collect_atoms/0 collects.
    {"agc_margin", [](Machine& m) { return make_integer(m.store(), m.runtime().atom_gc().margin.load(relaxed)); },
     [](Machine& m, Cell, Cell v) {
       Cell n = deref(v);
       if (is_var(n)) throw_instantiation_error(m.store());
       if (!is_integer(n)) throw_type_error(m.store(), atoms::integer, n);
       std::int64_t margin = is_small_int(n) ? small_int_of(n) : (bigint_sign(n) < 0 ? 0 : INT64_MAX);
       m.runtime().atom_gc().margin.store(margin, relaxed);
       arm_atom_gc(m.runtime());
     }},
    // SWI-Prolog's: false hides the top level's bindings of variables
    // whose names start with an underscore.
    {"toplevel_print_anon", get_bool<&Flags::toplevel_print_anon>, set_bool<&Flags::toplevel_print_anon>},
    // SWI-Prolog's, read by library(ansi_term): whether a terminal gets
    // colours and hyperlinks.
    {"color_term", get_bool<&Flags::color_term>, set_bool<&Flags::color_term>},
    {"hyperlink_term", get_bool<&Flags::hyperlink_term>, set_bool<&Flags::hyperlink_term>},
    // Kept for programs that set and test it; Kea has no debugger mode yet.
    {"debug", get_bool<&Flags::debug>, set_bool<&Flags::debug>},
};

const FlagDef* engine_flag(Atom name) {
  for (const FlagDef& d : kFlags)
    if (name->view() == d.name) return &d;
  return nullptr;
}

// ---- flags that programs create -----------------------------------------------

enum class FlagType { Boolean, Atom, Integer, Float, Term };
const char* const kFlagTypes[] = {"boolean", "atom", "integer", "float", "term"};

struct CreatedFlag {
  Record* value = nullptr;  // uncollectable; freed when replaced
  FlagType type = FlagType::Term;
  bool read_only = false;
};

struct CreatedFlags : Runtime::Extension {
  std::mutex mu;
  std::map<std::string, CreatedFlag> flags;  // by name, as current_prolog_flag/2 lists them
  ~CreatedFlags() override {
    for (auto& [name, f] : flags) GC_FREE(f.value);
  }
  // The values are uncollectable records, which the atom collector scans;
  // the names are strings.
  bool holds_hidden_atoms() const override { return false; }
};

CreatedFlags& created(Machine& m) {
  Runtime& rt = m.runtime();
  if (auto* e = rt.extension("kea.created_flags")) return *static_cast<CreatedFlags*>(e);
  return *static_cast<CreatedFlags*>(rt.add_extension("kea.created_flags", std::make_unique<CreatedFlags>()));
}

FlagType type_of_value(Cell v) {
  if (v == make_atom(atoms::true_) || v == make_atom(atoms::false_)) return FlagType::Boolean;
  if (is_atom(v)) return FlagType::Atom;
  if (is_integer(v)) return FlagType::Integer;
  if (is_float(v)) return FlagType::Float;
  return FlagType::Term;
}

// The value a flag of type `type` stores for v (booleans as true/false);
// raises SWI-Prolog's errors for a value of another type.
Cell typed_value(Machine& m, FlagType type, Cell v) {
  Store& s = m.store();
  if (!is_ground(v)) throw_instantiation_error(s);
  switch (type) {
    case FlagType::Boolean: return bool_atom(flag_bool(m, v));
    case FlagType::Atom:
      if (!is_atom(v)) throw_type_error(s, atoms::atom, v);
      return v;
    case FlagType::Integer:
      if (!is_integer(v)) throw_type_error(s, atoms::integer, v);
      return v;
    case FlagType::Float:
      if (!is_number(v)) throw_type_error(s, m.runtime().intern("float"), v);
      if (is_float(v)) return v;
      if (is_small_int(v)) return make_float(s, static_cast<double>(small_int_of(v)));
      {
        mpz_t z;
        bigint_view(v, z);
        return make_float(s, mpz_to_double_rounded(z));
      }
    case FlagType::Term: return v;
  }
  return v;
}

void store_value(Machine& m, CreatedFlag& f, Cell v) {
  Record* old = f.value;
  f.value = Record::make(m.store(), v, true);
  GC_FREE(old);
}

// ---- module-local flags -------------------------------------------------------

struct ModuleFlag {
  Atom name;
  std::atomic<int> Module::*value;  // -1: as user's
  const char* const* choices;       // the value is an index into these
  std::size_t count;
};
const ModuleFlag kModuleFlags[] = {
    {atoms::unknown, &Module::unknown, kUnknown, std::size(kUnknown)},
    {atoms::double_quotes, &Module::double_quotes, kQuoteModes, kDoubleQuoteModes},
};

// Flag, or M:Flag with M an atom: `flag` becomes the flag's name. For a
// module-local flag of a module other than user and system (unqualified:
// the source module), its definition and that module's value; else
// nullptr (the flag is the Runtime's).
std::atomic<int>* module_flag(Machine& m, Cell& flag, const ModuleFlag*& def) {
  flag = deref(flag);
  Module* mod = nullptr;
  if (is_str(flag) && functor_of(flag) == functors::colon2) {
    Cell q = deref(arg(flag, 0)), name = deref(arg(flag, 1));
    if (!is_atom(q) || !is_atom(name)) return nullptr;
    mod = m.runtime().db().module(atom_of(q));
    flag = name;
  } else {
    mod = source_module(m);
  }
  Database& db = m.runtime().db();
  if (!is_atom(flag) || mod == db.user() || mod == db.system()) return nullptr;
  for (const ModuleFlag& d : kModuleFlags) {
    if (d.name == atom_of(flag)) {
      def = &d;
      return &(mod->*d.value);
    }
  }
  return nullptr;
}

bool bi_prolog_flag(Machine& m, const Cell* a) {
  Cell f = a[0];
  const ModuleFlag* def = nullptr;
  if (std::atomic<int>* own = module_flag(m, f, def)) {
    int v = own->load(relaxed);
    if (v >= 0) return unify_terms(m, a[1], sym(m, def->choices[v]));
  }
  if (!is_atom(f)) return false;
  if (const FlagDef* d = engine_flag(atom_of(f))) {
    const Cell v = d->get(m);
    Cell want = deref(a[1]);
    // A boolean flag that can be set is also on or off (ISO's values), as
    // set_prolog_flag/2 takes them; SWI-Prolog answers so too.
    if (d->set && (v == make_atom(atoms::true_) || v == make_atom(atoms::false_)) &&
        (want == make_atom(atoms::on) || want == make_atom(atoms::off)))
      want = make_atom(want == make_atom(atoms::on) ? atoms::true_ : atoms::false_);
    return unify_terms(m, want, v);
  }
  CreatedFlags& c = created(m);
  Cell v;
  {
    std::lock_guard<std::mutex> lock(c.mu);
    auto it = c.flags.find(std::string(atom_of(f)->view()));
    if (it == c.flags.end()) return false;
    v = it->second.value->thaw(m.store());
  }
  return unify_terms(m, a[1], v);
}

bool bi_prolog_flags(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::vector<Cell> items;
  for (const FlagDef& d : kFlags)
    items.push_back(make_compound(s, functors::minus2, {make_atom(m.runtime().intern(d.name)), d.get(m)}));
  CreatedFlags& c = created(m);
  {
    std::lock_guard<std::mutex> lock(c.mu);
    for (auto& [name, f] : c.flags)
      items.push_back(make_compound(s, functors::minus2, {make_atom(m.runtime().intern(name)), f.value->thaw(s)}));
  }
  return unify_terms(m, a[0], make_list(s, items.data(), items.size(), kNil));
}

bool bi_set_prolog_flag(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell flag = a[0];
  const ModuleFlag* def = nullptr;
  std::atomic<int>* own = module_flag(m, flag, def);
  if (!is_atom(flag)) flag = must_be_atom(s, a[0]);
  Cell v = must_be_bound(s, a[1]);
  if (own) {
    own->store(choice_index(m, flag, v, def->choices, def->count), relaxed);
    return true;
  }
  if (const FlagDef* d = engine_flag(atom_of(flag))) {
    if (d->set == nullptr) throw_permission_error(s, m.runtime().intern("modify"), atoms::flag, flag);
    d->set(m, flag, v);
    return true;
  }
  CreatedFlags& c = created(m);
  std::lock_guard<std::mutex> lock(c.mu);
  auto it = c.flags.find(std::string(atom_of(flag)->view()));
  if (it == c.flags.end()) throw_domain_error(s, atoms::prolog_flag, flag);
  if (it->second.read_only) throw_permission_error(s, m.runtime().intern("modify"), atoms::flag, flag);
  store_value(m, it->second, typed_value(m, it->second.type, v));
  return true;
}

// create_prolog_flag(+Name, +Value, +Options): options access(read_write |
// read_only), type(boolean | atom | integer | float | term) (default: the
// type of Value) and keep(Bool) (an existing flag keeps its value); other
// options are ignored, as SWI-Prolog ignores them.
bool bi_create_prolog_flag(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell flag = must_be_atom(s, a[0]);
  Cell v = must_be_bound(s, a[1]);
  bool read_only = false, keep = false;
  FlagType type = type_of_value(v);
  for (Cell o : must_be_list(s, a[2])) {
    o = deref(o);
    if (is_var(o)) throw_instantiation_error(s);
    if (!is_str(o) || arity_of(o) != 1) continue;
    Cell x = deref(arg(o, 0));
    std::string_view name = functor_of(o)->name->view();
    if (name == "access") {
      if (x == sym(m, "read_only")) read_only = true;
      else if (x != sym(m, "read_write")) throw_domain_error(s, m.runtime().intern("prolog_flag_access"), x);
    } else if (name == "type") {
      int i = 0;
      while (i < 5 && !(is_atom(x) && atom_of(x)->view() == kFlagTypes[i])) ++i;
      if (i == 5) throw_domain_error(s, m.runtime().intern("prolog_flag_type"), x);
      type = static_cast<FlagType>(i);
    } else if (name == "keep") {
      keep = flag_bool(m, x);
    }
  }
  if (const FlagDef* d = engine_flag(atom_of(flag))) {
    if (keep) return true;
    if (d->set == nullptr) throw_permission_error(s, m.runtime().intern("modify"), atoms::flag, flag);
    d->set(m, flag, v);
    return true;
  }
  Cell value = typed_value(m, type, v);
  CreatedFlags& c = created(m);
  std::lock_guard<std::mutex> lock(c.mu);
  auto [it, fresh] = c.flags.try_emplace(std::string(atom_of(flag)->view()));
  if (!fresh && keep) return true;
  it->second.type = type;
  it->second.read_only = read_only;
  store_value(m, it->second, value);
  return true;
}

}  // namespace

std::span<const BuiltinDef> flags_builtins() {
  static const BuiltinDef table[] = {
      {"$prolog_flag", 2, false, bi_prolog_flag},
      {"$prolog_flags", 1, false, bi_prolog_flags},
      {"set_prolog_flag", 2, true, bi_set_prolog_flag},
      {"create_prolog_flag", 3, false, bi_create_prolog_flag},
  };
  return table;
}

}  // namespace kea
