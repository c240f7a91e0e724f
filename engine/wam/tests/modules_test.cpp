// The module system in the database (engine/wam/db.hpp): modules and their
// own predicate tables, where a call is bound when compiled (bind), where
// clauses go (define), what an undefined predicate stands for (the default
// import chain, imports, a cycle of imports), meta-argument qualification,
// and module tables made and searched from 8 threads at once.
#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include "engine/gc.hpp"
#include "engine/tests/on_threads.hpp"
#include "engine/tests/query_helper.hpp"
#include "engine/wam/consult.hpp"
#include "engine/wam/db.hpp"

namespace kea {
namespace {
using testing::on_threads;

class ModulesTest : public testing::QueryTest {
 protected:
  Database& db = rt.db();
  Module* mod(const char* name) { return db.module(rt.intern(name)); }
  Functor fn(const char* name, unsigned arity) { return rt.functor(name, arity); }
};

TEST_F(ModulesTest, ModulesAreFoundByNameAndMadeOnce) {
  EXPECT_EQ(db.user()->name, atoms::user);
  EXPECT_EQ(db.system()->name, atoms::system);
  EXPECT_EQ(db.find_module(rt.intern("geo")), nullptr);
  Module* geo = mod("geo");
  EXPECT_EQ(mod("geo"), geo);
  EXPECT_EQ(db.find_module(rt.intern("geo")), geo);
  EXPECT_EQ(q("current_module(geo)"), "true");
  EXPECT_EQ(q("current_module(no_such_module_here)"), "false");
}

TEST_F(ModulesTest, EachModuleHasItsOwnPredicates) {
  EXPECT_EQ(q("assertz(a:f(1)), assertz(b:f(2))"), "true");
  EXPECT_EQ(q("a:f(X)"), "X = 1");
  EXPECT_EQ(q("b:f(X)"), "X = 2");
  EXPECT_EQ(q("f(X)"), "error: existence_error(procedure,f/1)");
  EXPECT_EQ(q("c:f(X)"), "error: existence_error(procedure,c:f/1)");
  Predicate* af = db.lookup(mod("a"), fn("f", 1));
  ASSERT_NE(af, nullptr);
  EXPECT_EQ(af->module, mod("a"));
  EXPECT_NE(af, db.lookup(mod("b"), fn("f", 1)));
  EXPECT_EQ(q("retract(a:f(1)), \\+ a:f(_), b:f(2)"), "true");
}

TEST_F(ModulesTest, SystemPredicatesAreBoundDirectlyAndStayTheSystems) {
  Functor f = fn("atom_length", 2);
  Predicate* sys = db.lookup(db.system(), f);
  ASSERT_NE(sys, nullptr);
  EXPECT_EQ(db.bind(db.user(), f), sys);
  EXPECT_EQ(db.bind(mod("m"), f), sys);
  EXPECT_EQ(db.define(mod("m"), f), sys);
  EXPECT_EQ(db.lookup(mod("m"), f), nullptr);
  EXPECT_EQ(q("assertz(m:atom_length(a, 1))"), "error: permission_error(modify,static_procedure,atom_length/2)");
}

TEST_F(ModulesTest, AnUndefinedPredicateStandsForWhatTheChainDefines) {
  EXPECT_EQ(q("assertz(helper(7))"), "true");
  Functor f = fn("helper", 1);
  Predicate* stub = db.get(mod("m1"), f);
  EXPECT_FALSE(Database::defined(stub));
  Predicate* user_helper = db.lookup(db.user(), f);
  EXPECT_EQ(db.resolve_undefined(stub), user_helper);
  EXPECT_EQ(stub->import.load(), user_helper);  // remembered
  EXPECT_EQ(q("m1:helper(X)"), "X = 7");
  // A local definition replaces what was inherited.
  EXPECT_EQ(q("assertz(m1:helper(8)), findall(X, m1:helper(X), L)"), "L = [8]");
  EXPECT_EQ(stub->import.load(), nullptr);
}

TEST_F(ModulesTest, ACycleOfImportsIsUndefinedNotAHang) {
  Functor f = fn("g", 0);
  Predicate* ag = db.get(mod("ca"), f);
  Predicate* bg = db.get(mod("cb"), f);
  ag->import.store(bg);
  bg->import.store(ag);
  EXPECT_EQ(db.resolve_undefined(ag), nullptr);
  EXPECT_EQ(q("ca:g"), "error: existence_error(procedure,ca:g/0)");
}

TEST_F(ModulesTest, MetaArgumentsRunWhereTheCallerIs) {
  EXPECT_EQ(q("assertz(p(in_user)), assertz(mm:p(in_mm)), meta_predicate(mm:run(0)), "
              "assertz(mm:(run(G) :- call(G))), assertz(mm:(plain(G) :- call(G))), "
              "assertz(mm:(own(X) :- run(p(X))))"),
            "true");
  // Called as mm:run, mm is the caller (as in SWI-Prolog); imported into
  // user and called there, user is.
  EXPECT_EQ(q("mm:run(p(X))"), "X = in_mm");
  db.get(db.user(), fn("run", 1))->import.store(db.lookup(mod("mm"), fn("run", 1)));
  EXPECT_EQ(q("run(p(X))"), "X = in_user");
  EXPECT_EQ(q("assertz((via_import(X) :- run(p(X)))), via_import(X)"), "X = in_user");
  EXPECT_EQ(q("mm:plain(p(X))"), "X = in_mm");   // not meta: runs in mm
  EXPECT_EQ(q("mm:own(X)"), "X = in_mm");        // mm's own call: mm:p(X)
  EXPECT_EQ(q("predicate_property(mm:run(_), meta_predicate(S))"), "S = run(0)");
  EXPECT_EQ(q("mm:findall(X, p(X), L)"), "L = [in_mm]");
  EXPECT_EQ(q("findall(X, mm:p(X), L)"), "L = [in_mm]");
  EXPECT_EQ(q("mm:strip_module(foo, M, G)"), "M = mm, G = foo");
}

TEST_F(ModulesTest, AModuleFileKeepsItsHelpersPrivate) {
  load_source_text(m,
                   ":- module(geo, [area/2]).\n"
                   "area(sq(S), A) :- sq(S, A).\n"
                   "sq(S, A) :- A is S * S.\n",
                   "geo_text");
  Module* geo = db.find_module(rt.intern("geo"));
  ASSERT_NE(geo, nullptr);
  EXPECT_TRUE(geo->exported(fn("area", 2)));
  EXPECT_FALSE(geo->exported(fn("sq", 2)));
  EXPECT_EQ(q("geo:area(sq(3), A)"), "A = 9");
  EXPECT_EQ(q("sq(3, A)"), "error: existence_error(procedure,sq/2)");
  EXPECT_EQ(q("predicate_property(geo:area(_, _), exported)"), "true");
  EXPECT_EQ(q("predicate_property(geo:sq(_, _), exported)"), "false");
}

// The flags unknown and double_quotes are a module's own once it sets
// them; until then, and for user, they are the Runtime's.
TEST_F(ModulesTest, UnknownAndDoubleQuotesAreModuleLocal) {
  EXPECT_EQ(q("current_prolog_flag(quiet_mod:unknown, F)"), "F = error");
  EXPECT_EQ(mod("quiet_mod")->unknown.load(), -1);
  EXPECT_EQ(q("set_prolog_flag(quiet_mod:unknown, fail)"), "true");
  EXPECT_EQ(mod("quiet_mod")->unknown.load(), static_cast<int>(UnknownMode::Fail));
  EXPECT_EQ(q("quiet_mod:nothing_here"), "false");
  EXPECT_EQ(q("nothing_here"), "error: existence_error(procedure,nothing_here/0)");
  EXPECT_EQ(q("loud_mod:nothing_here"), "error: existence_error(procedure,loud_mod:nothing_here/0)");
  EXPECT_EQ(q("current_prolog_flag(unknown, F)"), "F = error");
  EXPECT_EQ(q("set_prolog_flag(user:unknown, fail), user:nothing_here"), "false");
  EXPECT_EQ(q("set_prolog_flag(unknown, error), current_prolog_flag(user:unknown, F)"), "F = error");
  EXPECT_EQ(q("set_prolog_flag(quiet_mod:double_quotes, chars), current_prolog_flag(quiet_mod:double_quotes, F)"),
            "F = chars");
  EXPECT_EQ(q("current_prolog_flag(double_quotes, F)"), "F = string");
  EXPECT_EQ(q("set_prolog_flag(quiet_mod:double_quotes, nonsense)"), "error: domain_error(double_quotes,nonsense)");
  EXPECT_EQ(q("set_prolog_flag(3:unknown, fail)"), "error: type_error(atom,3:unknown)");
}

// An operator op/3 defines in a module is the module's own: the module's
// table has it, the Runtime's does not; user's and system's are global.
TEST_F(ModulesTest, OperatorsOfAModuleAreItsOwn) {
  Atom arrow = rt.intern("<+>");
  EXPECT_EQ(mod("ops_mod")->local_ops(), nullptr);
  EXPECT_EQ(q("op(700, xfx, ops_mod:(<+>))"), "true");
  ASSERT_NE(mod("ops_mod")->local_ops(), nullptr);
  EXPECT_EQ(mod("ops_mod")->local_ops()->lookup(arrow).infix.priority, 700u);
  EXPECT_EQ(rt.ops().lookup(arrow).infix.priority, 0u);
  EXPECT_EQ(lookup_op(rt.ops(), mod("ops_mod")->local_ops(), arrow).infix.priority, 700u);
  EXPECT_EQ(q("current_op(_, _, <+>)"), "false");
  EXPECT_EQ(q("op(200, xfy, user:(<+>)), current_op(P, T, <+>)"), "P = 200, T = xfy");
  EXPECT_EQ(lookup_op(rt.ops(), mod("ops_mod")->local_ops(), arrow).infix.priority, 700u);  // its own first
  EXPECT_EQ(q("op(200, xfx, _:(<+>))"), "error: instantiation_error");
}

// Bad input ends in an error, never a loop: a term qualified forever, a
// cyclic declaration or import list.
TEST_F(ModulesTest, CyclicQualifiersAndListsAreErrors) {
  EXPECT_EQ(q("_X = a:_X, catch(call(_X), error(type_error(T, _), _), true)"), "T = acyclic_term");
  EXPECT_EQ(q("_X = a:_X, catch(dynamic(_X), error(type_error(T, _), _), true)"), "T = acyclic_term");
  EXPECT_EQ(q("_L = [foo/1|_L], catch(dynamic(_L), error(type_error(T, _), _), true)"), "T = list");
  EXPECT_EQ(q("_L = [foo/1|_L], catch(use_module(library(lists), except(_L)), error(type_error(T, _), _), true)"),
            "T = list");
}

// 8 threads make the same 40 modules and, in them, the same predicates at
// once: every thread gets the same Module and Predicate for a name, and a
// predicate belongs to the module it was made in.
TEST(ModulesStress, EightThreadsMakeTheSameModulesAndPredicates) {
  Runtime rt;
  Database& db = rt.db();
  constexpr int kThreads = 8, kModules = 40, kPreds = 60;
  std::vector<std::vector<Predicate*>> got(kThreads, std::vector<Predicate*>(kModules * kPreds));
  on_threads(kThreads, [&](int t) {
    for (int i = 0; i < kModules * kPreds; ++i) {
      int k = (i * 7 + t * 13) % (kModules * kPreds);  // each thread in its own order
      Module* mod = db.module(rt.intern("stress_mod_" + std::to_string(k / kPreds)));
      got[t][k] = db.get(mod, rt.functor("p_" + std::to_string(k % kPreds), static_cast<unsigned>(k % 3)));
    }
  });
  for (int k = 0; k < kModules * kPreds; ++k) {
    Predicate* p = got[0][k];
    for (int t = 1; t < kThreads; ++t) ASSERT_EQ(got[t][k], p) << k;
    EXPECT_EQ(p->module, db.find_module(rt.intern("stress_mod_" + std::to_string(k / kPreds))));
    EXPECT_EQ(p->functor, rt.functor("p_" + std::to_string(k % kPreds), static_cast<unsigned>(k % 3)));
    EXPECT_EQ(db.lookup(p->module, p->functor), p);
  }
  std::size_t modules = 0;
  db.for_each_module([&](Module* m) { modules += m->name->view().starts_with("stress_mod_"); });
  EXPECT_EQ(modules, static_cast<std::size_t>(kModules));
}

}  // namespace
}  // namespace kea
