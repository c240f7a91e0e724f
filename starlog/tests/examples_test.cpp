// The example programs against independent computations written here in
// C++: binomial coefficients (GMP), a sieve, a direct Life stepper, BFS
// reachability, on sizes larger than the thesis' toy parameters.
#include <gtest/gtest.h>

#include <gmp.h>

#include <cmath>
#include <fstream>
#include <map>
#include <queue>
#include <random>
#include <set>
#include <sstream>

#include "engine/runtime.hpp"
#include "starlog/error.hpp"
#include "starlog/starlog.hpp"
#include "starlog/tests/example_text.hpp"

namespace kea::starlog {
namespace {

using testing::example;

// Rows of a relation as vectors of small integers.
std::vector<std::vector<std::int64_t>> int_rows(Session& s, const std::string& rel) {
  int r = s.relation(rel);
  EXPECT_GE(r, 0) << rel;
  const Table& t = s.evaluator().table(r);
  std::vector<std::vector<std::int64_t>> out;
  for (RowId i = 0; i < t.size(); ++i) {
    std::vector<std::int64_t> row;
    for (unsigned c = 0; c < t.arity(); ++c) {
      Value v = t.row(i)[c];
      EXPECT_TRUE(is_small_int(v));
      row.push_back(small_int_of(v));
    }
    out.push_back(row);
  }
  return out;
}

TEST(StarlogExamples, EvenOdd) {
  Runtime rt;
  Session s(rt);
  s.load(example("even_odd.sl"), "even_odd.sl", {"limit(1001)"});
  EXPECT_EQ(s.run(), RunStatus::Completed);
  std::string even, odd;
  for (int i = 0; i < 1001; ++i) (i % 2 ? odd : even) += (i % 2 ? "odd(" : "even(") + std::to_string(i) + ").\n";
  EXPECT_EQ(s.facts("even"), even);
  EXPECT_EQ(s.facts("odd"), odd);
}

TEST(StarlogExamples, PascalBigIntegers) {
  Runtime rt;
  Session s(rt);
  s.load(example("pascal.sl"), "pascal.sl", {"rows(200)"});
  EXPECT_EQ(s.run(), RunStatus::Completed);
  // The expected facts, sorted as the evaluator sorts them (by row, column).
  std::string expected;
  mpz_t b;
  mpz_init(b);
  for (unsigned r = 0; r < 200; ++r)
    for (unsigned c = 0; c <= r; ++c) {
      mpz_bin_uiui(b, r, c);
      char* txt = mpz_get_str(nullptr, 10, b);
      expected += "pascal(" + std::to_string(r) + "," + std::to_string(c) + "," + txt + ").\n";
      void (*freefunc)(void*, size_t);
      mp_get_memory_functions(nullptr, nullptr, &freefunc);
      freefunc(txt, std::strlen(txt) + 1);
    }
  mpz_clear(b);
  std::string got = s.facts("pascal");
  EXPECT_EQ(got.size(), expected.size());
  EXPECT_TRUE(got == expected);
  // C(199,99) has 59 digits: well past 64 bits.
  EXPECT_NE(got.find("pascal(199,99,45274257328051640582702088538742081937252294837706668420660)."),
            std::string::npos);
}

// Figure 6.3 (primes.sl) and Figure 6.2 (primes_fig62.sl) against a sieve.
void check_primes(const char* file) {
  SCOPED_TRACE(file);
  const int max = 200000;
  Runtime rt;
  Session s(rt);
  s.load(example(file), file, {"max(" + std::to_string(max) + ")"});
  EXPECT_EQ(s.run(), RunStatus::Completed);
  std::vector<bool> composite(max, false);
  std::set<std::int64_t> expected;
  for (int i = 2; i < max; ++i) {
    if (composite[i]) continue;
    expected.insert(i);
    for (long long j = 1LL * i * i; j < max; j += i) composite[j] = true;
  }
  std::set<std::int64_t> got;
  for (auto& row : int_rows(s, "prime")) got.insert(row[0]);
  EXPECT_EQ(got.size(), expected.size());
  EXPECT_TRUE(got == expected);
}

TEST(StarlogExamples, PrimesBelow200000) { check_primes("primes.sl"); }
TEST(StarlogExamples, PrimesBelow200000Figure62) { check_primes("primes_fig62.sl"); }

// A direct Life stepper on a torus.
std::vector<std::vector<std::uint8_t>> life_direct(int w, int h, int gens, const std::vector<std::pair<int, int>>& alive) {
  std::vector<std::vector<std::uint8_t>> boards;
  std::vector<std::uint8_t> b(w * h, 0);
  for (auto [x, y] : alive) b[y * w + x] = 1;
  boards.push_back(b);
  for (int g = 1; g < gens; ++g) {
    std::vector<std::uint8_t> n(w * h, 0);
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        int c = 0;
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx)
            if (dx || dy) c += b[((y + dy + h) % h) * w + (x + dx + w) % w];
        n[y * w + x] = b[y * w + x] ? (c == 2 || c == 3) : c == 3;
      }
    b = n;
    boards.push_back(b);
  }
  return boards;
}

