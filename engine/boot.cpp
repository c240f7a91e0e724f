#include "engine/boot.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "engine/runtime.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/wam/consult.hpp"
#include "engine/wam/db.hpp"
#include "engine/wam/machine.hpp"

namespace kea {

namespace {

// What the library kBootFiles[index] exports, from its module/2
// declaration, the first term of its text; false when the text does not
// start with one. Its operators are not autoloaded: as in SWI-Prolog, they
// come when a program loads the library (use_module/1,2).
bool read_exports(Machine& m, std::size_t index, std::vector<Functor>& exports) {
  Runtime& rt = m.runtime();
  Reader reader(rt, m.store(), kBootFiles[index].text, kBootFiles[index].name);
  ReadResult r;
  if (!reader.next(r)) return false;
  Cell decl = deref(r.term);
  if (!is_str(decl) || functor_of(decl) != functors::neck1) return false;
  Cell mod = deref(arg(decl, 0));
  if (!is_str(mod) || functor_of(mod) != rt.functor(atoms::module, 2)) return false;
  Cell l = deref(arg(mod, 1));
  for (; is_list(l); l = deref(list_tail(l))) {
    Cell pi = deref(list_head(l));
    if (is_str(pi) && functor_of(pi) == rt.functor("op", 3)) continue;
    if (!is_str(pi) || arity_of(pi) != 2) return false;
    Atom slash = functor_of(pi)->name;
    Cell name = deref(arg(pi, 0)), arity = deref(arg(pi, 1));
    if ((slash != atoms::slash && slash != atoms::int_div) || !is_atom(name) || !is_small_int(arity)) return false;
    std::int64_t n = small_int_of(arity) + (slash == atoms::int_div ? 2 : 0);
    exports.push_back(rt.functor(atom_of(name), static_cast<unsigned>(n)));
  }
  return true;
}

// Adds what the library kBootFiles[index] exports to the autoload index;
// false when read_exports cannot tell (the library is then loaded now).
bool index_library(Machine& m, std::size_t index) {
  Store::Mark mark = m.store().mark();
  std::vector<Functor> exports;
  bool known = read_exports(m, index, exports);
  m.store().undo(mark);
  if (!known) return false;
  for (Functor f : exports) m.runtime().db().autoload_index.emplace(f, index);
  return true;
}

}  // namespace

void load_boot_library(Runtime& rt) {
  Machine m(rt, std::size_t{64} << 20, std::size_t{64} << 20);
  for (std::size_t i = 0; i < kBootFileCount; ++i) {
    if (!kBootFiles[i].library || !index_library(m, i)) load_library_once(m, i);
  }
}

std::size_t library_index(std::string_view name) {
  for (std::size_t i = 0; i < kBootFileCount; ++i) {
    std::string_view path = kBootFiles[i].name;
    if (kBootFiles[i].library && path == "library/" + std::string(name) + ".pl") return i;
  }
  return kNoLibrary;
}

bool library_exports(Runtime& rt, Functor f) { return rt.db().autoload_index.count(f) > 0; }

bool autoload(Machine& m, Functor f, Cell* keep, std::size_t n) {
  Database& db = m.runtime().db();
  auto found = db.autoload_index.find(f);
  if (found == db.autoload_index.end()) return false;
  std::vector<Cell>& h = m.handles();
  const std::size_t base = h.size();
  h.insert(h.end(), keep, keep + n);
  struct Restore {
    std::vector<Cell>& h;
    std::size_t base;
    Cell* keep;
    ~Restore() {
      std::copy(h.begin() + static_cast<std::ptrdiff_t>(base), h.end(), keep);
      h.resize(base);
    }
  } restore{h, base, keep};
  load_library_once(m, found->second);
  return true;
}

namespace {
// SWI-Prolog libraries that Kea's boot library covers: aggregate_all/3,4
// and aggregate/3 (control.pl), time/1 and statistics/0, the string
// builtins, dif/2 and when/2 (attvar.pl), listing/0,1 and
// portray_clause/1,2 (system.pl, io.pl).
constexpr std::string_view kSystemLibraries[] = {"aggregate", "dif",     "listing", "statistics",
                                                 "strings",   "system",  "when"};
}  // namespace

bool is_kea_library(std::string_view name) {
  for (std::string_view lib : kSystemLibraries) {
    if (name == lib) return true;
  }
  return library_index(name) != kNoLibrary;
}

}  // namespace kea
