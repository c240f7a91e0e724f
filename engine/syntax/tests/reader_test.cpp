// Reader tests. The table of text -> canonical structure was produced by
// running each input through SWI-Prolog 9 (read_term/2 and a canonical
// printer written in Prolog with exactly the rules of canon() below), so
// every row is SWI's reading. Known, deliberate differences are tested
// separately with a comment.
#include <gtest/gtest.h>

#include <gmp.h>

#include <cmath>
#include <cstdio>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/errors.hpp"
#include "engine/syntax/lexer.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/runtime.hpp"
#include "engine/terms/store.hpp"

using namespace kea;

namespace {

// A small canonical printer, independent of the real writer: atoms bare only
// when [a-z][a-zA-Z0-9_]* (ASCII), [] as [], everything else quoted; floats
// as %.15g; variables _G0, _G1... in order of first occurrence.
class Canon {
 public:
  std::string print(Cell t) {
    out_.clear();
    vars_.clear();
    put(t);
    return out_;
  }

 private:
  static bool bare(std::string_view s) {
    if (s.empty() || s[0] < 'a' || s[0] > 'z') return false;
    for (char c : s)
      if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return false;
    return true;
  }
  void atom(std::string_view s) {
    if (s == "[]" || bare(s)) {
      out_ += s;
      return;
    }
    out_ += '\'';
    for (char c : s) {
      if (c == '\\') out_ += "\\\\";
      else if (c == '\'') out_ += "\\'";
      else if (c == '\n') out_ += "\\n";
      else out_ += c;
    }
    out_ += '\'';
  }
  void put(Cell t) {
    t = deref(t);
    if (is_var(t)) {
      auto it = vars_.find(t);
      if (it == vars_.end()) it = vars_.emplace(t, vars_.size()).first;
      out_ += "_G" + std::to_string(it->second);
    } else if (is_small_int(t)) {
      out_ += std::to_string(small_int_of(t));
    } else if (is_bigint(t)) {
      mpz_t z;
      mpz_init(z);
      integer_to_mpz(t, z);
      char* s = mpz_get_str(nullptr, 10, z);
      out_ += s;
      void (*freefunc)(void*, size_t);
      mp_get_memory_functions(nullptr, nullptr, &freefunc);
      freefunc(s, std::strlen(s) + 1);
      mpz_clear(z);
    } else if (is_float(t)) {
      char buf[64];
      std::snprintf(buf, sizeof buf, "%.15g", float_of(t));
      out_ += buf;
    } else if (is_string(t)) {
      out_ += '"';
      for (char c : string_of(t)) {
        if (c == '\\') out_ += "\\\\";
        else if (c == '"') out_ += "\\\"";
        else if (c == '\n') out_ += "\\n";
        else out_ += c;
      }
      out_ += '"';
    } else if (is_atom(t)) {
      atom(atom_of(t)->view());
    } else if (is_list(t)) {
      out_ += '[';
      put(list_head(t));
      Cell rest = deref(list_tail(t));
      while (is_list(rest)) {
        out_ += ',';
        put(list_head(rest));
        rest = deref(list_tail(rest));
      }
      if (!(is_atom(rest) && atom_of(rest) == atoms::nil)) {
        out_ += '|';
        put(rest);
      }
      out_ += ']';
    } else if (is_str(t)) {
      Functor f = functor_of(t);
      atom(f->name->view());
      out_ += '(';
      for (unsigned i = 0; i < f->arity; ++i) {
        if (i) out_ += ',';
        put(arg(t, i));
      }
      out_ += ')';
    } else {
      out_ += "<?>";
    }
  }
  std::string out_;
  std::unordered_map<Cell, std::size_t> vars_;
};

// The formal of a syntax error, canonical: "ERR:What".
std::string error_what(Cell err) {
  err = deref(err);
  if (!is_str(err) || functor_of(err) != functors::error2) return "not error/2";
  Cell formal = deref(arg(err, 0));
  if (!is_str(formal) || functor_of(formal) != functors::syntax_error1) return "not syntax_error/1";
  return "ERR:" + Canon().print(arg(formal, 0));
}

// Read the first clause of text as SWI's read_term/2 would; canonical or ERR:What.
std::string read_one(Runtime& rt, std::string_view text) {
  Store s;
  Reader r(rt, s, text, "user");
  ReadResult res;
  try {
    r.next(res);
    return Canon().print(res.term);
  } catch (const PrologError& e) {
    return error_what(e.term());
  }
}

struct Case {
  const char* text;
  const char* expected;
};

const Case kSwiCases[] = {
    {"a.", "a"},
    {"foo.", "foo"},
    {"'Foo'.", "'Foo'"},
    {"'hello world'.", "'hello world'"},
    {"[].", "[]"},
    {"'[]'.", "[]"},
    {"{}.", "'{}'"},
    {"'{}'.", "'{}'"},
    {"!.", "'!'"},
    {";.", "';'"},
    {"f(a).", "f(a)"},
    {"f(a,b,c).", "f(a,b,c)"},
    {"f(g(h(i))).", "f(g(h(i)))"},
    {"'hello'(x).", "hello(x)"},
    {"{}(x).", "'{}'(x)"},
    {"'[|]'(a,b).", "[a|b]"},
    {"'[|]'(a,[]).", "[a]"},
    {"'.'(a,b).", "'.'(a,b)"},
    {"X.", "_G0"},
    {"_.", "_G0"},
    {"_Foo.", "_G0"},
    {"f(X,Y,X).", "f(_G0,_G1,_G0)"},
    {"f(_,_).", "f(_G0,_G1)"},
    {"f(X,_,X,_Y,_Y).", "f(_G0,_G1,_G0,_G2,_G2)"},
    {"g(A,B,C,A).", "g(_G0,_G1,_G2,_G0)"},
    {"Élan.", "_G0"},
    {"'ÉLAN'.", "'ÉLAN'"},
    {"é.", "'é'"},
    {"日本.", "'日本'"},
    {"αβγ.", "'αβγ'"},
    {"x_1_Y.", "x_1_Y"},
    {"0.", "0"},
    {"42.", "42"},
    {"-42.", "-42"},
    {"- 42.", "'-'(42)"},
    {"-(42).", "'-'(42)"},
    {"-(-42).", "'-'(-42)"},
    {"- -42.", "'-'(-42)"},
    {"1.5.", "1.5"},
    {"-1.5.", "-1.5"},
    {"1.0e10.", "10000000000"},
    {"1.0E10.", "10000000000"},
    {"1.0e-5.", "1e-05"},
    {"1.0e+5.", "100000"},
    {"1e10.", "10000000000"},
    {"1E5.", "100000"},
    {"1.5e300.", "1.5e+300"},
    {"0.1.", "0.1"},
    {"123456789012345678901234567890.", "123456789012345678901234567890"},
    {"-123456789012345678901234567890.", "-123456789012345678901234567890"},
    {"1152921504606846975.", "1152921504606846975"},
    {"1152921504606846976.", "1152921504606846976"},
    {"-1152921504606846976.", "-1152921504606846976"},
    {"-1152921504606846977.", "-1152921504606846977"},
    {"9223372036854775807.", "9223372036854775807"},
    {"9223372036854775808.", "9223372036854775808"},
    {"0x1F.", "31"},
    {"0xff.", "255"},
    {"0XFF.", "ERR:operator_expected"},
    {"0o17.", "15"},
    {"0b101.", "5"},
    {"0b1111111111111111111111111111111111111111111111111111111111111111111.", "147573952589676412927"},
    {"0xFFFFFFFFFFFFFFFFFFFF.", "1208925819614629174706175"},
    {"16'FF.", "255"},
    {"2'1010.", "10"},
    {"36'ZZ.", "1295"},
    {"8'777.", "511"},
    {"0'a.", "97"},
    {"0' .", "32"},
    {"0''.", "39"},
    {"0'''.", "39"},
    {"0'\\n.", "10"},
    {"0'\\t.", "9"},
    {"0'\\\\.", "92"},
    {"0'\\e.", "27"},
    {"0'é.", "233"},
    {"0'\".", "34"},
    {"0'`.", "96"},
    {"0'0.", "48"},
    {"1 000 000.", "1000000"},
    {"1_000_000.", "1000000"},
    {"1_000_/*c*/000.", "1000000"},
    {"1_ 000.", "1000"},
    {"1 2 3.", "123"},
    {"12 345.5.", "'.'(12345,5)"},
    {"1_000.5.", "'.'(1000,5)"},
    {"0x1_F.", "31"},
    {"16'F_F.", "255"},
    {"1.0Inf.", "inf"},
    {"-1.0Inf.", "-inf"},
    {"1.5NaN.", "nan"},
    {"X = 1.0Inf.", "'='(_G0,inf)"},
    {"1.e5.", "'.'(1,e5)"},
    {"\"abc\".", "\"abc\""},
    {"\"\".", "\"\""},
    {"\"a\"\"b\".", "\"a\\\"b\""},
    {"\"it's\".", "\"it's\""},
    {"\"a\\nb\".", "\"a\\nb\""},
    {"\"\\x41\\\\x42\\\".", "\"AB\""},
    {"`abc`.", "[97,98,99]"},
    {"``.", "[]"},
    {"'a\\\\b'.", "'a\\\\b'"},
    {"'a\\'b'.", "'a\\'b'"},
    {"'a\"b'.", "'a\"b'"},
    {"'a\\\"b'.", "'a\"b'"},
    {"'a\\`b'.", "'a`b'"},
    {"'\\a\\b\\f\\v\\r\\t\\n'.", "'\007\010\014\013\015\011\\n'"},
    {"'\\e'.", "'\033'"},
    {"'\\s'.", "' '"},
    {"'\\101\\'.", "'A'"},
    {"'\\41'.", "'!'"},
    {"'\\x41\\'.", "'A'"},
    {"'ab\\x41'.", "abA"},
    {"'\\u00e9'.", "'é'"},
    {"'\\U0001F600'.", "'😀'"},
    {"'a\\\012b'.", "ab"},
    {"'a\\c\012   b'.", "ab"},
    {"'tab\011in'.", "'tab\011in'"},
    {"'nl\012in'.", "'nl\\nin'"},
    {"''.", "''"},
    {"''''.", "'\\''"},
    {"'\\\\'.", "'\\\\'"},
    {"a+b.", "'+'(a,b)"},
    {"a + b.", "'+'(a,b)"},
    {"a+b*c.", "'+'(a,'*'(b,c))"},
    {"a*b+c.", "'+'('*'(a,b),c)"},
    {"(a+b)*c.", "'*'('+'(a,b),c)"},
    {"a-b-c.", "'-'('-'(a,b),c)"},
    {"a-(b-c).", "'-'(a,'-'(b,c))"},
    {"a^b^c.", "'^'(a,'^'(b,c))"},
    {"(a^b)^c.", "'^'('^'(a,b),c)"},
    {"a=b.", "'='(a,b)"},
    {"a\\=b.", "'\\\\='(a,b)"},
    {"a==b.", "'=='(a,b)"},
    {"a\\==b.", "'\\\\=='(a,b)"},
    {"a@<b.", "'@<'(a,b)"},
    {"a@>b.", "'@>'(a,b)"},
    {"a@=<b.", "'@=<'(a,b)"},
    {"a@>=b.", "'@>='(a,b)"},
    {"a=..b.", "'=..'(a,b)"},
    {"X is 1+2.", "is(_G0,'+'(1,2))"},
    {"a=:=b.", "'=:='(a,b)"},
    {"a=\\=b.", "'=\\\\='(a,b)"},
    {"a<b.", "'<'(a,b)"},
    {"a>b.", "'>'(a,b)"},
    {"a=<b.", "'=<'(a,b)"},
    {"a>=b.", "'>='(a,b)"},
    {"a=@=b.", "'=@='(a,b)"},
    {"a\\=@=b.", "'\\\\=@='(a,b)"},
    {"a>:<b.", "'>:<'(a,b)"},
    {"a:<b.", "':<'(a,b)"},
    {"a as b.", "as(a,b)"},
    {"a:b:c.", "':'(a,':'(b,c))"},
    {"(a:b):c.", "':'(':'(a,b),c)"},
    {"a:-b.", "':-'(a,b)"},
    {"a:-b,c.", "':-'(a,','(b,c))"},
    {"a:-b,c;d.", "':-'(a,';'(','(b,c),d))"},
    {"a:-b;c,d.", "':-'(a,';'(b,','(c,d)))"},
    {"a:-b->c;d.", "':-'(a,';'('->'(b,c),d))"},
    {"a:-b*->c;d.", "':-'(a,';'('*->'(b,c),d))"},
    {"(a:-b,c).", "':-'(a,','(b,c))"},
    {":- a.", "':-'(a)"},
    {"?- a.", "'?-'(a)"},
    {"a-->b.", "'-->'(a,b)"},
    {"a-->b,c.", "'-->'(a,','(b,c))"},
    {"a=>b.", "'=>'(a,b)"},
    {"\\+a.", "'\\\\+'(a)"},
    {"\\+ a.", "'\\\\+'(a)"},
    {"\\+ \\+ a.", "'\\\\+'('\\\\+'(a))"},
    {"\\+(a,b).", "'\\\\+'(a,b)"},
    {"\\+ (a,b).", "'\\\\+'(','(a,b))"},
    {"- a.", "'-'(a)"},
    {"-a.", "'-'(a)"},
    {"- - a.", "'-'('-'(a))"},
    {"- - - a.", "'-'('-'('-'(a)))"},
    {"-(a).", "'-'(a)"},
    {"-(-(a)).", "'-'('-'(a))"},
    {"- (1).", "'-'(1)"},
    {"-(1).", "'-'(1)"},
    {"-(1,2).", "'-'(1,2)"},
    {"- (1,2).", "'-'(','(1,2))"},
    {"- (a) * b.", "'*'('-'(a),b)"},
    {"-(a) * b.", "'*'('-'(a),b)"},
    {"- a * b.", "'*'('-'(a),b)"},
    {"- a ^ 2.", "'-'('^'(a,2))"},
    {"- 1^2.", "'-'('^'(1,2))"},
    {"-1^2.", "'^'(-1,2)"},
    {"-(1)^2.", "'^'('-'(1),2)"},
    {"- 1 + 2.", "'+'('-'(1),2)"},
    {"-(1) + 2.", "'+'('-'(1),2)"},
    {"- (1) + 2.", "'+'('-'(1),2)"},
    {"a- -1.", "'-'(a,-1)"},
    {"a - -1.", "'-'(a,-1)"},
    {"a - - 1.", "'-'(a,'-'(1))"},
    {"a-(-1).", "'-'(a,-1)"},
    {"a-(-(1)).", "'-'(a,'-'(1))"},
    {"1 - -1.", "'-'(1,-1)"},
    {"a -1.", "'-'(a,1)"},
    {"a - 1.", "'-'(a,1)"},
    {"a-1.", "'-'(a,1)"},
    {"[a -1].", "['-'(a,1)]"},
    {"f(-1).", "f(-1)"},
    {"f(- 1).", "f('-'(1))"},
    {"f(-).", "f('-')"},
    {"f(-, +).", "f('-','+')"},
    {"f(+,-).", "f('+','-')"},
    {"[-].", "['-']"},
    {"[-, +].", "['-','+']"},
    {"[a|-].", "[a|'-']"},
    {"- = a.", "'='('-',a)"},
    {"a = -.", "ERR:end_of_file"},
    {"(-) = a.", "'='('-',a)"},
    {"a = (-).", "'='(a,'-')"},
    {"- - .", "'-'('-')"},
    {"- - - .", "'-'('-'('-'))"},
    {"- + 1.", "'-'('+'(1))"},
    {"\\+ - a.", "'\\\\+'('-'(a))"},
    {"2 ** -1.", "'**'(2,-1)"},
    {"2 ** - 1.", "ERR:operator_clash"},
    {"2^ -1.", "'^'(2,-1)"},
    {"a* -1.", "'*'(a,-1)"},
    {"1 - - - 1.", "'-'(1,'-'('-'(1)))"},
    {"a- - -1.", "'-'(a,'-'(-1))"},
    {"X = (:-).", "'='(_G0,':-')"},
    {"f(:-).", "f(':-')"},
    {"f(:-, a).", "f(':-',a)"},
    {"f(:- a).", "f(':-'(a))"},
    {"[:- a].", "[':-'(a)]"},
    {"f(a :- b).", "f(':-'(a,b))"},
    {"f(a :- b, c).", "f(':-'(a,b),c)"},
    {"f((a :- b)).", "f(':-'(a,b))"},
    {"f(a;b, c).", "f(';'(a,b),c)"},
    {"[a:-b, c].", "[':-'(a,b),c]"},
    {"f((a,b)).", "f(','(a,b))"},
    {"f(a, (b,c)).", "f(a,','(b,c))"},
    {"f((a,b), c).", "f(','(a,b),c)"},
    {"[(a,b)].", "[','(a,b)]"},
    {"[a,b|c].", "[a,b|c]"},
    {"[a|[b,c]].", "[a,b,c]"},
    {"[a,b|[]].", "[a,b]"},
    {"[[a]].", "[[a]]"},
    {"[[]].", "[[]]"},
    {"[[],[]].", "[[],[]]"},
    {"[a|b].", "[a|b]"},
    {"[ ].", "[]"},
    {"{ }.", "'{}'"},
    {"{a}.", "'{}'(a)"},
    {"{ a }.", "'{}'(a)"},
    {"{a,b}.", "'{}'(','(a,b))"},
    {"{a,b,c}.", "'{}'(','(a,','(b,c)))"},
    {"{(a,b)}.", "'{}'(','(a,b))"},
    {"{a}(b).", "ERR:operator_expected"},
    {"- {a}.", "'-'('{}'(a))"},
    {"-[1].", "'-'([1])"},
    {"- [1].", "'-'([1])"},
    {"- [].", "'-'([])"},
    {"(a|b).", "'|'(a,b)"},
    {"a|b.", "'|'(a,b)"},
    {"(a|b|c).", "'|'(a,'|'(b,c))"},
    {"(a;b|c).", "'|'(';'(a,b),c)"},
    {"f((a|b)).", "f('|'(a,b))"},
    {"a;b.", "';'(a,b)"},
    {";(a).", "';'(a)"},
    {"';'(a,b).", "';'(a,b)"},
    {"','(a,b).", "','(a,b)"},
    {"'|'(a,b).", "'|'(a,b)"},
    {"f(;, '|', '[]').", "f(';','|',[])"},
    {"f(',').", "f(',')"},
    {"f('|').", "f('|')"},
    {"f(!).", "f('!')"},
    {"[!].", "['!']"},
    {"a, !, b.", "','(a,','('!',b))"},
    {"p :- a, !, b.", "':-'(p,','(a,','('!',b)))"},
    {"p :- \\+ a, b.", "':-'(p,','('\\\\+'(a),b))"},
    {"dynamic foo/1.", "dynamic('/'(foo,1))"},
    {":- dynamic foo/1.", "':-'(dynamic('/'(foo,1)))"},
    {":- dynamic foo/1, bar/2.", "':-'(dynamic(','('/'(foo,1),'/'(bar,2))))"},
    {":- dynamic((foo/1, bar/2)).", "':-'(dynamic(','('/'(foo,1),'/'(bar,2))))"},
    {"f(dynamic).", "f(dynamic)"},
    {"dynamic.", "dynamic"},
    {"- dynamic.", "'-'(dynamic)"},
    {"f(x,dynamic a).", "f(x,dynamic(a))"},
    {"[dynamic].", "[dynamic]"},
    {"discontiguous a/1.", "discontiguous('/'(a,1))"},
    {"table f/2.", "table('/'(f,2))"},
    {"initialization(main).", "initialization(main)"},
    {":- initialization(main, main).", "':-'(initialization(main,main))"},
    {"X = dynamic.", "'='(_G0,dynamic)"},
    {"X = \\+ a.", "ERR:operator_clash"},
    {"X = (\\+ a).", "'='(_G0,'\\\\+'(a))"},
    {"X = a :- b.", "':-'('='(_G0,a),b)"},
    {"a = b = c.", "ERR:operator_clash"},
    {"1**2**3.", "ERR:operator_clash"},
    {"a :- :- b.", "ERR:operator_clash"},
    {"a :- b :- c.", "ERR:operator_clash"},
    {"a =.. b =.. c.", "ERR:operator_clash"},
    {"$a.", "'$'(a)"},
    {"$.", "ERR:end_of_file"},
    {"f($).", "f('$')"},
    {"a.b.", "'.'(a,b)"},
    {"X = a.b.", "'='(_G0,'.'(a,b))"},
    {"'a'.b.", "'.'(a,b)"},
    {"f(a).g.", "'.'(f(a),g)"},
    {"a. b.", "a"},
    {"X = \"a.b\".", "'='(_G0,\"a.b\")"},
    {"'hello.'.", "'hello.'"},
    {"a.%comment", "a"},
    {"a./*c*/", "ERR:end_of_file"},
    {"a /* comment */ + /* another */ b.", "'+'(a,b)"},
    {"a % line comment\012+ b.", "'+'(a,b)"},
    {"a\012+\012b.", "'+'(a,b)"},
    {"f(\012a\012,\012b\012).", "f(a,b)"},
    {"a:b:c:d.", "':'(a,':'(b,':'(c,d)))"},
    {"a,b,c,d.", "','(a,','(b,','(c,d)))"},
    {"(a,b),c.", "','(','(a,b),c)"},
    {"a;b;c.", "';'(a,';'(b,c))"},
    {"(a;b);c.", "';'(';'(a,b),c)"},
    {"a->b;c.", "';'('->'(a,b),c)"},
    {"(a->b;c).", "';'('->'(a,b),c)"},
    {"a->b->c.", "'->'(a,'->'(b,c))"},
    {"f(a->b;c).", "f(';'('->'(a,b),c))"},
    {"X = [1,2,3].", "'='(_G0,[1,2,3])"},
    {"X = f(Y), Y = g(X).", "','('='(_G0,f(_G1)),'='(_G1,g(_G0)))"},
    {"p(X) :- q(X, Y), r(Y).", "':-'(p(_G0),','(q(_G0,_G1),r(_G1)))"},
    {"p([H|T], [H|R]) :- q(T, R).", "':-'(p([_G0|_G1],[_G0|_G2]),q(_G1,_G2))"},
    {"foo(X, Y) :- X > Y, !, write(X) ; write(Y).", "':-'(foo(_G0,_G1),';'(','('>'(_G0,_G1),','('!',write(_G0))),write(_G1)))"},
    {"a = 'B'.", "'='(a,'B')"},
    {"a = [].", "'='(a,[])"},
    {"a = '[]'.", "'='(a,[])"},
    {"a = {}.", "'='(a,'{}')"},
    {"f(a, []).", "f(a,[])"},
    {"f([], {}).", "f([],'{}')"},
    {"f({}, []).", "f('{}',[])"},
    {"'\\\\+'(a).", "'\\\\+'(a)"},
    {"'\\\\+' (a).", "ERR:operator_expected"},
    {"\\+(a).", "'\\\\+'(a)"},
    {"a @ b.", "ERR:operator_expected"},
    {"foo bar.", "ERR:operator_expected"},
    {"f(a b).", "ERR:operator_expected"},
    {"f(a,).", "ERR:cannot_start_term"},
    {"f(,a).", "ERR:quoted_punctuation"},
    {"(a.", "ERR:operator_expected"},
    {"a).", "ERR:cannot_start_term"},
    {"[a,b.", "ERR:operator_expected"},
    {"[a|b|c].", "ERR:list_rest"},
    {"[a|].", "ERR:cannot_start_term"},
    {"{a.", "ERR:operator_expected"},
    {"f(a)(b).", "ERR:operator_expected"},
    {"X(a).", "ERR:operator_expected"},
    {"1 2 x.", "ERR:operator_expected"},
    {"x- .", "ERR:operator_balance"},
    {"1 + .", "ERR:operator_balance"},
    {"a = = b.", "ERR:operator_expected"},
    {"a, b c.", "ERR:operator_expected"},
    {"f(a.", "ERR:operator_expected"},
    {"X = f(a,b)x.", "ERR:operator_expected"},
    {"- \\+ a.", "ERR:operator_clash"},
    {"'\\z'.", "ERR:undefined_char_escape(z)"},
    {"'\\N'.", "ERR:undefined_char_escape('N')"},
    {"0x.", "ERR:illegal_number"},
    {"0b2.", "ERR:illegal_number"},
    {"0o8.", "ERR:illegal_number"},
    {"0'\\z.", "ERR:illegal_number"},
    // Surrogates are not characters: UTF-8 cannot hold them (SWI agrees).
    {"'\\xD800\\'.", "ERR:illegal_character_code"},
    {"\"\\uDFFF\".", "ERR:illegal_character_code"},
    {"'f\\155166'.", "ERR:illegal_character_code"},
    {"'\\x110000\\'.", "ERR:illegal_character_code"},
    {"0'\\xD800\\ .", "ERR:illegal_number"},
    {"'abc", "ERR:end_of_file_in_quoted('\\'')"},
    {"\"abc", "ERR:end_of_file_in_quoted('\"')"},
    {"a = 'unterminated", "ERR:end_of_file_in_quoted('\\'')"},
    {"`abc", "ERR:end_of_file_in_quoted('`')"},
    {"1.0e.", "ERR:operator_expected"},
    {"2e.", "ERR:operator_expected"},
    {"0.5e.", "ERR:operator_expected"},
    {"1.0e1_0.", "ERR:operator_expected"},
    {"1.000_5.", "ERR:operator_expected"},
    {"0'ab.", "ERR:operator_expected"},
    {"37'A.", "ERR:end_of_file_in_quoted('\\'')"},
    {"1'a.", "ERR:end_of_file_in_quoted('\\'')"},
    {"00.", "0"},
    {"007.", "7"},
    {"0.0.", "0"},
    {"-0.0.", "-0"},
    {"- 0.0.", "'-'(0)"},
    {"1.0.", "1"},
    {"100.0.", "100"},
    {"1.0e100.", "1e+100"},
    {"1.0e-100.", "1e-100"},
    {"1.7976931348623157e308.", "1.79769313486232e+308"},
    {"4.9e-324.", "4.94065645841247e-324"},
    {"0.1e1.", "1"},
    {"3.14159.", "3.14159"},
    {"2.5e3.", "2500"},
    {"X = 'a' 'b'.", "ERR:operator_expected"},
    {"X = a 'b'.", "ERR:operator_expected"},
    {"\"abc\" \"def\".", "ERR:operator_expected"},
    {"a:=b.", "':='(a,b)"},
    {"a = := .", "'='(a,':=')"},
    {"f(a:=b).", "f(':='(a,b))"},
    {"a rdiv b.", "rdiv(a,b)"},
    {"a xor b.", "xor(a,b)"},
    {"a mod b.", "mod(a,b)"},
    {"a rem b.", "rem(a,b)"},
    {"a div b.", "div(a,b)"},
    {"a // b.", "'//'(a,b)"},
    {"a << b.", "'<<'(a,b)"},
    {"a >> b.", "'>>'(a,b)"},
    {"a /\\ b.", "'/\\\\'(a,b)"},
    {"a \\/ b.", "'\\\\/'(a,b)"},
    {"\\ a.", "'\\\\'(a)"},
    {"\\a.", "'\\\\'(a)"},
    {"\\\\a.", "ERR:operator_expected"},
    {"a is b mod c * d.", "is(a,'*'(mod(b,c),d))"},
    {"1 + 2 * 3 - 4 / 5.", "'-'('+'(1,'*'(2,3)),'/'(4,5))"},
    {"1 - 2 - 3 - 4.", "'-'('-'('-'(1,2),3),4)"},
    {"2 ** 3.", "'**'(2,3)"},
    {"2 ^ 3 ^ 4.", "'^'(2,'^'(3,4))"},
    {"- 2 ** 3.", "'-'('**'(2,3))"},
    {"-2 ** 3.", "'**'(-2,3)"},
    {"- (2) ** 3.", "'-'('**'(2,3))"},
    {"a = - (1).", "'='(a,'-'(1))"},
    {"[-(1)].", "['-'(1)]"},
    {"[- 1].", "['-'(1)]"},
    {"[-1].", "[-1]"},
    {"[a- 1].", "['-'(a,1)]"},
    {"[a -1].", "['-'(a,1)]"},
    {"f(a- 1).", "f('-'(a,1))"},
    {"a*(-1).", "'*'(a,-1)"},
    {"a*(- 1).", "'*'(a,'-'(1))"},
    {"- - 1.", "'-'('-'(1))"},
    {"- (-(1)).", "'-'('-'(1))"},
    {"-(-(1)).", "'-'('-'(1))"},
    {"-(- 1).", "'-'('-'(1))"},
    {"- a + b.", "'+'('-'(a),b)"},
    {"- (a + b).", "'-'('+'(a,b))"},
    {"-(a + b).", "'-'('+'(a,b))"},
    {"\\+ a, b.", "','('\\\\+'(a),b)"},
    {"\\+ (a, b).", "'\\\\+'(','(a,b))"},
    {"- - - - - a.", "'-'('-'('-'('-'('-'(a)))))"},
    {"\\+ \\+ \\+ a.", "'\\\\+'('\\\\+'('\\\\+'(a)))"},
    {"a = \\+ .", "'='(a,'\\\\+')"},
    {"f(\\+).", "f('\\\\+')"},
    {"f(\\+, a).", "f('\\\\+',a)"},
    {"f(a, \\+).", "f(a,'\\\\+')"},
    {"[\\+].", "['\\\\+']"},
    {"{-}.", "'{}'('-')"},
    {"{- a}.", "'{}'('-'(a))"},
    {"- {}.", "'-'('{}')"},
    {"a=[].", "'='(a,[])"},
    {"a=..[].", "'=..'(a,[])"},
    {"f(a)=..L.", "'=..'(f(a),_G0)"},
    {"X=f(_,_).", "'='(_G0,f(_G1,_G2))"},
    {"f(A, B, _C, _, A).", "f(_G0,_G1,_G2,_G3,_G0)"},
    {"'\\x20\\'.", "' '"},
    {"' '.", "' '"},
    {"'a b c'.", "'a b c'"},
    {"'\\\\\\\\'.", "'\\\\\\\\'"},
    {"'\\''.", "'\\''"},
    {"'\\\\n'.", "'\\\\n'"},
    {"'a\\\\nb'.", "'a\\\\nb'"},
    {"\"\\\\\".", "\"\\\\\""},
    {"\"\\\"\".", "\"\\\"\""},
    {"\"'\".", "\"'\""},
    {"'\"'.", "'\"'"},
    {"`\\``.", "[96]"},
    {"'\\`'.", "'`'"},
    {"'`'.", "'`'"},
    {"Abc = abc.", "'='(_G0,abc)"},
    {"_abc = abc.", "'='(_G0,abc)"},
    {"__ = 1.", "'='(_G0,1)"},
    {"_1 = 2.", "'='(_G0,2)"},
    {"'A'(b).", "'A'(b)"},
    {"'1'(b).", "'1'(b)"},
    {"'+'(a, b).", "'+'(a,b)"},
    {"+(a, b).", "'+'(a,b)"},
    {"+(a).", "'+'(a)"},
    {"+ a.", "'+'(a)"},
    {"+a.", "'+'(a)"},
    {"+1.", "'+'(1)"},
    {"+ 1.", "'+'(1)"},
    {"f(+1).", "f('+'(1))"},
    {"- + - a.", "'-'('+'('-'(a)))"},
    {"a = +.", "ERR:end_of_file"},
    {"a = + .", "'='(a,'+')"},
    {"f(a+).", "ERR:operator_balance"},
    {"f(+a).", "f('+'(a))"},
    {"[+].", "['+']"},
    {"a=(+).", "'='(a,'+')"},
    {"'.'.", "'.'"},
    {"'/*'.", "'/*'"},
    {"f('/*').", "f('/*')"},
    {"a//b.", "'//'(a,b)"},
    {"a/*comment*/.", "a"},
    {"a / * b.", "ERR:operator_expected"},
    {"*.", "ERR:end_of_file"},
    {"f(*, /).", "f('*','/')"},
    {"(*) = (/).", "'='('*','/')"},
    {"=.", "ERR:end_of_file"},
    {"(=) = (=).", "'='('=','=')"},
    {"f(=).", "f('=')"},
    {"[=, \\=].", "['=','\\\\=']"},
    {"X = [=].", "'='(_G0,['='])"},
    {"X == Y.", "'=='(_G0,_G1)"},
    {"X=Y.", "'='(_G0,_G1)"},
    {"X \\== Y.", "'\\\\=='(_G0,_G1)"},
    {"f(X) :- X.", "':-'(f(_G0),_G0)"},
    {"call((a, b)).", "call(','(a,b))"},
    {"findall(X, member(X, [1,2,3]), L).", "findall(_G0,member(_G0,[1,2,3]),_G1)"},
    {"catch(G, E, (print(E), nl)).", "catch(_G0,_G1,','(print(_G1),nl))"},
    {"a:-b,c,d,e,f,g.", "':-'(a,','(b,','(c,','(d,','(e,','(f,g))))))"},
};

}  // namespace

