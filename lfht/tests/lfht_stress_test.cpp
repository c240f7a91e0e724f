// Multi-threaded stress tests for kea::lfht::Map. Each test has checks that can
// fail: lost inserts, duplicate keys, keys missed by iteration, removes won twice.
// Run with every allocation policy in the normal build; under ThreadSanitizer
// (KEA_TSAN) all but GcAlloc run, with smaller sizes.
#include "lfht/lfht.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace lf = kea::lfht;

namespace {

#if (defined(KEA_TSAN) && KEA_TSAN) || defined(__SANITIZE_THREAD__)
constexpr bool kTsan = true;
constexpr int kScale = 4;  // TSan: ~10x slower, 2 cores
#else
constexpr bool kTsan = false;
constexpr int kScale = 16;
#endif

// Runs fn(thread_index) on n threads, each registered with the GC.
template <class Fn>
void run_threads(int n, Fn fn) {
  if (!kTsan) lf::gc_init();  // from the main thread, before any registration
  std::vector<std::thread> ts;
  std::atomic<int> ready{0};
  for (int t = 0; t < n; ++t)
    ts.emplace_back([&, t] {
      std::optional<lf::GcThreadScope> gc_scope;  // GC threads must be registered
      if (!kTsan) gc_scope.emplace();
      ready.fetch_add(1);
      while (ready.load() < n) std::this_thread::yield();
      fn(t);
    });
  for (auto& th : ts) th.join();
}

// A hash that collides a lot: 8 distinct values, so with ChunkBits=2 the
// chains expand to the last level and then grow long.
struct BadHash {
  std::uint64_t operator()(std::uint64_t k) const noexcept { return lf::mix64(k % 8); }
};

// A policy that keeps state and frees in bulk, as Kea's atom table uses one
// (its nodes live in the atom arena): every node comes from an arena the map
// owns through its policy, freed when the map's policy member goes. The map
// must never free such a node itself: AddressSanitizer builds would report
// the free of a block that malloc did not return, or a use after the
// arena's end; a node the map retired and a reader still walks stays valid.
class TestArena {
 public:
  TestArena() = default;
  TestArena(const TestArena&) = delete;
  TestArena& operator=(const TestArena&) = delete;
  ~TestArena() {
    for (void* b : blocks_) std::free(b);
  }
  void* allocate(std::size_t n) {
    void* p = std::malloc(n);
    if (!p) throw std::bad_alloc();
    std::lock_guard<std::mutex> g(lock_);
    blocks_.push_back(p);
    return p;
  }

