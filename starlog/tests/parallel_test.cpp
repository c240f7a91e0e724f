// Distributed runs against sequential ones, tuple for tuple: the examples
// and random programs (random_program.hpp) on 1 to 4 tasks, each task on
// its own thread of this process (the MPI runs are in cli tests). Also the
// pieces: the wire format, the Node's collectives under concurrent use,
// the planning of curr_task/num_tasks/tasks, failures on one task.
#include <gtest/gtest.h>

#include <atomic>
#include <fstream>
#include <sstream>
#include <thread>

#include "engine/gc.hpp"
#include "engine/runtime.hpp"
#include "engine/symbols.hpp"
#include "engine/syntax/reader.hpp"
#include "starlog/distribution.hpp"
#include "starlog/error.hpp"
#include "starlog/parallel.hpp"
#include "starlog/results.hpp"
#include "starlog/starlog.hpp"
#include "starlog/tests/example_text.hpp"
#include "starlog/tests/random_program.hpp"
#include "starlog/wire.hpp"

namespace kea::starlog {
namespace {

using testing::example;

struct Compared {
  ParallelOutcome outcome;
  std::vector<RelationDiff> diffs;
  std::size_t tuples = 0;
};

// The program on `tasks` threads and sequentially; the differences.
Compared compare(const std::string& text, const std::vector<std::string>& facts, int tasks,
                 const std::string& name = "prog.sl", bool skip_task_dependent = true) {
  Runtime rt;
  Session seq(rt);
  seq.load(text, name, facts);
  EXPECT_EQ(seq.run(), RunStatus::Completed);
  Distribution dist = analyse_distribution(seq.program());
  std::vector<int> node_of(tasks, 0);
  Node node(tasks, node_of, 0, nullptr);
  std::vector<std::unique_ptr<Session>> sessions;
  std::vector<Session*> ptrs;
  for (int t = 0; t < tasks; ++t) {
    sessions.push_back(std::make_unique<Session>(rt));
    sessions.back()->load(text, name, facts, TaskInfo{t, tasks, 1, true});
    ptrs.push_back(sessions.back().get());
  }
  ParallelOptions po;
  po.crossing = dist.any_crossing;
  Compared c;
  c.outcome = run_tasks(node, ptrs, po);
  if (c.outcome.failed) return c;
  ValuePool pool;
  TupleSet expected(seq.program(), pool), got(seq.program(), pool);
  expected.add(encode_tables(seq.program(), seq.evaluator()));
  for (const std::string& b : c.outcome.tables) got.add(b);
  c.diffs = diff(expected, got, skip_task_dependent ? dist.task_dependent : std::vector<bool>{});
  for (std::size_t r = 0; r < seq.program().relations.size(); ++r) c.tuples += expected.table(static_cast<int>(r)).size();
  return c;
}

std::string describe(const Compared& c) {
  std::string s = c.outcome.error;
  for (const RelationDiff& d : c.diffs) {
    s += "\n relation " + std::to_string(d.rel) + ": " + std::to_string(d.only_a.size()) + " missing, " +
         std::to_string(d.only_b.size()) + " extra";
    if (!d.only_a.empty()) s += "; e.g. missing " + d.only_a[0];
    if (!d.only_b.empty()) s += "; e.g. extra " + d.only_b[0];
  }
  return s;
}

void expect_same(const std::string& file, const std::vector<std::string>& facts, std::size_t min_tuples = 1) {
  for (int tasks = 1; tasks <= 4; ++tasks) {
    Compared c = compare(example(file), facts, tasks, file);
    EXPECT_FALSE(c.outcome.failed) << file << " on " << tasks << " tasks: " << c.outcome.error;
    EXPECT_TRUE(c.diffs.empty()) << file << " on " << tasks << " tasks:" << describe(c);
    EXPECT_GE(c.tuples, min_tuples) << file;
  }
}

TEST(StarlogParallel, PascalSlices) { expect_same("pascal.sl", {"rows(60)"}, 1800); }
TEST(StarlogParallel, PascalHalo) {
  for (const char* h : {"halo_size(1)", "halo_size(3)", "halo_size(10)"}) expect_same("pascal_halo.sl", {"rows(50)", h}, 1200);
}
TEST(StarlogParallel, PrimesDividedSearch) { expect_same("primes.sl", {"max(3000)"}, 430); }
TEST(StarlogParallel, LifeSlices) { expect_same("life.sl", {"board_size(24,20,12)"}, 5000); }
TEST(StarlogParallel, LifeSlicesHalo) {
  expect_same("life_halo.sl", {"board_size(24,20,12)"}, 5000);
  expect_same("life_halo.sl", {"board_size(24,20,12)", "halo_size(3)"}, 5000);
}
TEST(StarlogParallel, LifeBricks) { expect_same("life_bricks.sl", {"board_size(24,24,10)"}, 5000); }
TEST(StarlogParallel, LifeBricksHalo) { expect_same("life_bricks_halo.sl", {"board_size(24,24,10)"}, 5000); }
TEST(StarlogParallel, ProgramsWithoutStatements) {
  expect_same("even_odd.sl", {"limit(200)"}, 200);
  expect_same("transitive_closure.sl", {}, 10);
  expect_same("primes_fig62.sl", {"max(500)"}, 95);
}

TEST(StarlogParallel, RandomPrograms) {
  int crossing = 0, replicated = 0, dropped = 0;
  for (unsigned seed = 1; seed <= 60; ++seed) {
    std::string text = testing::random_program(seed);
    crossing += text.find("mod N.\n") != std::string::npos;
    replicated += text.find("(X+1) mod N") != std::string::npos || text.find("tasks(T)") != std::string::npos;
    dropped += text.find("=:= T") != std::string::npos;
    for (int tasks = 1; tasks <= 4; ++tasks) {
      Compared c;
      try {
        c = compare(text, {}, tasks);
      } catch (const Error& e) {
        ADD_FAILURE() << "seed " << seed << ": " << e.what() << "\n" << text;
        break;
      }
      ASSERT_FALSE(c.outcome.failed) << "seed " << seed << " on " << tasks << " tasks: " << c.outcome.error << "\n" << text;
      ASSERT_TRUE(c.diffs.empty()) << "seed " << seed << " on " << tasks << " tasks:" << describe(c) << "\n" << text;
    }
  }
  // the generator covers what it claims
  EXPECT_GT(crossing, 10);
  EXPECT_GT(replicated, 10);
  EXPECT_GT(dropped, 5);
}

TEST(StarlogParallel, WrongStatementLosesTuples) {
  std::ifstream in(std::string(KEA_SRCDIR) + "/starlog/tests/programs/pascal_fig46_wrong.sl");
  std::stringstream s;
  s << in.rdbuf();
  Compared c = compare(s.str(), {"rows(30)"}, 3);
  ASSERT_FALSE(c.outcome.failed) << c.outcome.error;
  ASSERT_EQ(c.diffs.size(), 1u);
  EXPECT_GT(c.diffs[0].only_a.size(), 100u);
  EXPECT_TRUE(c.diffs[0].only_b.empty());
}

TEST(StarlogParallel, TaskBuiltinsArePlannedPerTask) {
  const char* text =
      "type me(int).\ntype all(int).\ntype n(int).\nstratify me(T) by [T].\nstratify all(T) by [T].\n"
      "stratify n(T) by [T].\n"
      "me(T) <-- curr_task(T).\nall(T) <-- tasks(T).\nn(N) <-- num_tasks(N).\n";
  Compared c = compare(text, {}, 3, "prog.sl", false);
  ASSERT_FALSE(c.outcome.failed) << c.outcome.error;
  // sequentially: me(0), all(0), n(1); on three tasks (each tuple stays
  // where derived): me(0..2), all(0..2) three times, n(3)
  ASSERT_EQ(c.diffs.size(), 3u);
  EXPECT_EQ(c.diffs[0].only_b, (std::vector<std::string>{"me(1)", "me(2)"}));
  EXPECT_EQ(c.diffs[1].only_b, (std::vector<std::string>{"all(1)", "all(2)"}));
  EXPECT_EQ(c.diffs[2].only_a, (std::vector<std::string>{"n(1)"}));
  EXPECT_EQ(c.diffs[2].only_b, (std::vector<std::string>{"n(3)"}));
}

TEST(StarlogParallel, FailureOnOneTaskEndsAll) {
  // Only task 1 derives a tuple earlier than the time being evaluated.
  const char* text =
      "type p(int).\ntype q(int).\nstratify p(N) by [N].\nstratify q(N) by [N].\n"
      "p(0) <-- true.\np(N+1) <-- p(N), N < 30.\n"
      "q(M) <-- p(N), N > 10, curr_task(1), M is (N*N) mod 7.\n"
      "distribute p(N) to T using tasks(T).\n";
  for (int tasks : {2, 3}) {
    Compared c = compare(text, {}, tasks);
    ASSERT_TRUE(c.outcome.failed);
    EXPECT_NE(c.outcome.error.find("task 1: "), std::string::npos) << c.outcome.error;
    EXPECT_NE(c.outcome.error.find("causality violated"), std::string::npos) << c.outcome.error;
  }
  // A destination that is not a task.
  Compared c = compare("type p(int).\nstratify p(N) by [N].\np(0) <-- true.\ndistribute p(N) to 7.\n", {}, 2);
  ASSERT_TRUE(c.outcome.failed);
  EXPECT_NE(c.outcome.error.find("not a task (0..1)"), std::string::npos) << c.outcome.error;
}

TEST(StarlogParallel, DistributeOnConfigurationRelationIsAnError) {
  Runtime rt;
  Session s(rt);
  s.load("type c(int).\nc(1) <-- true.\ndistribute c(X) to 0.\n", "c.sl");
  try {
    analyse_distribution(s.program());
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("c.sl:3:1: distribute statement for c/1, which has no `stratify`"),
              std::string::npos)
        << e.what();
  }
}

TEST(StarlogParallel, MapStatementPlacesTasks) {
  Runtime rt;
  const std::string text =
      "type p(int).\nstratify p(N) by [N].\ntype per_node(int).\nper_node(2) <-- true.\n"
      "map Task to Node using per_node(K), Node is Task // K.\n";
  Session s(rt);
  s.load(text, "m.sl");
  Placement pl = place_tasks(rt, s.program(), text, "m.sl", {}, 6, 3);
  EXPECT_TRUE(pl.from_map);
  EXPECT_EQ(pl.node_of, (std::vector<int>{0, 0, 1, 1, 2, 2}));
  Session s2(rt);
  s2.load("type p(int).\n", "d.sl");
  Placement def = place_tasks(rt, s2.program(), "type p(int).\n", "d.sl", {}, 5, 2);
  EXPECT_EQ(def.node_of, (std::vector<int>{0, 1, 0, 1, 0}));
  try {
    place_tasks(rt, s.program(), text, "m.sl", {}, 8, 3);  // task 6 -> node 3
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("m.sl:5:1: map statement gives node 3 for task 6, not a node (0..2)"),
              std::string::npos)
        << e.what();
  }
}

