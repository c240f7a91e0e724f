// Builtins behind the control predicates of library/boot: throw/1, the
// findall/3 bag primitives, portray_clause/1.
#include <string>

#include "engine/builtins/registry.hpp"
#include "engine/wam/dbutil.hpp"
#include "engine/messages.hpp"
#include "engine/terms/record.hpp"
#include "engine/terms/termops.hpp"
#include "engine/syntax/writer.hpp"

namespace kea {

std::string portray_clause_text(Machine& m, Cell clause) {
  Store& s = m.store();
  Runtime& rt = m.runtime();
  Store::Mark mark = s.mark();
  std::string out;
  {
    Store::TrailAll all(s);
    std::vector<Cell> vars;
    term_variables(s, clause, vars);
    Functor var_f = functors::var1;
    for (std::size_t i = 0; i < vars.size(); ++i) {
      s.bind(deref(vars[i]), make_compound(s, var_f, {make_small_int(static_cast<std::int64_t>(i))}));
    }
    WriteOptions opt = writeq_options();
    opt.spacing_next_argument = false;
    Cell head = clause, body = make_atom(atoms::true_);
    Cell c = deref(clause);
    if (is_str(c) && functor_of(c) == functors::neck2) {
      head = arg(c, 0);
      body = deref(arg(c, 1));
    }
    opt.priority = 1199;
    write_term(rt, out, head, opt);
    if (!(is_atom(body) && atom_of(body) == atoms::true_)) {
      out += " :-";
      opt.priority = 999;
      for (;;) {
        out += "\n    ";
        if (is_str(body) && functor_of(body) == functors::comma2) {
          write_term(rt, out, arg(body, 0), opt);
          out += ",";
          body = deref(arg(body, 1));
          continue;
        }
        write_term(rt, out, body, opt);
        break;
      }
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
  throw PrologError(copy_term(s, ball));
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
  Cell root = freeze_term(m.store(), a[1], cells);
  bag.items.push_back({root, bag.cells.size()});
  bag.cells.insert(bag.cells.end(), cells.begin(), cells.end());
  return true;
}

// '$findall_pop'(+Bag, -List): the bag's terms; drops it (and any bag left
// above it by a goal that raised an exception).
bool bi_findall_pop(Machine& m, const Cell* a) {
  std::size_t i = bag_index(m, a[0]);
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
  m.bags().resize(i);
  return unify_terms(m, a[1], make_list(s, items.data(), items.size(), make_atom(atoms::nil)));
}

bool bi_portray_clause(Machine& m, const Cell* a) {
  std::string text = portray_clause_text(m, a[0]);
  std::fputs(text.c_str(), m.output());
  return true;
}

// print_message(+Kind, +Message) as SWI-Prolog prints the common kinds to
// user_error: error(Formal, Context) terms in the top-level's words,
// format(Format, Args), anything else as "Unknown message". informational
// and silent messages are not printed (kea has no verbose mode).
bool bi_print_message(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell kind = must_be_bound(s, a[0]);
  Cell msg = must_be_bound(s, a[1]);
  std::string_view k = is_atom(kind) ? atom_of(kind)->view() : "";
  if (k == "silent" || k == "informational" || k == "debug" || k == "banner") return true;
  std::string text;
  if (is_str(msg) && functor_of(msg) == functors::error2) {
    text = error_message(m.runtime(), msg, false);
  } else if (is_str(msg) && functor_of(msg)->arity == 2 && functor_of(msg)->name->view() == "format") {
    Cell out = s.new_var();
    Cell call = make_compound(s, m.runtime().functor("format", 3),
                              {make_compound(s, m.runtime().functor("string", 1), {out}), arg(msg, 0), arg(msg, 1)});
    if (!run_once(m, call)) return false;
    text = string_of(deref(out));
  } else {
    text = "Unknown message: " + term_to_string(m.runtime(), msg, writeq_options());
  }
  const char* prefix = k == "error" ? "ERROR: " : k == "warning" ? "Warning: " : "";
  const StreamRef& err = m.runtime().streams().user_error();
  err->put_text(prefix + text + "\n");
  err->flush();
  return true;
}

constexpr BuiltinDef kControlBuiltins[] = {
    {"print_message", 2, false, bi_print_message},
    {"throw", 1, true, bi_throw},
    {"$findall_push", 1, false, bi_findall_push},
    {"$findall_add", 2, false, bi_findall_add},
    {"$findall_pop", 2, false, bi_findall_pop},
    {"portray_clause", 1, false, bi_portray_clause},
};

}  // namespace

std::span<const BuiltinDef> control_builtins() { return kControlBuiltins; }

}  // namespace kea