TEST(Reader, MatchesSwiPrologTable) {
  Runtime rt;
  int failures = 0;
  for (const Case& c : kSwiCases) {
    std::string got = read_one(rt, c.text);
    EXPECT_EQ(got, c.expected) << "input: " << c.text;
    if (got != c.expected) ++failures;
  }
  EXPECT_EQ(failures, 0);
  EXPECT_GT(sizeof kSwiCases / sizeof kSwiCases[0], 400u);
}

// Deliberate differences from SWI-Prolog 9.0.4, and rows the table could not hold.
TEST(Reader, KnownDifferencesFromSwi) {
  Runtime rt;
  // SWI leaves the closing \ of 0'\x41\ unread (then "\." is an atom); ISO
  // and Kea read the escape whole.
  EXPECT_EQ(read_one(rt, "0'\\x41\\."), "65");
  // SWI: end_of_clause; Kea names it like "(a." and "[a,b.".
  EXPECT_EQ(read_one(rt, "f(- ."), "ERR:operator_expected");
  // SWI: operator_expected; both refuse it.
  EXPECT_EQ(read_one(rt, "\\+ = a."), "ERR:operator_clash");
  // NUL in an atom.
  Store s;
  Cell t = parse_term(rt, s, "'\\0\\'");
  ASSERT_TRUE(is_atom(t));
  EXPECT_EQ(atom_of(t)->view(), std::string_view("\0", 1));
  EXPECT_EQ(read_one(rt, "[](x)."), "[](x)");
}

