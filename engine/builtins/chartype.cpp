// Primitives of char_type/2 and code_type/2 (defined in library/boot/text.pl):
//
//   '$ctype'(+Kind, ?C, ?Type, -R)   Kind 0: char_type, 1: code_type.
//      C bound, Type bound:  the test itself; R = true.
//      C bound, Type unbound: R = types(List), every type C has, in SWI order.
//      C unbound, Type bound: R = true when C follows from Type's argument
//        (to_lower(U), to_upper(L), upper(L), lower(U), digit(W)), else
//        R = enum and the Prolog side enumerates with '$ctype_next'.
//   '$ctype_next'(+Kind, +Type, +From, -C, -Next)  the first code point at or
//      after From that has Type (bound arguments of Type must match).
//
// The classes are SWI-Prolog 9's, including its reading of to_lower(U) and
// to_upper(L) for a known character: U is the uppercase and L the lowercase
// of C (char_type(a, to_lower('A'))). Non-ASCII characters are classified
// by the C library's C.UTF-8 tables.
#include <wctype.h>

#include <optional>
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/utf8.hpp"
#include "engine/syntax/lexer.hpp"
#include "engine/builtins/text_arg.hpp"

namespace kea {
namespace {

constexpr std::int64_t kEof = -1;
constexpr std::int64_t kMaxCode = kMaxCodePoint;

// What the argument of a one-argument type is.
enum class ArgKind { None, Char, Weight };

struct CharType {
  const char* name;
  ArgKind arg;
};

// In the order SWI-Prolog enumerates them.
constexpr CharType kTypes[] = {
    {"alnum", ArgKind::None},        {"alpha", ArgKind::None},
    {"csym", ArgKind::None},         {"csymf", ArgKind::None},
    {"prolog_var_start", ArgKind::None}, {"prolog_atom_start", ArgKind::None},
    {"prolog_identifier_continue", ArgKind::None}, {"prolog_symbol", ArgKind::None},
    {"decimal", ArgKind::None},      {"decimal", ArgKind::Weight},
    {"ascii", ArgKind::None},        {"white", ArgKind::None},
    {"cntrl", ArgKind::None},        {"digit", ArgKind::None},
    {"print", ArgKind::None},        {"space", ArgKind::None},
    {"end_of_line", ArgKind::None},  {"newline", ArgKind::None},
    {"graph", ArgKind::None},        {"lower", ArgKind::None},
    {"upper", ArgKind::None},        {"lower", ArgKind::Char},
    {"upper", ArgKind::Char},        {"punct", ArgKind::None},
    {"period", ArgKind::None},       {"quote", ArgKind::None},
    {"to_lower", ArgKind::Char},     {"to_upper", ArgKind::Char},
    {"paren", ArgKind::Char},        {"digit", ArgKind::Weight},
    {"xdigit", ArgKind::Weight},     {"end_of_file", ArgKind::None},
};
constexpr int kTypeCount = sizeof kTypes / sizeof kTypes[0];

// The value of a decimal digit of any script (Unicode category Nd).
std::optional<std::int64_t> decimal_weight(char32_t c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (char32_t zero = unicode_decimal_zero(c)) return c - zero;
  return std::nullopt;
}

bool alpha(char32_t c) { return unicode_is(c, iswalpha_l); }
bool alnum(char32_t c) { return unicode_is(c, iswalnum_l); }

// Whether code point c has type t; for a one-argument type, its argument
// (a code point or a weight).
std::optional<std::int64_t> type_value(int t, std::int64_t code) {
  const std::optional<std::int64_t> yes = 0, no = std::nullopt;
  std::string_view name = kTypes[t].name;
  if (code == kEof) return name == "end_of_file" ? yes : no;
  auto c = static_cast<char32_t>(code);
  auto when = [&](bool b) { return b ? yes : no; };
  switch (t) {
    case 0: return when(alnum(c));
    case 1: return when(alpha(c));
    case 2: return when(alnum(c) || c == '_');
    case 3: return when(alpha(c) || c == '_');
    case 4: return when(is_var_start(c));
    case 5: return when(is_atom_start(c));
    case 6: return when(is_alnum_char(c));
    case 7: return when(is_symbol_char(c));
    case 8: return when(decimal_weight(c).has_value());
    case 9: return decimal_weight(c);
    case 10: return when(c < 128);
    case 11: return when(c == ' ' || c == '\t');
    case 12: return when(unicode_is(c, iswcntrl_l));
    case 13: return when(c >= '0' && c <= '9');
    case 14: return when(unicode_is(c, iswprint_l));
    case 15: return when(unicode_is(c, iswspace_l));
    case 16: return when(c == '\n' || c == '\r');
    case 17: return when(c == '\n');
    case 18: return when(unicode_is(c, iswgraph_l));
    case 19: return when(unicode_is(c, iswlower_l));
    case 20: return when(unicode_is(c, iswupper_l));
    case 21: return unicode_is(c, iswlower_l) ? std::optional<std::int64_t>(unicode_upper(c)) : no;
    case 22: return unicode_is(c, iswupper_l) ? std::optional<std::int64_t>(unicode_lower(c)) : no;
    case 23: return when(unicode_is(c, iswpunct_l));
    case 24: return when(c == '.' || c == '!' || c == '?');
    case 25: return when(c == '\'' || c == '"' || c == '`');
    case 26: return unicode_upper(c);
    case 27: return unicode_lower(c);
    case 28: return c == '(' ? std::optional<std::int64_t>(')') : c == '[' ? std::optional<std::int64_t>(']')
                  : c == '{' ? std::optional<std::int64_t>('}') : no;
    case 29: return c >= '0' && c <= '9' ? std::optional<std::int64_t>(c - '0') : no;
    case 30: return c >= '0' && c <= '9'   ? std::optional<std::int64_t>(c - '0')
                  : c >= 'a' && c <= 'f' ? std::optional<std::int64_t>(c - 'a' + 10)
                  : c >= 'A' && c <= 'F' ? std::optional<std::int64_t>(c - 'A' + 10) : no;
    default: return no;
  }
}

// The type a bound Type term names, or -1.
int find_type(Cell t) {
  std::string_view name;
  unsigned arity = 0;
  if (is_atom(t)) {
    name = atom_of(t)->view();
  } else if (is_str(t)) {
    name = functor_of(t)->name->view();
    arity = arity_of(t);
  } else {
    return -1;
  }
  for (int i = 0; i < kTypeCount; ++i)
    if (name == kTypes[i].name && arity == (kTypes[i].arg == ArgKind::None ? 0u : 1u)) return i;
  return -1;
}

bool code_kind(Cell kind) { return small_int_of(deref(kind)) == 1; }

// A character as the predicate returns it: a one-char atom or a code.
Cell char_cell(Machine& m, bool codes, std::int64_t c) {
  if (codes || c == kEof) return make_small_int(c);
  return char_atom(m, static_cast<char32_t>(c));
}

// The code point of a character argument (a char or a code).
std::int64_t must_be_char(Machine& m, Cell c) {
  Store& s = m.store();
  c = deref(c);
  if (is_small_int(c)) {
    std::int64_t v = small_int_of(c);
    if (v < kEof || v > kMaxCode) throw_domain_error(s, atoms::character, c);
    return v;
  }
  if (is_integer(c)) throw_domain_error(s, atoms::character, c);
  std::int64_t v = char_of_atom(c);
  if (v < 0) throw_type_error(s, atoms::character, c);
  return v;
}

Cell value_cell(Machine& m, bool codes, int t, std::int64_t v) {
  return kTypes[t].arg == ArgKind::Weight ? make_small_int(v) : char_cell(m, codes, v);
}

// Does c have type t, with t's argument (when bound) equal to the value?
bool matches(Machine& m, bool codes, int t, Cell type, std::int64_t c) {
  std::optional<std::int64_t> v = type_value(t, c);
  if (!v) return false;
  if (kTypes[t].arg == ArgKind::None) return true;
  Cell want = deref(arg(type, 0));
  return is_var(want) || want == value_cell(m, codes, t, *v);
}

const Cell kTrue = make_atom(atoms::true_);

bool ctype(Machine& m, const Cell* a) {
  Store& s = m.store();
  bool codes = code_kind(a[0]);
  Cell c = deref(a[1]), type = deref(a[2]);
  if (is_var(c) && is_var(type)) throw_instantiation_error(s);
  int t = -1;
  if (!is_var(type)) {
    t = find_type(type);
    if (t < 0) throw_type_error(s, atoms::char_type, type);
  }
  if (!is_var(c)) {
    std::int64_t code = must_be_char(m, c);
    if (t >= 0) {
      std::optional<std::int64_t> v = type_value(t, code);
      if (!v) return false;
      if (kTypes[t].arg != ArgKind::None && !unify_terms(m, arg(type, 0), value_cell(m, codes, t, *v))) return false;
      return unify_terms(m, a[3], kTrue);
    }
    std::vector<Cell> types;
    for (int i = 0; i < kTypeCount; ++i) {
      std::optional<std::int64_t> v = type_value(i, code);
      if (!v) continue;
      Cell name = make_atom(m.runtime().intern(kTypes[i].name));
      types.push_back(kTypes[i].arg == ArgKind::None
                          ? name
                          : make_compound(s, m.runtime().functor(atom_of(name), 1), {value_cell(m, codes, i, *v)}));
    }
    Cell list = make_list(s, types.data(), types.size(), make_atom(atoms::nil));
    return unify_terms(m, a[3], make_compound(s, m.runtime().functor("types", 1), {list}));
  }
  // C unbound: the types whose argument determines the character.
  std::string_view name = kTypes[t].name;
  Cell given = kTypes[t].arg == ArgKind::None ? 0 : deref(arg(type, 0));
  if (given != 0 && !is_var(given)) {
    if (kTypes[t].arg == ArgKind::Char) {
      std::int64_t x = is_small_int(given) ? small_int_of(given) : char_of_atom(given);
      if (!is_small_int(given) && x < 0) throw_type_error(s, atoms::character, given);
      if (x < 0 || x > kMaxCode) return false;
      auto xc = static_cast<char32_t>(x);
      std::int64_t result = -1;
      if (name == "to_lower") result = unicode_lower(xc);
      if (name == "to_upper") result = unicode_upper(xc);
      if (name == "upper") result = unicode_upper(xc);
      if (name == "lower") result = unicode_lower(xc);
      if (result >= 0) {
        // SWI-Prolog computes C from to_lower(U) and to_upper(L) without
        // checking it back (see the top of this file); upper(L) and lower(U)
        // must hold of the result.
        if ((name == "upper" || name == "lower") && !matches(m, codes, t, type, result)) return false;
        return unify_terms(m, c, char_cell(m, codes, result)) && unify_terms(m, a[3], kTrue);
      }
    } else if (name == "digit") {
      if (!is_small_int(given) || small_int_of(given) < 0 || small_int_of(given) > 9) return false;
      return unify_terms(m, c, char_cell(m, codes, '0' + small_int_of(given))) && unify_terms(m, a[3], kTrue);
    }
  }
  return unify_terms(m, a[3], make_atom(m.runtime().intern("enum")));
}
bool bi_ctype(Machine& m, const Cell* a) {
  return call_as(m, code_kind(a[0]) ? "code_type" : "char_type", 2, ctype, a);
}

bool bi_ctype_next(Machine& m, const Cell* a) {
  bool codes = code_kind(a[0]);
  Cell type = deref(a[1]);
  int t = find_type(type);
  if (t < 0) return false;
  std::int64_t from = small_int_of(deref(a[2]));
  if (from < kEof) from = kEof;
  if (!codes && from == kEof) from = 0;
  for (std::int64_t c = from; c <= kMaxCode; ++c) {
    if (c == 0xd800) c = 0xe000;  // surrogates are not characters
    if (matches(m, codes, t, type, c))
      return unify_terms(m, a[3], char_cell(m, codes, c)) && unify_terms(m, a[4], make_small_int(c + 1));
  }
  return false;
}

const BuiltinDef kChartypeBuiltins[] = {
    {"$ctype", 4, false, bi_ctype},
    {"$ctype_next", 5, false, bi_ctype_next},
};

}  // namespace

std::span<const BuiltinDef> chartype_builtins() { return kChartypeBuiltins; }

}  // namespace kea
