// Term input: read_term/2,3 and read/1,2, one clause at a time from a
// stream (engine/io/stream_read.hpp); char_conversion/2 and the table
// under current_char_conversion/2 (library/boot/system.pl), which the
// reader applies while the char_conversion flag is on.
#include <algorithm>
#include <cstdio>
#include <mutex>
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/builtins/term_options.hpp"
#include "engine/builtins/text_arg.hpp"
#include "engine/io/stream_arg.hpp"
#include "engine/messages.hpp"
#include "engine/io/stream_read.hpp"

namespace kea {

ReadOptions parse_read_options(Machine& m, Cell list, UnknownOption unknown) {
  Store& s = m.store();
  ReadOptions o;
  for (Cell item : must_be_list(s, list)) {  // a partial or cyclic list raises here
    Cell opt = must_be_bound(s, item);
    if (!is_str(opt) || arity_of(opt) != 1) {
      if (unknown == UnknownOption::Ignore) continue;
      throw_domain_error(s, atoms::read_option, opt);
    }
    Atom name = functor_of(opt)->name;
    std::string_view n = name->view();
    if (name == atoms::variable_names) o.variable_names = arg(opt, 0);
    else if (name == atoms::variables) o.variables = arg(opt, 0);
    else if (name == atoms::singletons) o.singletons = arg(opt, 0);
    else if (n == "term_position") o.term_position = arg(opt, 0);
    else if (name == atoms::syntax_errors) {
      Cell v = must_be_atom(s, arg(opt, 0));
      Atom a = atom_of(v);
      if (a == atoms::error) o.on_error = OnSyntaxError::Error;
      else if (a == atoms::fail) o.on_error = OnSyntaxError::Fail;
      else if (a == atoms::quiet) o.on_error = OnSyntaxError::Quiet;
      else if (a == atoms::dec10) o.on_error = OnSyntaxError::Dec10;
      else throw_domain_error(s, atoms::read_option, opt);
    } else if (n == "subterm_positions" || n == "comments" || n == "module" ||
               n == "backquoted_string" || n == "double_quotes" || n == "cycles" || n == "dotlists" ||
               n == "var_prefix" || n == "process_comment") {
      // SWI-Prolog options Kea's reader does not provide; accepted so that
      // portable code runs (the values are left unbound).
    } else if (unknown == UnknownOption::Error) {
      throw_domain_error(s, atoms::read_option, opt);
    }
  }
  return o;
}

Cell bindings_list(Machine& m, const std::vector<std::pair<std::string, Cell>>& names) {
  Store& s = m.store();
  std::vector<Cell> items;
  for (const auto& [name, var] : names)
    items.push_back(make_compound(s, functors::equals2, {make_atom(m.runtime().intern(name)), var}));
  return make_list(s, items.data(), items.size(), make_atom(atoms::nil));
}

bool unify_read_results(Machine& m, const ReadOptions& o, const ReadResult& r) {
  Store& s = m.store();
  if (o.variable_names && !unify_terms(m, o.variable_names, bindings_list(m, r.variable_names))) return false;
  if (o.singletons && !unify_terms(m, o.singletons, bindings_list(m, r.singletons))) return false;
  if (o.variables &&
      !unify_terms(m, o.variables, make_list(s, r.variables.data(), r.variables.size(), make_atom(atoms::nil))))
    return false;
  if (o.term_position) {
    Cell pos = make_compound(s, functors::stream_position4,
                             {make_integer(s, static_cast<std::int64_t>(r.start.offset)), make_small_int(r.start.line),
                              make_small_int(static_cast<std::int64_t>(r.start.column) - 1),
                              make_integer(s, static_cast<std::int64_t>(r.start_byte))});
    if (!unify_terms(m, o.term_position, pos)) return false;
  }
  return true;
}

bool syntax_error_fails(Machine& m, const ReadOptions& o, Cell error) {
  Cell err = deref(error);
  if (!is_syntax_error(err) || o.on_error == OnSyntaxError::Error) return false;
  if (o.on_error != OnSyntaxError::Quiet) print_error_lines(error_message(m.runtime(), err));
  return true;
}

namespace {

bool do_read(Machine& m, const Cell* stream, Cell term, Cell options) {
  Store& s = m.store();
  ReadOptions o = parse_read_options(m, options, UnknownOption::Error);
  StreamRef st = stream ? input_stream(m, *stream, IoKind::Text) : current_input_checked(m, IoKind::Text);
  Cell culprit = stream ? deref(*stream) : stream_term(s, *st);
  ReadResult r;
  for (;;) {
    try {
      std::lock_guard<std::mutex> lock(st->mutex);
      check_not_past_eof(m, *st, culprit);
      read_clause(m, *st, culprit, r);
      break;
    } catch (const PrologError& e) {
      if (!syntax_error_fails(m, o, e.term())) throw;
      if (o.on_error != OnSyntaxError::Dec10) return false;  // dec10: reported, read on
    }
  }
  return unify_terms(m, term, r.term) && unify_read_results(m, o, r);
}

bool bi_read1(Machine& m, const Cell* a) { return do_read(m, nullptr, a[0], make_atom(atoms::nil)); }
bool bi_read2(Machine& m, const Cell* a) { return do_read(m, &a[0], a[1], make_atom(atoms::nil)); }
bool bi_read_term2(Machine& m, const Cell* a) { return do_read(m, nullptr, a[0], a[1]); }
bool bi_read_term3(Machine& m, const Cell* a) { return do_read(m, &a[0], a[1], a[2]); }

// A one-char atom's code point; ISO's errors otherwise.
char32_t must_be_char(Machine& m, Cell c) {
  c = must_be_bound(m.store(), c);
  std::int64_t code = char_of_atom(c);
  if (code < 0) throw_type_error(m.store(), atoms::character, c);
  return static_cast<char32_t>(code);
}

// char_conversion(+In, +Out): In reads as Out (In itself again when Out is In).
bool bi_char_conversion(Machine& m, const Cell* a) {
  char32_t in = must_be_char(m, a[0]), out = must_be_char(m, a[1]);
  Flags& f = m.runtime().flags();
  std::lock_guard<std::mutex> lock(f.char_conversion_mutex);
  if (in == out) f.char_conversions.erase(in);
  else f.char_conversions[in] = out;
  return true;
}

// '$char_conversions'(-Pairs): the conversions that change a character,
// In-Out in code point order.
bool bi_char_conversions(Machine& m, const Cell* a) {
  std::vector<std::pair<char32_t, char32_t>> pairs;
  {
    Flags& f = m.runtime().flags();
    std::lock_guard<std::mutex> lock(f.char_conversion_mutex);
    pairs.assign(f.char_conversions.begin(), f.char_conversions.end());
  }
  std::sort(pairs.begin(), pairs.end());
  std::vector<Cell> items;
  for (auto [in, out] : pairs)
    items.push_back(make_compound(m.store(), functors::minus2, {char_atom(m, in), char_atom(m, out)}));
  return unify_terms(m, a[0], make_list(m.store(), items.data(), items.size(), make_atom(atoms::nil)));
}

const BuiltinDef kReadBuiltins[] = {
    {"char_conversion", 2, true, bi_char_conversion},
    {"$char_conversions", 1, false, bi_char_conversions},
    {"read", 1, true, bi_read1},
    {"read", 2, true, bi_read2},
    {"read_term", 2, true, bi_read_term2},
    {"read_term", 3, true, bi_read_term3},
};

}  // namespace

std::span<const BuiltinDef> read_builtins() { return kReadBuiltins; }

}  // namespace kea
