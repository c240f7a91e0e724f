#include "engine/syntax/writer.hpp"

#include <gmp.h>

#include <charconv>
#include <cstdint>
#include <cstdio>
#include <unordered_map>
#include <unordered_set>

#include "engine/syntax/lexer.hpp"
#include "engine/unicode.hpp"
#include "engine/utf8.hpp"

namespace kea {
namespace {

// ---------------------------------------------------------------------------
// Characters: the classes are the lexer's, so that what is written unquoted
// is what the reader reads back as the same atom.

// Decode one UTF-8 sequence at s[i] with the lexer's decoder, so the writer
// and the reader agree on what is valid; an invalid byte decodes as itself
// (so it can be written as an escape).
char32_t decode(std::string_view s, std::size_t& i) {
  std::size_t len;
  char32_t c = utf8_decode(s, i, &len);
  if (len == 1 && c == 0xFFFD) c = static_cast<unsigned char>(s[i]);
  i += len;
  return c;
}

char32_t first_char(std::string_view s) {
  std::size_t i = 0;
  return s.empty() ? 0 : decode(s, i);
}

bool is_digit(char32_t c) { return c >= '0' && c <= '9'; }

// Unicode's format characters (general category Cf), which show nothing.
bool is_format_char(char32_t c) {
  static constexpr char32_t kRanges[][2] = {
      {0xAD, 0xAD},       {0x600, 0x605},     {0x61C, 0x61C},     {0x6DD, 0x6DD},
      {0x70F, 0x70F},     {0x890, 0x891},     {0x8E2, 0x8E2},     {0x180E, 0x180E},
      {0x200B, 0x200F},   {0x202A, 0x202E},   {0x2060, 0x2064},   {0x2066, 0x206F},
      {0xFEFF, 0xFEFF},   {0xFFF9, 0xFFFB},   {0x110BD, 0x110BD}, {0x110CD, 0x110CD},
      {0x13430, 0x1343F}, {0x1BCA0, 0x1BCA3}, {0x1D173, 0x1D17A}, {0xE0001, 0xE0001},
      {0xE0020, 0xE007F},
  };
  for (const auto& r : kRanges) {
    if (c < r[0]) return false;
    if (c <= r[1]) return true;
  }
  return false;
}

bool is_private_use(char32_t c) {
  return (c >= 0xE000 && c <= 0xF8FF) || (c >= 0xF0000 && c <= 0xFFFFD) || (c >= 0x100000 && c <= 0x10FFFD);
}

// Characters escaped inside quotes beyond ASCII, as SWI-Prolog escapes
// them: what does not show as itself -- C1 controls, spaces and
// separators ('\xA0\', '\x2028\'), format characters ('\x200B\'),
// private-use and unassigned code points ('\xE000\', '\x378\').
bool needs_escape_nonascii(char32_t c) {
  if (c < 0xA0 || is_layout_char(c) || is_format_char(c) || is_private_use(c)) return true;
  locale_t l = unicode_locale();
  return l != static_cast<locale_t>(0) && !iswprint_l(static_cast<wint_t>(c), l);
}

// '\x1F\' (ISO), or with `unicode` '\u001F' ('\U0010FFFD' past U+FFFF):
// upper-case hex digits either way, as SWI-Prolog writes them.
void append_escape(std::string& out, char32_t c, bool unicode) {
  char buf[16];
  auto r = std::to_chars(buf, buf + sizeof buf, static_cast<std::uint32_t>(c), 16);
  std::size_t digits = static_cast<std::size_t>(r.ptr - buf);
  if (unicode) {
    const std::size_t width = c > 0xFFFF ? 8 : 4;
    out.append(c > 0xFFFF ? "\\U" : "\\u");
    out.append(width > digits ? width - digits : 0, '0');
  } else {
    out.append("\\x");
  }
  for (char* p = buf; p < r.ptr; ++p) out.push_back(*p >= 'a' && *p <= 'f' ? static_cast<char>(*p - 32) : *p);
  if (!unicode) out.push_back('\\');
}

// Whether text holds what can only be written escaped: a byte that is not
// UTF-8, or a character that does not show as itself (private use, as
// U+E000, which the lexer reads as a symbol character).
bool has_hidden_chars(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    std::size_t start = i;
    char32_t c = decode(s, i);
    if (c >= 0x80 && (i - start == 1 || needs_escape_nonascii(c))) return true;
  }
  return false;
}

}  // namespace

