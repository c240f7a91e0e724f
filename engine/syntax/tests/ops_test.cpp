// OpTable tests: define/lookup/remove, the default table (checked against
// SWI-Prolog 9's current_op/3 listing), and concurrent define + lookup.
#include <gtest/gtest.h>

#include <atomic>
#include <set>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include "engine/gc.hpp"
#include "engine/syntax/ops.hpp"
#include "engine/runtime.hpp"

using namespace kea;

namespace {

const char* type_name(OpType t) {
  switch (t) {
    case OpType::XFX: return "xfx";
    case OpType::XFY: return "xfy";
    case OpType::YFX: return "yfx";
    case OpType::FY: return "fy";
    case OpType::FX: return "fx";
    case OpType::XF: return "xf";
    case OpType::YF: return "yf";
    case OpType::None: break;
  }
  return "none";
}

struct SwiOp {
  unsigned priority;
  const char* type;
  const char* name;
};
// swipl -g "forall(current_op(P,T,N), format('~w ~w ~w~n',[P,T,N]))" -t halt | sort -u
const SwiOp kSwiOps[] = {
    {1, "fx", "$"},
    {100, "yfx", "."},
    {1000, "xfy", ","},
    {1050, "xfy", "*->"},
    {1050, "xfy", "->"},
    {1100, "xfy", ";"},
    {1105, "xfy", "|"},
    {1150, "fx", "discontiguous"},
    {1150, "fx", "dynamic"},
    {1150, "fx", "initialization"},
    {1150, "fx", "meta_predicate"},
    {1150, "fx", "module_transparent"},
    {1150, "fx", "multifile"},
    {1150, "fx", "public"},
    {1150, "fx", "table"},
    {1150, "fx", "thread_initialization"},
    {1150, "fx", "thread_local"},
    {1150, "fx", "volatile"},
    {1200, "fx", ":-"},
    {1200, "fx", "?-"},
    {1200, "xfx", "-->"},
    {1200, "xfx", ":-"},
    {1200, "xfx", "=>"},
    {200, "fy", "+"},
    {200, "fy", "-"},
    {200, "fy", "\\"},
    {200, "xfx", "**"},
    {200, "xfy", "^"},
    {400, "yfx", "*"},
    {400, "yfx", "/"},
    {400, "yfx", "//"},
    {400, "yfx", "<<"},
    {400, "yfx", ">>"},
    {400, "yfx", "div"},
    {400, "yfx", "mod"},
    {400, "yfx", "rdiv"},
    {400, "yfx", "rem"},
    {400, "yfx", "xor"},
    {500, "yfx", "+"},
    {500, "yfx", "-"},
    {500, "yfx", "/\\"},
    {500, "yfx", "\\/"},
    {600, "xfy", ":"},
    {700, "xfx", ":<"},
    {700, "xfx", "<"},
    {700, "xfx", "="},
    {700, "xfx", "=.."},
    {700, "xfx", "=:="},
    {700, "xfx", "=<"},
    {700, "xfx", "=="},
    {700, "xfx", "=@="},
    {700, "xfx", "=\\="},
    {700, "xfx", ">"},
    {700, "xfx", ">:<"},
    {700, "xfx", ">="},
    {700, "xfx", "@<"},
    {700, "xfx", "@=<"},
    {700, "xfx", "@>"},
    {700, "xfx", "@>="},
    {700, "xfx", "\\="},
    {700, "xfx", "\\=="},
    {700, "xfx", "\\=@="},
    {700, "xfx", "as"},
    {700, "xfx", "is"},
    {800, "xfx", ":="},
    {900, "fy", "\\+"},
};

}  // namespace

TEST(OpTable, DefaultsAreSwiPrologs) {
  Runtime rt;
  std::set<std::tuple<unsigned, std::string, std::string>> ours, swi;
  rt.ops().for_each([&](Atom a, OpDef d) { ours.emplace(d.priority, type_name(d.type), std::string(a->view())); });
  for (const SwiOp& o : kSwiOps) swi.emplace(o.priority, o.type, o.name);
  EXPECT_EQ(ours, swi);
}

