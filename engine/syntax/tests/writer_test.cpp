// The writer on terms built directly with the store.hpp builders: option
// presets, operators, quoting and escapes, numbers, max_depth, variables,
// deep and cyclic terms. Expected texts are SWI-Prolog 9.0.4's output.
#include <gtest/gtest.h>

#include <cmath>
#include <initializer_list>
#include <limits>
#include <string>

#include "engine/runtime.hpp"
#include "engine/terms/store.hpp"
#include "engine/syntax/writer.hpp"

namespace kea {
namespace {

class WriterTest : public ::testing::Test {
 protected:
  Runtime rt;
  Store s;

  Cell a(const char* text) { return make_atom(rt.intern(text)); }
  Cell f(const char* name, std::initializer_list<Cell> args) {
    return make_compound(s, rt.functor(name, static_cast<unsigned>(args.size())), args.begin());
  }
  Cell i(std::int64_t v) { return make_integer(s, v); }
  Cell d(double v) { return make_float(s, v); }
  Cell list(std::initializer_list<Cell> items, Cell tail = make_atom(atoms::nil)) {
    return make_list(s, items.begin(), items.size(), tail);
  }
  std::string q(Cell t) { return term_to_string(rt, t, writeq_options()); }
  std::string w(Cell t) { return term_to_string(rt, t, write_options()); }
  std::string c(Cell t) { return term_to_string(rt, t, canonical_options()); }
  std::string depth(Cell t, unsigned n) {
    WriteOptions o;
    o.max_depth = n;
    return term_to_string(rt, t, o);
  }
};

TEST_F(WriterTest, FormatFloat) {
  EXPECT_EQ(format_float(1.0), "1.0");
  EXPECT_EQ(format_float(0.1), "0.1");
  EXPECT_EQ(format_float(123.0), "123.0");
  EXPECT_EQ(format_float(1e10), "10000000000.0");
  EXPECT_EQ(format_float(1e14), "100000000000000.0");
  EXPECT_EQ(format_float(1e15), "1.0e+15");
  EXPECT_EQ(format_float(1234567890123456.8), "1234567890123456.8");
  EXPECT_EQ(format_float(9007199254740992.0), "9.007199254740992e+15");
  EXPECT_EQ(format_float(1e22), "1.0e+22");
  EXPECT_EQ(format_float(1.7976931348623157e308), "1.7976931348623157e+308");
  EXPECT_EQ(format_float(0.0001), "0.0001");
  EXPECT_EQ(format_float(0.00015), "0.00015");
  EXPECT_EQ(format_float(1e-5), "1.0e-5");
  EXPECT_EQ(format_float(1.5e-7), "1.5e-7");
  EXPECT_EQ(format_float(5e-324), "5.0e-324");
  EXPECT_EQ(format_float(0.30000000000000004), "0.30000000000000004");
  EXPECT_EQ(format_float(-0.0), "-0.0");
  EXPECT_EQ(format_float(0.0), "0.0");
  EXPECT_EQ(format_float(-2.5), "-2.5");
  EXPECT_EQ(format_float(std::numeric_limits<double>::infinity()), "1.0Inf");
  EXPECT_EQ(format_float(-std::numeric_limits<double>::infinity()), "-1.0Inf");
  EXPECT_EQ(format_float(std::numeric_limits<double>::quiet_NaN()), "1.5NaN");
}

TEST_F(WriterTest, Presets) {
  Cell t = f("f", {a("A b"), f("$VAR", {i(1)}), make_string(s, "s t"), f("-", {i(1)})});
  EXPECT_EQ(w(t), "f(A b,B,s t,- 1)");
  EXPECT_EQ(q(t), "f('A b',B,\"s t\",- 1)");
  EXPECT_EQ(c(t), "f('A b','$VAR'(1),\"s t\",-(1))");
  EXPECT_EQ(c(f("{}", {f(",", {a("a"), a("b")})})), "{}(','(a,b))");
  EXPECT_EQ(c(list({a("a"), a("b")}, a("c"))), "[a,b|c]");
  WriteOptions o = writeq_options();
  o.spacing_next_argument = true;
  EXPECT_EQ(term_to_string(rt, f("f", {a("a"), list({a("b"), a("c")})}), o), "f(a, [b, c])");
}

TEST_F(WriterTest, Operators) {
  EXPECT_EQ(q(f("-", {i(1)})), "- 1");
  EXPECT_EQ(q(f("-", {f("-", {i(1)})})), "- - 1");
  EXPECT_EQ(q(f("-", {i(-1)})), "- -1");
  EXPECT_EQ(q(f("-", {i(1), i(-1)})), "1- -1");
  EXPECT_EQ(q(f("-", {a("a"), f("-", {i(1)})})), "a- - 1");
  EXPECT_EQ(q(f("**", {i(2), i(-1)})), "2** -1");
  EXPECT_EQ(q(f("+", {i(1)})), "+1");
  EXPECT_EQ(q(f("\\", {i(1)})), "\\1");
  EXPECT_EQ(q(f("-", {a("a")})), "-a");
  EXPECT_EQ(q(f("-", {f("-", {a("a")})})), "- -a");
  EXPECT_EQ(q(f("-", {a("-")})), "- (-)");
  EXPECT_EQ(q(f("\\+", {a("\\+")})), "\\+ (\\+)");
  EXPECT_EQ(q(f("-", {f("+", {i(1), i(2)})})), "- (1+2)");
  EXPECT_EQ(q(f("-", {f(",", {a("a"), a("b")})})), "- (a,b)");
  EXPECT_EQ(q(f("-", {f("{}", {a("a")})})), "- {a}");
  EXPECT_EQ(q(f("-", {list({i(1)})})), "-[1]");
  EXPECT_EQ(q(f("^", {f("-", {i(2)}), i(2)})), "(- 2)^2");
  EXPECT_EQ(q(f("^", {i(-2), i(2)})), "-2^2");
  EXPECT_EQ(q(f("=", {a("-"), a("-")})), "(-)=(-)");
  EXPECT_EQ(q(f("=", {a("a"), a(",")})), "a=(',')");
  EXPECT_EQ(q(f("=", {a("a"), a("|")})), "a=('|')");
  EXPECT_EQ(q(f("f", {a("-"), a(":-"), a(",")})), "f(-,:-,',')");
  EXPECT_EQ(q(list({a("-"), a("+")})), "[-,+]");
  EXPECT_EQ(q(f(":-", {a("a"), f(";", {f(",", {a("b"), a("c")}), f("->", {a("d"), a("e")})})})), "a:-b,c;d->e");
  EXPECT_EQ(q(f("f", {f(",", {a("a"), a("b")})})), "f((a,b))");
  EXPECT_EQ(q(f("f", {f(":-", {a("a"), a("b")})})), "f((a:-b))");
  EXPECT_EQ(q(list({f(":-", {a("a"), a("b")})})), "[(a:-b)]");
  EXPECT_EQ(q(f("{}", {f(":-", {a("a"), a("b")})})), "{a:-b}");
  EXPECT_EQ(q(f("+", {i(1), f("*", {i(2), i(3)})})), "1+2*3");
  EXPECT_EQ(q(f("*", {f("+", {i(1), i(2)}), i(3)})), "(1+2)*3");
  EXPECT_EQ(q(f("-", {i(1), f("-", {i(2), i(3)})})), "1-(2-3)");
  EXPECT_EQ(q(f("-", {f("-", {i(1), i(2)}), i(3)})), "1-2-3");
  EXPECT_EQ(q(f("^", {i(2), f("^", {i(3), i(4)})})), "2^3^4");
  EXPECT_EQ(q(f("^", {f("^", {i(2), i(3)}), i(4)})), "(2^3)^4");
  EXPECT_EQ(q(f("=..", {a("a"), a("b")})), "a=..b");
  EXPECT_EQ(q(f("mod", {a("a"), f("mod", {a("b"), a("c")})})), "a mod (b mod c)");
  EXPECT_EQ(q(f("|", {a("a"), a("b")})), "a|b");
  EXPECT_EQ(q(f(":-", {f(":-", {a("a")})})), ":- (:-a)");
  EXPECT_EQ(q(f("dynamic", {a("a")})), "dynamic a");
  EXPECT_EQ(q(f("dynamic", {a("A")})), "dynamic'A'");
  EXPECT_EQ(q(f("dynamic", {f("{}", {a("a")})})), "dynamic {a}");
  EXPECT_EQ(q(f(":-", {f("dynamic", {f("/", {a("foo"), i(1)})})})), ":-dynamic foo/1");
  EXPECT_EQ(q(f("\\", {f("-", {i(1)})})), "\\ - 1");
  EXPECT_EQ(q(f("-", {a("a"), a("b"), a("c")})), "-(a,b,c)");
  EXPECT_EQ(q(f(";", {a("a")})), ";(a)");
  EXPECT_EQ(q(f("-", {f("-", {f("-", {i(1)})})})), "- - - 1");
  EXPECT_EQ(w(f("-", {i(1), i(-1)})), "1- -1");
}

TEST_F(WriterTest, UserOperators) {
  rt.ops().define(100, OpType::XF, rt.intern("fact"));
  rt.ops().define(200, OpType::XFX, rt.intern("xx"));
  EXPECT_EQ(q(f("fact", {i(3)})), "3 fact");
  EXPECT_EQ(q(f("fact", {f("fact", {i(3)})})), "(3 fact)fact");
  EXPECT_EQ(q(f("fact", {f("-", {i(3)})})), "(- 3)fact");
  EXPECT_EQ(q(f("fact", {f("+", {a("a"), a("b")})})), "(a+b)fact");
  EXPECT_EQ(q(f("xx", {a("a"), f("xx", {a("b"), a("c")})})), "a xx (b xx c)");
  EXPECT_EQ(q(f("xx", {f("xx", {a("a"), a("b")}), a("c")})), "(a xx b)xx c");
  EXPECT_EQ(q(f("xx", {i(-1), i(-1)})), "-1 xx -1");
  EXPECT_EQ(q(f("xx", {i(1), i(-1)})), "1 xx -1");
  EXPECT_EQ(q(f("xx", {a("a"), f("-", {i(1)})})), "a xx (- 1)");
  EXPECT_EQ(q(f("rem", {a("a"), i(-1)})), "a rem -1");
  EXPECT_EQ(q(f("=..", {i(1), i(-1)})), "1=.. -1");
  EXPECT_EQ(q(f(":", {a("a"), i(-1)})), "a: -1");
  // Quoted atoms are never operators to the reader: functional notation.
  rt.ops().define(700, OpType::XFX, rt.intern("x y"));
  EXPECT_EQ(q(f("x y", {a("a"), a("b")})), "'x y'(a,b)");
  EXPECT_EQ(w(f("x y", {a("a"), a("b")})), "a x y b");
  rt.ops().define(0, OpType::XFX, rt.intern("x y"));
  rt.ops().define(0, OpType::XF, rt.intern("fact"));
  rt.ops().define(0, OpType::XFX, rt.intern("xx"));
  EXPECT_EQ(q(f("fact", {i(3)})), "fact(3)");
}

TEST_F(WriterTest, AtomsAndEscapes) {
  EXPECT_EQ(q(make_atom(atoms::nil)), "[]");
  EXPECT_EQ(q(a("[]")), "'[]'");  // the atom '[]', not the empty list
  EXPECT_EQ(w(a("[]")), "[]");
  EXPECT_EQ(q(a("{}")), "{}");
  EXPECT_EQ(q(a("!")), "!");
  EXPECT_EQ(q(a(";")), ";");
  EXPECT_EQ(q(a(",")), "','");
  EXPECT_EQ(q(a("|")), "'|'");
  EXPECT_EQ(q(a("")), "''");
  EXPECT_EQ(q(a("abc")), "abc");
  EXPECT_EQ(q(a("aBc_1")), "aBc_1");
  EXPECT_EQ(q(a("Abc")), "'Abc'");
  EXPECT_EQ(q(a("_a")), "'_a'");
  EXPECT_EQ(q(a("1a")), "'1a'");
  EXPECT_EQ(q(a("a b")), "'a b'");
  EXPECT_EQ(q(a("+")), "+");
  EXPECT_EQ(q(a("=..")), "=..");
  EXPECT_EQ(q(a(".")), "'.'");
  EXPECT_EQ(q(a("..")), "..");
  EXPECT_EQ(q(a("/*")), "'/*'");
  EXPECT_EQ(q(a("+/*")), "'+/*'");  // SWI writes +/*; Kea's lexer opens a comment there
  EXPECT_EQ(q(a("%")), "'%'");
  EXPECT_EQ(q(a("it's")), "'it\\'s'");
  EXPECT_EQ(q(a("a\\b")), "'a\\\\b'");
  EXPECT_EQ(q(a("a\nb\tc")), "'a\\nb\\tc'");
  EXPECT_EQ(q(a("\a\b\f\v\r")), "'\\a\\b\\f\\v\\r'");
  EXPECT_EQ(q(a(std::string("nul\0x", 5).c_str())), "nul");  // C string: cut at NUL
  EXPECT_EQ(q(make_atom(rt.intern(std::string_view("n\0x", 3)))), "'n\\x0\\x'");
  EXPECT_EQ(q(a("\x1b")), "'\\x1B\\'");
  EXPECT_EQ(q(a("del\x7f")), "'del\\x7F\\'");
  EXPECT_EQ(q(a("nb\xc2\xa0sp")), "'nb\\xA0\\sp'");
  EXPECT_EQ(q(a("x\xe2\x80\xa8y")), "'x\\x2028\\y'");
  EXPECT_EQ(q(a("\xc3\xa9t\xc3\xa9")), "\xc3\xa9t\xc3\xa9");           // été
  EXPECT_EQ(q(a("\xc3\x89t\xc3\xa9")), "'\xc3\x89t\xc3\xa9'");         // 'Été'
  EXPECT_EQ(q(a("\xce\xb1\xce\xb2")), "\xce\xb1\xce\xb2");             // αβ
  EXPECT_EQ(q(a("\xe2\x86\x92")), "\xe2\x86\x92");                     // →
  EXPECT_EQ(q(make_string(s, "a\"b'c\n")), "\"a\\\"b'c\\n\"");
  EXPECT_EQ(w(a("it's")), "it's");
  EXPECT_EQ(w(make_string(s, "a b")), "a b");
  EXPECT_EQ(q(f("a b", {a("c")})), "'a b'(c)");
  EXPECT_EQ(q(f("[]", {a("a")})), "'[]'(a)");
  EXPECT_EQ(q(f("{}", {a("a"), a("b")})), "{}(a,b)");
  // Invalid UTF-8 in an atom never crashes and is escaped byte by byte.
  EXPECT_EQ(q(make_atom(rt.intern("a\xff"))), "'a\\xFF\\'");
  // A private-use character reads as a symbol char, but does not show.
  EXPECT_EQ(q(a("\xee\x80\x80")), "'\\xE000\\'");
  EXPECT_EQ(w(a("\xee\x80\x80")), "\xee\x80\x80");
}

// character_escapes_unicode(true) (write_term/2, print/1, the top-level):
// \uXXXX, and \UXXXXXXXX past U+FFFF; a byte that is not UTF-8 keeps its
// \xHH\ (it is no code point).
TEST_F(WriterTest, UnicodeEscapes) {
  WriteOptions o = writeq_options();
  o.escapes_unicode = true;
  auto u = [&](Cell t) { return term_to_string(rt, t, o); };
  EXPECT_EQ(u(a("\x1b")), "'\\u001B'");
  EXPECT_EQ(u(a("a\x01" "b")), "'a\\u0001b'");
  EXPECT_EQ(u(a("del\x7f")), "'del\\u007F'");
  EXPECT_EQ(u(a("nb\xc2\xa0sp")), "'nb\\u00A0sp'");
  EXPECT_EQ(u(a("x\xe2\x80\xa8y")), "'x\\u2028y'");
  EXPECT_EQ(u(a("a\nb")), "'a\\nb'");  // named escapes stay named
  EXPECT_EQ(u(make_string(s, "t\x02")), "\"t\\u0002\"");
  EXPECT_EQ(u(make_atom(rt.intern("a\xff"))), "'a\\xFF\\'");
  std::string out;
  append_quoted(out, "\xf4\x8f\xbf\xbd", '\'', true);  // U+10FFFD, private use
  EXPECT_EQ(out, "'\\U0010FFFD'");
  out.clear();
  append_quoted(out, "\xf4\x8f\xbf\xbd", '\'', false);
  EXPECT_EQ(out, "'\\x10FFFD\\'");
}

TEST_F(WriterTest, Numbers) {
  EXPECT_EQ(q(i(0)), "0");
  EXPECT_EQ(q(i(-42)), "-42");
  EXPECT_EQ(q(i(kMaxSmallInt)), "1152921504606846975");
  EXPECT_EQ(q(i(kMinSmallInt)), "-1152921504606846976");
  EXPECT_EQ(q(i(std::numeric_limits<std::int64_t>::min())), "-9223372036854775808");
  mpz_t z;
  mpz_init_set_str(z, "-123456789012345678901234567890123456789", 10);
  EXPECT_EQ(q(make_integer(s, z)), "-123456789012345678901234567890123456789");
  EXPECT_EQ(q(f("-", {a("a"), make_integer(s, z)})), "a- -123456789012345678901234567890123456789");
  mpz_clear(z);
  EXPECT_EQ(q(d(-0.0)), "-0.0");
  EXPECT_EQ(q(f("-", {d(1.0)})), "- 1.0");
  EXPECT_EQ(q(f("-", {a("a"), d(-1.5)})), "a- -1.5");
  EXPECT_EQ(q(f("-", {d(std::numeric_limits<double>::infinity())})), "- 1.0Inf");
}

TEST_F(WriterTest, NumberVars) {
  EXPECT_EQ(q(f("$VAR", {i(0)})), "A");
  EXPECT_EQ(q(f("$VAR", {i(25)})), "Z");
  EXPECT_EQ(q(f("$VAR", {i(26)})), "A1");
  EXPECT_EQ(q(f("$VAR", {i(52)})), "A2");
  EXPECT_EQ(q(f("$VAR", {i(-5)})), "S_5");
  EXPECT_EQ(q(f("$VAR", {a("Foo")})), "Foo");
  EXPECT_EQ(q(f("$VAR", {a("_")})), "_");
  EXPECT_EQ(q(f("$VAR", {a("x")})), "'$VAR'(x)");
  EXPECT_EQ(q(f("$VAR", {a("Foo Bar")})), "'$VAR'('Foo Bar')");
  EXPECT_EQ(q(f("$VAR", {d(1.0)})), "'$VAR'(1.0)");
  EXPECT_EQ(q(f("$VAR", {make_string(s, "Foo")})), "'$VAR'(\"Foo\")");
  EXPECT_EQ(w(f("$VAR", {a("x")})), "$VAR(x)");
  EXPECT_EQ(c(f("$VAR", {i(1)})), "'$VAR'(1)");
}

TEST_F(WriterTest, Variables) {
  Cell x = s.new_var();
  Cell y = s.new_var();
  WriteOptions o = writeq_options();
  o.store = &s;
  std::string text = term_to_string(rt, f("f", {x, y, x}), o);
  std::string xs = "_G" + std::to_string(cell_ptr(x) - s.heap_base());
  std::string ys = "_G" + std::to_string(cell_ptr(y) - s.heap_base());
  EXPECT_EQ(text, "f(" + xs + "," + ys + "," + xs + ")");
  std::string plain = q(x);
  EXPECT_EQ(plain, "_" + std::to_string(reinterpret_cast<std::uintptr_t>(cell_ptr(x)) / 8));
  std::vector<std::pair<std::string, Cell>> names{{"X", x}, {"Y", y}};
  o.variable_names = &names;
  EXPECT_EQ(term_to_string(rt, f("-", {x, f("-", {y})}), o), "X- -Y");
  // A bound variable prints its value.
  Cell z = s.new_var();
  s.bind(z, a("bound"));
  EXPECT_EQ(q(f("f", {z})), "f(bound)");
}

// Clause references ('$clause'(N), from assert/2 and clause/3) print as
// SWI-Prolog's clause blobs (which show an address where Kea shows N).
TEST_F(WriterTest, ClauseReferences) {
  EXPECT_EQ(q(f("$clause", {i(26)})), "<clause>(0x1a)");
  EXPECT_EQ(w(f("$clause", {i(1)})), "<clause>(0x1)");
  EXPECT_EQ(q(f("$clause", {a("x")})), "'$clause'(x)");
}

TEST_F(WriterTest, MaxDepth) {
  Cell l6 = list({i(1), i(2), i(3), i(4), i(5), i(6)});
  EXPECT_EQ(depth(l6, 3), "[1,2|...]");
  EXPECT_EQ(depth(f("f", {f("g", {f("h", {f("i", {f("j", {a("k")})})})})}), 3), "f(g(h(...)))");
  EXPECT_EQ(depth(list({f("f", {f("g", {f("h", {a("i")})})}), list({a("a"), list({a("b")})})}), 3),
            "[f(g(...)),[...|...]]");
  EXPECT_EQ(depth(f("f", {a("a"), a("b"), a("c"), a("d"), a("e")}), 3), "f(a,b,c,d,e)");
  Cell sum = f("+", {f("+", {f("+", {f("+", {f("+", {a("a"), a("b")}), a("c")}), a("d")}), a("e")}), a("f")});
  EXPECT_EQ(depth(sum, 3), "... + ... + e+f");
  EXPECT_EQ(depth(a("hello world"), 1), "hello world");
  EXPECT_EQ(depth(list({a("a")}), 1), "[...]");
  EXPECT_EQ(depth(list({a("a"), a("b")}), 1), "[...|...]");
  EXPECT_EQ(depth(list({a("a"), a("b")}), 2), "[a|...]");
  EXPECT_EQ(depth(f("f", {a("x")}), 1), "f(...)");
  EXPECT_EQ(depth(list({list({i(1), i(2), i(3)}), list({i(4), i(5), i(6)})}), 2), "[[...|...]|...]");
}

TEST_F(WriterTest, DeepTermsUseNoCStack) {
  // Nesting in the first argument (not the last): the explicit stack grows.
  Cell t = a("x");
  for (int k = 0; k < 200'000; ++k) t = f("f", {t, a("y")});
  std::string text = q(t);
  EXPECT_EQ(text.size(), 200'000 * 5 + 1);
  EXPECT_EQ(text.substr(0, 4), "f(f(");
  // Prefix operators 200,000 deep.
  Cell p = i(1);
  for (int k = 0; k < 200'000; ++k) p = f("-", {p});
  EXPECT_EQ(q(p).size(), 200'000 * 2 + 1);
  // A long list, and with max_depth.
  std::vector<Cell> items(1'000'000, a("a"));
  Cell l = make_list(s, items.data(), items.size(), make_atom(atoms::nil));
  EXPECT_EQ(q(l).size(), 2'000'001u);
  EXPECT_EQ(depth(l, 4), "[a,a,a|...]");
}

TEST_F(WriterTest, CyclicTerms) {
  Cell x = s.new_var();
  s.bind(x, f("f", {x}));
  EXPECT_EQ(q(x), "@(S_1,[S_1=f(S_1)])");  // SWI-Prolog 9's form
  EXPECT_EQ(c(x), "@(S_1,[=(S_1,f(S_1))])");
  Cell l = s.new_var();
  s.bind(l, make_cons(s, a("a"), l));
  EXPECT_EQ(q(l), "@(S_1,[S_1=[a|S_1]])");
  Cell r = s.new_var();
  s.bind(r, f(":-", {a("a"), r}));
  EXPECT_EQ(q(f("g", {r, a("z")})), "@(g(S_1,z),[S_1=(a:-S_1)])");
  // Two cycles, one inside the other.
  Cell u = s.new_var();
  Cell v = s.new_var();
  s.bind(u, f("h", {u, v}));
  s.bind(v, list({v}));
  EXPECT_EQ(q(u), "@(S_1,[S_1=h(S_1,S_2),S_2=[S_2]])");
  // max_depth keeps a cyclic term finite on its own.
  EXPECT_EQ(depth(x, 3), "f(f(f(...)))");
  // A cycle only reached after a long acyclic prefix.
  std::vector<Cell> items(10'000, a("b"));
  Cell longl = make_list(s, items.data(), items.size(), x);
  std::string text = q(longl);
  EXPECT_EQ(text.substr(0, 5), "@([b,");
  EXPECT_TRUE(text.ends_with(",b|S_1],[S_1=f(S_1)])")) << text.substr(text.size() - 40);
}

}  // namespace
}  // namespace kea
