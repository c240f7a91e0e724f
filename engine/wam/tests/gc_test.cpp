// The heap's collector (engine/wam/gc.hpp), driven through Queries that
// allow it: dropped terms are reclaimed and the heap stays bounded, the
// caller's cells (made before the query) keep their bindings, bindings
// that backtracking undoes stay undone, the choicepoints' heap tops and
// trail sizes stay consistent, a nested (non-collectable) query never
// collects, and attributed variables stay whole.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/wam/consult.hpp"
#include "engine/wam/machine.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/syntax/writer.hpp"

namespace kea {
namespace {

constexpr const char* kProgram = R"(
churn(0) :- !.
churn(N) :- T = f(N, [a, b], g(N), "s", 1.5), arg(1, T, _), N1 is N - 1, churn(N1).
build(0, L, L) :- !.
build(N, A, L) :- N1 is N - 1, B is 10 ** 30 + N, build(N1, [p(N, B, _)|A], L).
)";

class GcTest : public ::testing::Test {
 protected:
  Runtime rt;
  Machine m{rt};
  void SetUp() override { load_source_text(m, kProgram, "gc_test"); }

  // A step count, smaller under KEA_GC_STRESS (a collection per call).
  std::string steps(long n) { return std::to_string(m.heap_gc().stress ? n / 50 : n); }

  // Every answer of goal as "X = ..." text (the variables named in it but
  // those starting with _), run as a collectable query.
  std::vector<std::string> answers(const std::string& text, Query::Collect c = Query::Collect::yes) {
    Store& s = m.store();
    Store::Mark mark = s.mark();
    std::vector<std::pair<std::string, Cell>> names;
    Cell goal = parse_term(rt, s, text, &names);
    std::vector<std::string> out;
    {
      Query q(m, goal, c);
      while (q.next()) {
        std::string a;
        for (const auto& [name, var] : names) {
          if (name[0] == '_') continue;
          if (!a.empty()) a += ", ";
          a += name + " = " + term_to_string(rt, var, writeq_options());
        }
        out.push_back(a);
      }
    }
    s.undo(mark);
    return out;
  }
};

TEST_F(GcTest, ReclaimsDroppedTermsAndStaysBounded) {
  std::uint64_t before = m.heap_gc().count;
  auto a = answers("churn(" + steps(1000000) + "), statistics(globalused, G), G < 32000000");
  ASSERT_EQ(a.size(), 1u);
  EXPECT_GT(m.heap_gc().count, before);
  EXPECT_GT(m.heap_gc().freed_bytes, 0u);
}

TEST_F(GcTest, KeepsLiveTermsAndTheCallersBindings) {
  auto a = answers("build(3000, [], L), churn(" + steps(300000) + "), garbage_collect, length(L, N), "
                   "L = [p(1, B, V)|_], last(L, p(3000, B2, _)), C is B2 - B");
  ASSERT_EQ(a.size(), 1u);
  EXPECT_NE(a[0].find("N = 3000"), std::string::npos) << a[0];
  EXPECT_NE(a[0].find("B = 1000000000000000000000000000001"), std::string::npos) << a[0];
  EXPECT_NE(a[0].find("C = 2999"), std::string::npos) << a[0];
  EXPECT_NE(a[0].find("V = _"), std::string::npos) << a[0];
}

TEST_F(GcTest, BacktrackingAfterACollectionUndoesBindings) {
  auto a = answers("X = f(Y, Z), member(Y-Z, [1-a, 2-b, 3-c]), churn(" + steps(100000) + "), garbage_collect");
  ASSERT_EQ(a.size(), 3u);
  EXPECT_EQ(a[0], "X = f(1,a), Y = 1, Z = a");
  EXPECT_EQ(a[1], "X = f(2,b), Y = 2, Z = b");
  EXPECT_EQ(a[2], "X = f(3,c), Y = 3, Z = c");
  // The trail entries of the bindings undone are still there: a failure
  // after the collection resets the variables.
  auto b = answers("_X = g(_Y), ( _Y = 1, churn(" + steps(100000) + "), garbage_collect, fail ; var(_Y), _Z = _X ), "
                   "_Z == g(_Y), _Y = 2, Z = _Z");
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(b[0], "Z = g(2)");
}

TEST_F(GcTest, NestedQueriesDoNotCollect) {
  std::uint64_t before = m.heap_gc().count;
  auto a = answers("churn(1000), garbage_collect", Query::Collect::no);
  ASSERT_EQ(a.size(), 1u);
  EXPECT_EQ(m.heap_gc().count, before);
  // findall/3's goal runs in the same query (no nesting): it may collect.
  auto b = answers("findall(_N, (between(1, 3, _N), churn(1000), garbage_collect), L)");
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(b[0], "L = [1,2,3]");
}

// An attributed variable is a three-cell object (term.hpp) reached through
// its middle cell: a collection must keep it whole and together, with its
// attributes, whether it is still unbound, bound (the trail holds it), or
// unbound again by backtracking; and a binding after the collection still
// wakes its hooks.
TEST_F(GcTest, KeepsAttributedVariablesWhole) {
  auto a = answers("put_attr(V, m, f(W)), put_attr(W, m, w), freeze(F, true), churn(" + steps(100000) +
                   "), garbage_collect, get_attr(V, m, f(W2)), W2 == W, get_attr(W, m, A), attvar(F), "
                   "( F = 1, churn(" + steps(50000) + "), garbage_collect, fail ; true ), "
                   "frozen(F, G), copy_term(V, _, Gs), length(Gs, N)");
  ASSERT_EQ(a.size(), 1u);
  EXPECT_NE(a[0].find("A = w"), std::string::npos) << a[0];
  EXPECT_NE(a[0].find("G = freeze("), std::string::npos) << a[0];
  EXPECT_NE(a[0].find("N = 2"), std::string::npos) << a[0];
  auto b = answers("freeze(X, Y = woke), churn(" + steps(100000) + "), garbage_collect, X = 1, R = Y");
  ASSERT_EQ(b.size(), 1u);
  EXPECT_NE(b[0].find("R = woke"), std::string::npos) << b[0];
}

}  // namespace
}  // namespace kea
