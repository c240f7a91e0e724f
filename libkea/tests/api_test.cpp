// libkea's interface, used as a host uses it: only <kea/kea.hpp>.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <fstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "libkea/kea/kea.hpp"

namespace {

// One Engine for the test program, as a host typically has; EngineOptions
// makes its own.
kea::Engine& engine() {
  static kea::Engine* e = new kea::Engine();
  return *e;
}

// Error terms print their unbound variables as _<number>.
std::string anon(std::string text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    out += text[i];
    if (text[i] == '_' && (i == 0 || !std::isalnum(static_cast<unsigned char>(text[i - 1])))) {
      while (i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1]))) ++i;
    }
  }
  return out;
}

std::vector<std::int64_t> ints(kea::Thread& t, const std::string& goal, const char* var) {
  std::vector<std::int64_t> out;
  for (const kea::Query& s : t.query(goal)) out.push_back(s[var].to_int64());
  return out;
}

TEST(Api, ConsultTextAndQueryByVariableName) {
  kea::Thread& t = engine().main();
  t.consult_text("price(apple, 3). price(pear, 5). price(fig, 11).\n"
                 "cheap(X) :- price(X, P), P < 6.\n",
                 "api_test_prices");
  std::vector<std::string> names;
  for (const kea::Query& s : t.query("cheap(X)")) names.push_back(s["X"].atom_name());
  EXPECT_EQ(names, (std::vector<std::string>{"apple", "pear"}));
  // Loading the same name again replaces its clauses.
  t.consult_text("price(kiwi, 1).\ncheap(X) :- price(X, _).\n", "api_test_prices");
  names.clear();
  for (const kea::Query& s : t.query("cheap(X)")) names.push_back(s["X"].atom_name());
  EXPECT_EQ(names, (std::vector<std::string>{"kiwi"}));
}

TEST(Api, EngineOptions) {
  kea::EngineOptions o;
  o.stack_limit = std::size_t{8} << 20;
  o.starlog = false;
  o.argv = {"input.txt", "--fast"};
  kea::Engine e(o);
  kea::Thread& t = e.main();
  for (const kea::Query& s : t.query("current_prolog_flag(argv, A), current_prolog_flag(stack_limit, L)")) {
    EXPECT_EQ(s["A"].to_string(), "['input.txt','--fast']");
    EXPECT_EQ(s["L"].to_int64(), 8 << 20);
  }
  EXPECT_TRUE(t.once("catch(starlog_run, error(existence_error(procedure, starlog_run/0), _), true)"));
  // Past the limit: a resource error the host catches, and the thread goes on.
  try {
    t.once("numlist(1, 10000000, L), length(L, N), N > 0");
    FAIL() << "no resource error";
  } catch (const kea::PrologError& err) {
    EXPECT_NE(err.term_text().find("resource_error"), std::string::npos) << err.term_text();
  }
  EXPECT_TRUE(t.once("numlist(1, 1000, L), sum_list(L, 500500)"));
  // The default Engine is untouched by this one's definitions.
  t.consult_text("only_here(1).", "api_test_options");
  EXPECT_TRUE(t.once("only_here(1)"));
  EXPECT_TRUE(engine().main().once("catch(only_here(_), error(existence_error(_, _), _), true)"));
}

TEST(Api, ConsultFile) {
  std::string path = ::testing::TempDir() + "/kea_api_consult.pl";
  std::ofstream(path) << "colour(red). colour(green).\n";
  kea::Thread& t = engine().main();
  t.consult(path);
  EXPECT_EQ(t.query("colour(C)").variables(), std::vector<std::string>{"C"});
  std::string all;
  for (const kea::Query& s : t.query("colour(C)")) all += s["C"].text() + ";";
  EXPECT_EQ(all, "red;green;");
  try {
    t.consult(::testing::TempDir() + "/no_such_file_here");
    FAIL() << "a missing file must raise";
  } catch (const kea::PrologError& e) {
    EXPECT_NE(e.term_text().find("existence_error(source_sink"), std::string::npos) << e.term_text();
  }
}

TEST(Api, FailureIsNotAnException) {
  kea::Thread& t = engine().main();
  EXPECT_FALSE(t.once("fail"));
  EXPECT_TRUE(t.once("true"));
  kea::Query q = t.query("1 = 2");
  EXPECT_FALSE(q.next());
  EXPECT_FALSE(q.next());
}