void append_quoted(std::string& out, std::string_view text, char quote, bool unicode) {
  out.push_back(quote);
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t start = i;
    char32_t c = decode(text, i);
    switch (c) {
      case '\\': out.append("\\\\"); continue;
      case '\n': out.append("\\n"); continue;
      case '\t': out.append("\\t"); continue;
      case '\a': out.append("\\a"); continue;
      case '\b': out.append("\\b"); continue;
      case '\f': out.append("\\f"); continue;
      case '\v': out.append("\\v"); continue;
      case '\r': out.append("\\r"); continue;
      default: break;
    }
    if (c == static_cast<char32_t>(quote)) {
      out.push_back('\\');
      out.push_back(quote);
    } else if (c < 0x20 || c == 0x7F) {
      append_escape(out, c, unicode);
    } else if (c >= 0x80 && i - start == 1) {
      append_escape(out, c, false);  // an invalid byte is escaped as its value: not a code point
    } else if (c >= 0x80 && needs_escape_nonascii(c)) {
      append_escape(out, c, unicode);
    } else {
      out.append(text.substr(start, i - start));
    }
  }
  out.push_back(quote);
}

void append_atom_text(std::string& out, std::string_view text, bool quoted, bool unicode) {
  // Beyond the lexer's atom_needs_quotes: what can only be written escaped.
  if (quoted && (atom_needs_quotes(text) || has_hidden_chars(text))) {
    append_quoted(out, text, '\'', unicode);
  } else {
    out.append(text);
  }
}

void append_atom_text(std::string& out, Atom a, bool quoted, bool unicode) {
  // '[]' is not [] (which has no table entry): quoted, it reads back as itself.
  if (quoted && a != atoms::nil && a->view() == "[]") {
    append_quoted(out, a->view(), '\'');
  } else {
    append_atom_text(out, a->view(), quoted, unicode);
  }
}

namespace {

// ---------------------------------------------------------------------------
// Pointer set/map with open addressing, for cycle detection on big terms.
class PtrMap {
 public:
  PtrMap() : keys_(64, nullptr), vals_(64, 0) {}
  // 0 when absent.
  std::uint32_t get(const Cell* p) const {
    for (std::size_t i = slot(p);; i = (i + 1) & (keys_.size() - 1)) {
      if (keys_[i] == p) return vals_[i];
      if (keys_[i] == nullptr) return 0;
    }
  }
  void put(const Cell* p, std::uint32_t v) {
    if ((count_ + 1) * 2 > keys_.size()) grow();
    for (std::size_t i = slot(p);; i = (i + 1) & (keys_.size() - 1)) {
      if (keys_[i] == p) { vals_[i] = v; return; }
      if (keys_[i] == nullptr) { keys_[i] = p; vals_[i] = v; ++count_; return; }
    }
  }
  std::size_t size() const { return count_; }

