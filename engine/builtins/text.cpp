// SWI-Prolog's conversions between text representations: strings, atoms,
// code and char lists, numbers and terms; case mapping, splitting and
// joining. Enumerating text predicates (sub_atom/5, atom_concat/3, ...) are
// in concat_sub_text.cpp. Error terms follow SWI-Prolog 9.0.
#include <string>
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/builtins/term_options.hpp"
#include "engine/syntax/lexer.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/builtins/text_arg.hpp"
#include "engine/syntax/writer.hpp"
#include "engine/terms/term_walk.hpp"
#include "engine/utf8.hpp"

namespace kea {
namespace {

const Cell kNil = make_atom(atoms::nil);

// A term from text as atom_to_term/3 reads it: text holding only layout
// and comments is end_of_file, as SWI-Prolog's reader returns at end of
// input, and text after the term's end '.' is not read (as SWI-Prolog's).
Cell read_from_text(Machine& m, std::string_view text, std::vector<std::pair<std::string, Cell>>* names) {
  return parse_term(m.runtime(), m.store(), text, names, true);
}

// ---- atomic_list_concat/2,3 --------------------------------------------------

// The joined text of a list of atomics; false when an element is unbound
// (the split mode of atomic_list_concat/3 applies then).
bool join_atomics(Machine& m, Cell list, std::string_view sep, std::string& out, bool need_bound) {
  std::vector<Cell> items = must_be_list(m.store(), list);
  std::string piece;
  for (std::size_t i = 0; i < items.size(); ++i) {
    Cell e = deref(items[i]);
    if (is_var(e)) {
      if (need_bound) throw_instantiation_error(m.store());
      return false;
    }
    if (!get_text(m, e, kTextAtomic, piece)) throw_type_error(m.store(), text_atom(m), e);
    if (i > 0) out += sep;
    out += piece;
  }
  return true;
}

bool bi_atomic_list_concat2(Machine& m, const Cell* a) {
  std::string out;
  join_atomics(m, a[0], "", out, true);
  return unify_terms(m, a[1], make_atom(m.runtime().intern(out)));
}

// Is the list proper with every element bound? A partial list is the split mode.
// A cyclic list counts as ground: join_atomics then names it in its type error.
bool ground_list_of_atomics(Cell l) {
  if (list_skeleton(l).cyclic) return true;
  for (l = deref(l); is_list(l); l = deref(list_tail(l)))
    if (is_var(deref(list_head(l)))) return false;
  return l == kNil;
}

bool bi_atomic_list_concat3(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::string sep = must_be_text(m, a[1], kTextAtomic, nullptr);
  Cell list = deref(a[0]);
  if (ground_list_of_atomics(list)) {
    std::string out;
    join_atomics(m, list, sep, out, true);
    return unify_terms(m, a[2], make_atom(m.runtime().intern(out)));
  }
  if (!is_var(list) && !is_list(list)) throw_type_error(s, atoms::list, list);
  // Split mode: the list is partial or has unbound elements.
  if (sep.empty()) throw_domain_error(s, atoms::non_empty_atom, deref(a[1]));
  Cell whole = deref(a[2]);
  if (is_var(whole)) throw_instantiation_error(s);
  std::string text = must_be_text(m, whole, kTextAtomic, atoms::atomic);
  std::vector<Cell> parts;
  std::size_t from = 0;
  for (;;) {
    std::size_t at = text.find(sep, from);
    if (at == std::string::npos) break;
    parts.push_back(make_atom(m.runtime().intern(std::string_view(text).substr(from, at - from))));
    from = at + sep.size();
  }
  parts.push_back(make_atom(m.runtime().intern(std::string_view(text).substr(from))));
  return unify_terms(m, list, make_list(s, parts.data(), parts.size(), kNil));
}

// ---- terms and text ----------------------------------------------------------

bool bi_atom_to_term(Machine& m, const Cell* a) {
  std::string text = must_be_text(m, a[0], kTextAtomic, nullptr);
  std::vector<std::pair<std::string, Cell>> names;
  Cell t = read_from_text(m, text, &names);
  return unify_terms(m, a[1], t) && unify_terms(m, a[2], bindings_list(m, names));
}

// Text read as read_term/3 reads a stream, with its options (those Kea
// does not know are ignored, as SWI-Prolog ignores them here): for
// read_term_from_atom/3 and term_string/3. Text holding only layout and
// comments is end_of_file.
bool read_term_from_text(Machine& m, std::string_view text, Cell term, Cell options) {
  ReadOptions o = parse_read_options(m, options, UnknownOption::Ignore);
  ReadResult r;
  try {
    r = parse_term_result(m.runtime(), m.store(), text, true);
  } catch (const PrologError& e) {
    if (syntax_error_fails(m, o, e.term())) return false;
    throw;
  }
  return unify_terms(m, term, r.term) && unify_read_results(m, o, r);
}

bool bi_read_term_from_atom(Machine& m, const Cell* a) {
  std::string text = must_be_text(m, a[0], kTextAny, nullptr);
  return read_term_from_text(m, text, a[1], a[2]);
}

// term_string(?Term, ?String [, +Options]): from String when it is given,
// else String is Term written as writeq/1 writes it, changed by the
// write_term/2 options among Options.
bool term_string(Machine& m, const Cell* a, Cell options) {
  Cell text = deref(a[1]);
  if (is_var(text)) {
    WriteOptions o = writeq_options();
    std::vector<std::pair<std::string, Cell>> names;
    parse_write_options(m, options, o, names, UnknownOption::Ignore);
    std::string out = term_to_string(m.runtime(), a[0], o);
    return unify_terms(m, text, make_string(m.store(), out));
  }
  return read_term_from_text(m, must_be_text(m, text, kTextAny, atoms::string), a[0], options);
}
bool bi_term_string2(Machine& m, const Cell* a) { return term_string(m, a, kNil); }
bool bi_term_string3(Machine& m, const Cell* a) { return term_string(m, a, a[2]); }

bool bi_number_string(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell text = deref(a[1]);
  if (is_var(text)) {
    Cell n = must_be_bound(s, a[0]);
    if (!is_number(n)) throw_type_error(s, atoms::number, n);
    return unify_terms(m, text, make_string(s, number_text(m, n)));
  }
  std::string t = must_be_text(m, text, kTextString | kTextList, atoms::list);
  Cell n;
  return read_number_text(m.store(), t, &n) && unify_terms(m, a[0], n);
}

// ---- strings ----------------------------------------------------------------

bool string_list(Machine& m, const Cell* a, bool chars) {
  Cell str = deref(a[0]);
  if (!is_var(str)) return unify_terms(m, a[1], text_list(m, must_be_text(m, str, kTextAny, nullptr), chars));
  std::string t = must_be_text(m, a[1], kTextString | kTextList, atoms::list);
  return unify_terms(m, str, make_string(m.store(), t));
}
bool bi_string_chars(Machine& m, const Cell* a) { return string_list(m, a, true); }
bool bi_string_codes(Machine& m, const Cell* a) { return string_list(m, a, false); }

bool bi_string_to_atom(Machine& m, const Cell* a) {
  Cell str = deref(a[0]);
  if (!is_var(str)) {
    std::string t = must_be_text(m, str, kTextAny, atoms::string);
    return unify_terms(m, a[1], make_atom(m.runtime().intern(t)));
  }
  Cell atom = must_be_bound(m.store(), a[1]);
  return unify_terms(m, str, make_string(m.store(), must_be_text(m, atom, kTextAtomic, atoms::atomic)));
}

bool bi_text_to_string(Machine& m, const Cell* a) {
  Cell text = deref(a[0]);
  if (is_var(text)) throw_instantiation_error(m.store());
  std::string t = must_be_text(m, text, kTextAtom | kTextString | kTextList, nullptr);
  Cell out = deref(a[1]);
  if (is_var(out) || is_string(out)) return unify_terms(m, out, make_string(m.store(), t));
  std::string other;
  return get_text(m, out, kTextAtomic, other) && other == t;
}

bool bi_string_length(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::string t = must_be_text(m, a[0], kTextAny, nullptr);
  Cell n = deref(a[1]);
  if (!is_var(n) && !is_integer(n)) throw_type_error(s, atoms::integer, n);
  return unify_terms(m, n, make_integer(s, static_cast<std::int64_t>(utf8_length(t))));
}

bool change_case(Machine& m, const Cell* a, bool upper) {
  std::string t = must_be_text(m, a[0], kTextAny, atoms::atomic), out;
  out.reserve(t.size());
  for (std::size_t i = 0, len; i < t.size(); i += len) {
    char32_t cp = utf8_decode(t, i, &len);
    utf8_append(out, upper ? unicode_upper(cp) : unicode_lower(cp));
  }
  return unify_terms(m, a[1], make_string(m.store(), out));
}
bool bi_string_lower(Machine& m, const Cell* a) { return change_case(m, a, false); }
bool bi_string_upper(Machine& m, const Cell* a) { return change_case(m, a, true); }

// split_string(+String, +SepChars, +Pad, -SubStrings). Each field runs to the
// next separator; pad characters are stripped from both ends of the whole
// string and of every field. Stripping the start of a field may run over
// separators that are also pad characters, which is what makes "//" one
// separator when SepChars and Pad share "/".
bool bi_split_string(Machine& m, const Cell* a) {
  // Numbers are not text here, as in SWI-Prolog.
  constexpr unsigned kShapes = kTextAny & ~kTextNumber;
  std::string text = must_be_text(m, a[0], kShapes, nullptr);
  std::string seps = must_be_text(m, a[1], kShapes, nullptr);
  std::string pad = must_be_text(m, a[2], kShapes, nullptr);
  auto decode_set = [](const std::string& t) {
    std::u32string set;
    for (std::size_t i = 0, len; i < t.size(); i += len) set += utf8_decode(t, i, &len);
    return set;
  };
  std::u32string sep_set = decode_set(seps), pad_set = decode_set(pad);
  std::u32string cps = decode_set(text);
  auto is_sep = [&](char32_t c) { return sep_set.find(c) != std::u32string::npos; };
  auto is_pad = [&](char32_t c) { return pad_set.find(c) != std::u32string::npos; };
  std::size_t start = 0, end = cps.size();
  while (start < end && is_pad(cps[start])) ++start;
  while (end > start && is_pad(cps[end - 1])) --end;
  std::vector<Cell> fields;
  auto add = [&](std::size_t from, std::size_t to) {
    while (to > from && is_pad(cps[to - 1])) --to;
    std::string field;
    for (std::size_t i = from; i < to; ++i) utf8_append(field, cps[i]);
    fields.push_back(make_string(m.store(), field));
  };
  for (std::size_t from = start;;) {
    while (from < end && is_pad(cps[from])) ++from;
    std::size_t at = from;
    while (at < end && !is_sep(cps[at])) ++at;
    add(from, at);
    if (at >= end) break;
    from = at + 1;
  }
  return unify_terms(m, a[3], make_list(m.store(), fields.data(), fields.size(), kNil));
}

// string_code(+Index, +String, -Code) for a bound Index; library/boot/text.pl
// enumerates Index.
bool string_code(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell index = must_be_integer(s, a[0]);
  // Not a number, as in SWI-Prolog (string_code(1, 42, C) is a type error).
  std::string t = must_be_text(m, a[1], kTextAny & ~kTextNumber, nullptr);
  if (!is_small_int(index)) {
    if (bigint_sign(index) < 0) throw_domain_error(s, atoms::not_less_than_zero, index);
    return false;
  }
  std::int64_t i = small_int_of(index);
  if (i < 0) throw_domain_error(s, atoms::not_less_than_zero, index);
  if (i == 0) return false;
  std::size_t at = utf8_offset(t, static_cast<std::size_t>(i - 1));
  if (at >= t.size()) return false;
  std::size_t len;
  return unify_terms(m, a[2], make_small_int(utf8_decode(t, at, &len)));
}
bool bi_string_code(Machine& m, const Cell* a) { return call_as(m, "string_code", 3, string_code, a); }

// ---- string_bytes/3 -----------------------------------------------------------

// string_bytes(?String, ?Bytes, +Encoding): the bytes that encode String's
// text in Encoding, or the string that Bytes encode. Encodings: utf8 and
// text (Kea's text is UTF-8), iso_latin_1, octet and ascii (a byte per
// character), utf16be and utf16le (and their older names unicode_be and
// unicode_le). A byte that does not begin a well-formed UTF-8 sequence
// decodes as itself (as ISO Latin-1), as SWI-Prolog reads it.
enum class ByteEncoding { Utf8, Latin1, Ascii, Utf16be, Utf16le };

ByteEncoding byte_encoding(Store& s, Cell name) {
  static constexpr std::pair<std::string_view, ByteEncoding> kNames[] = {
      {"utf8", ByteEncoding::Utf8},          {"text", ByteEncoding::Utf8},          {"iso_latin_1", ByteEncoding::Latin1},
      {"octet", ByteEncoding::Latin1},       {"ascii", ByteEncoding::Ascii},        {"utf16be", ByteEncoding::Utf16be},
      {"unicode_be", ByteEncoding::Utf16be}, {"utf16le", ByteEncoding::Utf16le},    {"unicode_le", ByteEncoding::Utf16le},
  };
  const Atom a = atom_of(must_be_atom(s, name));
  for (const auto& [text, e] : kNames)
    if (a->view() == text) return e;
  throw_domain_error(s, atoms::encoding, deref(name));
}

[[noreturn]] void unrepresentable(Machine& m, Cell encoding) {
  const std::string why = "cannot represent text using encoding " + std::string(atom_of(deref(encoding))->view());
  throw_representation_error(m.store(), atoms::encoding, ErrorContext{nullptr, why});
}

bool bi_string_bytes(Machine& m, const Cell* a) {
  Store& s = m.store();
  const ByteEncoding enc = byte_encoding(s, a[2]);
  std::vector<Cell> out;
  Cell str = deref(a[0]);
  if (!is_var(str)) {
    const std::string t = must_be_text(m, str, kTextAtom | kTextString | kTextList, atoms::text);
    auto unit16 = [&](char32_t u) {
      const auto hi = make_small_int(u >> 8), lo = make_small_int(u & 0xFF);
      out.push_back(enc == ByteEncoding::Utf16be ? hi : lo);
      out.push_back(enc == ByteEncoding::Utf16be ? lo : hi);
    };
    for (std::size_t i = 0, len; i < t.size(); i += len) {
      const char32_t c = utf8_decode(t, i, &len);
      switch (enc) {
        case ByteEncoding::Utf8:
          for (std::size_t k = 0; k < len; ++k) out.push_back(make_small_int(static_cast<unsigned char>(t[i + k])));
          break;
        case ByteEncoding::Latin1:
        case ByteEncoding::Ascii:
          if (c > (enc == ByteEncoding::Ascii ? 0x7Fu : 0xFFu)) unrepresentable(m, a[2]);
          out.push_back(make_small_int(c));
          break;
        case ByteEncoding::Utf16be:
        case ByteEncoding::Utf16le:
          if (c < 0x10000) {
            unit16(c);
          } else {
            unit16(0xD800 + ((c - 0x10000) >> 10));
            unit16(0xDC00 + ((c - 0x10000) & 0x3FF));
          }
          break;
      }
    }
    return unify_terms(m, a[1], make_list(s, out.data(), out.size(), kNil));
  }
  std::string bytes;
  for (Cell b : must_be_list(s, a[1])) {
    b = must_be_integer(s, b);
    if (!is_small_int(b) || small_int_of(b) < 0 || small_int_of(b) > 255) unrepresentable(m, a[2]);
    bytes.push_back(static_cast<char>(small_int_of(b)));
  }
  std::string text;
  switch (enc) {
    case ByteEncoding::Utf8:
      for (std::size_t i = 0, len; i < bytes.size(); i += len) {
        char32_t c = utf8_decode(bytes, i, &len);
        if (c == 0xFFFD && len == 1) c = static_cast<unsigned char>(bytes[i]);  // not a sequence: the byte itself
        utf8_append(text, c);
      }
      break;
    case ByteEncoding::Latin1:
    case ByteEncoding::Ascii:
      for (char b : bytes) utf8_append(text, static_cast<unsigned char>(b));
      break;
    case ByteEncoding::Utf16be:
    case ByteEncoding::Utf16le:
      for (std::size_t i = 0; i + 1 < bytes.size(); i += 2) {
        auto unit = [&](std::size_t k) -> char32_t {
          const auto b0 = static_cast<unsigned char>(bytes[k]), b1 = static_cast<unsigned char>(bytes[k + 1]);
          return enc == ByteEncoding::Utf16be ? (b0 << 8 | b1) : (b1 << 8 | b0);
        };
        char32_t c = unit(i);
        if (c >= 0xD800 && c < 0xDC00 && i + 3 < bytes.size() && unit(i + 2) >= 0xDC00 && unit(i + 2) < 0xE000) {
          c = 0x10000 + ((c - 0xD800) << 10) + (unit(i + 2) - 0xDC00);
          i += 2;
        } else if (is_surrogate(c)) {
          c = 0xFFFD;  // a half pair
        }
        utf8_append(text, c);
      }
      break;
  }
  return unify_terms(m, str, make_string(s, text));
}

const BuiltinDef kTextBuiltins[] = {
    {"atomic_list_concat", 2, false, bi_atomic_list_concat2},
    {"atomic_list_concat", 3, false, bi_atomic_list_concat3},
    {"atom_to_term", 3, false, bi_atom_to_term},
    {"read_term_from_atom", 3, false, bi_read_term_from_atom},
    {"term_string", 2, false, bi_term_string2},
    {"term_string", 3, false, bi_term_string3},
    {"number_string", 2, false, bi_number_string},
    {"string_chars", 2, false, bi_string_chars},
    {"string_codes", 2, false, bi_string_codes},
    {"string_to_atom", 2, false, bi_string_to_atom},
    {"text_to_string", 2, false, bi_text_to_string},
    {"string_length", 2, false, bi_string_length},
    {"string_lower", 2, false, bi_string_lower},
    {"string_upper", 2, false, bi_string_upper},
    {"split_string", 4, false, bi_split_string},
    {"string_bytes", 3, false, bi_string_bytes},
    {"$string_code", 3, false, bi_string_code},
};

}  // namespace

std::span<const BuiltinDef> text_builtins() { return kTextBuiltins; }

}  // namespace kea
