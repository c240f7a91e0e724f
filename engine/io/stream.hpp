// Prolog streams: the byte/character channels behind open/3, get_char/2,
// write/2, read_term/3 and format/3, and the Runtime's table of them.
//
// A Stream is input or output, text or binary, over one of three backends:
//   - a file descriptor read with read(2) (files opened for reading, stdin):
//     the stream keeps its own buffer so that the reader can look ahead and
//     give back what it did not use, and a terminal is never asked for more
//     than what the caller needs (read(2) returns one line from a tty);
//   - a FILE* for output (stdout, stderr, files opened for writing), so the
//     top-level's printf and Prolog's writes to user_output stay in order;
//   - memory: input from a string, or output growing a string (format/3
//     sinks, with_output_to/2).
// Text streams hold UTF-8 (encoding utf8) or one byte per character
// (encoding octet); Kea's internal text is always UTF-8. Every stream tracks
// its position (characters, bytes, lines, column) as SWI-Prolog does, for
// stream_property/2, line_count/2 and the positions of syntax errors.
//
// Locking: a Stream's `mutex` is held by whoever performs one operation on
// it (a builtin call), so concurrent threads never interleave inside one
// write or one read. The StreamTable has its own mutex for ids and aliases.
#pragma once

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "engine/terms/term.hpp"

namespace kea {

enum class EofAction : std::uint8_t { Error, EofCode, Reset };
enum class StreamEncoding : std::uint8_t { Utf8, Octet };
enum class EndOfStream : std::uint8_t { Not, At, Past };
enum class StreamMode : std::uint8_t { Read, Write, Append, Update };

struct StreamPosition {
  std::uint64_t chars = 0;     // characters read or written (bytes on binary streams)
  std::uint64_t bytes = 0;
  std::uint64_t lines = 1;     // 1-based line number
  std::uint64_t line_pos = 0;  // 0-based column
};

// How the calling thread waits for input on a descriptor, which may block
// (a terminal, a pipe): a Machine installs itself while it runs a query
// (Query::next), so that an abort -- Ctrl-C, thread_signal(T, abort) --
// ends the wait, and the read, with the abort's exception. Without one, a
// read just blocks.
class InputWaiter {
 public:
  // Returns once fd has input, an error or its end for read(2) to report;
  // or throws.
  virtual void wait_for_input(int fd) = 0;

 protected:
  ~InputWaiter() = default;
};
InputWaiter*& this_thread_input_waiter();

class Stream {
 public:
  enum class Backend : std::uint8_t { Fd, File, Memory };

  // Input from a file descriptor; `own` closes it with the stream.
  static std::shared_ptr<Stream> fd_input(int fd, bool own);
  // Output to a FILE*; `own` fcloses it with the stream.
  static std::shared_ptr<Stream> file_output(std::FILE* f, bool own, StreamMode mode = StreamMode::Write);
  static std::shared_ptr<Stream> memory_input(std::string text);
  static std::shared_ptr<Stream> memory_output();

  ~Stream();
  Stream(const Stream&) = delete;
  Stream& operator=(const Stream&) = delete;

  // Identity and properties (set by whoever creates the stream, before it
  // is published in the table; id by the table).
  std::uint64_t id = 0;
  bool binary = false;
  StreamEncoding encoding = StreamEncoding::Utf8;
  EofAction eof_action = EofAction::EofCode;
  StreamMode mode = StreamMode::Read;
  std::string file_name;  // empty when not a file
  bool is_tty = false;
  bool standard = false;  // user_input/user_output/user_error: close/1 leaves them open
  std::string prompt;     // printed on stdout before reading a line from a terminal
  std::mutex mutex;

  bool is_input() const { return input_; }
  bool is_output() const { return !input_; }
  bool is_open() const { return open_; }
  Backend backend() const { return backend_; }
  int fd() const;  // -1 when none
  std::FILE* c_file() const { return open_ && backend_ == Backend::File ? file_ : nullptr; }
  const StreamPosition& position() const { return pos_; }

