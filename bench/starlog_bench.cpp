// Starlog benchmark (not a test): kea-starlog on Life, primes and
// transitive closure against hand-written C++ versions of the same
// algorithms, and transitive closure against SWI-Prolog tabling. Prints the
// times and the ratios; asserts nothing about wall time.
//
//   make bench/starlog_bench && ./bench/starlog_bench [--quick] [life] [primes] [tc]
//
// Naming benchmarks runs only those (all by default).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <queue>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/runtime.hpp"
#include "starlog/error.hpp"
#include "starlog/starlog.hpp"

using namespace kea::starlog;
using Clock = std::chrono::steady_clock;

namespace {

double seconds_of(const std::function<void()>& f) {
  auto t0 = Clock::now();
  f();
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  if (s.str().empty()) {
    std::fprintf(stderr, "cannot read %s\n", path.c_str());
    std::exit(1);
  }
  return s.str();
}

// Runs a program; returns evaluation seconds (load and plan excluded) and
// the size of `rel`.
std::pair<double, std::size_t> run_starlog(const std::string& text, const std::vector<std::string>& facts,
                                           const std::string& rel) {
  kea::Runtime rt;
  Session s(rt);
  s.load(text, "bench.sl", facts);
  double t = seconds_of([&] { s.run(); });
  return {t, s.count(rel)};
}

void report(const char* what, double kea_s, double peer_s, const char* peer, double target, bool below) {
  double ratio = kea_s / peer_s;
  bool met = below ? ratio <= target : ratio < target;
  std::printf("  %-34s kea-starlog %8.3f s   %-16s %8.3f s   ratio %7.1fx   (target %s%.0fx: %s)\n", what, kea_s,
              peer, peer_s, ratio, below ? "<= " : "< ", target, met ? "met" : "NOT met");
}

// ---- Life ------------------------------------------------------------------
std::size_t life_cpp(int w, int h, int gens, const std::vector<std::pair<int, int>>& alive) {
  std::vector<std::uint8_t> b(w * h, 0), n(w * h);
  for (auto [x, y] : alive) b[y * w + x] = 1;
  std::size_t live = 0;
  for (int g = 1; g < gens; ++g) {
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        int c = 0;
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx)
            if (dx || dy) c += b[((y + dy + h) % h) * w + (x + dx + w) % w];
        n[y * w + x] = b[y * w + x] ? (c == 2 || c == 3) : c == 3;
      }
    b.swap(n);
  }
  for (auto c : b) live += c;
  return live;
}

// ---- primes ----------------------------------------------------------------
std::size_t primes_cpp(int max) {
  // The program's algorithm: a number is prime when no multiple of a smaller
  // prime (from p*p up) marks it.
  std::vector<bool> mult(max, false);
  std::size_t count = 0;
  for (long long n = 2; n < max; ++n) {
    if (mult[n]) continue;
    ++count;
    for (long long m = n * n; m < max; m += n) mult[m] = true;
  }
  return count;
}

// ---- transitive closure ------------------------------------------------------
std::set<std::pair<int, int>> random_graph(int nodes, int edges, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> pick(0, nodes - 1);
  std::set<std::pair<int, int>> es;
  while (es.size() < static_cast<std::size_t>(edges)) es.insert({pick(rng), pick(rng)});
  return es;
}

std::size_t tc_cpp(int nodes, const std::set<std::pair<int, int>>& es) {
  std::vector<std::vector<int>> adj(nodes);
  for (auto [a, b] : es) adj[a].push_back(b);
  std::size_t total = 0;
  std::vector<int> seen(nodes, -1), stack;
  for (int s = 0; s < nodes; ++s) {
    for (int n : adj[s])
      if (seen[n] != s) {
        seen[n] = s;
        stack.push_back(n);
      }
    while (!stack.empty()) {
      int u = stack.back();
      stack.pop_back();
      ++total;
      for (int n : adj[u])
        if (seen[n] != s) {
          seen[n] = s;
          stack.push_back(n);
        }
    }
  }
  return total;
}

// SWI-Prolog tabling: the query time only (swipl's own cputime around it).
double tc_swipl(const std::set<std::pair<int, int>>& es, std::size_t expect) {
  std::string path = "/tmp/kea_starlog_bench_tc.pl";
  {
    std::ofstream f(path);
    f << ":- table path/2.\npath(X,Y) :- edge(X,Y).\npath(X,Y) :- path(X,Z), edge(Z,Y).\n";
    for (auto [a, b] : es) f << "edge(" << a << "," << b << ").\n";
  }
  std::string cmd = "swipl -q -g \"consult('" + path +
                    "'), statistics(cputime,T0), aggregate_all(count, path(_,_), N), statistics(cputime,T1), "
                    "T is T1-T0, format('~w ~w~n', [N, T])\" -t halt 2>/dev/null";
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return -1;
  unsigned long long n = 0;
  double t = -1;
  if (std::fscanf(p, "%llu %lf", &n, &t) != 2) t = -1;
  pclose(p);
  std::remove(path.c_str());
  if (t >= 0 && n != expect) std::printf("  (swipl found %llu paths, expected %zu)\n", n, expect);
  return t;
}

}  // namespace

