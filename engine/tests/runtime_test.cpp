#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <string>
#include <memory>
#include <thread>
#include <unordered_set>
#include <vector>

#include <gc/gc.h>

#include "engine/errors.hpp"
#include "engine/gc.hpp"
#include "engine/messages.hpp"
#include "engine/runtime.hpp"
#include "engine/terms/store.hpp"
#include "engine/tests/on_threads.hpp"
#include "engine/text_hash.hpp"

using namespace kea;
using kea::testing::on_threads;

TEST(Runtime, PredefinedAtomsAreAdopted) {
  Runtime rt;
  EXPECT_EQ(rt.intern("true"), atoms::true_);
  // [] alone is not found by its text: "[]" is the atom '[]', another atom.
  EXPECT_NE(rt.intern("[]"), atoms::nil);
  EXPECT_EQ(rt.intern("[]"), rt.intern("[]"));
  EXPECT_EQ(rt.intern("[]")->view(), atoms::nil->view());
  EXPECT_EQ(rt.find_atom("end_of_file"), atoms::end_of_file);
  EXPECT_EQ(rt.functor(atoms::comma, 2), functors::comma2);
  EXPECT_EQ(rt.functor(",", 2), functors::comma2);
}

TEST(Runtime, InternIsIdentity) {
  Runtime rt;
  Atom a = rt.intern("hello");
  EXPECT_EQ(a, rt.intern(std::string("hel") + "lo"));
  EXPECT_EQ(a->view(), "hello");
  EXPECT_NE(a, rt.intern("hellO"));
  EXPECT_EQ(rt.find_atom("not_yet_interned_xyz"), nullptr);
  Atom empty = rt.intern("");
  EXPECT_EQ(empty, atoms::empty);
  // Text with NUL bytes and non-ASCII UTF-8 is kept exactly.
  std::string weird("a\0b\xc3\xa9", 5);
  Atom w = rt.intern(weird);
  EXPECT_EQ(w->view(), weird);
  EXPECT_EQ(rt.intern(weird), w);
}

TEST(Runtime, FunctorsByNameAndArity) {
  Runtime rt;
  Atom f = rt.intern("f");
  Functor f1 = rt.functor(f, 1), f2 = rt.functor(f, 2);
  EXPECT_NE(f1, f2);
  EXPECT_EQ(f1, rt.functor("f", 1));
  EXPECT_EQ(f2->name, f);
  EXPECT_EQ(f2->arity, 2u);
}

TEST(Runtime, StandardOrderOfAtomsIsCodePointOrder) {
  Runtime rt;
  EXPECT_LT(compare_atoms(rt.intern("a"), rt.intern("b")), 0);
  EXPECT_LT(compare_atoms(rt.intern("Z"), rt.intern("a")), 0);
  EXPECT_LT(compare_atoms(rt.intern("ab"), rt.intern("abc")), 0);
  // U+00E9 (2 bytes) sorts before U+4E2D (3 bytes) and after 'z'
  EXPECT_LT(compare_atoms(rt.intern("z"), rt.intern("\xc3\xa9")), 0);
  EXPECT_LT(compare_atoms(rt.intern("\xc3\xa9"), rt.intern("\xe4\xb8\xad")), 0);
}

TEST(Runtime, ForEachAtomSeesEveryAtom) {
  Runtime rt;
  for (int i = 0; i < 1000; ++i) rt.intern("atomtest_" + std::to_string(i));
  std::vector<bool> seen(1000);
  std::size_t predefined = 0;
  rt.for_each_atom([&](Atom a) {
    std::string_view v = a->view();
    if (v.substr(0, 9) == "atomtest_") seen[std::stoi(std::string(v.substr(9)))] = true;
    if (a->flags & kAtomPredefined) ++predefined;
  });
  for (int i = 0; i < 1000; ++i) EXPECT_TRUE(seen[i]) << i;
  EXPECT_EQ(predefined, std::size(kPredefinedAtoms) - 1);  // all but [] (see Runtime's constructor)
}