 private:
  std::mutex lock_;
  std::vector<void*> blocks_;
};
struct BulkAlloc {
  static constexpr bool garbage_collected = false;
  static constexpr bool frees_in_bulk = true;
  std::shared_ptr<TestArena> arena = std::make_shared<TestArena>();
  void* allocate(std::size_t n) const { return arena->allocate(n); }
  void* allocate_root(std::size_t n) const { return arena->allocate(n); }
  static void deallocate(void*) noexcept {}
};

// Configurations: (alloc, fanout/threshold/hash). Tiny fanout and threshold
// make expansions frequent, which is where concurrency bugs would hide.
// R: the root's bits (default W).
template <class A, class H, unsigned W, unsigned T, unsigned R = W>
struct Cfg {
  using Alloc = A;
  using Hash = H;
  using Map = lf::Map<std::uint64_t, std::uint64_t, H, lf::ThreeWay<std::uint64_t>, A, W, T, lf::NoDtor, R>;
};

using Configs = ::testing::Types<
    Cfg<lf::DeferredAlloc, lf::MixHash<std::uint64_t>, 5, 3>,   // default shape
    Cfg<lf::DeferredAlloc, lf::MixHash<std::uint64_t>, 2, 2>,   // expansion-heavy
    Cfg<lf::DeferredAlloc, lf::MixHash<std::uint64_t>, 2, 2, 6>,  // a wider root over them
    Cfg<lf::DeferredAlloc, BadHash, 2, 2>,                      // full-hash collisions
    Cfg<BulkAlloc, lf::MixHash<std::uint64_t>, 2, 2>,           // nodes in an arena
    Cfg<lf::GcAlloc, lf::MixHash<std::uint64_t>, 5, 3>,
    Cfg<lf::GcAlloc, lf::MixHash<std::uint64_t>, 2, 2>>;

template <class C>
class Stress : public ::testing::Test {
 protected:
  void SetUp() override {
    if constexpr (std::is_same_v<typename C::Alloc, lf::GcAlloc>) {
      if (kTsan) GTEST_SKIP() << "Boehm GC does not run under ThreadSanitizer; DeferredAlloc covers the algorithm";
      lf::gc_init();
    }
  }
  // Collision-heavy configs get fewer keys (chains are linear there).
  static int keys(int n) {
    if constexpr (std::is_same_v<typename C::Map, typename Cfg<lf::DeferredAlloc, BadHash, 2, 2>::Map>) return n / 8;
    return n;
  }
};
TYPED_TEST_SUITE(Stress, Configs);

const int kThreadCounts[] = {2, 4, 8};

// Distinct keys from all threads: none lost, none duplicated.
TYPED_TEST(Stress, NoLostInsert) {
  for (int nt : kThreadCounts) {
    typename TypeParam::Map m;
    const int per = this->keys(3000 * kScale) / nt;
    run_threads(nt, [&](int t) {
      for (int i = 0; i < per; ++i) {
        std::uint64_t k = static_cast<std::uint64_t>(i) * nt + t;
        auto [v, ins] = m.insert(k, k * 3);
        ASSERT_TRUE(ins);
        ASSERT_EQ(v, k * 3);
        // read back a key of this thread and of a neighbour
        ASSERT_EQ(m.find(k), k * 3);
      }
    });
    const std::uint64_t total = static_cast<std::uint64_t>(per) * nt;
    for (std::uint64_t k = 0; k < total; ++k) ASSERT_EQ(m.find(k), k * 3) << "lost " << k;
    auto st = m.stats();
    EXPECT_EQ(st.leaves, total) << "duplicates or losses in the structure";
    EXPECT_EQ(m.size_approx(), total);
    std::vector<char> seen(total, 0);
    std::size_t n = 0;
    for (auto& [k, v] : m) {
      ASSERT_LT(k, total);
      ASSERT_FALSE(seen[k]) << "key " << k << " iterated twice";
      seen[k] = 1;
      ++n;
    }
    EXPECT_EQ(n, total);
  }
}

// The same keys inserted by every thread: exactly one insert wins per key and
// everybody sees the winner's value.
TYPED_TEST(Stress, RacingInsertsOneWinner) {
  for (int nt : kThreadCounts) {
    typename TypeParam::Map m;
    const int n = this->keys(2000 * kScale);
    std::vector<std::atomic<int>> wins(n);
    std::vector<std::vector<std::uint64_t>> got(nt, std::vector<std::uint64_t>(n));
    run_threads(nt, [&](int t) {
      for (int i = 0; i < n; ++i) {
        int k = (t % 2) ? n - 1 - i : i;  // half the threads go backwards
        auto [v, ins] = m.insert(k, static_cast<std::uint64_t>(k) * 16 + t);
        if (ins) wins[k].fetch_add(1);
        got[t][k] = v;
      }
    });
    for (int k = 0; k < n; ++k) {
      ASSERT_EQ(wins[k].load(), 1) << "key " << k;
      for (int t = 1; t < nt; ++t) ASSERT_EQ(got[t][k], got[0][k]);
      ASSERT_EQ(m.find(static_cast<std::uint64_t>(k)), got[0][k]);
    }
    EXPECT_EQ(m.stats().leaves, static_cast<std::size_t>(n));
  }
}

// Every thread tries to remove every key: each removal succeeds exactly once
// and returns the inserted value.
TYPED_TEST(Stress, RemoveExactlyOnce) {
  for (int nt : kThreadCounts) {
    typename TypeParam::Map m;
    const int n = this->keys(2000 * kScale);
    for (int k = 0; k < n; ++k) m.insert(k, k + 1000);
    std::vector<std::atomic<int>> removed(n);
    std::atomic<bool> bad_value{false};
    run_threads(nt, [&](int t) {
      std::mt19937 rng(t);
      std::vector<int> order(n);
      for (int i = 0; i < n; ++i) order[i] = i;
      std::shuffle(order.begin(), order.end(), rng);
      for (int k : order) {
        auto v = m.remove(static_cast<std::uint64_t>(k));
        if (v) {
          removed[k].fetch_add(1);
          if (*v != static_cast<std::uint64_t>(k) + 1000) bad_value = true;
        }
      }
    });
    EXPECT_FALSE(bad_value.load());
    for (int k = 0; k < n; ++k) ASSERT_EQ(removed[k].load(), 1) << "key " << k;
    EXPECT_FALSE(m.first());
    EXPECT_EQ(m.stats().leaves, 0u);
    EXPECT_EQ(m.size_approx(), 0u);
  }
}

// Random insert/remove churn with per-key accounting: at the end a key is
// present iff (successful inserts - successful removes) == 1, and never < 0 or > 1.
TYPED_TEST(Stress, ChurnAccounting) {
  for (int nt : kThreadCounts) {
    typename TypeParam::Map m;
    const int n = this->keys(512);
    const int ops = 6000 * kScale / nt;
    std::vector<std::atomic<int>> net(n);
    run_threads(nt, [&](int t) {
      std::mt19937_64 rng(1234 + t);
      for (int i = 0; i < ops; ++i) {
        std::uint64_t k = rng() % n;
        switch (rng() % 3) {
          case 0: {
            if (m.insert(k, k).second) net[k].fetch_add(1);
            break;
          }
          case 1:
            if (auto v = m.remove(k)) {
              net[k].fetch_sub(1);
              ASSERT_EQ(*v, k);
            }
            break;
          default:
            if (auto v = m.find(k)) {
              ASSERT_EQ(*v, k);
            }
        }
      }
    });
    std::size_t present = 0;
    for (int k = 0; k < n; ++k) {
      int c = net[k].load();
      ASSERT_TRUE(c == 0 || c == 1) << "key " << k << " net " << c;
      ASSERT_EQ(m.find(static_cast<std::uint64_t>(k)).has_value(), c == 1) << "key " << k;
      present += c;
    }
    EXPECT_EQ(m.stats().leaves, present);
    EXPECT_EQ(m.size_approx(), present);
  }
}

// Iteration while other threads insert and remove: every key of the stable set
// (present for the whole run) is returned by every full iteration, results are
// strictly increasing (hence no key twice), and nothing foreign appears.
// Lookups of stable keys never miss, even while their chains expand.
TYPED_TEST(Stress, IterationDuringUpdates) {
  for (int nt : kThreadCounts) {
    typename TypeParam::Map m;
    const std::uint64_t stable = this->keys(300 * kScale);
    const std::uint64_t churn = this->keys(1200 * kScale);
    for (std::uint64_t k = 0; k < stable; ++k) m.insert(2 * k, k);  // stable keys are even
    std::atomic<int> writers_done{0};
    const int writers = nt - 1;
    std::atomic<long> iterations{0};
    run_threads(nt, [&](int t) {
      if (t < writers) {
        std::mt19937_64 rng(99 + t);
        for (int round = 0; round < 3; ++round) {
          for (std::uint64_t i = 0; i < churn; ++i) {  // odd keys churn
            std::uint64_t k = 2 * (rng() % churn) + 1;
            if (rng() % 2) {
              m.insert(k, k);
            } else {
              m.remove(k);
            }
            std::uint64_t s = 2 * (rng() % stable);
            ASSERT_EQ(m.find(s), s / 2) << "stable key missed during updates";
          }
        }
        writers_done.fetch_add(1);
        return;
      }
      // the iterator thread(s): at least one full pass even if writers are fast
      do {
        std::vector<char> seen(stable, 0);
        std::uint64_t prev_hash = 0, prev_key = 0;
        bool have_prev = false;
        for (auto it = m.begin(); it != m.end(); ++it) {
          const std::uint64_t k = it->first;
          const std::uint64_t h = typename TypeParam::Hash{}(k);
          ASSERT_LT(k, 2 * std::max(stable, churn) + 2) << "foreign key";
          if (k % 2 == 0) {
            ASSERT_EQ(it->second, k / 2);
            ASSERT_FALSE(seen[k / 2]) << "stable key twice";
            seen[k / 2] = 1;
          }
          if (have_prev) {  // (hash, key) strictly increasing: no key twice
            ASSERT_TRUE(prev_hash < h || (prev_hash == h && prev_key < k)) << "order broken at " << k;
          }
          prev_hash = h;
          prev_key = k;
          have_prev = true;
        }
        for (std::uint64_t s = 0; s < stable; ++s) ASSERT_TRUE(seen[s]) << "stable key " << 2 * s << " missed";
        iterations.fetch_add(1);
      } while (writers_done.load() < writers);
    });
    EXPECT_GT(iterations.load(), 0);
    // quiescent: iteration equals the structure
    std::size_t n = 0;
    for (auto& kv : m) ++n, (void)kv;
    EXPECT_EQ(n, m.stats().leaves);
    EXPECT_EQ(n, m.size_approx());
  }
}

// Strict ordering of successive next() results under churn, checked with the
// map's own hash so that a wrong order (which could hide a skipped key) shows.
TEST(StressOrder, NextIsStrictlyIncreasingUnderChurn) {
  using M = lf::Map<std::uint64_t, std::uint64_t, lf::MixHash<std::uint64_t>, lf::ThreeWay<std::uint64_t>,
                    lf::DefaultAlloc, 2, 2>;
  if (!kTsan) lf::gc_init();
  M m;
  const std::uint64_t n = 2000 * kScale;
  for (std::uint64_t k = 0; k < n; k += 2) m.insert(k, k);
  std::atomic<bool> stop{false};
  run_threads(2, [&](int t) {
    if (t == 0) {
      std::mt19937_64 rng(5);
      for (int i = 0; i < 20000 * kScale; ++i) {
        std::uint64_t k = 2 * (rng() % n) + 1;
        if (i % 2) {
          m.insert(k, k);
        } else {
          m.remove(k);
        }
      }
      stop = true;
      return;
    }
    do {
      auto cur = m.first();
      std::size_t evens = 0;
      while (cur) {
        if (cur->first % 2 == 0) ++evens;
        auto nx = m.next(cur->first);
        if (nx) {
          std::uint64_t a = lf::mix64(cur->first), b = lf::mix64(nx->first);
          ASSERT_TRUE(a < b || (a == b && cur->first < nx->first)) << "order broken";
        }
        cur = nx;
      }
      ASSERT_EQ(evens, n / 2);
    } while (!stop.load());
  });
}

// Interning the same strings from many threads (with intern or
// intern_hashed): make() may run in several threads for one key, the
// losers' results go to the Dtor hook at once, and every thread gets the
// same winning entry.
struct Str {
  std::uint32_t len;
  char text[1];
  std::string_view sv() const { return {text, len}; }
};
struct StrHash {
  std::uint64_t operator()(std::string_view s) const noexcept { return lf::hash_string(s); }
  std::uint64_t operator()(const Str* e) const noexcept { return lf::hash_string(e->sv()); }
};
struct StrCmp {
  int operator()(std::string_view a, const Str* b) const { return a.compare(b->sv()); }
  int operator()(const Str* a, const Str* b) const { return a->sv().compare(b->sv()); }
};
struct StrDtor {
  std::atomic<int>* count;
  void operator()(const Str* s, std::uint64_t&) const {
    count->fetch_add(1, std::memory_order_relaxed);
    ::operator delete(const_cast<Str*>(s));
  }
};

TEST(StressIntern, RacingInternDestroysLosers) {
  const int n = 1500 * kScale;
  std::vector<std::string> words;
  for (int i = 0; i < n; ++i) words.push_back("w" + std::to_string(i) + "_" + std::to_string(i * 31));
  for (int nt : kThreadCounts) {
    std::atomic<int> dtors{0}, makes{0}, inserted{0};
    {
      lf::Map<const Str*, std::uint64_t, StrHash, StrCmp, lf::DeferredAlloc, 2, 2, StrDtor> m({}, {}, StrDtor{&dtors});
      std::vector<std::vector<const Str*>> got(nt, std::vector<const Str*>(n));
      run_threads(nt, [&](int t) {
        for (int i = 0; i < n; ++i) {
          std::string_view w = words[i];
          auto make = [&] {
            makes.fetch_add(1, std::memory_order_relaxed);
            Str* s = static_cast<Str*>(::operator new(sizeof(Str) + w.size()));
            s->len = static_cast<std::uint32_t>(w.size());
            std::memcpy(s->text, w.data(), w.size());
            return std::pair<const Str*, std::uint64_t>(s, reinterpret_cast<std::uintptr_t>(s));
          };
          // Half the threads give the hash themselves: both ways race for
          // the same keys and must agree on one winner.
          auto [v, ins] = t % 2 ? m.intern_hashed(w, lf::hash_string(w), make) : m.intern(w, make);
          if (ins) inserted.fetch_add(1, std::memory_order_relaxed);
          got[t][i] = reinterpret_cast<const Str*>(v);
          ASSERT_EQ(got[t][i]->sv(), w);
        }
      });
      EXPECT_EQ(inserted.load(), n);
      for (int i = 0; i < n; ++i)
        for (int t = 1; t < nt; ++t) ASSERT_EQ(got[t][i], got[0][i]);
      // losers were destroyed immediately
      EXPECT_EQ(dtors.load(), makes.load() - n);
    }
    EXPECT_EQ(dtors.load(), makes.load());  // and the winners at ~Map
  }
}

}  // namespace