TEST(Api, ErrorsBecomePrologError) {
  kea::Thread& t = engine().main();
  try {
    for (const kea::Query& s : t.query("X is foo + 1")) (void)s;
    FAIL() << "no exception";
  } catch (const kea::PrologError& e) {
    EXPECT_EQ(anon(e.term_text()), "error(type_error(evaluable,foo/0),context((is)/2,_))");
    EXPECT_EQ(e.message(), "is/2: Arithmetic: `foo/0' is not a function");  // SWI-Prolog's words
    EXPECT_EQ(std::string(e.what()), e.message());
    kea::Term ball = e.term();
    EXPECT_EQ(ball.name(), "error");
    EXPECT_EQ(ball.arg(1).name(), "type_error");
  }
  // A thrown non-error term, and syntax errors in goal text.
  try {
    t.once("throw(my_ball(1))");
    FAIL();
  } catch (const kea::PrologError& e) {
    EXPECT_EQ(e.term_text(), "my_ball(1)");
  }
  EXPECT_THROW(t.query("foo("), kea::PrologError);
  // The thread is usable afterwards.
  EXPECT_TRUE(t.once("X = 1, X == 1"));
}

TEST(Api, LeavingTheLoopEarlyRunsCleanup) {
  kea::Thread& t = engine().main();
  t.consult_text(":- dynamic cleaned/1.\n", "api_test_cleanup");
  {
    int seen = 0;
    for (const kea::Query& s : t.query("setup_call_cleanup(true, between(1, 1000000, X), assertz(cleaned(yes)))")) {
      if (s["X"].to_int64() == 3) break;
      ++seen;
    }
    EXPECT_EQ(seen, 2);
  }
  EXPECT_TRUE(t.once("cleaned(yes)"));
  // Bindings of a closed query are gone; the next query starts afresh.
  EXPECT_EQ(ints(t, "between(1, 3, X)", "X"), (std::vector<std::int64_t>{1, 2, 3}));
}

TEST(Api, BuildAndReadTerms) {
  kea::Thread& t = engine().main();
  kea::Frame frame(t);
  kea::Term a = t.atom("hello world");
  EXPECT_TRUE(a.is_atom());
  EXPECT_EQ(a.to_string(), "'hello world'");
  EXPECT_EQ(a.to_string(false), "hello world");
  kea::Term s = t.string("text");
  EXPECT_TRUE(s.is_string());
  EXPECT_EQ(s.string_text(), "text");
  kea::Term f = t.floating(2.5);
  EXPECT_DOUBLE_EQ(f.to_double(), 2.5);
  kea::Term l = t.list({t.integer(1), a, s});
  EXPECT_TRUE(l.is_list());
  EXPECT_EQ(l.to_string(), "[1,'hello world',\"text\"]");
  kea::Term c = t.compound("point", {t.integer(3), t.variable()});
  EXPECT_EQ(c.name(), "point");
  EXPECT_EQ(c.arity(), 2u);
  EXPECT_TRUE(c.arg(2).is_variable());
  EXPECT_TRUE(c.arg(2).unify(t.atom("z")));
  EXPECT_EQ(c.to_string(), "point(3,z)");
  EXPECT_TRUE(c == t.parse("point(3, z)"));
  EXPECT_FALSE(c == t.parse("point(3, y)"));
  EXPECT_EQ(t.parse("[a, b | T]").is_list(), false);
  std::vector<kea::Term> els = l.elements();
  ASSERT_EQ(els.size(), 3u);
  EXPECT_EQ(els[1].atom_name(), "hello world");
  // Wrong kinds raise ISO type errors.
  try {
    (void)a.to_int64();
    FAIL();
  } catch (const kea::PrologError& e) {
    EXPECT_EQ(anon(e.term_text()), "error(type_error(integer,'hello world'),context(_,_))");
  }
  EXPECT_THROW((void)c.arg(3), std::out_of_range);
  EXPECT_THROW((void)t.parse("f(,)"), kea::PrologError);
}

TEST(Api, BigIntegers) {
  kea::Thread& t = engine().main();
  kea::Frame frame(t);
  kea::Term big = t.integer(std::string_view("123456789012345678901234567890"));
  EXPECT_TRUE(big.is_integer());
  EXPECT_FALSE(big.fits_int64());
  EXPECT_EQ(big.integer_text(), "123456789012345678901234567890");
  EXPECT_THROW((void)big.to_int64(), kea::PrologError);
  mpz_t z;
  mpz_init(z);
  big.to_mpz(z);
  mpz_mul_ui(z, z, 10);
  kea::Term bigger = t.integer(z);
  mpz_clear(z);
  EXPECT_EQ(bigger.integer_text(), "1234567890123456789012345678900");
  // Through a query: the engine computes, the host reads.
  for (const kea::Query& s : t.query("X is 2 ** 100")) {
    EXPECT_EQ(s["X"].integer_text(), "1267650600228229401496703205376");
  }
  EXPECT_EQ(t.integer(-7).to_int64(), -7);
  EXPECT_TRUE(t.integer(std::int64_t{1} << 62).fits_int64());
  EXPECT_THROW((void)t.integer(std::string_view("12x")), kea::PrologError);
}

