// Text arguments of the string and atom builtins (text.cpp,
// concat_sub_text.cpp, chartype.cpp): SWI-Prolog accepts "text"
// in many shapes -- atoms, strings, numbers, code and char lists -- and each
// predicate says which shapes an argument may take and which type it names
// in a type_error. Text is UTF-8; positions and lengths count code points.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "engine/unicode.hpp"

#include "engine/builtins/registry.hpp"

namespace kea {

// The shapes a text argument may take.
enum TextShape : unsigned {
  kTextAtom = 1u << 0,
  kTextString = 1u << 1,
  kTextNumber = 1u << 2,
  kTextList = 1u << 3,  // code list or char list ([] is the empty text)
  kTextAtomic = kTextAtom | kTextString | kTextNumber,
  kTextAny = kTextAtomic | kTextList,
};

// The text of `c`. Raises instantiation_error for a variable (or a partial
// list, or a list with a variable element), type_error(type, c) when c is
// not one of `shapes`, and type_error(character/character_code, E) for a bad
// list element. A null `type` means `text`.
std::string must_be_text(Machine& m, Cell c, unsigned shapes, Atom type, ErrorContext ctx = {});

// As must_be_text, but a view: into the atom or string c itself, with no
// copy, or into `scratch` for the other shapes. The view of a string lasts
// while the heap cell does (the builtin's own run, at least).
std::string_view text_view(Machine& m, Cell c, unsigned shapes, Atom type, std::string& scratch,
                           ErrorContext ctx = {});

// As must_be_text, but false instead of the type error on c itself.
bool get_text(Machine& m, Cell c, unsigned shapes, std::string& out, ErrorContext ctx = {});

// The atom `text`, the type SWI-Prolog names for text arguments.
inline Atom text_atom(Machine& m) { return m.runtime().intern("text"); }

// The text a number prints as (write/1).
std::string number_text(Machine& m, Cell number);

// Text to a term of the same kind as the builtin's result: atom or string.
Cell make_text(Machine& m, std::string_view text, bool as_string);

// Text as a list of codes, or of one-char atoms when `chars`.
Cell text_list(Machine& m, std::string_view text, bool chars);

// A code point as a one-char atom, and back (-1 when c is not one).
Cell char_atom(Machine& m, char32_t c);
std::int64_t char_of_atom(Cell c);

}  // namespace kea