 private:
  std::size_t slot(const Cell* p) const {
    auto x = reinterpret_cast<std::uintptr_t>(p) >> 3;
    x *= 0x9e3779b97f4a7c15ULL;
    return static_cast<std::size_t>(x >> 20) & (keys_.size() - 1);
  }
  void grow() {
    std::vector<const Cell*> k(keys_.size() * 2, nullptr);
    std::vector<std::uint32_t> v(keys_.size() * 2, 0);
    k.swap(keys_);
    v.swap(vals_);
    count_ = 0;
    for (std::size_t i = 0; i < k.size(); ++i) {
      if (k[i] != nullptr) put(k[i], v[i]);
    }
  }
  std::vector<const Cell*> keys_;
  std::vector<std::uint32_t> vals_;
  std::size_t count_ = 0;
};

unsigned child_count(Cell c) { return is_list(c) ? 2 : arity_of(c); }
Cell child(Cell c, unsigned i) { return is_list(c) ? cell_ptr(c)[i] : arg(c, i); }

// The compounds of `root` that some path leads back to (targets of DFS back
// edges), in discovery order. Every cycle passes through one of them, so
// printing them by name makes the output finite. Empty when acyclic.
std::vector<Cell> cycle_targets(Cell root, PtrMap& index) {
  std::vector<Cell> targets;
  root = deref(root);
  if (!is_compound(root)) return targets;
  constexpr std::uint32_t kOnPath = 1, kDone = 2;
  PtrMap state;
  struct Frame { Cell term; unsigned next; };
  std::vector<Frame> stack;
  state.put(cell_ptr(root), kOnPath);
  stack.push_back({root, 0});
  while (!stack.empty()) {
    Frame& f = stack.back();
    if (f.next == child_count(f.term)) {
      state.put(cell_ptr(f.term), kDone);
      stack.pop_back();
      continue;
    }
    Cell c = deref(child(f.term, f.next++));
    if (!is_compound(c)) continue;
    std::uint32_t s = state.get(cell_ptr(c));
    if (s == kOnPath) {
      if (index.get(cell_ptr(c)) == 0) {
        targets.push_back(c);
        index.put(cell_ptr(c), static_cast<std::uint32_t>(targets.size()));
      }
    } else if (s == 0) {
      state.put(cell_ptr(c), kOnPath);
      stack.push_back({c, 0});
    }
  }
  return targets;
}

// Below this nesting depth no term is checked for cycles: a cyclic term
// always gets deeper than any bound, an ordinary one rarely does.
constexpr std::size_t kCycleCheckDepth = 4096;

class Writer {
 public:
  Writer(const Runtime& rt, std::string& out, const WriteOptions& opt) : rt_(rt), out_(out), opt_(opt) {
    if (opt.variable_names != nullptr) {
      for (const auto& [name, value] : *opt.variable_names) {
        Cell v = deref(value);
        if (is_var(v)) var_names_.emplace(v, name);
      }
    }
  }

  void write(Cell t) {
    root_for_check_ = t;
    std::size_t start = out_.size();
    run({Task::kTerm, false, false, static_cast<std::uint16_t>(opt_.priority), 1, t, 0, {}});
    if (!restart_) return;
    // A cycle: start over in factorised form.
    out_.resize(start);
    last_ = 0;
    prefix_pending_ = false;
    space_after_ = false;
    restart_ = false;
    cyclic_ = true;
    write_cyclic(t);
  }

 private:
  struct Task {
    enum Kind : std::uint8_t { kTerm, kToken, kRaw, kOpToken, kArgs, kList, kListRest };
    Kind kind;
    bool operand;      // kTerm: operand of an operator (operator atoms get brackets)
    bool expand;       // kTerm in cyclic mode: write this named compound itself
    std::uint16_t prec;
    std::size_t depth;
    Cell cell;
    std::size_t index;
    std::string_view text;
  };

  void run(Task first) {
    stack_.push_back(first);
    while (!stack_.empty() && !restart_) {
      Task t = stack_.back();
      stack_.pop_back();
      switch (t.kind) {
        case Task::kTerm: term(t); break;
        case Task::kToken: token(t.text); break;
        case Task::kRaw: raw(t.text); break;
        case Task::kOpToken: op_token(atom_of(t.cell), t.index != 0); break;
        case Task::kArgs: args(t); break;
        case Task::kList: list_element(t); break;
        case Task::kListRest: list_rest(t); break;
      }
    }
    stack_.clear();
  }

  void push_term(Cell c, unsigned prec, std::size_t depth, bool operand) {
    stack_.push_back({Task::kTerm, operand, false, static_cast<std::uint16_t>(prec), depth, c, 0, {}});
  }
  void push_raw(std::string_view s) { stack_.push_back({Task::kRaw, false, false, 0, 0, 0, 0, s}); }
  void push_token(std::string_view s) { stack_.push_back({Task::kToken, false, false, 0, 0, 0, 0, s}); }