namespace {
// error(syntax_error(What), file(Name, Line, LinePos, Offset), LinePos 0-based) as a string.
std::string read_error(Runtime& rt, std::string_view text, const char* name = "user") {
  Store s;
  Reader r(rt, s, text, name);
  ReadResult res;
  try {
    r.next(res);
  } catch (const PrologError& e) {
    return Canon().print(e.term());
  }
  return "no error";
}
}  // namespace

TEST(Reader, SyntaxErrorTermAndPosition) {
  Runtime rt;
  EXPECT_EQ(read_error(rt, "foo bar."), "error(syntax_error(operator_expected),file(user,1,4,4))");
  EXPECT_EQ(read_error(rt, "a.\nfoo(X) :- \n   bar baz.\nb.\n", "e1.pl"), "no error");  // the first clause is fine
  {
    Store s;
    Reader r(rt, s, "a.\nfoo(X) :- \n   bar baz.\nb.\n", "e1.pl");
    ReadResult res;
    ASSERT_TRUE(r.next(res));
    EXPECT_EQ(Canon().print(res.term), "a");
    try {
      r.next(res);
      ADD_FAILURE() << "no error";
    } catch (const PrologError& e) {
      EXPECT_EQ(Canon().print(e.term()), "error(syntax_error(operator_expected),file('e1.pl',3,7,21))");
    }
    ASSERT_TRUE(r.next(res));
    EXPECT_EQ(Canon().print(res.term), "b");
    EXPECT_EQ(res.start.line, 4u);
    EXPECT_EQ(res.start.column, 1u);
    EXPECT_EQ(res.start.offset, 26u);
    EXPECT_FALSE(r.next(res));
  }
  EXPECT_EQ(read_error(rt, "X = 'a\\q'."), "error(syntax_error(undefined_char_escape(q)),file(user,1,6,6))");
  EXPECT_EQ(read_error(rt, "'abc"), "error(syntax_error(end_of_file_in_quoted('\\'')),file(user,1,0,0))");
  EXPECT_EQ(read_error(rt, "f(a"), "error(syntax_error(end_of_file),file(user,1,3,3))");
  EXPECT_EQ(read_error(rt, "f(a,)."), "error(syntax_error(cannot_start_term),file(user,1,4,4))");
  EXPECT_EQ(read_error(rt, "x :- a b c."), "error(syntax_error(operator_expected),file(user,1,7,7))");
  EXPECT_EQ(read_error(rt, "a = b = c."), "error(syntax_error(operator_clash),file(user,1,6,6))");
  EXPECT_EQ(read_error(rt, "1 + ."), "error(syntax_error(operator_balance),file(user,1,4,4))");
  EXPECT_EQ(read_error(rt, "[a|b|c]."), "error(syntax_error(list_rest),file(user,1,4,4))");
  EXPECT_EQ(read_error(rt, "X = 0x."), "error(syntax_error(illegal_number),file(user,1,4,4))");
  EXPECT_EQ(read_error(rt, "/* open"), "error(syntax_error(end_of_file_in_block_comment),file(user,1,0,0))");
  // Offsets and columns count characters, not bytes.
  EXPECT_EQ(read_error(rt, "'日本' foo."), "error(syntax_error(operator_expected),file(user,1,5,5))");
  // Control characters and Unicode spaces are layout.
  EXPECT_EQ(read_one(rt, "a = \x01\x02 b\xe3\x80\x80."), "'='(a,b)");
}