  // ---- Input. Each returns -1 at end of input.
  int peek_byte();
  int get_byte();
  // A character code: UTF-8 decoded (malformed bytes give U+FFFD) or one
  // byte per character (octet).
  std::int32_t peek_code();
  std::int32_t get_code();
  // Whether a read hit the end (end_of_stream(past)); reading again at the
  // end is what eof_action governs. `clear_past_eof` is eof_action(reset).
  bool past_eof() const { return past_eof_; }
  void clear_past_eof() { past_eof_ = false; source_eof_ = false; }
  // A read found the end. eof_action(reset) forgets it at once, as
  // SWI-Prolog does: end_of_stream is `not` and the next read tries the
  // source again.
  void set_past_eof() {
    if (eof_action == EofAction::Reset) clear_past_eof();
    else past_eof_ = true;
  }
  // end_of_stream property. Reads ahead to find out only when `may_block`
  // (at_end_of_stream/1); else an empty buffer with the source not yet
  // exhausted counts as `not`.
  EndOfStream end_state(bool may_block);

  // For the clause reader: the bytes buffered and not yet consumed, and a
  // way to buffer more (false when the source has nothing more).
  std::string_view buffered() const { return std::string_view(ibuf_).substr(ipos_); }
  bool fill_more();
  bool source_exhausted() const { return source_eof_; }
  // Consume `n` buffered bytes as text, advancing the position.
  void consume_text(std::size_t n);

  // ---- Output.
  // Text (UTF-8) to a text stream: encoded per `encoding`, position updated.
  void put_text(std::string_view utf8);
  void put_code(char32_t c);
  void put_byte(unsigned char b);
  // 0 on success, else an errno value.
  int flush();
  // The text a memory output stream holds (not consumed).
  const std::string& memory_text() const { return mem_out_; }

  // Flushes and releases the backend; 0 or an errno value. Idempotent.
  int close();

  // ---- Repositioning (set_stream_position/2, the reposition property):
  // in-memory input, and files that can seek (not terminals or pipes;
  // output not in append mode). A position is the one position() gave:
  // its byte count is the offset from the start of the file.
  bool can_reposition();
  // Moves to `p`, dropping buffered input; false when the stream cannot.
  bool reposition(const StreamPosition& p);
  // The byte offset of the end of what can be repositioned over (seek/4's
  // eof); false when the stream cannot reposition.
  bool end_offset(std::uint64_t& bytes);

  // The output that was current when '$push_output' created this memory
  // stream (restored by '$pop_output').
  std::shared_ptr<Stream> saved_output;

 private:
  Stream(Backend b, bool input) : backend_(b), input_(input) {}
  bool ensure(std::size_t n);  // at least n bytes buffered, unless the source ends first
  void advance_position(char32_t c);
  void write_raw(std::string_view bytes);

  Backend backend_;
  bool input_;
  std::atomic<bool> open_{true};  // read by other threads holding the stream as current
  bool own_ = false;
  bool source_eof_ = false;
  bool past_eof_ = false;
  int fd_ = -1;
  std::FILE* file_ = nullptr;
  std::string ibuf_;
  std::size_t ipos_ = 0;
  std::string mem_out_;
  StreamPosition pos_;
};

using StreamRef = std::shared_ptr<Stream>;

// The streams of a Runtime: ids (never reused, so a closed stream's term
// stays dead) and aliases. Created with user_input (fd 0), user_output
// (stdout) and user_error (stderr).
class StreamTable {
 public:
  StreamTable();
  ~StreamTable();

  // Publishes `s` under a fresh id; returns it.
  StreamRef add(StreamRef s);
  // The open stream with this id or alias, else null.
  StreamRef find(std::uint64_t id) const;
  StreamRef find_alias(Atom alias) const;
  // Makes `alias` name `s` (taking it from any other stream).
  void set_alias(const StreamRef& s, Atom alias);
  // The aliases of `s`, in the order they were given.
  std::vector<Atom> aliases_of(const Stream& s) const;
  // Every alias in the table (the atom collector's roots).
  std::vector<Atom> alias_names() const;
  // Removes a closed stream and its aliases. A standard alias (user_input...)
  // that named it goes back to the original standard stream.
  void remove(const StreamRef& s);
  // Every open stream, by id.
  std::vector<StreamRef> all() const;

  const StreamRef& user_input() const { return std_[0]; }
  const StreamRef& user_output() const { return std_[1]; }
  const StreamRef& user_error() const { return std_[2]; }

 private:
  mutable std::mutex mutex_;
  std::uint64_t next_id_ = 1;
  std::map<std::uint64_t, StreamRef> by_id_;
  std::vector<std::pair<Atom, StreamRef>> aliases_;  // few entries: a vector keeps alias order
  StreamRef std_[3];
};

}  // namespace kea