  // -- emission ------------------------------------------------------------
  // A token is separated from the previous one only when they would fuse:
  // two alphanumerics, two symbol-char runs, an operator name followed by
  // `(` (it would become functional notation), a prefix operator followed by
  // `(`/`{` or (for `-`) a digit, a digit followed by a quote (0'c).
  void token(std::string_view s) {
    if (s.empty()) return;
    char32_t f = first_char(s);
    if (last_ != 0) {
      bool space = (is_alnum_char(last_) && is_alnum_char(f)) || (is_symbol_char(last_) && is_symbol_char(f)) ||
                   (is_alnum_char(last_) && f == '(') || (is_digit(last_) && f == '\'');
      if (prefix_pending_ && (f == '(' || f == '{' || (prefix_minus_ && is_digit(f)))) space = true;
      if (space_after_) space = true;
      if (space) out_.push_back(' ');
      last_space_ = space;
    }
    raw(s);
  }
  void raw(std::string_view s) {
    if (s.empty()) return;
    out_.append(s);
    // The last character: back up over UTF-8 continuation bytes.
    std::size_t j = utf8_last_start(s);
    last_ = decode(s, j);
    prefix_pending_ = false;
    space_after_ = false;
  }
  void atom_token(Atom a) {
    scratch_.clear();
    append_atom_text(scratch_, a, opt_.quoted, opt_.escapes_unicode);
    token(scratch_);
  }
  // An infix or postfix operator name: `,` and `|` are written bare. An
  // operator that had to be separated from its left operand is separated
  // from its right operand too (`-1 xx -1`, `... + ... + e`), as SWI does.
  void op_token(Atom a, bool infix) {
    last_space_ = false;
    if (a == atoms::comma) {
      token(",");
      if (opt_.spacing_next_argument) space_after_ = true;  // a, b as SWI's spacing(next_argument)
    } else if (a == atoms::bar) {
      token("|");
    } else {
      atom_token(a);
    }
    if (infix && last_space_) space_after_ = true;
  }

  // -- terms -----------------------------------------------------------------
  void term(const Task& t) {
    Cell c = deref(t.cell);
    if (opt_.max_depth != 0 && t.depth > opt_.max_depth) {
      token("...");
      return;
    }
    if (!cyclic_ && !checked_ && t.depth > kCycleCheckDepth) {
      checked_ = true;
      if (!cycle_targets(root_for_check_, target_index_).empty()) {
        restart_ = true;
        return;
      }
    }
    if (opt_.portray != nullptr && !cyclic_ && !is_var(c)) {  // as SWI-Prolog: not asked about variables
      portrayed_.clear();
      if ((*opt_.portray)(c, portrayed_)) {
        raw(portrayed_);
        return;
      }
    }
    switch (tag_of(c)) {
      case Tag::Ref:
        variable(c);
        // A variable printed by a name of variable_names prints plain, as in SWI-Prolog.
        if (opt_.attributes != WriteOptions::Attributes::Ignore && opt_.store != nullptr &&
            opt_.store->has_attributes(c) && !var_names_.contains(c) && attvars_written_.insert(c).second) {
          if (opt_.attributes == WriteOptions::Attributes::Dots) {
            raw("{...}");
          } else {
            push_raw("}");
            push_term(cell_ptr(c)[1], 1200, t.depth + 1, false);
            push_raw("{");
          }
        }
        return;
      case Tag::Atom: atom(atom_of(c), t.operand); return;
      case Tag::Int: {
        char buf[32];
        auto r = std::to_chars(buf, buf + sizeof buf, small_int_of(c));
        token(std::string_view(buf, static_cast<std::size_t>(r.ptr - buf)));
        return;
      }
      case Tag::Box: box(c); return;
      case Tag::List:
      case Tag::Str:
        if (cyclic_ && !t.expand) {
          if (std::uint32_t n = target_index_.get(cell_ptr(c))) {
            token(cycle_name(n));
            return;
          }
        }
        if (is_list(c)) {
          token("[");
          stack_.push_back({Task::kList, false, false, 999, t.depth, c, 0, {}});
        } else {
          compound(c, t);
        }
        return;
      default:
        token("<bad term>");  // FUNCTOR/HEADER cells are never term references
        return;
    }
  }

