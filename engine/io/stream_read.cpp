#include "engine/io/stream_read.hpp"

#include <string>

#include "engine/errors.hpp"
#include "engine/symbols.hpp"
#include "engine/utf8.hpp"

namespace kea {
namespace {

constexpr std::size_t kIncomplete = static_cast<std::size_t>(-1);

// Bytes of the first clause in `text`, through its end token, or
// kIncomplete when the text may end inside it and more input may follow.
// `final`: no more input will come.
std::size_t clause_extent(Runtime& rt, Store& s, std::string_view text, bool final) {
  Store::Mark mark = s.mark();  // number tokens allocate on the heap
  Lexer lx(s, text);
  const Flags& flags = rt.flags();
  lx.set_backquote_symbol(flags.back_quotes.load(std::memory_order_relaxed) == QuoteMode::SymbolChar);
  lx.set_digit_groups(flags.digit_groups.load(std::memory_order_relaxed));
  std::size_t result = kIncomplete;
  for (;;) {
    std::size_t before = lx.byte_index();
    try {
      TokKind k = lx.next().kind;
      if (k == TokKind::End) {
        // The end '.' needs the character after it to be known; and a
        // token that reaches the end of the buffer may be cut short.
        if (lx.byte_index() < text.size() || final) result = lx.byte_index();
        break;
      }
      if (k == TokKind::Eof) {
        if (final) result = text.size();
        break;
      }
    } catch (const SyntaxError&) {
      if (lx.at_eof()) {
        if (final) result = text.size();
        break;
      }
      if (lx.byte_index() == before) lx.skip_char();
    }
  }
  s.undo(mark);
  return result;
}

// The Reader reports file(Name, Line, LinePos, CharNo); a stream that is
// not a file gets SWI's stream(S, Line, LinePos, CharNo).
void relocate_error(Store& s, Cell error, Cell culprit) {
  Cell e = deref(error);
  if (!is_str(e) || functor_of(e) != functors::error2) return;
  Cell ctx = deref(arg(e, 1));
  if (!is_str(ctx) || functor_of(ctx) != functors::file4) return;
  args_of(e)[1] = make_compound(s, functors::stream4, {culprit, arg(ctx, 1), arg(ctx, 2), arg(ctx, 3)});
}

}  // namespace

bool read_clause(Machine& m, Stream& st, Cell culprit, ReadResult& out) {
  Runtime& rt = m.runtime();
  Store& s = m.store();
  std::size_t n;
  for (;;) {
    bool final = st.source_exhausted();
    n = clause_extent(rt, s, st.buffered(), final);
    if (n != kIncomplete) break;
    st.fill_more();  // when it finds nothing more, the next scan is final
  }
  // The Reader keeps a view of the text: copy it out of the stream buffer.
  std::string text(st.buffered().substr(0, n));
  const StreamPosition& p = st.position();
  SourcePos start;
  start.line = static_cast<std::uint32_t>(p.lines);
  start.column = static_cast<std::uint32_t>(p.line_pos + 1);
  start.offset = p.chars;
  bool is_file = !st.file_name.empty();
  Reader reader(rt, s, text, is_file ? st.file_name : std::string("user"));
  reader.set_start_position(start);
  bool got;
  try {
    got = reader.next(out);
  } catch (const PrologError& e) {
    st.consume_text(n);
    if (!is_file) relocate_error(s, e.term(), culprit);
    throw;
  }
  // The term's first token, in bytes: the stream's count where the text
  // starts plus the text's bytes before it.
  out.start_byte = p.bytes + utf8_offset(text, static_cast<std::size_t>(out.start.offset - start.offset));
  st.consume_text(n);
  if (!got) st.set_past_eof();
  return got;
}

}  // namespace kea
