#include "engine/io/stream_arg.hpp"

#include <mutex>

#include "engine/builtins/registry.hpp"
#include "engine/errors.hpp"
#include "engine/syntax/lexer.hpp"
#include "engine/symbols.hpp"
#include "engine/utf8.hpp"

namespace kea {

Cell stream_term(Store& s, const Stream& st) {
  return make_compound(s, functors::stream1, {make_integer(s, static_cast<std::int64_t>(st.id))});
}

bool is_stream_pair(Cell t) {
  t = deref(t);
  return is_str(t) && functor_of(t) == functors::stream_pair2 && is_small_int(deref(arg(t, 0))) &&
         is_small_int(deref(arg(t, 1)));
}

Cell stream_or_alias(Machine& m, const Stream& st) {
  std::vector<Atom> aliases = m.runtime().streams().aliases_of(st);
  return aliases.empty() ? stream_term(m.store(), st) : make_atom(aliases.front());
}

StreamRef stream_pair_side(Machine& m, Cell t, unsigned side) {
  const std::int64_t id = small_int_of(deref(arg(deref(t), side)));
  StreamRef found = id > 0 ? m.runtime().streams().find(static_cast<std::uint64_t>(id)) : StreamRef{};
  return found && found->is_open() ? found : StreamRef{};
}

StreamRef find_open_stream(Machine& m, Cell t) {
  t = deref(t);
  if (is_stream_pair(t)) return stream_pair_side(m, t, 0);
  StreamRef found;
  if (t == make_atom(atoms::current_output)) {
    // The names of this thread's current streams, as SWI-Prolog takes them
    // (its documentation writes json_write(current_output, Term)).
    found = m.current_output();
  } else if (t == make_atom(atoms::current_input)) {
    found = m.current_input();
  } else if (is_atom(t)) {
    found = m.runtime().streams().find_alias(atom_of(t));
  } else if (is_str(t) && functor_of(t) == functors::stream1 && is_small_int(deref(arg(t, 0)))) {
    std::int64_t id = small_int_of(deref(arg(t, 0)));
    if (id > 0) found = m.runtime().streams().find(static_cast<std::uint64_t>(id));
  }
  return found && found->is_open() ? found : StreamRef{};
}

StreamRef resolve_stream(Machine& m, Cell t) {
  Store& s = m.store();
  t = must_be_bound(s, t);
  if (!is_atom(t) && !is_stream_pair(t) &&
      !(is_str(t) && functor_of(t) == functors::stream1 && is_small_int(deref(arg(t, 0))))) {
    throw_domain_error(s, atoms::stream_or_alias, t);
  }
  StreamRef found = find_open_stream(m, t);
  if (!found) throw_existence_error(s, atoms::stream, t);
  return found;
}

namespace {

void check_kind(Machine& m, const Stream& st, Cell culprit, bool input, IoKind kind) {
  Store& s = m.store();
  Atom action = input ? atoms::input : atoms::output;
  if (input != st.is_input()) throw_permission_error(s, action, atoms::stream, culprit);
  if (kind == IoKind::Text && st.binary) throw_permission_error(s, action, atoms::binary_stream, culprit);
  if (kind == IoKind::Binary && !st.binary) throw_permission_error(s, action, atoms::text_stream, culprit);
}


}  // namespace

StreamRef input_stream(Machine& m, Cell t, IoKind kind) {
  StreamRef st = resolve_stream(m, t);  // a pair's input
  check_kind(m, *st, deref(t), true, kind);
  return st;
}

StreamRef output_stream(Machine& m, Cell t, IoKind kind) {
  StreamRef st;
  if (is_stream_pair(t)) {
    st = stream_pair_side(m, t, 1);
    if (!st) throw_existence_error(m.store(), atoms::stream, deref(t));
  } else {
    st = resolve_stream(m, t);
  }
  check_kind(m, *st, deref(t), false, kind);
  return st;
}

StreamRef current_input_checked(Machine& m, IoKind kind) {
  StreamRef st = m.current_input();
  // Named in errors by its first alias (SWI says user_output).
  if (kind != IoKind::Any && (kind == IoKind::Text) == st->binary) check_kind(m, *st, stream_or_alias(m, *st), true, kind);
  return st;
}

StreamRef current_output_checked(Machine& m, IoKind kind) {
  StreamRef st = m.current_output();
  if (kind != IoKind::Any && (kind == IoKind::Text) == st->binary) check_kind(m, *st, stream_or_alias(m, *st), false, kind);
  return st;
}

void check_not_past_eof(Machine& m, Stream& s, Cell culprit) {
  if (!s.past_eof()) return;
  switch (s.eof_action) {
    case EofAction::Error:
      throw_permission_error(m.store(), atoms::input, atoms::past_end_of_stream, culprit);
    case EofAction::Reset:
      s.clear_past_eof();
      return;
    case EofAction::EofCode:
      return;
  }
}

bool is_output_sink(Cell t) {
  if (!is_str(t)) return false;
  Atom n = functor_of(t)->name;
  unsigned arity = arity_of(t);
  if (arity == 1) return n == atoms::atom || n == atoms::string || n == atoms::codes || n == atoms::chars;
  return arity == 2 && (n == atoms::codes || n == atoms::chars);
}

bool unify_sink(Machine& m, Cell sink, std::string_view text) {
  Store& s = m.store();
  Atom n = functor_of(sink)->name;
  if (n == atoms::atom) return unify_terms(m, arg(sink, 0), make_atom(m.runtime().intern(text)));
  if (n == atoms::string) return unify_terms(m, arg(sink, 0), make_string(s, text));
  bool chars = n == atoms::chars;
  std::vector<Cell> items;
  for (std::size_t i = 0, len = 1; i < text.size(); i += len) {
    char32_t c = utf8_decode(text, i, &len);
    items.push_back(chars ? make_atom(m.runtime().intern(text.substr(i, len))) : make_small_int(c));
  }
  Cell tail = arity_of(sink) == 2 ? arg(sink, 1) : make_atom(atoms::nil);
  return unify_terms(m, arg(sink, 0), make_list(s, items.data(), items.size(), tail));
}

void stream_write(Stream& s, std::string_view utf8) {
  std::lock_guard<std::mutex> lock(s.mutex);
  s.put_text(utf8);
}

}  // namespace kea
