// lfht-bench: interns atom-like string keys and looks them up, comparing
// kea::lfht::Map (GcAlloc) with TBB concurrent_hash_map, std::unordered_map
// behind std::shared_mutex and libcuckoo cuckoohash_map, all in the same run.
//
//   ./lfht-bench            10K and 1M keys, 1 and 2 threads
//   ./lfht-bench --quick    10K and 100K keys, fewer repetitions
//
// Keys: random [a-z_0-9] strings of 8 to 20 bytes. Every contender stores a key
// that refers to an entry allocated at insert time holding the text (lfht: a
// pointer to a GC_MALLOC_ATOMIC'd entry; peers: a string_view into a malloc'd
// entry) and is probed with string_views into a separate copy of the text.
// All use the same hash function (kea::lfht::hash_string).
// Insert: T threads intern disjoint slices of the key set into an empty table.
// Lookup: T threads each perform the same number of successful lookups in
// random order. ns/op = wall time / total operations (aggregate throughput).
// Each figure is the best of several repetitions.
#include "lfht/lfht.hpp"

#include <tbb/concurrent_hash_map.h>

#include <libcuckoo/cuckoohash_map.hh>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <functional>
#include <limits>
#include <mutex>
#include <random>
#include <shared_mutex>
#include <string>
#include <string_view>
#include <thread>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace lf = kea::lfht;

