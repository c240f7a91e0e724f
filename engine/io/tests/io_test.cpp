// Streams, character and term I/O, and format/2,3, run as queries through
// the WAM (a Query). Expected texts of format are SWI-Prolog 9.0.4's
// output for the same calls.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "engine/builtins/registry.hpp"
#include "engine/io/stream_arg.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/syntax/writer.hpp"

namespace kea {
namespace {

class IoTest : public ::testing::Test {
 protected:
  Runtime rt;
  Machine m{rt};
  std::map<std::string, std::string> vars;  // writeq text of each named variable of the last solution
  std::string error;                        // writeq text of the formal of the last uncaught error

  void SetUp() override {
    char tmpl[] = "/tmp/kea-io-test-XXXXXX";
    ASSERT_NE(mkdtemp(tmpl), nullptr);
    dir = tmpl;
  }
  void TearDown() override { std::system(("rm -rf " + dir).c_str()); }

  // Runs `query`; true when it has a solution (its bindings in `vars`).
  bool run(const std::string& query) {
    vars.clear();
    error.clear();
    std::vector<std::pair<std::string, Cell>> names;
    bool found = false;
    try {
      Cell goal = parse_term(rt, m.store(), query, &names);
      Query q(m, goal);
      if (q.next()) {
        found = true;
        for (const auto& [n, v] : names) vars[n] = term_to_string(rt, v, writeq_options());
      }
    } catch (const PrologError& e) {
      Cell t = deref(e.term());
      error = term_to_string(rt, is_str(t) && functor_of(t) == functors::error2 ? arg(t, 0) : t, writeq_options());
    }
    return found;
  }
  // The error a query raises ("" when none).
  std::string error_of(const std::string& query) {
    run(query);
    return error;
  }
  // format(atom(A), Format, Args) as text, or "ERROR: formal".
  std::string fmt(const std::string& format, const std::string& args) {
    if (run("format(atom(A), " + format + ", " + args + ")")) {
      std::string a = vars["A"];
      // writeq quotes the atom; run the same through atom_length-free unquoting.
      Cell t = parse_term(rt, m.store(), a);
      return std::string(atom_of(t)->view());
    }
    return "ERROR: " + error;
  }
  std::string path(const std::string& name) { return dir + "/" + name; }
  std::string quoted(const std::string& text) {
    std::string out;
    append_atom_text(out, text, true);
    return out;
  }
  void write_file(const std::string& name, const std::string& text) { std::ofstream(path(name)) << text; }
  std::string read_file(const std::string& name) {
    std::ifstream f(path(name));
    std::stringstream ss;
    ss << f.rdbuf();
    return ss.str();
  }