TEST(Reader, ResynchronisesAfterBadClause) {
  Runtime rt;
  Store s;
  const char* text =
      "first.\n"
      "bad clause here.\n"
      "second(X) :- X.\n"
      "'unknown \\q escape'.\n"
      "third.\n"
      "f(a, .\n"
      "x y 'quoted. with end inside'.\n"
      "fourth.\n"
      "0'\\z.\n"
      "last";
  Reader r(rt, s, text, "f.pl");
  ReadResult res;
  std::vector<std::string> got;
  for (int guard = 0; guard < 20; ++guard) {
    try {
      if (!r.next(res)) break;
      got.push_back(Canon().print(res.term));
    } catch (const PrologError& e) {
      got.push_back(error_what(e.term()));
    }
  }
  std::vector<std::string> want = {"first",
                                   "ERR:operator_expected",
                                   "':-'(second(_G0),_G0)",
                                   "ERR:undefined_char_escape(q)",
                                   "third",
                                   "ERR:cannot_start_term",
                                   "ERR:operator_expected",
                                   "fourth",
                                   "ERR:illegal_number",
                                   "ERR:end_of_file"};
  EXPECT_EQ(got, want);
  EXPECT_FALSE(r.next(res));
  EXPECT_EQ(res.term, make_atom(atoms::end_of_file));
  EXPECT_FALSE(r.next(res));  // stays at the end
}