// Many threads interning overlapping atoms at once get identical handles.
TEST(Runtime, ConcurrentInterningGivesIdenticalAtoms) {
  Runtime rt;
  constexpr int kThreads = 8, kAtoms = 20000;
  std::vector<std::vector<Atom>> got(kThreads, std::vector<Atom>(kAtoms));
  on_threads(kThreads, [&](int t) {
    // Each thread walks the names in a different order.
    for (int k = 0; k < kAtoms; ++k) {
      int i = (k * 7919 + t * 104729) % kAtoms;
      got[t][i] = rt.intern("shared_atom_" + std::to_string(i));
      rt.functor(got[t][i], static_cast<unsigned>(i % 5));
    }
  });
  for (int i = 0; i < kAtoms; ++i) {
    for (int t = 1; t < kThreads; ++t) ASSERT_EQ(got[t][i], got[0][i]) << i;
    ASSERT_EQ(got[0][i]->view(), "shared_atom_" + std::to_string(i));
    ASSERT_EQ(rt.find_atom("shared_atom_" + std::to_string(i)), got[0][i]);
  }
}

// The hashes of atoms.def, computed at compile time, are the ones interning
// computes at run time (text_hash has a constant-evaluated spelling and a
// run-time one).
TEST(Runtime, EveryPredefinedAtomIsFoundByItsText) {
  Runtime rt;
  for (Atom a : kPredefinedAtoms) {
    ASSERT_EQ(text_hash(a->view()), a->hash) << a->view();
    if (a == atoms::nil) continue;  // not found by its text (see PredefinedAtomsAreAdopted)
    ASSERT_EQ(rt.intern(a->view()), a) << a->view();
  }
}

// Texts of every length class the atom arena handles: empty, short, across
// chunk ends, and large ones that get a block of their own.
std::string arena_text(int i) {
  static const int lengths[] = {1, 7, 8, 9, 15, 16, 17, 63, 200, 1000, 4095, 70000};
  int len = lengths[i % std::size(lengths)];
  std::string t = "t" + std::to_string(i) + "_";
  while (static_cast<int>(t.size()) < len) t += static_cast<char>('a' + (t.size() * 7 + i) % 26);
  return t;
}

// Eight threads intern texts that are new to the table, each in its own
// order, sharing some and keeping others to themselves, while collections
// run. Invariants: one Atom per text whichever thread made it; the entry
// holds the text, its hash and length, and is 8-byte aligned (tag bits);
// distinct texts give distinct atoms; the count is exact once quiet.
TEST(Runtime, ConcurrentInterningOfNewAtoms) {
  Runtime rt;
  constexpr int kThreads = 8, kShared = 3000, kOwn = 1500;
  const std::size_t before = rt.atom_count_approx();
  std::vector<std::string> shared(kShared);
  for (int i = 0; i < kShared; ++i) shared[i] = "shared_" + arena_text(i);
  std::vector<std::vector<Atom>> got(kThreads, std::vector<Atom>(kShared));
  std::vector<std::vector<Atom>> own(kThreads, std::vector<Atom>(kOwn));
  on_threads(kThreads, [&](int t) {
    for (int k = 0; k < kShared; ++k) {
      int i = (k * 7919 + t * 104729) % kShared;
      got[t][i] = rt.intern(shared[i]);
      if (k < kOwn) own[t][k] = rt.intern("own_" + std::to_string(t) + "_" + arena_text(k));
      if (t == 0 && k % 500 == 0) GC_gcollect();
    }
  });
  GC_gcollect();
  std::unordered_set<Atom> distinct;
  for (int i = 0; i < kShared; ++i) {
    Atom a = got[0][i];
    for (int t = 1; t < kThreads; ++t) ASSERT_EQ(got[t][i], a) << i;
    ASSERT_EQ(a->view(), shared[i]);
    ASSERT_EQ(a->text[a->length], '\0');
    ASSERT_EQ(a->hash, text_hash(shared[i]));
    ASSERT_EQ(reinterpret_cast<std::uintptr_t>(a) % 8, 0u);
    ASSERT_EQ(rt.find_atom(shared[i]), a);
    distinct.insert(a);
  }
  for (int t = 0; t < kThreads; ++t) {
    for (int k = 0; k < kOwn; ++k) {
      std::string text = "own_" + std::to_string(t) + "_" + arena_text(k);
      Atom a = own[t][k];
      ASSERT_EQ(a->view(), text);
      ASSERT_EQ(a->hash, text_hash(text));
      ASSERT_EQ(reinterpret_cast<std::uintptr_t>(a) % 8, 0u);
      ASSERT_EQ(rt.intern(text), a);
      distinct.insert(a);
    }
  }
  EXPECT_EQ(distinct.size(), static_cast<std::size_t>(kShared + kThreads * kOwn));
  EXPECT_EQ(rt.atom_count_approx(), before + kShared + kThreads * kOwn);
}

