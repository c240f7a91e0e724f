// The core pieces: values, tables and indexes, arithmetic overflow, deep
// and cyclic terms, the time order.
#include <gtest/gtest.h>

#include <gmp.h>

#include <algorithm>
#include <random>

#include "engine/runtime.hpp"
#include "engine/terms/store.hpp"
#include "starlog/error.hpp"
#include "starlog/num.hpp"
#include "starlog/order.hpp"
#include "starlog/queue.hpp"
#include "starlog/starlog.hpp"
#include "starlog/table.hpp"
#include "starlog/value.hpp"

namespace kea::starlog {
namespace {

TEST(StarlogCore, TableDeduplicatesAndIndexesAMillionRows) {
  Table t(3);
  Index& ix = t.index({1});
  for (int rep = 0; rep < 2; ++rep)
    for (std::int64_t i = 0; i < 1000000; ++i) {
      Value row[3] = {make_small_int(i), make_small_int(i % 1000), make_small_int(-i)};
      EXPECT_EQ(t.insert(row), rep == 0);
    }
  EXPECT_EQ(t.size(), 1000000u);
  Value key = make_small_int(7);
  int n = 0;
  for (RowId r = ix.find(&key, t.cells()); r != kNoRow; r = ix.next(r)) {
    EXPECT_EQ(small_int_of(t.row(r)[0]) % 1000, 7);
    ++n;
  }
  EXPECT_EQ(n, 1000);
  Value row[3] = {make_small_int(5), make_small_int(5), make_small_int(-5)};
  EXPECT_TRUE(t.contains(row));
  row[2] = make_small_int(5);
  EXPECT_FALSE(t.contains(row));
  // An index made after the rows exist is filled from them.
  Index& late = t.index({0, 2});
  Value k2[2] = {make_small_int(999999), make_small_int(-999999)};
  EXPECT_NE(late.find(k2, t.cells()), kNoRow);
}

TEST(StarlogCore, ValuesAreCanonical) {
  ValuePool pool;
  mpz_t z;
  mpz_init_set_str(z, "123456789012345678901234567890", 10);
  EXPECT_EQ(pool.integer(z), pool.integer(z));
  EXPECT_TRUE(is_bigint(pool.integer(z)));
  mpz_clear(z);
  EXPECT_EQ(pool.real(1.5), pool.real(1.5));
  EXPECT_NE(pool.real(0.0), pool.real(-0.0));
  EXPECT_EQ(pool.string("abc"), pool.string("abc"));
  // Integers that fit 61 bits are inline, larger int64 ones are boxed.
  EXPECT_TRUE(is_small_int(pool.integer(kMaxSmallInt)));
  EXPECT_TRUE(is_bigint(pool.integer(kMaxSmallInt + 1)));
  EXPECT_EQ(pool.integer(kMaxSmallInt + 1), pool.integer(kMaxSmallInt + 1));
}

TEST(StarlogCore, IntegerOverflowPromotesToBigIntegers) {
  ValuePool pool;
  Num a = Num::of_int(INT64_MAX);
  Num r = apply_binary(pool, ArithOp::Add, a, Num::of_int(1));
  EXPECT_EQ(r.kind, Num::Big);
  EXPECT_EQ(format_value(value_of(pool, r)), "9223372036854775808");
  r = apply_binary(pool, ArithOp::Mul, Num::of_int(1LL << 40), Num::of_int(1LL << 40));
  EXPECT_EQ(format_value(value_of(pool, r)), "1208925819614629174706176");
  r = apply_binary(pool, ArithOp::Sub, r, r);
  EXPECT_EQ(r.kind, Num::Int);
  EXPECT_EQ(r.i, 0);
  r = apply_unary(pool, ArithOp::Neg, Num::of_int(INT64_MIN));
  EXPECT_EQ(format_value(value_of(pool, r)), "9223372036854775808");
  EXPECT_EQ(apply_binary(pool, ArithOp::Mod, Num::of_int(-1), Num::of_int(64)).i, 63);
  EXPECT_EQ(apply_binary(pool, ArithOp::Rem, Num::of_int(-1), Num::of_int(64)).i, -1);
  EXPECT_EQ(apply_binary(pool, ArithOp::IntDiv, Num::of_int(-7), Num::of_int(2)).i, -3);
  EXPECT_THROW(apply_binary(pool, ArithOp::IntDiv, Num::of_int(1), Num::of_int(0)), Error);
  r = apply_binary(pool, ArithOp::Pow, Num::of_int(2), Num::of_int(100));
  EXPECT_EQ(format_value(value_of(pool, r)), "1267650600228229401496703205376");
}

TEST(StarlogCore, DeepAndCyclicTerms) {
  Runtime rt;
  Store s;
  ValuePool pool;
  // A list of 1,000,000 elements and a 100,000-deep a+(a+(...)).
  Cell list = make_atom(atoms::nil);
  for (int i = 0; i < 1000000; ++i) list = make_cons(s, make_small_int(i), list);
  Value v = pool.intern(list);
  EXPECT_TRUE(is_list(v));
  EXPECT_EQ(pool.intern(list), v);
  Cell deep = make_atom(rt.intern("a"));
  for (int i = 0; i < 100000; ++i) deep = make_compound(s, functors::plus2, {make_atom(rt.intern("a")), deep});
  Value d = pool.intern(deep);
  EXPECT_TRUE(is_str(d));
  EXPECT_EQ(compare_values(d, d), 0);
  EXPECT_EQ(format_value(v).size(), format_value(v).size());
  // X = f(X): interning reports it, never loops.
  Cell x = s.new_var();
  Cell f = make_compound(s, rt.functor("f", 1), {x});
  s.bind(deref(x), f);
  EXPECT_THROW(pool.intern(f), std::runtime_error);
  // A non-ground term is not a value.
  EXPECT_EQ(pool.intern(make_compound(s, rt.functor("f", 1), {s.new_var()})), 0u);
}

TEST(StarlogCore, DeepTermsInPrograms) {
  // A fact holding a 100,000-deep term and a head computing a long sum.
  std::string deep = "a";
  for (int i = 0; i < 100000; ++i) deep = "f(" + deep;
  deep += std::string(100000, ')');
  std::string sum = "0";
  for (int i = 0; i < 20000; ++i) sum += "+1";
  std::string prog = "type t(term).\ntype n(int).\nt(" + deep + ") <-- true.\nn(" + sum + ") <-- true.\n";
  Runtime rt;
  Session s(rt);
  s.load(prog, "deep.sl");
  s.run();
  EXPECT_EQ(s.count("t"), 1u);
  EXPECT_EQ(s.facts("n"), "n(20000).\n");

  // Sorting terms that differ only 100,000 levels down a first argument.
  auto left = [](const char* leaf) {
    std::string out;
    out.reserve(400000);
    for (int i = 0; i < 100000; ++i) out += "g(";
    out += leaf;
    for (int i = 0; i < 100000; ++i) out += ",x)";
    return out;
  };
  Runtime rt2;
  Session s2(rt2);
  s2.load("type u(term).\nu(" + left("b") + ").\nu(" + left("a") + ").\n", "deep2.sl");
  s2.run();
  std::string f = s2.facts("u");
  EXPECT_EQ(f.size(), 2 * (2 + 100000 * 5 + 1 + 3));
  EXPECT_LT(f.find("(a,x)"), f.find("(b,x)"));
}

TEST(StarlogCore, TimeOrder) {
  Runtime rt;
  ValuePool pool;
  std::unordered_map<Atom, int> ranks{{rt.intern("even"), 0}, {rt.intern("odd"), 1}};
  TimeOrder o(&ranks);
  Value even = make_atom(rt.intern("even")), odd = make_atom(rt.intern("odd")), abc = make_atom(rt.intern("abc"));
  EXPECT_LT(o.compare({make_small_int(1), even}, {make_small_int(1), odd}), 0);
  EXPECT_LT(o.compare({make_small_int(1), odd}, {make_small_int(2), even}), 0);
  EXPECT_LT(o.compare({odd}, {abc}), 0);  // ranked atoms first
  EXPECT_LT(o.compare({make_small_int(5)}, {even}), 0);  // numbers before atoms
  EXPECT_LT(o.compare({}, {make_small_int(0)}), 0);  // a prefix is earlier
  EXPECT_EQ(o.compare({pool.real(1.0)}, {make_small_int(1)}), 0);
}

// The queue against a plain list: timestamps of every kind (compact ones in
// the radix heap; floats, unranked atoms and long lists in the full heap)
// pushed in random order, always later than the last popped time, as the
// evaluator does; each pop must return exactly the entries of the least
// timestamp (1 and 1.0 are one time).
TEST(StarlogCore, TimeQueueMatchesAReferenceOrder) {
  Runtime rt;
  ValuePool pool;
  std::unordered_map<Atom, int> ranks{{rt.intern("even"), 0}, {rt.intern("odd"), 1}};
  std::vector<Atom> by_rank{rt.intern("even"), rt.intern("odd")};
  TimeOrder o(&ranks);
  Value atoms[] = {make_atom(rt.intern("even")), make_atom(rt.intern("odd")), make_atom(rt.intern("abc"))};
  std::mt19937 rng(7);
  auto element = [&](std::int64_t lo) -> Value {
    std::int64_t n = lo + static_cast<std::int64_t>(rng() % 50);
    switch (rng() % 6) {
      case 0: return pool.real(static_cast<double>(n));        // equal to the integer n
      case 1: return pool.real(static_cast<double>(n) + 0.5);
      case 2: return atoms[rng() % 3];
      default: return make_small_int(n);
    }
  };
  for (int round = 0; round < 20; ++round) {
    TimeQueue q(o, by_rank);
    std::vector<std::pair<Timestamp, Value>> ref;
    Timestamp now;  // the last popped time
    std::int64_t next_id = 0, lo = 0;
    auto push = [&](int count) {
      for (int i = 0; i < count; ++i) {
        Timestamp t;
        std::size_t len = rng() % 4;
        for (std::size_t k = 0; k < len; ++k) t.push_back(element(lo));
        if (!now.empty() || next_id > 0) {
          if (o.compare(t, now) <= 0) continue;  // never earlier than the time evaluated
        }
        Value id = make_small_int(next_id++);
        *q.append(t, 1) = id;
        ref.push_back({t, id});
      }
    };
    push(200);
    while (!q.empty()) {
      ASSERT_FALSE(ref.empty());
      auto least = std::min_element(ref.begin(), ref.end(),
                                    [&](auto& a, auto& b) { return o.compare(a.first, b.first) < 0; });
      Timestamp want = least->first;
      std::vector<Value> expect;
      for (auto it = ref.begin(); it != ref.end();)
        if (o.compare(it->first, want) == 0) {
          expect.push_back(it->second);
          it = ref.erase(it);
        } else {
          ++it;
        }
      ASSERT_EQ(o.compare(q.top_time(), want), 0) << format_timestamp(q.top_time()) << " vs " << format_timestamp(want);
      Timestamp got;
      std::vector<Value> entries;
      q.pop(got, entries);
      ASSERT_EQ(o.compare(got, want), 0);
      std::sort(entries.begin(), entries.end());
      std::sort(expect.begin(), expect.end());
      ASSERT_EQ(entries, expect);
      now = got;
      if (!now.empty() && is_small_int(now[0])) lo = small_int_of(now[0]);
      if (next_id < 1500 && rng() % 3 == 0) push(static_cast<int>(rng() % 20));
    }
    EXPECT_TRUE(ref.empty());
  }
}

// A compact timestamp queued after a float one was evaluated, earlier than
// a compact one the queue had already looked at: the radix heap re-files.
TEST(StarlogCore, TimeQueueAcceptsAnEarlierCompactTimeAfterAFloatTime) {
  std::unordered_map<Atom, int> ranks;
  std::vector<Atom> by_rank;
  TimeOrder o(&ranks);
  ValuePool pool;
  TimeQueue q(o, by_rank);
  *q.append({make_small_int(5)}, 1) = make_small_int(50);
  *q.append({pool.real(2.5)}, 1) = make_small_int(25);
  Timestamp t;
  std::vector<Value> e;
  q.pop(t, e);
  EXPECT_EQ(format_timestamp(t), "[2.5]");
  *q.append({make_small_int(3)}, 1) = make_small_int(30);
  q.pop(t, e);
  EXPECT_EQ(format_timestamp(t), "[3]");
  EXPECT_EQ(e, std::vector<Value>{make_small_int(30)});
  q.pop(t, e);
  EXPECT_EQ(format_timestamp(t), "[5]");
  EXPECT_TRUE(q.empty());
}

TEST(StarlogCore, TimeQueueDropsRepeatedEntries) {
  std::unordered_map<Atom, int> ranks;
  std::vector<Atom> by_rank;
  TimeOrder o(&ranks);
  TimeQueue q(o, by_rank);
  for (int i = 0; i < 10000; ++i) {
    Value entry[3] = {0, make_small_int(i % 100), make_small_int(7)};
    EXPECT_EQ(q.append_unique({make_small_int(1)}, entry, 3), i < 100);
  }
  Timestamp t;
  std::vector<Value> e;
  q.pop(t, e);
  EXPECT_EQ(e.size(), 300u);
}

// Entries refused at a timestamp are remembered as refused, not queued; a
// timestamp that only ever got refused entries pops as an empty batch and
// does not keep the queue from being empty.
TEST(StarlogCore, TimeQueueRemembersRefusedEntries) {
  std::unordered_map<Atom, int> ranks;
  std::vector<Atom> by_rank;
  TimeOrder o(&ranks);
  TimeQueue q(o, by_rank);
  for (int i = 0; i < 1000; ++i) {
    Value entry[2] = {0, make_small_int(i % 10)};
    TimeQueue::Spot spot;
    TimeQueue::Found f = q.find_entry({make_small_int(4)}, entry, 2, spot);
    if (i < 10) {
      EXPECT_EQ(f, TimeQueue::Found::No);
      q.add_entry(spot, entry, 2, i % 2 == 0);  // even values appended, odd refused
    } else {
      EXPECT_EQ(f, i % 2 == 0 ? TimeQueue::Found::Appended : TimeQueue::Found::Refused);
    }
  }
  Value only[1] = {make_small_int(1)};
  TimeQueue::Spot spot;
  ASSERT_EQ(q.find_entry({make_small_int(2)}, only, 1, spot), TimeQueue::Found::No);
  q.add_entry(spot, only, 1, false);
  EXPECT_FALSE(q.empty());
  Timestamp t;
  std::vector<Value> e;
  q.pop(t, e);
  EXPECT_EQ(format_timestamp(t), "[2]");
  EXPECT_TRUE(e.empty());
  q.pop(t, e);
  EXPECT_EQ(format_timestamp(t), "[4]");
  EXPECT_EQ(e.size(), 10u);
  EXPECT_TRUE(q.empty());

  // An empty bucket left behind when nothing else is pending.
  Value last[1] = {make_small_int(3)};
  ASSERT_EQ(q.find_entry({make_small_int(9)}, last, 1, spot), TimeQueue::Found::No);
  q.add_entry(spot, last, 1, false);
  EXPECT_TRUE(q.empty());
}

// A table whose partition column has few values is split by it; lookups,
// indexes made before and after the split, and membership agree with an
// unsplit table.
TEST(StarlogCore, PartitionedTableAnswersLikeAPlainOne) {
  Table part(3), plain(3);
  part.set_partition_column(2);
  Index& early = part.index({0, 2});
  for (std::int64_t i = 0; i < 300000; ++i) {
    Value row[3] = {make_small_int(i % 5000), make_small_int(i), make_small_int(i / 100000)};
    EXPECT_TRUE(part.insert(row));
    EXPECT_TRUE(plain.insert(row));
    EXPECT_FALSE(part.insert(row));
  }
  EXPECT_TRUE(part.partitioned());
  EXPECT_EQ(part.size(), plain.size());
  Index& late = part.index({0, 2});
  EXPECT_EQ(&early, &late);
  Index& other = part.index({1});
  Index& ref = plain.index({0, 2});
  for (std::int64_t k = 0; k < 5000; k += 37)
    for (std::int64_t p = 0; p < 4; ++p) {
      Value key[2] = {make_small_int(k), make_small_int(p)};
      std::vector<RowId> a, b;
      for (RowId r = late.find(key, part.cells()); r != kNoRow; r = late.next(r)) a.push_back(r);
      for (RowId r = ref.find(key, plain.cells()); r != kNoRow; r = ref.next(r)) b.push_back(r);
      EXPECT_EQ(a, b);
      EXPECT_EQ(a.size(), p < 3 ? 20u : 0u);
    }
  Value k1[1] = {make_small_int(123456)};
  RowId r = other.find(k1, part.cells());
  ASSERT_NE(r, kNoRow);
  EXPECT_EQ(small_int_of(part.row(r)[2]), 1);
  Value absent[3] = {make_small_int(1), make_small_int(1), make_small_int(9)};
  EXPECT_FALSE(part.contains(absent));
  Value present[3] = {make_small_int(1), make_small_int(1), make_small_int(0)};
  EXPECT_TRUE(part.contains(present));
}

TEST(StarlogCore, ExplainPrintsEveryStage) {
  Runtime rt;
  Session s(rt);
  s.load("type p(int).\nstratify p(N) by [N].\np(0) <-- true.\np(N+1) <-- p(N), N < 10.\n", "x.sl");
  std::string prog = s.program().describe(), plan = s.plan().describe(s.program());
  EXPECT_NE(prog.find("relation p/1(int) time p(A1) by [A1]"), std::string::npos) << prog;
  EXPECT_NE(plan.find("on new p/1"), std::string::npos) << plan;
  EXPECT_NE(plan.find("test N < 10"), std::string::npos) << plan;
  s.run();
  EXPECT_EQ(s.count("p"), 11u);
}

TEST(StarlogCore, TermValuesAndPatterns) {
  Runtime rt;
  Session s(rt);
  s.load(
      "type e(term).\ntype k(atom, int).\ntype s(string).\n"
      "e(f(a, 1)) <-- true.\ne(g([1,2,3])) <-- true.\ne(f(b, 2)) <-- true.\n"
      "k(A, N*10) <-- e(f(A, N)).\n"
      "s(\"hello\") <-- true.\n",
      "t.sl");
  s.run();
  EXPECT_EQ(s.facts("k"), "k(a,10).\nk(b,20).\n");
  // standard order: g/1 before f/2 (arity first)
  EXPECT_EQ(s.facts("e"), "e(g([1,2,3])).\ne(f(a,1)).\ne(f(b,2)).\n");
  EXPECT_EQ(s.facts("s"), "s(\"hello\").\n");
}

TEST(StarlogCore, MaxTimeBoundsAnInfiniteProgram) {
  Runtime rt;
  Session s(rt);
  s.load("type p(int).\nstratify p(N) by [N].\np(0) <-- true.\np(N+1) <-- p(N).\n", "inf.sl");
  RunOptions o;
  o.has_max_time = true;
  o.max_time = make_small_int(100);
  EXPECT_EQ(s.run(o), RunStatus::TimeBound);
  EXPECT_EQ(s.count("p"), 101u);
}

}  // namespace
}  // namespace kea::starlog