TEST(Reader, ReadOptions) {
  Runtime rt;
  Store s;
  Reader r(rt, s, "f(X, _Y, _, Z, Z, _, A, Élan) :- g(A, _Y).", "user");
  ReadResult res;
  ASSERT_TRUE(r.next(res));
  std::vector<std::string> names, singles;
  for (auto& [n, v] : res.variable_names) names.push_back(n);
  for (auto& [n, v] : res.singletons) singles.push_back(n);
  EXPECT_EQ(names, (std::vector<std::string>{"X", "_Y", "Z", "A", "Élan"}));
  EXPECT_EQ(singles, (std::vector<std::string>{"X", "Élan"}));
  // `_Name` read once is a singleton too (SWI's read_term/2; consult does
  // not warn about it).
  Reader r2(rt, s, "g(_Q, _R, _R, _).", "user");
  ReadResult res2;
  ASSERT_TRUE(r2.next(res2));
  ASSERT_EQ(res2.singletons.size(), 1u);
  EXPECT_EQ(res2.singletons[0].first, "_Q");
  ASSERT_EQ(res.variables.size(), 7u);  // X _Y _ Z _ A Élan
  Cell head = deref(arg(deref(res.term), 0));
  EXPECT_EQ(deref(res.variable_names[0].second), deref(arg(head, 0)));
  EXPECT_EQ(deref(res.variables[2]), deref(arg(head, 2)));
  EXPECT_EQ(deref(res.variables[4]), deref(arg(head, 5)));
  EXPECT_NE(deref(arg(head, 2)), deref(arg(head, 5)));  // each _ is fresh
  EXPECT_EQ(deref(arg(head, 3)), deref(arg(head, 4)));
  // A clause without variables.
  ASSERT_TRUE(Reader(rt, s, "a.", "user").next(res));
  EXPECT_TRUE(res.variable_names.empty() && res.singletons.empty() && res.variables.empty());
}

