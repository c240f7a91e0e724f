#include "engine/syntax/reader.hpp"

#include <gmp.h>

#include <unordered_map>

#include "engine/errors.hpp"
#include "engine/unicode.hpp"
#include "engine/utf8.hpp"

namespace kea {
namespace {

// What terminates a term besides closing brackets: in arguments ',' is a
// separator, in list elements ',' and '|' are.
enum Mode : unsigned { kPlain = 0, kArg = 1, kList = 2 };

enum class FrameKind : std::uint8_t { Top, Paren, Args, List, ListTail, Curly, Prefix, Infix };

// A construct waiting for a subterm. maxprec/mode are those of the context
// the construct itself sits in, restored when it completes.
struct Frame {
  Frame(FrameKind k, unsigned maxprec_, unsigned mode_, Atom name_ = nullptr, unsigned prec_ = 0, Cell left_ = 0)
      : kind(k), maxprec(maxprec_), mode(mode_), name(name_), prec(prec_), left(left_) {}
  FrameKind kind;
  unsigned maxprec;
  unsigned mode;
  Atom name;             // Args, Prefix, Infix
  unsigned prec;         // Prefix, Infix: the operator's priority
  Cell left;             // Infix
  std::vector<Cell> items;  // Args, List
};

unsigned left_max(const OpDef& d) {
  return d.type == OpType::YFX || d.type == OpType::YF ? d.priority : d.priority - 1;
}
unsigned right_max(const OpDef& d) {
  return d.type == OpType::XFY || d.type == OpType::FY ? d.priority : d.priority - 1;
}

Cell negate_number(Store& s, Cell n) {
  if (is_small_int(n)) return make_integer(s, -small_int_of(n));
  if (is_float(n)) return make_float(s, -float_of(n));
  mpz_t z;
  mpz_init(z);
  integer_to_mpz(n, z);
  mpz_neg(z, z);
  Cell c = make_integer(s, z);
  mpz_clear(z);
  return c;
}

[[noreturn]] void syntax(const char* what, const Token& at) {
  throw SyntaxError{what, {}, false, at.start};
}

}  // namespace

// One clause's parse: the frame machine plus the clause's variable table.
class Reader::Parser {
 public:
  Parser(Reader& r) : r_(r), rt_(r.rt_), s_(r.store_) {}

  Cell parse(bool end_optional);

  struct Var {
    std::string name;
    Cell cell;
    unsigned count;
  };
  std::vector<Var> named_;       // in order of first occurrence
  std::vector<Cell> all_vars_;   // every variable, `_` included

 private:
  Token& peek(std::size_t k = 0);
  Token take();
  bool is_term_end(const Token& t) const;
  bool functional_paren_follows(std::size_t k);
  Cell variable(const std::string& name);
  Cell text_term(const std::string& text, QuoteMode mode);
  OpInfo op_info(Atom name) const { return lookup_op(rt_.ops(), r_.local_ops_, name); }
  QuoteMode double_quotes() const {
    if (const std::atomic<int>* local = r_.local_double_quotes_) {
      int mode = local->load(std::memory_order_relaxed);
      if (mode >= 0) return static_cast<QuoteMode>(mode);
    }
    return rt_.flags().double_quotes.load(std::memory_order_relaxed);
  }
  Cell build_compound(Atom name, const std::vector<Cell>& args);

