// The Prolog tokenizer (ISO 6.4 plus the SWI-Prolog 9 extensions) and the
// lexical predicates the writer shares with it, so that what the writer
// prints unquoted is exactly what the reader reads back as the same atom.
//
// Input is UTF-8 text held entirely in memory; the lexer never reads past it.
// Character classes are Unicode-aware as in SWI-Prolog: letters of any script
// are alphanumerics, an uppercase letter starts a variable, symbols and
// punctuation outside ASCII are symbol chars. The classification of non-ASCII
// code points comes from the C library's C.UTF-8 locale (queried through a
// private locale_t, never the global locale).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>

#include "engine/terms/store.hpp"
#include "engine/terms/term.hpp"

namespace kea {

class Runtime;

// A position in the source: 1-based line and column (in characters), 0-based
// character (code point) offset.
struct SourcePos {
  std::uint32_t line = 1, column = 1;
  std::uint64_t offset = 0;
};

// ---------------------------------------------------------------------------
// Character classes (code points).
bool is_layout_char(char32_t c);   // space, tab, newline, other control and Unicode spaces
bool is_symbol_char(char32_t c);   // # $ & * + - . / : < = > ? @ ^ ~ \ and non-ASCII symbols/punctuation
bool is_solo(char32_t c);          // ! , ; |
bool is_alnum_char(char32_t c);    // letters (any script), digits, _, combining marks
bool is_var_start(char32_t c);     // _ and uppercase letters (any script)
bool is_atom_start(char32_t c);    // lowercase letters and letters without case

// True when `text` must be written quoted to read back as that atom: it is
// not a letter-digit atom starting with a lowercase letter, not a run of
// symbol chars (and not one the reader would take for an end or a comment),
// and not one of the solo atoms [] {} ! ;
bool atom_needs_quotes(std::string_view text);

// ---------------------------------------------------------------------------
// A syntax error found by the lexer or parser: `what` is the atom naming it
// (as SWI-Prolog names it); when `arg` is set the formal is what(arg).
struct SyntaxError {
  std::string what;
  std::string arg;
  bool has_arg = false;
  SourcePos pos;
};

enum class TokKind : std::uint8_t {
  Name,      // atom text; `quoted` says whether it was written '...'
  Var,       // variable name
  Number,    // value is an integer or float term
  String,    // "..." text, converted by the parser per the double_quotes flag
  BackQuote, // `...` text, per the back_quotes flag
  Punct,     // one of ( ) [ ] { } , |   (in `punct`)
  End,       // the end token: '.' followed by layout, % or end of input
  Eof,       // end of input
};

struct Token {
  TokKind kind = TokKind::Eof;
  bool quoted = false;         // Name: written in single quotes
  bool layout_before = false;  // layout or a comment came just before it
  char punct = 0;              // Punct: the character
  std::string text;            // Name, Var, String, BackQuote
  Cell value = 0;              // Number
  SourcePos start;             // first character of the token
};

class Lexer {
 public:
  Lexer(Store& s, std::string_view utf8_text);

  // The next token; throws SyntaxError on a malformed one, leaving the lexer
  // past the offending characters (at least one code point further).
  Token next();
  // Where the next token (or layout) starts.
  SourcePos position() const { return pos_; }
  // Where the text starts in a larger source (a stream read clause by
  // clause), so that token positions count from there. Before any next().
  void set_position(SourcePos p) { pos_ = p; }
  bool at_eof() const { return i_ >= text_.size(); }
  std::size_t byte_index() const { return i_; }
  // Whether ` is a symbol char (back_quotes flag = symbol_char).
  void set_backquote_symbol(bool b) { backquote_symbol_ = b; }
  void set_digit_groups(bool b) { digit_groups_ = b; }
  // char_conversion/2's table, when the char_conversion flag is on: every
  // code point outside quoted items ('...', "...", `...`) reads as its
  // conversion (0'c included, as in SWI-Prolog).
  void set_char_conversion(std::unordered_map<char32_t, char32_t> table) { conversion_ = std::move(table); }

  // Skip one code point (resynchronisation after an error).
  void skip_char() { if (!at_eof()) advance(); }

 private:
  char32_t peek(std::size_t ahead = 0) const;  // code point `ahead` code points on; 0 at end
  char32_t advance();
  bool skip_layout();  // returns whether anything was skipped
  [[noreturn]] void fail(const char* what, SourcePos at) const;
  [[noreturn]] void fail(const char* what, std::string arg, SourcePos at) const;

  void read_name_chars(std::string& out);
  void read_quoted(char32_t q, std::string& out, SourcePos start);
  // After a backslash inside quotes: the escaped code point, or -1 when the
  // escape produces nothing (line continuation, \c).
  std::int64_t read_escape(SourcePos start);
  Cell read_number(SourcePos start);
  Cell read_script_number(char32_t zero);
  bool read_digits(std::string& digits, int base, bool allow_space_groups);
  bool is_symbol(char32_t c) const { return is_symbol_char(c) || (backquote_symbol_ && c == '`'); }

  Store& store_;
  std::string_view text_;
  std::size_t i_ = 0;  // byte index of the next character
  SourcePos pos_;
  bool backquote_symbol_ = false;
  bool digit_groups_ = true;
  std::unordered_map<char32_t, char32_t> conversion_;
  bool in_quotes_ = false;  // no conversion inside a quoted item
  char32_t converted(char32_t c) const {
    if (conversion_.empty() || in_quotes_) return c;
    auto it = conversion_.find(c);
    return it == conversion_.end() ? c : it->second;
  }
};

}  // namespace kea