TEST(Api, QueryOfATerm) {
  kea::Thread& t = engine().main();
  kea::Frame frame(t);
  kea::Term x = t.variable();
  kea::Term goal = t.compound("atom_length", {t.atom("kea"), x});
  kea::Query q = t.query(goal);
  ASSERT_TRUE(q.next());
  EXPECT_EQ(x.to_int64(), 3);
  EXPECT_EQ(q.goal().to_string(), "atom_length(kea,3)");
}

TEST(Api, TermsOfAClosedQueryAreCaught) {
  kea::Thread& t = engine().main();
  kea::Term kept;
  {
    kea::Query q = t.query("X = f(a)");
    ASSERT_TRUE(q.next());
    kept = q["X"];
    EXPECT_EQ(kept.to_string(), "f(a)");
  }
  EXPECT_THROW((void)kept.to_string(), std::logic_error);
}

TEST(Api, DeterministicForeignPredicate) {
  kea::Engine& e = engine();
  e.define("host_add", 3, [](kea::Call& c) {
    std::int64_t sum = c.arg(1).to_int64() + c.arg(2).to_int64();
    return c.unify(3, c.thread().integer(sum));
  });
  kea::Thread& t = e.main();
  EXPECT_EQ(ints(t, "host_add(2, 40, X)", "X"), std::vector<std::int64_t>{42});
  EXPECT_FALSE(t.once("host_add(2, 40, 41)"));
  // A PrologError from inside (to_int64 of an atom) reaches Prolog as its error.
  EXPECT_TRUE(t.once("catch(host_add(a, 1, _), error(type_error(integer, a), _), true)"));
  // Defining a system predicate is refused.
  try {
    e.define("atom_length", 2, [](kea::Call&) { return true; });
    FAIL();
  } catch (const kea::PrologError& err) {
    EXPECT_EQ(anon(err.term_text()), "error(permission_error(modify,static_procedure,atom_length/2),context(_,_))");
  }
}

TEST(Api, CppExceptionsBecomePrologErrors) {
  kea::Engine& e = engine();
  e.define("host_throws", 1, [](kea::Call& c) -> bool {
    std::string what = c.arg(1).atom_name();
    if (what == "runtime") throw std::runtime_error("disk on fire");
    if (what == "alloc") throw std::bad_alloc();
    if (what == "prolog") throw kea::PrologError(c.thread().parse("my_error(42)"));
    throw 17;
  });
  kea::Thread& t = e.main();
  auto caught = [&](const std::string& kind) {
    for (const kea::Query& s : t.query("catch(host_throws(" + kind + "), E, true)")) return anon(s["E"].to_string());
    return std::string("no answer");
  };
  EXPECT_EQ(caught("runtime"), "error(system_error(\"disk on fire\"),context(host_throws/1,_))");
  EXPECT_EQ(caught("alloc"), "error(resource_error(memory),context(host_throws/1,_))");
  EXPECT_EQ(caught("prolog"), "my_error(42)");
  EXPECT_EQ(caught("other"), "error(system_error(\"unknown C++ exception\"),context(host_throws/1,_))");
  // Uncaught, it reaches the host as a PrologError.
  EXPECT_THROW(t.once("host_throws(runtime)"), kea::PrologError);
}

