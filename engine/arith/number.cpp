#include "engine/arith/number.hpp"

#include <cmath>

#include "engine/terms/store.hpp"

namespace kea {

int Number::sign() const {
  switch (kind_) {
    case Kind::Int: return (i_ > 0) - (i_ < 0);
    case Kind::Big: return mpz_sgn(z_);
    case Kind::Float: return (f_ > 0) - (f_ < 0);
  }
  return 0;
}

void Number::set_mpz(mpz_srcptr v) {
  if (mpz_fits_slong_p(v)) {
    set_int(mpz_get_si(v));
  } else if (kind_ == Kind::Big) {
    mpz_set(z_, v);
  } else {
    mpz_init_set(z_, v);
    kind_ = Kind::Big;
  }
}

void Number::take_mpz(mpz_ptr v) {
  if (mpz_fits_slong_p(v)) {
    std::int64_t x = mpz_get_si(v);
    mpz_clear(v);
    set_int(x);
    return;
  }
  release();
  z_[0] = *v;
  kind_ = Kind::Big;
}

double mpz_to_double_rounded(mpz_srcptr z) {
  std::size_t bits = mpz_sizeinbase(z, 2);
  if (bits <= 53) return mpz_get_d(z);  // exact
  if (bits > 1100) return mpz_sgn(z) < 0 ? -HUGE_VAL : HUGE_VAL;
  // Keep 54 bits (53 + a rounding bit) and note whether anything below is set.
  mpz_t q;
  mpz_init(q);
  mpz_abs(q, z);
  std::size_t shift = bits - 54;
  bool sticky = mpz_scan1(q, 0) < shift;
  mpz_tdiv_q_2exp(q, q, shift);
  std::uint64_t top = mpz_get_ui(q);
  mpz_clear(q);
  std::uint64_t mant = top >> 1;
  if ((top & 1) && (sticky || (mant & 1))) ++mant;
  double d = std::ldexp(static_cast<double>(mant), static_cast<int>(shift + 1));
  return mpz_sgn(z) < 0 ? -d : d;
}

double Number::to_double() const {
  switch (kind_) {
    case Kind::Int: return static_cast<double>(i_);  // rounds to nearest
    case Kind::Big: return mpz_to_double_rounded(z_);
    case Kind::Float: return f_;
  }
  return 0;
}

Number number_of(Cell c) {
  if (is_small_int(c)) return Number(small_int_of(c));
  if (is_float(c)) return Number::of_float(float_of(c));
  Number n;
  mpz_t view;
  bigint_view(c, view);
  n.set_mpz(view);
  return n;
}

Cell make_number(Store& s, const Number& n) {
  switch (n.kind()) {
    case Number::Kind::Int: return make_integer(s, n.small());
    case Number::Kind::Big: return make_integer(s, n.big());
    case Number::Kind::Float: return make_float(s, n.flt());
  }
  return make_small_int(0);
}

namespace {
int cmp_doubles(double a, double b) {
  if (a < b) return -1;
  if (a > b) return 1;
  if (a == b) return 0;
  return 2;  // NaN
}
}  // namespace

int compare_numbers(const Number& a, const Number& b) {
  if (a.is_small() && b.is_small()) return (a.small() > b.small()) - (a.small() < b.small());
  if (a.is_integer() && b.is_integer()) {
    int r;
    if (a.is_big() && b.is_big()) r = mpz_cmp(a.big(), b.big());
    else if (a.is_big()) r = mpz_cmp_si(a.big(), b.small());
    else r = -mpz_cmp_si(b.big(), a.small());
    return (r > 0) - (r < 0);
  }
  return cmp_doubles(a.to_double(), b.to_double());
}

}  // namespace kea
