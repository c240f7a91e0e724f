// Loading Prolog source: consult/1, ensure_loaded/1, [Files], include/1,
// directives, initialization/1,2, DCG rules (through dcg_translate_rule/2),
// term_expansion/2, and the warnings SWI-Prolog users expect (singleton
// variables, discontiguous clauses, redefinition across files), each with
// file:line. Also the loader of the system's own Prolog (boot.cpp).
#include "engine/wam/consult.hpp"

#include "engine/terms/term_walk.hpp"

#include <gc/gc.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

#include "engine/boot.hpp"
#include "engine/builtins/registry.hpp"
#include "engine/wam/compile.hpp"
#include "engine/wam/dbutil.hpp"
#include "engine/wam/transparent.hpp"
#include "engine/messages.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/terms/record.hpp"
#include "engine/terms/termops.hpp"
#include "engine/syntax/writer.hpp"

namespace kea {
namespace {

// An open :- if/1 of conditional compilation (see conditional() below):
// taking its branch, seeking one whose condition holds, done with the one
// it took, or inside a part skipped anyway (its conditions are not run).
// `line` is where its last if, elif or else is, for the error when the
// file ends before its endif.
struct Conditional {
  enum State : unsigned char { Taking, Seeking, Done, Nested } state;
  unsigned line;
};

// One file being loaded (include/1 shares its parent's).
struct LoadContext {
  Atom file = nullptr;                 // absolute path, or the boot name
  std::string dir;                     // for relative paths
  PredFlag flags = static_cast<PredFlag>(0);  // kPredSystem / kPredLibrary for boot code
  Module* module = nullptr;            // where clauses and directives go (module/2 changes it)
  Module* declared = nullptr;          // the module the file's module/2 made
  bool quiet = false;                  // no warnings (boot code)
  Predicate* last = nullptr;           // predicate of the previous clause
  unsigned line = 0;                   // where the term being handled starts
  // Reloading a file: the predicates it defined not yet met in the new text,
  // and the one whose new clauses are being gathered out of sight
  // (Database::add_pending), which replaces the old ones at once when its
  // definition ends: at another predicate's clause, a directive, or the
  // end of the file. Other threads never see a half-loaded predicate.
  std::unordered_set<Predicate*> reloading;
  Predicate* pending = nullptr;
  std::unordered_map<Predicate*, unsigned> first_line;  // predicates defined by this load
  std::unordered_set<Predicate*> closed;  // defined, then another predicate came
  std::vector<std::pair<Record*, unsigned>> initialization;
  // Conditional compilation: one entry per :- if/1 open, innermost last.
  std::vector<struct Conditional> conditionals;
};

// The innermost load in progress on this OS thread (a Prolog thread runs on
// one OS thread; nested loads stack up through `saved` in load_file).
thread_local LoadContext* g_current = nullptr;

// style_check/1: which warnings loading gives, for this thread. A file's
// style_check/1 directives last until the end of that file, as in
// SWI-Prolog (load_file restores the style it began with).
struct Style {
  bool singleton = true;
  bool discontiguous = true;
};
thread_local Style g_style;

std::string file_name(Atom a) { return a ? std::string(a->view()) : std::string("user"); }

void warning(const LoadContext& ctx, unsigned line, const std::string& text) {
  if (ctx.quiet) return;
  std::fflush(stdout);
  std::fprintf(stderr, "Warning: %s:%u:\nWarning:    %s\n", file_name(ctx.file).c_str(), line, text.c_str());
}

void error_text_at(const LoadContext& ctx, unsigned line, const std::string& msg) {
  std::fflush(stdout);
  print_error_lines(file_name(ctx.file) + ":" + std::to_string(line) + ":\n   " + msg);
}

void error_at(Machine& m, const LoadContext& ctx, unsigned line, Cell err) {
  std::fflush(stdout);
  std::string msg = error_message(m.runtime(), err);
  if (is_syntax_error(err)) {
    print_error_lines(msg);
  } else {
    error_text_at(ctx, line, msg);
  }
}

std::string pi_text(Machine& m, Functor f) {
  return term_to_string(m.runtime(), predicate_indicator(m.store(), f), writeq_options());
}

// Module:Name/Arity, as messages name a module's predicate.
std::string pi_text(Machine& m, const Module* mod, Functor f) {
  return std::string(mod->name->view()) + ":" + pi_text(m, f);
}

bool file_exists(const std::string& p) {
  struct stat st;
  return ::stat(p.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

std::string absolute(const std::string& p) {
  char buf[PATH_MAX];
  if (::realpath(p.c_str(), buf)) return buf;
  return p;
}

// The name of the library a library(Name) spec names ("dcg/basics" for
// library(dcg/basics)), or "" when spec is not such a spec; a library Kea
// does not have is an existence error, as a missing file is.
std::string kea_library_of(Machine& m, Cell spec) {
  spec = deref(spec);
  if (!is_str(spec) || arity_of(spec) != 1 || functor_of(spec)->name != atoms::library) return "";
  std::string name;
  Cell n = deref(arg(spec, 0));
  while (is_str(n) && functor_of(n) == functors::slash2 && is_atom(deref(arg(n, 1)))) {
    name.insert(0, "/" + std::string(atom_of(deref(arg(n, 1)))->view()));
    n = deref(arg(n, 0));
  }
  if (is_var(n)) throw_instantiation_error(m.store());
  if (is_atom(n) && is_kea_library(std::string(atom_of(n)->view()) + name)) return std::string(atom_of(n)->view()) + name;
  throw_existence_error(m.store(), atoms::source_sink, spec);
}

// The file a spec names (see consult.hpp find_source_file), absolute; ""
// for library(Name) specs of Kea's libraries (embedded: load_spec loads
// them).
std::string resolve(Machine& m, Cell spec, const std::string& dir) {
  if (!kea_library_of(m, spec).empty()) return "";
  return absolute(find_source_file(m, spec, dir, ".pl"));
}

void load_terms(Machine& m, std::string_view text, LoadContext& ctx);

bool user_defined(Runtime& rt, Functor f) {
  Predicate* p = rt.db().lookup(rt.db().user(), f);
  return p && p->live > 0;
}

// The module a file's declarations and goals are about: its own, but user
// for the system's files (the system's dynamic predicates are user's, so
// that the system's code, whose unqualified meta arguments mean user,
// asserts to them).
Module* goal_module(Machine& m, const LoadContext& ctx) {
  Database& db = m.runtime().db();
  return ctx.module == db.system() ? db.user() : ctx.module;
}

// A goal to run where the file's code is: M:Goal outside user.
Cell in_module(Machine& m, const LoadContext& ctx, Cell goal) {
  Module* mod = goal_module(m, ctx);
  if (mod == m.runtime().db().user()) return goal;
  return make_compound(m.store(), functors::colon2, {make_atom(mod->name), goal});
}

// Makes the predicate a reload has been gathering visible in place of its
// old clauses.
void commit_pending(Machine& m, LoadContext& ctx) {
  if (!ctx.pending) return;
  m.runtime().db().commit_pending(ctx.pending, ctx.file);
  refresh_clones(m, ctx.pending);
  ctx.pending = nullptr;
}

// Adds one clause of the file being loaded. The clauses of a tabled
// predicate go to its 'Name tabled' predicate; `wrapper` is its own clause,
// which calls the table.
void add_clause(Machine& m, LoadContext& ctx, Cell clause, unsigned line, bool wrapper = false) {
  Runtime& rt = m.runtime();
  Store& s = m.store();
  Cell head, body;
  // term_expansion may hand back a cyclic clause, which cannot be code.
  if (is_cyclic(clause)) throw_representation_error(s, atoms::cyclic_term);
  Module* module = ctx.module;
  split_clause(m, clause, head, body, module);
  Functor f = head_functor(rt, head);
  if (Predicate* t = rt.db().lookup(module, f); !wrapper && t && t->has(kPredTabled)) {
    f = tabled_functor(rt, f);
    head = with_functor(s, head, f);
  }
  if (Predicate* own = rt.db().lookup(module, f); own && !Database::defined(own)) {
    // A local definition of what the module imported: an error after an
    // import list named it, else it overrides the import (SWI-Prolog).
    Predicate* from = own->import.load();
    if (from && from->module != rt.db().user() && from->module != rt.db().system()) {
      if (own->has(kPredStrongImport)) {
        throw_permission_error(s, rt.intern("redefine"), rt.intern("imported_procedure"),
                               qualified_indicator(s, from));
      }
      warning(ctx, line,
              "Local definition of " + pi_text(m, module, f) +
                  " overrides weak import from " + std::string(from->module->name->view()));
    }
  }
  Predicate* p = rt.db().define(module, f);
  if ((p->has(kPredSystem) || p->has(kPredControl)) && !(ctx.flags & kPredSystem)) {
    throw_permission_error(s, atoms::modify, atoms::static_procedure, predicate_indicator(s, f));
  }
  if (p->has(kPredLibrary) && !(ctx.flags & kPredLibrary)) {
    // A user definition replaces the library's, as SWI's autoloading does.
    rt.db().wipe(p);
    p->clear(kPredLibrary);
    p->file = nullptr;
  }
  if (ctx.pending && ctx.pending != p) commit_pending(m, ctx);
  if (ctx.file) hold_atom(ctx.file);  // named below by GC objects: the predicate, the clause
  auto seen = ctx.first_line.find(p);
  if (seen == ctx.first_line.end()) {
    if (ctx.reloading.erase(p) > 0) {
      ctx.pending = p;
    } else if (p->file != ctx.file && p->live > 0 && !p->has(kPredDynamic) && !p->has(kPredMultifile)) {
      std::string where;
      for (Clause* c = p->first.load(); c; c = c->next.load()) {
        if (c->died.load() == kAlive && c->file) {
          where = "\nWarning:    Previously defined at " + file_name(c->file) + ":" + std::to_string(c->line);
          break;
        }
      }
      warning(ctx, line, "Redefined static procedure " + pi_text(m, f) + where);
      rt.db().wipe(p);
    }
    ctx.first_line.emplace(p, line);
    p->file = ctx.file;
  } else if (ctx.last != p && ctx.closed.count(p) && !p->has(kPredDiscontiguous) && !p->has(kPredDynamic) &&
             !p->has(kPredMultifile) && g_style.discontiguous) {  // SWI-Prolog does not warn for multifile ones either
    warning(ctx, line,
            "Clauses of " + pi_text(m, f) + " are not together in the source-file\nWarning:    Earlier definition at " +
                file_name(ctx.file) + ":" + std::to_string(seen->second) + "\nWarning:    Current predicate: " +
                (ctx.last ? pi_text(m, ctx.last->functor) : std::string("none")) +
                "\nWarning:    Use :- discontiguous " + pi_text(m, f) + ". to suppress this message");
    ctx.closed.erase(p);
  }
  if (ctx.last && ctx.last != p) ctx.closed.insert(ctx.last);
  ctx.last = p;
  Clause* c = new_clause(m, head, body, module);
  c->file = ctx.file;
  c->line = line;
  p->set(static_cast<PredFlag>(ctx.flags | kPredDefined));
  if (ctx.pending == p) {
    rt.db().add_pending(p, c);
  } else {
    rt.db().add(p, c, true);
    refresh_clones(m, p);
  }
}

// Runs a directive or initialization goal: failure is a warning, an error
// is printed and then (as SWI-Prolog 9 does for directives) reported as a
// failure too; loading goes on.
bool run_reported(Machine& m, const LoadContext& ctx, Cell goal, unsigned line, const char* kind) {
  auto failed = [&] {
    // As Module:Goal, one term: user:(X is 1/0, writeln(X)) keeps its brackets.
    Module* where = m.runtime().db().user();
    Cell plain = strip_module(m, goal, where);
    WriteOptions opt = writeq_options();
    opt.store = &m.store();  // variables as _G<n>, not as addresses
    Cell shown = make_compound(m.store(), functors::colon2, {make_atom(where->name), plain});
    warning(ctx, line, std::string("Goal (") + kind + ") failed: " + term_to_string(m.runtime(), shown, opt));
  };
  try {
    // The goal was made before the query: collecting is safe here.
    if (run_once(m, goal, Query::Collect::yes)) return true;
    failed();
  } catch (const PrologError& e) {
    if (is_aborted(e.term())) throw;  // Ctrl-C ends the whole load
    error_at(m, ctx, line, e.term());
    if (std::string_view(kind) == "directive") failed();
  }
  return false;
}

// The functor a predicate indicator of an export or import list names
// (Name/Arity, Name//Arity); nullptr for anything else.
Functor listed_functor(Runtime& rt, Cell pi) {
  pi = deref(pi);
  if (!is_str(pi) || arity_of(pi) != 2) return nullptr;
  Cell name = deref(arg(pi, 0)), arity = deref(arg(pi, 1));
  if (!is_atom(name) || !is_small_int(arity) || small_int_of(arity) < 0) return nullptr;
  auto n = static_cast<unsigned>(small_int_of(arity));
  if (functor_of(pi) == functors::slash2) return rt.functor(atom_of(name), n);
  if (functor_of(pi)->name == atoms::int_div) return rt.functor(atom_of(name), n + 2);
  return nullptr;
}

// module(Name, Exports): '$declare_module'/2 (library/boot/files.pl)
// checks it and declares the operators it exports; then the rest of the
// file is Name's: its clauses, its directives, the modules it imports.
void declare_module(Machine& m, LoadContext& ctx, Cell goal, unsigned line) {
  Runtime& rt = m.runtime();
  Store& s = m.store();
  Cell name = deref(arg(goal, 0));
  std::vector<Functor> exports;
  // (A cyclic list is left to the check, which reports it.)
  for (Cell l = deref(arg(goal, 1)); is_list(l) && !is_cyclic(l); l = deref(list_tail(l))) {
    if (Functor f = listed_functor(rt, list_head(l))) exports.push_back(f);
  }
  Cell check = make_compound(s, rt.functor("$declare_module", 2), {arg(goal, 0), arg(goal, 1)});
  if (!is_atom(name)) {
    run_reported(m, ctx, check, line, "directive");  // reports the error
    return;
  }
  Module* mod = rt.db().module(atom_of(name));
  if (!run_reported(m, ctx, check, line, "directive")) return;
  mod->add_exports(exports);
  mod->file = ctx.file;
  ctx.module = mod;
  ctx.declared = mod;
}

// The answer modes of a table/1 declaration's head (path(_,_,min)):
// `variant` when every argument is an index (a variable or `index`), else
// moded(Args), Args the moded arguments as I-Mode (I from 1), in order.
Cell table_modes(Machine& m, Cell head) {
  Runtime& rt = m.runtime();
  Store& s = m.store();
  Cell list = make_atom(atoms::nil);
  for (unsigned i = arity_of(head); i-- > 0;) {
    Cell a = deref(arg(head, i));
    if (is_var(a) || (is_atom(a) && atom_of(a) == rt.intern("index"))) continue;
    bool plain = is_atom(a) && (atom_of(a) == rt.intern("min") || atom_of(a) == rt.intern("max") ||
                                atom_of(a) == rt.intern("first") || atom_of(a) == rt.intern("last"));
    bool lattice = is_str(a) && functor_of(a) == rt.functor("lattice", 1);
    if (!plain && !lattice) throw_domain_error(s, rt.intern("tabled_mode"), a);
    Cell mode = a;
    if (lattice) {
      // lattice(Name/3) or lattice(Name): Name(Old, New, Joined).
      Cell pi = deref(arg(a, 0));
      Module* mod = nullptr;
      Cell name = pi;
      if (is_str(pi) && functor_of(pi) == functors::slash2) {
        Functor lf = indicator(m, pi, mod);
        if (lf->arity != 3) throw_domain_error(s, rt.intern("tabled_mode"), a);
        name = make_atom(lf->name);
      }
      if (!is_atom(deref(name))) throw_domain_error(s, rt.intern("tabled_mode"), a);
      mode = make_compound(s, functor_of(a), {name});
    }
    list = make_cons(s, make_compound(s, functors::minus2, {make_small_int(i + 1), mode}), list);
  }
  if (is_atom(list)) return make_atom(rt.intern("variant"));
  return make_compound(s, rt.functor("moded", 1), {list});
}

// The options of Spec as Options in a table/1 declaration: Kea's tables are
// variant tables private to each thread.
void check_table_options(Machine& m, Cell opts) {
  Runtime& rt = m.runtime();
  opts = deref(opts);
  if (is_var(opts)) throw_instantiation_error(m.store());
  if (is_str(opts) && functor_of(opts) == functors::comma2) {
    check_table_options(m, arg(opts, 0));
    check_table_options(m, arg(opts, 1));
    return;
  }
  // Subsumptive and shared tables give the answers variant, private ones
  // give: Kea evaluates them so.
  for (const char* ok : {"variant", "private", "subsumptive", "shared"})
    if (is_atom(opts) && atom_of(opts) == rt.intern(ok)) return;
  throw_domain_error(m.store(), rt.intern("table_option"), opts);
}

// table(Specs) while ctx loads: each predicate named (Name/Arity,
// Name//Arity, or a head whose arguments give answer modes, as
// path(_,_,min)) gets one clause, which calls the table ('$tbl_call'/3 in
// library/boot/tabling.pl); the file's clauses for it go to 'Name tabled'.
void declare_tabled(Machine& m, LoadContext& ctx, Cell specs, Module* start) {
  Runtime& rt = m.runtime();
  Store& s = m.store();
  for_each_spec(m, specs, start, [&](Cell spec, Module* mod) {
    spec = deref(spec);
    if (is_str(spec) && functor_of(spec) == rt.functor("as", 2)) {
      check_table_options(m, arg(spec, 1));
      declare_tabled(m, ctx, arg(spec, 0), mod);
      return;
    }
    Functor f;
    Cell modes = make_atom(rt.intern("variant"));
    if (is_str(spec) && (functor_of(spec) == functors::slash2 || functor_of(spec)->name == atoms::int_div) &&
        arity_of(spec) == 2) {
      f = indicator(m, spec, mod, true);
    } else {
      Cell h = callable_head(m, spec, mod);
      f = head_functor(rt, h);
      if (is_str(h)) modes = table_modes(m, h);
    }
    Predicate* p = rt.db().lookup(mod, f);
    if (p && p->has(kPredDynamic)) {
      throw_permission_error(s, rt.intern("table"), rt.intern("dynamic_procedure"), qualified_indicator(s, p));
    }
    if (p && (p->has(kPredSystem) || p->has(kPredControl))) {
      throw_permission_error(s, rt.intern("table"), atoms::static_procedure, qualified_indicator(s, p));
    }
    // Declared before: nothing more to do (SWI-Prolog keeps the first).
    if (p && p->has(kPredTabled)) return;
    bool reload = p && ctx.reloading.count(p);
    if (p && p->live > 0 && !reload) {
      // Clauses came before the declaration: they are not the table's.
      throw_permission_error(s, rt.intern("table"), atoms::static_procedure, qualified_indicator(s, p));
    }
    std::vector<Cell> vars(f->arity);
    for (Cell& v : vars) v = s.new_var();
    Cell head = f->arity ? make_compound(s, f, vars.data()) : make_atom(f->name);
    Functor tf = tabled_functor(rt, f);
    Cell mname = make_atom(mod->name);
    Cell goal = make_compound(s, functors::colon2, {mname, head});
    Cell impl = make_compound(s, functors::colon2, {mname, with_functor(s, head, tf)});
    Cell body = make_compound(s, rt.functor("$tbl_call", 3), {goal, impl, modes});
    Module* saved = ctx.module;
    ctx.module = mod;  // the wrapper is mod's code
    try {
      add_clause(m, ctx, make_compound(s, functors::neck2, {head, body}), ctx.line, true);
    } catch (...) {
      ctx.module = saved;
      throw;
    }
    ctx.module = saved;
    rt.db().lookup(mod, f)->set(kPredTabled);
    rt.db().define(mod, tf)->set(kPredDefined);  // no clauses: the table is empty
    // Answers the old definition gave are stale.
    if (reload) run_once(m, make_atom(rt.intern("abolish_all_tables")));
  });
}

// Runs a directive; failures and errors are reported, loading goes on.
void directive(Machine& m, LoadContext& ctx, Cell goal, unsigned line) {
  Runtime& rt = m.runtime();
  Store& s = m.store();
  commit_pending(m, ctx);  // the directive sees what the file defined so far
  goal = deref(goal);
  if (is_str(goal) && arity_of(goal) == 1) {
    Atom name = functor_of(goal)->name;
    Cell a = deref(arg(goal, 0));
    if (name == atoms::initialization) {
      ctx.initialization.push_back({Record::make(s, in_module(m, ctx, a), true), line});
      return;
    }
    if (name == atoms::dynamic || name == atoms::discontiguous || name == atoms::meta_predicate ||
        name == rt.intern("multifile") || name == rt.intern("thread_local") || name == atoms::module_transparent) {
      // Declarations are about the file's module.
      // (meta_predicate and module_transparent are about the code of the
      // file, the system's too.)
      bool code = name == atoms::meta_predicate || name == atoms::module_transparent;
      Module* about = code ? ctx.module : goal_module(m, ctx);
      goal = make_compound(s, functor_of(goal), {make_compound(s, functors::colon2, {make_atom(about->name), a})});
      run_reported(m, ctx, goal, line, "directive");
      return;
    }
    if (name == atoms::include) {
      std::string path = resolve(m, a, ctx.dir);
      if (path.empty()) return;
      std::string text = read_source_file(path);
      Atom saved = ctx.file;
      ctx.file = rt.intern(path);
      load_terms(m, text, ctx);
      ctx.file = saved;
      return;
    }
  }
  if (is_str(goal) && arity_of(goal) == 2) {
    Atom name = functor_of(goal)->name;
    if (name == atoms::initialization) {
      Cell when = deref(arg(goal, 1));
      if (is_atom(when) && atom_of(when) == atoms::main) {
        Record* r = Record::make(s, in_module(m, ctx, arg(goal, 0)), true);
        std::lock_guard<std::mutex> g(rt.db().files_lock);
        rt.db().main_goal = r;
        rt.db().main_file = ctx.file;
        rt.db().main_line = line;
      } else {
        ctx.initialization.push_back({Record::make(s, in_module(m, ctx, arg(goal, 0)), true), line});
      }
      return;
    }
    if (name == atoms::module) {
      declare_module(m, ctx, goal, line);
      return;
    }
  }
  run_reported(m, ctx, in_module(m, ctx, goal), line, "directive");
}

// term_expansion/2 of the module being loaded, else of user, else of
// system (as SWI-Prolog asks them, where defined; the first that succeeds
// gives the clauses to add instead).
bool expand_term(Machine& m, const LoadContext& ctx, Cell term, std::vector<Cell>& out) {
  Runtime& rt = m.runtime();
  Store& s = m.store();
  Database& db = rt.db();
  Functor te = rt.functor(atoms::term_expansion, 2);
  Module* const order[] = {ctx.module != db.user() && ctx.module != db.system() ? ctx.module : nullptr, db.user(),
                           db.system()};
  for (Module* mod : order) {
    if (!mod) continue;
    Predicate* p = db.lookup(mod, te);
    if (!p || p->live == 0) continue;
    Cell result = s.new_var();
    Cell goal = make_compound(s, functors::colon2, {make_atom(mod->name), make_compound(s, te, {term, result})});
    if (run_once(m, goal)) {
      Cell r = deref(result);
      while (is_list(r)) {
        out.push_back(list_head(r));
        r = deref(list_tail(r));
      }
      if (!(is_atom(r) && atom_of(r) == atoms::nil)) out.push_back(r);
      return true;
    }
  }
  return false;
}

// goal_expansion/2 over a clause body's goals (control constructs walked).
Cell expand_goals(Machine& m, Cell body, unsigned depth = 0) {
  Runtime& rt = m.runtime();
  Store& s = m.store();
  Functor ge = rt.functor(atoms::goal_expansion, 2);
  body = deref(body);
  if (is_var(body) || depth > 100) return body;
  if (is_str(body)) {
    Functor f = functor_of(body);
    if (f == functors::comma2 || f == functors::semicolon2 || f == functors::arrow2 || f == functors::soft_arrow2 ||
        f == functors::bar2) {
      Cell a = expand_goals(m, arg(body, 0), depth);
      Cell b = expand_goals(m, arg(body, 1), depth);
      return make_compound(s, f, {a, b});
    }
    if (f == functors::not_provable1) return make_compound(s, f, {expand_goals(m, arg(body, 0), depth)});
  }
  Cell result = s.new_var();
  if (run_once(m, make_compound(s, ge, {body, result}))) return expand_goals(m, result, depth + 1);
  return body;
}

// Whether the terms read now are skipped by conditional compilation.
bool skipping(const LoadContext& ctx) {
  return !ctx.conditionals.empty() && ctx.conditionals.back().state != Conditional::Taking;
}

// The condition of an if or elif, run once where the file's code is; an
// error is printed and counts as false, as in SWI-Prolog.
bool condition_holds(Machine& m, LoadContext& ctx, Cell goal, unsigned line) {
  commit_pending(m, ctx);  // the condition sees what the file defined so far
  try {
    return run_once(m, in_module(m, ctx, goal), Query::Collect::yes);
  } catch (const PrologError& e) {
    if (is_aborted(e.term())) throw;
    error_at(m, ctx, line, e.term());
    return false;
  }
}

// Conditional compilation, as SWI-Prolog's: :- if(G), :- elif(G), :- else
// and :- endif keep the terms of the first branch whose condition holds and
// skip the others (read, but neither expanded nor loaded). True when `term`
// was one of these directives or is skipped: the caller does nothing more
// with it.
bool conditional(Machine& m, LoadContext& ctx, Cell term, unsigned line) {
  term = deref(term);
  Cell d = is_str(term) && functor_of(term) == functors::neck1 ? deref(arg(term, 0)) : Cell{0};
  std::string_view name;
  unsigned arity = 0;
  if (d && is_atom(d)) name = atom_of(d)->view();
  if (d && is_str(d)) name = functor_of(d)->name->view(), arity = arity_of(d);
  if (name == "if" && arity == 1) {
    if (skipping(ctx)) {
      ctx.conditionals.push_back({Conditional::Nested, line});
    } else {
      bool holds = condition_holds(m, ctx, arg(d, 0), line);
      ctx.conditionals.push_back({holds ? Conditional::Taking : Conditional::Seeking, line});
    }
    return true;
  }
  bool elif = name == "elif" && arity == 1, els = name == "else" && arity == 0, endif = name == "endif" && arity == 0;
  if (!elif && !els && !endif) return skipping(ctx);
  if (ctx.conditionals.empty()) {
    error_text_at(ctx, line, ":- " + std::string(name) + " without :- if");
    return true;
  }
  Conditional& c = ctx.conditionals.back();
  if (endif) {
    ctx.conditionals.pop_back();
  } else if (c.state == Conditional::Taking) {
    c = {Conditional::Done, line};
  } else if (c.state == Conditional::Seeking) {
    c.line = line;
    if (els || condition_holds(m, ctx, arg(d, 0), line)) c.state = Conditional::Taking;
  } else {
    c.line = line;
  }
  return true;
}

void handle_term(Machine& m, LoadContext& ctx, Cell term, unsigned line) {
  Runtime& rt = m.runtime();
  Store& s = m.store();
  term = deref(term);
  if (is_str(term) && (functor_of(term) == functors::neck1 || functor_of(term) == functors::query1)) {
    directive(m, ctx, arg(term, 0), line);
    return;
  }
  if (is_str(term) && functor_of(term) == functors::dcg_arrow2) {
    Functor tr = rt.functor(atoms::dcg_translate_rule, 2);
    Cell clause = s.new_var();
    if (!run_once(m, make_compound(s, tr, {term, clause}))) {
      throw_type_error(s, atoms::dcg_rule, term);
    }
    term = deref(clause);
  }
  if (!(ctx.flags & kPredSystem) && user_defined(rt, rt.functor(atoms::goal_expansion, 2))) {
    Cell head, body;
    Module* module = ctx.module;
    split_clause(m, term, head, body, module);
    if (module != ctx.module) head = make_compound(s, functors::colon2, {make_atom(module->name), head});
    term = make_compound(s, functors::neck2, {head, expand_goals(m, body)});
  }
  add_clause(m, ctx, term, line);
}

void load_terms(Machine& m, std::string_view text, LoadContext& ctx) {
  Runtime& rt = m.runtime();
  Store& s = m.store();
  std::string src(text);
  if (src.size() >= 2 && src[0] == '#' && src[1] == '!') {
    // A script's #! line: blank it, keeping the line count.
    for (std::size_t i = 0; i < src.size() && src[i] != '\n'; ++i) src[i] = ' ';
  }
  Reader reader(rt, s, src, file_name(ctx.file));
  const std::size_t conditionals_before = ctx.conditionals.size();  // include/1 shares ctx
  for (;;) {
    // Ctrl-C (and thread_signal/2) between clauses: the clauses loaded so
    // far stay, as a load that stops at an error would leave them.
    if (m.pending().load(std::memory_order_relaxed)) m.handle_signals();
    Store::Mark mark = s.mark();
    ReadResult r;
    unsigned line = 0;
    try {
      reader.set_local_double_quotes(ctx.module ? &ctx.module->double_quotes : nullptr);
      reader.set_local_ops(ctx.module ? ctx.module->local_ops() : nullptr);
      if (!reader.next(r)) break;
      line = ctx.line = r.start.line;
      if (!r.singletons.empty() && !ctx.quiet && g_style.singleton) {
        // Directives too, as SWI-Prolog 9 warns about them.
        std::string names;  // _Name variables are meant to be singletons
        for (auto& [name, v] : r.singletons)
          if (name[0] != '_') names += (names.empty() ? "" : ",") + name;
        if (!names.empty()) warning(ctx, line, "Singleton variables: [" + names + "]");
        // _Name variables are meant to be singletons: warn when they are not.
      }
      if (!ctx.quiet && g_style.singleton) {
        std::vector<std::string> multi;
        std::vector<Cell> once;
        term_singletons(r.term, once);  // a term just read is acyclic
        for (auto& [name, v] : r.variable_names) {
          if (name.size() < 2 || name[0] != '_' || !(name[1] >= 'A' && name[1] <= 'Z')) continue;
          if (std::find(once.begin(), once.end(), deref(v)) == once.end()) multi.push_back(name);
        }
        if (multi.size() == 1) {
          warning(ctx, line, "Singleton-marked variable appears more than once: " + multi[0]);
        } else if (!multi.empty()) {
          std::string list;
          for (auto& n : multi) list += (list.empty() ? "" : ",") + n;
          warning(ctx, line, "Singleton-marked variables appear more than once: [" + list + "]");
        }
      }
      std::vector<Cell> expanded;
      if (conditional(m, ctx, r.term, line)) {
        // a directive of conditional compilation, or a term it skips
      } else if (!(ctx.flags & kPredSystem) && expand_term(m, ctx, r.term, expanded)) {
        for (Cell t : expanded) handle_term(m, ctx, t, line);
      } else {
        handle_term(m, ctx, r.term, line);
      }
    } catch (const PrologError& e) {
      if (is_aborted(e.term())) throw;
      // A skipped part need not parse (SWI-Prolog reads it quietly too).
      if (skipping(ctx) && is_syntax_error(e.term())) {
        s.undo(mark);
        continue;
      }
      if (ctx.quiet) {
        // The system's own code must load: a defect, reported loudly.
        std::fprintf(stderr, "kea: error in %s:%u: %s\n", file_name(ctx.file).c_str(), line,
                     error_message(rt, e.term()).c_str());
      } else {
        error_at(m, ctx, line ? line : reader.position().line, e.term());
      }
    }
    s.undo(mark);
  }
  if (ctx.conditionals.size() > conditionals_before) {
    error_text_at(ctx, reader.position().line,
                  "Unterminated conditional compilation from " + file_name(ctx.file) + ":" +
                      std::to_string(ctx.conditionals.back().line));
    ctx.conditionals.resize(conditionals_before);
  }
  // As SWI-Prolog: term_expansion/2 sees end_of_file once per file.
  if (!(ctx.flags & kPredSystem)) {
    Store::Mark mark = s.mark();
    try {
      std::vector<Cell> expanded;
      if (expand_term(m, ctx, make_atom(atoms::end_of_file), expanded)) {
        for (Cell t : expanded) {
          if (!(is_atom(deref(t)) && atom_of(deref(t)) == atoms::end_of_file)) handle_term(m, ctx, t, 0);
        }
      }
    } catch (const PrologError& e) {
      if (is_aborted(e.term())) throw;
      error_at(m, ctx, reader.position().line, e.term());
    }
    s.undo(mark);
  }
}

void run_initialization(Machine& m, LoadContext& ctx) {
  Store& s = m.store();
  for (auto [rec, line] : ctx.initialization) {
    Store::Mark mark = s.mark();
    Cell goal = rec->thaw(s);
    run_reported(m, ctx, goal, line, "initialization");
    s.undo(mark);
    GC_FREE(rec);
  }
}

// Loading is serialised per file: a thread that wants a file another
// thread is loading waits (interruptibly) until that load is over, so two
// loads of one file never interleave their clauses, and ensure_loaded/1
// then finds it loaded. A thread may load a file again while loading it (a
// directive consulting its own file): the claim is per machine, counted.
// Other files load in parallel. Claims live in Database::loading, under
// files_lock.
class FileClaim {
 public:
  FileClaim(Machine& m, const std::string& path) : db_(m.runtime().db()), path_(path) {
    Machine::Wait w(m, db_.loading_done, db_.files_lock);
    std::unique_lock<std::mutex> lk(db_.files_lock);
    for (;;) {
      auto it = db_.loading.find(path);
      if (it == db_.loading.end()) {
        db_.loading.emplace(path, std::make_pair(&m, 1u));
        return;
      }
      if (it->second.first == &m) {
        ++it->second.second;
        return;
      }
      w.wait(lk);
    }
  }
  ~FileClaim() {
    {
      std::lock_guard<std::mutex> g(db_.files_lock);
      auto it = db_.loading.find(path_);
      if (--it->second.second == 0) db_.loading.erase(it);
    }
    db_.loading_done.notify_all();
  }
  FileClaim(const FileClaim&) = delete;
  FileClaim& operator=(const FileClaim&) = delete;

 private:
  Database& db_;
  std::string path_;
};

bool is_loaded(Database& db, const std::string& path) {
  std::lock_guard<std::mutex> g(db.files_lock);
  return std::find(db.loaded_files.begin(), db.loaded_files.end(), path) != db.loaded_files.end();
}

// Loads text as the file `file` (its clauses and initialization goals),
// with relative paths in its directives taken from `dir`. A reload
// replaces the clauses each predicate had from the file as its new
// definition is complete (a dynamic predicate keeps what the program
// asserted), and at the end makes the static predicates the text no longer
// defines undefined. A load that stops at Ctrl-C keeps the old
// definitions of the predicates it had not finished.
Module* load_text_as(Machine& m, Atom file, const std::string& dir, std::string_view text, Module* into) {
  Database& db = m.runtime().db();
  LoadContext ctx;
  ctx.file = file;
  ctx.dir = dir;
  ctx.module = into;
  db.for_each([&](Predicate* p) {
    if (p->file == file && p->live > 0) {
      ctx.reloading.insert(p);
      p->clear(kPredTabled);  // tabled again if its table/1 directive is still there
    }
  });
  LoadContext* saved = g_current;
  const Style style = g_style;
  g_current = &ctx;
  try {
    load_terms(m, text, ctx);
  } catch (...) {
    if (ctx.pending) db.discard_pending(ctx.pending);
    g_current = saved;
    g_style = style;
    throw;
  }
  g_style = style;
  commit_pending(m, ctx);
  for (Predicate* p : ctx.reloading) {  // gone from the file
    if (p->has(kPredDynamic)) {
      db.commit_pending(p, file);  // the file's clauses go, asserted ones stay
    } else {
      db.wipe(p);  // undefined again, as in SWI-Prolog
      p->clear(kPredDefined);
      p->file = nullptr;
    }
    refresh_clones(m, p);
  }
  g_current = saved;
  if (Module* mod = ctx.declared) {
    // As SWI-Prolog, where the load was asked for.
    for (Functor f : mod->export_list()) {
      Predicate* p = db.lookup(mod, f);
      if (p && (Database::defined(p) || p->import.load())) continue;  // defined, or reexported
      std::string text = "Exported procedure " + pi_text(m, mod, f) + " is not defined";
      if (saved) {
        error_text_at(*saved, saved->line, text);
      } else {
        print_error_lines(text);
      }
    }
  }
  run_initialization(m, ctx);
  return ctx.declared;
}

// The module a loaded file's module/2 made (nullptr: none).
Module* module_of_file(Database& db, Atom file) {
  Module* found = nullptr;
  db.for_each_module([&](Module* mod) {
    if (mod->file.load() == file) found = mod;
  });
  return found;
}

// A warning at the directive being run, if a file is loading.
void load_warning(const std::string& text) {
  if (g_current) {
    warning(*g_current, g_current->line, text);
  } else {
    std::fflush(stdout);
    std::fprintf(stderr, "Warning: %s\n", text.c_str());
  }
}

// An item of an import list or of except(List): Name/Arity or
// Name//Arity, or PI as NewName (imported under NewName). `as` is nullptr
// without a new name; nullptr `from` when the item is not one.
struct ImportItem {
  Functor from = nullptr, as = nullptr;
};
ImportItem import_item(Machine& m, Cell item) {
  Runtime& rt = m.runtime();
  item = deref(item);
  if (is_str(item) && functor_of(item)->name == rt.intern("as") && arity_of(item) == 2) {
    Functor f = listed_functor(rt, arg(item, 0));
    Cell name = deref(arg(item, 1));
    if (!f) return {};
    if (is_var(name)) throw_instantiation_error(m.store());
    if (!is_atom(name)) throw_type_error(m.store(), atoms::atom, name);
    return {f, rt.functor(atom_of(name), f->arity)};
  }
  return {listed_functor(rt, item), nullptr};
}

// Imports `from`'s exports into `into`: all of them (`imports` 0), those
// an import list names (a strong import, which a local definition may not
// override), or all but those of except(List); an item PI as NewName
// imports PI under NewName. A clash with another module's import is an
// error, a local definition overrides a weak import (warnings and errors
// as SWI-Prolog's). Returns the names imported, as `into` knows them.
std::vector<Functor> import_module(Machine& m, Module* from, Module* into, Cell imports) {
  Runtime& rt = m.runtime();
  Store& s = m.store();
  Database& db = rt.db();
  if (from == into) return {};
  std::vector<Functor> exports = from->export_list();
  std::vector<ImportItem> wanted;
  bool strong = false;
  imports = imports ? deref(imports) : 0;
  if (imports && is_str(imports) && functor_of(imports)->name == rt.intern("except") && arity_of(imports) == 1) {
    std::vector<ImportItem> except;
    if (is_cyclic(arg(imports, 0))) throw_type_error(s, atoms::list, arg(imports, 0));
    for (Cell l = deref(arg(imports, 0)); is_list(l); l = deref(list_tail(l))) {
      if (ImportItem item = import_item(m, list_head(l)); item.from) except.push_back(item);
    }
    for (Functor f : exports) {
      auto it = std::find_if(except.begin(), except.end(), [&](const ImportItem& e) { return e.from == f; });
      if (it == except.end()) wanted.push_back({f, f});
      else if (it->as) wanted.push_back(*it);  // renamed rather than left out
    }
  } else if (imports) {
    ListSkeleton skel = list_skeleton(imports);
    if (skel.cyclic || !(is_atom(skel.end) && atom_of(skel.end) == atoms::nil)) {
      if (is_var(skel.end)) throw_instantiation_error(s);
      throw_type_error(s, atoms::list, imports);
    }
    strong = true;
    for (Cell l = imports; is_list(l); l = deref(list_tail(l))) {
      ImportItem item = import_item(m, list_head(l));
      if (!item.from) throw_type_error(s, atoms::predicate_indicator, list_head(l));
      Functor f = item.from;
      if (from != db.user() && from != db.system() && std::find(exports.begin(), exports.end(), f) == exports.end()) {
        load_warning("import/1: " + pi_text(m, from, f) + " is not exported (still imported into " +
                     std::string(into->name->view()) + ")");
      }
      wanted.push_back({f, item.as ? item.as : f});
    }
  } else {
    for (Functor f : exports) wanted.push_back({f, f});
  }
  std::vector<Functor> imported;
  for (auto [f, as] : wanted) {
    Predicate* target = db.get(from, f);
    Predicate* own = db.lookup(into, as);
    imported.push_back(as);
    if (own == target) continue;
    if (own && own->module == into && Database::defined(own)) {
      if (!strong) load_warning("Local definition of " + pi_text(m, into, as) + " overrides weak import from " +
                                std::string(from->name->view()));
      continue;
    }
    Predicate* before = own ? own->import.load() : nullptr;
    if (before && Database::import_end(before) != Database::import_end(target) && before->module != db.user() &&
        before->module != db.system()) {
      Cell err = make_compound(
          s, functors::error2,
          {make_compound(s, rt.functor("permission_error", 3),
                         {make_compound(s, rt.functor(atoms::import_into, 1), {make_atom(into->name)}),
                          make_atom(atoms::procedure), qualified_indicator(s, target)}),
           make_compound(s, functors::context2,
                         {make_compound(s, functors::slash2, {make_atom(rt.intern("import")), make_small_int(1)}),
                          make_string(s, "already imported from " + std::string(before->module->name->view()))})});
      if (g_current) {
        error_at(m, *g_current, g_current->line, err);
      } else {
        print_error_lines(error_message(rt, err));
      }
      continue;
    }
    Predicate* stub = own ? own : db.get(into, as);
    stub->import.store(target, std::memory_order_release);
    if (strong) stub->set(kPredStrongImport);
  }
  return imported;
}

Module* load_file(Machine& m, const std::string& path, bool if_not_loaded, Module* into) {
  Runtime& rt = m.runtime();
  Database& db = rt.db();
  Atom file = rt.intern(path);
  FileClaim claim(m, path);
  if (if_not_loaded && is_loaded(db, path)) return module_of_file(db, file);
  {
    struct stat st;
    const bool dated = ::stat(path.c_str(), &st) == 0;
    std::lock_guard<std::mutex> g(db.files_lock);
    if (std::find(db.loaded_files.begin(), db.loaded_files.end(), path) == db.loaded_files.end()) {
      db.loaded_files.push_back(path);
    }
    if (dated) db.load_mtimes[path] = mtime_seconds(st);
  }
  return load_text_as(m, file, path.substr(0, path.find_last_of('/')), read_source_file(path), into);
}

// Loads what spec names (a file, library(Name), or a list of them) into
// the module of the file being loaded (else user), and imports the
// modules it defines there: all their exports, or as `imports` says;
// reexport/1,2 also make what was imported exports of that module.
void load_spec(Machine& m, Cell spec, bool if_not_loaded, Cell imports = 0, bool reexport = false) {
  std::string dir = g_current ? g_current->dir : std::string();
  spec = deref(spec);
  if (is_list(spec) || (is_atom(spec) && atom_of(spec) == atoms::nil)) {
    ListSkeleton skel = list_skeleton(spec);
    if (skel.cyclic || !(is_atom(skel.end) && atom_of(skel.end) == atoms::nil)) {
      if (is_var(skel.end)) throw_instantiation_error(m.store());
      throw_type_error(m.store(), atoms::list, spec);
    }
    while (is_list(spec)) {
      load_spec(m, list_head(spec), if_not_loaded, imports, reexport);
      spec = deref(list_tail(spec));
    }
    return;
  }
  Database& db = m.runtime().db();
  Module* into = source_module(m);
  Module* mod = nullptr;
  if (const std::string library = kea_library_of(m, spec); !library.empty()) {
    // One of Kea's libraries, loaded now if it loads on first use; one
    // that is a module (library(lists)) is imported as a file's module
    // would be. Its module need not share its name (library(debug) is
    // prolog_debug).
    if (std::size_t index = library_index(library); index != kNoLibrary) load_library_once(m, index);
    mod = module_of_file(db, m.runtime().intern("library/" + library + ".pl"));
  } else {
    mod = load_file(m, resolve(m, spec, dir), if_not_loaded, into);
  }
  if (!mod) return;
  std::vector<Functor> imported = import_module(m, mod, into, imports);
  if (reexport && into != db.user()) into->add_exports(imported);
}

bool bi_consult(Machine& m, const Cell* a) {
  load_spec(m, a[0], false);
  return true;
}
bool bi_ensure_loaded(Machine& m, const Cell* a) {
  load_spec(m, a[0], true);
  return true;
}
bool bi_consult_list(Machine& m, const Cell* a) {
  Cell list = make_cons(m.store(), a[0], a[1]);
  load_spec(m, list, false);
  return true;
}
bool bi_use_module(Machine& m, const Cell* a) {
  load_spec(m, a[0], true);
  return true;
}
bool bi_use_module2(Machine& m, const Cell* a) {
  load_spec(m, a[0], true, a[1]);
  return true;
}
bool bi_reexport(Machine& m, const Cell* a) {
  load_spec(m, a[0], true, 0, true);
  return true;
}
bool bi_reexport2(Machine& m, const Cell* a) {
  load_spec(m, a[0], true, a[1], true);
  return true;
}

// '$load_context'(-Facts): while a user file loads on this thread,
// [file(F), line(L), module(M), directory(D)] for prolog_load_context/2 and
// source_location/2 (library/boot/files.pl); fails otherwise.
bool bi_load_context(Machine& m, const Cell* a) {
  const LoadContext* ctx = g_current;
  if (!ctx || ctx->quiet || !ctx->file) return false;
  Store& s = m.store();
  Runtime& rt = m.runtime();
  std::vector<Cell> facts = {
      make_compound(s, rt.functor("file", 1), {make_atom(ctx->file)}),
      make_compound(s, rt.functor("line", 1), {make_small_int(ctx->line)}),
      make_compound(s, rt.functor("module", 1), {make_atom(ctx->module ? ctx->module->name : rt.db().user()->name)}),
  };
  std::string dir = ctx->dir;
  if (dir.size() > 1 && dir.back() == '/') dir.pop_back();
  if (!dir.empty()) facts.push_back(make_compound(s, rt.functor("directory", 1), {make_atom(rt.intern(dir))}));
  return unify_terms(m, a[0], make_list(s, facts.data(), facts.size(), make_atom(atoms::nil)));
}

// '$load_mtime'(+File, -Stamp): File's modification time when its last
// load began (see time_file/2); fails for a file never loaded from disk.
bool bi_load_mtime(Machine& m, const Cell* a) {
  const Cell f = deref(a[0]);
  if (!is_atom(f)) return false;
  double t;
  {
    Database& db = m.runtime().db();
    std::lock_guard<std::mutex> g(db.files_lock);
    auto it = db.load_mtimes.find(std::string(atom_of(f)->view()));
    if (it == db.load_mtimes.end()) return false;
    t = it->second;
  }
  return unify_terms(m, a[1], make_float(m.store(), t));
}

// '$loaded_files'(-Files): the absolute names of the files loaded, in the
// order of their first load (source_file/1).
bool bi_loaded_files(Machine& m, const Cell* a) {
  std::vector<std::string> paths;
  {
    Database& db = m.runtime().db();
    std::lock_guard<std::mutex> g(db.files_lock);
    paths = db.loaded_files;
  }
  std::vector<Cell> files;
  for (const std::string& p : paths) files.push_back(make_atom(m.runtime().intern(p)));
  return unify_terms(m, a[0], make_list(m.store(), files.data(), files.size(), make_atom(atoms::nil)));
}

// module(M): the top-level's module becomes M, made (with a warning, as
// SWI-Prolog's) when there is none.
bool bi_module1(Machine& m, const Cell* a) {
  Cell name = must_be_atom(m.store(), a[0]);
  Database& db = m.runtime().db();
  if (!db.find_module(atom_of(name))) {
    load_warning(std::string(atom_of(name)->view()) + " is not a current module (created)");
  }
  m.set_typein_module(db.module(atom_of(name)));
  return true;
}

// export(PIs): adds predicates (Name/Arity, Name//Arity, a list or a
// conjunction of them; M:PI names another module) to the exports of the
// source module: the module being loaded, else the top-level's.
bool bi_export(Machine& m, const Cell* a) {
  for_each_spec(m, a[0], source_module(m), [&](Cell pi, Module* mod) {
    Functor f = indicator(m, pi, mod, true);
    mod->add_exports({f});
  });
  return true;
}

// import(M:PIs): imports each predicate from M into the source module, as
// an import list of use_module/2 does (a warning if M does not export it).
bool bi_import(Machine& m, const Cell* a) {
  Store& s = m.store();
  Module* into = source_module(m);
  for_each_spec(m, a[0], into, [&](Cell pi, Module* from) {
    Functor f = indicator(m, pi, from, true);
    if (from == into) return;
    Cell list = make_cons(s, predicate_indicator(s, f), make_atom(atoms::nil));
    import_module(m, from, into, list);
  });
  return true;
}

// table(Specs): tabled predicates of the file being loaded, else of the
// source module, as the table/1 directive of SWI-Prolog.
bool bi_table(Machine& m, const Cell* a) {
  if (LoadContext* loading = g_current) {
    declare_tabled(m, *loading, a[0], goal_module(m, *loading));
  } else {
    LoadContext outside;
    outside.module = source_module(m);
    declare_tabled(m, outside, a[0], outside.module);
  }
  return true;
}

// style_check(+Spec): +Style or -Style turns a kind of warning on or off,
// ?(Style) is true if it is on (as SWI-Prolog: an unknown style is not); singleton and discontiguous are Kea's
// warnings, and SWI-Prolog's other styles (no_effect, var_branches,
// charset, atom) are accepted and have none to give.
bool bi_style_check(Machine& m, const Cell* a) {
  Store& s = m.store();
  Runtime& rt = m.runtime();
  Cell spec = deref(a[0]);
  if (is_var(spec)) throw_instantiation_error(s);
  if (!(is_str(spec) && arity_of(spec) == 1 &&
        (functor_of(spec)->name == atoms::plus || functor_of(spec)->name == atoms::minus ||
         functor_of(spec)->name->view() == "?"))) {
    throw_type_error(s, rt.intern("+|-|?(Flag)"), spec);
  }
  const Atom mode = functor_of(spec)->name;
  const Cell style = deref(arg(spec, 0));
  if (is_var(style)) throw_instantiation_error(s);
  const std::string_view name = is_atom(style) ? atom_of(style)->view() : std::string_view();
  bool* flag = name == "singleton" ? &g_style.singleton : name == "discontiguous" ? &g_style.discontiguous : nullptr;
  if (mode->view() == "?") return flag && *flag;
  if (!flag && name != "no_effect" && name != "var_branches" && name != "charset" && name != "atom") {
    throw_domain_error(s, rt.intern("style_name"), style);
  }
  if (flag) *flag = mode == atoms::plus;
  return true;
}

constexpr BuiltinDef kConsultBuiltins[] = {
    {"style_check", 1, false, bi_style_check},
    {"table", 1, false, bi_table},
    {"$load_context", 1, false, bi_load_context},
    {"$loaded_files", 1, false, bi_loaded_files},
    {"$load_mtime", 2, false, bi_load_mtime},
    {"consult", 1, false, bi_consult},
    {"ensure_loaded", 1, true, bi_ensure_loaded},
    {"[|]", 2, false, bi_consult_list},
    {"use_module", 1, false, bi_use_module},
    {"use_module", 2, false, bi_use_module2},
    {"reexport", 1, false, bi_reexport},
    {"reexport", 2, false, bi_reexport2},
    {"module", 1, false, bi_module1},
    {"export", 1, false, bi_export},
    {"import", 1, false, bi_import},
};

}  // namespace

std::span<const BuiltinDef> consult_builtins() { return kConsultBuiltins; }

std::string find_source_file(Machine& m, Cell spec, const std::string& dir, std::string_view extension) {
  Store& s = m.store();
  spec = deref(spec);
  if (is_var(spec)) throw_instantiation_error(s);
  std::string path;
  if (is_atom(spec)) {
    path = std::string(atom_of(spec)->view());
  } else if (is_str(spec) && functor_of(spec) == functors::slash2) {
    // Dir/File, as SWI-Prolog writes a relative path in a term.
    for (Cell t = spec; !is_atom(t);) {
      Cell last = is_str(t) && functor_of(t) == functors::slash2 ? deref(arg(t, 1)) : t;
      if (is_var(last)) throw_instantiation_error(s);
      if (!is_atom(last)) throw_type_error(s, atoms::atom, spec);
      path.insert(0, "/" + std::string(atom_of(last)->view()));
      t = deref(arg(t, 0));
      if (is_var(t)) throw_instantiation_error(s);
      if (is_atom(t)) path.insert(0, atom_of(t)->view());
      else if (!is_str(t) || functor_of(t) != functors::slash2) throw_type_error(s, atoms::atom, spec);
    }
  } else if (is_string(spec)) {
    path = std::string(string_of(spec));
  } else {
    throw_type_error(s, atoms::atom, spec);
  }
  if (!path.empty() && path[0] == '~') {
    if (const char* home = std::getenv("HOME")) path = home + path.substr(1);
  }
  if (!path.empty() && path[0] != '/' && !dir.empty()) path = dir + "/" + path;
  if (file_exists(path)) return path;
  std::string with = path + std::string(extension);
  if (file_exists(with)) return with;
  throw_existence_error(s, atoms::source_sink, spec);
}

double mtime_seconds(const struct stat& st) {
  return static_cast<double>(st.st_mtim.tv_sec) + static_cast<double>(st.st_mtim.tv_nsec) / 1e9;
}

std::string read_source_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

Module* source_module(Machine& m) {
  if (g_current && g_current->module) return g_current->module;
  if (Module* typein = m.typein_module()) return typein;
  return m.runtime().db().user();
}

void consult_file(Machine& m, const std::string& path) {
  Cell spec = make_atom(m.runtime().intern(path));
  load_spec(m, spec, false);
}

void load_source_text(Machine& m, std::string_view text, std::string_view name) {
  load_text_as(m, m.runtime().intern(name), std::string(), text, m.runtime().db().user());
}

void load_system_text(Machine& m, std::string_view text, std::string_view name, bool library) {
  LoadContext ctx;
  ctx.file = m.runtime().intern(name);
  ctx.flags = library ? kPredLibrary : kPredSystem;
  ctx.module = m.runtime().db().system();
  ctx.quiet = true;
  LoadContext* saved = g_current;
  g_current = &ctx;  // quiet: no warnings from what it imports
  try {
    load_terms(m, text, ctx);
    // A library that is a module (lists, apply, ...) is imported into the
    // system, so that every module reaches it (SWI-Prolog autoloads it).
    if (ctx.declared) import_module(m, ctx.declared, m.runtime().db().system(), 0);
  } catch (...) {
    g_current = saved;
    throw;
  }
  g_current = saved;
  run_initialization(m, ctx);
}

void load_library_once(Machine& m, std::size_t index) {
  Database& db = m.runtime().db();
  const BootFile& lib = kBootFiles[index];
  FileClaim claim(m, lib.name);
  {
    std::lock_guard<std::mutex> g(db.files_lock);
    if (db.libraries_loaded.size() <= index) db.libraries_loaded.resize(kBootFileCount);
    // Marked before it loads: a load that stops half-way (an error, Ctrl-C)
    // is not made again over the clauses it left.
    if (db.libraries_loaded[index]) return;
    db.libraries_loaded[index] = true;
  }
  load_system_text(m, lib.text, lib.name, lib.library);
}

}  // namespace kea
