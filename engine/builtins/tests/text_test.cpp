// The text builtins (engine/builtins/text.cpp, concat_sub_text.cpp,
// chartype.cpp) through queries. Expected answers and error terms
// are SWI-Prolog 9.0.4's; the enumerating predicates are tested through
// their '$' primitives (library/boot/text.pl enumerates over them).
#include "engine/tests/query_helper.hpp"

namespace kea {
namespace {

using Text = testing::QueryTest;

TEST_F(Text, AtomicListConcatJoins) {
  EXPECT_EQ(q("atomic_list_concat([a,b,c], X)"), "X = abc");
  EXPECT_EQ(q("atomic_list_concat([a,\"b\",1,2.5], X)"), "X = 'ab12.5'");
  EXPECT_EQ(q("atomic_list_concat([], X)"), "X = ''");
  EXPECT_EQ(q("atomic_list_concat(['é',\"中\"], X)"), "X = é中");
  EXPECT_EQ(q("atomic_list_concat([a,b], '-', X)"), "X = 'a-b'");
  EXPECT_EQ(q("atomic_list_concat([a,b], \"-\", 'a-b')"), "true");
  EXPECT_EQ(q("atomic_list_concat([a,b], '-', \"a-b\")"), "false");
  EXPECT_EQ(qe("atomic_list_concat([a,B], X)"), "error: instantiation_error @ atomic_list_concat/2");
  EXPECT_EQ(q("atomic_list_concat(L, X)"), "error: instantiation_error");
  EXPECT_EQ(q("atomic_list_concat([a|_], X)"), "error: instantiation_error");
  EXPECT_EQ(q("atomic_list_concat([a,f(x)], X)"), "error: type_error(text,f(x))");
  EXPECT_EQ(q("atomic_list_concat(foo, X)"), "error: type_error(list,foo)");
  EXPECT_EQ(q("atomic_list_concat([a,b], f(x), X)"), "error: type_error(text,f(x))");
  EXPECT_EQ(q("atomic_list_concat([a], S, X)"), "error: instantiation_error");
}

TEST_F(Text, AtomicListConcatSplits) {
  EXPECT_EQ(q("atomic_list_concat(L, '-', 'a-b--c')"), "L = [a,b,'',c]");
  EXPECT_EQ(q("atomic_list_concat(L, '-', '')"), "L = ['']");
  EXPECT_EQ(q("atomic_list_concat(L, '-', \"a-b\")"), "L = [a,b]");
  EXPECT_EQ(q("atomic_list_concat([a,B,c], '-', 'a-b-c')"), "B = b");
  EXPECT_EQ(q("atomic_list_concat(L, 'é', 'aébéc')"), "L = [a,b,c]");
  EXPECT_EQ(qe("atomic_list_concat(L, '', abc)"), "error: domain_error(non_empty_atom,'') @ atomic_list_concat/3");
  EXPECT_EQ(q("atomic_list_concat(L, '-', X)"), "error: instantiation_error");
  EXPECT_EQ(q("atomic_list_concat(L, '-', f(x))"), "error: type_error(atomic,f(x))");
}

TEST_F(Text, AtomToTermAndReadTermFromAtom) {
  EXPECT_EQ(q("atom_to_term('foo(X, Y, X)', _T, _B), _T = foo(_P, _Q, _R), _P == _R, _P \\== _Q, "
              "_B = ['X'=_V1, 'Y'=_V2], _V1 == _P, _V2 == _Q"),
            "true");
  EXPECT_EQ(q("atom_to_term(\"p(a)\", T, B)"), "T = p(a), B = []");
  EXPECT_EQ(q("atom_to_term(12, T, B)"), "T = 12, B = []");
  EXPECT_EQ(q("atom_to_term('', T, B)"), "T = end_of_file, B = []");
  EXPECT_EQ(q("atom_to_term('  ', T, B)"), "T = end_of_file, B = []");
  EXPECT_EQ(q("atom_to_term('é(中)', T, _)"), "T = é(中)");
  EXPECT_EQ(qe("atom_to_term(X, T, B)"), "error: instantiation_error @ atom_to_term/3");
  EXPECT_EQ(q("catch(atom_to_term('foo(', _, _), error(syntax_error(_), _), true)"), "true");
  EXPECT_EQ(q("read_term_from_atom('foo(a, b)', T, [])"), "T = foo(a,b)");
  EXPECT_EQ(q("read_term_from_atom(\"a+b\", T, [])"), "T = a+b");
  EXPECT_EQ(q("read_term_from_atom(X, T, [])"), "error: instantiation_error");
  EXPECT_EQ(q("read_term_from_atom(f(x), T, [])"), "error: type_error(text,f(x))");
  EXPECT_EQ(q("read_term_from_atom(a, T, foo)"), "error: type_error(list,foo)");
}

TEST_F(Text, TermString) {
  EXPECT_EQ(q("term_string(f(a,'A',\"s\",[1]), S)"), "S = \"f(a,'A',\\\"s\\\",[1])\"");
  EXPECT_EQ(q("term_string(_T, \"foo(X,Y)\"), _T = foo(_A, _B), _A \\== _B"), "true");
  EXPECT_EQ(q("term_string(T, 'a+b')"), "T = a+b");
  EXPECT_EQ(q("term_string(T, \"\")"), "T = end_of_file");
  EXPECT_EQ(q("term_string(T, \"é\", [])"), "T = é");
  EXPECT_EQ(q("term_string(f(x), S, [quoted(true)])"), "S = \"f(x)\"");
  EXPECT_EQ(q("catch(term_string(_, \"foo(\"), error(syntax_error(_), _), true)"), "true");
  EXPECT_EQ(q("term_string(T, S, foo)"), "error: type_error(list,foo)");
}

TEST_F(Text, NumberString) {
  EXPECT_EQ(q("number_string(N, \"42\")"), "N = 42");
  EXPECT_EQ(q("number_string(N, \"0x1A\")"), "N = 26");
  EXPECT_EQ(q("number_string(N, \"+42\")"), "N = 42");
  EXPECT_EQ(q("number_string(N, \"-1\")"), "N = -1");
  EXPECT_EQ(q("number_string(N, \"0'a\")"), "N = 97");
  EXPECT_EQ(q("number_string(N, \"1.5e10\")"), "N = 15000000000.0");
  EXPECT_EQ(q("number_string(N, \"1 000\")"), "N = 1000");
  EXPECT_EQ(q("number_string(N, [0'1, 0'2])"), "N = 12");
  EXPECT_EQ(q("number_string(N, \"123456789012345678901234567890\")"), "N = 123456789012345678901234567890");
  // SWI-Prolog 9.0.4 fails (no syntax error) on anything but a number.
  EXPECT_EQ(q("number_string(N, \" 42\")"), "false");
  EXPECT_EQ(q("number_string(N, \"42 \")"), "false");
  EXPECT_EQ(q("number_string(N, \"- 1\")"), "false");
  EXPECT_EQ(q("number_string(N, \"abc\")"), "false");
  EXPECT_EQ(q("number_string(N, \"\")"), "false");
  EXPECT_EQ(q("number_string(N, \"1 + 2\")"), "false");
  EXPECT_EQ(q("number_string(12, S)"), "S = \"12\"");
  EXPECT_EQ(q("number_string(-2.5, S)"), "S = \"-2.5\"");
  EXPECT_EQ(qe("number_string(N, S)"), "error: instantiation_error @ number_string/2");
  EXPECT_EQ(q("number_string(a, S)"), "error: type_error(number,a)");
  EXPECT_EQ(q("number_string(N, foo)"), "error: type_error(list,foo)");
  EXPECT_EQ(q("number_string(N, '3.0')"), "error: type_error(list,'3.0')");
  EXPECT_EQ(q("number_string(N, f(x))"), "error: type_error(list,f(x))");
}

TEST_F(Text, StringCharsAndCodes) {
  EXPECT_EQ(q("string_chars(S, [a,b])"), "S = \"ab\"");
  EXPECT_EQ(q("string_chars(\"ab\", L)"), "L = [a,b]");
  EXPECT_EQ(q("string_chars(ab, L)"), "L = [a,b]");
  EXPECT_EQ(q("string_chars(12, L)"), "L = ['1','2']");
  EXPECT_EQ(q("string_chars(S, [])"), "S = \"\"");
  EXPECT_EQ(q("string_chars(\"\", L)"), "L = []");
  EXPECT_EQ(q("string_chars(\"é中\", L)"), "L = [é,中]");
  EXPECT_EQ(q("string_codes(S, [97,98])"), "S = \"ab\"");
  EXPECT_EQ(q("string_codes(S, [a])"), "S = \"a\"");
  EXPECT_EQ(q("string_codes(\"é\", L)"), "L = [233]");
  EXPECT_EQ(q("string_codes(S, [0x1F600]), string_length(S, N)"), "S = \"\U0001F600\", N = 1");
  EXPECT_EQ(qe("string_chars(S, L)"), "error: instantiation_error @ string_chars/2");
  EXPECT_EQ(q("string_chars(S, [a|_])"), "error: instantiation_error");
  EXPECT_EQ(q("string_chars(S, [a,_])"), "error: instantiation_error");
  EXPECT_EQ(q("string_chars(S, [a,1.5])"), "error: type_error(character_code,1.5)");
  EXPECT_EQ(q("string_chars(S, [a,bc])"), "error: type_error(character,bc)");
  EXPECT_EQ(q("string_chars(f(x), L)"), "error: type_error(text,f(x))");
  EXPECT_EQ(q("string_chars(S, foo)"), "error: type_error(list,foo)");
  EXPECT_EQ(q("string_codes(S, [-1])"), "error: type_error(character_code,-1)");
  EXPECT_EQ(q("string_codes(S, [0x110000])"), "error: type_error(character_code,1114112)");
  EXPECT_EQ(q("string_codes(S, [0xD800])"), "error: type_error(character_code,55296)");
  EXPECT_EQ(q("char_code(C, 0xDFFF)"), "error: representation_error(character_code)");
  EXPECT_EQ(q("atom_codes(A, [0xDC00])"), "error: representation_error(character_code)");
}

TEST_F(Text, StringToAtomAndTextToString) {
  EXPECT_EQ(q("string_to_atom(S, abc)"), "S = \"abc\"");
  EXPECT_EQ(q("string_to_atom(\"abc\", A)"), "A = abc");
  EXPECT_EQ(q("string_to_atom(S, 12)"), "S = \"12\"");
  EXPECT_EQ(q("string_to_atom(12, A)"), "A = '12'");
  EXPECT_EQ(q("string_to_atom(\"\", A)"), "A = ''");
  EXPECT_EQ(qe("string_to_atom(S, A)"), "error: instantiation_error @ string_to_atom/2");
  EXPECT_EQ(q("string_to_atom(f(x), A)"), "error: type_error(string,f(x))");
  EXPECT_EQ(q("text_to_string(abc, S)"), "S = \"abc\"");
  EXPECT_EQ(q("text_to_string([a,b], S)"), "S = \"ab\"");
  EXPECT_EQ(q("text_to_string([97,98], S)"), "S = \"ab\"");
  EXPECT_EQ(q("text_to_string([], S)"), "S = \"\"");
  EXPECT_EQ(q("text_to_string(abc, abc)"), "true");
  EXPECT_EQ(q("text_to_string(abc, \"abd\")"), "false");
  EXPECT_EQ(q("text_to_string(12, S)"), "error: type_error(text,12)");
  EXPECT_EQ(q("text_to_string(X, \"abc\")"), "error: instantiation_error");
  EXPECT_EQ(q("text_to_string(f(x), S)"), "error: type_error(text,f(x))");
}

TEST_F(Text, StringLengthAndCase) {
  EXPECT_EQ(q("string_length(\"héllo\", L)"), "L = 5");
  EXPECT_EQ(q("string_length(hello, L)"), "L = 5");
  EXPECT_EQ(q("string_length(12, L)"), "L = 2");
  EXPECT_EQ(q("string_length(\"\", L)"), "L = 0");
  EXPECT_EQ(q("string_length([a,b], L)"), "L = 2");
  EXPECT_EQ(q("string_length(\"abc\", -1)"), "false");
  EXPECT_EQ(qe("string_length(X, L)"), "error: instantiation_error @ string_length/2");
  EXPECT_EQ(q("string_length(f(x), L)"), "error: type_error(text,f(x))");
  EXPECT_EQ(q("string_length(\"abc\", a)"), "error: type_error(integer,a)");
  EXPECT_EQ(q("string_lower(\"HéLLO\", L)"), "L = \"héllo\"");
  EXPECT_EQ(q("string_upper(\"héllo\", L)"), "L = \"HÉLLO\"");
  EXPECT_EQ(q("string_upper(abc, L)"), "L = \"ABC\"");
  EXPECT_EQ(q("string_upper(\"\", L)"), "L = \"\"");
  EXPECT_EQ(q("string_upper(X, L)"), "error: instantiation_error");
  EXPECT_EQ(q("string_upper(f(x), L)"), "error: type_error(atomic,f(x))");
}

TEST_F(Text, SplitString) {
  EXPECT_EQ(q("split_string(\"a.b.c.d\", \".\", \"\", L)"), "L = [\"a\",\"b\",\"c\",\"d\"]");
  EXPECT_EQ(q("split_string(\"/home//jan///nice/path\", \"/\", \"\", L)"),
            "L = [\"\",\"home\",\"\",\"jan\",\"\",\"\",\"nice\",\"path\"]");
  EXPECT_EQ(q("split_string(\"/home//jan///nice/path\", \"/\", \"/\", L)"), "L = [\"home\",\"jan\",\"nice\",\"path\"]");
  EXPECT_EQ(q("split_string(\"SWI-Prolog, 7.0\", \",\", \" \", L)"), "L = [\"SWI-Prolog\",\"7.0\"]");
  EXPECT_EQ(q("split_string(\"  a word \", \"\", \" \", L)"), "L = [\"a word\"]");
  EXPECT_EQ(q("split_string(\" a.b \", \".\", \" \", L)"), "L = [\"a\",\"b\"]");
  EXPECT_EQ(q("split_string(\"\", \"\", \"\", L)"), "L = [\"\"]");
  EXPECT_EQ(q("split_string(\"\", \".\", \"\", L)"), "L = [\"\"]");
  EXPECT_EQ(q("split_string(\"a,\", \",\", \"\", L)"), "L = [\"a\",\"\"]");
  EXPECT_EQ(q("split_string(abc, \"\", \"\", L)"), "L = [\"abc\"]");
  EXPECT_EQ(q("split_string(\"a b\", [0' ], \"\", L)"), "L = [\"a\",\"b\"]");
  EXPECT_EQ(q("split_string(\"aébéc\", \"é\", \"\", L)"), "L = [\"a\",\"b\",\"c\"]");
  EXPECT_EQ(qe("split_string(X, \"\", \"\", L)"), "error: instantiation_error @ split_string/4");
  EXPECT_EQ(q("split_string(f(x), \"\", \"\", L)"), "error: type_error(text,f(x))");
  EXPECT_EQ(q("split_string(\"a b\", X, \"\", L)"), "error: instantiation_error");
}

TEST_F(Text, StringCodePrimitive) {
  EXPECT_EQ(q("'$string_code'(1, \"abc\", C)"), "C = 97");
  EXPECT_EQ(q("'$string_code'(2, \"héllo\", C)"), "C = 233");
  EXPECT_EQ(q("'$string_code'(1, abc, C)"), "C = 97");
  EXPECT_EQ(q("'$string_code'(0, \"abc\", C)"), "false");
  EXPECT_EQ(q("'$string_code'(4, \"abc\", C)"), "false");
  EXPECT_EQ(q("'$string_code'(1, \"\", C)"), "false");
  EXPECT_EQ(qe("'$string_code'(-1, \"abc\", C)"), "error: domain_error(not_less_than_zero,-1) @ string_code/3");
  EXPECT_EQ(q("'$string_code'(a, \"abc\", C)"), "error: type_error(integer,a)");
  EXPECT_EQ(q("'$string_code'(1, X, C)"), "error: instantiation_error");
  EXPECT_EQ(q("'$string_code'(1, f(x), C)"), "error: type_error(text,f(x))");
}

// '$concat'(Kind, A, B, C) and friends: atom_concat/3, string_concat/3,
// text_concat/3 in every mode but the enumeration of splits.
TEST_F(Text, ConcatPrimitive) {
  EXPECT_EQ(q("'$concat'(atom, a, b, X)"), "X = ab");
  EXPECT_EQ(q("'$concat'(atom, 1, 2, X)"), "X = '12'");
  EXPECT_EQ(q("'$concat'(atom, a, \"b\", X)"), "X = ab");
  EXPECT_EQ(q("'$concat'(atom, '', '', X)"), "X = ''");
  EXPECT_EQ(q("'$concat'(atom, 'é', '中', X)"), "X = é中");
  EXPECT_EQ(q("'$concat'(atom, X, b, abc)"), "false");
  EXPECT_EQ(q("'$concat'(atom, X, c, abc)"), "X = ab");
  EXPECT_EQ(q("'$concat'(atom, a, X, abc)"), "X = bc");
  EXPECT_EQ(q("'$concat'(atom, X, \"b\", \"ab\")"), "X = a");
  EXPECT_EQ(q("'$concat'(atom, abcd, X, abc)"), "false");
  EXPECT_EQ(q("'$concat'(atom, X, abcd, abc)"), "false");
  EXPECT_EQ(q("'$concat'(atom, a, b, \"ab\")"), "true");
  EXPECT_EQ(qe("'$concat'(atom, X, b, Y)"), "error: instantiation_error @ atom_concat/3");
  EXPECT_EQ(qe("'$concat'(atom, f(x), b, Z)"), "error: type_error(atomic,f(x)) @ atom_concat/3");
  EXPECT_EQ(q("'$concat'(atom, a, X, f(x))"), "error: type_error(atomic,f(x))");
  EXPECT_EQ(q("'$concat'(string, a, b, X)"), "X = \"ab\"");
  EXPECT_EQ(q("'$concat'(string, X, \"b\", ab)"), "X = \"a\"");
  EXPECT_EQ(qe("'$concat'(string, f(x), b, Z)"), "error: type_error(atomic,f(x)) @ string_concat/3");
  EXPECT_EQ(q("'$concat'(text, a, b, X)"), "X = ab");
  EXPECT_EQ(q("'$concat'(text, a, \"b\", X)"), "X = \"ab\"");
  EXPECT_EQ(q("'$concat'(text, X, b, \"ab\")"), "X = \"a\"");
  EXPECT_EQ(q("'$concat'(text, X, b, ab)"), "X = a");
  EXPECT_EQ(qe("'$concat'(text, X, b, Y)"), "error: instantiation_error @ text_concat/3");
}

TEST_F(Text, ConcatSplitPrimitives) {
  EXPECT_EQ(q("'$concat_length'(atom, 'éà', N)"), "N = 2");
  EXPECT_EQ(q("'$concat_length'(atom, 12, N)"), "N = 2");
  EXPECT_EQ(qe("'$concat_length'(atom, X, N)"), "error: instantiation_error @ atom_concat/3");
  EXPECT_EQ(qe("'$concat_length'(string, f(x), N)"), "error: type_error(atomic,f(x)) @ string_concat/3");
  EXPECT_EQ(q("findall(A-B, ((I = 0 ; I = 1 ; I = 2), '$concat_split'(atom, 'éà', I, A, B)), L)"),
            "L = [''-éà,é-à,éà-'']");
  EXPECT_EQ(q("'$concat_split'(string, abc, 1, A, B)"), "A = \"a\", B = \"bc\"");
  EXPECT_EQ(q("'$concat_split'(text, \"abc\", 1, A, B)"), "A = \"a\", B = \"bc\"");
  EXPECT_EQ(q("'$concat_split'(text, abc, 3, A, B)"), "A = abc, B = ''");
  EXPECT_EQ(q("'$concat_split'(atom, abab, 2, X, X)"), "X = ab");
}

// '$concat_all', the body of atom_concat/3, string_concat/3 and
// text_concat/3: every mode, the splits enumerated by the primitive itself.
TEST_F(Text, ConcatAllEnumeratesSplits) {
  EXPECT_EQ(q("'$concat_all'(atom, A, B, 'éa')"), "A = '', B = éa ; A = é, B = a ; A = éa, B = ''");
  EXPECT_EQ(q("'$concat_all'(atom, A, B, '')"), "A = '', B = ''");
  EXPECT_EQ(q("'$concat_all'(atom, A, B, 12)"), "A = '', B = '12' ; A = '1', B = '2' ; A = '12', B = ''");
  EXPECT_EQ(q("'$concat_all'(atom, A, B, \"ab\")"), "A = '', B = ab ; A = a, B = b ; A = ab, B = ''");
  EXPECT_EQ(q("'$concat_all'(string, A, B, ab)"), "A = \"\", B = \"ab\" ; A = \"a\", B = \"b\" ; A = \"ab\", B = \"\"");
  EXPECT_EQ(q("'$concat_all'(text, A, B, \"ab\")"), "A = \"\", B = \"ab\" ; A = \"a\", B = \"b\" ; A = \"ab\", B = \"\"");
  EXPECT_EQ(q("'$concat_all'(text, A, B, ab)"), "A = '', B = ab ; A = a, B = b ; A = ab, B = ''");
  EXPECT_EQ(q("'$concat_all'(atom, X, X, abab)"), "X = ab");
  EXPECT_EQ(q("'$concat_all'(string, X, X, \"abab\")"), "X = \"ab\"");
  EXPECT_EQ(q("'$concat_all'(atom, X, X, aaaa), '$concat_all'(atom, Y, Y, X)"), "X = aa, Y = a");
  EXPECT_EQ(q("findall(X, '$concat_all'(atom, X, X, ''), L)"), "L = ['']");
  EXPECT_EQ(q("'$concat_all'(atom, A, b, ab)"), "A = a");
  EXPECT_EQ(q("'$concat_all'(atom, a, B, abc)"), "B = bc");
  EXPECT_EQ(q("'$concat_all'(atom, a, b, X)"), "X = ab");
  EXPECT_EQ(q("'$concat_all'(atom, a, b, abc)"), "false");
  EXPECT_EQ(qe("'$concat_all'(atom, A, B, C)"), "error: instantiation_error @ atom_concat/3");
  EXPECT_EQ(qe("'$concat_all'(atom, A, B, f(x))"), "error: type_error(atomic,f(x)) @ atom_concat/3");
  EXPECT_EQ(qe("'$concat_all'(string, A, B, f(x))"), "error: type_error(atomic,f(x)) @ string_concat/3");
  EXPECT_EQ(qe("'$concat_all'(text, A, b, C)"), "error: instantiation_error @ text_concat/3");
  EXPECT_EQ(q("findall(A+B, atom_concat(A, B, abc), L)"), "L = [''+abc,a+bc,ab+c,abc+'']");
}

// The last split leaves no choicepoint, nor does a deterministic mode.
TEST_F(Text, ConcatAllLastAnswerIsDeterministic) {
  auto alternatives = [&](const std::string& text) {
    std::vector<bool> more;
    Cell goal = parse_term(rt, m.store(), text);
    Query query(m, goal);
    while (query.next()) more.push_back(query.has_alternatives());
    return more;
  };
  EXPECT_EQ(alternatives("atom_concat(A, B, abc)"), (std::vector<bool>{true, true, true, false}));
  EXPECT_EQ(alternatives("atom_concat(A, B, '')"), (std::vector<bool>{false}));
  EXPECT_EQ(alternatives("atom_concat(a, B, abc)"), (std::vector<bool>{false}));
  EXPECT_EQ(alternatives("atom_concat(a, b, X)"), (std::vector<bool>{false}));
}

// '$sub_text_prepare' chooses what library/boot/text.pl enumerates.
TEST_F(Text, SubTextPrepare) {
  auto how = [&](const std::string& args) { return q("'$sub_text_prepare'(" + args + ", _N, H)"); };
  EXPECT_EQ(how("atom, abc, B, L, A, S"), "H = enum_all");
  EXPECT_EQ(how("atom, abc, 1, L, A, S"), "H = enum_l");
  EXPECT_EQ(how("atom, abc, B, 1, A, S"), "H = enum_b");
  EXPECT_EQ(how("atom, abc, B, L, 1, S"), "H = enum_a");
  EXPECT_EQ(how("atom, abc, 1, 1, A, S"), "H = det");
  EXPECT_EQ(how("atom, abc, B, L, A, b"), "H = search");
  EXPECT_EQ(how("atom, abc, 0, L, A, b"), "H = det");
  EXPECT_EQ(how("atom, abc, B, 2, A, b"), "false");
  EXPECT_EQ(how("atom, abc, 4, L, A, S"), "false");
  EXPECT_EQ(q("'$sub_text_prepare'(atom, 'héllo', _, _, _, _, N, _)"), "N = 5");
  EXPECT_EQ(qe("'$sub_text_prepare'(atom, X, B, L, A, S, N, H)"), "error: instantiation_error @ sub_atom/5");
  EXPECT_EQ(q("'$sub_text_prepare'(atom, f(x), B, L, A, S, N, H)"), "error: type_error(atom,f(x))");
  EXPECT_EQ(qe("'$sub_text_prepare'(string, f(x), B, L, A, S, N, H)"), "error: type_error(string,f(x)) @ sub_string/5");
  EXPECT_EQ(q("'$sub_text_prepare'(atom, abc, a, L, A, S, N, H)"), "error: type_error(integer,a)");
  EXPECT_EQ(q("'$sub_text_prepare'(atom, abc, -1, L, A, S, N, H)"), "error: domain_error(not_less_than_zero,-1)");
  EXPECT_EQ(q("'$sub_text_prepare'(atom, abc, B, L, A, f(x), N, H)"), "error: type_error(atom,f(x))");
}

TEST_F(Text, SubTextDet) {
  EXPECT_EQ(q("'$sub_text_det'(atom, abc, 1, 1, A, S)"), "A = 1, S = b");
  EXPECT_EQ(q("'$sub_text_det'(atom, abc, B, 2, 0, S)"), "B = 1, S = bc");
  EXPECT_EQ(q("'$sub_text_det'(atom, abc, 0, L, 1, S)"), "L = 2, S = ab");
  EXPECT_EQ(q("'$sub_text_det'(atom, abc, 3, 0, A, S)"), "A = 0, S = ''");
  EXPECT_EQ(q("'$sub_text_det'(atom, 'héllo', 1, 3, A, S)"), "A = 1, S = éll");
  EXPECT_EQ(q("'$sub_text_det'(atom, abc, B, L, 0, c)"), "B = 2, L = 1");
  EXPECT_EQ(q("'$sub_text_det'(atom, abc, B, L, 0, \"c\")"), "B = 2, L = 1");
  EXPECT_EQ(q("'$sub_text_det'(atom, abc, 0, L, A, c)"), "false");
  EXPECT_EQ(q("'$sub_text_det'(atom, abc, 2, 2, A, S)"), "false");
  EXPECT_EQ(q("'$sub_text_det'(atom, 123, 1, 1, A, S)"), "A = 1, S = '2'");
  EXPECT_EQ(q("'$sub_text_det'(string, abc, 1, 1, A, S)"), "A = 1, S = \"b\"");
  EXPECT_EQ(q("'$sub_text_det'(string, \"abc\", 0, 3, A, S)"), "A = 0, S = \"abc\"");
}

TEST_F(Text, SubTextNext) {
  EXPECT_EQ(q("'$sub_text_next'(atom, abab, ab, 0, B)"), "B = 0");
  EXPECT_EQ(q("'$sub_text_next'(atom, abab, ab, 1, B)"), "B = 2");
  EXPECT_EQ(q("'$sub_text_next'(atom, abab, ab, 3, B)"), "false");
  EXPECT_EQ(q("'$sub_text_next'(atom, 'éaéa', a, 2, B)"), "B = 3");
  EXPECT_EQ(q("'$sub_text_next'(atom, abc, '', 3, B)"), "B = 3");
  EXPECT_EQ(q("'$sub_text_next'(atom, abc, '', 4, B)"), "false");
  EXPECT_EQ(q("'$sub_text_next'(string, \"aaa\", \"aa\", 1, B)"), "B = 1");
}

TEST_F(Text, CharTypeCheck) {
  EXPECT_EQ(q("'$ctype'(0, a, alpha, R)"), "R = true");
  EXPECT_EQ(q("'$ctype'(0, '1', alpha, R)"), "false");
  EXPECT_EQ(q("'$ctype'(0, '_', csym, R)"), "R = true");
  EXPECT_EQ(q("'$ctype'(0, '_', alpha, R)"), "false");
  EXPECT_EQ(q("'$ctype'(0, '5', digit(W), R)"), "W = 5, R = true");
  EXPECT_EQ(q("'$ctype'(0, 'A', upper(L), R)"), "L = a, R = true");
  EXPECT_EQ(q("'$ctype'(0, a, upper(L), R)"), "false");
  EXPECT_EQ(q("'$ctype'(0, 'É', upper(L), R)"), "L = é, R = true");
  EXPECT_EQ(q("'$ctype'(0, é, lower(U), R)"), "U = 'É', R = true");
  // SWI-Prolog: to_lower(U) gives the uppercase, to_upper(L) the lowercase.
  EXPECT_EQ(q("'$ctype'(0, a, to_lower(U), R)"), "U = 'A', R = true");
  EXPECT_EQ(q("'$ctype'(0, 'A', to_upper(L), R)"), "L = a, R = true");
  EXPECT_EQ(q("'$ctype'(1, 0'A, to_lower(U), R)"), "U = 65, R = true");
  EXPECT_EQ(q("'$ctype'(0, ' ', white, R)"), "R = true");
  EXPECT_EQ(q("'$ctype'(0, '\\n', white, R)"), "false");
  EXPECT_EQ(q("'$ctype'(0, '\\n', end_of_line, R)"), "R = true");
  EXPECT_EQ(q("'$ctype'(0, '(', paren(C), R)"), "C = ')', R = true");
  EXPECT_EQ(q("'$ctype'(0, f, xdigit(W), R)"), "W = 15, R = true");
  EXPECT_EQ(q("'$ctype'(0, '٣', decimal(W), R)"), "W = 3, R = true");
  EXPECT_EQ(q("'$ctype'(0, '٣', digit(W), R)"), "false");
  EXPECT_EQ(q("'$ctype'(1, -1, end_of_file, R)"), "R = true");
  EXPECT_EQ(q("'$ctype'(1, 0'a, alpha, R)"), "R = true");
  EXPECT_EQ(q("'$ctype'(1, a, alpha, R)"), "R = true");
  EXPECT_EQ(q("'$ctype'(0, 1, alpha, R)"), "false");
  EXPECT_EQ(q("'$ctype'(0, '.', period, R)"), "R = true");
  EXPECT_EQ(q("'$ctype'(0, '`', quote, R)"), "R = true");
}

TEST_F(Text, CharTypeLists) {
  EXPECT_EQ(q("'$ctype'(0, a, T, R)"),
            "R = types([alnum,alpha,csym,csymf,prolog_atom_start,prolog_identifier_continue,ascii,print,"
            "graph,lower,lower('A'),to_lower('A'),to_upper(a),xdigit(10)])");
}

TEST_F(Text, CharTypeFromArgument) {
  EXPECT_EQ(q("'$ctype'(0, X, to_lower(a), R)"), "X = a, R = true");
  EXPECT_EQ(q("'$ctype'(0, X, to_upper(a), R)"), "X = 'A', R = true");
  EXPECT_EQ(q("'$ctype'(0, X, upper(a), R)"), "X = 'A', R = true");
  EXPECT_EQ(q("'$ctype'(0, X, lower('A'), R)"), "X = a, R = true");
  EXPECT_EQ(q("'$ctype'(1, X, to_lower(0x61), R)"), "X = 97, R = true");
  EXPECT_EQ(q("'$ctype'(1, X, upper(0x61), R)"), "X = 65, R = true");
  EXPECT_EQ(q("'$ctype'(0, X, digit(5), R)"), "X = '5', R = true");
  EXPECT_EQ(q("'$ctype'(0, X, digit(10), R)"), "false");
  EXPECT_EQ(q("'$ctype'(1, X, digit(a), R)"), "false");
  EXPECT_EQ(q("'$ctype'(0, X, upper(1), R)"), "false");
  EXPECT_EQ(q("'$ctype'(0, X, alpha, R)"), "R = enum");
}

TEST_F(Text, CharTypeNext) {
  EXPECT_EQ(q("'$ctype_next'(0, digit(W), 0, C, N)"), "C = '0', N = 49");
  EXPECT_EQ(q("'$ctype_next'(0, digit(W), 50, C, N)"), "C = '2', N = 51");
  EXPECT_EQ(q("'$ctype_next'(0, digit(W), 58, C, N)"), "false");
  EXPECT_EQ(q("'$ctype_next'(1, xdigit(12), 0, C, N)"), "C = 67, N = 68");
  EXPECT_EQ(q("'$ctype_next'(1, end_of_file, -1, C, N)"), "C = -1, N = 0");
  EXPECT_EQ(q("'$ctype_next'(0, paren(P), 41, C, N)"), "C = '[', N = 92");
}

TEST_F(Text, CharTypeErrors) {
  EXPECT_EQ(qe("'$ctype'(0, X, Y, R)"), "error: instantiation_error @ char_type/2");
  EXPECT_EQ(qe("'$ctype'(1, X, Y, R)"), "error: instantiation_error @ code_type/2");
  EXPECT_EQ(q("'$ctype'(0, ab, alpha, R)"), "error: type_error(character,ab)");
  EXPECT_EQ(q("'$ctype'(0, a, foo, R)"), "error: type_error(char_type,foo)");
  EXPECT_EQ(q("'$ctype'(0, a, digit(1, 2), R)"), "error: type_error(char_type,digit(1,2))");
  EXPECT_EQ(q("'$ctype'(1, f(x), alpha, R)"), "error: type_error(character,f(x))");
  EXPECT_EQ(q("'$ctype'(1, 0x110000, alpha, R)"), "error: domain_error(character,1114112)");
  EXPECT_EQ(q("'$ctype'(1, -2, alpha, R)"), "error: domain_error(character,-2)");
  EXPECT_EQ(q("'$ctype'(0, X, to_lower(f(x)), R)"), "error: type_error(character,f(x))");
}

}  // namespace
}  // namespace kea
