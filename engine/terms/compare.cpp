#include "engine/terms/compare.hpp"

#include <cmath>
#include <cstring>

#include <gmp.h>

#include "engine/runtime.hpp"
#include "engine/terms/store.hpp"
#include "engine/terms/termops_util.hpp"

namespace kea {

using termops::CompoundView;
using termops::view_compound;

namespace {

int sign(int r) { return (r > 0) - (r < 0); }

// Rank of the kind of a dereferenced term in the standard order.
int kind_rank(Cell c) {
  switch (tag_of(c)) {
    case Tag::Ref: return 0;
    case Tag::Int: return 1;
    case Tag::Atom: return 3;
    case Tag::Box: return box_kind(c) == BoxKind::String ? 2 : 1;
    default: return 4;  // Str, List
  }
}

int compare_integers(Cell a, Cell b) {
  if (is_small_int(a) && is_small_int(b)) {
    std::int64_t x = small_int_of(a), y = small_int_of(b);
    return (x > y) - (x < y);
  }
  // A boxed integer never fits a small one, so its sign decides against one.
  if (is_small_int(a)) return -bigint_sign(b);
  if (is_small_int(b)) return bigint_sign(a);
  mpz_t x, y;
  bigint_view(a, x);
  bigint_view(b, y);
  return sign(mpz_cmp(x, y));
}

// Sign of (integer - d), exactly; d is not NaN (may be infinite).
int compare_integer_double(Cell i, double d) {
  if (is_small_int(i)) {
    std::int64_t v = small_int_of(i);
    constexpr std::int64_t kExact = std::int64_t{1} << 53;  // every such int is a double
    if (v >= -kExact && v <= kExact) {
      double x = static_cast<double>(v);
      return (x > d) - (x < d);
    }
    mpz_t z;
    mpz_init_set_si(z, v);
    int r = mpz_cmp_d(z, d);  // exact, and defined for infinities
    mpz_clear(z);
    return sign(r);
  }
  mpz_t z;
  bigint_view(i, z);
  return sign(mpz_cmp_d(z, d));
}

std::uint64_t float_bits(double d) {
  std::uint64_t u;
  std::memcpy(&u, &d, sizeof u);
  return u;
}

int compare_floats(double x, double y) {
  bool nx = std::isnan(x), ny = std::isnan(y);
  if (nx || ny) {
    if (nx && ny) {
      std::uint64_t bx = float_bits(x), by = float_bits(y);
      return (bx > by) - (bx < by);
    }
    return nx ? -1 : 1;
  }
  if (x < y) return -1;
  if (x > y) return 1;
  if (std::signbit(x) != std::signbit(y)) return std::signbit(x) ? -1 : 1;  // -0.0 < 0.0
  return 0;
}

// Integer against float: by value; NaN first; equal values put the float first.
int compare_integer_float(Cell i, double d) {
  if (std::isnan(d)) return 1;
  int r = compare_integer_double(i, d);
  return r != 0 ? r : 1;
}

int compare_strings(Cell a, Cell b) {
  int r = string_of(a).compare(string_of(b));  // char_traits<char> compares as unsigned char
  return sign(r);
}

// Dereferenced a != b, both non-variables of the same rank, not compounds.
int compare_same_rank_atomic(int rank, Cell a, Cell b) {
  switch (rank) {
    case 1: return compare_numbers(a, b);
    case 2: return compare_strings(a, b);
    default: return compare_atoms(atom_of(a), atom_of(b));
  }
}

}  // namespace

int compare_numbers(Cell a, Cell b) {
  bool fa = is_float(a), fb = is_float(b);
  if (!fa && !fb) return compare_integers(a, b);
  if (fa && fb) return compare_floats(float_of(a), float_of(b));
  if (fa) return -compare_integer_float(b, float_of(a));
  return compare_integer_float(a, float_of(b));
}

bool atomic_equal(Cell a, Cell b) {
  if (a == b) return true;
  if (!is_box(a) || !is_box(b)) return false;
  const Cell* pa = cell_ptr(a);
  const Cell* pb = cell_ptr(b);
  if (pa[0] != pb[0]) return false;  // header: kind and size
  switch (header_kind(pa[0])) {
    case BoxKind::String: return string_of(a) == string_of(b);
    default:  // float bits; bigint sign/size word and limbs
      return std::memcmp(pa + 1, pb + 1, header_words(pa[0]) * sizeof(Cell)) == 0;
  }
}

int compare_terms(Cell a, Cell b) {
  int result = 0;
  termops::walk_pair(a, b, [&result](Cell x, Cell y) {
    if (x == y) return 0;
    int rx = kind_rank(x), ry = kind_rank(y);
    if (rx != ry) {
      result = rx < ry ? -1 : 1;
    } else if (rx == 0) {
      result = cell_ptr(x) < cell_ptr(y) ? -1 : 1;
    } else if (rx != 4) {
      result = compare_same_rank_atomic(rx, x, y);
    } else {
      CompoundView vx = view_compound(x), vy = view_compound(y);
      if (vx.functor == vy.functor) return 1;
      if (vx.arity() != vy.arity()) {
        result = vx.arity() < vy.arity() ? -1 : 1;
      } else {
        result = compare_atoms(vx.functor->name, vy.functor->name);
        if (result == 0) return 1;  // same name and arity: same functor
      }
    }
    return result != 0 ? -1 : 0;
  });
  return result;
}

bool variant(Cell a, Cell b) {
  // Variables of a and of b are separate name spaces even when the two terms
  // share variables: f(A,B) =@= f(B,A) holds.
  termops::FlatTable<Cell, Cell> a_to_b, b_to_a;
  return termops::walk_pair(a, b, [&](Cell x, Cell y) {
    if (is_var(x) || is_var(y)) {
      if (!is_var(x) || !is_var(y)) return -1;
      Cell* xy = a_to_b.insert(x, y).first;
      Cell* yx = b_to_a.insert(y, x).first;
      return *xy == y && *yx == x ? 0 : -1;
    }
    if (is_compound(x) && is_compound(y)) {
      // Identical compounds are expanded too: their variables must still
      // map to themselves consistently with the rest.
      return view_compound(x).functor == view_compound(y).functor ? 1 : -1;
    }
    return atomic_equal(x, y) ? 0 : -1;
  });
}

}  // namespace kea