TEST(StarlogExamples, Life64x64For100Generations) {
  const int w = 64, h = 64, gens = 100;
  // A glider and an R-pentomino, as in the example, moved apart.
  std::vector<std::pair<int, int>> alive = {{1, 0}, {2, 1}, {0, 2}, {1, 2}, {2, 2},
                                            {33, 30}, {34, 30}, {32, 31}, {33, 31}, {33, 32}};
  std::vector<std::string> facts = {"board_size(64,64,100)"};
  for (auto [x, y] : alive) facts.push_back("alive(" + std::to_string(x) + "," + std::to_string(y) + ")");
  Runtime rt;
  Session s(rt);
  s.load(example("life.sl"), "life.sl", facts);
  EXPECT_EQ(s.run(), RunStatus::Completed);
  auto boards = life_direct(w, h, gens, alive);
  auto rows = int_rows(s, "cell");
  ASSERT_EQ(rows.size(), static_cast<std::size_t>(w * h * gens));
  std::size_t mismatches = 0;
  std::vector<int> seen(w * h * gens, 0);
  for (auto& r : rows) {
    auto [x, y, v, t] = std::tuple(r[0], r[1], r[2], r[3]);
    ASSERT_TRUE(x >= 0 && x < w && y >= 0 && y < h && t >= 0 && t < gens);
    ++seen[(t * h + y) * w + x];
    if (boards[t][y * w + x] != v) ++mismatches;
  }
  EXPECT_EQ(mismatches, 0u);
  for (int k : seen) ASSERT_EQ(k, 1);
  // The pattern is alive at the end (an R-pentomino keeps growing).
  int live = 0;
  for (auto c : boards[gens - 1]) live += c;
  EXPECT_GT(live, 10);
}

TEST(StarlogExamples, TransitiveClosureOfRandomGraph) {
  const int nodes = 2000, edges = 2000;
  std::mt19937 rng(12345);
  std::uniform_int_distribution<int> pick(0, nodes - 1);
  std::set<std::pair<int, int>> es;
  while (es.size() < static_cast<std::size_t>(edges)) es.insert({pick(rng), pick(rng)});
  std::string prog = "type path(int,int,int).\nstratify path(_,_,T) by [T].\n";
  for (auto [a, b] : es) prog += "path(" + std::to_string(a) + "," + std::to_string(b) + ",0).\n";
  prog +=
      "path(X,Y,T+1) <-- path(X,Z,T), path(Z,Y,T2), T >= T2,\n"
      "  not((path(X,Y,T3), T >= T3)).\n";
  Runtime rt;
  Session s(rt);
  s.load(prog, "tc.sl");
  EXPECT_EQ(s.run(), RunStatus::Completed);
  // BFS from every node: shortest path lengths (>= 1).
  std::vector<std::vector<int>> adj(nodes);
  for (auto [a, b] : es) adj[a].push_back(b);
  std::map<std::pair<int, int>, int> dist;
  for (int src = 0; src < nodes; ++src) {
    std::vector<int> d(nodes, -1);
    std::queue<int> q;
    for (int n : adj[src])
      if (d[n] < 0) {
        d[n] = 1;
        q.push(n);
      }
    while (!q.empty()) {
      int u = q.front();
      q.pop();
      for (int n : adj[u])
        if (d[n] < 0) {
          d[n] = d[u] + 1;
          q.push(n);
        }
    }
    for (int n = 0; n < nodes; ++n)
      if (d[n] > 0) dist[{src, n}] = d[n];
  }
  auto rows = int_rows(s, "path");
  EXPECT_EQ(rows.size(), dist.size());
  std::size_t wrong = 0;
  for (auto& r : rows) {
    auto it = dist.find({static_cast<int>(r[0]), static_cast<int>(r[1])});
    if (it == dist.end()) {
      ++wrong;
      continue;
    }
    // Found at the first iteration whose paths reach the length: 2^T >= d.
    int t = 0;
    while ((1 << t) < it->second) ++t;
    if (r[2] != t) ++wrong;
  }
  EXPECT_EQ(wrong, 0u);
  EXPECT_GT(dist.size(), 4000u);  // not a trivial graph

  // The same closure as plain recursive Datalog: unstratified relations are
  // all at the bottom of time, evaluated in semi-naive rounds of one batch.
  std::string linear = "type edge(int,int).\ntype path(int,int).\n";
  for (auto [a, b] : es) linear += "edge(" + std::to_string(a) + "," + std::to_string(b) + ").\n";
  linear += "path(X,Y) <-- edge(X,Y).\npath(X,Y) <-- path(X,Z), edge(Z,Y).\n";
  Runtime rt2;
  Session s2(rt2);
  s2.load(linear, "tc_linear.sl");
  EXPECT_EQ(s2.run(), RunStatus::Completed);
  auto pairs = int_rows(s2, "path");
  EXPECT_EQ(pairs.size(), dist.size());
  std::size_t missing = 0;
  for (auto& r : pairs) missing += !dist.count({static_cast<int>(r[0]), static_cast<int>(r[1])});
  EXPECT_EQ(missing, 0u);
  EXPECT_EQ(s2.evaluator().stats().batches, 1u);
}

TEST(StarlogExamples, DistributeStatementsAreParsed) {
  for (const char* f : {"pascal.sl", "pascal_halo.sl", "primes.sl", "life.sl"}) {
    Runtime rt;
    Session s(rt);
    s.load(example(f), f);
    EXPECT_FALSE(s.program().distributes.empty()) << f;
  }
}

TEST(StarlogExamples, ThesisDefaultsRun) {
  for (const char* f : {"even_odd.sl", "transitive_closure.sl", "pascal.sl", "primes.sl", "primes_fig62.sl"}) {
    Runtime rt;
    Session s(rt);
    s.load(example(f), f);
    EXPECT_EQ(s.run(), RunStatus::Completed) << f;
  }
  Runtime rt;
  Session s(rt);
  s.load(example("transitive_closure.sl"), "tc.sl");
  s.run();
  // 1 -> 2 -> 3 -> 4 -> 5 -> 2: from 1 every node but 1; the cycle 2..5 reaches itself.
  EXPECT_EQ(s.count("path"), 4u + 4u * 4u);
}

}  // namespace
}  // namespace kea::starlog
