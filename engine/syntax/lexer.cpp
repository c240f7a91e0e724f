#include "engine/syntax/lexer.hpp"

#include "engine/arith/arith.hpp"
#include "engine/unicode.hpp"
#include "engine/utf8.hpp"

#include <cmath>
#include <cstdlib>
#include <limits>
#include <optional>

namespace kea {

// ---------------------------------------------------------------------------
// Character classes.
namespace {

// Without the C.UTF-8 locale (unicode_locale() is 0), every non-ASCII code
// point counts as a lowercase letter (SWI's fallback too).

bool is_combining_mark(char32_t c) {
  return (c >= 0x300 && c <= 0x36F) || (c >= 0x483 && c <= 0x489) || (c >= 0x591 && c <= 0x5BD) ||
         (c >= 0x610 && c <= 0x61A) || (c >= 0x64B && c <= 0x65F) || (c >= 0x1AB0 && c <= 0x1AFF) ||
         (c >= 0x1DC0 && c <= 0x1DFF) || (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE20 && c <= 0xFE2F) ||
         c == 0x200D || (c >= 0xFE00 && c <= 0xFE0F);  // joiner and variation selectors
}

bool uni_space(char32_t c) {
  if (c == 0x85 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 ||
      c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000 || c == 0xFEFF)
    return true;
  locale_t l = unicode_locale();
  return l != static_cast<locale_t>(0) && iswspace_l(static_cast<wint_t>(c), l);
}

bool uni_letter(char32_t c) {
  if (is_combining_mark(c)) return true;
  locale_t l = unicode_locale();
  if (l == static_cast<locale_t>(0)) return true;
  return iswalpha_l(static_cast<wint_t>(c), l) || iswdigit_l(static_cast<wint_t>(c), l);
}

bool uni_upper(char32_t c) {
  locale_t l = unicode_locale();
  if (l == static_cast<locale_t>(0)) return false;
  // Titlecase letters (both upper and lower here) start atoms, as in SWI.
  return iswupper_l(static_cast<wint_t>(c), l) && !iswlower_l(static_cast<wint_t>(c), l);
}

bool uni_symbol(char32_t c) {
  if (is_combining_mark(c) || uni_space(c)) return false;
  locale_t l = unicode_locale();
  if (l == static_cast<locale_t>(0)) return false;
  return iswpunct_l(static_cast<wint_t>(c), l) && !iswalpha_l(static_cast<wint_t>(c), l);
}

bool is_digit(char32_t c) { return c >= '0' && c <= '9'; }

int digit_value(char32_t c) {
  if (c >= '0' && c <= '9') return static_cast<int>(c - '0');
  if (c >= 'a' && c <= 'z') return static_cast<int>(c - 'a' + 10);
  if (c >= 'A' && c <= 'Z') return static_cast<int>(c - 'A' + 10);
  return 99;
}

}  // namespace

bool is_layout_char(char32_t c) {
  if (c < 0x80) return c <= ' ' || c == 0x7F;
  return uni_space(c);
}

bool is_symbol_char(char32_t c) {
  if (c < 0x80) {
    switch (c) {
      case '#': case '$': case '&': case '*': case '+': case '-': case '.': case '/': case ':':
      case '<': case '=': case '>': case '?': case '@': case '^': case '~': case '\\':
        return true;
      default:
        return false;
    }
  }
  return uni_symbol(c);
}

bool is_solo(char32_t c) { return c == '!' || c == ',' || c == ';' || c == '|'; }

bool is_alnum_char(char32_t c) {
  if (c < 0x80) return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || is_digit(c) || c == '_';
  return !uni_space(c) && uni_letter(c);
}

bool is_var_start(char32_t c) {
  if (c < 0x80) return (c >= 'A' && c <= 'Z') || c == '_';
  return uni_upper(c) && uni_letter(c);
}

bool is_atom_start(char32_t c) {
  if (c < 0x80) return c >= 'a' && c <= 'z';
  return is_alnum_char(c) && !uni_upper(c) && !is_combining_mark(c) && !unicode_decimal_zero(c);
}

bool atom_needs_quotes(std::string_view text) {
  if (text.empty()) return true;
  if (text == "[]" || text == "{}" || text == "!" || text == ";") return false;
  std::size_t len;
  char32_t first = utf8_decode(text, 0, &len);
  if (is_atom_start(first)) {
    for (std::size_t i = len; i < text.size(); i += len)
      if (!is_alnum_char(utf8_decode(text, i, &len))) return true;
    return false;
  }
  if (is_symbol_char(first)) {
    // A lone '.' would be an end token, and "/*" anywhere in a symbol-char
    // run opens a comment (`+/*`).
    if (text == "." || text.find("/*") != std::string_view::npos) return true;
    for (std::size_t i = 0; i < text.size(); i += len)
      if (!is_symbol_char(utf8_decode(text, i, &len))) return true;
    return false;
  }
  return true;
}

// ---------------------------------------------------------------------------
// The lexer.

Lexer::Lexer(Store& s, std::string_view utf8_text) : store_(s), text_(utf8_text) {
  // A UTF-8 byte order mark at the start is not part of the text.
  if (text_.substr(0, 3) == "\xEF\xBB\xBF") i_ = 3;
}

char32_t Lexer::peek(std::size_t ahead) const {
  std::size_t i = i_, len = 0;
  for (;;) {
    if (i >= text_.size()) return 0;
    char32_t c = utf8_decode(text_, i, &len);
    if (ahead == 0) return converted(c);
    --ahead;
    i += len;
  }
}

char32_t Lexer::advance() {
  std::size_t len;
  char32_t c = utf8_decode(text_, i_, &len);
  i_ += len;
  ++pos_.offset;
  if (c == '\n') {
    ++pos_.line;
    pos_.column = 1;
  } else {
    ++pos_.column;
  }
  return converted(c);
}

void Lexer::fail(const char* what, SourcePos at) const {
  throw SyntaxError{what, {}, false, at};
}
void Lexer::fail(const char* what, std::string arg, SourcePos at) const {
  throw SyntaxError{what, std::move(arg), true, at};
}

bool Lexer::skip_layout() {
  bool skipped = false;
  while (!at_eof()) {
    char32_t c = peek();
    if (is_layout_char(c)) {
      advance();
    } else if (c == '%') {
      while (!at_eof() && peek() != '\n') advance();
    } else if (c == '/' && peek(1) == '*') {
      SourcePos start = pos_;
      advance();
      advance();
      for (;;) {
        if (at_eof()) fail("end_of_file_in_block_comment", start);
        if (advance() == '*' && peek() == '/') {
          advance();
          break;
        }
      }
    } else {
      break;
    }
    skipped = true;
  }
  return skipped;
}

void Lexer::read_name_chars(std::string& out) {
  while (!at_eof() && is_alnum_char(peek())) utf8_append(out, advance());
}

std::int64_t Lexer::read_escape(SourcePos start) {
  if (at_eof()) fail("end_of_file", pos_);
  char32_t c = advance();
  switch (c) {
    case 'a': return 7;
    case 'b': return 8;
    case 'f': return 12;
    case 'n': return 10;
    case 'r': return 13;
    case 't': return 9;
    case 'v': return 11;
    case 'e': return 27;
    case 's': return ' ';
    case '\\': case '\'': case '"': case '`': return c;
    case '\n': return -1;  // line continuation
    case 'c':              // skip the layout that follows
      while (!at_eof() && is_layout_char(peek())) advance();
      return -1;
    case 'x': case 'u': case 'U': {
      int base = 16;
      std::size_t want = c == 'u' ? 4 : c == 'U' ? 8 : 0;
      std::uint64_t v = 0;
      std::size_t n = 0;
      while (!at_eof() && digit_value(peek()) < base && (want == 0 || n < want)) {
        v = v * 16 + static_cast<std::uint64_t>(digit_value(advance()));
        if (v > kMaxCodePoint) v = 0x110000;  // saturate; reported below
        ++n;
      }
      if (n == 0 || (want != 0 && n != want)) {
        std::string s;
        utf8_append(s, c);
        fail("undefined_char_escape", s, start);
      }
      if (want == 0 && peek() == '\\') advance();  // closing \ (optional, as in SWI)
      if (!is_code_point(static_cast<long long>(v))) fail("illegal_character_code", start);
      return static_cast<std::int64_t>(v);
    }
    default:
      break;
  }
  if (c >= '0' && c <= '7') {
    std::uint64_t v = c - '0';
    while (!at_eof() && peek() >= '0' && peek() <= '7') {
      v = v * 8 + (advance() - '0');
      if (v > kMaxCodePoint) v = 0x110000;
    }
    if (peek() == '\\') advance();
    if (!is_code_point(static_cast<long long>(v))) fail("illegal_character_code", start);
    return static_cast<std::int64_t>(v);
  }
  std::string s;
  utf8_append(s, c);
  fail("undefined_char_escape", s, start);
}

void Lexer::read_quoted(char32_t q, std::string& out, SourcePos start) {
  // A bad escape is reported only once the closing quote is reached, so the
  // lexer resumes after the whole quoted item (as SWI does), not inside it.
  std::optional<SyntaxError> bad_escape;
  advance();  // opening quote
  in_quotes_ = true;
  struct Unquote {
    bool& flag;
    ~Unquote() { flag = false; }
  } unquote{in_quotes_};
  for (;;) {
    if (at_eof()) {
      if (bad_escape) throw *bad_escape;
      std::string qs;
      utf8_append(qs, q);
      fail("end_of_file_in_quoted", qs, start);
    }
    SourcePos here = pos_;
    char32_t c = advance();
    if (c == q) {
      if (peek() == q && !at_eof()) {
        advance();
        utf8_append(out, q);
        continue;
      }
      if (bad_escape) throw *bad_escape;
      return;
    }
    if (c == '\\') {
      try {
        std::int64_t e = read_escape(here);
        if (e >= 0) utf8_append(out, static_cast<char32_t>(e));
      } catch (SyntaxError& e) {
        if (!bad_escape) bad_escape = std::move(e);
      }
      continue;
    }
    utf8_append(out, c);
  }
}

// Digits of `base` with SWI-Prolog 7 digit groups: "_" optionally followed by
// layout, and (decimal only, digit_groups flag) a single space, both only
// between digits. Returns whether a group separator was used.
bool Lexer::read_digits(std::string& digits, int base, bool allow_space_groups) {
  bool grouped = false;
  for (;;) {
    while (!at_eof() && digit_value(peek()) < base) utf8_append(digits, advance());
    if (peek() == '_') {
      std::size_t save_i = i_;
      SourcePos save_pos = pos_;
      advance();
      bool ok = false;
      try {
        skip_layout();
        ok = !at_eof() && digit_value(peek()) < base;
      } catch (const SyntaxError&) {
        ok = false;
      }
      if (ok) {
        grouped = true;
        continue;
      }
      i_ = save_i;
      pos_ = save_pos;
      return grouped;
    }
    if (allow_space_groups && peek() == ' ' && digit_value(peek(1)) < base) {
      advance();
      grouped = true;
      continue;
    }
    return grouped;
  }
}

namespace {
// The digits are clean (no sign, no separators, all valid in base), so the
// arithmetic part's parser cannot fail on them.
Cell integer_from_digits(Store& s, const std::string& digits, int base) {
  return parse_integer(s, digits, base);
}
}  // namespace

Cell Lexer::read_number(SourcePos start) {
  char32_t c0 = advance();
  if (c0 == '0') {
    char32_t n = peek();
    if (n == '\'') {
      advance();
      if (at_eof()) fail("end_of_file", pos_);
      char32_t c = peek();
      if (c == '\\') {
        SourcePos here = pos_;
        advance();
        if (peek() == '\n') fail("illegal_number", start);
        std::int64_t e;
        try {
          e = read_escape(here);
        } catch (SyntaxError&) {
          fail("illegal_number", start);
        }
        if (e < 0) fail("illegal_number", start);
        return make_small_int(e);
      }
      advance();
      if (c == '\'' && peek() == '\'') advance();  // 0''' and 0'' both read a quote
      return make_small_int(static_cast<std::int64_t>(c));
    }
    int base = n == 'x' ? 16 : n == 'o' ? 8 : n == 'b' ? 2 : 0;
    if (base != 0) {
      if (digit_value(peek(1)) >= base) {
        advance();
        fail("illegal_number", start);
      }
      advance();
      std::string digits;
      read_digits(digits, base, false);
      return integer_from_digits(store_, digits, base);
    }
  }
  std::string digits;
  utf8_append(digits, c0);
  bool grouped = read_digits(digits, 10, digit_groups_);
  if (grouped) return integer_from_digits(store_, digits, 10);

  // Radix notation R'digits, 2 =< R =< 36.
  if (peek() == '\'' && digits.size() <= 2) {
    int radix = std::atoi(digits.c_str());
    if (radix >= 2 && radix <= 36 && digit_value(peek(1)) < radix) {
      advance();
      std::string rd;
      read_digits(rd, radix, false);
      return integer_from_digits(store_, rd, radix);
    }
  }

  auto exponent_follows = [&] {
    char32_t e = peek();
    if (e != 'e' && e != 'E') return false;
    char32_t s = peek(1);
    return is_digit(s) || ((s == '+' || s == '-') && is_digit(peek(2)));
  };
  bool has_fraction = peek() == '.' && is_digit(peek(1));
  if (!has_fraction && !exponent_follows()) return integer_from_digits(store_, digits, 10);

  std::string text = digits;
  if (has_fraction) {
    text.push_back(static_cast<char>(advance()));  // '.'
    while (is_digit(peek()) && !at_eof()) text.push_back(static_cast<char>(advance()));
    // SWI's special floats: 1.0Inf, 1.5NaN.
    if (peek() == 'I' && peek(1) == 'n' && peek(2) == 'f') {
      advance(), advance(), advance();
      return make_float(store_, std::numeric_limits<double>::infinity());
    }
    if (peek() == 'N' && peek(1) == 'a' && peek(2) == 'N') {
      advance(), advance(), advance();
      return make_float(store_, std::numeric_limits<double>::quiet_NaN());
    }
  }
  if (exponent_follows()) {
    text.push_back(static_cast<char>(advance()));
    if (peek() == '+' || peek() == '-') text.push_back(static_cast<char>(advance()));
    while (is_digit(peek()) && !at_eof()) text.push_back(static_cast<char>(advance()));
  }
  double d = std::strtod(text.c_str(), nullptr);
  if (std::isinf(d)) fail("illegal_number", start);
  return make_float(store_, d);
}

// A number written in the decimal digits of one script beyond ASCII
// (`١٢` is 12, `٣.٥` is 3.5), as SWI-Prolog reads them: the digits of its
// integer part, fraction and exponent all come from the run of ten that
// starts at `zero`; no radix, character code or digit groups.
Cell Lexer::read_script_number(char32_t zero) {
  auto digit = [&](std::size_t ahead) {
    char32_t c = peek(ahead);
    return c >= zero && c < zero + 10;
  };
  auto take_digits = [&](std::string& text) {
    while (!at_eof() && digit(0)) text.push_back(static_cast<char>('0' + (advance() - zero)));
  };
  std::string text;
  take_digits(text);
  bool is_float = false;
  if (peek() == '.' && digit(1)) {
    text.push_back(static_cast<char>(advance()));
    take_digits(text);
    is_float = true;
  }
  char32_t e = peek();
  if ((e == 'e' || e == 'E') && (digit(1) || ((peek(1) == '+' || peek(1) == '-') && digit(2)))) {
    text.push_back(static_cast<char>(advance()));
    if (peek() == '+' || peek() == '-') text.push_back(static_cast<char>(advance()));
    take_digits(text);
    is_float = true;
  }
  if (!is_float) return integer_from_digits(store_, text, 10);
  double d = std::strtod(text.c_str(), nullptr);
  if (std::isinf(d)) fail("illegal_number", pos_);
  return make_float(store_, d);
}

Token Lexer::next() {
  Token t;
  t.layout_before = skip_layout();
  t.start = pos_;
  if (at_eof()) {
    t.kind = TokKind::Eof;
    return t;
  }
  char32_t c = peek();
  if (is_digit(c)) {
    t.kind = TokKind::Number;
    t.value = read_number(t.start);
    return t;
  }
  if (char32_t zero = c < 0x80 ? 0 : unicode_decimal_zero(c)) {
    t.kind = TokKind::Number;
    t.value = read_script_number(zero);
    return t;
  }
  if (is_var_start(c)) {
    t.kind = TokKind::Var;
    utf8_append(t.text, advance());
    read_name_chars(t.text);
    return t;
  }
  if (is_atom_start(c)) {
    t.kind = TokKind::Name;
    utf8_append(t.text, advance());
    read_name_chars(t.text);
    return t;
  }
  switch (c) {
    case '\'':
      t.kind = TokKind::Name;
      t.quoted = true;
      read_quoted(c, t.text, t.start);
      return t;
    case '"':
      t.kind = TokKind::String;
      read_quoted(c, t.text, t.start);
      return t;
    case '`':
      if (backquote_symbol_) break;
      t.kind = TokKind::BackQuote;
      read_quoted(c, t.text, t.start);
      return t;
    case '(': case ')': case '[': case ']': case '{': case '}': case ',': case '|':
      advance();
      t.kind = TokKind::Punct;
      t.punct = static_cast<char>(c);
      return t;
    case '!': case ';':
      advance();
      t.kind = TokKind::Name;
      t.text.push_back(static_cast<char>(c));
      return t;
    case '.': {
      char32_t n = peek(1);
      bool next_is_eof = i_ + 1 >= text_.size();
      if (next_is_eof || n == '%' || is_layout_char(n)) {
        advance();
        t.kind = TokKind::End;
        return t;
      }
      break;
    }
    default:
      break;
  }
  if (is_symbol(c)) {
    t.kind = TokKind::Name;
    // A symbol-char run stops where a comment opens: "+/*" is + then a comment.
    do {
      utf8_append(t.text, advance());
    } while (!at_eof() && is_symbol(peek()) && !(peek() == '/' && peek(1) == '*'));
    return t;
  }
  advance();
  fail("illegal_character", t.start);
}

}  // namespace kea