TEST(StarlogWire, ValuesRoundTrip) {
  Runtime rt;
  ValuePool a, b;
  Store st;
  std::vector<std::string> terms = {"0", "-1", "1152921504606846975", "-1152921504606846976", "123456789012345678901234567890",
                                    "-99999999999999999999999", "1.5", "-0.0", "foo", "'hello world'", "[]",
                                    "\"a string\"", "f(x, [1,2,3], g(\"s\", 2.0))", "'$weird'('A', [])"};
  std::string buf;
  std::vector<Value> in;
  for (const std::string& t : terms) {
    Cell c = a.intern(parse_term(rt, st, t));
    ASSERT_NE(c, 0u) << t;
    in.push_back(c);
    put_value(buf, c);
  }
  WireReader r(buf, rt, b);
  for (Value v : in) {
    Value w = r.value();
    EXPECT_EQ(compare_values(v, w), 0) << format_value(v) << " vs " << format_value(w);
  }
  EXPECT_TRUE(r.done());
  // a long list goes through without recursion
  Value list = make_atom(atoms::nil);
  for (int i = 0; i < 200000; ++i) list = a.cons(make_small_int(i), list);
  std::string lb;
  put_value(lb, list);
  WireReader lr(lb, rt, b);
  EXPECT_EQ(compare_values(list, lr.value()), 0);
}