namespace {

// ---- keys and entries -------------------------------------------------------

struct Entry {
  std::uint32_t len;
  char text[4];  // really len bytes
  std::string_view sv() const { return {text, len}; }
};

Entry* fill(void* mem, std::string_view s) {
  Entry* e = static_cast<Entry*>(mem);
  e->len = static_cast<std::uint32_t>(s.size());
  std::memcpy(e->text, s.data(), s.size());
  return e;
}
std::size_t entry_size(std::string_view s) { return offsetof(Entry, text) + s.size(); }
Entry* gc_entry(std::string_view s) { return fill(GC_MALLOC_ATOMIC(entry_size(s)), s); }
Entry* malloc_entry(std::string_view s) { return fill(std::malloc(entry_size(s)), s); }

struct SvHash {
  std::size_t operator()(std::string_view s) const noexcept { return lf::hash_string(s); }
};

// ---- contenders ---------------------------------------------------------------

struct EntryHash {
  std::uint64_t operator()(std::string_view s) const noexcept { return lf::hash_string(s); }
  std::uint64_t operator()(const Entry* e) const noexcept { return lf::hash_string(e->sv()); }
};
struct EntryCmp {
  static int cmp(std::string_view a, std::string_view b) noexcept {
    std::size_t n = std::min(a.size(), b.size());
    int c = std::memcmp(a.data(), b.data(), n);
    return c ? c : (a.size() < b.size() ? -1 : a.size() > b.size());
  }
  int operator()(std::string_view a, const Entry* b) const noexcept { return cmp(a, b->sv()); }
  int operator()(const Entry* a, const Entry* b) const noexcept { return cmp(a->sv(), b->sv()); }
};

// The Map's default shape (ChunkBits, Threshold) unless overridden for tuning
// with -DLFHT_BENCH_W=.. -DLFHT_BENCH_T=..
#if defined(LFHT_BENCH_W) && defined(LFHT_BENCH_T)
using LfhtMap = lf::Map<const Entry*, std::uint64_t, EntryHash, EntryCmp, lf::GcAlloc, LFHT_BENCH_W, LFHT_BENCH_T>;
#else
using LfhtMap = lf::Map<const Entry*, std::uint64_t, EntryHash, EntryCmp, lf::GcAlloc>;
#endif

struct Lfht {
  static constexpr const char* name = "lfht";
  LfhtMap m;
  explicit Lfht(std::size_t) {}
  void intern(std::string_view s, std::uint64_t v) {
    m.intern(s, [&] { return std::pair<const Entry*, std::uint64_t>(gc_entry(s), v); });
  }
  std::uint64_t find(std::string_view s) const { return m.find(s).value_or(0); }
  void free_entries() {}  // the collector reclaims them
};

struct TbbHC {
  static std::size_t hash(const std::string_view& s) { return lf::hash_string(s); }
  static bool equal(const std::string_view& a, const std::string_view& b) { return a == b; }
};
struct Tbb {
  static constexpr const char* name = "tbb";
  tbb::concurrent_hash_map<std::string_view, std::uint64_t, TbbHC> m;
  explicit Tbb(std::size_t) {}
  void intern(std::string_view s, std::uint64_t v) {
    Entry* e = malloc_entry(s);
    if (!m.insert(std::make_pair(e->sv(), v))) std::free(e);
  }
  std::uint64_t find(std::string_view s) const {
    decltype(m)::const_accessor a;
    return m.find(a, s) ? a->second : 0;
  }
  void free_entries() {
    for (auto& kv : m) std::free(const_cast<char*>(kv.first.data()) - offsetof(Entry, text));
  }
};

struct Locked {
  static constexpr const char* name = "umap+rwlock";
  mutable std::shared_mutex mu;
  std::unordered_map<std::string_view, std::uint64_t, SvHash> m;
  explicit Locked(std::size_t) {}
  void intern(std::string_view s, std::uint64_t v) {
    Entry* e = malloc_entry(s);
    std::unique_lock lk(mu);
    if (!m.emplace(e->sv(), v).second) std::free(e);
  }
  std::uint64_t find(std::string_view s) const {
    std::shared_lock lk(mu);
    auto it = m.find(s);
    return it == m.end() ? 0 : it->second;
  }
  void free_entries() {
    for (auto& kv : m) std::free(const_cast<char*>(kv.first.data()) - offsetof(Entry, text));
  }
};

struct Cuckoo {
  static constexpr const char* name = "libcuckoo";
  libcuckoo::cuckoohash_map<std::string_view, std::uint64_t, SvHash> m;
  explicit Cuckoo(std::size_t) {}
  void intern(std::string_view s, std::uint64_t v) {
    Entry* e = malloc_entry(s);
    if (!m.insert(e->sv(), v)) std::free(e);
  }
  std::uint64_t find(std::string_view s) const {
    std::uint64_t v = 0;
    m.find(s, v);
    return v;
  }
  void free_entries() {
    auto lt = m.lock_table();
    for (auto& kv : lt) std::free(const_cast<char*>(kv.first.data()) - offsetof(Entry, text));
  }
};

// ---- harness --------------------------------------------------------------------

using Clock = std::chrono::steady_clock;

// Process CPU time: counts every thread of the process, including the
// collector's parallel markers, so GC work is charged to lfht.
double cpu_seconds() {
  timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

struct Times {
  double wall, cpu;
};

// Runs body(t) on n threads (GC-registered) released together.
Times timed(int n, const std::function<void(int)>& body) {
  std::atomic<int> ready{0};
  std::atomic<bool> go{false};
  std::vector<std::thread> ts;
  for (int t = 0; t < n; ++t)
    ts.emplace_back([&, t] {
      lf::GcThreadScope scope;
      ready.fetch_add(1);
      while (!go.load(std::memory_order_acquire)) {
      }
      body(t);
    });
  while (ready.load() < n) std::this_thread::yield();
  auto t0 = Clock::now();
  double c0 = cpu_seconds();
  go.store(true, std::memory_order_release);
  for (auto& th : ts) th.join();
  return {std::chrono::duration<double>(Clock::now() - t0).count(), cpu_seconds() - c0};
}

// Each figure: ns per operation. "cpu" = process CPU time / threads / ops, the
// wall time an otherwise idle machine would show; "wall" = elapsed / ops.
struct Result {
  double insert_ns = std::numeric_limits<double>::infinity();
  double lookup_ns = std::numeric_limits<double>::infinity();
  double insert_wall = std::numeric_limits<double>::infinity();
  double lookup_wall = std::numeric_limits<double>::infinity();
};

struct Workload {
  std::vector<std::string> keys;              // the key texts (probe copies)
  std::vector<std::string_view> insert_order;  // shuffled
  std::vector<std::string_view> probes;        // lookup sequence, shuffled
  std::uint64_t probe_sum = 0;                 // expected sum of values found
};

Workload make_workload(std::size_t n, std::size_t lookups_per_thread, std::uint64_t seed) {
  static const char alphabet[] = "abcdefghijklmnopqrstuvwxyz_0123456789";
  std::mt19937_64 rng(seed);
  Workload w;
  std::unordered_set<std::string> seen;
  seen.reserve(n * 2);
  w.keys.reserve(n);
  while (w.keys.size() < n) {
    std::size_t len = 8 + rng() % 13;
    std::string s(len, ' ');
    for (auto& c : s) c = alphabet[rng() % 37];
    if (seen.insert(s).second) w.keys.push_back(std::move(s));
  }
  for (auto& k : w.keys) w.insert_order.push_back(k);
  std::shuffle(w.insert_order.begin(), w.insert_order.end(), rng);
  w.probes.reserve(lookups_per_thread);
  while (w.probes.size() < lookups_per_thread) {
    std::vector<std::size_t> idx(n);
    for (std::size_t i = 0; i < n; ++i) idx[i] = i;
    std::shuffle(idx.begin(), idx.end(), rng);
    for (std::size_t i : idx) {
      if (w.probes.size() == lookups_per_thread) break;
      w.probes.push_back(w.keys[i]);
      w.probe_sum += i + 1;
    }
  }
  return w;
}

template <class C>
Result run(const Workload& w, const std::vector<std::uint64_t>& value_of_index, int threads, int reps) {
  Result best;
  const std::size_t n = w.keys.size();
  for (int r = 0; r < reps; ++r) {
    auto* c = new C(n);
    Times ti = timed(threads, [&](int t) {
      std::size_t lo = n * t / threads, hi = n * (t + 1) / threads;
      for (std::size_t i = lo; i < hi; ++i) {
        std::string_view s = w.insert_order[i];
        c->intern(s, value_of_index[i]);
      }
    });
    best.insert_ns = std::min(best.insert_ns, ti.cpu / threads * 1e9 / n);
    best.insert_wall = std::min(best.insert_wall, ti.wall * 1e9 / n);
    std::atomic<bool> bad{false};
    const std::size_t per = w.probes.size();
    Times tl = timed(threads, [&](int t) {
      std::uint64_t sum = 0;
      std::size_t start = per * t / threads;  // threads start at different points
      for (std::size_t i = start; i < per; ++i) sum += c->find(w.probes[i]);
      for (std::size_t i = 0; i < start; ++i) sum += c->find(w.probes[i]);
      if (sum != w.probe_sum) bad = true;
    });
    if (bad) {
      std::fprintf(stderr, "%s: lookups returned wrong values\n", C::name);
      std::exit(1);
    }
    best.lookup_ns = std::min(best.lookup_ns, tl.cpu / threads * 1e9 / (per * threads));
    best.lookup_wall = std::min(best.lookup_wall, tl.wall * 1e9 / (per * threads));
    c->free_entries();
    delete c;
  }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  lf::gc_init();
  bool quick = false, only_lfht = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--quick") == 0) {
      quick = true;
    } else if (std::strcmp(argv[i], "--lfht-only") == 0) {
      only_lfht = true;  // for tuning: skip the peers (no targets printed)
    } else {
      std::fprintf(stderr, "usage: %s [--quick] [--lfht-only]\n", argv[0]);
      return 2;
    }
  }
  const std::vector<std::size_t> sizes = quick ? std::vector<std::size_t>{10000, 100000}
                                               : std::vector<std::size_t>{10000, 1000000};
  std::printf("lfht-bench%s: string keys of 8-20 bytes [a-z_0-9], hash_string for all\n", quick ? " --quick" : "");
  std::printf("lfht: GcAlloc, ChunkBits=%u, Threshold=%u. Best of N runs. ns/op, lower is better:\n",
              LfhtMap::chunk_bits, LfhtMap::threshold);
  std::printf("  cpu  = process CPU time / threads / total ops (robust on a shared machine; includes GC markers)\n");
  std::printf("  wall = elapsed time / total ops\n");
  if (std::FILE* f = std::fopen("/proc/loadavg", "r")) {  // other load skews the wall figures
    char buf[64] = {0};
    if (std::fgets(buf, sizeof buf, f)) std::printf("load average at start: %s", buf);
    std::fclose(f);
  }
  std::printf("\n%-8s %-12s %3s %9s %9s %9s %9s %9s %9s\n", "keys", "table", "thr", "ins cpu", "lkp cpu",
              "ins wall", "lkp wall", "lfht/ins", "lfht/lkp");

