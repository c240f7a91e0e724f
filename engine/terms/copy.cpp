// How variables are renamed: each variable of t met for the first time is
// bound (trailed) to its fresh copy, so meeting it again dereferences to a
// variable above `start`, the heap top when the copy began: a variable there
// is a copy already. Every such binding is undone before returning (by a
// guard, so also when the heap runs out).
#include "engine/terms/copy.hpp"

#include <utility>
#include <vector>

#include "engine/symbols.hpp"
#include "engine/terms/term_walk.hpp"
#include "engine/terms/termops_util.hpp"

namespace kea {

using termops::CompoundView;
using termops::view_compound;

namespace {

// The copier binds source variables to their copies while it works; every
// such binding is trailed (whatever the variable's age) and taken back.
struct UndoGuard {
  Store& s;
  std::size_t trail_mark;
  Store::TrailAll all{s};
  ~UndoGuard() { s.undo_bindings(trail_mark); }
};

}  // namespace

namespace {

Cell copy_impl(Store& s, Cell t, bool share_ground, bool attrs) {
  t = deref(t);
  if (share_ground && is_ground(t)) return t;

  const Cell* start = s.heap_top();
  UndoGuard guard{s, s.trail_size()};
  Cell result = 0;
  // Brent's check along a chain (see termops_util.hpp), remembering the copy
  // of its checkpoint: a chain that comes back to the checkpoint is closed
  // onto that copy, which is what makes the copy of a cycle a cycle.
  struct Chain {
    Cell mark = 0, mark_copy = 0;
    std::size_t power = 1, lam = 0;
    void step(Cell src, Cell copy) {
      if (++lam >= power) {
        mark = src;
        mark_copy = copy;
        power *= 2;
        lam = 0;
      }
    }
  };
  struct Todo {
    Cell src;
    Cell* dst;
    bool descent;  // a non-last argument (or the root): starts a chain
    Chain chain;   // for a last argument: the chain it continues
  };
  std::vector<Todo> todo{{t, &result, true, {}}};
  termops::FlatTable<Cell, Cell> copies;  // source compound -> copy, for descents past the budget
  std::size_t descents = 0;

  while (!todo.empty()) {
    Todo item = todo.back();
    todo.pop_back();
    Cell src = deref(item.src);
    Cell* dst = item.dst;
    if (is_var(src)) {
      if (cell_ptr(src) >= start) {
        *dst = src;  // a copy made earlier
      } else {
        if (attrs && s.has_attributes(src)) {
          // Its copy is attributed too; the attributes are copied with the
          // rest, so variables they share with t stay shared.
          Cell v = s.new_attvar(make_atom(atoms::nil));
          *dst = v;
          s.bind(src, v);
          todo.push_back({cell_ptr(src)[1], cell_ptr(v) + 1, true, {}});
          continue;
        }
        // The new variable lives in its destination cell when that is on the heap.
        Cell v = s.on_heap(dst) ? make_ref(dst) : s.new_var();
        *dst = v;
        s.bind(src, v);
      }
      continue;
    }
    if (!is_compound(src)) {
      *dst = src;
      continue;
    }
    Chain chain = item.descent ? Chain{} : item.chain;
    if (src == chain.mark) {
      *dst = chain.mark_copy;
      continue;
    }
    bool recording = false;
    if (item.descent) {
      recording = descents >= termops::kCycleBudget;
      if (!recording) {
        ++descents;
      } else if (Cell* done = copies.find(src)) {
        *dst = *done;
        continue;
      }
    }
    CompoundView v = view_compound(src);
    unsigned n = v.arity();
    Cell copy;
    Cell* args;
    if (is_list(src)) {
      args = s.alloc(2);
      copy = make_list(args);
    } else {
      Cell* p = s.alloc(1 + n);
      p[0] = make_functor_cell(v.functor);
      args = p + 1;
      copy = make_str(p);
    }
    // Keep the heap well formed should a later allocation throw.
    for (unsigned i = 0; i < n; ++i) args[i] = make_small_int(0);
    if (recording) copies.insert(src, copy);
    *dst = copy;
    chain.step(src, copy);
    for (unsigned i = n; i-- > 0;) {  // pushed right to left: copied left to right
      bool last = i + 1 == n;
      todo.push_back({v.args[i], args + i, !last, last ? chain : Chain{}});
    }
  }
  return result;
}

}  // namespace

Cell copy_term(Store& s, Cell t) { return copy_impl(s, t, true, false); }
Cell copy_term_attributed(Store& s, Cell t) { return copy_impl(s, t, true, s.attvar_count() != 0); }
Cell copy_term_detached(Store& s, Cell t) { return copy_impl(s, t, false, false); }

}  // namespace kea