namespace kea::starlog {
namespace {

// The planner narrows a range by later comparisons of its variable: the
// same tuples as without (each bound form, a copy of the variable, a bound
// that would divide by zero where a filter before it says no).
TEST(StarlogCore, RangeNarrowingKeepsTheMeaning) {
  Runtime rt;
  Session s(rt);
  s.load("type n(int).\ntype d(int).\ntype a(int,int).\ntype b(int).\ntype c(int).\n"
         "n(50) <-- true.\nd(0) <-- true.\nd(4) <-- true.\n"
         "a(D, I) <-- n(N), d(D), range(0, N, I), D > 0, I >= 7, I < 100 // D, J = I, J =< 20.\n"
         "b(I) <-- n(N), range(-5, N, I), I > 45.\n"
         "c(I) <-- n(N), range(0, N, I), 10 >= I, 3 < I.\n",
         "narrow.sl");
  EXPECT_EQ(s.run(), RunStatus::Completed);
  EXPECT_EQ(s.facts("a"), "a(4,7).\na(4,8).\na(4,9).\na(4,10).\na(4,11).\na(4,12).\na(4,13).\na(4,14).\na(4,15).\n"
                          "a(4,16).\na(4,17).\na(4,18).\na(4,19).\na(4,20).\n");
  EXPECT_EQ(s.facts("b"), "b(46).\nb(47).\nb(48).\nb(49).\n");
  EXPECT_EQ(s.facts("c"), "c(4).\nc(5).\nc(6).\nc(7).\nc(8).\nc(9).\nc(10).\n");
  EXPECT_NE(s.plan().describe(s.program()).find("for I in [0, N), >= 7"), std::string::npos)
      << s.plan().describe(s.program());
}

}  // namespace
}  // namespace kea::starlog
