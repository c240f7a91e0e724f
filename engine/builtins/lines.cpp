// Lines and strings on text streams, as SWI-Prolog's library(readutil) and
// system predicates have them: writeln/1,2, read_line_to_string/2,
// read_line_to_codes/2,3, read_string/3, read_string/5.
#include <mutex>
#include <string>
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/io/stream_arg.hpp"
#include "engine/syntax/lexer.hpp"
#include "engine/builtins/text_arg.hpp"
#include "engine/syntax/writer.hpp"
#include "engine/utf8.hpp"

namespace kea {
namespace {

bool writeln(Machine& m, Stream& out, Cell t) {
  WriteOptions opt = write_options();
  opt.store = &m.store();
  std::string text;
  write_term(m.runtime(), text, t, opt);
  text += '\n';
  stream_write(out, text);
  return true;
}

bool bi_writeln1(Machine& m, const Cell* a) {
  return writeln(m, *current_output_checked(m, IoKind::Text), a[0]);
}
bool bi_writeln2(Machine& m, const Cell* a) {
  return writeln(m, *output_stream(m, a[0], IoKind::Text), a[1]);
}

// The stream to read from, locked, past-end checked (eof_action).
struct Reading {
  StreamRef st;
  std::unique_lock<std::mutex> lock;
  Reading(Machine& m, Cell stream) : st(input_stream(m, stream, IoKind::Text)), lock(st->mutex) {
    check_not_past_eof(m, *st, deref(stream));
  }
};

// Reads up to and including the next newline (or to the end); the codes
// read, and whether anything was read at all.
bool read_line(Stream& st, std::vector<std::int32_t>& codes) {
  std::int32_t c = st.get_code();
  if (c < 0) return false;
  for (; c >= 0; c = st.get_code()) {
    codes.push_back(c);
    if (c == '\n') break;
  }
  return true;
}

void drop_line_end(std::vector<std::int32_t>& codes) {
  if (!codes.empty() && codes.back() == '\n') {
    codes.pop_back();
    if (!codes.empty() && codes.back() == '\r') codes.pop_back();
  }
}

std::string utf8_of(const std::vector<std::int32_t>& codes, std::size_t from = 0, std::size_t to = SIZE_MAX) {
  std::string out;
  if (to > codes.size()) to = codes.size();
  for (std::size_t i = from; i < to; ++i) utf8_append(out, static_cast<char32_t>(codes[i]));
  return out;
}

Cell code_list(Store& s, const std::vector<std::int32_t>& codes, Cell tail) {
  std::vector<Cell> cells;
  cells.reserve(codes.size());
  for (std::int32_t c : codes) cells.push_back(make_small_int(c));
  return make_list(s, cells.data(), cells.size(), tail);
}

// The next line of a stream, without its "\n" or "\r\n"; false at the end
// of the input.
bool next_line(Machine& m, Cell stream, std::vector<std::int32_t>& codes) {
  bool got;
  {
    Reading r(m, stream);
    got = read_line(*r.st, codes);
  }
  if (got) drop_line_end(codes);
  return got;
}

// read_line_to_string(+Stream, -String); end_of_file at the end.
bool bi_read_line_to_string(Machine& m, const Cell* a) {
  std::vector<std::int32_t> codes;
  if (!next_line(m, a[0], codes)) return unify_terms(m, a[1], make_atom(atoms::end_of_file));
  return unify_terms(m, a[1], make_string(m.store(), utf8_of(codes)));
}

// read_line_to_codes(+Stream, -Codes): as above, as a code list.
bool bi_read_line_to_codes(Machine& m, const Cell* a) {
  std::vector<std::int32_t> codes;
  if (!next_line(m, a[0], codes)) return unify_terms(m, a[1], make_atom(atoms::end_of_file));
  return unify_terms(m, a[1], code_list(m.store(), codes, make_atom(atoms::nil)));
}

// read_line_to_codes(+Stream, -Codes, ?Tail): the line with its newline as
// a difference list; at the end of the input the list is closed ([]).
bool bi_read_line_to_codes3(Machine& m, const Cell* a) {
  std::vector<std::int32_t> codes;
  {
    Reading r(m, a[0]);
    read_line(*r.st, codes);
  }
  Store& s = m.store();
  if (codes.empty() || codes.back() != '\n') {
    return unify_terms(m, a[2], make_atom(atoms::nil)) &&
           unify_terms(m, a[1], code_list(s, codes, make_atom(atoms::nil)));
  }
  return unify_terms(m, a[1], code_list(s, codes, a[2]));
}

// read_string(+Stream, ?Length, -String): Length characters, or the rest
// of the input when Length is unbound (then unified with its length).
bool bi_read_string3(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell len = deref(a[1]);
  std::int64_t max = -1;
  if (!is_var(len)) {
    if (!is_integer(len)) throw_type_error(s, atoms::integer, len);
    max = must_be_nonneg_int(s, len);
  }
  std::vector<std::int32_t> codes;
  {
    Reading r(m, a[0]);
    while (max < 0 || static_cast<std::int64_t>(codes.size()) < max) {
      std::int32_t c = r.st->get_code();
      if (c < 0) break;
      codes.push_back(c);
    }
  }
  if (max < 0 && !unify_terms(m, a[1], make_integer(s, static_cast<std::int64_t>(codes.size())))) return false;
  return unify_terms(m, a[2], make_string(s, utf8_of(codes)));
}

std::vector<std::int32_t> codes_of_text(Machine& m, Cell t) {
  std::string text = must_be_text(m, t, kTextAny, nullptr);
  std::vector<std::int32_t> out;
  for (std::size_t i = 0, len = 0; i < text.size(); i += len)
    out.push_back(static_cast<std::int32_t>(utf8_decode(text, i, &len)));
  return out;
}

bool member(const std::vector<std::int32_t>& set, std::int32_t c) {
  for (std::int32_t x : set)
    if (x == c) return true;
  return false;
}

// read_string(+Stream, +SepChars, +PadChars, -Sep, -String): up to (not
// including) the first character of SepChars, or to the end (Sep = -1),
// with the characters of PadChars stripped from both ends.
bool bi_read_string5(Machine& m, const Cell* a) {
  std::vector<std::int32_t> seps = codes_of_text(m, a[1]);
  std::vector<std::int32_t> pads = codes_of_text(m, a[2]);
  std::vector<std::int32_t> codes;
  std::int32_t sep = -1;
  {
    Reading r(m, a[0]);
    for (std::int32_t c = r.st->get_code(); c >= 0; c = r.st->get_code()) {
      if (member(seps, c)) {
        sep = c;
        break;
      }
      codes.push_back(c);
    }
  }
  std::size_t from = 0, to = codes.size();
  while (from < to && member(pads, codes[from])) ++from;
  while (to > from && member(pads, codes[to - 1])) --to;
  Store& s = m.store();
  return unify_terms(m, a[3], make_small_int(sep)) && unify_terms(m, a[4], make_string(s, utf8_of(codes, from, to)));
}

const BuiltinDef kLines[] = {
    {"writeln", 1, false, bi_writeln1},
    {"writeln", 2, false, bi_writeln2},
    {"read_line_to_string", 2, false, bi_read_line_to_string},
    {"read_line_to_codes", 2, false, bi_read_line_to_codes},
    {"read_line_to_codes", 3, false, bi_read_line_to_codes3},
    {"read_string", 3, false, bi_read_string3},
    {"read_string", 5, false, bi_read_string5},
};

}  // namespace

std::span<const BuiltinDef> lines_builtins() { return kLines; }

}  // namespace kea
