#include "engine/terms/term_walk.hpp"

#include <algorithm>
#include <cstdint>
#include <unordered_set>

#include "engine/terms/termops_util.hpp"

namespace kea {

using termops::ArgRun;
using termops::CompoundView;
using termops::view_compound;

namespace {

// Plain walk, with Brent's check along chains (a repeat on a chain is a
// cycle). Finishing within the budget of steps proves the term acyclic (a
// cyclic term has an infinite unfolding); Unknown sends the term to the full
// search.
enum class Acyclic { Yes, No, Unknown };
Acyclic acyclic_within_budget(Cell t) {
  constexpr std::size_t kSteps = std::size_t{1} << 22;
  constexpr std::size_t kMaxStack = 4 * termops::kCycleBudget;
  std::vector<ArgRun> stack;
  termops::ChainCheck chain;
  std::size_t steps = 0;
  t = deref(t);
  for (;;) {
    if (is_compound(t)) {
      if (chain.repeats(t)) return Acyclic::No;
      if (++steps > kSteps) return Acyclic::Unknown;
      CompoundView v = view_compound(t);
      if (v.arity() > 0) stack.push_back({v.args, v.arity(), chain});
      // Deep nesting off the chains (X = f(X, Y) grows the stack at every
      // step): leave it to the full search rather than grow a huge stack.
      if (stack.size() > kMaxStack) return Acyclic::Unknown;
    }
    if (stack.empty()) return Acyclic::Yes;
    ArgRun& run = stack.back();
    t = deref(*run.next++);
    if (--run.left == 0) {
      chain = run.chain;
      stack.pop_back();
    } else {
      chain = termops::ChainCheck{};
    }
  }
}

// Depth-first search with colours: a compound is Open while some of its
// arguments remain to be searched, Done after. Meeting an Open compound is a
// back edge, and every cycle has one. Unlike the other walks, a compound's
// frame stays on the stack until its last argument's subtree is finished
// (the path must be known), so the stack is as deep as the term; it is a
// std::vector, not the C++ stack. back_edge(c) is told the Open compound c
// met again; it returns whether to go on.
template <class BackEdge>
void search_back_edges(Cell t, BackEdge back_edge) {
  enum : char { kOpen = 1, kDone = 2 };
  struct Frame {
    Cell node;
    Cell* next;
    std::size_t left;
  };
  termops::FlatTable<Cell, char> colour;
  std::vector<Frame> stack;
  auto enter = [&](Cell c) {  // c is already coloured Open
    CompoundView v = view_compound(c);
    stack.push_back({c, v.args, v.arity()});
  };
  t = deref(t);
  if (!is_compound(t)) return;
  colour.insert(t, kOpen);
  enter(t);
  while (!stack.empty()) {
    Frame& f = stack.back();
    if (f.left == 0) {
      *colour.find(f.node) = kDone;
      stack.pop_back();
      continue;
    }
    --f.left;
    Cell c = deref(*f.next++);
    if (!is_compound(c)) continue;
    auto [state, fresh] = colour.insert(c, kOpen);
    if (fresh) {
      enter(c);
    } else if (*state == kOpen && !back_edge(c)) {
      return;
    }
  }
}

bool acyclic_full(Cell t) {
  bool acyclic = true;
  search_back_edges(t, [&](Cell) { return acyclic = false; });
  return acyclic;
}

}  // namespace

bool is_acyclic(Cell t) {
  switch (acyclic_within_budget(t)) {
    case Acyclic::Yes: return true;
    case Acyclic::No: return false;
    case Acyclic::Unknown: break;
  }
  return acyclic_full(t);
}

void cycle_targets(Cell t, std::vector<Cell>& out) {
  search_back_edges(t, [&](Cell c) {
    if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
    return true;
  });
}

ListSkeleton list_skeleton(Cell l) {
  termops::ChainCheck chain;
  std::size_t length = 0;
  for (l = deref(l); is_list(l); l = deref(list_tail(l)), ++length)
    if (chain.repeats(l)) return {l, length, true};
  return {l, length, false};
}

bool is_proper_list(Cell l) {
  ListSkeleton sk = list_skeleton(l);
  return !sk.cyclic && is_atom(sk.end) && atom_of(sk.end) == atoms::nil;
}

std::size_t term_cells(Cell t) {
  std::unordered_set<const Cell*> seen;
  std::vector<Cell> todo{t};
  std::size_t cells = 0;
  while (!todo.empty()) {
    Cell c = deref(todo.back());
    todo.pop_back();
    if (is_var(c) || is_atom(c) || is_small_int(c)) continue;
    if (!seen.insert(cell_ptr(c)).second) continue;
    if (is_box(c)) {
      cells += 1 + header_words(*cell_ptr(c));
    } else if (is_list(c)) {
      cells += 2;
      todo.push_back(list_tail(c));
      todo.push_back(list_head(c));
    } else {
      unsigned n = arity_of(c);
      cells += 1 + n;
      for (unsigned i = n; i > 0; --i) todo.push_back(arg(c, i - 1));
    }
  }
  return cells;
}

bool is_ground(Cell t) {
  return termops::walk_term(t, [](Cell c) { return !is_var(c); });
}

void term_variables(Store&, Cell t, std::vector<Cell>& out) {
  termops::FlatTable<Cell, char> seen_vars;
  termops::walk_term(t, [&](Cell c) {
    if (is_var(c) && seen_vars.insert(c, 1).second) out.push_back(c);
    return true;
  });
}

void term_singletons(Cell t, std::vector<Cell>& out) {
  termops::FlatTable<Cell, std::size_t> count;
  std::vector<Cell> order;
  termops::walk_term(t, [&](Cell c) {
    if (is_var(c)) {
      auto [n, fresh] = count.insert(c, 0);
      if (fresh) order.push_back(c);
      ++*n;
    }
    return true;
  });
  for (Cell v : order)
    if (*count.find(v) == 1) out.push_back(v);
}

}  // namespace kea
