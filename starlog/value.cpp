#include "starlog/value.hpp"

#include "engine/terms/compare.hpp"

#include <cmath>
#include <stdexcept>
#include <unordered_set>

namespace kea::starlog {
namespace {

std::uint64_t hash_words(const Cell* p, std::size_t n) {
  std::uint64_t h = 0x243f6a8885a308d3ULL ^ n;
  for (std::size_t i = 0; i < n; ++i) {
    h ^= p[i];
    h *= 0x9e3779b97f4a7c15ULL;
    h ^= h >> 31;
  }
  return h;
}

}  // namespace

ValuePool::ValuePool() : store_(std::size_t{1} << 34) {}

Value ValuePool::lookup_or_add(std::uint64_t h, Cell* built, std::size_t words) {
  auto [lo, hi] = table_.equal_range(h);
  for (auto it = lo; it != hi; ++it) {
    if (is_list(it->second)) continue;
    const Cell* p = cell_ptr(it->second);
    if (std::memcmp(p, built, words * sizeof(Cell)) == 0 && object_words(p[0]) == words) {
      store_.undo(Store::Mark{built, store_.trail_size()});
      return it->second;
    }
  }
  Tag t = tag_of(built[0]) == Tag::Header ? Tag::Box : Tag::Str;
  Cell v = tagged(built, t);
  table_.emplace(h, v);
  return v;
}

Value ValuePool::integer(std::int64_t v) {
  if (fits_small_int(v)) return make_small_int(v);
  mpz_t z;
  mpz_init(z);
  mpz_set_si(z, v);
  Value r = integer(z);
  mpz_clear(z);
  return r;
}

Value ValuePool::integer(mpz_srcptr v) {
  if (mpz_fits_slong_p(v) && fits_small_int(mpz_get_si(v))) return make_small_int(mpz_get_si(v));
  Cell* before = store_.heap_top();
  Cell c = make_integer(store_, v);
  std::size_t words = static_cast<std::size_t>(store_.heap_top() - before);
  Cell* p = cell_ptr(c);
  return lookup_or_add(hash_words(p, words), p, words);
}

Value ValuePool::real(double d) {
  Cell* before = store_.heap_top();
  Cell c = make_float(store_, d);
  std::size_t words = static_cast<std::size_t>(store_.heap_top() - before);
  Cell* p = cell_ptr(c);
  return lookup_or_add(hash_words(p, words), p, words);
}

Value ValuePool::string(std::string_view utf8) {
  Cell* before = store_.heap_top();
  Cell c = make_string(store_, utf8);
  std::size_t words = static_cast<std::size_t>(store_.heap_top() - before);
  Cell* p = cell_ptr(c);
  return lookup_or_add(hash_words(p, words), p, words);
}

Value ValuePool::compound(Functor f, const Value* args) {
  Cell* p = store_.alloc(1 + f->arity);
  p[0] = make_functor_cell(f);
  for (unsigned i = 0; i < f->arity; ++i) p[1 + i] = args[i];
  return lookup_or_add(hash_words(p, 1 + f->arity), p, 1 + f->arity);
}

Value ValuePool::cons(Value head, Value tail) {
  // A pooled list is a LIST cell pair, shared like any other pooled value:
  // the pair is built first, then dropped again when an equal one is found.
  Cell* p = store_.alloc(2);
  p[0] = head;
  p[1] = tail;
  std::uint64_t h = hash_words(p, 2) ^ 0x51ed;
  auto [lo, hi] = table_.equal_range(h);
  for (auto it = lo; it != hi; ++it) {
    const Cell* q = cell_ptr(it->second);
    if (is_list(it->second) && q[0] == head && q[1] == tail) {
      store_.undo(Store::Mark{p, store_.trail_size()});
      return it->second;
    }
  }
  Cell v = make_list(p);
  table_.emplace(h, v);
  return v;
}

Value ValuePool::intern(Cell term) {
  struct Frame {
    Cell t;          // dereferenced compound
    unsigned next;   // next argument to visit
    std::size_t base;  // index in `done` where this frame's args start
  };
  std::vector<Frame> stack;
  std::vector<Value> done;
  std::unordered_set<const Cell*> on_path;
  auto leaf = [&](Cell t, Value& out) -> bool {  // true when t is atomic
    t = deref(t);
    if (is_var(t)) throw std::invalid_argument("non-ground");
    if (is_atom(t) || is_small_int(t)) { out = t; return true; }
    if (is_box(t)) {
      switch (box_kind(t)) {
        case BoxKind::Float: out = real(float_of(t)); return true;
        case BoxKind::String: out = string(string_of(t)); return true;
        case BoxKind::BigInt: {
          mpz_t z;
          mpz_init(z);
          integer_to_mpz(t, z);
          out = integer(z);
          mpz_clear(z);
          return true;
        }
      }
    }
    return false;
  };
  auto push = [&](Cell t) {
    if (!on_path.insert(cell_ptr(t)).second) throw std::runtime_error("cyclic term");
    stack.push_back({t, 0, done.size()});
  };
  try {
    Value v;
    Cell t = deref(term);
    if (leaf(t, v)) return v;
    push(t);
    while (!stack.empty()) {
      Frame& f = stack.back();
      unsigned n = is_list(f.t) ? 2 : arity_of(f.t);
      if (f.next < n) {
        Cell a = deref(is_list(f.t) ? cell_ptr(f.t)[f.next] : arg(f.t, f.next));
        ++f.next;
        if (leaf(a, v)) done.push_back(v);
        else push(a);
        continue;
      }
      Value r = is_list(f.t) ? cons(done[f.base], done[f.base + 1])
                             : compound(functor_of(f.t), done.data() + f.base);
      done.resize(f.base);
      on_path.erase(cell_ptr(f.t));
      stack.pop_back();
      done.push_back(r);
    }
    return done.back();
  } catch (const std::invalid_argument&) {
    return 0;
  }
}

int compare_values(Value a, Value b) { return compare_terms(a, b); }

}  // namespace kea::starlog