  Reader& r_;
  Runtime& rt_;
  Store& s_;
  std::unordered_map<std::string, std::size_t> index_;
};

Token& Reader::Parser::peek(std::size_t k) {
  auto& la = r_.lookahead_;
  while (la.size() <= k) {
    // Never read beyond the end of this clause: the next one may have
    // errors of its own, reported when it is read.
    if (!la.empty() && (la.back().kind == TokKind::End || la.back().kind == TokKind::Eof)) return la.back();
    la.push_back(r_.lexer_.next());
  }
  return la[k];
}

Token Reader::Parser::take() {
  peek();
  Token t = std::move(r_.lookahead_.front());
  r_.lookahead_.pop_front();
  return t;
}

bool Reader::Parser::is_term_end(const Token& t) const {
  if (t.kind == TokKind::End || t.kind == TokKind::Eof) return true;
  if (t.kind != TokKind::Punct) return false;
  return t.punct == ')' || t.punct == ']' || t.punct == '}' || t.punct == ',' || t.punct == '|';
}

bool Reader::Parser::functional_paren_follows(std::size_t k) {
  const Token& t = peek(k);
  return t.kind == TokKind::Punct && t.punct == '(' && !t.layout_before;
}

Cell Reader::Parser::variable(const std::string& name) {
  if (name == "_") {
    Cell v = s_.new_var();
    all_vars_.push_back(v);
    return v;
  }
  auto it = index_.find(name);
  if (it != index_.end()) {
    ++named_[it->second].count;
    return named_[it->second].cell;
  }
  Cell v = s_.new_var();
  index_.emplace(name, named_.size());
  named_.push_back(Var{name, v, 1});
  all_vars_.push_back(v);
  return v;
}

Cell Reader::Parser::text_term(const std::string& text, QuoteMode mode) {
  switch (mode) {
    case QuoteMode::String:
      return make_string(s_, text);
    case QuoteMode::Atom:
      return make_atom(rt_.intern(text));
    case QuoteMode::Chars:
    case QuoteMode::Codes:
    case QuoteMode::SymbolChar: {
      std::vector<Cell> items;
      for (std::size_t i = 0, len = 0; i < text.size(); i += len) {
        char32_t c = utf8_decode(text, i, &len);
        items.push_back(mode == QuoteMode::Chars ? make_atom(rt_.intern(std::string_view(text).substr(i, len)))
                                                 : make_small_int(static_cast<std::int64_t>(c)));
      }
      return make_list(s_, items.data(), items.size(), make_atom(atoms::nil));
    }
  }
  return make_string(s_, text);
}

Cell Reader::Parser::build_compound(Atom name, const std::vector<Cell>& args) {
  // '[|]'(H, T) is the list cell itself.
  if (name == atoms::list_functor && args.size() == 2) return make_cons(s_, args[0], args[1]);
  return make_compound(s_, rt_.functor(name, static_cast<unsigned>(args.size())), args.data());
}

Cell Reader::Parser::parse(bool end_optional) {
  std::vector<Frame> stack;
  stack.emplace_back(FrameKind::Top, 1200, kPlain);

  enum class State { Start, Continue, Return } state = State::Start;
  unsigned maxprec = 1200, mode = kPlain;
  Cell term = 0;
  unsigned prec = 0;

  for (;;) {
    if (state == State::Start) {
      Token& t = peek();
      switch (t.kind) {
        case TokKind::Number:
          term = take().value;
          prec = 0;
          state = State::Continue;
          continue;
        case TokKind::Var:
          term = variable(take().text);
          prec = 0;
          state = State::Continue;
          continue;
        case TokKind::String:
          term = text_term(take().text, double_quotes());
          prec = 0;
          state = State::Continue;
          continue;
        case TokKind::BackQuote:
          term = text_term(take().text, rt_.flags().back_quotes.load(std::memory_order_relaxed));
          prec = 0;
          state = State::Continue;
          continue;
        case TokKind::End:
        case TokKind::Eof:
          if (t.kind == TokKind::Eof) syntax("end_of_file", t);
          syntax(stack.back().kind == FrameKind::Infix ? "operator_balance" : "cannot_start_term", t);
        case TokKind::Punct:
          break;
        case TokKind::Name:
          break;
      }
      Atom name = nullptr;
      bool quoted = false;
      if (t.kind == TokKind::Punct) {
        char p = t.punct;
        if (p == '(') {
          take();
          stack.emplace_back(FrameKind::Paren, maxprec, mode);
          maxprec = 1200;
          mode = kPlain;
          continue;
        }
        if (p == '[' || p == '{') {
          char close = p == '[' ? ']' : '}';
          const Token& n = peek(1);
          if (n.kind == TokKind::Punct && n.punct == close) {
            take();
            take();
            name = p == '[' ? atoms::nil : atoms::curly;
          } else {
            take();
            stack.emplace_back(p == '[' ? FrameKind::List : FrameKind::Curly, maxprec, mode);
            maxprec = 1200;
            mode = p == '[' ? kList : kPlain;
            continue;
          }
        } else if (p == ',') {
          syntax("quoted_punctuation", t);  // SWI's name for a misplaced comma
        } else {
          syntax(stack.back().kind == FrameKind::Infix ? "operator_balance" : "cannot_start_term", t);
        }
      } else {
        Token nt = take();
        quoted = nt.quoted;
        name = rt_.intern(nt.text);
      }
      // A name (or [] / {}): compound, negative number, prefix operator or atom.
      if (functional_paren_follows(0)) {
        take();
        stack.emplace_back(FrameKind::Args, maxprec, mode, name);
        maxprec = 1200;
        mode = kArg;
        continue;
      }
      if (!quoted && name == atoms::minus && peek().kind == TokKind::Number && !peek().layout_before) {
        term = negate_number(s_, take().value);
        prec = 0;
        state = State::Continue;
        continue;
      }
      OpDef pre = quoted ? OpDef{} : op_info(name).prefix;
      if (pre.priority != 0) {
        // The operator is an atom when no operand can follow: a closing
        // token, or an infix/postfix operator that is not also prefix.
        const Token& n = peek();
        bool as_atom = is_term_end(n);
        prec = 0;
        if (!as_atom && n.kind == TokKind::Name && !n.quoted) {
          Atom na = rt_.intern(n.text);
          OpInfo ni = op_info(na);
          if ((ni.infix.priority != 0 || ni.postfix.priority != 0) && ni.prefix.priority == 0 &&
              !functional_paren_follows(1)) {
            // As the left operand of an infix operator, the atom keeps its
            // priority (SWI: "- = a" reads, "\+ = a" does not).
            as_atom = true;
            prec = pre.priority;
          }
        }
        if (!as_atom) {
          if (pre.priority > maxprec) syntax("operator_clash", n);
          stack.emplace_back(FrameKind::Prefix, maxprec, mode, name, pre.priority);
          maxprec = right_max(pre);
          continue;
        }
      }
      if (pre.priority == 0) prec = 0;
      term = make_atom(name);
      state = State::Continue;
      continue;
    }

    if (state == State::Continue) {
      Token& t = peek();
      OpDef inf, post;
      Atom name = nullptr;
      if (t.kind == TokKind::Name && !t.quoted) {
        name = rt_.intern(t.text);
        OpInfo info = op_info(name);
        inf = info.infix;
        post = info.postfix;
      } else if (t.kind == TokKind::Punct && t.punct == ',' && (mode & (kArg | kList)) == 0) {
        name = atoms::comma;
        inf = OpDef{1000, OpType::XFY};
      } else if (t.kind == TokKind::Punct && t.punct == '|' && (mode & kList) == 0) {
        name = atoms::bar;
        inf = op_info(atoms::bar).infix;
      }
      if (inf.priority != 0 && inf.priority <= maxprec) {
        // An infix operator whose left side has too high a priority may
        // still be a postfix one; otherwise the priorities clash.
        if (prec <= left_max(inf)) {
          take();
          stack.emplace_back(FrameKind::Infix, maxprec, mode, name, inf.priority, term);
          maxprec = right_max(inf);
          state = State::Start;
          continue;
        }
        if (!(post.priority != 0 && post.priority <= maxprec && prec <= left_max(post)))
          syntax("operator_clash", t);
      }
      if (post.priority != 0 && post.priority <= maxprec) {
        if (prec > left_max(post)) syntax("operator_clash", t);
        take();
        term = make_compound(s_, rt_.functor(name, 1), {term});
        prec = post.priority;
        continue;
      }
      state = State::Return;
      continue;
    }

    // State::Return: `term` (priority `prec`) completes the top frame's subterm.
    Frame& f = stack.back();
    Token& t = peek();
    auto is_punct = [&](char c) { return t.kind == TokKind::Punct && t.punct == c; };
    auto unexpected = [&]() -> void {
      if (t.kind == TokKind::Eof) syntax("end_of_file", t);
      syntax("operator_expected", t);
    };
    switch (f.kind) {
      case FrameKind::Top:
        if (t.kind == TokKind::End || (end_optional && t.kind == TokKind::Eof)) {
          take();
          return term;
        }
        if (t.kind == TokKind::Punct && (t.punct == ')' || t.punct == ']' || t.punct == '}' || t.punct == '|'))
          syntax("cannot_start_term", t);
        unexpected();
        break;
      case FrameKind::Paren:
      case FrameKind::Curly: {
        if (!is_punct(f.kind == FrameKind::Paren ? ')' : '}')) unexpected();
        take();
        if (f.kind == FrameKind::Curly) term = make_compound(s_, functors::curly1, {term});
        prec = 0;
        break;
      }
      case FrameKind::Args:
        if (is_punct(',')) {
          take();
          f.items.push_back(term);
          state = State::Start;
          maxprec = 1200;
          mode = kArg;
          continue;
        }
        if (!is_punct(')')) unexpected();
        take();
        f.items.push_back(term);
        term = build_compound(f.name, f.items);
        prec = 0;
        break;
      case FrameKind::List:
        if (is_punct(',') || is_punct('|')) {
          if (is_punct('|')) f.kind = FrameKind::ListTail;
          take();
          f.items.push_back(term);
          state = State::Start;
          maxprec = 1200;
          mode = kList;
          continue;
        }
        if (!is_punct(']')) unexpected();
        take();
        f.items.push_back(term);
        term = make_list(s_, f.items.data(), f.items.size(), make_atom(atoms::nil));
        prec = 0;
        break;
      case FrameKind::ListTail:
        if (!is_punct(']')) {
          if (t.kind == TokKind::Eof) syntax("end_of_file", t);
          syntax("list_rest", t);
        }
        take();
        term = make_list(s_, f.items.data(), f.items.size(), term);
        prec = 0;
        break;
      case FrameKind::Prefix:
        term = make_compound(s_, rt_.functor(f.name, 1), {term});
        prec = f.prec;
        break;
      case FrameKind::Infix:
        term = make_compound(s_, rt_.functor(f.name, 2), {f.left, term});
        prec = f.prec;
        break;
    }
    maxprec = f.maxprec;
    mode = f.mode;
    stack.pop_back();
    state = State::Continue;
  }
}

// ---------------------------------------------------------------------------

Reader::Reader(Runtime& rt, Store& s, std::string_view utf8_text, std::string source_name)
    : rt_(rt), store_(s), source_name_(std::move(source_name)), lexer_(s, utf8_text) {}

Reader::~Reader() = default;

SourcePos Reader::position() const {
  return lookahead_.empty() ? lexer_.position() : lookahead_.front().start;
}

bool Reader::next(ReadResult& out) {
  out = ReadResult{};
  const Flags& flags = rt_.flags();
  lexer_.set_backquote_symbol(flags.back_quotes.load(std::memory_order_relaxed) == QuoteMode::SymbolChar);
  lexer_.set_digit_groups(flags.digit_groups.load(std::memory_order_relaxed));
  if (flags.char_conversion.load(std::memory_order_relaxed)) {
    std::lock_guard<std::mutex> lock(flags.char_conversion_mutex);
    lexer_.set_char_conversion(flags.char_conversions);
  } else {
    lexer_.set_char_conversion({});
  }
  Parser p(*this);
  try {
    const Token& first = [&]() -> const Token& {
      if (lookahead_.empty()) lookahead_.push_back(lexer_.next());
      return lookahead_.front();
    }();
    out.start = first.start;
    if (first.kind == TokKind::Eof) {
      out.term = make_atom(atoms::end_of_file);
      return false;
    }
    out.term = p.parse(end_optional_);
  } catch (const SyntaxError& e) {
    // Resynchronise: drop everything up to and including the next end token.
    bool done = false;
    while (!lookahead_.empty() && !done) {
      TokKind k = lookahead_.front().kind;
      lookahead_.pop_front();
      done = k == TokKind::End || k == TokKind::Eof;
    }
    lookahead_.clear();
    while (!done) {
      std::size_t before = lexer_.byte_index();
      try {
        TokKind k = lexer_.next().kind;
        done = k == TokKind::End || k == TokKind::Eof;
      } catch (const SyntaxError&) {
        if (lexer_.byte_index() == before) lexer_.skip_char();
      }
    }
    Cell what = make_atom(rt_.intern(e.what));
    if (e.has_arg) what = make_compound(store_, rt_.functor(rt_.intern(e.what), 1), {make_atom(rt_.intern(e.arg))});
    Cell where = make_compound(store_, functors::file4,
                               {make_atom(rt_.intern(source_name_)), make_integer(store_, e.pos.line),
                                make_integer(store_, static_cast<std::int64_t>(e.pos.column) - 1),
                                make_integer(store_, static_cast<std::int64_t>(e.pos.offset))});
    throw PrologError(make_compound(store_, functors::error2,
                                    {make_compound(store_, functors::syntax_error1, {what}), where}));
  }
  for (const auto& v : p.named_) {
    out.variable_names.emplace_back(v.name, v.cell);
    if (v.count == 1) out.singletons.emplace_back(v.name, v.cell);
  }
  out.variables = std::move(p.all_vars_);
  return true;
}

Cell parse_term(Runtime& rt, Store& s, std::string_view text,
                std::vector<std::pair<std::string, Cell>>* variable_names, bool rest_ignored, const OpTable* local_ops,
                const std::atomic<int>* local_double_quotes) {
  ReadResult res = parse_term_result(rt, s, text, rest_ignored, local_ops, local_double_quotes);
  if (variable_names) *variable_names = std::move(res.variable_names);
  return res.term;
}

ReadResult parse_term_result(Runtime& rt, Store& s, std::string_view text, bool rest_ignored,
                             const OpTable* local_ops, const std::atomic<int>* local_double_quotes) {
  Reader r(rt, s, text, "user");
  r.set_end_optional(true);
  r.set_local_ops(local_ops);
  r.set_local_double_quotes(local_double_quotes);
  ReadResult res;
  if (!r.next(res)) {
    // Only layout and comments: the text builtins (rest_ignored) give
    // end_of_file, as SWI-Prolog's reader does at the end of its input;
    // a query or a goal of the command line must be a term.
    if (rest_ignored) return res;
    Cell where = make_compound(s, functors::file4,
                               {make_atom(rt.intern("user")), make_integer(s, res.start.line),
                                make_integer(s, static_cast<std::int64_t>(res.start.column) - 1),
                                make_integer(s, static_cast<std::int64_t>(res.start.offset))});
    throw PrologError(make_compound(
        s, functors::error2,
        {make_compound(s, functors::syntax_error1, {make_atom(rt.intern("end_of_file"))}), where}));
  }
  if (rest_ignored) return res;
  ReadResult rest;
  SourcePos after = r.position();
  bool more = false;
  try {
    more = r.next(rest);
  } catch (const PrologError&) {
    more = true;
  }
  if (more) {
    Cell where = make_compound(s, functors::file4,
                               {make_atom(rt.intern("user")), make_integer(s, after.line),
                                make_integer(s, static_cast<std::int64_t>(after.column) - 1),
                                make_integer(s, static_cast<std::int64_t>(after.offset))});
    throw PrologError(make_compound(
        s, functors::error2,
        {make_compound(s, functors::syntax_error1, {make_atom(rt.intern("end_of_clause_expected"))}), where}));
  }
  return res;
}

bool read_number_text(Store& s, std::string_view text, Cell* out) {
  bool negative = !text.empty() && text[0] == '-';
  if (!text.empty() && (text[0] == '-' || text[0] == '+')) text.remove_prefix(1);
  // A digit first (ASCII or another script's): the lexer would skip layout
  // and comments before a token.
  if (text.empty()) return false;
  std::size_t len;
  char32_t first = utf8_decode(text, 0, &len);
  if (!(first >= '0' && first <= '9') && !(first >= 0x80 && unicode_decimal_zero(first))) return false;
  try {
    Lexer lexer(s, text);
    Token t = lexer.next();
    if (t.kind != TokKind::Number || !lexer.at_eof()) return false;
    *out = negative ? negate_number(s, t.value) : t.value;
    return true;
  } catch (const SyntaxError&) {
    return false;
  }
}

}  // namespace kea
