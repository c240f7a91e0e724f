// Character and byte I/O: get_char/1,2, peek_char/1,2, get_code/1,2,
// peek_code/1,2, get_byte/1,2, peek_byte/1,2, put_char/1,2, put_code/1,2,
// put_byte/1,2, tab/1,2, at_end_of_stream/0,1, copy_stream_data/2,3,
// get_single_char/1.
#include <termios.h>

#include <cstdint>
#include <mutex>
#include <string>
#include <utility>

#include "engine/arith/arith.hpp"
#include "engine/builtins/registry.hpp"
#include "engine/io/stream_arg.hpp"
#include "engine/syntax/lexer.hpp"
#include "engine/utf8.hpp"

namespace kea {
namespace {

enum class Unit { Char, Code, Byte };

// ISO checks the output argument before reading: it must be unbound or
// something the read could return.
void check_in_arg(Store& s, Cell t, Unit u) {
  t = deref(t);
  if (is_var(t)) return;
  switch (u) {
    case Unit::Char: {
      if (is_atom(t)) {
        std::string_view v = atom_of(t)->view();
        std::size_t len = 0;
        if (atom_of(t) == atoms::end_of_file || (!v.empty() && (utf8_decode(v, 0, &len), len == v.size()))) return;
      }
      throw_type_error(s, atoms::in_character, t);
    }
    case Unit::Code:
      if (!is_integer(t)) throw_type_error(s, atoms::integer, t);
      if (!is_small_int(t) || (small_int_of(t) != -1 && !is_code_point(small_int_of(t))))
        throw_representation_error(s, atoms::in_character_code);
      return;
    case Unit::Byte:
      if (!is_small_int(t) || small_int_of(t) < -1 || small_int_of(t) > 255) throw_type_error(s, atoms::in_byte, t);
      return;
  }
}

Cell result_term(Machine& m, Unit u, std::int32_t c) {
  if (u != Unit::Char) return make_small_int(c);
  if (c < 0) return make_atom(atoms::end_of_file);
  std::string text;
  utf8_append(text, static_cast<char32_t>(c));
  return make_atom(m.runtime().intern(text));
}

// One read: from the stream argument, or the current input when `stream` is null.
bool read_unit(Machine& m, const Cell* stream, Cell out, Unit u, bool peek) {
  Store& s = m.store();
  check_in_arg(s, out, u);
  IoKind kind = u == Unit::Byte ? IoKind::Binary : IoKind::Text;
  StreamRef st = stream ? input_stream(m, *stream, kind) : current_input_checked(m, kind);
  Cell culprit = stream ? deref(*stream) : stream_term(s, *st);
  std::int32_t c;
  {
    std::lock_guard<std::mutex> lock(st->mutex);
    check_not_past_eof(m, *st, culprit);
    if (u == Unit::Byte) c = peek ? st->peek_byte() : st->get_byte();
    else c = peek ? st->peek_code() : st->get_code();
  }
  return unify_terms(m, out, result_term(m, u, c));
}

template <Unit U, bool Peek>
bool bi_read1(Machine& m, const Cell* a) { return read_unit(m, nullptr, a[0], U, Peek); }
template <Unit U, bool Peek>
bool bi_read2(Machine& m, const Cell* a) { return read_unit(m, &a[0], a[1], U, Peek); }

bool write_unit(Machine& m, const Cell* stream, Cell value, Unit u) {
  Store& s = m.store();
  Cell v = must_be_bound(s, value);
  std::int64_t code = 0;
  switch (u) {
    case Unit::Char: {
      std::size_t len = 0;
      std::string_view text = is_atom(v) ? atom_of(v)->view() : std::string_view();
      if (text.empty() || (code = utf8_decode(text, 0, &len), len != text.size()))
        throw_type_error(s, atoms::character, v);
      break;
    }
    case Unit::Code:
      if (!is_integer(v)) throw_type_error(s, atoms::integer, v);
      if (!is_small_int(v) || !is_code_point(small_int_of(v)))
        throw_representation_error(s, atoms::character_code);
      code = small_int_of(v);
      break;
    case Unit::Byte:
      if (!is_small_int(v) || small_int_of(v) < 0 || small_int_of(v) > 255) throw_type_error(s, atoms::byte, v);
      code = small_int_of(v);
      break;
  }
  IoKind kind = u == Unit::Byte ? IoKind::Binary : IoKind::Text;
  StreamRef st = stream ? output_stream(m, *stream, kind) : current_output_checked(m, kind);
  std::lock_guard<std::mutex> lock(st->mutex);
  if (u == Unit::Byte) st->put_byte(static_cast<unsigned char>(code));
  else st->put_code(static_cast<char32_t>(code));
  return true;
}

template <Unit U>
bool bi_put1(Machine& m, const Cell* a) { return write_unit(m, nullptr, a[0], U); }
template <Unit U>
bool bi_put2(Machine& m, const Cell* a) { return write_unit(m, &a[0], a[1], U); }

// tab(+N): N is evaluated, as in SWI-Prolog.
bool tab(Machine& m, const Cell* stream, Cell n) {
  Cell v = eval(m.runtime(), m.store(), n, {});
  if (!is_integer(v)) throw_type_error(m.store(), atoms::integer, v);
  std::int64_t count = must_be_small_int(m.store(), v);
  StreamRef st = stream ? output_stream(m, *stream, IoKind::Text) : current_output_checked(m, IoKind::Text);
  // In blocks, so that a large N takes no memory and Ctrl-C stops it.
  const std::string block(std::min<std::int64_t>(std::max<std::int64_t>(count, 0), 65536), ' ');
  for (std::int64_t left = count; left > 0; left -= static_cast<std::int64_t>(block.size())) {
    m.poll_abort();
    stream_write(*st, std::string_view(block).substr(0, static_cast<std::size_t>(std::min<std::int64_t>(left, 65536))));
  }
  return true;
}
bool bi_tab1(Machine& m, const Cell* a) { return tab(m, nullptr, a[0]); }
bool bi_tab2(Machine& m, const Cell* a) { return tab(m, &a[0], a[1]); }

bool at_end(Stream& st) {
  std::lock_guard<std::mutex> lock(st.mutex);
  return st.end_state(true) != EndOfStream::Not;
}
bool bi_at_end_of_stream0(Machine& m, const Cell*) { return at_end(*m.current_input()); }
bool bi_at_end_of_stream1(Machine& m, const Cell* a) { return at_end(*input_stream(m, a[0], IoKind::Any)); }

// copy_stream_data(+In, +Out[, +Len]): the rest of In (at most Len units)
// written to Out, as SWI-Prolog's: characters from a text stream, bytes
// from a binary one. In blocks, with both streams locked for a block
// only, so that Ctrl-C stops a long copy.
bool copy_stream(Machine& m, Cell in, Cell out, const Cell* len) {
  Store& s = m.store();
  std::int64_t left = len ? must_be_nonneg_int(s, *len) : INT64_MAX;
  StreamRef src = input_stream(m, in, IoKind::Any);
  StreamRef dst = output_stream(m, out, IoKind::Any);
  constexpr int kBlock = 65536;
  for (;;) {
    m.poll_abort();
    std::scoped_lock lock(src->mutex, dst->mutex);
    for (int i = 0; i < kBlock; ++i, --left) {
      if (left == 0) return true;
      std::int32_t c = src->binary ? src->get_byte() : src->get_code();
      if (c < 0) return true;
      if (!dst->binary) {
        dst->put_code(static_cast<char32_t>(c));
      } else if (c <= 255) {
        dst->put_byte(static_cast<unsigned char>(c));
      } else {
        throw_type_error(s, atoms::byte, make_small_int(c));
      }
    }
  }
}
bool bi_copy_stream_data2(Machine& m, const Cell* a) { return copy_stream(m, a[0], a[1], nullptr); }
bool bi_copy_stream_data3(Machine& m, const Cell* a) { return copy_stream(m, a[0], a[1], &a[2]); }

// get_single_char(-Code): a key from user_input, whatever the current
// input. On a terminal the key is taken as it is pressed, with no echo and
// no wait for a return (the terminal is in non-canonical mode for the read
// only). Otherwise, as SWI-Prolog does without a terminal, a whole line is
// read and the first character on it that is not layout is the answer, or
// the newline (10) when there is none. -1 at end of input.
class RawTerminal {
 public:
  explicit RawTerminal(int fd) : fd_(fd) {
    if (::tcgetattr(fd_, &saved_) != 0) {
      fd_ = -1;
      return;
    }
    termios raw = saved_;
    raw.c_lflag &= ~static_cast<tcflag_t>(ICANON | ECHO);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    if (::tcsetattr(fd_, TCSANOW, &raw) != 0) fd_ = -1;
  }
  ~RawTerminal() {
    if (fd_ >= 0) ::tcsetattr(fd_, TCSANOW, &saved_);
  }
  RawTerminal(const RawTerminal&) = delete;
  RawTerminal& operator=(const RawTerminal&) = delete;

