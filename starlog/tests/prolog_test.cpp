// Starlog and Prolog together: body goals that call Prolog predicates on
// the host engine (values checked against computations written here), their
// errors, and the predicates that drive Starlog from Prolog.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <map>
#include <unistd.h>

#include "engine/wam/consult.hpp"
#include "engine/wam/machine.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/runtime.hpp"
#include "starlog/error.hpp"
#include "starlog/prolog_api.hpp"
#include "starlog/starlog.hpp"

namespace kea::starlog {
namespace {

// A file with `text` that lives as long as the object.
struct TempFile {
  std::string path;
  TempFile(const std::string& text, const char* suffix) {
    char tmpl[] = "/tmp/kea_sl_test_XXXXXX";
    int fd = mkstemp(tmpl);
    EXPECT_GE(fd, 0);
    close(fd);
    std::remove(tmpl);
    path = std::string(tmpl) + suffix;
    std::ofstream(path) << text;
  }
  ~TempFile() { std::remove(path.c_str()); }
};

// A Runtime with `prolog` consulted, and a Machine to run goals on.
struct Host {
  Runtime rt;
  Machine m{rt};
  explicit Host(const std::string& prolog = "") {
    if (prolog.empty()) return;
    TempFile f(prolog, ".pl");
    consult_file(m, f.path);
  }
  // Loads a program and runs it with this host's machine.
  std::unique_ptr<Session> run(const std::string& text, const std::string& file) {
    auto s = std::make_unique<Session>(rt);
    s->load(text, file);
    RunOptions opt;
    opt.machine = &m;
    EXPECT_EQ(s->run(opt), RunStatus::Completed);
    return s;
  }
  bool query(const std::string& goal) {
    Cell g = parse_term(rt, m.store(), goal);
    return run_once(m, g);
  }
};

std::string error_of(Host& h, const std::string& text, bool run = true) {
  Session s(h.rt);
  try {
    s.load(text, "bad.sl");
    RunOptions opt;
    opt.machine = &h.m;
    if (run) s.run(opt);
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

void expect_parts(const std::string& m, const std::vector<std::string>& parts) {
  ASSERT_FALSE(m.empty());
  for (const std::string& p : parts) EXPECT_NE(m.find(p), std::string::npos) << "missing `" << p << "` in:\n" << m;
}

const char* kCollatzProlog =
    "collatz_next(N, M) :- ( N mod 2 =:= 0 -> M is N // 2 ; M is 3*N+1 ).\n";

const char* kCollatz =
    "type start(int).\n"
    "type step(int,int,int).\n"
    "stratify step(_,_,T) by [T].\n"
    "start(S) <-- range(1, 300, S).\n"
    "step(S, S, 0) <-- start(S).\n"
    "step(S, M, T+1) <-- step(S, N, T), N > 1, collatz_next(N, M).\n";

// Starlog keeps atoms where the engine's atom collector does not look: a
// Runtime that made a Session collects none.
TEST(StarlogProlog, ASessionStopsAtomCollection) {
  Host h;
  EXPECT_FALSE(h.rt.extensions_hide_atoms());
  Session s(h.rt);
  EXPECT_TRUE(h.rt.extensions_hide_atoms());
  Cell g = parse_term(h.rt, h.m.store(), "atom_concat(kept_by_starlog_, 1, _), garbage_collect_atoms");
  {
    Query q(h.m, g, Query::Collect::yes);
    EXPECT_TRUE(q.next());
  }
  EXPECT_EQ(h.rt.atom_gc().count.load(), 0u);
  EXPECT_NE(h.rt.find_atom("kept_by_starlog_1"), nullptr);
}

TEST(StarlogProlog, DeterministicGoalComputesValues) {
  Host h(kCollatzProlog);
  auto sp = h.run(kCollatz, "collatz.sl");
  Session& s = *sp;
  // Every step of every start, computed here.
  std::size_t steps = 0;
  std::map<std::int64_t, std::int64_t> length;
  for (std::int64_t start = 1; start < 300; ++start) {
    std::int64_t n = start, t = 0;
    ++steps;
    while (n > 1) {
      n = n % 2 == 0 ? n / 2 : 3 * n + 1;
      ++t;
      ++steps;
    }
    length[start] = t;
  }
  EXPECT_EQ(s.count("step"), steps);
  const Table& tb = s.evaluator().table(s.relation("step"));
  std::map<std::int64_t, std::int64_t> seen;
  for (RowId r = 0; r < tb.size(); ++r) {
    const Value* row = tb.row(r);
    if (small_int_of(row[1]) == 1) seen[small_int_of(row[0])] = small_int_of(row[2]);
  }
  EXPECT_EQ(seen, length);
}

TEST(StarlogProlog, NondeterministicGoalGivesEverySolution) {
  Host h;
  auto sp = h.run("type n(int).\ntype pair(int,int).\nn(N) <-- range(1, 101, N).\n"
         "pair(N, M) <-- n(N), between(1, N, M).\n", "pairs.sl");
  Session& s = *sp;
  EXPECT_EQ(s.count("pair"), 100u * 101u / 2u);
}

TEST(StarlogProlog, GoalsRunInWrittenOrderOfTheirInputs) {
  // atom_length/2 needs W bound: it runs after word/1 binds it, even when
  // the rule is triggered by len_limit/1.
  Host h;
  auto sp = h.run("type word(atom).\ntype len_limit(int).\ntype short(atom,int).\n"
         "word(hello) <-- true.\nword(a) <-- true.\nword(starlog) <-- true.\nlen_limit(5) <-- true.\n"
         "short(W, L) <-- word(W), atom_length(W, L), len_limit(Max), L =< Max.\n", "words.sl");
  Session& s = *sp;
  EXPECT_EQ(s.facts("short"), "short(a,1).\nshort(hello,5).\n");
  EXPECT_NE(s.plan().describe(s.program()).find("call atom_length(W,L)   % Prolog; in: W; out: L"),
            std::string::npos)
      << s.plan().describe(s.program());
}

TEST(StarlogProlog, GoalUnderNegation) {
  Host h("multiple_of_three(N) :- 0 is N mod 3.\n");
  auto sp = h.run("type n(int).\ntype keep(int).\nstratify keep(N) by [N].\nn(N) <-- range(1, 31, N).\n"
         "keep(N) <-- n(N), not(multiple_of_three(N)).\n", "neg.sl");
  Session& s = *sp;
  EXPECT_EQ(s.count("keep"), 20u);
  EXPECT_EQ(s.facts("keep").substr(0, 20), "keep(1).\nkeep(2).\nke");
}

TEST(StarlogProlog, TermValuesCrossBothWays) {
  Host h("wrap(X, f(X, [X])).\nsize(T, S) :- term_to_atom(T, A), atom_length(A, S).\n");
  auto sp = h.run("type n(int).\ntype w(term).\ntype sz(term,int).\nn(7) <-- true.\nn(123456789012345678901234567890) <-- true.\n"
         "w(T) <-- n(N), wrap(N, T).\nsz(T, S) <-- w(T), size(T, S).\n", "terms.sl");
  Session& s = *sp;
  EXPECT_EQ(s.facts("w"), "w(f(7,[7])).\nw(f(123456789012345678901234567890,[123456789012345678901234567890])).\n");
  EXPECT_EQ(s.facts("sz"),
            "sz(f(7,[7]),8).\nsz(f(123456789012345678901234567890,[123456789012345678901234567890]),66).\n");
}

TEST(StarlogProlog, ManyCallsRunInConstantHeap) {
  Host h("inc(X, Y) :- Y is X + 1.\n");
  Cell* before = h.m.store().heap_top();
  auto sp = h.run("type c(int).\nstratify c(N) by [N].\nc(0) <-- true.\nc(M) <-- c(N), N < 50000, inc(N, M).\n", "count.sl");
  Session& s = *sp;
  EXPECT_EQ(s.count("c"), 50001u);
  EXPECT_EQ(h.m.store().heap_top(), before);
}

TEST(StarlogProlog, EvaluatorMakesItsOwnMachineWhenNoneIsGiven) {
  Host h(kCollatzProlog);
  Session s(h.rt);
  s.load(kCollatz, "collatz.sl");
  ASSERT_EQ(s.run(), RunStatus::Completed);
  EXPECT_GT(s.count("step"), 299u);
}

TEST(StarlogProlog, UndefinedPredicateIsALoadError) {
  Host h;
  expect_parts(error_of(h, "type p(int).\np(X) <-- p(Y), no_such(Y, X).\n", false),
               {"bad.sl:2:", "unknown relation or predicate no_such/2", "no_such(Y,X)"});
  expect_parts(error_of(h, "type p(int).\np(X) <-- p(Y), (Y > 1 ; Y < 0), X is Y+1.\n", false),
               {"bad.sl:2:", "control construct `;`", "not supported"});
}

TEST(StarlogProlog, NonGroundOutputIsARunTimeError) {
  Host h;
  expect_parts(error_of(h, "type n(int).\ntype l(term).\nn(2) <-- true.\nl(L) <-- n(N), length(L, N).\n"),
               {"bad.sl:4:", "Prolog goal `length(L,N)`", "Starlog values are ground", "in clause:"});
}

TEST(StarlogProlog, PrologExceptionNamesTheRuleAndGoal) {
  Host h("bad_div(X, Y) :- Y is X / 0.\n");
  expect_parts(error_of(h, "type n(int).\ntype m(int).\nn(2) <-- true.\nm(Y) <-- n(N), bad_div(N, Y).\n"),
               {"bad.sl:4:", "Prolog goal `bad_div(N,Y)` raised an exception", "zero_divisor", "in clause:"});
}

TEST(StarlogProlog, OutputOfTheWrongTypeIsReported) {
  Host h;
  expect_parts(error_of(h, "type n(int).\ntype m(int).\nn(2) <-- true.\nm(A) <-- n(N), atom_number(A, N).\n"),
               {"bad.sl:4:", "type_error(int, '2')", "m/1"});
}

// ---- the Prolog side: starlog_load/1,2, starlog_run/0,1, starlog_tuple/1

TEST(StarlogProlog, PredicatesDriveAProgramFromProlog) {
  Host h(kCollatzProlog);
  install_prolog_api(h.rt);
  TempFile prog(kCollatz, ".sl");
  std::string base = prog.path.substr(0, prog.path.size() - 3);
  EXPECT_TRUE(h.query("starlog_load('" + base + "')"));  // .sl is added
  EXPECT_TRUE(h.query("starlog_run([max_time(3), status(time_bound)])"));
  EXPECT_TRUE(h.query("aggregate_all(count, starlog_tuple(step(_,_,_)), N), N > 299, N < 2000"));
  EXPECT_TRUE(h.query("starlog_run([status(completed)])"));
  // 27 takes 111 steps; a bound argument walks an index.
  EXPECT_TRUE(h.query("starlog_tuple(step(27, 1, 111))"));
  EXPECT_FALSE(h.query("starlog_tuple(step(27, 1, 110))"));
  EXPECT_TRUE(h.query("findall(T, starlog_tuple(step(27, _, T)), Ts), length(Ts, 112)"));
  EXPECT_TRUE(h.query("findall(R-C, starlog_relation(R, C), [start/1-299, step/3-_])"));
  EXPECT_TRUE(h.query("catch(starlog_tuple(nope(1)), error(existence_error(starlog_relation, nope/1), _), true)"));
  EXPECT_TRUE(h.query("catch(starlog_tuple(7), error(type_error(callable, 7), _), true)"));
  EXPECT_TRUE(h.query("catch(starlog_run(bad), error(type_error(list, bad), _), true)"));
  EXPECT_TRUE(h.query("catch(starlog_run([colour(red)]), error(domain_error(starlog_run_option, colour(red)), _), true)"));
  // fact/1 adds a fact (and would replace the program's facts of start/1;
  // it has a rule only).
  EXPECT_TRUE(h.query("starlog_load('" + prog.path + "', [fact(start(1000))]), starlog_run, "
                      "aggregate_all(count, starlog_tuple(start(_)), 300), starlog_tuple(step(1000, 1, 111))"));
}

TEST(StarlogProlog, RuleGoalsCannotReplaceTheRunningProgram) {
  Host h("again(X, X) :- starlog_load('/nonexistent.sl').\n");
  install_prolog_api(h.rt);
  TempFile prog("type n(int).\ntype m(int).\nn(1) <-- true.\nm(Y) <-- n(X), again(X, Y).\n", ".sl");
  EXPECT_TRUE(h.query("starlog_load('" + prog.path + "')"));
  EXPECT_TRUE(h.query("catch(starlog_run, error(starlog_error(M), _), "
                      "sub_string(M, _, _, _, \"cannot load a Starlog program from a goal of the running program\"))"));
  // The failed run leaves the session unusable until the next load.
  EXPECT_TRUE(h.query("catch(starlog_tuple(_), error(starlog_error(M), _), sub_string(M, _, _, _, \"load the program again\"))"));
}

TEST(StarlogProlog, LoadErrorsAreErrorTerms) {
  Host h;
  install_prolog_api(h.rt);
  EXPECT_TRUE(h.query("catch(starlog_tuple(_), error(starlog_error(M), _), sub_string(M, _, _, _, \"no Starlog program\"))"));
  EXPECT_TRUE(h.query("catch(starlog_load('/nonexistent/x'), error(existence_error(source_sink, _), _), true)"));
  TempFile bad("type p(int).\np(X) <-- q(X).\n", ".sl");
  EXPECT_TRUE(h.query("catch(starlog_load('" + bad.path + "'), error(starlog_error(M), context(starlog_load/1, _)), "
                      "sub_string(M, _, _, _, \"unknown relation or predicate q/1\"))"));
}

}  // namespace
}  // namespace kea::starlog