TEST(Reader, QuoteFlags) {
  Runtime rt;
  EXPECT_EQ(read_one(rt, "X = \"ab\"."), "'='(_G0,\"ab\")");
  rt.flags().double_quotes = QuoteMode::Codes;
  EXPECT_EQ(read_one(rt, "X = \"ab\"."), "'='(_G0,[97,98])");
  EXPECT_EQ(read_one(rt, "X = \"\"."), "'='(_G0,[])");
  EXPECT_EQ(read_one(rt, "X = \"é\"."), "'='(_G0,[233])");
  rt.flags().double_quotes = QuoteMode::Chars;
  EXPECT_EQ(read_one(rt, "X = \"aé\"."), "'='(_G0,[a,'é'])");
  rt.flags().double_quotes = QuoteMode::Atom;
  EXPECT_EQ(read_one(rt, "X = \"a b\"."), "'='(_G0,'a b')");
  rt.flags().double_quotes = QuoteMode::String;

  EXPECT_EQ(read_one(rt, "X = `ab`."), "'='(_G0,[97,98])");
  rt.flags().back_quotes = QuoteMode::Chars;
  EXPECT_EQ(read_one(rt, "X = `ab`."), "'='(_G0,[a,b])");
  rt.flags().back_quotes = QuoteMode::String;
  EXPECT_EQ(read_one(rt, "X = `ab`."), "'='(_G0,\"ab\")");
  rt.flags().back_quotes = QuoteMode::SymbolChar;
  EXPECT_EQ(read_one(rt, "X = ` ."), "'='(_G0,'`')");
  EXPECT_EQ(read_one(rt, "X = +`+ ."), "'='(_G0,'+`+')");
  rt.flags().back_quotes = QuoteMode::Codes;

  EXPECT_EQ(read_one(rt, "X = 1 000."), "'='(_G0,1000)");
  rt.flags().digit_groups = false;
  EXPECT_EQ(read_one(rt, "X = 1 000."), "ERR:operator_expected");
  EXPECT_EQ(read_one(rt, "X = 1_000."), "'='(_G0,1000)");
  rt.flags().digit_groups = true;
}

