// Builtins behind the control predicates of library/boot: throw/1, the
// findall/3 bag primitives, portray_clause/1,2.
#include <algorithm>
#include <string>

#include "engine/builtins/registry.hpp"
#include "engine/io/stream_arg.hpp"
#include "engine/wam/dbutil.hpp"
#include "engine/messages.hpp"
#include "engine/terms/record.hpp"
#include "engine/terms/termops.hpp"
#include "engine/syntax/writer.hpp"

namespace kea {

namespace {

// A clause body laid out as SWI-Prolog's portray_clause/1 lays it out: a
// goal per line, and the branches of a disjunction or if-then-else in a
// bracketed block, `(   `, `->  `, `*-> `, `;   ` and `)` aligned at the
// block's column, each branch indented by four. `out` is at column `col`.
void layout_goal(const Runtime& rt, std::string& out, Cell g, std::size_t col, WriteOptions& opt);

void layout_branches(const Runtime& rt, std::string& out, Cell g, std::size_t col, WriteOptions& opt) {
  const std::string pad = "\n" + std::string(col, ' ');
  for (;;) {
    g = deref(g);
    Cell branch = g, rest = 0;
    if (is_str(g) && functor_of(g) == functors::semicolon2) {
      branch = deref(arg(g, 0));
      rest = arg(g, 1);
    }
    if (is_str(branch) && (functor_of(branch) == functors::arrow2 || functor_of(branch) == functors::soft_arrow2)) {
      layout_goal(rt, out, arg(branch, 0), col + 4, opt);
      out += pad + (functor_of(branch) == functors::arrow2 ? "->  " : "*-> ");
      layout_goal(rt, out, arg(branch, 1), col + 4, opt);
    } else {
      layout_goal(rt, out, branch, col + 4, opt);
    }
    if (!rest) return;
    out += pad + ";   ";
    g = rest;
  }
}

void layout_goal(const Runtime& rt, std::string& out, Cell g, std::size_t col, WriteOptions& opt) {
  g = deref(g);
  if (is_str(g) && functor_of(g) == functors::comma2) {
    layout_goal(rt, out, arg(g, 0), col, opt);
    out += ",\n" + std::string(col, ' ');
    layout_goal(rt, out, arg(g, 1), col, opt);
    return;
  }
  if (is_str(g) && (functor_of(g) == functors::semicolon2 || functor_of(g) == functors::arrow2 ||
                    functor_of(g) == functors::soft_arrow2)) {
    out += "(   ";
    layout_branches(rt, out, g, col, opt);
    out += "\n" + std::string(col, ' ') + ")";
    return;
  }
  if (is_str(g) && functor_of(g) == functors::not_provable1) {
    Cell inner = deref(arg(g, 0));
    if (is_str(inner) && functor_of(inner) == functors::comma2) {
      out += "\\+ ( ";
      layout_goal(rt, out, inner, col + 5, opt);
      out += "\n" + std::string(col + 3, ' ') + ")";
    } else {
      out += "\\+ ";
      layout_goal(rt, out, inner, col + 3, opt);
    }
    return;
  }
  write_term(rt, out, g, opt);
}

}  // namespace

std::string portray_clause_text(Machine& m, Cell clause) {
  Store& s = m.store();
  Runtime& rt = m.runtime();
  Store::Mark mark = s.mark();
  std::string out;
  {
    Store::TrailAll all(s);
    // As SWI-Prolog 9 lists clauses: a variable that occurs once is _, the
    // others A, B, ... in order; a space after each argument's comma.
    std::vector<Cell> vars, once;
    term_variables(s, clause, vars);
    term_singletons(clause, once);
    Functor var_f = functors::var1;
    std::int64_t n = 0;
    for (Cell v : vars) {
      bool single = std::find(once.begin(), once.end(), deref(v)) != once.end();
      s.bind(deref(v), make_compound(s, var_f, {single ? make_atom(rt.intern("_")) : make_small_int(n++)}));
    }
    WriteOptions opt = writeq_options();
    opt.spacing_next_argument = true;
    opt.escapes_unicode = true;  // SWI-Prolog's portray_clause/1 and listing/1 write 'a\u0001'
    Cell head = clause, body = make_atom(atoms::true_);
    Cell c = deref(clause);
    if (is_str(c) && functor_of(c) == functors::neck2) {
      head = arg(c, 0);
      body = deref(arg(c, 1));
    }
    opt.priority = 1199;
    write_term(rt, out, head, opt);
    if (!(is_atom(body) && atom_of(body) == atoms::true_)) {
      out += " :-\n    ";
      opt.priority = 999;
      layout_goal(rt, out, body, 4, opt);
    }
    out += ".\n";
    s.undo_bindings(mark.trail);
  }
  s.undo(mark);
  return out;
}

namespace {

bool bi_throw(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell ball = must_be_bound(s, a[0]);
  throw PrologError(copy_term_attributed(s, ball));
}

// '$findall_push'(-Bag): a new bag on the machine's bag stack.
bool bi_findall_push(Machine& m, const Cell* a) {
  auto& bags = m.bags();
  bags.emplace_back();
  return unify_terms(m, a[0], make_small_int(static_cast<std::int64_t>(bags.size() - 1)));
}

std::size_t bag_index(Machine& m, Cell c) {
  c = deref(c);
  std::size_t i = static_cast<std::size_t>(small_int_of(c));
  if (!is_small_int(c) || i >= m.bags().size()) throw_existence_error(m.store(), atoms::findall, c);
  return i;
}

// '$findall_add'(+Bag, +Term): a copy of Term, kept off the heap.
bool bi_findall_add(Machine& m, const Cell* a) {
  Machine::Bag& bag = m.bags()[bag_index(m, a[0])];
  std::vector<Cell> cells;
  Cell root = freeze_term(m.store(), a[1], cells, true);
  bag.items.push_back({root, bag.cells.size()});
  bag.cells.insert(bag.cells.end(), cells.begin(), cells.end());
  return true;
}

// The terms of bag i, as a list on the heap ending in tail.
Cell bag_list(Machine& m, std::size_t i, Cell tail) {
  Store& s = m.store();
  Machine::Bag& bag = m.bags()[i];
  std::vector<Cell> items;
  items.reserve(bag.items.size());
  for (std::size_t k = 0; k < bag.items.size(); ++k) {
    std::size_t start = bag.items[k].second;
    std::size_t end = k + 1 < bag.items.size() ? bag.items[k + 1].second : bag.cells.size();
    // Relocatable cells are offsets from their own start.
    items.push_back(thaw_term(s, bag.items[k].first, bag.cells.data() + start, end - start));
  }
  return make_list(s, items.data(), items.size(), tail);
}

// '$findall_pop'(+Bag, -List): the bag's terms; drops it (and any bag left
// above it by a goal that raised an exception).
bool bi_findall_pop(Machine& m, const Cell* a) {
  std::size_t i = bag_index(m, a[0]);
  Cell list = bag_list(m, i, make_atom(atoms::nil));
  m.bags().resize(i);
  return unify_terms(m, a[1], list);
}

// '$findall_take'(+Bag, -List, ?Tail): the bag's terms so far, ending in
// Tail; the bag stays, emptied (findnsols/5 takes its chunks so).
bool bi_findall_take(Machine& m, const Cell* a) {
  std::size_t i = bag_index(m, a[0]);
  Cell list = bag_list(m, i, a[2]);
  m.bags()[i] = Machine::Bag{};
  return unify_terms(m, a[1], list);
}

// '$findall_drop'(+Bag): drops the bag, and any above it, if it is still
// there: findnsols/5's clean-up, which may run after an enclosing
// findnsols/5 has dropped its own bag and this one with it.
bool bi_findall_drop(Machine& m, const Cell* a) {
  const Cell c = deref(a[0]);
  if (is_small_int(c) && small_int_of(c) >= 0 && static_cast<std::size_t>(small_int_of(c)) < m.bags().size())
    m.bags().resize(static_cast<std::size_t>(small_int_of(c)));
  return true;
}

bool bi_portray_clause(Machine& m, const Cell* a) {
  stream_write(*current_output_checked(m, IoKind::Text), portray_clause_text(m, a[0]));
  return true;
}

// portray_clause(+Stream, +Clause).
bool bi_portray_clause2(Machine& m, const Cell* a) {
  std::string text = portray_clause_text(m, a[1]);
  stream_write(*output_stream(m, a[0], IoKind::Text), text);
  return true;
}

// '$message_text'(+Message, -Text): the words Kea prints for a message
// term that no hook translated (library/boot/messages.pl): an error term
// in the top-level's words, anything else as "Unknown message: ...". Lines
// are separated by newlines.
bool bi_message_text(Machine& m, const Cell* a) {
  std::string text = error_message(m.runtime(), a[0], false);
  return unify_terms(m, a[1], make_string(m.store(), text));
}

constexpr BuiltinDef kControlBuiltins[] = {
    {"$message_text", 2, false, bi_message_text},
    {"throw", 1, true, bi_throw},
    {"$findall_push", 1, false, bi_findall_push},
    {"$findall_add", 2, false, bi_findall_add},
    {"$findall_pop", 2, false, bi_findall_pop},
    {"$findall_take", 3, false, bi_findall_take},
    {"$findall_drop", 1, false, bi_findall_drop},
    {"portray_clause", 1, false, bi_portray_clause},
    {"portray_clause", 2, false, bi_portray_clause2},
};

}  // namespace

std::span<const BuiltinDef> control_builtins() { return kControlBuiltins; }

}  // namespace kea
