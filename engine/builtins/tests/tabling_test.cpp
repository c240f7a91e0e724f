// The answer tables of engine/builtins/tabling.cpp through their builtins:
// tables found by variant, answers kept once each and in order, moded
// replacement, status, and each machine's own tables.
#include "engine/tests/query_helper.hpp"

namespace kea {
namespace {

using Tabling = testing::QueryTest;

TEST_F(Tabling, TablesAreFoundByVariant) {
  EXPECT_EQ(q("'$tbl_variant'(p(X, Y, X), A), '$tbl_variant'(p(U, V, U), B), A == B"), "A = 1, B = 1");
  EXPECT_EQ(q("'$tbl_variant'(p(X, Y, Y), A)"), "A = 2");
  EXPECT_EQ(q("'$tbl_variant'(p(a, Y, Y), A)"), "A = 3");
  EXPECT_EQ(q("'$tbl_find'(p(Q, R, Q), A)"), "A = 1");
  EXPECT_EQ(q("'$tbl_find'(p(Q, R, S), A)"), "false");
  EXPECT_EQ(q("'$tbl_status'(2, S)"), "S = fresh");
  EXPECT_EQ(q("'$tbl_set_status'(2, pending(1, 7)), '$tbl_status'(2, S)"), "S = pending(1,7)");
  EXPECT_EQ(q("'$tbl_tables'(_L), _L =@= [1-p(A,B,A),2-p(C,D,D),3-p(a,E,E)]"), "true");
  EXPECT_EQ(q("_X = f(_X), catch('$tbl_variant'(_X, A), error(type_error(T, _), _), true)"), "T = acyclic_term");
  EXPECT_EQ(q("'$tbl_status'(9, S)"), "error: existence_error(table,9)");
}

TEST_F(Tabling, AnswersAreKeptOnceInOrder) {
  EXPECT_EQ(q("'$tbl_variant'(q(_), T), '$tbl_added'(N0), '$tbl_add_answer'(T, q(b)), '$tbl_add_answer'(T, q(f(X, X))),"
              " \\+ '$tbl_add_answer'(T, q(b)), \\+ '$tbl_add_answer'(T, q(f(Y, Y))), '$tbl_add_answer'(T, q(f(_, _))),"
              " '$tbl_added'(N1), N is N1 - N0"),
            "T = 1, N0 = 0, N1 = 3, N = 3");
  EXPECT_EQ(q("'$tbl_answer'(1, N, A)"), "error: instantiation_error");
  EXPECT_EQ(q("findall(A, (between(1, 4, N), '$tbl_answer'(1, N, A)), _L), _L =@= [q(b), q(f(X, X)), q(f(Y, Z))]"),
            "true");
}

TEST_F(Tabling, ModedAnswersAreReplacedInPlace) {
  EXPECT_EQ(q("'$tbl_variant'(sp(_, _), T), '$tbl_push'(T, [a], sp(a, 5)), '$tbl_push'(T, [b], sp(b, 2)),"
              " \\+ '$tbl_push'(T, [a], sp(a, 9)), '$tbl_moded'(T, [a], N), '$tbl_replace'(T, N, sp(a, 3))"),
            "T = 1, N = 1");
  EXPECT_EQ(q("findall(A, (between(1, 3, N), '$tbl_answer'(1, N, A)), L)"), "L = [sp(a,3),sp(b,2)]");
  EXPECT_EQ(q("'$tbl_new'(1, sp(a, 3)), \\+ '$tbl_new'(1, sp(a, 3)), '$tbl_new'(1, sp(a, 4))"), "true");
  // An abolished table keeps its answers for a reader still on it; its
  // number is not given again.
  EXPECT_EQ(q("'$tbl_abolish', '$tbl_tables'(L), '$tbl_variant'(sp(_, _), T), '$tbl_answer'(1, 2, A)"),
            "L = [], T = 2, A = sp(b,2)");
  EXPECT_EQ(q("'$tbl_status'(1, S)"), "S = fresh");
}

TEST_F(Tabling, AnAnswerAddedAfterAReaderFoundTheEndIsLate) {
  // Pass 1 reads table 1 to its end, then adds to it: late is pass 1.
  // Pass 2 adds to table 1 before anyone reads it to the end: not late
  // for pass 2. A replacement is late for the newest pass.
  EXPECT_EQ(q("'$tbl_variant'(s(_), T), '$tbl_new_pass'(P1), \\+ '$tbl_answer'(T, 1, _), '$tbl_add_answer'(T, s(1)),"
              " '$tbl_late'(L1)"),
            "T = 1, P1 = 1, L1 = 1");
  EXPECT_EQ(q("'$tbl_new_pass'(P2), '$tbl_add_answer'(1, s(2)), '$tbl_late'(L2), '$tbl_answer'(1, 2, A)"),
            "P2 = 2, L2 = 1, A = s(2)");
  EXPECT_EQ(q("\\+ '$tbl_answer'(1, 3, _), '$tbl_new_pass'(P3), '$tbl_add_answer'(1, s(3)), '$tbl_late'(L3)"),
            "P3 = 3, L3 = 2");
  EXPECT_EQ(q("'$tbl_variant'(u(_), T), '$tbl_push'(T, [], u(1)), '$tbl_replace'(T, 1, u(0)), '$tbl_late'(L)"),
            "T = 2, L = 3");
}

TEST_F(Tabling, EachMachineHasItsOwnTables) {
  EXPECT_EQ(q("'$tbl_variant'(r, T), '$tbl_add_answer'(T, r)"), "T = 1");
  Machine other{rt};
  Store& s = other.store();
  Cell id = s.new_var();
  Query query(other, make_compound(s, rt.functor("$tbl_tables", 1), {id}));
  ASSERT_TRUE(query.next());
  EXPECT_EQ(term_to_string(rt, id, writeq_options()), "[]");
}

}  // namespace
}  // namespace kea