  void variable(Cell v) {
    if (!var_names_.empty()) {
      auto it = var_names_.find(v);
      if (it != var_names_.end()) {
        token(it->second);
        return;
      }
    }
    const Cell* p = cell_ptr(v);
    std::string name;
    if (opt_.store != nullptr && opt_.store->on_heap(p)) {
      name = "_G" + std::to_string(p - opt_.store->heap_base());
    } else {
      name = "_" + std::to_string(reinterpret_cast<std::uintptr_t>(p) / sizeof(Cell));
    }
    token(name);
  }

  bool is_op(Atom a) const {
    OpInfo info = rt_.ops().lookup(a);
    return info.prefix.priority != 0 || info.infix.priority != 0 || info.postfix.priority != 0;
  }

  void atom(Atom a, bool operand) {
    // An operator as an operand is bracketed: (-)=(-), - (-).
    if (operand && !opt_.ignore_ops && is_op(a)) {
      token("(");
      scratch_.clear();
      append_atom_text(scratch_, a, opt_.quoted, opt_.escapes_unicode);
      raw(scratch_);
      raw(")");
      return;
    }
    atom_token(a);
  }

  void box(Cell c) {
    switch (box_kind(c)) {
      case BoxKind::Float: {
        std::string s;
        append_float(s, float_of(c));
        token(s);
        return;
      }
      case BoxKind::BigInt: {
        mpz_t z;
        bigint_view(c, z);
        std::string s(mpz_sizeinbase(z, 10) + 2, '\0');
        mpz_get_str(s.data(), 10, z);
        s.resize(std::char_traits<char>::length(s.c_str()));
        token(s);
        return;
      }
      case BoxKind::String: {
        if (opt_.quoted) {
          std::string s;
          append_quoted(s, string_of(c), '"', opt_.escapes_unicode);
          token(s);
        } else {
          token(string_of(c));
        }
        return;
      }
    }
    token("<bad box>");
  }

  // '$VAR'(N) with numbervars: A..Z, A1.., a variable-name atom as itself.
  bool var_functor_name(Cell c, std::string& name) {
    Cell a = deref(arg(c, 0));
    if (is_small_int(a)) {
      std::int64_t n = small_int_of(a);
      if (n < 0) {
        name = "S_" + std::to_string(-n);
      } else {
        name.assign(1, static_cast<char>('A' + n % 26));
        if (n >= 26) name += std::to_string(n / 26);
      }
      return true;
    }
    if (is_atom(a)) {
      std::string_view s = atom_of(a)->view();
      std::size_t i = 0;
      if (s.empty() || !is_var_start(decode(s, i))) return false;
      while (i < s.size()) {
        if (!is_alnum_char(decode(s, i))) return false;
      }
      name.assign(s);
      return true;
    }
    return false;
  }