TEST(Api, NondeterministicForeignPredicate) {
  kea::Engine& e = engine();
  // host_odd_square(Max, S): S = N*N for N in 1..Max, odd N only.
  e.define_nondet("host_odd_square", 2, [](kea::Call& c, std::size_t i) {
    std::int64_t max = c.arg(1).to_int64();
    std::int64_t n = static_cast<std::int64_t>(i) + 1;
    if (n > max) return kea::Next::fail;
    if (n % 2 == 0) return kea::Next::skip;
    if (!c.unify(2, c.thread().integer(n * n))) return kea::Next::skip;
    return n + 2 > max ? kea::Next::last : kea::Next::more;
  });
  kea::Thread& t = e.main();
  EXPECT_EQ(ints(t, "host_odd_square(7, S)", "S"), (std::vector<std::int64_t>{1, 9, 25, 49}));
  EXPECT_TRUE(t.once("host_odd_square(7, 25)"));
  // A candidate that binds part of the arguments and then skips leaves them unbound.
  e.define_nondet("host_pair", 2, [](kea::Call& c, std::size_t i) {
    if (i > 2) return kea::Next::fail;
    kea::Thread& t = c.thread();
    if (!c.unify(1, t.integer(static_cast<std::int64_t>(i)))) return kea::Next::skip;
    if (!c.unify(2, t.atom(i == 1 ? "one" : "other"))) return kea::Next::skip;
    return kea::Next::more;
  });
  EXPECT_TRUE(t.once("host_pair(X, one), X == 1"));
  EXPECT_TRUE(t.once("findall(X-Y, host_pair(X, Y), [0-other, 1-one, 2-other])"));
  EXPECT_FALSE(t.once("host_odd_square(7, 16)"));
  EXPECT_FALSE(t.once("host_odd_square(0, _)"));
  EXPECT_TRUE(t.once("findall(S, host_odd_square(9, S), [1,9,25,49,81])"));
  // Cut after the first: no more calls.
  EXPECT_EQ(ints(t, "once(host_odd_square(100, S))", "S"), std::vector<std::int64_t>{1});
}

TEST(Api, QueriesNestInsideForeignPredicates) {
  kea::Engine& e = engine();
  e.define("host_count", 2, [](kea::Call& c) {
    kea::Thread& t = c.thread();
    std::int64_t n = 0;
    for (const kea::Query& s : t.query(c.arg(1))) {
      (void)s;
      ++n;
    }
    return c.unify(2, t.integer(n));
  });
  kea::Thread& t = e.main();
  EXPECT_EQ(ints(t, "host_count(between(1, 5, _), N)", "N"), std::vector<std::int64_t>{5});
  EXPECT_EQ(ints(t, "host_count(member(_, [a, b]), N), host_count(fail, M), X is N * 10 + M", "X"),
            std::vector<std::int64_t>{20});
}

TEST(Api, HaltReachesTheHost) {
  kea::Thread& t = engine().main();
  try {
    t.once("halt(3)");
    FAIL();
  } catch (const kea::Halt& h) {
    EXPECT_EQ(h.status(), 3);
  }
  EXPECT_TRUE(t.once("true"));
}

TEST(Api, ThreadsEachWithTheirOwnMachine) {
  kea::Engine& e = engine();
  e.main().consult_text(":- dynamic tally/2.\n"
                        "work(N, S) :- numlist(1, N, L), sum_list(L, S).\n",
                        "api_test_threads");
  e.define("host_id", 1, [](kea::Call& c) { return c.unify(1, c.thread().integer(7)); });
  constexpr int kThreads = 8;
  std::atomic<int> ok{0};
  std::vector<std::thread> pool;
  for (int i = 0; i < kThreads; ++i) {
    pool.emplace_back([&e, &ok, i] {
      kea::Thread t(e);
      bool good = true;
      for (int round = 0; round < 200; ++round) {
        std::int64_t n = 100 + i + round;
        for (const kea::Query& s : t.query("work(" + std::to_string(n) + ", S), host_id(I)")) {
          good = good && s["S"].to_int64() == n * (n + 1) / 2 && s["I"].to_int64() == 7;
        }
        t.once("assertz(tally(" + std::to_string(i) + ", " + std::to_string(round) + "))");
      }
      if (good) ++ok;
    });
  }
  for (std::thread& th : pool) th.join();
  EXPECT_EQ(ok.load(), kThreads);
  kea::Thread& t = e.main();
  EXPECT_EQ(ints(t, "aggregate_all(count, tally(_, _), N)", "N"), std::vector<std::int64_t>{kThreads * 200});
}

TEST(Api, ForeignPredicatesOnPrologThreads) {
  kea::Engine& e = engine();
  e.define("host_twice", 2, [](kea::Call& c) { return c.unify(2, c.thread().integer(2 * c.arg(1).to_int64())); });
  kea::Thread& t = e.main();
  EXPECT_TRUE(t.once("thread_create(host_twice(21, 42), Id), thread_join(Id, true)"));
}

TEST(Api, StarlogProgram) {
  kea::Thread& t = engine().main();
  t.starlog_load(std::string(KEA_SRCDIR) + "/examples/embed/starlog/routes.sl");
  t.starlog_run();
  std::vector<std::string> reach;
  for (const kea::Query& s : t.query("starlog_tuple(reach(amsterdam, To, Hops))")) {
    reach.push_back(s["To"].atom_name() + "/" + s["Hops"].text());
  }
  std::sort(reach.begin(), reach.end());
  EXPECT_EQ(reach, (std::vector<std::string>{"berlin/1", "prague/2", "vienna/3"}));
}

}  // namespace