TEST(OpTable, LookupDefineRemove) {
  Runtime rt;
  OpTable& ops = rt.ops();
  OpInfo minus = ops.lookup(atoms::minus);
  EXPECT_EQ(minus.prefix.priority, 200u);
  EXPECT_EQ(minus.prefix.type, OpType::FY);
  EXPECT_EQ(minus.infix.priority, 500u);
  EXPECT_EQ(minus.infix.type, OpType::YFX);
  EXPECT_EQ(minus.postfix.priority, 0u);
  EXPECT_EQ(ops.lookup(rt.intern("no_such_op")).infix.priority, 0u);

  Atom foo = rt.intern("foo");
  ops.define(700, OpType::XFX, foo);
  EXPECT_EQ(ops.lookup(foo).infix.priority, 700u);
  ops.define(650, OpType::YFX, foo);  // redefinition replaces
  EXPECT_EQ(ops.lookup(foo).infix.priority, 650u);
  EXPECT_EQ(ops.lookup(foo).infix.type, OpType::YFX);
  ops.define(100, OpType::FX, foo);  // another class coexists
  EXPECT_EQ(ops.lookup(foo).prefix.priority, 100u);
  EXPECT_EQ(ops.lookup(foo).infix.priority, 650u);
  ops.define(0, OpType::XFX, foo);  // removes the infix class only
  EXPECT_EQ(ops.lookup(foo).infix.priority, 0u);
  EXPECT_EQ(ops.lookup(foo).prefix.priority, 100u);
  int seen = 0;
  ops.for_each([&](Atom a, OpDef d) { seen += a == foo; });
  EXPECT_EQ(seen, 1);
  ops.define(0, OpType::FY, rt.intern("never_defined"));  // harmless
  EXPECT_EQ(ops.lookup(rt.intern("never_defined")).prefix.priority, 0u);

  // Separate runtimes have separate tables.
  Runtime other;
  EXPECT_EQ(other.ops().lookup(foo).prefix.priority, 0u);
}

TEST(OpTable, ManyOperatorsGrowTheTable) {
  Runtime rt;
  for (int i = 0; i < 5000; ++i) rt.ops().define(1 + i % 1200, OpType::XFY, rt.intern("op" + std::to_string(i)));
  for (int i = 0; i < 5000; ++i) {
    OpDef d = rt.ops().lookup(rt.intern("op" + std::to_string(i))).infix;
    EXPECT_EQ(d.priority, 1u + i % 1200);
  }
  EXPECT_EQ(rt.ops().lookup(atoms::plus).infix.priority, 500u);
}

TEST(OpTable, ConcurrentDefineAndLookup) {
  Runtime rt;
  constexpr int kOps = 3000;
  std::vector<Atom> names;
  for (int i = 0; i < kOps; ++i) names.push_back(rt.intern("cop" + std::to_string(i)));
  std::atomic<bool> stop{false};
  std::atomic<long> bad{0};
  std::vector<std::thread> readers;
  for (int t = 0; t < 3; ++t) {
    readers.emplace_back([&] {
      GcThreadScope gc;
      while (!stop.load()) {
        for (int i = 0; i < kOps; i += 7) {
          OpDef d = rt.ops().lookup(names[i]).infix;
          // Either not yet defined or fully defined: never a torn value.
          if (d.priority != 0 && (d.priority != 100u + i % 1000 || d.type != OpType::XFX)) ++bad;
        }
        OpInfo plus = rt.ops().lookup(atoms::plus);
        if (plus.infix.priority != 500 || plus.prefix.priority != 200) ++bad;
        int n = 0;
        rt.ops().for_each([&](Atom, OpDef) { ++n; });
        if (n < static_cast<int>(sizeof kSwiOps / sizeof kSwiOps[0])) ++bad;
      }
    });
  }
  std::thread writer([&] {
    GcThreadScope gc;
    for (int i = 0; i < kOps; ++i) rt.ops().define(100 + i % 1000, OpType::XFX, names[i]);
  });
  std::thread writer2([&] {
    GcThreadScope gc;
    for (int i = 0; i < 2000; ++i) rt.ops().define(300 + i % 2, OpType::FY, rt.intern("w2op" + std::to_string(i % 50)));
  });
  writer.join();
  writer2.join();
  stop = true;
  for (auto& th : readers) th.join();
  EXPECT_EQ(bad.load(), 0);
  for (int i = 0; i < kOps; ++i) EXPECT_EQ(rt.ops().lookup(names[i]).infix.priority, 100u + i % 1000);
}
