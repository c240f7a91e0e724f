// Term output: write/1, writeq/1, print/1, write_canonical/1 and
// write_term/2 options, producing the same text as SWI-Prolog 9.
//
// Operators are written with the fewest brackets that read back as the same
// term, and a space only where two tokens would otherwise fuse (`1- -1`,
// `a mod b`, `- 1` for -(1), `- (a,b)`). Deep and long terms are written with
// an explicit work stack, never C++ recursion. Cyclic terms are written in
// SWI's factorised form @(Template, [S_1=Subterm, ...]), which is finite and
// reads back (then unified) as the same cyclic term.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/syntax/float_format.hpp"
#include "engine/runtime.hpp"
#include "engine/terms/store.hpp"
#include "engine/terms/term.hpp"

namespace kea {

struct WriteOptions {
  bool quoted = false, ignore_ops = false, numbervars = false;
  // 0 = unlimited. As SWI: a term deeper than this prints `...`; a list
  // prints `|...` once its elements reach the limit.
  unsigned max_depth = 0;
  // Name=Var bindings: variables print by name.
  const std::vector<std::pair<std::string, Cell>>* variable_names = nullptr;
  bool brace_terms = true;             // {}(X) written as {X}
  bool spacing_next_argument = false;  // a space after the comma between arguments and list elements
  unsigned priority = 1200;            // the context's priority: an operator term above it is bracketed
  // When given, variables print as _G<offset from heap base>, else _<address/8>.
  const Store* store = nullptr;
  // write_term/2's attributes(Mode): how an attributed variable prints
  // (with `store` given): as a plain variable (ignore), as _G1{...} (dots),
  // or with its attributes term, _G1{att(Module, Value, More)} (write; a
  // variable met again inside its own attributes prints plain, and so does
  // one that variable_names names).
  enum class Attributes : std::uint8_t { Ignore, Dots, Write };
  Attributes attributes = Attributes::Ignore;
  // portray(true), print/1: asked about each subterm before it is written;
  // true when the hook wrote it (the text it wrote in the string), false to
  // write it as usual. nullptr: no hook (none is defined, or portray(false)).
  const std::function<bool(Cell, std::string&)>* portray = nullptr;
  // fullstop(true): a full stop after the term (" ." after a symbol char),
  // then a space, or with nl(true) a newline; nl(true) alone: a newline.
  bool fullstop = false, nl = false;
  // character_escapes_unicode(true): a character that cannot show as
  // itself between quotes is \uXXXX (\UXXXXXXXX past U+FFFF), as
  // SWI-Prolog's write_term/2, print/1 and top-level write it; false, as
  // its writeq/1, \x<hex>\ (ISO's form).
  bool escapes_unicode = false;
};

// Appends the text of `t` to `out`. Never throws on any term (cyclic
// included); may throw std::bad_alloc.
void write_term(const Runtime& rt, std::string& out, Cell t, const WriteOptions& opt);
std::string term_to_string(const Runtime& rt, Cell t, const WriteOptions& opt = {});

// The presets of the ISO/SWI predicates.
WriteOptions write_options();      // write/1: numbervars(true)
WriteOptions writeq_options();     // writeq/1 and print/1: quoted, numbervars
WriteOptions canonical_options();  // write_canonical/1: quoted, ignore_ops, no numbervars, no brace terms

// Atom text as writeq (quoted = true) or write would print it: quotes and
// escapes only when the atom would not read back otherwise.
// `unicode`: WriteOptions::escapes_unicode.
void append_atom_text(std::string& out, std::string_view text, bool quoted, bool unicode = false);
// The same for an atom: the atom '[]', unlike the empty list [], is quoted.
void append_atom_text(std::string& out, Atom a, bool quoted, bool unicode = false);
// (Whether an atom needs quotes is the lexer's atom_needs_quotes.)
// Text between quotes with SWI's escapes: 'it\'s' for atoms, "a\"b" for strings.
void append_quoted(std::string& out, std::string_view text, char quote, bool unicode = false);

}  // namespace kea
