// The Prolog reader: UTF-8 text to terms, with the Runtime's operator table
// and flags (double_quotes, back_quotes, digit_groups).
//
// Syntax is ISO Prolog plus what SWI-Prolog 9 users expect (0'c, radix
// R'digits, digit groups, 1.0Inf, \e \s \uXXXX escapes, '|' as infix op,
// arguments and list elements read up to priority 1200 with ',' and '|' as
// separators). As in SWI-Prolog 7+, quoted atoms are never operators.
//
// The parser is an operator-precedence machine with an explicit frame stack,
// so neither deep nesting nor long operator chains use the C++ stack.
#pragma once

#include <atomic>
#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/syntax/lexer.hpp"
#include "engine/runtime.hpp"
#include "engine/terms/store.hpp"

namespace kea {

struct ReadResult {
  Cell term = 0;  // the atom end_of_file at end of input
  SourcePos start;
  std::uint64_t start_byte = 0;  // the byte offset of `start` where the text came from a stream (read_clause)
  std::vector<std::pair<std::string, Cell>> variable_names;  // Name=Var, first occurrence order, no `_`
  std::vector<std::pair<std::string, Cell>> singletons;      // named once (`_Name` too, as SWI's read_term/2)
  std::vector<Cell> variables;                               // all, `_` included, in order
};

class Reader {
 public:
  // source_name: file path or "user"; it is the Name in file(Name, ...) of errors.
  Reader(Runtime& rt, Store& s, std::string_view utf8_text, std::string source_name);
  ~Reader();
  Reader(const Reader&) = delete;
  Reader& operator=(const Reader&) = delete;

  // Reads the next clause (a term followed by an end '.'). Returns false at
  // end of input (term = end_of_file). On a syntax error throws PrologError
  //   error(syntax_error(What), file(Name, Line, LinePos, CharOffset))
  // (Line 1-based, LinePos and CharOffset 0-based, in characters, as
  // SWI-Prolog's file/4; the position
  // is the start of the offending token), after skipping past the next end
  // token so that the following call reads the following clause.
  bool next(ReadResult& out);
  // Where reading continues.
  SourcePos position() const;
  // The text starts at `p` of a larger source (see Lexer::set_position).
  void set_start_position(SourcePos p) { lexer_.set_position(p); }

  // For parse_term: accept end of input in place of the end token.
  void set_end_optional(bool b) { end_optional_ = b; }
  // A module's own double_quotes (a QuoteMode; -1: the Runtime's flag),
  // read at each string, so that a module's file reads as its module says.
  void set_local_double_quotes(const std::atomic<int>* mode) { local_double_quotes_ = mode; }
  // A module's own operators, which take precedence over the Runtime's
  // (nullptr: none).
  void set_local_ops(const OpTable* ops) { local_ops_ = ops; }

 private:
  class Parser;
  Runtime& rt_;
  Store& store_;
  std::string source_name_;
  Lexer lexer_;
  std::deque<Token> lookahead_;
  bool end_optional_ = false;
  const std::atomic<int>* local_double_quotes_ = nullptr;
  const OpTable* local_ops_ = nullptr;
};

// Parse exactly one term from text (the end '.' is optional; nothing but
// layout may follow it, unless `rest_ignored`: then, as SWI-Prolog's
// term_to_atom/2 and term_string/2 do, text after the end '.' is not read,
// and text without a term, only layout and comments, is end_of_file),
// with a module's own operators and double_quotes when `local_ops` and
// `local_double_quotes` are given (Reader's setters say what they hold).
// Throws PrologError as Reader::next, with Name "user".
Cell parse_term(Runtime& rt, Store& s, std::string_view text,
                std::vector<std::pair<std::string, Cell>>* variable_names = nullptr, bool rest_ignored = false,
                const OpTable* local_ops = nullptr, const std::atomic<int>* local_double_quotes = nullptr);
// The same, with all the reader found (variable names, singletons, every
// variable), for read options.
ReadResult parse_term_result(Runtime& rt, Store& s, std::string_view text, bool rest_ignored = false,
                             const OpTable* local_ops = nullptr, const std::atomic<int>* local_double_quotes = nullptr);

// The number that text spells and nothing else, as atom_number/2 and
// number_string/2 read it (number_codes/2 allows layout before it): an
// optional sign directly followed by one number token (0'c, 0x.., digit
// groups, 1.0Inf...), no layout or comment anywhere. False otherwise.
bool read_number_text(Store& s, std::string_view text, Cell* out);

}  // namespace kea