  void compound(Cell c, const Task& t) {
    Functor f = functor_of(c);
    Atom name = f->name;
    const std::size_t d = t.depth;
    if (opt_.numbervars && f == functors::var1) {
      std::string n;
      if (var_functor_name(c, n)) {
        token(n);
        return;
      }
    }
    // Stream handles print as SWI-Prolog's stream blobs do.
    if (f == functors::stream1 && is_small_int(deref(arg(c, 0)))) {
      char buf[40];
      std::snprintf(buf, sizeof buf, "<stream>(0x%llx)",
                    static_cast<unsigned long long>(small_int_of(deref(arg(c, 0)))));
      token(buf);
      return;
    }
    if (f == functors::stream_pair2 && is_small_int(deref(arg(c, 0))) && is_small_int(deref(arg(c, 1)))) {
      char buf[64];
      std::snprintf(buf, sizeof buf, "<stream>(0x%llx,0x%llx)",
                    static_cast<unsigned long long>(small_int_of(deref(arg(c, 0)))),
                    static_cast<unsigned long long>(small_int_of(deref(arg(c, 1)))));
      token(buf);
      return;
    }
    // Thread, mutex and message queue handles (engine/threads.hpp) print as
    // SWI-Prolog's blobs do.
    if (f == functors::thread2 && is_small_int(deref(arg(c, 0))) && is_small_int(deref(arg(c, 1)))) {
      char buf[64];
      std::snprintf(buf, sizeof buf, "<thread>(%lld,0x%llx)", static_cast<long long>(small_int_of(deref(arg(c, 0)))),
                    static_cast<unsigned long long>(small_int_of(deref(arg(c, 1)))));
      token(buf);
      return;
    }
    if ((f == functors::mutex1 || f == functors::message_queue1) && is_small_int(deref(arg(c, 0)))) {
      char buf[64];
      std::snprintf(buf, sizeof buf, "<%s>(0x%llx)", f == functors::mutex1 ? "mutex" : "message_queue",
                    static_cast<unsigned long long>(small_int_of(deref(arg(c, 0)))));
      token(buf);
      return;
    }
    // Clause references (assert/2, clause/3) as SWI-Prolog's clause blobs.
    if (f->arity == 1 && name->view() == "$clause" && is_small_int(deref(arg(c, 0)))) {
      char buf[40];
      std::snprintf(buf, sizeof buf, "<clause>(0x%llx)",
                    static_cast<unsigned long long>(small_int_of(deref(arg(c, 0)))));
      token(buf);
      return;
    }
    if (f == functors::curly1 && opt_.brace_terms) {
      token("{");
      push_raw("}");
      push_term(arg(c, 0), 1200, d + 1, false);
      return;
    }
    // The reader (as SWI-Prolog 7+) never takes a quoted atom for an
    // operator, so an operator whose name needs quotes is written in
    // functional notation: '.'(1,a), not 1'.'a.
    bool op_form = !opt_.ignore_ops && (f->arity == 1 || f->arity == 2) &&
                   (!opt_.quoted || name == atoms::comma || name == atoms::bar || !atom_needs_quotes(name->view()));
    if (op_form) {
      OpInfo info = rt_.ops().lookup(name);
      if (f->arity == 2 && info.infix.priority != 0) {
        unsigned p = info.infix.priority;
        unsigned lp = info.infix.type == OpType::YFX ? p : p - 1;
        unsigned rp = info.infix.type == OpType::XFY ? p : p - 1;
        if (p > t.prec) {
          token("(");
          push_raw(")");
        }
        push_term(arg(c, 1), rp, d + 1, true);
        push_op_token(name, true);
        push_term(arg(c, 0), lp, d + 1, true);
        return;
      }
      if (f->arity == 1 && info.prefix.priority != 0) {
        unsigned p = info.prefix.priority;
        unsigned ap = info.prefix.type == OpType::FY ? p : p - 1;
        if (p > t.prec) {
          token("(");
          push_raw(")");
        }
        atom_token(name);
        prefix_pending_ = true;
        prefix_minus_ = name == atoms::minus;
        push_term(arg(c, 0), ap, d + 1, true);
        return;
      }
      if (f->arity == 1 && info.postfix.priority != 0) {
        unsigned p = info.postfix.priority;
        unsigned ap = info.postfix.type == OpType::YF ? p : p - 1;
        if (p > t.prec) {
          token("(");
          push_raw(")");
        }
        push_op_token(name, false);
        push_term(arg(c, 0), ap, d + 1, true);
        return;
      }
    }
    atom_token(name);
    raw("(");
    stack_.push_back({Task::kArgs, false, false, 999, d, c, 0, {}});
  }

  // Operator names are formatted when their task is popped.
  void push_op_token(Atom a, bool infix) {
    stack_.push_back({Task::kOpToken, false, false, 0, 0, make_atom(a), infix ? 1u : 0u, {}});
  }

  void args(const Task& t) {
    unsigned n = arity_of(t.cell);
    if (t.index == n) {
      raw(")");
      return;
    }
    if (t.index > 0) raw(opt_.spacing_next_argument ? ", " : ",");
    Task next = t;
    ++next.index;
    stack_.push_back(next);
    push_term(arg(t.cell, static_cast<unsigned>(t.index)), 999, t.depth + 1, false);
  }