TEST(StarlogWire, MalformedInputIsAnError) {
  Runtime rt;
  ValuePool pool;
  std::vector<unsigned> arities = {2};
  std::vector<Value> row;
  for (std::string bad : {std::string("\x05", 1), std::string("\x00\x09", 2), std::string("\x00\x00\x07", 3),
                          std::string("\x00\x00\x01\xff\xff\xff\xff\x0f", 8), std::string("\x00\x00\x00\x00\x80", 5)}) {
    WireReader r(bad, rt, pool);
    EXPECT_THROW(r.tuple(arities, row), Error) << bad.size();
  }
}

// The Node's collectives from many threads at once: every task sends a
// numbered buffer to every other in each round; every buffer arrives once,
// from the right task, in the right round; allgather agrees.
TEST(StarlogTransport, StressExchangeAndAgree) {
  const int tasks = 6, rounds = 300;
  Node node(tasks, std::vector<int>(tasks, 0), 0, nullptr);
  std::atomic<int> errors{0};
  std::vector<std::thread> ts;
  for (int t = 0; t < tasks; ++t)
    ts.emplace_back([&, t] {
      GcThreadScope gc;
      Transport port(node, t);
      for (int r = 0; r < rounds; ++r) {
        std::vector<std::string> out(tasks), in;
        for (int d = 0; d < tasks; ++d)
          if ((r + t + d) % 3) out[d] = std::to_string(r) + ":" + std::to_string(t) + ">" + std::to_string(d);
        port.exchange(out, in);
        for (int s = 0; s < tasks; ++s) {
          std::string want = s != t && (r + s + t) % 3 ? std::to_string(r) + ":" + std::to_string(s) + ">" + std::to_string(t) : "";
          if (in[s] != want) ++errors;
        }
        std::vector<std::string> all;
        port.allgather(std::to_string(r * 100 + t), all);
        for (int s = 0; s < tasks; ++s)
          if (all[s] != std::to_string(r * 100 + s)) ++errors;
      }
      std::vector<std::string> got;
      port.gather("end" + std::to_string(t), got);
      if (t == 0 ? got.size() != static_cast<std::size_t>(tasks) || got[tasks - 1] != "end" + std::to_string(tasks - 1)
                 : !got.empty())
        ++errors;
    });
  for (auto& th : ts) th.join();
  EXPECT_EQ(errors.load(), 0);
}

TEST(StarlogTransport, AbortWakesWaiters) {
  Node node(3, {0, 0, 0}, 0, nullptr);
  std::atomic<int> woke{0};
  std::vector<std::thread> ts;
  for (int t = 1; t < 3; ++t)
    ts.emplace_back([&, t] {
      GcThreadScope gc;
      Transport port(node, t);
      std::vector<std::string> all;
      try {
        port.allgather("x", all);
      } catch (const Error& e) {
        if (std::string(e.what()) == "task 0 failed") ++woke;
      }
    });
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  node.abort("task 0 failed");
  for (auto& th : ts) th.join();
  EXPECT_EQ(woke.load(), 2);
}

}  // namespace
}  // namespace kea::starlog
