#include "engine/terms/record.hpp"

#include <gc/gc.h>

#include <cstring>
#include <new>
#include <unordered_map>

#include "engine/errors.hpp"
#include "engine/terms/term_walk.hpp"

namespace kea {
namespace {

// A relocatable pointer: offset (in bytes) from the record start, same tag.
inline Cell rel(std::size_t index, Tag t) { return (static_cast<Cell>(index) << kTagBits) * 1 | static_cast<Cell>(t); }
inline bool is_pointer_tag(Tag t) { return t == Tag::Ref || t == Tag::Str || t == Tag::List || t == Tag::Box; }

}  // namespace

Cell freeze_term(Store& s, Cell t, std::vector<Cell>& out, bool attributes) {
  t = deref(t);
  if (is_atom(t) || is_small_int(t)) return t;
  attributes = attributes && s.attvar_count() != 0;
  // A cyclic term is frozen with its compounds shared (which closes the
  // cycles); an acyclic one without the bookkeeping.
  bool share = is_compound(t) && !is_acyclic(t);
  std::unordered_map<const Cell*, std::size_t> compounds;

  std::unordered_map<const Cell*, std::size_t> vars;  // source variable -> its cell in `out`
  // Work list: (index of the cell in `out` to fill, source term).
  struct Todo {
    std::size_t slot;
    Cell term;
  };
  std::vector<Todo> todo;
  // Converts a dereferenced source term to a record cell, scheduling the
  // arguments of compounds.
  auto encode = [&](Cell x, std::size_t slot) -> Cell {
    switch (tag_of(x)) {
      case Tag::Ref: {
        if (attributes && s.has_attributes(x)) {
          // An attributed variable gets its object: marker, itself, attributes.
          auto [it, fresh] = vars.try_emplace(cell_ptr(x), out.size() + 1);
          if (!fresh) return rel(it->second, Tag::Ref);
          std::size_t at = out.size();
          out.resize(at + 3);
          out[at] = attvar_marker_cell();
          out[at + 1] = rel(at + 1, Tag::Ref);
          todo.push_back({at + 2, cell_ptr(x)[1]});
          return rel(at + 1, Tag::Ref);
        }
        auto [it, fresh] = vars.try_emplace(cell_ptr(x), slot);
        if (fresh) return rel(slot, Tag::Ref);  // the variable's own cell
        return rel(it->second, Tag::Ref);
      }
      case Tag::Str: {
        if (share) {
          auto [it, fresh] = compounds.try_emplace(cell_ptr(x), out.size());
          if (!fresh) return rel(it->second, Tag::Str);
        }
        std::size_t at = out.size();
        unsigned n = arity_of(x);
        out.resize(at + 1 + n);
        out[at] = make_functor_cell(functor_of(x));
        for (unsigned i = 0; i < n; ++i) todo.push_back({at + 1 + i, arg(x, i)});
        return rel(at, Tag::Str);
      }
      case Tag::List: {
        if (share) {
          auto [it, fresh] = compounds.try_emplace(cell_ptr(x), out.size());
          if (!fresh) return rel(it->second, Tag::List);
        }
        std::size_t at = out.size();
        out.resize(at + 2);
        todo.push_back({at + 1, list_tail(x)});
        todo.push_back({at, list_head(x)});
        return rel(at, Tag::List);
      }
      case Tag::Box: {
        const Cell* p = cell_ptr(x);
        std::size_t words = 1 + header_words(p[0]);
        std::size_t at = out.size();
        out.insert(out.end(), p, p + words);
        return rel(at, Tag::Box);
      }
      default:
        return x;
    }
  };
  // The root goes in a cell of its own only when it is a variable (so that
  // the variable has a home); compounds are their own home.
  Cell root;
  if (is_var(t)) {
    out.push_back(0);
    root = encode(t, 0);
    out[0] = root;
  } else {
    root = encode(t, static_cast<std::size_t>(-1));
  }
  while (!todo.empty()) {
    Todo d = todo.back();
    todo.pop_back();
    Cell v = encode(deref(d.term), d.slot);
    out[d.slot] = v;
  }
  return root;
}

Cell thaw_term(Store& s, Cell root, const Cell* cells, std::size_t n) {
  Tag rt = tag_of(root);
  if (!is_pointer_tag(rt)) return root;
  Cell* base = s.alloc(n);
  std::memcpy(base, cells, n * sizeof(Cell));
  const Cell delta = reinterpret_cast<Cell>(base);
  std::size_t attvars = 0;
  for (std::size_t i = 0; i < n; ++i) {
    Cell c = base[i];
    Tag t = tag_of(c);
    if (t == Tag::Header) {
      i += header_words(c);
    } else if (is_pointer_tag(t)) {
      base[i] = c + delta;
    } else if (c == attvar_marker_cell()) {
      ++attvars;
    }
  }
  if (attvars) s.note_attvars(attvars);
  return root + delta;
}

Record* Record::make(Store& s, Cell t, bool keep, bool attributes) {
  std::vector<Cell> cells;
  Cell root = freeze_term(s, t, cells, attributes);
  std::size_t n = cells.size();
  std::size_t bytes = sizeof(Record) + (n ? n - 1 : 0) * sizeof(Cell);
  void* mem = keep ? GC_MALLOC_ATOMIC_UNCOLLECTABLE(bytes) : GC_MALLOC_ATOMIC(bytes);
  if (!mem) throw std::bad_alloc();
  // Pointer-free memory is not cleared: what the block held before would
  // lie past the record, where the atom collector's scan sees it.
  std::memset(static_cast<char*>(mem) + bytes, 0, GC_size(mem) - bytes);
  Record* r = static_cast<Record*>(mem);
  r->root = root;
  r->size = n;
  if (n) std::memcpy(r->cells, cells.data(), n * sizeof(Cell));
  // The record is a GC object, which the atom collector's young
  // collections do not scan: its atoms are held.
  if (is_atom(root)) hold_atom(atom_of(root));
  for (std::size_t i = 0; i < n; ++i) {
    const Cell c = r->cells[i];
    if (tag_of(c) == Tag::Header) i += header_words(c);
    else if (is_atom(c)) hold_atom(atom_of(c));
  }
  return r;
}

}  // namespace kea
