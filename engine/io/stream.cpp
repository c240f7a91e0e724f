#include "engine/io/stream.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

#include "engine/syntax/lexer.hpp"
#include "engine/symbols.hpp"
#include "engine/utf8.hpp"

namespace kea {

namespace {
// A file's read chunk. A terminal returns at most one line per read(2)
// whatever the size asked for.
constexpr std::size_t kChunk = 64 * 1024;
}  // namespace

std::shared_ptr<Stream> Stream::fd_input(int fd, bool own) {
  std::shared_ptr<Stream> s(new Stream(Backend::Fd, true));
  s->fd_ = fd;
  s->own_ = own;
  s->is_tty = isatty(fd) != 0;
  s->mode = StreamMode::Read;
  if (s->is_tty) s->eof_action = EofAction::Reset;
  return s;
}

std::shared_ptr<Stream> Stream::file_output(std::FILE* f, bool own, StreamMode mode) {
  std::shared_ptr<Stream> s(new Stream(Backend::File, false));
  s->file_ = f;
  s->own_ = own;
  s->is_tty = isatty(fileno(f)) != 0;
  s->mode = mode;
  return s;
}

std::shared_ptr<Stream> Stream::memory_input(std::string text) {
  std::shared_ptr<Stream> s(new Stream(Backend::Memory, true));
  s->ibuf_ = std::move(text);
  s->source_eof_ = true;
  s->mode = StreamMode::Read;
  return s;
}

std::shared_ptr<Stream> Stream::memory_output() {
  std::shared_ptr<Stream> s(new Stream(Backend::Memory, false));
  s->mode = StreamMode::Write;
  return s;
}

Stream::~Stream() { close(); }

int Stream::fd() const {
  if (!open_) return -1;
  if (backend_ == Backend::Fd) return fd_;
  if (backend_ == Backend::File) return fileno(file_);
  return -1;
}

// ---------------------------------------------------------------------------
// Input.

bool Stream::can_reposition() {
  if (!open_) return false;
  switch (backend_) {
    case Backend::Memory: return input_;
    case Backend::Fd: return !is_tty && ::lseek(fd_, 0, SEEK_CUR) >= 0;
    case Backend::File: return !is_tty && mode != StreamMode::Append && std::ftell(file_) >= 0;
  }
  return false;
}

bool Stream::reposition(const StreamPosition& p) {
  if (!can_reposition()) return false;
  switch (backend_) {
    case Backend::Memory:
      if (p.bytes > ibuf_.size()) return false;
      ipos_ = static_cast<std::size_t>(p.bytes);
      break;
    case Backend::Fd:
      if (::lseek(fd_, static_cast<off_t>(p.bytes), SEEK_SET) != static_cast<off_t>(p.bytes)) return false;
      ibuf_.clear();
      ipos_ = 0;
      source_eof_ = false;
      break;
    case Backend::File:
      if (std::fflush(file_) != 0 || std::fseek(file_, static_cast<long>(p.bytes), SEEK_SET) != 0) return false;
      break;
  }
  past_eof_ = false;
  pos_ = p;
  return true;
}

bool Stream::end_offset(std::uint64_t& bytes) {
  if (!can_reposition()) return false;
  if (backend_ == Backend::Memory) {
    bytes = ibuf_.size();
    return true;
  }
  if (backend_ == Backend::File && std::fflush(file_) != 0) return false;
  struct stat st;
  if (::fstat(fd(), &st) != 0) return false;
  bytes = static_cast<std::uint64_t>(st.st_size);
  return true;
}

InputWaiter*& this_thread_input_waiter() {
  thread_local InputWaiter* waiter = nullptr;
  return waiter;
}

bool Stream::fill_more() {
  if (!open_ || !input_ || source_eof_) return false;
  if (backend_ != Backend::Fd) {
    source_eof_ = true;
    return false;
  }
  // Drop what was consumed before growing the buffer.
  if (ipos_ > 0 && ipos_ >= ibuf_.size() / 2) {
    ibuf_.erase(0, ipos_);
    ipos_ = 0;
  }
  // Ask for at least as much as is buffered, so that re-scanning a long
  // clause after each fill stays linear overall.
  std::size_t want = std::max(kChunk, ibuf_.size() - ipos_);
  if (is_tty) {
    // What was written so far (a question) must show before we wait.
    if (!prompt.empty()) std::fputs(prompt.c_str(), stdout);
    std::fflush(stdout);
  }
  // Before the buffer grows: the wait may throw.
  if (InputWaiter* w = this_thread_input_waiter()) w->wait_for_input(fd_);
  std::size_t old = ibuf_.size();
  ibuf_.resize(old + want);
  ssize_t n;
  do {
    n = ::read(fd_, ibuf_.data() + old, want);
  } while (n < 0 && errno == EINTR);
  if (n <= 0) {
    ibuf_.resize(old);
    source_eof_ = true;
    return false;
  }
  ibuf_.resize(old + static_cast<std::size_t>(n));
  return true;
}

bool Stream::ensure(std::size_t n) {
  while (ibuf_.size() - ipos_ < n) {
    if (!fill_more()) return false;
  }
  return true;
}

int Stream::peek_byte() {
  if (!ensure(1)) return -1;
  return static_cast<unsigned char>(ibuf_[ipos_]);
}

int Stream::get_byte() {
  int b = peek_byte();
  if (b < 0) {
    set_past_eof();
    return -1;
  }
  ++ipos_;
  ++pos_.bytes;
  ++pos_.chars;
  return b;
}

std::int32_t Stream::peek_code() {
  if (!ensure(1)) return -1;
  if (binary || encoding == StreamEncoding::Octet) return static_cast<unsigned char>(ibuf_[ipos_]);
  unsigned char lead = static_cast<unsigned char>(ibuf_[ipos_]);
  std::size_t need = lead < 0x80 ? 1 : (lead >> 5) == 6 ? 2 : (lead >> 4) == 14 ? 3 : (lead >> 3) == 30 ? 4 : 1;
  ensure(need);  // a truncated sequence at the end decodes as U+FFFD
  std::size_t len;
  return static_cast<std::int32_t>(utf8_decode(buffered(), 0, &len));
}

std::int32_t Stream::get_code() {
  std::int32_t c = peek_code();
  if (c < 0) {
    set_past_eof();
    return -1;
  }
  std::size_t len = 1;
  if (!binary && encoding == StreamEncoding::Utf8) utf8_decode(buffered(), 0, &len);
  ipos_ += len;
  pos_.bytes += len;
  advance_position(static_cast<char32_t>(c));
  return c;
}

void Stream::consume_text(std::size_t n) {
  std::string_view text = buffered().substr(0, n);
  for (std::size_t i = 0, len = 1; i < text.size(); i += len) {
    char32_t c;
    if (binary || encoding == StreamEncoding::Octet) {
      c = static_cast<unsigned char>(text[i]);
      len = 1;
    } else {
      c = utf8_decode(text, i, &len);
    }
    advance_position(c);
  }
  ipos_ += text.size();
  pos_.bytes += text.size();
}

EndOfStream Stream::end_state(bool may_block) {
  if (past_eof_) return EndOfStream::Past;
  if (!input_) return EndOfStream::Not;
  if (ipos_ < ibuf_.size()) return EndOfStream::Not;
  if (source_eof_) return EndOfStream::At;
  // Without may_block nothing is read: a pipe would block, and stdin may be
  // shared with a reader outside this stream (the top-level's).
  if (!may_block) return EndOfStream::Not;
  return peek_byte() < 0 ? EndOfStream::At : EndOfStream::Not;
}

// SWI-Prolog's column rules: a tab moves to the next multiple of 8, a
// backspace moves back one, a carriage return to column 0.
void Stream::advance_position(char32_t c) {
  ++pos_.chars;
  switch (c) {
    case '\n':
      ++pos_.lines;
      pos_.line_pos = 0;
      break;
    case '\r':
      pos_.line_pos = 0;
      break;
    case '\t':
      pos_.line_pos = (pos_.line_pos | 7) + 1;
      break;
    case '\b':
      if (pos_.line_pos > 0) --pos_.line_pos;
      break;
    default:
      ++pos_.line_pos;
  }
}

// ---------------------------------------------------------------------------
// Output.

void Stream::write_raw(std::string_view bytes) {
  if (!open_ || bytes.empty()) return;
  pos_.bytes += bytes.size();
  if (backend_ == Backend::Memory) {
    mem_out_.append(bytes);
  } else if (backend_ == Backend::File) {
    std::fwrite(bytes.data(), 1, bytes.size(), file_);
    if (is_tty && file_ == stderr) std::fflush(file_);
  }
}

void Stream::put_text(std::string_view utf8) {
  if (encoding == StreamEncoding::Utf8 || binary) {
    for (std::size_t i = 0, len = 1; i < utf8.size(); i += len) advance_position(utf8_decode(utf8, i, &len));
    write_raw(utf8);
    return;
  }
  // Octet: one byte per character; what does not fit in a byte cannot be
  // represented and is written as '?'.
  std::string bytes;
  bytes.reserve(utf8.size());
  for (std::size_t i = 0, len = 1; i < utf8.size(); i += len) {
    char32_t c = utf8_decode(utf8, i, &len);
    advance_position(c);
    bytes.push_back(c < 256 ? static_cast<char>(c) : '?');
  }
  write_raw(bytes);
}

void Stream::put_code(char32_t c) {
  std::string s;
  utf8_append(s, c);
  put_text(s);
}

void Stream::put_byte(unsigned char b) {
  ++pos_.chars;
  write_raw(std::string_view(reinterpret_cast<const char*>(&b), 1));
}

int Stream::flush() {
  if (open_ && backend_ == Backend::File && std::fflush(file_) != 0) return errno;
  return 0;
}

int Stream::close() {
  if (!open_) return 0;
  int err = flush();
  if (own_) {
    if (backend_ == Backend::Fd && ::close(fd_) != 0 && err == 0) err = errno;
    if (backend_ == Backend::File && std::fclose(file_) != 0 && err == 0) err = errno;
  }
  open_ = false;
  ibuf_.clear();
  ipos_ = 0;
  return err;
}

// ---------------------------------------------------------------------------
// The table.

StreamTable::StreamTable() {
  std_[0] = Stream::fd_input(0, false);
  std_[1] = Stream::file_output(stdout, false);
  std_[2] = Stream::file_output(stderr, false);
  std_[1]->mode = std_[2]->mode = StreamMode::Append;
  std_[0]->prompt = "|: ";
  // As SWI-Prolog's: a read after the end tries the source again (more may
  // come: a terminal's next line, a file that grew), whatever it is.
  std_[0]->eof_action = EofAction::Reset;
  const Atom names[] = {atoms::user_input, atoms::user_output, atoms::user_error};
  for (int i = 0; i < 3; ++i) {
    std_[i]->standard = true;
    add(std_[i]);
    set_alias(std_[i], names[i]);
  }
}

StreamTable::~StreamTable() = default;

StreamRef StreamTable::add(StreamRef s) {
  std::lock_guard<std::mutex> lock(mutex_);
  s->id = next_id_++;
  by_id_.emplace(s->id, s);
  return s;
}

StreamRef StreamTable::find(std::uint64_t id) const {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = by_id_.find(id);
  return it == by_id_.end() ? nullptr : it->second;
}

StreamRef StreamTable::find_alias(Atom alias) const {
  std::lock_guard<std::mutex> lock(mutex_);
  for (const auto& [a, s] : aliases_)
    if (a == alias) return s;
  return nullptr;
}

void StreamTable::set_alias(const StreamRef& s, Atom alias) {
  std::lock_guard<std::mutex> lock(mutex_);
  for (auto& entry : aliases_) {
    if (entry.first == alias) {
      entry.second = s;
      return;
    }
  }
  aliases_.emplace_back(alias, s);
}

std::vector<Atom> StreamTable::aliases_of(const Stream& s) const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<Atom> out;
  for (const auto& [a, t] : aliases_)
    if (t.get() == &s) out.push_back(a);
  return out;
}

std::vector<Atom> StreamTable::alias_names() const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<Atom> out;
  for (const auto& [a, t] : aliases_) out.push_back(a);
  return out;
}

void StreamTable::remove(const StreamRef& s) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (s->standard) return;
  by_id_.erase(s->id);
  const Atom names[] = {atoms::user_input, atoms::user_output, atoms::user_error};
  for (std::size_t i = 0; i < aliases_.size();) {
    if (aliases_[i].second != s) {
      ++i;
      continue;
    }
    bool restored = false;
    for (int k = 0; k < 3; ++k) {
      if (aliases_[i].first == names[k]) {
        aliases_[i].second = std_[k];
        restored = true;
      }
    }
    if (restored) ++i;
    else aliases_.erase(aliases_.begin() + static_cast<std::ptrdiff_t>(i));
  }
}

std::vector<StreamRef> StreamTable::all() const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<StreamRef> out;
  for (const auto& [id, s] : by_id_) out.push_back(s);
  return out;
}

}  // namespace kea
