// format/1,2,3: SWI-Prolog 9's formatted output.
//
// Directives: ~w ~p ~q ~k ~W ~a ~d ~D ~s ~e ~f ~g ~n ~N ~c ~r ~R ~i ~@ ~*
// ~`c ~~ and the column directives ~t (fill point) ~N| (column stop) ~N+
// (stop relative to the previous one). Output is built in a string; the
// text since the last column stop is the pending segment, which a column
// stop pads at its fill points (at its end when it has none). Columns
// count from the output stream's column when format starts, and restart
// after a newline. Text that runs past a column stop moves the later
// stops of the line along by as much, as in SWI-Prolog. ~@ runs its goal
// as \+ \+ Goal with its output captured; when the goal fails, format
// fails (what came before it is still written).
//
// Errors as SWI-Prolog: error(format(Message), _) for missing or surplus
// arguments and a bad `*' argument, existence_error(format_character, C) for
// an unknown directive, format_argument_type(Directive, Arg) for an argument
// of the wrong type (numeric directives evaluate their argument first, so
// arithmetic errors come from is/2's evaluator). What was formatted before
// an error is still written to a stream (not to a sink).
#include <gmp.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "engine/arith/arith.hpp"
#include "engine/builtins/portray.hpp"
#include "engine/builtins/registry.hpp"
#include "engine/builtins/term_options.hpp"
#include "engine/io/stream_arg.hpp"
#include "engine/syntax/lexer.hpp"
#include "engine/syntax/writer.hpp"
#include "engine/terms/term_walk.hpp"
#include "engine/utf8.hpp"

namespace kea {
namespace {

[[noreturn]] void format_error(Runtime& rt, Store& s, const char* message) {
  throw_error(s, make_compound(s, functors::format1, {make_atom(rt.intern(message))}));
}

[[noreturn]] void argument_type_error(Machine& m, char32_t directive, Cell culprit) {
  Store& s = m.store();
  std::string d;
  utf8_append(d, directive);
  throw_error(s, make_compound(s, functors::format_argument_type2, {make_atom(m.runtime().intern(d)), culprit}));
}

// Text of an atom, string, code list or char list; false for anything else.
bool text_of(Cell t, std::string& out) {
  t = deref(t);
  if (is_atom(t) && atom_of(t) != atoms::nil) {
    out = atom_of(t)->view();
    return true;
  }
  if (is_string(t)) {
    out = string_of(t);
    return true;
  }
  out.clear();
  if (list_skeleton(t).cyclic) return false;
  for (; is_list(t); t = deref(list_tail(t))) {
    Cell h = deref(list_head(t));
    if (is_small_int(h) && is_code_point(small_int_of(h))) {
      utf8_append(out, static_cast<char32_t>(small_int_of(h)));
    } else if (is_atom(h)) {
      std::string_view v = atom_of(h)->view();
      std::size_t len = 0;
      if (v.empty() || (utf8_decode(v, 0, &len), len != v.size())) return false;
      out += v;
    } else {
      return false;
    }
  }
  return t == make_atom(atoms::nil);
}

// Inserts a decimal point `frac` digits from the right of a digit string
// (no sign), padding with zeros: ("5", 2) -> "0.05".
std::string with_decimal_point(std::string digits, std::size_t frac) {
  if (frac == 0) return digits;
  if (digits.size() <= frac) digits.insert(0, frac - digits.size() + 1, '0');
  digits.insert(digits.size() - frac, 1, '.');
  return digits;
}

std::string group_thousands(const std::string& int_part) {
  std::string out;
  std::size_t n = int_part.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0 && (n - i) % 3 == 0) out += ',';
    out += int_part[i];
  }
  return out;
}

std::string printf_double(char conv, std::int64_t prec, double d) {
  char spec[8] = {'%', '.', '*', conv, 0};
  int n = std::snprintf(nullptr, 0, spec, static_cast<int>(prec), d);
  std::string out(static_cast<std::size_t>(n) + 1, '\0');
  std::snprintf(out.data(), out.size(), spec, static_cast<int>(prec), d);
  out.resize(static_cast<std::size_t>(n));
  return out;
}