// One thread that works with several Runtimes at once, more of them than
// it keeps arena cursors for, and with Runtimes destroyed and made anew (a
// new one may reuse an old one's address): every atom keeps its text and
// belongs to its own Runtime.
TEST(Runtime, AtomsOfSeveralRuntimesOnOneThread) {
  constexpr int kRuntimes = 6, kRounds = 3, kAtoms = 400;
  for (int round = 0; round < kRounds; ++round) {
    std::vector<std::unique_ptr<Runtime>> rts;
    for (int r = 0; r < kRuntimes; ++r) rts.push_back(std::make_unique<Runtime>());
    std::vector<std::vector<Atom>> got(kRuntimes, std::vector<Atom>(kAtoms));
    for (int i = 0; i < kAtoms; ++i)
      for (int r = 0; r < kRuntimes; ++r)
        got[r][i] = rts[r]->intern("rt" + std::to_string(r) + "_" + arena_text(i));
    for (int r = 0; r < kRuntimes; ++r) {
      for (int i = 0; i < kAtoms; ++i) {
        std::string text = "rt" + std::to_string(r) + "_" + arena_text(i);
        ASSERT_EQ(got[r][i]->view(), text);
        ASSERT_EQ(rts[r]->find_atom(text), got[r][i]);
        ASSERT_EQ(rts[(r + 1) % kRuntimes]->find_atom(text), nullptr);
      }
    }
  }
}

// A destroyed Runtime frees what it made: its predicates and, through
// them, their clauses (some MB; they were kept for good before), its
// meta_predicate specs and its hand-made code. The first few Runtimes of a
// process also leave what the collector and the libraries make once (some
// 100 KB here), so the growth is measured after them.
TEST(Runtime, DestroyedRuntimesLeaveNoPredicates) {
  auto live = [] {
    GC_gcollect();
    return GC_get_heap_size() - GC_get_free_bytes();
  };
  for (int i = 0; i < 8; ++i) {
    Runtime warm;
  }
  const std::size_t before = live();
  for (int i = 0; i < 16; ++i) {
    Runtime rt;
  }
  const std::size_t after = live();
  // 4 KB a Runtime: stale words a conservative collector sees may keep a
  // little.
  EXPECT_LE(after, before + 16 * 4096) << "grew by " << (after - before);
}

// text_hash's word loads read the same words as its definition, byte by
// byte, for every tail length and any bytes.
TEST(TextHash, WordLoadsMatchTheByteDefinition) {
  auto by_bytes = [](std::string_view s) {
    std::uint64_t h = 0x9e3779b97f4a7c15ULL ^ (s.size() * 0xff51afd7ed558ccdULL);
    std::size_t i = 0;
    for (; i + 8 <= s.size(); i += 8) {
      std::uint64_t w = 0;
      for (int b = 7; b >= 0; --b) w = (w << 8) | static_cast<unsigned char>(s[i + b]);
      h = hash_mix(h ^ w);
    }
    std::uint64_t w = 0;
    for (std::size_t b = s.size(); b > i; --b) w = (w << 8) | static_cast<unsigned char>(s[b - 1]);
    return hash_mix(h ^ w ^ 0x2545f4914f6cdd1dULL);
  };
  std::uint64_t x = 88172645463325252ULL;
  for (int len = 0; len <= 40; ++len) {
    for (int rep = 0; rep < 50; ++rep) {
      std::string s(static_cast<std::size_t>(len), '\0');
      for (char& c : s) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        c = static_cast<char>(x);
      }
      ASSERT_EQ(text_hash(s), by_bytes(s)) << "length " << len;
    }
  }
  static_assert(text_hash("atom") != text_hash("atoms"));
}

