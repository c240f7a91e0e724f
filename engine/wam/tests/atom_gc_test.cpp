// The atom collector (engine/wam/atom_gc.hpp): atoms nothing refers to
// leave the table and their text can be made again as a new atom; atoms
// held by a handle, by cells the caller made before the query, by a clause
// or by a global variable stay, text intact; nothing is collected inside a
// nested query, while another machine in use cannot stop, or while an
// extension may hide atoms; with Prolog threads running, collections stop
// them and no atom any of them holds (on its heap, in a clause, while it
// waits for a message or a join) goes.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <thread>

#include "engine/syntax/reader.hpp"
#include "engine/wam/atom_gc.hpp"
#include "engine/wam/consult.hpp"
#include "engine/wam/machine.hpp"

namespace kea {
namespace {

constexpr const char* kProgram = R"(
:- dynamic(kept/1).
make(0) :- !.
make(N) :- atom_concat(agc_test_dropped_, N, A), atom_length(A, _), N1 is N - 1, make(N1).
% As make/1, atoms of the same lengths and other texts.
make_again(0) :- !.
make_again(N) :- atom_concat(agc_test_remade_, N, A), atom_length(A, _), N1 is N - 1, make_again(N1).
% Threads that make one such atom each and end.
short_threads(N) :-
    forall(between(1, N, I),
           ( J is 200000 + I,
             thread_create(make_one(J), T, []), thread_join(T, true) )).
make_one(J) :- atom_concat(agc_test_remade_, J, A), atom_length(A, _).

% Threads: each makes N atoms t<T>_<I>, keeps every 500th on its heap and in
% a clause, and collects now and then itself. An atom it keeps must still
% be the one its text names afterwards: a collected atom would be another
% when made again.
:- dynamic(kept/3).
worker(T, N) :- worker(T, N, []).
worker(T, 0, Keep) :- !, forall(member(I-A, Keep), (name_of(T, I, B), A == B)).
worker(T, I, Keep0) :-
    name_of(T, I, A),
    (   I mod 500 =:= 0
    ->  Keep = [I-A|Keep0], assertz(kept(T, I, A))
    ;   Keep = Keep0
    ),
    (   I mod 20000 =:= 0 -> garbage_collect_atoms ; true ),
    I1 is I - 1,
    worker(T, I1, Keep).
name_of(T, I, A) :- format(atom(A), 't~w_~w', [T, I]).
same_kept :- forall(kept(T, I, A), (name_of(T, I, B), A == B)).
% Atoms a thread makes and leaves only in GC objects (a clause, a record,
% a flag, a message) and in no root: young collections scan no GC object,
% so these stay because they are held. make(300) fills the thread's batch,
% so that they are listed as young.
:- dynamic(held_fact/1).
store_held :-
    atom_concat(agc_test_held_, clause, A1), assertz(held_fact(A1)),
    atom_concat(agc_test_held_, record, A2), recordz(agc_test_held_key, A2),
    atom_concat(agc_test_held_, flag, A3), create_prolog_flag(agc_test_held_flag, A3, []),
    atom_concat(agc_test_held_, message, A4), thread_send_message(main, held(A4)),
    make(300).
same_held :-
    held_fact(A1), atom_concat(agc_test_held_, clause, B1), A1 == B1,
    recorded(agc_test_held_key, A2), atom_concat(agc_test_held_, record, B2), A2 == B2,
    current_prolog_flag(agc_test_held_flag, A3), atom_concat(agc_test_held_, flag, B3), A3 == B3,
    thread_get_message(held(A4)), atom_concat(agc_test_held_, message, B4), A4 == B4.
% A database large enough that two threads scan the GC heap, each atom in
% it held by one clause only.
:- dynamic(big/2).
big(N) :- forall(between(1, N, I), (atom_concat(agc_test_big_, I, A), assertz(big(I, A)))).
same_big :- forall(big(I, A), (atom_concat(agc_test_big_, I, B), A == B)).
% A thread that waits for a message while holding an atom on its heap.
waiter :- atom_concat(agc_test_, waiting, A), thread_get_message(go), atom_concat(agc_test_, waiting, B),
          (A == B -> thread_send_message(main, waiter(ok)) ; thread_send_message(main, waiter(lost))).
threads(Threads, N) :-
    atom_concat(agc_test_, main_held, Held),
    thread_create(waiter, W, []),
    findall(Id, (between(1, Threads, T), thread_create(worker(T, N), Id, [])), Ids),
    forall(member(Id, Ids), thread_join(Id, true)),
    make(30000), garbage_collect_atoms,
    thread_send_message(W, go), thread_get_message(waiter(R)), thread_join(W, true),
    R == ok,
    same_kept,
    atom_concat(agc_test_, main_held, Held2), Held == Held2.
)";

class AtomGcTest : public ::testing::Test {
 protected:
  Runtime rt;
  Machine m{rt};
  void SetUp() override { load_source_text(m, kProgram, "atom_gc_test"); }