double integer_to_double(Cell v) {
  if (is_small_int(v)) return static_cast<double>(small_int_of(v));
  mpz_t z;
  bigint_view(v, z);
  return mpz_get_d(z);
}

// ~@'s goal failed: format fails.
struct GoalFailed {};

class Formatter {
 public:
  Formatter(Machine& m, std::size_t start_column) : m_(m), s_(m.store()), last_stop_(start_column) {}

  std::string out;

  void run(std::string_view fmt, const std::vector<Cell>& args) {
    args_ = &args;
    std::size_t i = 0, len = 1;
    auto next_char = [&]() -> char32_t {
      if (i >= fmt.size()) return 0;
      char32_t c = utf8_decode(fmt, i, &len);
      i += len;
      return c;
    };
    while (i < fmt.size()) {
      std::size_t start = i;
      char32_t c = next_char();
      if (c != '~') {
        emit(fmt.substr(start, i - start));
        continue;
      }
      // ~[N|*|`c][:]D
      bool has_arg = false;
      std::int64_t num = 0;
      char32_t d = next_char();
      if (d == '*') {
        Cell a = deref(next_arg());
        if (!is_small_int(a) || small_int_of(a) < 0) format_error(m_.runtime(), s_, "no or negative integer for `*' argument");
        num = small_int_of(a);
        has_arg = true;
        d = next_char();
      } else if (d == '`') {
        num = static_cast<std::int64_t>(next_char());
        has_arg = true;
        d = next_char();
      } else if (d >= '0' && d <= '9') {
        while (d >= '0' && d <= '9') {
          if (num < (std::int64_t{1} << 40)) num = num * 10 + (d - '0');
          d = next_char();
        }
        has_arg = true;
      }
      if (d == ':') d = next_char();  // locale-specific grouping: the default locale has none
      directive(d, has_arg, num);
    }
    if (next_ < args.size()) format_error(m_.runtime(), s_, "too many arguments");
  }

 private:
  Cell next_arg() {
    if (next_ >= args_->size()) format_error(m_.runtime(), s_, "not enough arguments");
    return (*args_)[next_++];
  }

  void emit(std::string_view text) {
    out += text;
    std::size_t nl = text.rfind('\n');
    if (nl != std::string_view::npos) {
      seg_start_ = out.size() - (text.size() - nl - 1);
      last_stop_ = 0;
      shift_ = 0;
      fills_.clear();
    }
  }

  std::size_t column() const { return last_stop_ + utf8_length(std::string_view(out).substr(seg_start_)); }

  // Pads the pending segment to `target` at its fill points. The padding is
  // shared equally; what is left over goes one column each to fill points
  // from the middle, alternately right and left, as SWI-Prolog's
  // pl-fmt.c does (an extra that would fall outside the list is dropped).
  void column_stop(std::size_t target, bool absolute) {
    std::size_t cur = column();
    if (cur < target) {
      std::size_t pad = target - cur;
      if (fills_.empty()) fills_.push_back({out.size(), ' '});
      std::size_t n = fills_.size();
      std::vector<std::size_t> width(n, pad / n);
      std::size_t rest = pad % n;
      for (std::size_t k = 0; k < rest; ++k) {
        std::int64_t idx = static_cast<std::int64_t>(n / 2) +
                           (k % 2 == 1 ? static_cast<std::int64_t>(k) : -static_cast<std::int64_t>(k));
        if (idx >= 0 && idx < static_cast<std::int64_t>(n)) ++width[static_cast<std::size_t>(idx)];
      }
      for (std::size_t k = n; k-- > 0;) {
        std::string fill;
        for (std::size_t j = 0; j < width[k]; ++j) {
          if ((j & 0xffff) == 0) m_.poll_abort();
          utf8_append(fill, fills_[k].ch);
        }
        out.insert(fills_[k].pos, fill);
      }
      cur = column();
    }
    if (cur > target && absolute) shift_ += cur - target;
    last_stop_ = std::max(cur, target);
    seg_start_ = out.size();
    fills_.clear();
  }