  // Element k of a list entered at depth D is written at depth D+1+k, and
  // the list is cut with `|...` once D+1+k reaches max_depth (SWI).
  void list_element(const Task& t) {
    Cell l = t.cell;  // dereferenced list cell
    stack_.push_back({Task::kListRest, false, false, 999, t.depth, deref(list_tail(l)), t.index, {}});
    push_term(list_head(l), 999, t.depth + 1 + t.index, false);
  }

  void list_rest(const Task& t) {
    Cell tail = t.cell;
    bool named = cyclic_ && is_list(tail) && target_index_.get(cell_ptr(tail)) != 0;
    if (is_list(tail) && !named) {
      if (opt_.max_depth != 0 && t.depth + t.index + 1 >= opt_.max_depth) {
        raw("|");
        token("...");
        raw("]");
        return;
      }
      raw(opt_.spacing_next_argument ? ", " : ",");
      stack_.push_back({Task::kList, false, false, 999, t.depth, tail, t.index + 1, {}});
      return;
    }
    if (tail == make_atom(atoms::nil)) {
      raw("]");
      return;
    }
    raw("|");
    push_raw("]");
    push_term(tail, 999, t.depth + 1 + t.index, false);
  }

  std::string cycle_name(std::uint32_t n) { return "S_" + std::to_string(n); }

  // @(Template, [S_1=Sub1, ...]): each named compound is written once, with
  // the named compounds inside it (itself included) written by name.
  void write_cyclic(Cell t) {
    target_index_ = PtrMap();
    std::vector<Cell> targets = cycle_targets(t, target_index_);
    token("@");
    raw("(");
    run({Task::kTerm, false, false, 999, 1, t, 0, {}});
    raw(",[");
    for (std::size_t i = 0; i < targets.size(); ++i) {
      if (i > 0) raw(",");
      std::string name = cycle_name(static_cast<std::uint32_t>(i + 1));
      if (opt_.ignore_ops) {
        token("=");
        raw("(");
        token(name);
        raw(",");
        run({Task::kTerm, false, true, 999, 1, targets[i], 0, {}});
        raw(")");
      } else {
        token(name);
        token("=");
        run({Task::kTerm, true, true, 699, 1, targets[i], 0, {}});
      }
    }
    raw("])");
  }

  const Runtime& rt_;
  std::string& out_;
  const WriteOptions& opt_;
  std::vector<Task> stack_;
  std::unordered_map<Cell, std::string_view> var_names_;
  std::unordered_set<Cell> attvars_written_;  // attributes(write): each once
  std::string scratch_;
  std::string portrayed_;  // what the portray hook wrote for a subterm
  char32_t last_ = 0;
  bool prefix_pending_ = false;
  bool prefix_minus_ = false;
  bool last_space_ = false;   // the last token() was preceded by a space
  bool space_after_ = false;  // the next token() gets a space
  bool checked_ = false;
  bool restart_ = false;
  bool cyclic_ = false;
  PtrMap target_index_;
  Cell root_for_check_ = 0;  // the whole term: what the cycle check walks
};

}  // namespace

void write_term(const Runtime& rt, std::string& out, Cell t, const WriteOptions& opt) {
  const std::size_t start = out.size();
  Writer w(rt, out, opt);
  w.write(t);
  if (opt.fullstop) {
    // A term ending in a symbol char would take the dot into its last token.
    const std::string_view text = std::string_view(out).substr(start);
    bool glue = false;
    if (!text.empty()) {
      std::size_t last = utf8_last_start(text);
      glue = is_symbol_char(decode(text, last));
    }
    out += glue ? " ." : ".";
    if (!opt.nl) out += ' ';
  }
  if (opt.nl) out += '\n';
}

std::string term_to_string(const Runtime& rt, Cell t, const WriteOptions& opt) {
  std::string s;
  write_term(rt, s, t, opt);
  return s;
}

WriteOptions write_options() {
  WriteOptions o;
  o.numbervars = true;
  return o;
}

WriteOptions writeq_options() {
  WriteOptions o;
  o.quoted = true;
  o.numbervars = true;
  return o;
}

WriteOptions canonical_options() {
  WriteOptions o;
  o.quoted = true;
  o.ignore_ops = true;
  o.brace_terms = false;
  return o;
}

}  // namespace kea
