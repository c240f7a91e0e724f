// Stream builtins: open/3,4, close/1,2, current_input/1, current_output/1,
// set_input/1, set_output/1, flush_output/0,1, stream_property/2,
// line_count/2, line_position/2,
// character_count/2, byte_count/2, set_stream/2, open_string/2, is_stream/1,
// prompt/2.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/builtins/text_arg.hpp"
#include "engine/terms/term_walk.hpp"
#include "engine/io/stream_arg.hpp"
#include "engine/syntax/lexer.hpp"
#include "engine/syntax/writer.hpp"
#include "engine/utf8.hpp"

namespace kea {
namespace {

std::string source_path(Machine& m, Cell t) {
  Store& s = m.store();
  t = must_be_bound(s, t);
  if (is_atom(t)) return std::string(atom_of(t)->view());
  if (is_string(t)) return std::string(string_of(t));
  throw_domain_error(s, atoms::source_sink, t);
}

struct OpenOptions {
  bool binary = false;
  bool has_eof_action = false;
  EofAction eof_action = EofAction::EofCode;
  StreamEncoding encoding = StreamEncoding::Utf8;
  std::vector<Atom> aliases;
};

Atom option_atom(Store& s, Cell opt) {
  Cell v = deref(arg(opt, 0));
  if (is_var(v)) throw_instantiation_error(s);
  if (!is_atom(v)) throw_domain_error(s, atoms::stream_option, opt);
  return atom_of(v);
}

// Options as SWI-Prolog reads them: the ISO ones checked, other
// well-formed Name(Value) options accepted and ignored.
OpenOptions open_options(Machine& m, Cell list) {
  Store& s = m.store();
  OpenOptions o;
  Cell l = deref(list);
  for (; is_list(l); l = deref(list_tail(l))) {
    Cell opt = must_be_bound(s, list_head(l));
    if (!is_str(opt)) throw_domain_error(s, atoms::stream_option, opt);
    Atom name = functor_of(opt)->name;
    if (arity_of(opt) != 1) continue;
    if (name == atoms::type) {
      Atom v = option_atom(s, opt);
      if (v == atoms::binary) o.binary = true;
      else if (v == atoms::text) o.binary = false;
      else throw_domain_error(s, atoms::stream_option, opt);
    } else if (name == atoms::alias) {
      Atom v = option_atom(s, opt);
      if (m.runtime().streams().find_alias(v)) throw_permission_error(s, atoms::open, atoms::source_sink, opt);
      o.aliases.push_back(v);
    } else if (name == atoms::encoding) {
      Atom v = option_atom(s, opt);
      std::string_view t = v->view();
      if (t == "utf8" || t == "UTF-8" || t == "text") o.encoding = StreamEncoding::Utf8;
      else if (t == "octet" || t == "ascii" || t == "iso_latin_1") o.encoding = StreamEncoding::Octet;
      else throw_domain_error(s, atoms::stream_option, opt);
    } else if (name == atoms::eof_action) {
      Atom v = option_atom(s, opt);
      o.has_eof_action = true;
      if (v == atoms::error) o.eof_action = EofAction::Error;
      else if (v == atoms::eof_code) o.eof_action = EofAction::EofCode;
      else if (v == atoms::reset) o.eof_action = EofAction::Reset;
      else throw_domain_error(s, atoms::stream_option, opt);
    }
  }
  if (is_var(l)) throw_instantiation_error(s);
  if (l != make_atom(atoms::nil)) throw_type_error(s, atoms::list, deref(list));
  return o;
}

[[noreturn]] void open_failed(Machine& m, Cell source, int err) {
  Store& s = m.store();
  if (err == ENOENT || err == ENOTDIR) throw_existence_error(s, atoms::source_sink, source, {nullptr, std::strerror(err)});
  throw_permission_error(s, atoms::open, atoms::source_sink, source, {nullptr, std::strerror(err)});
}

std::string absolute_path(const std::string& path) {
  char buf[PATH_MAX];
  if (::realpath(path.c_str(), buf) != nullptr) return buf;
  return path;
}

bool do_open(Machine& m, const Cell* a, Cell options) {
  Store& s = m.store();
  Cell source = deref(a[0]);
  std::string path = source_path(m, source);
  Cell mode_t = must_be_atom(s, a[1]);
  Atom mode = atom_of(mode_t);
  if (mode != atoms::read && mode != atoms::write && mode != atoms::append && mode != atoms::update)
    throw_domain_error(s, atoms::io_mode, mode_t);
  if (Cell st = deref(a[2]); !is_var(st)) throw_uninstantiation_error(s, st);
  OpenOptions o = open_options(m, options);

  StreamRef stream;
  if (mode == atoms::read) {
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) open_failed(m, source, errno);
    struct stat sb;
    if (fstat(fd, &sb) == 0 && S_ISDIR(sb.st_mode)) {
      ::close(fd);
      open_failed(m, source, EISDIR);
    }
    stream = Stream::fd_input(fd, true);
    stream->eof_action = EofAction::EofCode;
  } else {
    int flags = O_WRONLY | O_CREAT | O_CLOEXEC;
    if (mode == atoms::write) flags |= O_TRUNC;
    if (mode == atoms::append) flags |= O_APPEND;
    int fd = ::open(path.c_str(), flags, 0666);
    if (fd < 0) open_failed(m, source, errno);
    std::FILE* f = fdopen(fd, mode == atoms::append ? "ab" : "wb");
    if (f == nullptr) {
      int err = errno;
      ::close(fd);
      open_failed(m, source, err);
    }
    stream = Stream::file_output(f, true, mode == atoms::write    ? StreamMode::Write
                                          : mode == atoms::append ? StreamMode::Append
                                                                  : StreamMode::Update);
  }
  stream->binary = o.binary;
  stream->encoding = o.binary ? StreamEncoding::Octet : o.encoding;
  if (o.has_eof_action) stream->eof_action = o.eof_action;
  stream->file_name = absolute_path(path);
  StreamTable& table = m.runtime().streams();
  table.add(stream);
  for (Atom alias : o.aliases) table.set_alias(stream, alias);
  return unify_terms(m, a[2], stream_term(s, *stream));
}

bool bi_open3(Machine& m, const Cell* a) { return do_open(m, a, make_atom(atoms::nil)); }
bool bi_open4(Machine& m, const Cell* a) { return do_open(m, a, a[3]); }

// open_string(+Text, -Stream): an input stream over a text.
bool bi_open_string(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell t = must_be_bound(s, a[0]);
  std::string text;
  if (is_atom(t)) text = atom_of(t)->view();
  else if (is_string(t)) text = string_of(t);
  else if (is_number(t)) text = term_to_string(m.runtime(), t, write_options());
  else {
    // A code or character list.
    if (list_skeleton(t).cyclic) throw_type_error(s, atoms::text, t);
    Cell l = t;
    for (; is_list(l); l = deref(list_tail(l))) {
      Cell h = must_be_bound(s, list_head(l));
      if (is_small_int(h) && is_code_point(small_int_of(h)))
        utf8_append(text, static_cast<char32_t>(small_int_of(h)));
      else if (is_atom(h) && atom_of(h)->view().size() > 0) text += atom_of(h)->view();
      else throw_type_error(s, atoms::text, t);
    }
    if (is_var(l)) throw_instantiation_error(s);
    if (l != make_atom(atoms::nil)) throw_type_error(s, atoms::text, t);
  }
  StreamRef st = Stream::memory_input(std::move(text));
  m.runtime().streams().add(st);
  return unify_terms(m, a[1], stream_term(s, *st));
}

// Closes st; an error names it as culprit unless forced.
void close_stream(Machine& m, const StreamRef& st, Cell culprit, bool force) {
  if (st->standard) return;  // as SWI: closing user_input etc. does nothing
  int err;
  {
    std::lock_guard<std::mutex> lock(st->mutex);
    err = st->close();
  }
  m.runtime().streams().remove(st);
  if (err != 0 && !force) {
    Store& s = m.store();
    throw_error(s, make_compound(s, functors::io_error2, {make_atom(atoms::write), culprit}),
                {nullptr, std::strerror(err)});
  }
}

bool do_close(Machine& m, Cell t, bool force) {
  if (is_stream_pair(t)) {
    // Both streams, as SWI-Prolog does; one already closed is passed over.
    StreamRef sides[2] = {stream_pair_side(m, t, 0), stream_pair_side(m, t, 1)};
    if (!sides[0] && !sides[1]) throw_existence_error(m.store(), atoms::stream, deref(t));
    for (const StreamRef& st : sides)
      if (st) close_stream(m, st, stream_term(m.store(), *st), force);
    return true;
  }
  close_stream(m, resolve_stream(m, t), deref(t), force);
  return true;
}

bool bi_close1(Machine& m, const Cell* a) { return do_close(m, a[0], false); }

bool bi_close2(Machine& m, const Cell* a) {
  Store& s = m.store();
  bool force = false;
  Cell l = deref(a[1]);
  for (; is_list(l); l = deref(list_tail(l))) {
    Cell opt = must_be_bound(s, list_head(l));
    if (!is_str(opt) || arity_of(opt) != 1 || functor_of(opt)->name != m.runtime().intern("force"))
      throw_domain_error(s, m.runtime().intern("close_option"), opt);
    Cell v = must_be_bound(s, arg(opt, 0));
    if (v == make_atom(atoms::true_)) force = true;
    else if (v == make_atom(atoms::false_)) force = false;
    else throw_domain_error(s, m.runtime().intern("close_option"), opt);
  }
  if (is_var(l)) throw_instantiation_error(s);
  if (l != make_atom(atoms::nil)) throw_type_error(s, atoms::list, deref(a[1]));
  return do_close(m, a[0], force);
}

// current_input(?S), current_output(?S): ISO wants a domain error for a
// non-stream argument.
bool current_stream(Machine& m, Cell t, const StreamRef& st) {
  Cell v = deref(t);
  if (!is_var(v) && !(is_str(v) && functor_of(v) == functors::stream1)) {
    throw_domain_error(m.store(), atoms::stream, v);
  }
  return unify_terms(m, t, stream_term(m.store(), *st));
}
bool bi_current_input(Machine& m, const Cell* a) { return current_stream(m, a[0], m.current_input()); }
bool bi_current_output(Machine& m, const Cell* a) { return current_stream(m, a[0], m.current_output()); }

// prompt(-Old, +New): the text shown before reading a line of the terminal
// (user_input), "|: " at first.
bool bi_prompt(Machine& m, const Cell* a) {
  Stream& in = *m.runtime().streams().user_input();
  std::string old;
  {
    std::lock_guard<std::mutex> g(in.mutex);
    old = in.prompt;
  }
  if (!unify_terms(m, a[0], make_atom(m.runtime().intern(old)))) return false;
  std::string next = must_be_text(m, a[1], kTextAny, nullptr);
  std::lock_guard<std::mutex> g(in.mutex);
  in.prompt = next;
  return true;
}

// is_stream(@Term): Term is an open stream or the alias of one.
bool bi_is_stream(Machine& m, const Cell* a) { return static_cast<bool>(find_open_stream(m, a[0])); }

// stream_pair(?Pair, ?In, ?Out), as SWI-Prolog: with Pair unbound, makes a
// pair of an input and an output stream; else gives Pair's streams (by
// alias where they have one), or, for a single stream, the stream as In
// or as Out by its direction, leaving the other unbound.
bool bi_stream_pair(Machine& m, const Cell* a) {
  Store& s = m.store();
  const Cell p = deref(a[0]);
  if (is_var(p)) {
    StreamRef in = input_stream(m, must_be_bound(s, a[1]), IoKind::Any);
    StreamRef out = output_stream(m, must_be_bound(s, a[2]), IoKind::Any);
    return unify_terms(m, p,
                       make_compound(s, functors::stream_pair2,
                                     {make_integer(s, static_cast<std::int64_t>(in->id)),
                                      make_integer(s, static_cast<std::int64_t>(out->id))}));
  }
  if (is_stream_pair(p)) {
    StreamRef in = input_stream(m, p, IoKind::Any);
    StreamRef out = output_stream(m, p, IoKind::Any);
    return unify_terms(m, a[1], stream_or_alias(m, *in)) && unify_terms(m, a[2], stream_or_alias(m, *out));
  }
  StreamRef st = resolve_stream(m, p);
  return unify_terms(m, a[st->is_input() ? 1 : 2], p);
}

bool bi_set_input(Machine& m, const Cell* a) {
  m.set_current_input(input_stream(m, a[0], IoKind::Any));
  return true;
}
bool bi_set_output(Machine& m, const Cell* a) {
  m.set_current_output(output_stream(m, a[0], IoKind::Any));
  return true;
}

bool flush(Machine& m, Stream& st, Cell culprit) {
  int err;
  {
    std::lock_guard<std::mutex> lock(st.mutex);
    err = st.flush();
  }
  if (err != 0) {
    Store& s = m.store();
    throw_error(s, make_compound(s, functors::io_error2, {make_atom(atoms::write), culprit}),
                {nullptr, std::strerror(err)});
  }
  return true;
}
bool bi_flush_output0(Machine& m, const Cell*) {
  StreamRef st = m.current_output();
  return flush(m, *st, stream_term(m.store(), *st));
}
bool bi_flush_output1(Machine& m, const Cell* a) { return flush(m, *output_stream(m, a[0], IoKind::Any), deref(a[0])); }

// ---------------------------------------------------------------------------
// Properties.

Cell position_term(Store& s, const StreamPosition& p) {
  return make_compound(s, functors::stream_position4,
                       {make_integer(s, static_cast<std::int64_t>(p.chars)),
                        make_integer(s, static_cast<std::int64_t>(p.lines)),
                        make_integer(s, static_cast<std::int64_t>(p.line_pos)),
                        make_integer(s, static_cast<std::int64_t>(p.bytes))});
}

Cell prop(Machine& m, Atom name, Cell value) {
  return make_compound(m.store(), m.runtime().functor(name, 1), {value});
}

// Every property of `st`, in SWI-Prolog's order.
std::vector<Cell> properties(Machine& m, Stream& st) {
  Store& s = m.store();
  std::vector<Cell> out;
  std::lock_guard<std::mutex> lock(st.mutex);
  if (!st.file_name.empty()) out.push_back(prop(m, atoms::file_name, make_atom(m.runtime().intern(st.file_name))));
  Atom mode = st.mode == StreamMode::Read     ? atoms::read
              : st.mode == StreamMode::Write  ? atoms::write
              : st.mode == StreamMode::Append ? atoms::append
                                              : atoms::update;
  out.push_back(prop(m, atoms::mode, make_atom(mode)));
  out.push_back(make_atom(st.is_input() ? atoms::input : atoms::output));
  for (Atom a : m.runtime().streams().aliases_of(st)) out.push_back(prop(m, atoms::alias, make_atom(a)));
  out.push_back(prop(m, atoms::position, position_term(s, st.position())));
  if (st.is_input()) {
    EndOfStream e = st.end_state(false);
    out.push_back(prop(m, atoms::end_of_stream,
                       make_atom(e == EndOfStream::Not ? atoms::not_ : e == EndOfStream::At ? atoms::at : atoms::past)));
  }
  Atom eof = st.eof_action == EofAction::Error     ? atoms::error
             : st.eof_action == EofAction::EofCode ? atoms::eof_code
                                                   : atoms::reset;
  out.push_back(prop(m, atoms::eof_action, make_atom(eof)));
  out.push_back(prop(m, atoms::reposition, make_atom(st.can_reposition() ? atoms::true_ : atoms::false_)));
  out.push_back(prop(m, atoms::type, make_atom(st.binary ? atoms::binary : atoms::text)));
  if (st.fd() >= 0) out.push_back(prop(m, atoms::file_no, make_small_int(st.fd())));
  out.push_back(prop(m, atoms::encoding,
                     make_atom(st.binary || st.encoding == StreamEncoding::Octet ? atoms::octet : atoms::utf8)));
  if (st.is_tty) out.push_back(prop(m, atoms::tty, make_atom(atoms::true_)));
  return out;
}

bool is_stream_property(Cell p) {
  if (is_atom(p)) return atom_of(p) == atoms::input || atom_of(p) == atoms::output;
  if (!is_str(p) || arity_of(p) != 1) return false;
  Atom n = functor_of(p)->name;
  for (Atom known : {atoms::file_name, atoms::mode, atoms::alias, atoms::position, atoms::end_of_stream,
                     atoms::eof_action, atoms::reposition, atoms::type, atoms::file_no, atoms::encoding, atoms::tty})
    if (n == known) return true;
  return false;
}

// stream_property(?S, ?P): each open stream (by id, so that streams
// opened or closed between solutions neither repeat nor skip one) and
// each of its properties that unify. State: st.gen = the id of the stream
// of the last solution, st.n = the index of its next property.
bool bi_stream_property(Machine& m, const Cell* a, NondetState& st) {
  Store& s = m.store();
  Cell stream = deref(a[0]);
  Cell p = deref(a[1]);
  if (st.first && !is_var(p) && !is_stream_property(p)) throw_domain_error(s, atoms::stream_property, p);
  std::vector<StreamRef> candidates;
  if (!is_var(stream)) {
    // Closed since the last solution: no more.
    StreamRef c = st.first ? resolve_stream(m, stream) : find_open_stream(m, stream);
    if (!c) return st.more = false;
    candidates.push_back(std::move(c));
  } else if (is_str(p) && functor_of(p)->name == atoms::alias && is_atom(deref(arg(p, 0)))) {
    if (StreamRef found = m.runtime().streams().find_alias(atom_of(deref(arg(p, 0))))) candidates.push_back(found);
  } else {
    candidates = m.runtime().streams().all();
  }
  for (const StreamRef& c : candidates) {
    if (!st.first && c->id < st.gen) continue;
    const std::vector<Cell> props = properties(m, *c);
    for (std::size_t j = !st.first && c->id == st.gen ? st.n : 0; j < props.size(); ++j) {
      Store::Mark mark = s.mark();
      if (unify_terms(m, a[1], props[j]) && (!is_var(stream) || unify_terms(m, a[0], stream_term(s, *c)))) {
        st.gen = c->id;
        st.n = j + 1;
        // No choice left when nothing after this could answer: the stream
        // is given and no later property has the asked one's name.
        auto could_answer = [&](Cell q) {
          return is_var(p) || (is_atom(p) ? q == p : is_str(q) && functor_of(q) == functor_of(p));
        };
        st.more = is_var(stream) || std::any_of(props.begin() + static_cast<std::ptrdiff_t>(j) + 1, props.end(), could_answer);
        return true;
      }
      s.undo_bindings(mark.trail);
    }
  }
  st.more = false;
  return false;
}

template <std::uint64_t StreamPosition::*Field>
bool position_field(Machine& m, const Cell* a) {
  StreamRef st = resolve_stream(m, a[0]);
  std::uint64_t v;
  {
    std::lock_guard<std::mutex> lock(st->mutex);
    v = st->position().*Field;
  }
  return unify_terms(m, a[1], make_integer(m.store(), static_cast<std::int64_t>(v)));
}

// set_stream_position(+S, +Position): Position as stream_property/2's
// position(P) gave it, '$stream_position'(Chars, Line, LinePos, Bytes).
bool bi_set_stream_position(Machine& m, const Cell* a) {
  Store& s = m.store();
  StreamRef st = resolve_stream(m, a[0]);
  Cell p = must_be_bound(s, a[1]);
  StreamPosition pos;
  bool ok = is_str(p) && functor_of(p) == functors::stream_position4;
  std::uint64_t* fields[] = {&pos.chars, &pos.lines, &pos.line_pos, &pos.bytes};
  for (unsigned i = 0; ok && i < 4; ++i) {
    Cell f = deref(arg(p, i));
    ok = is_small_int(f) && small_int_of(f) >= 0;
    if (ok) *fields[i] = static_cast<std::uint64_t>(small_int_of(f));
  }
  if (!ok) throw_domain_error(s, m.runtime().intern("stream_position"), p);
  std::lock_guard<std::mutex> lock(st->mutex);
  if (!st->reposition(pos)) throw_permission_error(s, m.runtime().intern("reposition"), atoms::stream, deref(a[0]));
  return true;
}

// seek(+S, +Offset, +Method, -NewLocation): moves S to the byte Offset
// from the start (bof), the current position (current) or the end (eof),
// as SWI-Prolog does: the character count becomes the byte offset, the
// line count stays and the line position is 0.
bool bi_seek(Machine& m, const Cell* a) {
  Store& s = m.store();
  StreamRef st = resolve_stream(m, a[0]);
  const std::int64_t offset = must_be_small_int(s, a[1]);
  const Atom method = atom_of(must_be_atom(s, a[2]));
  static constexpr std::string_view kMethods[] = {"bof", "current", "eof"};
  const auto which = static_cast<std::size_t>(std::find(std::begin(kMethods), std::end(kMethods), method->view()) - std::begin(kMethods));
  if (which == std::size(kMethods)) throw_domain_error(s, m.runtime().intern("seek_method"), deref(a[2]));
  std::int64_t target;
  {
    std::lock_guard<std::mutex> lock(st->mutex);
    std::uint64_t end = 0;
    if (!st->end_offset(end)) throw_permission_error(s, m.runtime().intern("reposition"), atoms::stream, deref(a[0]));
    StreamPosition pos = st->position();
    const std::int64_t base = which == 0 ? 0 : which == 1 ? static_cast<std::int64_t>(pos.bytes) : static_cast<std::int64_t>(end);
    target = base + offset;
    if (target < 0)
      throw_domain_error(s, m.runtime().intern("position"), deref(a[1]), ErrorContext{nullptr, "offset out of range"});
    pos.bytes = pos.chars = static_cast<std::uint64_t>(target);
    pos.line_pos = 0;
    if (!st->reposition(pos)) throw_permission_error(s, m.runtime().intern("reposition"), atoms::stream, deref(a[0]));
  }
  return unify_terms(m, a[3], make_integer(s, target));
}

// set_stream(+S, +Property)
bool bi_set_stream(Machine& m, const Cell* a) {
  Store& s = m.store();
  StreamRef st = resolve_stream(m, a[0]);
  Cell p = must_be_bound(s, a[1]);
  if (!is_str(p) || arity_of(p) != 1) throw_domain_error(s, m.runtime().intern("set_stream_property"), p);
  Atom name = functor_of(p)->name;
  Cell v = must_be_bound(s, arg(p, 0));
  if (name == atoms::alias) {
    m.runtime().streams().set_alias(st, atom_of(must_be_atom(s, v)));
    return true;
  }
  std::lock_guard<std::mutex> lock(st->mutex);
  if (name == atoms::eof_action) {
    Atom x = atom_of(must_be_atom(s, v));
    if (x == atoms::error) st->eof_action = EofAction::Error;
    else if (x == atoms::eof_code) st->eof_action = EofAction::EofCode;
    else if (x == atoms::reset) st->eof_action = EofAction::Reset;
    else throw_domain_error(s, atoms::eof_action, v);
  } else if (name == atoms::type) {
    Atom x = atom_of(must_be_atom(s, v));
    if (x == atoms::binary) st->binary = true;
    else if (x == atoms::text) st->binary = false;
    else throw_domain_error(s, atoms::type, v);
  } else if (name == atoms::encoding) {
    Atom x = atom_of(must_be_atom(s, v));
    if (x == atoms::utf8) st->encoding = StreamEncoding::Utf8;
    else if (x == atoms::octet) st->encoding = StreamEncoding::Octet;
    else throw_domain_error(s, atoms::encoding, v);
  } else if (name->view() == "buffer" || name->view() == "close_on_abort" || name->view() == "record_position" ||
             name->view() == "tty" || name->view() == "newline" || name->view() == "timeout") {
    // Accepted for compatibility; Kea's streams have no such knobs.
  } else {
    throw_domain_error(s, m.runtime().intern("set_stream_property"), p);
  }
  return true;
}

// ---------------------------------------------------------------------------
// Output redirection for with_output_to/2, written in Prolog over these:
//   with_output_to(Sink, Goal) :-
//       '$push_output'(Sink, H),
//       (   catch(once(Goal), E, ('$discard_output'(H), throw(E)))
//       ->  '$pop_output'(H, Sink)
//       ;   '$discard_output'(H), fail
//       ).
// '$push_output'(+Sink, -H): Sink is checked (atom(_), string(_), codes(_),
// codes(_,_), chars(_), chars(_,_)); a memory stream H becomes the current
// output, remembering the previous one. '$pop_output'(+H, +Sink) makes the
// remembered stream current again, closes H and unifies Sink with what was
// written. '$discard_output'(+H) does the same without unifying.
bool bi_push_output(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell sink = must_be_bound(s, a[0]);
  if (!is_output_sink(sink)) throw_domain_error(s, atoms::output_sink, sink);
  StreamRef st = Stream::memory_output();
  st->saved_output = m.current_output();
  m.runtime().streams().add(st);
  m.set_current_output(st);
  return unify_terms(m, a[1], stream_term(s, *st));
}

StreamRef pop_output(Machine& m, Cell handle) {
  StreamRef st = resolve_stream(m, handle);
  if (st->backend() != Stream::Backend::Memory || !st->is_output())
    throw_domain_error(m.store(), atoms::output_sink, deref(handle));
  StreamRef saved = st->saved_output ? st->saved_output : m.runtime().streams().user_output();
  m.set_current_output(saved);
  st->saved_output.reset();
  m.runtime().streams().remove(st);
  return st;
}

bool bi_pop_output(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell sink = must_be_bound(s, a[1]);
  if (!is_output_sink(sink)) throw_domain_error(s, atoms::output_sink, sink);
  StreamRef st = pop_output(m, a[0]);
  std::string text;
  {
    std::lock_guard<std::mutex> lock(st->mutex);
    text = st->memory_text();
    st->close();
  }
  return unify_sink(m, sink, text);
}

bool bi_discard_output(Machine& m, const Cell* a) {
  StreamRef st = pop_output(m, a[0]);
  std::lock_guard<std::mutex> lock(st->mutex);
  st->close();
  return true;
}

const BuiltinDef kIoBuiltins[] = {
    {"open", 3, true, bi_open3},
    {"open", 4, true, bi_open4},
    {"open_string", 2, false, bi_open_string},
    {"close", 1, true, bi_close1},
    {"close", 2, true, bi_close2},
    {"current_input", 1, true, bi_current_input},
    {"current_output", 1, true, bi_current_output},
    {"set_input", 1, true, bi_set_input},
    {"is_stream", 1, false, bi_is_stream},
    {"stream_pair", 3, false, bi_stream_pair},
    {"prompt", 2, false, bi_prompt},
    {"set_output", 1, true, bi_set_output},
    {"flush_output", 0, true, bi_flush_output0},
    {"flush_output", 1, true, bi_flush_output1},
    {"set_stream_position", 2, true, bi_set_stream_position},
    {"seek", 4, false, bi_seek},
    {"line_count", 2, false, position_field<&StreamPosition::lines>},
    {"line_position", 2, false, position_field<&StreamPosition::line_pos>},
    {"character_count", 2, false, position_field<&StreamPosition::chars>},
    {"byte_count", 2, false, position_field<&StreamPosition::bytes>},
    {"set_stream", 2, false, bi_set_stream},
    {"$push_output", 2, false, bi_push_output},
    {"$pop_output", 2, false, bi_pop_output},
    {"$discard_output", 1, false, bi_discard_output},
};

constexpr NondetDef kStreamNondet[] = {
    {"stream_property", 2, true, bi_stream_property},
};

}  // namespace

std::span<const NondetDef> stream_nondet_builtins() { return kStreamNondet; }
std::span<const BuiltinDef> stream_builtins() { return kIoBuiltins; }

}  // namespace kea