  void write(Cell t, WriteOptions opt) {
    opt.store = &s_;
    std::string text;
    write_term(m_.runtime(), text, t, opt);
    emit(text);
  }

  Cell eval_arg(char32_t d, Cell& original) {
    original = next_arg();
    (void)d;
    return eval(m_.runtime(), s_, original, {});
  }

  void directive(char32_t d, bool has_arg, std::int64_t num) {
    switch (d) {
      case 'w': write(next_arg(), write_options()); return;
      case 'p': {  // print/1: the program's portray/1 first
        PortrayHook hook(m_);
        write(next_arg(), print_options(hook));
        return;
      }
      case 'q': write(next_arg(), writeq_options()); return;
      case 'k': write(next_arg(), canonical_options()); return;
      case 'a': {
        Cell a = deref(next_arg());
        if (is_atom(a)) emit(atom_of(a)->view());
        else if (is_string(a)) emit(string_of(a));
        else if (is_number(a)) write(a, write_options());
        else argument_type_error(m_, d, a);
        return;
      }
      case 'c': {
        Cell a = deref(next_arg());
        if (!is_small_int(a) || !is_code_point(small_int_of(a))) argument_type_error(m_, d, a);
        std::string text;
        for (std::int64_t k = 0; k < (has_arg ? num : 1); ++k) {
          if ((k & 0xffff) == 0) m_.poll_abort();
          utf8_append(text, static_cast<char32_t>(small_int_of(a)));
        }
        emit(text);
        return;
      }
      case 'd':
      case 'D': {
        Cell original;
        Cell v = eval_arg(d, original);
        if (!is_integer(v)) argument_type_error(m_, d, deref(original));
        std::string digits = integer_to_string(v);
        bool negative = digits[0] == '-';
        if (negative) digits.erase(0, 1);
        std::string text = with_decimal_point(digits, has_arg ? static_cast<std::size_t>(num) : 0);
        if (d == 'D') {
          std::size_t dot = text.find('.');
          std::string int_part = text.substr(0, dot);
          text = group_thousands(int_part) + (dot == std::string::npos ? "" : text.substr(dot));
        }
        emit(negative ? "-" + text : text);
        return;
      }
      case 'e':
      case 'f':
      case 'g': {
        Cell original;
        Cell v = eval_arg(d, original);
        std::int64_t prec = has_arg ? num : 6;
        if (d == 'f' && is_integer(v)) {
          // Exact for integers of any size, as SWI-Prolog.
          std::string digits = integer_to_string(v);
          if (prec > 0) digits += "." + std::string(static_cast<std::size_t>(prec), '0');
          emit(digits);
          return;
        }
        double x = is_float(v) ? float_of(v) : integer_to_double(v);
        emit(printf_double(static_cast<char>(d), std::min<std::int64_t>(prec, 1000), x));
        return;
      }
      case 'n': {
        emit(std::string(static_cast<std::size_t>(has_arg ? num : 1), '\n'));
        return;
      }
      case 'N':  // a newline unless at the start of a line
        if (column() != 0) emit("\n");
        return;
      case 'r':
      case 'R': {
        std::int64_t radix = has_arg ? num : 8;
        if (radix < 2 || radix > 36) throw_domain_error(s_, atoms::radix, make_integer(s_, radix));
        Cell original;
        Cell v = eval_arg(d, original);
        if (!is_integer(v)) argument_type_error(m_, d, deref(original));
        std::string text = integer_to_string(v, static_cast<int>(radix));
        if (d == 'R') {
          for (char& ch : text) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
        }
        emit(text);
        return;
      }
      case 's': {
        Cell a = deref(next_arg());
        std::string text;
        if (text_of(a, text)) {
          emit(text);
          return;
        }
        argument_type_error(m_, d, a);
      }
      case 'i': next_arg(); return;
      case '~': emit("~"); return;
      case 't': fills_.push_back({out.size(), has_arg ? static_cast<char32_t>(num) : U' '}); return;
      case '|':
        if (has_arg) column_stop(static_cast<std::size_t>(num) + shift_, true);
        else column_stop(column(), false);
        return;
      case '+': column_stop(last_stop_ + static_cast<std::size_t>(has_arg ? num : 8), false); return;
      case 'W': {  // write_term/2 with the options that follow the term
        Cell t = next_arg();
        Cell options = next_arg();
        WriteOptions o;
        o.escapes_unicode = true;  // as write_term/2
        std::vector<std::pair<std::string, Cell>> names;
        bool portray = false;
        parse_write_options(m_, options, o, names, UnknownOption::Ignore, &portray);  // SWI-Prolog ignores unknown ones here
        std::optional<PortrayHook> hook;
        if (portray) o.portray = hook.emplace(m_).get();
        write(t, o);
        return;
      }
      case '@': {
        std::string text;
        if (!call_captured(m_, next_arg(), text)) throw GoalFailed{};
        emit(text);
        return;
      }
      default: {
        std::string name;
        if (d != 0) utf8_append(name, d);
        else name.push_back('\0');
        throw_existence_error(s_, atoms::format_character, make_atom(m_.runtime().intern(name)));
      }
    }
  }