TEST(Reader, NumbersAreTheRightKind) {
  Runtime rt;
  Store s;
  Cell t = parse_term(rt, s, "1.0Inf");
  ASSERT_TRUE(is_float(t));
  EXPECT_TRUE(std::isinf(float_of(t)) && float_of(t) > 0);
  t = parse_term(rt, s, "-1.0Inf");
  EXPECT_TRUE(std::isinf(float_of(t)) && float_of(t) < 0);
  t = parse_term(rt, s, "1.5NaN");
  EXPECT_TRUE(std::isnan(float_of(t)));
  t = parse_term(rt, s, "-0.0");
  EXPECT_TRUE(std::signbit(float_of(t)));
  t = parse_term(rt, s, "1152921504606846975");
  EXPECT_TRUE(is_small_int(t));
  t = parse_term(rt, s, "1152921504606846976");
  EXPECT_TRUE(is_bigint(t));
  t = parse_term(rt, s, "-1152921504606846976");
  EXPECT_TRUE(is_small_int(t));
  EXPECT_EQ(small_int_of(t), kMinSmallInt);
  t = parse_term(rt, s, "0'a");
  EXPECT_EQ(t, make_small_int(97));
}

TEST(Reader, ParseTerm) {
  Runtime rt;
  Store s;
  std::vector<std::pair<std::string, Cell>> vn;
  Cell t = parse_term(rt, s, "foo(X, Y, X)", &vn);
  EXPECT_EQ(Canon().print(t), "foo(_G0,_G1,_G0)");
  ASSERT_EQ(vn.size(), 2u);
  EXPECT_EQ(vn[1].first, "Y");
  EXPECT_EQ(Canon().print(parse_term(rt, s, "  a + b .  % trailing comment\n")), "'+'(a,b)");
  auto err = [&](std::string_view text) {
    try {
      parse_term(rt, s, text);
    } catch (const PrologError& e) {
      return error_what(e.term());
    }
    return std::string("no error");
  };
  EXPECT_EQ(err("a. b"), "ERR:end_of_clause_expected");
  EXPECT_EQ(Canon().print(parse_term(rt, s, "a. b(", nullptr, true)), "a");  // term_to_atom/2's way
  EXPECT_EQ(err(""), "ERR:end_of_file");
  EXPECT_EQ(err("   "), "ERR:end_of_file");
  EXPECT_EQ(err("f("), "ERR:end_of_file");
  EXPECT_EQ(err("a b"), "ERR:operator_expected");
}