  Result l1, l2, t1, u1;  // at the largest size
  for (std::size_t n : sizes) {
    const std::size_t lookups = std::max<std::size_t>(n, quick ? 500000 : 2000000);
    Workload w = make_workload(n, lookups, 12345 + n);
    // value of the i-th inserted key = its index in w.keys + 1, so that the
    // probe sum can be checked
    std::unordered_map<const char*, std::uint64_t> index_of;
    for (std::size_t i = 0; i < n; ++i) index_of[w.keys[i].data()] = i + 1;
    std::vector<std::uint64_t> value_of_insert(n);
    for (std::size_t i = 0; i < n; ++i) value_of_insert[i] = index_of[w.insert_order[i].data()];
    const int reps = quick ? 2 : (n >= 1000000 ? 3 : 5);
    for (int threads : {1, 2}) {
      Result rl = run<Lfht>(w, value_of_insert, threads, reps);
      auto row = [&](const char* name, const Result& r, bool self) {
        std::printf("%-8zu %-12s %3d %9.1f %9.1f %9.1f %9.1f", n, name, threads, r.insert_ns, r.lookup_ns,
                    r.insert_wall, r.lookup_wall);
        if (self)
          std::printf(" %9s %9s\n", "-", "-");
        else
          std::printf(" %9.2f %9.2f\n", rl.insert_ns / r.insert_ns, rl.lookup_ns / r.lookup_ns);
        std::fflush(stdout);
      };
      row(Lfht::name, rl, true);
      if (n == sizes.back()) (threads == 1 ? l1 : l2) = rl;
      if (only_lfht) continue;
      Result rt = run<Tbb>(w, value_of_insert, threads, reps);
      row(Tbb::name, rt, false);
      Result ru = run<Locked>(w, value_of_insert, threads, reps);
      row(Locked::name, ru, false);
      Result rc = run<Cuckoo>(w, value_of_insert, threads, reps);
      row(Cuckoo::name, rc, false);
      if (n == sizes.back() && threads == 1) t1 = rt, u1 = ru;
    }
    std::printf("\n");
  }
  const std::size_t big = sizes.back();
  auto verdict = [](bool ok) { return ok ? "MET" : "NOT MET"; };
  std::printf("lfht 2-thread lookup scaling at %zu keys: %.2fx (cpu), %.2fx (wall)\n", big,
              l1.lookup_ns / l2.lookup_ns, l1.lookup_wall / l2.lookup_wall);
  if (only_lfht) return 0;
  std::printf("targets at %zu keys (judged on cpu figures; wall in brackets):\n", big);
  std::printf("  (1) 1-thread lookup no slower than TBB:          lfht/tbb = %.2f [%.2f]  %s\n",
              l1.lookup_ns / t1.lookup_ns, l1.lookup_wall / t1.lookup_wall, verdict(l1.lookup_ns <= t1.lookup_ns));
  std::printf("  (2) 2-thread lookup >= 1.7x 1-thread throughput: %.2fx [%.2fx]  %s\n", l1.lookup_ns / l2.lookup_ns,
              l1.lookup_wall / l2.lookup_wall, verdict(l1.lookup_ns / l2.lookup_ns >= 1.7));
  std::printf("  (3) 1-thread insert within 1.2x of umap+rwlock:  lfht/umap = %.2f [%.2f]  %s\n",
              l1.insert_ns / u1.insert_ns, l1.insert_wall / u1.insert_wall, verdict(l1.insert_ns <= 1.2 * u1.insert_ns));
  std::printf("hardware threads: %u\n", std::thread::hardware_concurrency());
  return 0;
}