  struct Fill {
    std::size_t pos;  // byte offset in `out`
    char32_t ch;
  };

  Machine& m_;
  Store& s_;
  const std::vector<Cell>* args_ = nullptr;
  std::size_t next_ = 0;
  std::size_t seg_start_ = 0;  // where the pending segment starts in `out`
  std::size_t last_stop_;      // its column
  std::size_t shift_ = 0;      // how far text past earlier stops of the line moved the later ones
  std::vector<Fill> fills_;
};

std::string format_text(Machine& m, Cell f) {
  Store& s = m.store();
  Cell t = must_be_bound(s, f);
  std::string text;
  if (!text_of(t, text)) throw_type_error(s, atoms::text, t);
  return text;
}

// A proper list is the argument list; anything else is one argument.
std::vector<Cell> format_args(Cell a) {
  std::vector<Cell> args;
  Cell l = deref(a);
  if (list_skeleton(l).cyclic) return {a};
  for (; is_list(l); l = deref(list_tail(l))) args.push_back(list_head(l));
  if (l != make_atom(atoms::nil)) args.assign(1, a);
  return args;
}

bool format_to_stream(Machine& m, Stream& st, Cell f, Cell a) {
  std::string fmt = format_text(m, f);
  std::vector<Cell> args = format_args(a);
  std::size_t column;
  {
    std::lock_guard<std::mutex> lock(st.mutex);
    column = st.position().line_pos;
  }
  Formatter fm(m, column);
  try {
    fm.run(fmt, args);
  } catch (const GoalFailed&) {
    stream_write(st, fm.out);
    return false;
  } catch (...) {
    stream_write(st, fm.out);
    throw;
  }
  stream_write(st, fm.out);
  return true;
}

bool bi_format1(Machine& m, const Cell* a) {
  return format_to_stream(m, *current_output_checked(m, IoKind::Text), a[0], make_atom(atoms::nil));
}
bool bi_format2(Machine& m, const Cell* a) {
  return format_to_stream(m, *current_output_checked(m, IoKind::Text), a[0], a[1]);
}

// format(+Output, +Format, :Args): Output is a stream or a sink.
bool bi_format3(Machine& m, const Cell* a) {
  Cell out = must_be_bound(m.store(), a[0]);
  if (is_output_sink(out)) {
    Formatter fm(m, 0);
    try {
      fm.run(format_text(m, a[1]), format_args(a[2]));
    } catch (const GoalFailed&) {
      return false;
    }
    return unify_sink(m, out, fm.out);
  }
  return format_to_stream(m, *output_stream(m, out, IoKind::Text), a[1], a[2]);
}

const BuiltinDef kFormatBuiltins[] = {
    {"format", 1, false, bi_format1},
    {"format", 2, false, bi_format2},
    {"format", 3, false, bi_format3},
};

}  // namespace

std::span<const BuiltinDef> format_builtins() { return kFormatBuiltins; }

}  // namespace kea
