// The evaluator: a post-order walk of the expression with an explicit work
// stack (tasks) and value stack (Numbers), so the C++ stack depth does not
// depend on the expression's depth. Functions run on the top `arity` values
// in place.
#include <algorithm>
#include <vector>

#include "engine/arith/arith.hpp"
#include "engine/utf8.hpp"
#include "engine/arith/functions.hpp"
#include "engine/runtime.hpp"
#include "engine/terms/store.hpp"

namespace kea {

namespace {

struct Task {
  Cell term;             // to evaluate, when op is null
  const Evaluable* op;   // to apply to the top op->arity values
};

// A cyclic expression would grow the work stack forever. The pending op
// tasks are exactly the compounds on the path from the root to the current
// node, and a path repeats a node only in a cyclic term; so whenever the work
// stack doubles past this size, look for a repeated node on the path.
constexpr std::size_t kCycleCheckDepth = std::size_t{1} << 16;

bool path_repeats(const std::vector<Task>& work) {
  std::vector<Cell> path;
  for (const Task& t : work)
    if (t.op != nullptr) path.push_back(t.term);
  std::sort(path.begin(), path.end());
  return std::adjacent_find(path.begin(), path.end()) != path.end();
}

[[noreturn]] void not_one_char(EvalCtx& cx, Cell culprit) {
  // SWI-Prolog's exact error for "ab", [a,b], "" ...
  throw_error(cx.s, make_compound(cx.s, functors::type_error2, {make_atom(atoms::nil), culprit}),
              ErrorContext{cx.caller.predicate, "\"x\" must hold one character"});
}

// [X] and "x" evaluate to the character code (SWI).
long char_code_of(EvalCtx& cx, Cell list) {
  Cell tail = deref(list_tail(list));
  if (!(is_atom(tail) && atom_of(tail) == atoms::nil)) not_one_char(cx, list);
  Cell h = deref(list_head(list));
  if (is_var(h)) throw_instantiation_error(cx.s, cx.caller);
  if (is_small_int(h) && is_code_point(small_int_of(h))) return small_int_of(h);
  if (is_atom(h)) {
    long cp = utf8_single(atom_of(h)->view());
    if (cp >= 0) return cp;
  }
  throw_type_error(cx.s, atoms::character, h, cx.caller);
}

[[noreturn]] void not_evaluable(EvalCtx& cx, Atom name, unsigned arity) {
  // `[]` is reported as itself, not as []/0 (SWI).
  Cell culprit = name == atoms::nil
                     ? make_atom(name)
                     : predicate_indicator(cx.s, name, arity);
  throw_type_error(cx.s, atoms::evaluable, culprit, cx.caller);
}

}  // namespace

Number eval_number(Runtime& rt, Store& s, Cell expr, ErrorContext ctx) {
  EvalCtx cx{rt, s, ctx};
  // Reused per thread: evaluation never re-enters itself (no user functions).
  thread_local std::vector<Task> work;
  thread_local std::vector<Number> vals;
  work.clear();
  vals.clear();
  std::size_t next_cycle_check = kCycleCheckDepth;
  work.push_back({expr, nullptr});
  while (!work.empty()) {
    Task t = work.back();
    work.pop_back();
    if (t.op != nullptr) {
      unsigned n = t.op->arity;
      t.op->fn(cx, *t.op, &vals[vals.size() - n]);
      for (unsigned i = 1; i < n; ++i) vals.pop_back();
      continue;
    }
    Cell c = deref(t.term);
    switch (tag_of(c)) {
      case Tag::Int:
        vals.emplace_back(small_int_of(c));
        break;
      case Tag::Box:
        if (is_string(c)) {
          long cp = utf8_single(string_of(c));
          if (cp < 0) not_one_char(cx, c);
          vals.emplace_back(static_cast<std::int64_t>(cp));
        } else {
          vals.push_back(number_of(c));
        }
        break;
      case Tag::Atom: {
        const Evaluable* op = find_evaluable(atom_of(c));
        if (op == nullptr) not_evaluable(cx, atom_of(c), 0);
        vals.emplace_back();
        op->fn(cx, *op, &vals.back());
        break;
      }
      case Tag::List:
        vals.emplace_back(static_cast<std::int64_t>(char_code_of(cx, c)));
        break;
      case Tag::Str: {
        Functor f = functor_of(c);
        const Evaluable* op = find_evaluable(f);
        if (op == nullptr) not_evaluable(cx, f->name, f->arity);
        const Cell* args = args_of(c);
        unsigned n = op->arity;
        // Leaves first: when every argument is a small int, apply at once.
        unsigned i = 0;
        while (i < n && is_small_int(deref(args[i]))) ++i;
        if (i == n) {
          for (i = 0; i < n; ++i) vals.emplace_back(small_int_of(deref(args[i])));
          op->fn(cx, *op, &vals[vals.size() - n]);
          for (i = 1; i < n; ++i) vals.pop_back();
          break;
        }
        work.push_back({c, op});
        for (i = n; i-- > 0;) work.push_back({args[i], nullptr});
        if (work.size() > next_cycle_check) {
          if (path_repeats(work))
            throw_error(s, make_compound(s, functors::type_error2, {make_atom(atoms::expression), expr}),
                        ErrorContext{ctx.predicate, "cyclic term"});
          next_cycle_check *= 2;
        }
        break;
      }
      case Tag::Ref:
        throw_instantiation_error(s, ctx);
      default:  // FUNCTOR/HEADER cells are never term references
        throw_type_error(s, atoms::evaluable, c, ctx);
    }
  }
  Number result = std::move(vals.back());
  vals.clear();
  if (work.capacity() > kCycleCheckDepth) work = std::vector<Task>();  // give back a deep walk's memory
  return result;
}

Cell eval(Runtime& rt, Store& s, Cell expr, ErrorContext ctx) {
  Cell c = deref(expr);
  if (is_number(c)) return c;  // already a number: no copy
  return make_number(s, eval_number(rt, s, c, ctx));
}

Cell eval(Runtime& rt, Store& s, Cell expr) { return eval(rt, s, expr, ErrorContext{functors::is2, {}}); }

}  // namespace kea