  std::string dir;
};

// ---------------------------------------------------------------------------
// format/2,3

TEST_F(IoTest, FormatColumns) {
  EXPECT_EQ(fmt("\"~a~t~10|~a\"", "[abc,def]"), "abc       def");
  EXPECT_EQ(fmt("\"~t~a~10|~a\"", "[abc,def]"), "       abcdef");
  EXPECT_EQ(fmt("\"~t~a~t~11|~a\"", "[abc,def]"), "    abc    def");
  EXPECT_EQ(fmt("\"~t~a~t~t~12|~a\"", "[abc,def]"), "   abc      def");
  EXPECT_EQ(fmt("\"~a~t~a~12|~a\"", "[ab,cd,x]"), "ab        cdx");
  EXPECT_EQ(fmt("\"~a~3|~a\"", "[abcdef,x]"), "abcdefx");
  EXPECT_EQ(fmt("\"~a~+~a~+~a\"", "[abcdef,x,y]"), "abcdef  x       y");
  EXPECT_EQ(fmt("\"~a~+~a~+~a\"", "[abcdefghijk,x,y]"), "abcdefghijkx       y");
  EXPECT_EQ(fmt("\"~a~5+~a~5+~a\"", "[abcdefghijk,x,y]"), "abcdefghijkx    y");
  EXPECT_EQ(fmt("\"~`-t~30|\"", "[]"), "------------------------------");
  EXPECT_EQ(fmt("\"~ta~t~20|b\"", "[]"), "         a          b");
  EXPECT_EQ(fmt("\"~a~t~5+~a~t~5+~a\"", "[x,y,z]"), "x    y    z");
  EXPECT_EQ(fmt("\"~t~w~5+~t~w~5+\"", "[1,22]"), "    1   22");
  EXPECT_EQ(fmt("\"~`*t~t~20|\"", "[]"), "**********          ");
  EXPECT_EQ(fmt("\"~`*t~a~`-t~20|\"", "[mid]"), "********mid---------");
  EXPECT_EQ(fmt("\"~a~n~t~a~10|\"", "[x,y]"), "x\n         y");
  EXPECT_EQ(fmt("\"[~t~w~t~w~t~w~t~11|]\"", "[a,b,c]"), "[  a b  c  ]");
  EXPECT_EQ(fmt("\"[~`0t~d~6|]\"", "[42]"), "[00042]");
  EXPECT_EQ(fmt("\"[~48t~d~6|]\"", "[42]"), "[00042]");
  EXPECT_EQ(fmt("\"[~*t~d~6|]\"", "[0'-, 42]"), "[---42]");
  EXPECT_EQ(fmt("\"~8|abc\"", "[]"), "        abc");
  EXPECT_EQ(fmt("\"abc~8|\"", "[]"), "abc     ");
  EXPECT_EQ(fmt("\"~t~2f~10|\"", "[3.14159]"), "      3.14");
}

TEST_F(IoTest, FormatNumbers) {
  EXPECT_EQ(fmt("\"~e ~f ~g ~3e ~2f\"", "[1.5, 2.25, 3.0, 1234.5, 7]"), "1.500000e+00 2.250000 3 1.234e+03 7.00");
  EXPECT_EQ(fmt("\"~d ~2d ~D ~2D\"", "[1234567, 1234567, 1234567, 1234567]"), "1234567 12345.67 1,234,567 12,345.67");
  EXPECT_EQ(fmt("\"~d\"", "[1+2]"), "3");
  EXPECT_EQ(fmt("\"~d ~2d ~2d ~0d\"", "[-5, -5, 5, 5]"), "-5 -0.05 0.05 5");
  EXPECT_EQ(fmt("\"~D\"", "[-1234567]"), "-1,234,567");
  EXPECT_EQ(fmt("\"~10d\"", "[123]"), "0.0000000123");
  EXPECT_EQ(fmt("\"~:d ~:D\"", "[1234567, 1234567]"), "1234567 1,234,567");
  EXPECT_EQ(fmt("\"~d\"", "[12345678901234567890123]"), "12345678901234567890123");
  EXPECT_EQ(fmt("\"~3D\"", "[12345678901234567890123]"), "12,345,678,901,234,567,890.123");
  EXPECT_EQ(fmt("\"~2f\"", "[12345678901234567890]"), "12345678901234567890.00");
  EXPECT_EQ(fmt("\"~0f ~1f\"", "[2.5, 0.05]"), "2 0.1");
  EXPECT_EQ(fmt("\"~4e|~3g\"", "[12.0, 0.1]"), "1.2000e+01|0.1");
  EXPECT_EQ(fmt("\"~e ~g ~f\"", "[10, 10, 10]"), "1.000000e+01 10 10.000000");
  EXPECT_EQ(fmt("\"~50f\"", "[0.1]"), "0.10000000000000000555111512312578270211815834045410");
  EXPECT_EQ(fmt("\"~2e\"", "[12345678901234567890]"), "1.23e+19");
  EXPECT_EQ(fmt("\"~8r ~16r ~16R ~2r ~r\"", "[255, 255, 255, 5, 255]"), "377 ff FF 101 377");
  EXPECT_EQ(fmt("\"~16r ~36r\"", "[-255, 35]"), "-ff z");
}

TEST_F(IoTest, FormatTextDirectives) {
  EXPECT_EQ(fmt("\"~w ~q ~p\"", "['A b', 'A b', 'A b']"), "A b 'A b' 'A b'");
  EXPECT_EQ(fmt("\"~q\"", "[[a,'B'|c]]"), "[a,'B'|c]");
  EXPECT_EQ(fmt("\"~a ~a ~a\"", "[abc, 1, \"str\"]"), "abc 1 str");
  EXPECT_EQ(fmt("\"~s|~s|~s|~s\"", "[[104,105], \"hi\", [h,i], []]"), "hi|hi|hi|");
  EXPECT_EQ(fmt("\"~c~3c\"", "[65, 66]"), "ABBB");
  EXPECT_EQ(fmt("\"~c\"", "[955]"), "\xCE\xBB");
  EXPECT_EQ(fmt("\"~i~w\"", "[a,b]"), "b");
  EXPECT_EQ(fmt("\"~*c\"", "[3, 0'x]"), "xxx");
  EXPECT_EQ(fmt("\"~~ ~3n.\"", "[]"), "~ \n\n\n.");
  EXPECT_EQ(fmt("hello", "[]"), "hello");
  EXPECT_EQ(fmt("[0'a, 0'~, 0'w]", "[x]"), "ax");
  EXPECT_EQ(fmt("[a, '~', w]", "[x]"), "ax");
  EXPECT_EQ(fmt("\"~w\"", "hello"), "hello");          // a non-list is one argument
  EXPECT_EQ(fmt("\"~w\"", "[a|b]"), "[a|b]");
  EXPECT_EQ(fmt("\"~w\"", "\"text\""), "text");
}

TEST_F(IoTest, FormatErrors) {
  EXPECT_EQ(fmt("\"~d\"", "[1.0]"), "ERROR: format_argument_type(d,1.0)");
  EXPECT_EQ(fmt("\"~d\"", "[a]"), "ERROR: type_error(evaluable,a/0)");
  EXPECT_EQ(fmt("\"~a\"", "[f(x)]"), "ERROR: format_argument_type(a,f(x))");
  EXPECT_EQ(fmt("\"~s\"", "[foo(x)]"), "ERROR: format_argument_type(s,foo(x))");
  EXPECT_EQ(fmt("\"~c\"", "[a]"), "ERROR: format_argument_type(c,a)");
  EXPECT_EQ(fmt("\"~c\"", "[-1]"), "ERROR: format_argument_type(c,-1)");
  EXPECT_EQ(fmt("\"~z\"", "[a]"), "ERROR: existence_error(format_character,z)");
  EXPECT_EQ(fmt("\"~a ~a\"", "[a]"), "ERROR: format('not enough arguments')");
  EXPECT_EQ(fmt("\"~a\"", "[a,b]"), "ERROR: format('too many arguments')");
  EXPECT_EQ(fmt("\"~a\"", "[]"), "ERROR: format('not enough arguments')");
  EXPECT_EQ(fmt("\"~*c\"", "[a, 0'x]"), "ERROR: format('no or negative integer for `*\\' argument')");
  EXPECT_EQ(fmt("\"~*c\"", "[-1, 0'x]"), "ERROR: format('no or negative integer for `*\\' argument')");
  EXPECT_EQ(fmt("\"~e\"", "[a]"), "ERROR: type_error(evaluable,a/0)");
  EXPECT_EQ(fmt("\"~e\"", "[1.0e300*1.0e300]"), "ERROR: evaluation_error(float_overflow)");
  EXPECT_EQ(fmt("\"~1r\"", "[5]"), "ERROR: domain_error(radix,1)");
  EXPECT_EQ(fmt("\"~37r\"", "[5]"), "ERROR: domain_error(radix,37)");
  EXPECT_EQ(fmt("_", "[]"), "ERROR: instantiation_error");
  EXPECT_EQ(fmt("f(x)", "[]"), "ERROR: type_error(text,f(x))");
  EXPECT_EQ(error_of("format(_, \"x\", [])"), "instantiation_error");
  EXPECT_EQ(error_of("format(nostream, \"x\", [])"), "existence_error(stream,nostream)");
  EXPECT_EQ(error_of("format(foo(x), \"x\", [])"), "domain_error(stream_or_alias,foo(x))");
}

TEST_F(IoTest, FormatSinks) {
  ASSERT_TRUE(run("format(codes(C, T), \"ab\", []), T = [0'c]"));
  EXPECT_EQ(vars["C"], "[97,98,99]");
  ASSERT_TRUE(run("format(codes(C), \"a~w\", [b])"));
  EXPECT_EQ(vars["C"], "[97,98]");
  ASSERT_TRUE(run("format(chars(C), \"ab\", [])"));
  EXPECT_EQ(vars["C"], "[a,b]");
  ASSERT_TRUE(run("format(chars(C, [z]), \"ab\", [])"));
  EXPECT_EQ(vars["C"], "[a,b,z]");
  ASSERT_TRUE(run("format(string(S), \"~a-~d\", [x, 3])"));
  EXPECT_EQ(vars["S"], "\"x-3\"");
  EXPECT_FALSE(run("format(atom(abc), \"abd\", [])"));
  EXPECT_EQ(error, "");
}

TEST_F(IoTest, FormatStartsAtTheStreamColumn) {
  ASSERT_TRUE(run("'$push_output'(string(_), H), write(ab), format(\"~t~w~6|\", [x]), nl, format(\"~t~w~6|\", [y]), "
                  "'$pop_output'(H, string(S))"));
  EXPECT_EQ(vars["S"], "\"ab   x\\n     y\"");
}

// ---------------------------------------------------------------------------
// with_output_to/2 primitives

TEST_F(IoTest, PushPopOutput) {
  ASSERT_TRUE(run("current_output(Before), '$push_output'(atom(A), H), write(hello), print(' w'), "
                  "'$pop_output'(H, atom(A)), current_output(After)"));
  EXPECT_EQ(vars["A"], "'hello\\' w\\''");
  EXPECT_EQ(vars["Before"], vars["After"]);
  // Nested, and discarded: the outer one still collects, the stream is gone.
  ASSERT_TRUE(run("'$push_output'(codes(C), H1), write(a), '$push_output'(atom(_), H2), write(b), "
                  "'$discard_output'(H2), write(c), '$pop_output'(H1, codes(C)), "
                  "catch(write(H2, x), error(E, _), true)"));
  EXPECT_EQ(vars["C"], "[97,99]");
  EXPECT_EQ(vars["E"], "existence_error(stream," + vars["H2"] + ")");
  EXPECT_EQ(error_of("'$push_output'(foo, _)"), "domain_error(output_sink,foo)");
}

// ---------------------------------------------------------------------------
// Streams

TEST_F(IoTest, WriteThenReadTerms) {
  std::string f = quoted(path("t.pl"));
  ASSERT_TRUE(run("open(" + f + ", write, S), write(S, foo(x, 'Y', \"s\")), write(S, '.'), nl(S), "
                  "writeq(S, bar('A b', [1,2])), write(S, '.'), nl(S), print(S, x), write(S, '. '), "
                  "write_canonical(S, [a|'B']), write(S, '.'), nl(S), "
                  "write_term(S, f(X, X), [quoted(true), variable_names(['X'=X])]), write(S, '.'), close(S)"));
  EXPECT_EQ(read_file("t.pl"), "foo(x,Y,s).\nbar('A b',[1,2]).\nx. [a|'B'].\nf(X,X).");
}

TEST_F(IoTest, ReadTermOptionsAndPositions) {
  write_file("r.pl", "foo(X, Y, _Z, X, _).\n  bar( .\nbaz.\n% comment only\n");
  std::string f = quoted(path("r.pl"));
  ASSERT_TRUE(run("open(" + f + ", read, S), "
                  "read_term(S, T, [variable_names(V), singletons(Si), variables(Vs)]), "
                  "T = foo(A, B, C, D, E), A == D, V == ['X'=A, 'Y'=B, '_Z'=C], Si == ['Y'=B, '_Z'=C], Vs == [A, B, C, E], "
                  "line_count(S, L1), line_position(S, P1), character_count(S, C1), "
                  "catch(read(S, _), error(E, Where), true), "
                  "read(S, T3), read(S, T4), read(S, T5), stream_property(S, end_of_stream(ES)), close(S)"));
  EXPECT_EQ(vars["L1"], "1");
  EXPECT_EQ(vars["P1"], "20");
  EXPECT_EQ(vars["C1"], "20");
  EXPECT_EQ(vars["E"], "syntax_error(cannot_start_term)");
  EXPECT_EQ(vars["Where"], "file(" + f + ",2,7,28)");
  EXPECT_EQ(vars["T3"], "baz");
  EXPECT_EQ(vars["T4"], "end_of_file");
  EXPECT_EQ(vars["T5"], "end_of_file");
  EXPECT_EQ(vars["ES"], "past");
}

TEST_F(IoTest, EofActionError) {
  write_file("e.txt", "");
  std::string f = quoted(path("e.txt"));
  error_of("open(" + f + ", read, S, [eof_action(error)]), get_char(S, C1), C1 == end_of_file, get_char(S, _)");
  EXPECT_EQ(error.rfind("permission_error(input,past_end_of_stream,<stream>(0x", 0), 0u) << error;
  ASSERT_TRUE(run("open(" + f + ", read, S), get_char(S, C1), get_char(S, C2), peek_char(S, C3), "
                  "at_end_of_stream(S), close(S)"));
  EXPECT_EQ(vars["C2"], "end_of_file");
  EXPECT_EQ(vars["C3"], "end_of_file");
}

TEST_F(IoTest, StringStreamSyntaxErrorContext) {
  ASSERT_TRUE(run("open_string(\"a.\\nfoo( .\\nb. c\", S), read(S, X), catch(read(S, _), error(E, W), true), "
                  "read(S, Z), get_char(S, C)"));
  EXPECT_EQ(vars["X"], "a");
  EXPECT_EQ(vars["E"], "syntax_error(cannot_start_term)");
  EXPECT_EQ(vars["W"], "stream(" + vars["S"] + ",2,5,8)");
  EXPECT_EQ(vars["Z"], "b");
  EXPECT_EQ(vars["C"], "' '");
}

TEST_F(IoTest, CharacterIo) {
  write_file("c.txt", "f\xCE\xBBo\nx");
  std::string f = quoted(path("c.txt"));
  ASSERT_TRUE(run("open(" + f + ", read, S), get_char(S, A), peek_char(S, B), get_char(S, B2), get_code(S, C), "
                  "peek_code(S, D), get_char(S, _), line_count(S, L), line_position(S, P), character_count(S, N), "
                  "byte_count(S, Bytes), close(S)"));
  EXPECT_EQ(vars["A"], "f");
  EXPECT_EQ(vars["B"], "\xCE\xBB");
  EXPECT_EQ(vars["B2"], "\xCE\xBB");
  EXPECT_EQ(vars["C"], "111");
  EXPECT_EQ(vars["D"], "10");
  EXPECT_EQ(vars["L"], "2");
  EXPECT_EQ(vars["P"], "0");
  EXPECT_EQ(vars["N"], "4");
  EXPECT_EQ(vars["Bytes"], "5");

  std::string g = quoted(path("o.txt"));
  ASSERT_TRUE(run("open(" + g + ", write, S), put_char(S, a), put_code(S, 955), tab(S, 1+1), put_char(S, b), "
                  "line_position(S, P), nl(S), line_count(S, L), close(S)"));
  EXPECT_EQ(read_file("o.txt"), "a\xCE\xBB  b\n");
  EXPECT_EQ(vars["P"], "5");
  EXPECT_EQ(vars["L"], "2");
}

TEST_F(IoTest, BinaryIo) {
  std::string f = quoted(path("b.bin"));
  ASSERT_TRUE(run("open(" + f + ", write, S, [type(binary)]), put_byte(S, 0), put_byte(S, 255), close(S), "
                  "open(" + f + ", read, R, [type(binary)]), get_byte(R, A), peek_byte(R, B), get_byte(R, C), "
                  "get_byte(R, D), close(R)"));
  EXPECT_EQ(vars["A"], "0");
  EXPECT_EQ(vars["B"], "255");
  EXPECT_EQ(vars["C"], "255");
  EXPECT_EQ(vars["D"], "-1");
  error_of("open(" + f + ", read, R, [type(binary)]), get_char(R, _)");
  EXPECT_EQ(error.rfind("permission_error(input,binary_stream,<stream>(0x", 0), 0u) << error;
  EXPECT_EQ(error_of("put_byte(user_output, 65)"), "permission_error(output,text_stream,user_output)");
  EXPECT_EQ(error_of("put_byte(65)"), "permission_error(output,text_stream,user_output)");
  EXPECT_EQ(error_of("put_byte(256)"), "type_error(byte,256)");
  EXPECT_EQ(error_of("get_byte(user_input, foo)"), "type_error(in_byte,foo)");
}

TEST_F(IoTest, StreamErrors) {
  EXPECT_EQ(error_of("open('/nonexistent/dir/x', read, _)"), "existence_error(source_sink,'/nonexistent/dir/x')");
  EXPECT_EQ(error_of("open(" + quoted(dir) + ", read, _)"), "permission_error(open,source_sink," + quoted(dir) + ")");
  EXPECT_EQ(error_of("open(_, read, _)"), "instantiation_error");
  EXPECT_EQ(error_of("open(f(x), read, _)"), "domain_error(source_sink,f(x))");
  EXPECT_EQ(error_of("open(foo, bad, _)"), "domain_error(io_mode,bad)");
  EXPECT_EQ(error_of("open(foo, 1, _)"), "type_error(atom,1)");
  EXPECT_EQ(error_of("open(foo, read, s)"), "uninstantiation_error(s)");
  std::string f = quoted(path("x.txt"));
  EXPECT_EQ(error_of("open(" + f + ", write, _, [type(foo)])"), "domain_error(stream_option,type(foo))");
  EXPECT_EQ(error_of("open(" + f + ", write, _, [bad])"), "domain_error(stream_option,bad)");
  EXPECT_EQ(error_of("open(" + f + ", write, _, foo)"), "type_error(list,foo)");
  EXPECT_EQ(error_of("open(" + f + ", write, _, [alias(user_output)])"),
            "permission_error(open,source_sink,alias(user_output))");
  EXPECT_EQ(error_of("get_char(foo, _)"), "existence_error(stream,foo)");
  EXPECT_EQ(error_of("get_char(_, _)"), "instantiation_error");
  EXPECT_EQ(error_of("get_char(f(x), _)"), "domain_error(stream_or_alias,f(x))");
  EXPECT_EQ(error_of("get_char(user_output, _)"), "permission_error(input,stream,user_output)");
  EXPECT_EQ(error_of("put_char(user_input, a)"), "permission_error(output,stream,user_input)");
  EXPECT_EQ(error_of("get_char(user_input, ab)"), "type_error(in_character,ab)");
  EXPECT_EQ(error_of("get_code(user_input, a)"), "type_error(integer,a)");
  EXPECT_EQ(error_of("put_char(_)"), "instantiation_error");
  EXPECT_EQ(error_of("put_char(ab)"), "type_error(character,ab)");
  EXPECT_EQ(error_of("put_code(a)"), "type_error(integer,a)");
  EXPECT_EQ(error_of("put_code(-1)"), "representation_error(character_code)");
  EXPECT_EQ(error_of("tab(a)"), "type_error(evaluable,a/0)");
  EXPECT_EQ(error_of("set_input(user_output)"), "permission_error(input,stream,user_output)");
  EXPECT_EQ(error_of("current_output(foo)"), "domain_error(stream,foo)");
  EXPECT_EQ(error_of("stream_property(user_output, bad)"), "domain_error(stream_property,bad)");
  EXPECT_EQ(error_of("read_term(user_input, _, [bad])"), "domain_error(read_option,bad)");
  ASSERT_TRUE(run("open(" + f + ", write, S), close(S), catch(put_char(S, a), error(E1, _), true), "
                  "catch(close(S), error(E2, _), true)"));
  EXPECT_EQ(vars["E1"], "existence_error(stream," + vars["S"] + ")");
  EXPECT_EQ(vars["E2"], "existence_error(stream," + vars["S"] + ")");
}

TEST_F(IoTest, AliasesPropertiesAndCurrentStreams) {
  std::string f = quoted(path("a.txt"));
  ASSERT_TRUE(run("open(" + f + ", write, S, [alias(myout)]), write(myout, hello), nl(myout), "
                  "stream_property(S, alias(A)), stream_property(S2, alias(myout)), stream_property(S, mode(M)), "
                  "stream_property(S, file_name(F)), findall(P, stream_property(S, P), Ps), "
                  "set_output(myout), write(there), current_output(Cur), close(myout), current_output(After), "
                  "stream_property(After, alias(AfterAlias))"));
  EXPECT_EQ(read_file("a.txt"), "hello\nthere");
  EXPECT_EQ(vars["A"], "myout");
  EXPECT_EQ(vars["S2"], vars["S"]);
  EXPECT_EQ(vars["Cur"], vars["S"]);
  EXPECT_EQ(vars["M"], "write");
  EXPECT_EQ(vars["F"], quoted(path("a.txt")));
  EXPECT_EQ(vars["AfterAlias"], "user_output");
  EXPECT_EQ(vars["Ps"], "[file_name(" + quoted(path("a.txt")) +
                            "),mode(write),output,alias(myout),position('$stream_position'(6,2,0,6)),"
                            "eof_action(eof_code),reposition(true),type(text),file_no(" +
                            vars["Ps"].substr(vars["Ps"].find("file_no(") + 8, vars["Ps"].find(")", vars["Ps"].find("file_no(")) - vars["Ps"].find("file_no(") - 8) +
                            "),encoding(utf8)]");
  EXPECT_EQ(error_of("write(myout, x)"), "existence_error(stream,myout)");
  ASSERT_TRUE(run("stream_property(S, alias(user_error)), stream_property(S, output)"));
  ASSERT_TRUE(run("close(user_input), close(user_output), stream_property(_, alias(user_input))"));
  // set_stream/2 gives a second alias; the first stays.
  ASSERT_TRUE(run("open_string(\"abc\", S), set_stream(S, alias(in2)), get_char(in2, C), close(S)"));
  EXPECT_EQ(vars["C"], "a");
}

TEST_F(IoTest, ReadsOneClauseFromAPipeWithoutWaitingForMore) {
  int fds[2];
  ASSERT_EQ(pipe(fds), 0);
  StreamRef st = Stream::fd_input(fds[0], true);
  rt.streams().add(st);
  std::string term = "'$stream'(" + std::to_string(st->id) + ")";
  const char* part1 = "first(1).\nsecond(";
  ASSERT_EQ(write(fds[1], part1, strlen(part1)), static_cast<ssize_t>(strlen(part1)));
  // A read that wanted more than the first clause would block here.
  ASSERT_TRUE(run("read(" + term + ", X)"));
  EXPECT_EQ(vars["X"], "first(1)");
  ASSERT_EQ(write(fds[1], "2). third", 9), 9);
  ASSERT_TRUE(run("read(" + term + ", X)"));
  EXPECT_EQ(vars["X"], "second(2)");
  close(fds[1]);
  EXPECT_EQ(error_of("read(" + term + ", X)"), "syntax_error(end_of_file)");
  ASSERT_TRUE(run("read(" + term + ", X)"));
  EXPECT_EQ(vars["X"], "end_of_file");
}

TEST_F(IoTest, ClauseLongerThanTheReadChunk) {
  std::string big = "big([";
  for (int i = 0; i < 40000; ++i) big += std::to_string(i) + (i + 1 < 40000 ? "," : "");
  big += "]).\nsmall('it''s. here').\n";
  write_file("big.pl", big);
  ASSERT_GT(big.size(), 200000u);
  ASSERT_TRUE(run("open(" + quoted(path("big.pl")) + ", read, S), read(S, big(L)), length(L, N), "
                  "read(S, Small), line_count(S, Lines), close(S)"));
  EXPECT_EQ(vars["N"], "40000");
  EXPECT_EQ(vars["Small"], "small('it\\'s. here')");
  EXPECT_EQ(vars["Lines"], "2");
}

TEST_F(IoTest, AppendAndOctetEncoding) {
  std::string f = quoted(path("ap.txt"));
  ASSERT_TRUE(run("open(" + f + ", write, S), write(S, a), close(S), open(" + f + ", append, T), write(T, b), "
                  "close(T), open(" + f + ", read, R, [encoding(octet)]), get_code(R, C1), get_code(R, C2), close(R)"));
  EXPECT_EQ(read_file("ap.txt"), "ab");
  write_file("l1.txt", "\xCE\xBB");
  ASSERT_TRUE(run("open(" + quoted(path("l1.txt")) + ", read, R, [encoding(octet)]), get_code(R, C1), "
                  "get_code(R, C2), close(R)"));
  EXPECT_EQ(vars["C1"], "206");
  EXPECT_EQ(vars["C2"], "187");
}

}  // namespace
}  // namespace kea