  // Runs goal once; its cells go afterwards (so they keep no atom).
  bool run(const std::string& text, Query::Collect c = Query::Collect::yes) {
    Store& s = m.store();
    Store::Mark mark = s.mark();
    Cell goal = parse_term(rt, s, text, nullptr);
    bool ok;
    {
      Query q(m, goal, c);
      ok = q.next();
    }
    s.undo(mark);
    return ok;
  }
  std::uint64_t collections() { return rt.atom_gc().count.load(); }
  // Whether an atom of that text is in the table, looked up on a thread of
  // its own: a pointer left on this thread's stack would keep the atom (the
  // collector scans the stack conservatively).
  bool present(const char* text) {
    bool found = false;
    std::thread([&] { found = rt.find_atom(text) != nullptr; }).join();
    return found;
  }
  // How many of the atoms <prefix>1 ... <prefix>n are in the table (as
  // present).
  int count_present(const std::string& prefix, int n) {
    int found = 0;
    std::thread([&] {
      for (int i = 1; i <= n; ++i) found += rt.find_atom(prefix + std::to_string(i)) != nullptr;
    }).join();
    return found;
  }
};

TEST_F(AtomGcTest, DroppedAtomsLeaveTheTable) {
  // KEA_AGC_STRESS collects while make/1 runs too: the counts differ then.
  const bool stress = m.agc_stress_ > 0;
  ASSERT_TRUE(run("make(20000)"));
  if (!stress) {
    ASSERT_NE(rt.find_atom("agc_test_dropped_777"), nullptr);
  }
  const std::uint64_t before = collections();
  const std::size_t atoms = rt.atom_count_approx();
  ASSERT_TRUE(run("garbage_collect_atoms"));
  EXPECT_EQ(collections(), before + 1);
  // Scanning is conservative: a stale word (the pointer looked up above,
  // left in a stack slot) may keep an atom or two.
  EXPECT_EQ(rt.find_atom("agc_test_dropped_12345"), nullptr);
  EXPECT_GE(rt.atom_gc().gained.load(), 19990u);
  if (!stress) {
    EXPECT_LE(rt.atom_count_approx() + 19990, atoms);
  }
  // The table stays whole: the text makes a new atom, found again.
  Atom again = rt.intern("agc_test_dropped_12345");
  EXPECT_EQ(rt.find_atom("agc_test_dropped_12345"), again);
  EXPECT_EQ(again->view(), "agc_test_dropped_12345");
  std::size_t walked = 0;
  rt.for_each_atom([&](Atom) { ++walked; });
  EXPECT_EQ(walked, rt.atom_count_approx());
}

TEST_F(AtomGcTest, HeldAtomsStay) {
  Store& s = m.store();
  // A handle, as libkea's Terms hold atoms.
  m.handles().push_back(make_atom(rt.intern("agc_test_handle")));
  // A cell the caller made on the heap before the query.
  Cell before_query = parse_term(rt, s, "f(agc_test_heap_cell)", nullptr);
  ASSERT_TRUE(run("atom_concat(agc_test_, clause, A), assertz(kept(A))"));
  ASSERT_TRUE(run("atom_concat(agc_test_, global, A), nb_setval(agc_test_key, A)"));
  ASSERT_TRUE(run("make(5000), garbage_collect_atoms"));
  EXPECT_NE(rt.find_atom("agc_test_handle"), nullptr);
  EXPECT_NE(rt.find_atom("agc_test_heap_cell"), nullptr);
  EXPECT_NE(rt.find_atom("agc_test_clause"), nullptr);
  EXPECT_NE(rt.find_atom("agc_test_global"), nullptr);
  EXPECT_NE(rt.find_atom("agc_test_key"), nullptr);
  // One of the first made: the last few may stay in a stale register.
  EXPECT_EQ(rt.find_atom("agc_test_dropped_4000"), nullptr);
  EXPECT_EQ(atom_of(m.handles().back()), rt.find_atom("agc_test_handle"));
  EXPECT_EQ(atom_of(arg(before_query, 0)), rt.find_atom("agc_test_heap_cell"));
  EXPECT_TRUE(run("kept(agc_test_clause), nb_getval(agc_test_key, agc_test_global)"));
  m.handles().pop_back();
}

TEST_F(AtomGcTest, NestedQueryDoesNotCollect) {
  ASSERT_TRUE(run("make(1000)"));
  const std::uint64_t before = collections();
  ASSERT_TRUE(run("garbage_collect_atoms", Query::Collect::no));
  EXPECT_EQ(collections(), before);
  EXPECT_FALSE(collect_atoms(m));  // no query at all: not at a safe point
}

TEST_F(AtomGcTest, AnotherMachineInUseStopsIt) {
  const std::uint64_t before = collections();
  {
    Machine other{rt};
    ASSERT_TRUE(run("make(1000), garbage_collect_atoms"));
    EXPECT_EQ(collections(), before);
    EXPECT_NE(rt.find_atom("agc_test_dropped_900"), nullptr);
  }
  const std::uint64_t gained = rt.atom_gc().gained.load();
  ASSERT_TRUE(run("garbage_collect_atoms"));
  EXPECT_EQ(collections(), before + 1);
  EXPECT_GE(rt.atom_gc().gained.load(), gained + 900);
}

TEST_F(AtomGcTest, ThreadsRunningAreStoppedAndKeepTheirAtoms) {
  const std::uint64_t before = collections();
  const std::uint64_t gained = rt.atom_gc().gained.load();
  ASSERT_TRUE(run("threads(4, 60000)"));
  // Each worker asked three times, the trigger more; a few may find the
  // world unstoppable (a worker between two calls inside a builtin for
  // longer than the wait), so not every request makes one.
  EXPECT_GE(collections(), before + 3);
  EXPECT_GE(rt.atom_gc().gained.load(), gained + 100000);
  EXPECT_EQ(rt.atom_gc().refused.load(), 0u);
}

TEST_F(AtomGcTest, AnExtensionThatMayHideAtomsStopsIt) {
  struct Opaque : Runtime::Extension {};
  rt.add_extension("atom_gc_test.opaque", std::make_unique<Opaque>());
  const std::uint64_t before = collections();
  ASSERT_TRUE(run("make(1000), garbage_collect_atoms"));
  EXPECT_EQ(collections(), before);
  EXPECT_NE(rt.find_atom("agc_test_dropped_5"), nullptr);
}

TEST_F(AtomGcTest, TheTriggerCollectsWithoutBeingAsked) {
  if (m.agc_stress_ > 0) GTEST_SKIP() << "KEA_AGC_STRESS asks for collections of its own";
  const std::uint64_t before = collections();
  ASSERT_TRUE(run("make(" + std::to_string(2 * Runtime::AtomGc::kMinStep + 5000) + ")"));
  EXPECT_GT(collections(), before);
  ASSERT_TRUE(run("set_prolog_flag(agc_margin, 0)"));
  const std::uint64_t after = collections();
  ASSERT_TRUE(run("make(" + std::to_string(2 * Runtime::AtomGc::kMinStep) + ")"));
  EXPECT_EQ(collections(), after);
}

// Collections the trigger starts sweep the atoms made since the last sweep
// only: an atom that stayed through one (held by a global variable) and is dropped
// afterwards stays until a sweep of the whole table (garbage_collect_atoms
// asks for one), while the new atoms dropped meanwhile go at once.
TEST_F(AtomGcTest, YoungSweepsLeaveOldAtomsToAWholeSweep) {
  if (m.agc_stress_ > 0) GTEST_SKIP() << "KEA_AGC_STRESS asks for collections of its own";
  Runtime::AtomGc& agc = rt.atom_gc();
  // 1000 old atoms: a young sweep frees none of them, a whole one all but
  // the few a stale word may keep. (The scan is conservative, and in this
  // process the GC objects of the fixtures before, which a destroyed
  // Runtime leaves behind, are scanned too: their stale words have kept
  // up to 18 of the 1000, where a test alone kept none.)
  constexpr int kOld = 1000;
  ASSERT_TRUE(run("findall(A, (between(1, 1000, I), atom_concat(agc_test_old_, I, A)), As), "
                  "nb_setval(agc_test_young_key, As)"));
  ASSERT_TRUE(run("garbage_collect_atoms"));  // whole: they are old now
  ASSERT_EQ(count_present("agc_test_old_", kOld), kOld);
  ASSERT_TRUE(run("nb_setval(agc_test_young_key, 0)"));
  const std::uint64_t whole = agc.whole_sweeps.load(), before = collections();
  ASSERT_TRUE(run("make(" + std::to_string(2 * Runtime::AtomGc::kMinStep + 5000) + ")"));
  ASSERT_GT(collections(), before);
  ASSERT_EQ(agc.whole_sweeps.load(), whole) << "young sweeps only, fewer than kYoungSweepsPerWhole";
  EXPECT_EQ(count_present("agc_test_old_", kOld), kOld);
  EXPECT_FALSE(present("agc_test_dropped_12345"));  // made and dropped before the last young sweep
  ASSERT_TRUE(run("garbage_collect_atoms"));
  EXPECT_EQ(agc.whole_sweeps.load(), whole + 1);
  EXPECT_LE(count_present("agc_test_old_", kOld), kOld / 20);
  // The table stays whole after young sweeps.
  std::size_t walked = 0;
  rt.for_each_atom([&](Atom) { ++walked; });
  EXPECT_EQ(walked, rt.atom_count_approx());
  Atom again = rt.intern("agc_test_old_1");
  EXPECT_EQ(rt.find_atom("agc_test_old_1"), again);
}

// Young collections scan no GC object: the atoms a clause, a record, a
// flag or a message names are held when those are made, and stay.
TEST_F(AtomGcTest, YoungCollectionsKeepHeldAtoms) {
  if (m.agc_stress_ > 0) GTEST_SKIP() << "KEA_AGC_STRESS asks for collections of its own";
  Runtime::AtomGc& agc = rt.atom_gc();
  ASSERT_TRUE(run("garbage_collect_atoms"));
  const std::uint64_t whole = agc.whole_sweeps.load(), before = collections();
  // Made on another thread, whose machine is idle afterwards: no root of
  // this one names them.
  ASSERT_TRUE(run("thread_create(store_held, T, []), thread_join(T, true)"));
  ASSERT_TRUE(run("make(" + std::to_string(2 * Runtime::AtomGc::kMinStep + 5000) + ")"));
  ASSERT_GT(collections(), before);
  ASSERT_EQ(agc.whole_sweeps.load(), whole) << "young collections only";
  EXPECT_FALSE(present("agc_test_dropped_12345"));
  EXPECT_TRUE(run("same_held"));
}

// What a collection frees, any thread reuses: atoms one thread made and a
// collection freed make room for as many atoms of the same sizes made by
// another thread, so the memory atoms lie in does not grow. Threads that
// take some of the freed blocks and end give the rest back.
TEST_F(AtomGcTest, AnotherThreadReusesFreedAtoms) {
  auto atom_bytes = [&] {
    std::size_t n = 0;
    for (auto [begin, end] : rt.atom_memory()) n += end - begin;
    return n;
  };
  ASSERT_TRUE(run("thread_create(make(100000), T, []), thread_join(T, true), garbage_collect_atoms"));
  const std::size_t before = atom_bytes();
  ASSERT_TRUE(run("short_threads(400)"));
  ASSERT_TRUE(run("thread_create(make_again(100000), T, []), thread_join(T, true)"));
  // 100,000 entries and their table leaves are about 8 MB, and what each
  // of the 400 short threads would keep of its batches 20 KB; a chunk or
  // so of slack.
  EXPECT_LE(atom_bytes(), before + (std::size_t{2} << 20));
  EXPECT_FALSE(present("agc_test_dropped_1000"));
  EXPECT_TRUE(run("atom_concat(agc_test_remade_, 1000, A), atom_length(A, 20)"));
}

// The GC heap of a large database is scanned by two threads, on halves
// of its objects: the atoms the clauses of either half hold stay. (Last:
// a test after it that counts on a small GC heap could find some of this
// database still reachable, through a stale word a conservative scan sees.)
TEST_F(AtomGcTest, AtomsOfALargeDatabaseStay) {
  ASSERT_TRUE(run("big(100000), make(5000), garbage_collect_atoms"));
  EXPECT_GE(rt.atom_gc().heap_words * sizeof(Cell), Runtime::AtomGc::kParallelScanBytes);
  EXPECT_FALSE(present("agc_test_dropped_1000"));
  EXPECT_TRUE(present("agc_test_big_1"));
  EXPECT_TRUE(present("agc_test_big_100000"));
  EXPECT_TRUE(run("same_big"));
}

}  // namespace
}  // namespace kea