TEST(Runtime, LibrariesNameTheirOwnErrorFormals) {
  Runtime rt;
  Store s;
  Functor mine = rt.functor("my_library_error", 1);
  Cell formal = make_compound(s, mine, {make_atom(rt.intern("bad thing"))});
  Cell err = error_term(s, formal);
  EXPECT_EQ(error_message(rt, err), "Unknown error term: my_library_error('bad thing')");
  rt.add_message_text(mine, [](const Runtime& r, Cell f) {
    return "my library: " + std::string(atom_of(deref(arg(f, 0)))->view());
  });
  EXPECT_EQ(error_message(rt, err), "my library: bad thing");
  // Another arity of the same name is another formal.
  Cell other = error_term(s, make_compound(s, rt.functor("my_library_error", 2), {make_small_int(1), make_small_int(2)}));
  EXPECT_EQ(error_message(rt, other), "Unknown error term: my_library_error(1,2)");
}

TEST(Store, HeapExhaustionIsAResourceError) {
  Store s(1 << 20);  // 1 MiB heap
  bool raised = false;
  try {
    for (;;) s.alloc(1000);
  } catch (const PrologError& e) {
    Cell t = deref(e.term());
    ASSERT_TRUE(is_str(t));
    EXPECT_EQ(functor_of(t), functors::error2);
    Cell formal = deref(arg(t, 0));
    ASSERT_TRUE(is_str(formal));
    EXPECT_EQ(functor_of(formal), functors::resource_error1);
    raised = true;
  }
  EXPECT_TRUE(raised);
}

TEST(Store, BindAndUndo) {
  Store s;
  Cell v = s.new_var();
  auto m = s.mark();
  s.bind(deref(v), make_small_int(42));
  EXPECT_EQ(deref(v), make_small_int(42));
  s.undo_bindings(m.trail);
  EXPECT_TRUE(is_var(deref(v)));
}

TEST(Store, BigIntegersAreNormalised) {
  Store s;
  mpz_t z;
  mpz_init_set_si(z, 12345);
  EXPECT_EQ(make_integer(s, z), make_small_int(12345));
  mpz_ui_pow_ui(z, 2, 100);
  Cell big = make_integer(s, z);
  ASSERT_TRUE(is_bigint(big));
  mpz_t view;
  bigint_view(big, view);
  EXPECT_EQ(mpz_cmp(view, z), 0);
  mpz_neg(z, z);
  Cell neg = make_integer(s, z);
  EXPECT_EQ(bigint_sign(neg), -1);
  mpz_clear(z);
  EXPECT_TRUE(is_small_int(make_integer(s, kMaxSmallInt)));
  EXPECT_TRUE(is_bigint(make_integer(s, kMaxSmallInt + 1)));
  EXPECT_TRUE(is_bigint(make_integer(s, std::int64_t{INT64_MIN})));
}

TEST(Store, StringsAndFloats) {
  Store s;
  Cell str = make_string(s, "h\xc3\xa9llo");
  ASSERT_TRUE(is_string(str));
  EXPECT_EQ(string_of(str), "h\xc3\xa9llo");
  Cell e = make_string(s, "");
  EXPECT_EQ(string_of(e), "");
  Cell f = make_float(s, -0.0);
  ASSERT_TRUE(is_float(f));
  EXPECT_TRUE(std::signbit(float_of(f)));
}
