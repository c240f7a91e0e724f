// Unit tests for kea::lfht::Map (single-threaded semantics).
#include "lfht/lfht.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <map>
#include <random>
#include <set>
#include <thread>
#include <string>
#include <string_view>
#include <vector>

namespace lf = kea::lfht;

namespace {

#if (defined(KEA_TSAN) && KEA_TSAN) || defined(__SANITIZE_THREAD__)
constexpr bool kGcUsable = false;  // Boehm GC does not run under ThreadSanitizer
#else
constexpr bool kGcUsable = true;
#endif

template <class A>
void skip_if_unusable() {
  if constexpr (std::is_same_v<A, lf::GcAlloc>) {
    if (!kGcUsable) GTEST_SKIP() << "GcAlloc is not used under ThreadSanitizer";
  }
}

// ---- typed over both allocation policies ---------------------------------

template <class A>
class AllocTest : public ::testing::Test {
 protected:
  void SetUp() override { skip_if_unusable<A>(); }
};
using Allocs = ::testing::Types<lf::GcAlloc, lf::DeferredAlloc>;
TYPED_TEST_SUITE(AllocTest, Allocs);

TYPED_TEST(AllocTest, BasicInsertFindRemove) {
  lf::Map<std::uint64_t, std::uint64_t, lf::MixHash<std::uint64_t>, lf::ThreeWay<std::uint64_t>, TypeParam> m;
  EXPECT_TRUE(m.empty());
  EXPECT_FALSE(m.find(1u).has_value());
  auto r = m.insert(1, 100);
  EXPECT_EQ(r, (std::pair<std::uint64_t, bool>(100, true)));
  r = m.insert(1, 200);  // present: nothing changes
  EXPECT_EQ(r, (std::pair<std::uint64_t, bool>(100, false)));
  EXPECT_EQ(m.find(1u), 100u);
  EXPECT_TRUE(m.contains(1u));
  EXPECT_EQ(m.size_approx(), 1u);
  EXPECT_EQ(m.remove(1u), 100u);
  EXPECT_FALSE(m.remove(1u).has_value());
  EXPECT_FALSE(m.find(1u).has_value());
  EXPECT_EQ(m.size_approx(), 0u);
  r = m.insert(1, 300);  // reinsert after remove
  EXPECT_EQ(r, (std::pair<std::uint64_t, bool>(300, true)));
  EXPECT_EQ(m.find(1u), 300u);
}

TYPED_TEST(AllocTest, ManyKeysMatchStdMap) {
  lf::Map<std::uint64_t, std::uint64_t, lf::MixHash<std::uint64_t>, lf::ThreeWay<std::uint64_t>, TypeParam> m;
  std::map<std::uint64_t, std::uint64_t> ref;
  std::mt19937_64 rng(42);
  for (int i = 0; i < 50000; ++i) {
    std::uint64_t k = rng() % 20000;
    switch (rng() % 3) {
      case 0:
      case 1: {
        auto [v, ins] = m.insert(k, i);
        auto [it, rins] = ref.emplace(k, i);
        ASSERT_EQ(ins, rins);
        ASSERT_EQ(v, it->second);
        break;
      }
      case 2: {
        auto v = m.remove(k);
        auto it = ref.find(k);
        ASSERT_EQ(v.has_value(), it != ref.end());
        if (v) {
          ASSERT_EQ(*v, it->second);
          ref.erase(it);
        }
        break;
      }
    }
  }
  for (std::uint64_t k = 0; k < 20000; ++k) {
    auto it = ref.find(k);
    auto v = m.find(k);
    ASSERT_EQ(v.has_value(), it != ref.end()) << k;
    if (v) {
      ASSERT_EQ(*v, it->second);
    }
  }
  EXPECT_EQ(m.size_approx(), ref.size());
  auto st = m.stats();
  EXPECT_EQ(st.leaves, ref.size());
  EXPECT_LE(st.max_chain, 64u);
  // iteration visits exactly the keys, in (mixed hash, key) order
  std::vector<std::uint64_t> seen;
  for (auto& [k, v] : m) {
    seen.push_back(k);
    EXPECT_EQ(v, ref[k]);
  }
  EXPECT_EQ(seen.size(), ref.size());
  for (std::size_t i = 1; i < seen.size(); ++i)
    ASSERT_LT(lf::mix64(seen[i - 1]), lf::mix64(seen[i]));
}

// sweep(dead) at quiescence: the entries it names go, the rest stay
// findable and in order, marked leaves are unlinked, and the map takes
// inserts afterwards, the removed keys among them.
TYPED_TEST(AllocTest, SweepRemovesWhatDeadNames) {
  lf::Map<std::uint64_t, std::uint64_t, lf::MixHash<std::uint64_t>, lf::ThreeWay<std::uint64_t>, TypeParam> m;
  for (std::uint64_t k = 0; k < 30000; ++k) m.insert(k, k * 2);
  for (std::uint64_t k = 0; k < 30000; k += 7) ASSERT_TRUE(m.remove(k).has_value());
  std::size_t removed = m.sweep([](std::uint64_t k, std::uint64_t v) { return k % 3 == 0 && v == 2 * k; });
  std::size_t expect = 0;
  for (std::uint64_t k = 0; k < 30000; ++k) expect += k % 3 == 0 && k % 7 != 0;
  EXPECT_EQ(removed, expect);
  std::size_t live = 0;
  for (std::uint64_t k = 0; k < 30000; ++k) {
    const bool in = k % 3 != 0 && k % 7 != 0;
    live += in;
    ASSERT_EQ(m.contains(k), in) << k;
  }
  EXPECT_EQ(m.size_approx(), live);
  auto st = m.stats();
  EXPECT_EQ(st.leaves, live);
  EXPECT_EQ(st.marked, 0u);
  std::size_t seen = 0;
  for (auto it = m.begin(); it != m.end(); ++it) ++seen;
  EXPECT_EQ(seen, live);
  std::size_t visited = 0;
  m.visit([&](std::uint64_t k, std::uint64_t v) {
    visited++;
    EXPECT_EQ(v, 2 * k);
  });
  EXPECT_EQ(visited, live);
  for (std::uint64_t k = 0; k < 30000; k += 3) m.insert(k, 1);
  EXPECT_EQ(m.find(std::uint64_t{3}), 1u);
  EXPECT_EQ(m.find(std::uint64_t{4}), 8u);
}

TYPED_TEST(AllocTest, IdentityHashIterationIsNumericOrder) {
  lf::Map<std::uint64_t, int, lf::IdentityHash<std::uint64_t>, lf::ThreeWay<std::uint64_t>, TypeParam> m;
  std::vector<std::uint64_t> keys;
  std::mt19937_64 rng(7);
  for (int i = 0; i < 3000; ++i) keys.push_back(rng());
  keys.push_back(0);
  keys.push_back(~0ull);
  for (auto k : keys) m.insert(k, 1);
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  auto f = m.first();
  ASSERT_TRUE(f);
  EXPECT_EQ(f->first, 0u);
  std::vector<std::uint64_t> seen;
  for (auto& kv : m) seen.push_back(kv.first);
  EXPECT_EQ(seen, keys);
  // next() of absent keys: the least key strictly greater
  for (int i = 0; i < 2000; ++i) {
    std::uint64_t probe = rng();
    auto it = std::upper_bound(keys.begin(), keys.end(), probe);
    auto n = m.next(probe);
    if (it == keys.end()) {
      EXPECT_FALSE(n);
    } else {
      ASSERT_TRUE(n);
      EXPECT_EQ(n->first, *it);
    }
  }
  EXPECT_FALSE(m.next(~0ull));
  // next() of present keys
  for (std::size_t i = 0; i + 1 < keys.size(); ++i) ASSERT_EQ(m.next(keys[i])->first, keys[i + 1]);
}

// A deliberately terrible hash: everything collides on the full 64 bits.
struct ConstHash {
  template <class Q>
  std::uint64_t operator()(const Q&) const noexcept { return 0x5555555555555555ull; }
};

TYPED_TEST(AllocTest, FullHashCollisions) {
  using M = lf::Map<int, int, ConstHash, lf::ThreeWay<int>, TypeParam, 4, 4>;
  M m;
  for (int i = 999; i >= 0; --i) EXPECT_TRUE(m.insert(i, i * 2).second);
  for (int i = 0; i < 1000; ++i) {
    EXPECT_FALSE(m.insert(i, 0).second);
    ASSERT_EQ(m.find(i), i * 2);
  }
  EXPECT_FALSE(m.find(1000));
  auto st = m.stats();
  EXPECT_EQ(st.max_depth, M::max_depth);  // expanded all the way down
  EXPECT_EQ(st.max_chain, 1000u);        // then the last-level chain grows
  // order among equal full hashes: Compare
  int expect = 0;
  for (auto& [k, v] : m) EXPECT_EQ(k, expect++);
  EXPECT_EQ(expect, 1000);
  for (int i = 0; i < 1000; i += 2) ASSERT_EQ(m.remove(i), i * 2);
  for (int i = 0; i < 1000; ++i) ASSERT_EQ(m.find(i).has_value(), i % 2 == 1);
  EXPECT_EQ(m.next(500)->first, 501);
  EXPECT_EQ(m.next(501)->first, 503);
  EXPECT_EQ(m.first()->first, 1);
  EXPECT_FALSE(m.next(999));
}

// Partial collisions: a hash keeping only a few high bits.
struct CoarseHash {
  std::uint64_t operator()(std::uint64_t k) const noexcept { return (k % 5) << 61; }
};

TYPED_TEST(AllocTest, PartialCollisionsOrder) {
  lf::Map<std::uint64_t, std::uint64_t, CoarseHash, lf::ThreeWay<std::uint64_t>, TypeParam, 3, 3> m;
  for (std::uint64_t k = 0; k < 500; ++k) m.insert(k, k);
  std::vector<std::uint64_t> seen;
  for (auto& kv : m) seen.push_back(kv.first);
  std::vector<std::uint64_t> expect;
  for (std::uint64_t r = 0; r < 5; ++r)
    for (std::uint64_t k = r; k < 500; k += 5) expect.push_back(k);
  EXPECT_EQ(seen, expect);
}

TYPED_TEST(AllocTest, ExpansionDepth) {
  // Keys differing only in their lowest 4 bits share 15 chunks of 4 bits:
  // the chain must expand down to the last level (depth 15).
  using M = lf::Map<std::uint64_t, int, lf::IdentityHash<std::uint64_t>, lf::ThreeWay<std::uint64_t>,
                    TypeParam, 4, 2>;
  M m;
  for (std::uint64_t k = 0; k < 16; ++k) m.insert(0xABCDEF0123456780ull | k, static_cast<int>(k));
  auto st = m.stats();
  EXPECT_EQ(M::max_depth, 15u);
  EXPECT_EQ(st.max_depth, 15u);
  EXPECT_LE(st.max_chain, 2u);
  for (std::uint64_t k = 0; k < 16; ++k) EXPECT_EQ(m.find(0xABCDEF0123456780ull | k), static_cast<int>(k));
  // A well-mixed hash gives a shallow trie.
  lf::Map<std::uint64_t, int, lf::MixHash<std::uint64_t>, lf::ThreeWay<std::uint64_t>, TypeParam, 4, 8> w;
  for (std::uint64_t k = 0; k < 100000; ++k) w.insert(k, 0);
  auto ws = w.stats();
  EXPECT_EQ(ws.leaves, 100000u);
  EXPECT_GE(ws.max_depth, 3u);
  EXPECT_LE(ws.max_depth, 6u);
  EXPECT_LE(ws.max_chain, 8u + 1u);
  // chunk bits that do not divide 64: the last level uses the leftover bits
  lf::Map<std::uint64_t, int, lf::IdentityHash<std::uint64_t>, lf::ThreeWay<std::uint64_t>, TypeParam, 6, 1> s;
  for (std::uint64_t k = 0; k < 16; ++k) s.insert(k, static_cast<int>(k));
  std::uint64_t e = 0;
  for (auto& kv : s) EXPECT_EQ(kv.first, e++);
  EXPECT_EQ(s.stats().max_depth, 10u);
}

TYPED_TEST(AllocTest, WideRoot) {
  // A 10-bit root over 4-bit levels: keys differing in their lowest 4 bits
  // share the root's 10 bits and 13 more levels, the last with 2 bits.
  using M = lf::Map<std::uint64_t, int, lf::IdentityHash<std::uint64_t>, lf::ThreeWay<std::uint64_t>,
                    TypeParam, 4, 2, lf::NoDtor, 10>;
  EXPECT_EQ(M::max_depth, 14u);
  M m;
  for (std::uint64_t k = 0; k < 16; ++k) m.insert(0xABCDEF0123456780ull | k, static_cast<int>(k));
  EXPECT_EQ(m.stats().max_depth, 14u);
  for (std::uint64_t k = 0; k < 16; ++k) EXPECT_EQ(m.find(0xABCDEF0123456780ull | k), static_cast<int>(k));
  // Iteration stays in hash order across the root's 1024 buckets and below.
  M ordered;
  std::vector<std::uint64_t> keys;
  for (std::uint64_t k = 0; k < 3000; ++k) keys.push_back(k * 0x9E3779B97F4A7C15ull);
  for (std::uint64_t k : keys) ordered.insert(k, 0);
  std::sort(keys.begin(), keys.end());
  std::vector<std::uint64_t> seen;
  for (auto& kv : ordered) seen.push_back(kv.first);
  EXPECT_EQ(seen, keys);
  // Removes, and a well-mixed hash against std::map.
  lf::Map<std::uint64_t, int, lf::MixHash<std::uint64_t>, lf::ThreeWay<std::uint64_t>, TypeParam, 5, 3, lf::NoDtor,
          12>
      w;
  std::map<std::uint64_t, int> model;
  for (std::uint64_t k = 0; k < 50000; ++k) {
    w.insert(k, static_cast<int>(k));
    model[k] = static_cast<int>(k);
  }
  for (std::uint64_t k = 0; k < 50000; k += 3) {
    EXPECT_EQ(w.remove(k), static_cast<int>(k));
    model.erase(k);
  }
  EXPECT_EQ(w.size_approx(), model.size());
  for (std::uint64_t k = 0; k < 50000; ++k) EXPECT_EQ(w.contains(k), model.count(k) == 1) << k;
  auto ws = w.stats();
  EXPECT_EQ(ws.leaves, model.size());
  EXPECT_LE(ws.max_depth, 3u);
}

TYPED_TEST(AllocTest, RemoveSemantics) {
  lf::Map<std::uint64_t, std::uint64_t, lf::MixHash<std::uint64_t>, lf::ThreeWay<std::uint64_t>, TypeParam, 2, 2> m;
  for (std::uint64_t k = 0; k < 1000; ++k) m.insert(k, k + 7);
  for (std::uint64_t k = 0; k < 1000; k += 3) ASSERT_EQ(m.remove(k), k + 7);
  for (std::uint64_t k = 0; k < 1000; k += 3) ASSERT_FALSE(m.remove(k));
  ASSERT_FALSE(m.remove(5000u));
  for (std::uint64_t k = 0; k < 1000; ++k) ASSERT_EQ(m.find(k).has_value(), k % 3 != 0);
  EXPECT_EQ(m.stats().leaves, 1000u - 334u);
  for (std::uint64_t k = 0; k < 1000; ++k) m.remove(k);
  EXPECT_FALSE(m.first());
  EXPECT_TRUE(m.begin() == m.end());
  EXPECT_EQ(m.size_approx(), 0u);
}

// ---- heterogeneous string keys ----------------------------------------------

// An atom-like entry: the key is a pointer to it, lookups use string_view.
struct Entry {
  std::uint32_t len;
  char text[1];
  std::string_view sv() const { return {text, len}; }
};

template <class A>
Entry* make_entry(std::string_view s) {
  std::size_t n = sizeof(Entry) + s.size();
  void* mem = std::is_same_v<A, lf::GcAlloc> ? GC_MALLOC_ATOMIC(n) : ::operator new(n);
  Entry* e = static_cast<Entry*>(mem);
  e->len = static_cast<std::uint32_t>(s.size());
  std::memcpy(e->text, s.data(), s.size());
  return e;
}

struct EntryHash {
  std::uint64_t operator()(std::string_view s) const noexcept { return lf::hash_string(s); }
  std::uint64_t operator()(const Entry* e) const noexcept { return lf::hash_string(e->sv()); }
};
struct EntryCmp {
  static int cmp(std::string_view a, std::string_view b) { return a.compare(b); }
  int operator()(std::string_view a, const Entry* b) const { return cmp(a, b->sv()); }
  int operator()(const Entry* a, const Entry* b) const { return cmp(a->sv(), b->sv()); }
};

struct CountingDtor {
  int* count;
  bool heap;
  void operator()(const Entry* e, int&) const {
    ++*count;
    if (heap) ::operator delete(const_cast<Entry*>(e));
  }
};

TYPED_TEST(AllocTest, HeterogeneousStringLookup) {
  constexpr bool heap = std::is_same_v<TypeParam, lf::DeferredAlloc>;
  int dtors = 0;
  {
    lf::Map<const Entry*, int, EntryHash, EntryCmp, TypeParam, 4, 6, CountingDtor> m({}, {}, CountingDtor{&dtors, heap});
    std::vector<std::string> words;
    for (int i = 0; i < 5000; ++i) words.push_back("atom_" + std::to_string(i * 7919));
    int makes = 0;
    for (int i = 0; i < 5000; ++i) {
      std::string_view w = words[i];
      auto [v, ins] = m.intern(w, [&] {
        ++makes;
        return std::pair<const Entry*, int>(make_entry<TypeParam>(w), i);
      });
      ASSERT_TRUE(ins);
      ASSERT_EQ(v, i);
    }
    EXPECT_EQ(makes, 5000);
    // Interning again finds the existing entry and does not call make.
    for (int i = 0; i < 5000; ++i) {
      auto [v, ins] = m.intern(std::string_view(words[i]), [&] {
        ++makes;
        return std::pair<const Entry*, int>(nullptr, -1);
      });
      ASSERT_FALSE(ins);
      ASSERT_EQ(v, i);
    }
    EXPECT_EQ(makes, 5000);
    // With the hash given by the caller: the same entries, make not called
    // for present keys, and a new key goes where find() looks for it.
    for (int i = 0; i < 5000; ++i) {
      std::string_view w = words[i];
      ASSERT_EQ(m.find_hashed(w, lf::hash_string(w)), i);
      auto [v, ins] = m.intern_hashed(w, lf::hash_string(w), [&] {
        ++makes;
        return std::pair<const Entry*, int>(nullptr, -1);
      });
      ASSERT_FALSE(ins);
      ASSERT_EQ(v, i);
    }
    EXPECT_EQ(makes, 5000);
    // Lookup by a string that lives elsewhere (a different buffer).
    std::string copy = "atom_" + std::to_string(42 * 7919);
    EXPECT_EQ(m.find(std::string_view(copy)), 42);
    EXPECT_FALSE(m.find(std::string_view("atom_x")));
    EXPECT_FALSE(m.find(std::string_view("")));
    // Iteration order: by hash_string, ties by text.
    std::uint64_t prev = 0;
    std::size_t count = 0;
    for (auto& [e, v] : m) {
      std::uint64_t h = lf::hash_string(e->sv());
      if (count) {
        ASSERT_GE(h, prev);
      }
      prev = h;
      ++count;
      // next() by string_view of the current key works too
      (void)v;
    }
    EXPECT_EQ(count, 5000u);
    auto f = m.first();
    ASSERT_TRUE(f);
    auto n1 = m.next(f->first);
    auto n2 = m.next(f->first->sv());
    ASSERT_TRUE(n1 && n2);
    EXPECT_EQ(n1->first, n2->first);
    EXPECT_EQ(m.remove(std::string_view("atom_0")), 0);
    EXPECT_FALSE(m.find(std::string_view("atom_0")));
    EXPECT_EQ(dtors, 0);
  }
  // DeferredAlloc: every entry, removed or not, is destroyed once at ~Map.
  // GcAlloc: entries present at ~Map are destroyed; removed ones are left to the GC.
  EXPECT_EQ(dtors, heap ? 5000 : 4999);
}


// intern_hashed puts a new key where find() and find_hashed() look for it.
TYPED_TEST(AllocTest, InternWithTheCallersHash) {
  constexpr bool heap = std::is_same_v<TypeParam, lf::DeferredAlloc>;
  int dtors = 0;
  {
    lf::Map<const Entry*, int, EntryHash, EntryCmp, TypeParam, 2, 2, CountingDtor> m({}, {}, CountingDtor{&dtors, heap});
    for (int i = 0; i < 2000; ++i) {
      std::string w = "hashed_by_caller_" + std::to_string(i);
      const std::uint64_t h = lf::hash_string(w);
      EXPECT_FALSE(m.find_hashed(std::string_view(w), h));
      auto [v, ins] = m.intern_hashed(std::string_view(w), h, [&] {
        return std::pair<const Entry*, int>(make_entry<TypeParam>(w), i);
      });
      ASSERT_TRUE(ins);
      ASSERT_EQ(v, i);
    }
    for (int i = 0; i < 2000; ++i) {
      std::string w = "hashed_by_caller_" + std::to_string(i);
      ASSERT_EQ(m.find(std::string_view(w)), i);
      ASSERT_EQ(m.find_hashed(std::string_view(w), lf::hash_string(w)), i);
    }
    EXPECT_EQ(m.size_approx(), 2000u);
  }
  EXPECT_EQ(dtors, 2000);
}
TYPED_TEST(AllocTest, DtorNotCalledForExpansionCopies) {
  int dtors = 0;
  struct D {
    int* n;
    void operator()(std::uint64_t&, int&) const { ++*n; }
  };
  {
    // tiny fanout and threshold: many expansions, each copying leaves
    lf::Map<std::uint64_t, int, lf::MixHash<std::uint64_t>, lf::ThreeWay<std::uint64_t>, TypeParam, 1, 1, D> m({}, {},
                                                                                                              D{&dtors});
    for (std::uint64_t k = 0; k < 3000; ++k) m.insert(k, 0);
    for (std::uint64_t k = 0; k < 3000; k += 2) m.remove(k);
    for (std::uint64_t k = 3000; k < 4000; ++k) m.insert(k, 0);
  }
  EXPECT_EQ(dtors, (std::is_same_v<TypeParam, lf::DeferredAlloc> ? 4000 : 2500));
}

#if !((defined(KEA_TSAN) && KEA_TSAN) || defined(__SANITIZE_THREAD__))
// The Map object lives in memory the collector does not scan (operator new);
// the trie must survive collections because its root level is uncollectable.
TEST(GcAllocTest, MapInMallocMemorySurvivesCollection) {
  struct Box {
    std::uint64_t payload[4];
  };
  using M = lf::Map<std::uint64_t, Box*, lf::MixHash<std::uint64_t>, lf::ThreeWay<std::uint64_t>, lf::GcAlloc>;
  auto* m = new M();
  constexpr std::uint64_t n = 20000;
  for (std::uint64_t k = 0; k < n; ++k) {
    Box* b = static_cast<Box*>(GC_MALLOC(sizeof(Box)));
    for (auto& p : b->payload) p = k * 31 + 1;
    m->insert(k, b);
  }
  for (std::uint64_t k = 0; k < n; k += 2) m->remove(k);
  GC_gcollect();
  // churn the allocator so that anything wrongly freed gets overwritten
  for (int i = 0; i < 200000; ++i) {
    auto* junk = static_cast<std::uint64_t*>(GC_MALLOC(48));
    junk[0] = junk[1] = junk[2] = 0xDEADBEEF;
  }
  GC_gcollect();
  for (std::uint64_t k = 1; k < n; k += 2) {
    auto v = m->find(k);
    ASSERT_TRUE(v) << k;
    for (auto p : (*v)->payload) ASSERT_EQ(p, k * 31 + 1);
  }
  EXPECT_EQ(m->stats().leaves, n / 2);
  delete m;
}
#endif

// A policy with recycle(p, bytes) gets every leaf sweep unlinks, once.
struct RecyclingArena {
  static constexpr bool garbage_collected = false;
  static constexpr bool frees_in_bulk = true;
  std::vector<void*>* blocks;
  std::vector<void*>* recycled;
  std::map<void*, std::size_t>* sizes = nullptr;  // what each block was asked for, if kept
  void* allocate(std::size_t n) const {
    void* p = ::operator new(n);
    blocks->push_back(p);
    if (sizes) (*sizes)[p] = n;
    return p;
  }
  void* allocate_root(std::size_t n) const { return allocate(n); }
  static void deallocate(void*) noexcept {}
  // Overwritten as a reused block would be: a leaf recycled while still
  // linked then breaks the map's walks.
  void recycle(void* p, std::size_t n) const {
    std::memset(p, 0xA5, n);
    recycled->push_back(p);
  }
};

// sweep_part: two threads sweep the two halves at once, each keeping what
// it unlinked, which goes to release_swept afterwards: together they
// remove what one sweep would, every unlinked leaf reaches the policy once
// (and only unlinked ones: the policy overwrites what it gets), each with
// the size the policy allocated it with, and the map stays whole.
TEST(SweepTest, PartsSweptFromTwoThreadsAddUpToOneSweep) {
  std::vector<void*> blocks, recycled;
  std::map<void*, std::size_t> sizes;
  {
    lf::Map<std::uint64_t, std::uint64_t, lf::MixHash<std::uint64_t>, lf::ThreeWay<std::uint64_t>,
            RecyclingArena>
        m({}, {}, {}, RecyclingArena{&blocks, &recycled, &sizes});
    constexpr std::uint64_t kKeys = 60000;
    for (std::uint64_t k = 0; k < kKeys; ++k) m.insert(k, k);
    for (std::uint64_t k = 0; k < kKeys; k += 7) ASSERT_TRUE(m.remove(k).has_value());
    std::vector<std::pair<void*, std::size_t>> unlinked[2];
    std::size_t removed[2] = {0, 0}, wrong_size[2] = {0, 0};
    auto sweep = [&](unsigned part) {
      auto dead = [](std::uint64_t k, std::uint64_t) { return k % 3 == 0; };
      auto keep = [&](void* node, std::size_t bytes) {
        unlinked[part].emplace_back(node, bytes);
        wrong_size[part] += sizes.at(node) != bytes;
      };
      removed[part] = m.sweep_part(part, 2, dead, keep);
    };
    std::thread other(sweep, 1u);
    sweep(0);
    other.join();
    std::size_t expect = 0, live = 0;
    for (std::uint64_t k = 0; k < kKeys; ++k) {
      expect += k % 3 == 0 && k % 7 != 0;
      live += k % 3 != 0 && k % 7 != 0;
    }
    EXPECT_EQ(removed[0] + removed[1], expect);
    EXPECT_GT(removed[0], 0u);
    EXPECT_GT(removed[1], 0u);
    EXPECT_EQ(wrong_size[0] + wrong_size[1], 0u);
    for (auto& v : unlinked)
      for (auto [node, bytes] : v) m.release_swept(node, bytes);
    // The dead leaves, and the chains that expansions replaced.
    EXPECT_GT(recycled.size(), expect);
    std::set<void*> distinct(recycled.begin(), recycled.end());
    EXPECT_EQ(distinct.size(), recycled.size());
    EXPECT_EQ(m.size_approx(), live);
    auto st = m.stats();
    EXPECT_EQ(st.leaves, live);
    EXPECT_EQ(st.marked, 0u);
    for (std::uint64_t k = 0; k < kKeys; ++k) ASSERT_EQ(m.contains(k), k % 3 != 0 && k % 7 != 0) << k;
    for (std::uint64_t k = 0; k < kKeys; k += 3) m.insert(k, k);
    EXPECT_TRUE(m.contains(3));
  }
  for (void* p : blocks) ::operator delete(p);
}

TEST(SweepTest, RecyclesEachUnlinkedLeafOnce) {
  std::vector<void*> blocks, recycled;
  {
    lf::Map<std::uint64_t, std::uint64_t, lf::MixHash<std::uint64_t>, lf::ThreeWay<std::uint64_t>,
            RecyclingArena>
        m({}, {}, {}, RecyclingArena{&blocks, &recycled});
    for (std::uint64_t k = 0; k < 5000; ++k) m.insert(k, k);
    EXPECT_EQ(m.sweep([](std::uint64_t k, std::uint64_t) { return k >= 1000; }), 4000u);
    EXPECT_GT(recycled.size(), 4000u);  // and the chains that expansions replaced
    std::set<void*> distinct(recycled.begin(), recycled.end());
    EXPECT_EQ(distinct.size(), recycled.size());
    EXPECT_EQ(m.size_approx(), 1000u);
    EXPECT_EQ(m.sweep([](std::uint64_t, std::uint64_t) { return false; }), 0u);
    EXPECT_EQ(m.size_approx(), 1000u);
    for (std::uint64_t k = 0; k < 1000; ++k) ASSERT_TRUE(m.contains(k)) << k;
  }
  for (void* p : blocks) ::operator delete(p);
}

// unlink_quiescent takes out the one leaf holding a key, wherever it lies
// (a root chain or a deeper level), gives that leaf alone to the policy
// and keeps the count; a key not there (never inserted, or gone by
// remove()) is refused. The map stays whole: the rest is found, a sweep
// after it removes what it names, and the keys go back in.
TEST(SweepTest, UnlinkQuiescentTakesOutOneLeaf) {
  std::vector<void*> blocks, recycled;
  {
    using M = lf::Map<std::uint64_t, std::uint64_t, lf::MixHash<std::uint64_t>, lf::ThreeWay<std::uint64_t>,
                      RecyclingArena>;
    M m({}, {}, {}, RecyclingArena{&blocks, &recycled});
    const lf::MixHash<std::uint64_t> hash;
    constexpr std::uint64_t kKeys = 40000;
    for (std::uint64_t k = 0; k < kKeys; ++k) m.insert(k, k);
    for (std::uint64_t k = 0; k < kKeys; k += 7) ASSERT_TRUE(m.remove(k).has_value());
    std::vector<void*> given;
    auto keep = [&](void* node, std::size_t bytes) {
      given.push_back(node);
      m.release_swept(node, bytes);
    };
    std::size_t unlinked = 0, uncounted = 0;
    for (std::uint64_t k = 0; k < kKeys; k += 5) {
      const bool present = k % 7 != 0;
      ASSERT_EQ(m.unlink_quiescent(k, hash(k), keep, uncounted), present) << k;
      unlinked += present;
    }
    EXPECT_FALSE(m.unlink_quiescent(kKeys + 1, hash(kKeys + 1), keep, uncounted));
    EXPECT_EQ(uncounted, unlinked);
    m.count_removed(uncounted);
    EXPECT_EQ(given.size(), unlinked);
    EXPECT_EQ(recycled.size(), unlinked);
    EXPECT_EQ(std::set<void*>(given.begin(), given.end()).size(), given.size());
    std::size_t live = 0;
    for (std::uint64_t k = 0; k < kKeys; ++k) {
      const bool in = k % 5 != 0 && k % 7 != 0;
      live += in;
      ASSERT_EQ(m.contains(k), in) << k;
    }
    EXPECT_EQ(m.size_approx(), live);
    EXPECT_EQ(m.stats().leaves, live);
    const std::size_t swept = m.sweep([](std::uint64_t k, std::uint64_t) { return k % 3 == 0; });
    std::size_t expect = 0;
    for (std::uint64_t k = 0; k < kKeys; ++k) expect += k % 3 == 0 && k % 5 != 0 && k % 7 != 0;
    EXPECT_EQ(swept, expect);
    for (std::uint64_t k = 0; k < kKeys; k += 5) m.insert(k, k);
    for (std::uint64_t k = 0; k < kKeys; k += 5) ASSERT_TRUE(m.contains(k)) << k;
  }
  for (void* p : blocks) ::operator delete(p);
}

// A sweep folds the levels it leaves small once they have been quiet for a
// sweep, keeps those that filled up since, and gives back every chain an
// expansion replaced: emptied and quiet, the map is its root again and
// every other block it ever allocated has reached the policy once. Partly
// emptied, what is left is found, in order, and the map grows again.
TEST(SweepTest, FoldsSmallLevelsAndGivesBackReplacedChains) {
  std::vector<void*> blocks, recycled;
  {
    using M = lf::Map<std::uint64_t, std::uint64_t, lf::MixHash<std::uint64_t>, lf::ThreeWay<std::uint64_t>,
                      RecyclingArena>;
    M m({}, {}, {}, RecyclingArena{&blocks, &recycled});
    constexpr std::uint64_t kKeys = 40000;
    for (std::uint64_t k = 0; k < kKeys; ++k) m.insert(k, k);
    const auto full = m.stats();
    ASSERT_GT(full.levels, 1000u);
    EXPECT_EQ(m.sweep([](std::uint64_t k, std::uint64_t) { return k % 8 != 0; }), kKeys - kKeys / 8);
    EXPECT_EQ(m.stats().levels, full.levels);  // no level was quiet
    EXPECT_EQ(m.sweep([](std::uint64_t, std::uint64_t) { return false; }), 0u);
    const auto eighth = m.stats();
    EXPECT_LT(eighth.levels, full.levels / 2);
    EXPECT_EQ(eighth.leaves, kKeys / 8);
    EXPECT_LE(eighth.max_chain, M::threshold);
    for (std::uint64_t k = 0; k < kKeys; ++k) ASSERT_EQ(m.contains(k), k % 8 == 0) << k;
    std::uint64_t prev = 0, seen = 0;
    for (auto& [k, v] : m) {
      ASSERT_EQ(k % 8, 0u);
      if (seen++) {
        ASSERT_LT(lf::mix64(prev), lf::mix64(k));
      }
      prev = k;
    }
    EXPECT_EQ(seen, kKeys / 8);
    for (std::uint64_t k = 0; k < kKeys; ++k) m.insert(k, k + 1);
    for (std::uint64_t k = 0; k < kKeys; ++k) ASSERT_EQ(*m.find(k), k % 8 == 0 ? k : k + 1) << k;
    EXPECT_EQ(m.sweep([](std::uint64_t, std::uint64_t) { return true; }), kKeys);
    EXPECT_GT(m.stats().levels, 1u);
    EXPECT_EQ(m.sweep([](std::uint64_t, std::uint64_t) { return true; }), 0u);
    const auto empty = m.stats();
    EXPECT_EQ(empty.levels, 1u);
    EXPECT_EQ(empty.leaves, 0u);
    EXPECT_EQ(m.size_approx(), 0u);
    std::set<void*> distinct(recycled.begin(), recycled.end());
    EXPECT_EQ(distinct.size(), recycled.size());
    EXPECT_EQ(recycled.size(), blocks.size() - 1);  // all but the root
    m.insert(7, 7);
    EXPECT_EQ(*m.find(7), 7u);
  }
  for (void* p : blocks) ::operator delete(p);
}

TEST(HashTest, StringHashSpreadsHighBits) {
  // the top 8 bits of 20000 short strings should fill all 256 buckets fairly evenly
  std::vector<int> buckets(256);
  for (int i = 0; i < 20000; ++i) ++buckets[lf::hash_string("k" + std::to_string(i)) >> 56];
  for (int c : buckets) {
    EXPECT_GT(c, 30);
    EXPECT_LT(c, 130);
  }
  EXPECT_NE(lf::hash_string("abc"), lf::hash_string("abd"));
  EXPECT_NE(lf::hash_string(std::string_view("a\0", 2)), lf::hash_string("a"));
}

}  // namespace