int main(int argc, char** argv) {
  bool quick = false;
  std::set<std::string> only;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--quick") quick = true;
    else if (a == "life" || a == "primes" || a == "tc") only.insert(a);
    else {
      std::fprintf(stderr, "usage: %s [--quick] [life] [primes] [tc]\n", argv[0]);
      return 2;
    }
  }
  auto wanted = [&](const char* name) { return only.empty() || only.count(name); };
  std::string src = KEA_SRCDIR;
  std::printf("Starlog benchmark%s (evaluation time; kea-starlog load and plan excluded)\n",
              quick ? " (--quick sizes)" : "");
  try {
    // Life 256x256, 100 generations, a glider and an R-pentomino.
    if (wanted("life")) {
      int w = quick ? 64 : 256, h = w, gens = 100;
      std::vector<std::pair<int, int>> alive = {{1, 0}, {2, 1}, {0, 2}, {1, 2}, {2, 2}};
      int cx = w / 2, cy = h / 2;
      for (auto [dx, dy] : std::vector<std::pair<int, int>>{{1, 0}, {2, 0}, {0, 1}, {1, 1}, {1, 2}})
        alive.push_back({cx + dx, cy + dy});
      std::vector<std::string> facts = {"board_size(" + std::to_string(w) + "," + std::to_string(h) + "," +
                                        std::to_string(gens) + ")"};
      for (auto [x, y] : alive) facts.push_back("alive(" + std::to_string(x) + "," + std::to_string(y) + ")");
      auto [ks, cells] = run_starlog(read_file(src + "/starlog/examples/life.sl"), facts, "cell");
      std::size_t live = 0;
      double cs = seconds_of([&] { live = life_cpp(w, h, gens, alive); });
      char what[64];
      std::snprintf(what, sizeof what, "Life %dx%d, %d generations", w, h, gens);
      report(what, ks, cs, "C++ stepper", 20, true);
      std::printf("    (%zu cell tuples; %zu live cells at the end)\n", cells, live);
    }
    // Primes below 1,000,000.
    if (wanted("primes")) {
      int max = quick ? 100000 : 1000000;
      auto [ks, n] = run_starlog(read_file(src + "/starlog/examples/primes.sl"), {"max(" + std::to_string(max) + ")"},
                                 "prime");
      std::size_t expect = 0;
      double cs = seconds_of([&] { expect = primes_cpp(max); });
      char what[64];
      std::snprintf(what, sizeof what, "primes below %d", max);
      report(what, ks, cs, "C++ sieve", 20, true);
      std::printf("    (%zu primes; C++ %zu)\n", n, expect);
    }
    // Transitive closure of a random 20,000-edge graph on 20,000 nodes.
    if (wanted("tc")) {
      int nodes = quick ? 4000 : 20000, edges = quick ? 4000 : 20000;
      auto es = random_graph(nodes, edges, 42);
      std::string facts;
      for (auto [a, b] : es) facts += "edge(" + std::to_string(a) + "," + std::to_string(b) + ").\n";
      std::string linear = "type edge(int,int).\ntype path(int,int).\n" + facts +
                           "path(X,Y) <-- edge(X,Y).\npath(X,Y) <-- path(X,Z), edge(Z,Y).\n";
      std::string thesis = "type edge(int,int).\ntype path(int,int,int).\nstratify path(_,_,T) by [T].\n" + facts +
                           "path(X,Y,0) <-- edge(X,Y).\n"
                           "path(X,Y,T+1) <-- path(X,Z,T), path(Z,Y,T2), T >= T2, not((path(X,Y,T3), T >= T3)).\n";
      auto [kl, nl] = run_starlog(linear, {}, "path");
      auto [kt, nt] = run_starlog(thesis, {}, "path");
      std::size_t expect = 0;
      double cs = seconds_of([&] { expect = tc_cpp(nodes, es); });
      double sw = tc_swipl(es, expect);
      char what[80];
      std::snprintf(what, sizeof what, "TC %d edges, linear rule", edges);
      report(what, kl, cs, "C++ DFS", 20, true);
      if (sw > 0) report(what, kl, sw, "SWI tabling", 1, false);
      else std::printf("  (swipl not available: no tabling comparison)\n");
      std::snprintf(what, sizeof what, "TC %d edges, thesis Fig 3.3", edges);
      report(what, kt, cs, "C++ DFS", 20, true);
      if (sw > 0) report(what, kt, sw, "SWI tabling", 1, false);
      std::printf("    (%zu paths linear, %zu thesis, C++ %zu)\n", nl, nt, expect);
    }
  } catch (const Error& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
  return 0;
}