 private:
  int fd_;
  termios saved_{};
};

bool bi_get_single_char(Machine& m, const Cell* a) {
  Runtime& rt = m.runtime();
  if (const StreamRef& out = rt.streams().user_output()) {
    std::lock_guard<std::mutex> lock(out->mutex);
    out->flush();
  }
  const StreamRef& in = rt.streams().user_input();
  std::int32_t c;
  {
    std::lock_guard<std::mutex> lock(in->mutex);
    if (in->is_tty) {
      if (in->buffered().empty()) {  // else a key typed ahead is the answer
        const std::string prompt = std::exchange(in->prompt, std::string());
        RawTerminal raw(in->fd());
        c = in->get_code();
        in->prompt = prompt;
      } else {
        c = in->get_code();
      }
    } else {
      c = in->get_code();
      std::int32_t first = -1;
      for (; c >= 0 && c != '\n'; c = in->get_code())
        if (first < 0 && !is_layout_char(static_cast<char32_t>(c))) first = c;
      if (first >= 0) c = first;
    }
  }
  return unify_terms(m, a[0], make_small_int(c));
}

const BuiltinDef kCharIoBuiltins[] = {
    {"get_char", 1, true, bi_read1<Unit::Char, false>},
    {"get_char", 2, true, bi_read2<Unit::Char, false>},
    {"peek_char", 1, true, bi_read1<Unit::Char, true>},
    {"peek_char", 2, true, bi_read2<Unit::Char, true>},
    {"get_code", 1, true, bi_read1<Unit::Code, false>},
    {"get_code", 2, true, bi_read2<Unit::Code, false>},
    {"peek_code", 1, true, bi_read1<Unit::Code, true>},
    {"peek_code", 2, true, bi_read2<Unit::Code, true>},
    {"get_byte", 1, true, bi_read1<Unit::Byte, false>},
    {"get_byte", 2, true, bi_read2<Unit::Byte, false>},
    {"peek_byte", 1, true, bi_read1<Unit::Byte, true>},
    {"peek_byte", 2, true, bi_read2<Unit::Byte, true>},
    {"put_char", 1, true, bi_put1<Unit::Char>},
    {"put_char", 2, true, bi_put2<Unit::Char>},
    {"put_code", 1, true, bi_put1<Unit::Code>},
    {"put_code", 2, true, bi_put2<Unit::Code>},
    {"put_byte", 1, true, bi_put1<Unit::Byte>},
    {"put_byte", 2, true, bi_put2<Unit::Byte>},
    {"tab", 1, false, bi_tab1},
    {"tab", 2, false, bi_tab2},
    {"at_end_of_stream", 0, true, bi_at_end_of_stream0},
    {"at_end_of_stream", 1, true, bi_at_end_of_stream1},
    {"copy_stream_data", 2, false, bi_copy_stream_data2},
    {"copy_stream_data", 3, false, bi_copy_stream_data3},
    {"get_single_char", 1, false, bi_get_single_char},
};

}  // namespace

std::span<const BuiltinDef> chario_builtins() { return kCharIoBuiltins; }

}  // namespace kea