TEST(Reader, UserDefinedOperators) {
  Runtime rt;
  rt.ops().define(700, OpType::XFX, rt.intern("===>"));
  rt.ops().define(100, OpType::YF, rt.intern("++"));
  rt.ops().define(900, OpType::FY, rt.intern("not"));
  rt.ops().define(100, OpType::XF, rt.intern("done"));
  EXPECT_EQ(read_one(rt, "a ===> b."), "'===>'(a,b)");
  EXPECT_EQ(read_one(rt, "X = a++ ."), "'='(_G0,'++'(a))");
  EXPECT_EQ(read_one(rt, "X = a++ ++ ."), "'='(_G0,'++'('++'(a)))");
  EXPECT_EQ(read_one(rt, "X = a++ + b."), "'='(_G0,'+'('++'(a),b))");
  EXPECT_EQ(read_one(rt, "not a, b."), "','(not(a),b)");
  EXPECT_EQ(read_one(rt, "not not a."), "not(not(a))");
  EXPECT_EQ(read_one(rt, "x done."), "done(x)");
  EXPECT_EQ(read_one(rt, "x done done."), "ERR:operator_clash");
  // Removing = as an infix operator.
  rt.ops().define(0, OpType::XFX, atoms::equals);
  EXPECT_EQ(read_one(rt, "a = b."), "ERR:operator_expected");
  EXPECT_EQ(read_one(rt, "=(a, b)."), "'='(a,b)");
}

// ---------------------------------------------------------------------------
// Deep inputs must not use the C++ stack.

TEST(Reader, MillionElementList) {
  Runtime rt;
  Store s;
  std::string text = "[";
  const int n = 1000000;
  for (int i = 0; i < n; ++i) {
    if (i) text += ',';
    text += std::to_string(i % 10);
  }
  text += "].";
  Reader r(rt, s, text, "user");
  ReadResult res;
  ASSERT_TRUE(r.next(res));
  int count = 0;
  Cell l = deref(res.term);
  while (is_list(l)) {
    EXPECT_EQ(deref(list_head(l)), make_small_int(count % 10));
    ++count;
    l = deref(list_tail(l));
  }
  EXPECT_EQ(count, n);
  EXPECT_EQ(l, make_atom(atoms::nil));
}

TEST(Reader, DeepNesting) {
  Runtime rt;
  Store s;
  const int n = 100000;
  {
    std::string text(n, '(');
    text += "a";
    text += std::string(n, ')');
    EXPECT_EQ(Canon().print(parse_term(rt, s, text)), "a");
  }
  {
    std::string text = "a:-";
    for (int i = 0; i < n; ++i) text += i ? ",b" : "b";
    Cell t = deref(parse_term(rt, s, text + "."));
    ASSERT_TRUE(is_str(t));
    Cell body = deref(arg(t, 1));
    int goals = 1;
    while (is_str(body) && functor_of(body) == functors::comma2) {
      ++goals;
      body = deref(arg(body, 1));
    }
    EXPECT_EQ(goals, n);
  }
  {
    std::string text;
    for (int i = 0; i < n; ++i) text += "a+(";
    text += "a";
    text += std::string(n, ')');
    Cell t = deref(parse_term(rt, s, text));
    int depth = 0;
    while (is_str(t) && functor_of(t) == functors::plus2) {
      ++depth;
      t = deref(arg(t, 1));
    }
    EXPECT_EQ(depth, n);
  }
  {
    std::string text;
    for (int i = 0; i < n; ++i) text += "f(";
    text += "x";
    text += std::string(n, ')');
    Cell t = deref(parse_term(rt, s, text));
    int depth = 0;
    while (is_str(t)) {
      ++depth;
      t = deref(arg(t, 0));
    }
    EXPECT_EQ(depth, n);
  }
  {
    std::string text;
    for (int i = 0; i < n; ++i) text += "- ";
    text += "a";
    Cell t = deref(parse_term(rt, s, text));
    int depth = 0;
    while (is_str(t)) {
      ++depth;
      t = deref(arg(t, 0));
    }
    EXPECT_EQ(depth, n);
  }
  {
    std::string text = "1";
    for (int i = 0; i < n; ++i) text += "+1";
    Cell t = deref(parse_term(rt, s, text));
    int depth = 0;
    while (is_str(t)) {
      ++depth;
      t = deref(arg(t, 0));
    }
    EXPECT_EQ(depth, n);
  }
  {
    std::string text;
    for (int i = 0; i < n; ++i) text += "[";
    text += std::string(n, ']');
    Cell t = deref(parse_term(rt, s, text));
    int depth = 0;
    while (is_list(t)) {
      ++depth;
      t = deref(list_head(t));
    }
    EXPECT_EQ(depth, n - 1);  // the innermost [] is the atom
  }
  // Unbalanced deep input is an error, not a crash.
  {
    std::string text(n, '(');
    try {
      parse_term(rt, s, text);
      ADD_FAILURE();
    } catch (const PrologError& e) {
      EXPECT_EQ(error_what(e.term()), "ERR:end_of_file");
    }
  }
}

// ---------------------------------------------------------------------------
// Lexical predicates shared with the writer.

TEST(Lexer, AtomNeedsQuotes) {
  for (const char* s : {"abc", "a", "hello_World1", "[]", "{}", "!", ";", "+", "=..", "\\+", "-->", "é",
                        "日本", "aé", "$", "\xe2\x86\x92"})
    EXPECT_FALSE(atom_needs_quotes(s)) << s;
  for (const char* s : {"", "Abc", "_a", "1a", "a b", ",", "|", ".", "/*", "/*x", "+/*", "-/*-", "a+", "+a", "[", "{",
                        "'", "\"", "`", "a.b", "Élan", "()", "[a]"})
    EXPECT_TRUE(atom_needs_quotes(s)) << s;
}

TEST(Lexer, CharClasses) {
  EXPECT_TRUE(is_symbol_char('+'));
  EXPECT_TRUE(is_symbol_char('\\'));
  EXPECT_FALSE(is_symbol_char('a'));
  EXPECT_FALSE(is_symbol_char('_'));
  EXPECT_TRUE(is_symbol_char(0x2192));  // →
  EXPECT_TRUE(is_alnum_char('_'));
  EXPECT_TRUE(is_alnum_char(0xE9));     // é
  EXPECT_TRUE(is_alnum_char(0x65E5));   // 日
  EXPECT_TRUE(is_alnum_char(0x301));    // combining acute
  EXPECT_TRUE(is_var_start(0xC9));      // É
  EXPECT_TRUE(is_var_start(0x394));     // Δ
  EXPECT_FALSE(is_var_start(0x3B1));    // α
  EXPECT_TRUE(is_atom_start(0x3B1));
  EXPECT_TRUE(is_atom_start(0x65E5));
  EXPECT_TRUE(is_solo('!') && is_solo(',') && is_solo(';') && is_solo('|'));
  EXPECT_FALSE(is_solo('a'));
  EXPECT_TRUE(is_layout_char(0x3000));
  EXPECT_TRUE(is_layout_char('\t'));
}
