#include "engine/builtins/text_arg.hpp"

#include <cctype>
#include <charconv>
#include <wctype.h>

#include "engine/syntax/lexer.hpp"
#include "engine/syntax/writer.hpp"
#include "engine/terms/term_walk.hpp"
#include "engine/utf8.hpp"

namespace kea {
namespace {

// A code or char list's text into out; false when c is not a list at all.
// Elements may mix codes and chars, as SWI-Prolog's text conversion allows.
bool list_text(Machine& m, Cell c, std::string& out, ErrorContext ctx) {
  Store& s = m.store();
  // A cyclic list never ends: the caller raises SWI-Prolog's type error.
  if (list_skeleton(c).cyclic) return false;
  Cell l = c;
  for (; is_list(l); l = deref(list_tail(l))) {
    Cell e = deref(list_head(l));
    if (is_var(e)) throw_instantiation_error(s, ctx);
    if (is_small_int(e)) {
      std::int64_t cp = small_int_of(e);
      if (!is_code_point(cp)) throw_type_error(s, atoms::character_code, e, ctx);
      utf8_append(out, static_cast<char32_t>(cp));
    } else if (is_atom(e) && char_of_atom(e) >= 0) {
      out += atom_of(e)->view();
    } else {
      throw_type_error(s, is_number(e) ? atoms::character_code : atoms::character, e, ctx);
    }
  }
  if (is_var(l)) throw_instantiation_error(s, ctx);
  return l == make_atom(atoms::nil);
}

}  // namespace

bool get_text(Machine& m, Cell c, unsigned shapes, std::string& out, ErrorContext ctx) {
  c = deref(c);
  if (is_var(c)) throw_instantiation_error(m.store(), ctx);
  out.clear();
  if (c == make_atom(atoms::nil) && (shapes & kTextList)) return true;
  if (is_atom(c)) {
    if (!(shapes & kTextAtom)) return false;
    out = atom_of(c)->view();
    return true;
  }
  if (is_string(c)) {
    if (!(shapes & kTextString)) return false;
    out = string_of(c);
    return true;
  }
  if (is_number(c)) {
    if (!(shapes & kTextNumber)) return false;
    out = number_text(m, c);
    return true;
  }
  if (is_list(c) && (shapes & kTextList)) return list_text(m, c, out, ctx);
  return false;
}

std::string must_be_text(Machine& m, Cell c, unsigned shapes, Atom type, ErrorContext ctx) {
  std::string out;
  if (!get_text(m, c, shapes, out, ctx)) throw_type_error(m.store(), type != nullptr ? type : text_atom(m), deref(c), ctx);
  return out;
}

std::string_view text_view(Machine& m, Cell c, unsigned shapes, Atom type, std::string& scratch,
                           ErrorContext ctx) {
  c = deref(c);
  if (is_atom(c) && (shapes & kTextAtom) && !(c == make_atom(atoms::nil) && (shapes & kTextList)))
    return atom_of(c)->view();
  if (is_string(c) && (shapes & kTextString)) return string_of(c);
  scratch = must_be_text(m, c, shapes, type, ctx);
  return scratch;
}

std::string number_text(Machine& m, Cell number) {
  if (is_small_int(number)) {  // the common case, without the writer
    char buf[24];
    auto r = std::to_chars(buf, buf + sizeof buf, small_int_of(number));
    return std::string(buf, r.ptr);
  }
  return term_to_string(m.runtime(), number, write_options());
}

Cell make_text(Machine& m, std::string_view text, bool as_string) {
  if (as_string) return make_string(m.store(), text);
  return make_atom(m.runtime().intern(text));
}

Cell text_list(Machine& m, std::string_view text, bool chars) {
  std::vector<Cell> items;
  items.reserve(text.size());
  for (std::size_t i = 0, len; i < text.size(); i += len) {
    const char32_t cp = utf8_decode(text, i, &len);
    items.push_back(chars ? char_atom(m, cp) : make_small_int(cp));
  }
  return make_list(m.store(), items.data(), items.size(), make_atom(atoms::nil));
}

Cell char_atom(Machine& m, char32_t c) {
  std::string text;
  utf8_append(text, c);
  return make_atom(m.runtime().intern(text));
}

std::int64_t char_of_atom(Cell c) {
  c = deref(c);
  if (!is_atom(c)) return -1;
  std::string_view v = atom_of(c)->view();
  if (v.empty()) return -1;
  std::size_t len;
  char32_t cp = utf8_decode(v, 0, &len);
  return len == v.size() ? static_cast<std::int64_t>(cp) : -1;
}

}  // namespace kea
