// Variant check for the fuzz targets: structural equality with variables
// matched by position; floats by bits. Iterative (inputs may nest deeply).
#pragma once

#include <cstring>
#include <unordered_map>
#include <utility>
#include <vector>

#include "engine/term.hpp"

namespace kea::fuzz {

inline bool is_variant(Cell a, Cell b) {
  std::unordered_map<Cell, Cell> ab, ba;
  std::vector<std::pair<Cell, Cell>> todo{{a, b}};
  while (!todo.empty()) {
    auto [x, y] = todo.back();
    todo.pop_back();
    x = deref(x);
    y = deref(y);
    if (is_var(x) || is_var(y)) {
      if (!is_var(x) || !is_var(y)) return false;
      auto i = ab.find(x);
      auto j = ba.find(y);
      if (i == ab.end() && j == ba.end()) {
        ab.emplace(x, y);
        ba.emplace(y, x);
      } else if (i == ab.end() || j == ba.end() || i->second != y || j->second != x) {
        return false;
      }
      continue;
    }
    if (tag_of(x) != tag_of(y)) return false;
    switch (tag_of(x)) {
      case Tag::Atom:
      case Tag::Int:
        if (x != y) return false;
        break;
      case Tag::Box: {
        const Cell* px = cell_ptr(x);
        const Cell* py = cell_ptr(y);
        if (px[0] != py[0] || std::memcmp(px + 1, py + 1, header_words(px[0]) * sizeof(Cell)) != 0) return false;
        break;
      }
      case Tag::List:
        todo.push_back({list_tail(x), list_tail(y)});
        todo.push_back({list_head(x), list_head(y)});
        break;
      case Tag::Str:
        if (functor_of(x) != functor_of(y)) return false;
        for (unsigned i = arity_of(x); i-- > 0;) todo.push_back({arg(x, i), arg(y, i)});
        break;
      default:
        return false;
    }
  }
  return true;
}

}  // namespace kea::fuzz
