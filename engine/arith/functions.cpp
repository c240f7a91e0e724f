// The evaluable functions. Semantics follow SWI-Prolog 9.0 (iso=false,
// prefer_rationals=false), checked against swipl while writing:
//  - integer results never overflow: int64 fast paths fall back to GMP;
//  - a float result that is inf raises evaluation_error(float_overflow) and
//    one that is NaN evaluation_error(undefined), log(0) included (ISO; SWI
//    says float_overflow there) (SWI's float_overflow and
//    float_undefined flags at their default, error); the constants inf and
//    nan, unary minus, abs, sign, min and max pass them through unchecked;
//  - errors about one function (zero_divisor, type_error(integer, _), domain
//    errors) carry that function as context, as SWI does; float checks carry
//    the caller's context (is/2).
#include "engine/arith/functions.hpp"

#include <cfloat>
#include <cmath>
#include <ctime>
#include <limits>
#include <random>
#include <iterator>

#include "engine/runtime.hpp"

namespace kea {

namespace {

// Integers beyond this many bits are refused with resource_error(memory)
// before GMP tries to allocate them (GMP aborts the process when it cannot).
constexpr std::uint64_t kMaxIntegerBits = std::uint64_t{1} << 28;

ErrorContext fn_ctx(const Evaluable& self) { return ErrorContext{self.functor, {}}; }

[[noreturn]] void too_big(EvalCtx& cx) { throw_resource_error(cx.s, atoms::memory, cx.caller); }

// An integer as a float, for a float operation: one too large for a
// float is float_overflow, as in SWI-Prolog (not an infinity that the
// operation would then carry on with: atan2(10^400, 1) is no pi/2).
double fl(EvalCtx& cx, const Number& n) {
  const double d = n.to_double();
  if (std::isinf(d) && n.is_integer()) throw_evaluation_error(cx.s, atoms::float_overflow, cx.caller);
  return d;
}

void check_float(EvalCtx& cx, Number& out, double d) {
  if (std::isnan(d)) throw_evaluation_error(cx.s, atoms::undefined, cx.caller);
  if (std::isinf(d)) throw_evaluation_error(cx.s, atoms::float_overflow, cx.caller);
  out.set_float(d);
}

void need_int(EvalCtx& cx, const Evaluable& self, const Number& n) {
  if (!n.is_integer()) throw_type_error(cx.s, atoms::integer, make_number(cx.s, n), fn_ctx(self));
}
void need_ints(EvalCtx& cx, const Evaluable& self, Number* a) {
  need_int(cx, self, a[0]);
  need_int(cx, self, a[1]);
}

[[noreturn]] void zero_div(EvalCtx& cx, Functor f) {
  throw_evaluation_error(cx.s, atoms::zero_divisor, ErrorContext{f, {}});
}

std::uint64_t bits_of(const Number& n) {
  if (n.is_big()) return mpz_sizeinbase(n.big(), 2);
  std::uint64_t m = n.small() < 0 ? 0 - static_cast<std::uint64_t>(n.small()) : n.small();
  return m == 0 ? 0 : 64 - __builtin_clzll(m);
}

// --- + - * ------------------------------------------------------------------

void f_add(EvalCtx& cx, const Evaluable&, Number* a) {
  if (a[0].is_small() && a[1].is_small()) {
    std::int64_t r;
    if (!__builtin_add_overflow(a[0].small(), a[1].small(), &r)) return a[0].set_int(r);
  }
  if (a[0].is_integer() && a[1].is_integer()) {
    MpzTemp r;
    mpz_add(r, MpzArg(a[0]), MpzArg(a[1]));
    return r.give_to(a[0]);
  }
  check_float(cx, a[0], fl(cx, a[0]) + fl(cx, a[1]));
}

void f_sub(EvalCtx& cx, const Evaluable&, Number* a) {
  if (a[0].is_small() && a[1].is_small()) {
    std::int64_t r;
    if (!__builtin_sub_overflow(a[0].small(), a[1].small(), &r)) return a[0].set_int(r);
  }
  if (a[0].is_integer() && a[1].is_integer()) {
    MpzTemp r;
    mpz_sub(r, MpzArg(a[0]), MpzArg(a[1]));
    return r.give_to(a[0]);
  }
  check_float(cx, a[0], fl(cx, a[0]) - fl(cx, a[1]));
}

void f_mul(EvalCtx& cx, const Evaluable&, Number* a) {
  if (a[0].is_small() && a[1].is_small()) {
    std::int64_t r;
    if (!__builtin_mul_overflow(a[0].small(), a[1].small(), &r)) return a[0].set_int(r);
  }
  if (a[0].is_integer() && a[1].is_integer()) {
    if (bits_of(a[0]) + bits_of(a[1]) > kMaxIntegerBits) too_big(cx);
    MpzTemp r;
    mpz_mul(r, MpzArg(a[0]), MpzArg(a[1]));
    return r.give_to(a[0]);
  }
  check_float(cx, a[0], fl(cx, a[0]) * fl(cx, a[1]));
}

void f_neg(EvalCtx&, const Evaluable&, Number* a) {
  if (a[0].is_small()) {
    if (a[0].small() != INT64_MIN) return a[0].set_int(-a[0].small());
  } else if (a[0].is_float()) {
    return a[0].set_float(-a[0].flt());
  }
  MpzTemp r;
  mpz_neg(r, MpzArg(a[0]));
  r.give_to(a[0]);
}

void f_plus1(EvalCtx&, const Evaluable&, Number*) {}

void f_abs(EvalCtx& cx, const Evaluable& self, Number* a) {
  if (a[0].is_float()) return a[0].set_float(std::fabs(a[0].flt()));
  if (a[0].sign() < 0) f_neg(cx, self, a);
}

void f_sign(EvalCtx&, const Evaluable&, Number* a) {
  if (a[0].is_float()) {
    double d = a[0].flt();
    if (!std::isnan(d)) a[0].set_float(d > 0 ? 1.0 : d < 0 ? -1.0 : 0.0);
    return;
  }
  a[0].set_int(a[0].sign());
}

// --- division family -----------------------------------------------------------

void f_div_slash(EvalCtx& cx, const Evaluable& self, Number* a) {
  if (a[0].is_integer() && a[1].is_integer()) {
    if (a[1].sign() == 0) zero_div(cx, self.functor);
    bool iso = cx.rt.flags().iso.load(std::memory_order_relaxed);
    if (!iso) {
      if (a[0].is_small() && a[1].is_small()) {
        std::int64_t x = a[0].small(), y = a[1].small();
        if (!(x == INT64_MIN && y == -1)) {
          if (x % y == 0) return a[0].set_int(x / y);
        } else {
          MpzTemp r;
          mpz_neg(r, MpzArg(a[0]));
          return r.give_to(a[0]);
        }
      } else {
        MpzArg x(a[0]), y(a[1]);
        if (mpz_divisible_p(x, y)) {
          MpzTemp r;
          mpz_divexact(r, x, y);
          return r.give_to(a[0]);
        }
      }
    }
    return check_float(cx, a[0], fl(cx, a[0]) / fl(cx, a[1]));
  }
  double x = fl(cx, a[0]), y = fl(cx, a[1]);
  if (y == 0.0) {
    if (std::isnan(x) || x == 0.0) throw_evaluation_error(cx.s, atoms::undefined, cx.caller);
    zero_div(cx, self.functor);
  }
  check_float(cx, a[0], x / y);
}

enum class DivKind { Trunc, Floor, Mod, Rem };

void int_division(EvalCtx& cx, const Evaluable& self, Number* a, DivKind k) {
  need_ints(cx, self, a);
  if (a[1].sign() == 0) zero_div(cx, self.functor);
  if (a[0].is_small() && a[1].is_small()) {
    std::int64_t x = a[0].small(), y = a[1].small();
    if (y == -1) {  // x / -1 overflows for INT64_MIN; remainders are 0
      if (k == DivKind::Mod || k == DivKind::Rem) return a[0].set_int(0);
      return f_neg(cx, self, a);
    }
    std::int64_t q = x / y, r = x % y;
    switch (k) {
      case DivKind::Trunc: return a[0].set_int(q);
      case DivKind::Rem: return a[0].set_int(r);
      case DivKind::Floor: return a[0].set_int(r != 0 && ((r < 0) != (y < 0)) ? q - 1 : q);
      case DivKind::Mod: return a[0].set_int(r != 0 && ((r < 0) != (y < 0)) ? r + y : r);
    }
  }
  MpzArg x(a[0]), y(a[1]);
  MpzTemp r;
  switch (k) {
    case DivKind::Trunc: mpz_tdiv_q(r, x, y); break;
    case DivKind::Rem: mpz_tdiv_r(r, x, y); break;
    case DivKind::Floor: mpz_fdiv_q(r, x, y); break;
    case DivKind::Mod: mpz_fdiv_r(r, x, y); break;
  }
  r.give_to(a[0]);
}

void f_intdiv(EvalCtx& cx, const Evaluable& self, Number* a) { int_division(cx, self, a, DivKind::Trunc); }
void f_div(EvalCtx& cx, const Evaluable& self, Number* a) { int_division(cx, self, a, DivKind::Floor); }
void f_mod(EvalCtx& cx, const Evaluable& self, Number* a) { int_division(cx, self, a, DivKind::Mod); }
void f_rem(EvalCtx& cx, const Evaluable& self, Number* a) { int_division(cx, self, a, DivKind::Rem); }

void f_gcd(EvalCtx& cx, const Evaluable& self, Number* a) {
  need_ints(cx, self, a);
  MpzTemp r;
  mpz_gcd(r, MpzArg(a[0]), MpzArg(a[1]));
  r.give_to(a[0]);
}

void f_lcm(EvalCtx& cx, const Evaluable& self, Number* a) {
  need_ints(cx, self, a);
  if (bits_of(a[0]) + bits_of(a[1]) > kMaxIntegerBits) too_big(cx);
  MpzTemp r;
  mpz_lcm(r, MpzArg(a[0]), MpzArg(a[1]));
  r.give_to(a[0]);
}

// --- min / max: NaN loses; on a tie between int and float the float wins --

void min_max(Number* a, bool want_max) {
  int c = compare_numbers(a[0], a[1]);
  bool take_second;
  if (c == kUnordered) {
    take_second = a[0].is_float() && std::isnan(a[0].flt());
  } else if (c == 0) {
    take_second = a[1].is_float() && !a[0].is_float();
  } else {
    take_second = want_max ? c < 0 : c > 0;
  }
  if (take_second) a[0] = std::move(a[1]);
}
void f_max(EvalCtx&, const Evaluable&, Number* a) { min_max(a, true); }
void f_min(EvalCtx&, const Evaluable&, Number* a) { min_max(a, false); }

// --- powers ----------------------------------------------------------------

bool is_odd(const Number& n) { return n.is_small() ? (n.small() & 1) != 0 : mpz_odd_p(n.big()); }

// ** and ^ (identical with prefer_rationals=false; SWI reports their
// zero_divisor against (**)/2).
void f_pow(EvalCtx& cx, const Evaluable&, Number* a) {
  Number& x = a[0];
  Number& y = a[1];
  if (y.sign() == 0 && !(y.is_float() && std::isnan(y.flt()))) return x.set_int(1);
  if (x.is_small() && x.small() == 1) return;
  if (x.is_small() && x.small() == 0 && !(y.is_float() && std::isnan(y.flt()))) {
    if (y.sign() < 0) zero_div(cx, functors::star_star2);
    return;  // 0
  }
  if (x.is_integer() && y.is_integer()) {
    if (y.sign() > 0) {
      if (x.is_small() && x.small() == -1) return x.set_int(is_odd(y) ? -1 : 1);
      if (!y.is_small() || bits_of(x) * static_cast<std::uint64_t>(y.small()) > kMaxIntegerBits) too_big(cx);
      MpzTemp r;
      mpz_pow_ui(r, MpzArg(x), static_cast<unsigned long>(y.small()));
      return r.give_to(x);
    }
    if (x.is_small() && x.small() == -1) return x.set_int(is_odd(y) ? -1 : 1);
    // Negative exponent, |base| > 1: a float, as SWI without rationals.
  }
  double bx = fl(cx, x), by = fl(cx, y);
  if (bx == 0.0 && by < 0) zero_div(cx, functors::star_star2);
  check_float(cx, x, std::pow(bx, by));
}

// --- float functions -----------------------------------------------------------

template <double (*F)(double)>
void f_float1(EvalCtx& cx, const Evaluable&, Number* a) {
  check_float(cx, a[0], F(fl(cx, a[0])));
}
double d_sqrt(double x) { return std::sqrt(x); }
double d_exp(double x) { return std::exp(x); }
// The logarithm of 0 is undefined (ISO 9.3.1.3: evaluation_error(undefined),
// as GNU Prolog's iso mode; SWI-Prolog says float_overflow): NaN makes
// check_float raise it, as it does for negative arguments.
double log_domain(double x) { return x == 0.0 ? std::numeric_limits<double>::quiet_NaN() : x; }
double d_log(double x) { return std::log(log_domain(x)); }
double d_log2(double x) { return std::log2(log_domain(x)); }
double d_log10(double x) { return std::log10(log_domain(x)); }
double d_sin(double x) { return std::sin(x); }
double d_cos(double x) { return std::cos(x); }
double d_tan(double x) { return std::tan(x); }
double d_asin(double x) { return std::asin(x); }
double d_acos(double x) { return std::acos(x); }
double d_atan(double x) { return std::atan(x); }
double d_sinh(double x) { return std::sinh(x); }
double d_cosh(double x) { return std::cosh(x); }
double d_tanh(double x) { return std::tanh(x); }
double d_asinh(double x) { return std::asinh(x); }
double d_acosh(double x) { return std::acosh(x); }
double d_atanh(double x) { return std::atanh(x); }
double d_cot(double x) { return 1.0 / std::tan(x); }
double d_acot(double x) { return std::atan(1.0 / x); }
double d_erf(double x) { return std::erf(x); }
double d_erfc(double x) { return std::erfc(x); }
double d_lgamma(double x) { return std::lgamma(x); }

template <double (*F)(double, double)>
void f_float2(EvalCtx& cx, const Evaluable&, Number* a) {
  check_float(cx, a[0], F(fl(cx, a[0]), fl(cx, a[1])));
}
double d_atan2(double y, double x) { return std::atan2(y, x); }
double d_log_base(double b, double x) { return std::log(log_domain(x)) / std::log(log_domain(b)); }
double d_copysign(double x, double y) { return std::copysign(x, y); }
double d_nexttoward(double x, double y) { return std::nextafter(x, y); }

void f_float(EvalCtx& cx, const Evaluable&, Number* a) { check_float(cx, a[0], fl(cx, a[0])); }

void f_float_integer_part(EvalCtx& cx, const Evaluable&, Number* a) {
  if (a[0].is_float()) check_float(cx, a[0], std::trunc(a[0].flt()));
}
void f_float_fractional_part(EvalCtx& cx, const Evaluable&, Number* a) {
  if (a[0].is_integer()) return a[0].set_int(0);
  double d = a[0].flt();
  if (std::isinf(d)) return a[0].set_float(0.0);
  check_float(cx, a[0], d - std::trunc(d));
}

// --- float -> integer ----------------------------------------------------------

// d is integral and finite.
void set_integral(Number& n, double d) {
  if (d >= -9223372036854775808.0 && d < 9223372036854775808.0) return n.set_int(static_cast<std::int64_t>(d));
  MpzTemp r;
  mpz_set_d(r, d);
  r.give_to(n);
}

// SWI 9.0 returns inf and NaN unchanged from these (no error).
template <double (*F)(double)>
void f_to_int(EvalCtx&, const Evaluable&, Number* a) {
  if (!a[0].is_float()) return;
  double d = a[0].flt();
  if (std::isnan(d) || std::isinf(d)) return;
  set_integral(a[0], F(d));
}
double d_round(double x) { return std::round(x); }  // half away from zero
double d_ceil(double x) { return std::ceil(x); }
double d_floor(double x) { return std::floor(x); }
double d_trunc(double x) { return std::trunc(x); }

// --- bits ----------------------------------------------------------------

void f_shift(EvalCtx& cx, const Evaluable& self, Number* a, bool left) {
  need_ints(cx, self, a);
  Number& x = a[0];
  const Number& y = a[1];
  if (x.sign() == 0) return;
  if (y.sign() < 0) left = !left;
  // |shift| as uint64, or "huge".
  std::uint64_t n;
  bool huge = false;
  if (y.is_small()) {
    n = y.small() < 0 ? 0 - static_cast<std::uint64_t>(y.small()) : y.small();
  } else {
    n = 0;
    huge = true;
  }
  if (left) {
    if (huge || n > kMaxIntegerBits || bits_of(x) + n > kMaxIntegerBits) too_big(cx);
    if (x.is_small() && n < 63) {
      std::int64_t r = x.small() << n;  // two's complement in C++20
      if ((r >> n) == x.small()) return x.set_int(r);
    }
    MpzTemp r;
    mpz_mul_2exp(r, MpzArg(x), n);
    return r.give_to(x);
  }
  // Arithmetic right shift: floor(x / 2^n).
  if (huge || n >= 64 + bits_of(x)) return x.set_int(x.sign() < 0 ? -1 : 0);
  if (x.is_small()) return x.set_int(n >= 63 ? (x.small() < 0 ? -1 : 0) : x.small() >> n);
  MpzTemp r;
  mpz_fdiv_q_2exp(r, x.big(), n);
  r.give_to(x);
}
void f_shl(EvalCtx& cx, const Evaluable& self, Number* a) { f_shift(cx, self, a, true); }
void f_shr(EvalCtx& cx, const Evaluable& self, Number* a) { f_shift(cx, self, a, false); }

enum class BitOp { And, Or, Xor };
void bitwise(EvalCtx& cx, const Evaluable& self, Number* a, BitOp op) {
  need_ints(cx, self, a);
  if (a[0].is_small() && a[1].is_small()) {
    std::int64_t x = a[0].small(), y = a[1].small();
    return a[0].set_int(op == BitOp::And ? (x & y) : op == BitOp::Or ? (x | y) : (x ^ y));
  }
  MpzArg x(a[0]), y(a[1]);
  MpzTemp r;
  if (op == BitOp::And) mpz_and(r, x, y);
  else if (op == BitOp::Or) mpz_ior(r, x, y);
  else mpz_xor(r, x, y);
  r.give_to(a[0]);
}
void f_and(EvalCtx& cx, const Evaluable& self, Number* a) { bitwise(cx, self, a, BitOp::And); }
void f_or(EvalCtx& cx, const Evaluable& self, Number* a) { bitwise(cx, self, a, BitOp::Or); }
void f_xor(EvalCtx& cx, const Evaluable& self, Number* a) { bitwise(cx, self, a, BitOp::Xor); }

void f_not(EvalCtx& cx, const Evaluable& self, Number* a) {
  need_int(cx, self, a[0]);
  if (a[0].is_small()) return a[0].set_int(~a[0].small());
  MpzTemp r;
  mpz_com(r, a[0].big());
  r.give_to(a[0]);
}

void need_positive(EvalCtx& cx, const Evaluable& self, const Number& n) {
  need_int(cx, self, n);
  if (n.sign() <= 0)
    throw_domain_error(cx.s, atoms::not_less_than_one, make_number(cx.s, n), fn_ctx(self));
}

void f_msb(EvalCtx& cx, const Evaluable& self, Number* a) {
  need_positive(cx, self, a[0]);
  a[0].set_int(static_cast<std::int64_t>(bits_of(a[0])) - 1);
}
void f_lsb(EvalCtx& cx, const Evaluable& self, Number* a) {
  need_positive(cx, self, a[0]);
  a[0].set_int(a[0].is_small() ? __builtin_ctzll(a[0].small()) : static_cast<std::int64_t>(mpz_scan1(a[0].big(), 0)));
}
void f_popcount(EvalCtx& cx, const Evaluable& self, Number* a) {
  need_int(cx, self, a[0]);
  if (a[0].sign() < 0)
    throw_domain_error(cx.s, atoms::not_less_than_zero, make_number(cx.s, a[0]), fn_ctx(self));
  a[0].set_int(a[0].is_small() ? __builtin_popcountll(a[0].small()) : static_cast<std::int64_t>(mpz_popcount(a[0].big())));
}
void f_getbit(EvalCtx& cx, const Evaluable& self, Number* a) {
  need_ints(cx, self, a);
  for (int i = 0; i < 2; ++i)
    if (a[i].sign() < 0)
      throw_domain_error(cx.s, atoms::not_less_than_zero, make_number(cx.s, a[i]), fn_ctx(self));
  if (!a[1].is_small()) return a[0].set_int(0);  // beyond any stored bit of a non-negative value
  a[0].set_int(mpz_tstbit(MpzArg(a[0]), static_cast<mp_bitcnt_t>(a[1].small())));
}

// --- random, time, constants ---------------------------------------------------

}  // namespace

// Per-thread generators, seeded once per thread from the clock and the
// thread's address so threads started together still differ. Shared with
// random/1, random_between/3 and set_random/1 (engine/builtins/random.cpp), so a
// seed makes both reproducible, as in SWI-Prolog.
std::mt19937_64& thread_rng() {
  thread_local std::mt19937_64 rng([] {
    timespec ts{};
    clock_gettime(CLOCK_REALTIME, &ts);
    std::uint64_t local = 0;
    std::seed_seq seq{static_cast<std::uint64_t>(ts.tv_nsec), static_cast<std::uint64_t>(ts.tv_sec),
                      reinterpret_cast<std::uint64_t>(&local)};
    return std::mt19937_64(seq);
  }());
  return rng;
}

namespace {

void f_random(EvalCtx& cx, const Evaluable& self, Number* a) {
  need_positive(cx, self, a[0]);
  if (a[0].is_small()) {
    std::uniform_int_distribution<std::int64_t> d(0, a[0].small() - 1);
    return a[0].set_int(d(thread_rng()));
  }
  // A big bound: draw limbs from the same generator and reduce (bias below 2^-64).
  std::size_t limbs = mpz_size(a[0].big()) + 1;
  MpzTemp r;
  mp_limb_t* p = mpz_limbs_write(r, static_cast<mp_size_t>(limbs));
  for (std::size_t i = 0; i < limbs; ++i) p[i] = thread_rng()();
  mpz_limbs_finish(r, static_cast<mp_size_t>(limbs));
  mpz_mod(r, r, a[0].big());
  r.give_to(a[0]);
}

void f_random_float(EvalCtx&, const Evaluable&, Number* a) {
  // SWI's random_float is in the open interval (0.0, 1.0).
  std::uniform_real_distribution<double> d(0.0, 1.0);
  double x;
  do x = d(thread_rng());
  while (x == 0.0);
  a[0].set_float(x);
}

void f_cputime(EvalCtx&, const Evaluable&, Number* a) {
  // CPU time of the calling thread, as SWI's cputime.
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  a[0].set_float(static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9);
}
void f_realtime(EvalCtx&, const Evaluable&, Number* a) { a[0].set_int(static_cast<std::int64_t>(std::time(nullptr))); }

void f_pi(EvalCtx&, const Evaluable&, Number* a) { a[0].set_float(M_PI); }
void f_e(EvalCtx&, const Evaluable&, Number* a) { a[0].set_float(M_E); }
void f_inf(EvalCtx&, const Evaluable&, Number* a) { a[0].set_float(std::numeric_limits<double>::infinity()); }
void f_nan(EvalCtx&, const Evaluable&, Number* a) { a[0].set_float(std::numeric_limits<double>::quiet_NaN()); }
void f_epsilon(EvalCtx&, const Evaluable&, Number* a) { a[0].set_float(DBL_EPSILON); }
void f_max_tagged(EvalCtx&, const Evaluable&, Number* a) { a[0].set_int(kMaxSmallInt); }
void f_min_tagged(EvalCtx&, const Evaluable&, Number* a) { a[0].set_int(kMinSmallInt); }

// --- the table -------------------------------------------------------------------

const Evaluable kTable[] = {
    {functors::plus2, nullptr, 2, f_add},
    {functors::minus2, nullptr, 2, f_sub},
    {functors::star2, nullptr, 2, f_mul},
    {functors::slash2, nullptr, 2, f_div_slash},
    {functors::int_div2, nullptr, 2, f_intdiv},
    {functors::div2, nullptr, 2, f_div},
    {functors::mod2, nullptr, 2, f_mod},
    {functors::rem2, nullptr, 2, f_rem},
    {functors::gcd2, nullptr, 2, f_gcd},
    {functors::lcm2, nullptr, 2, f_lcm},
    {functors::min2, nullptr, 2, f_min},
    {functors::max2, nullptr, 2, f_max},
    {functors::star_star2, nullptr, 2, f_pow},
    {functors::caret2, nullptr, 2, f_pow},
    {functors::shift_right2, nullptr, 2, f_shr},
    {functors::shift_left2, nullptr, 2, f_shl},
    {functors::bit_and2, nullptr, 2, f_and},
    {functors::bit_or2, nullptr, 2, f_or},
    {functors::xor2, nullptr, 2, f_xor},
    {functors::atan2_2, nullptr, 2, f_float2<d_atan2>},
    {functors::atan_2, nullptr, 2, f_float2<d_atan2>},
    {functors::log_2, nullptr, 2, f_float2<d_log_base>},
    {functors::copysign2, nullptr, 2, f_float2<d_copysign>},
    {functors::nexttoward2, nullptr, 2, f_float2<d_nexttoward>},
    {functors::getbit2, nullptr, 2, f_getbit},
    {functors::minus1, nullptr, 1, f_neg},
    {functors::plus1, nullptr, 1, f_plus1},
    {functors::eval1, nullptr, 1, f_plus1},
    {functors::abs1, nullptr, 1, f_abs},
    {functors::sign1, nullptr, 1, f_sign},
    {functors::backslash1, nullptr, 1, f_not},
    {functors::msb1, nullptr, 1, f_msb},
    {functors::lsb1, nullptr, 1, f_lsb},
    {functors::popcount1, nullptr, 1, f_popcount},
    {functors::sqrt1, nullptr, 1, f_float1<d_sqrt>},
    {functors::exp1, nullptr, 1, f_float1<d_exp>},
    {functors::log1, nullptr, 1, f_float1<d_log>},
    {functors::log21, nullptr, 1, f_float1<d_log2>},
    {functors::log101, nullptr, 1, f_float1<d_log10>},
    {functors::sin1, nullptr, 1, f_float1<d_sin>},
    {functors::cos1, nullptr, 1, f_float1<d_cos>},
    {functors::tan1, nullptr, 1, f_float1<d_tan>},
    {functors::asin1, nullptr, 1, f_float1<d_asin>},
    {functors::acos1, nullptr, 1, f_float1<d_acos>},
    {functors::atan1, nullptr, 1, f_float1<d_atan>},
    {functors::sinh1, nullptr, 1, f_float1<d_sinh>},
    {functors::cosh1, nullptr, 1, f_float1<d_cosh>},
    {functors::tanh1, nullptr, 1, f_float1<d_tanh>},
    {functors::asinh1, nullptr, 1, f_float1<d_asinh>},
    {functors::acosh1, nullptr, 1, f_float1<d_acosh>},
    {functors::atanh1, nullptr, 1, f_float1<d_atanh>},
    {functors::cot1, nullptr, 1, f_float1<d_cot>},
    {functors::acot1, nullptr, 1, f_float1<d_acot>},
    {functors::erf1, nullptr, 1, f_float1<d_erf>},
    {functors::erfc1, nullptr, 1, f_float1<d_erfc>},
    {functors::lgamma1, nullptr, 1, f_float1<d_lgamma>},
    {functors::float1, nullptr, 1, f_float},
    {functors::float_integer_part1, nullptr, 1, f_float_integer_part},
    {functors::float_fractional_part1, nullptr, 1, f_float_fractional_part},
    {functors::integer1, nullptr, 1, f_to_int<d_round>},
    {functors::round1, nullptr, 1, f_to_int<d_round>},
    {functors::ceiling1, nullptr, 1, f_to_int<d_ceil>},
    {functors::floor1, nullptr, 1, f_to_int<d_floor>},
    {functors::truncate1, nullptr, 1, f_to_int<d_trunc>},
    {functors::random1, nullptr, 1, f_random},
    {nullptr, atoms::pi, 0, f_pi},
    {nullptr, atoms::e, 0, f_e},
    {nullptr, atoms::inf, 0, f_inf},
    {nullptr, atoms::nan, 0, f_nan},
    {nullptr, atoms::epsilon, 0, f_epsilon},
    {nullptr, atoms::max_tagged_integer, 0, f_max_tagged},
    {nullptr, atoms::min_tagged_integer, 0, f_min_tagged},
    {nullptr, atoms::random_float, 0, f_random_float},
    {nullptr, atoms::cputime, 0, f_cputime},
    {nullptr, atoms::realtime, 0, f_realtime},
};

// An open-addressing table keyed by entry address: evaluation looks up every
// compound it meets, so this is on the hot path. Built once (thread-safe
// static initialisation), read-only afterwards.
class Index {
 public:
  Index() {
    for (const Evaluable& e : kTable) insert(e.functor != nullptr ? static_cast<const void*>(e.functor) : e.atom, &e);
  }
  const Evaluable* find(const void* key) const {
    for (std::size_t i = slot(key);; i = (i + 1) & (kSize - 1)) {
      if (keys_[i] == key) return values_[i];
      if (keys_[i] == nullptr) return nullptr;
    }
  }

 private:
  static constexpr std::size_t kSize = 512;  // a power of two, > 2 * entries
  static std::size_t slot(const void* key) {
    return static_cast<std::size_t>((reinterpret_cast<std::uintptr_t>(key) >> 3) * 0x9E3779B97F4A7C15ull >> 55) &
           (kSize - 1);
  }
  void insert(const void* key, const Evaluable* e) {
    std::size_t i = slot(key);
    while (keys_[i] != nullptr) i = (i + 1) & (kSize - 1);
    keys_[i] = key;
    values_[i] = e;
  }
  const void* keys_[kSize] = {};
  const Evaluable* values_[kSize] = {};
};
static_assert(std::size(kTable) * 2 < 512);

const Index& index() {
  static const Index idx;
  return idx;
}

}  // namespace

const Evaluable* find_evaluable(Functor f) { return index().find(f); }
const Evaluable* find_evaluable(Atom a) { return index().find(a); }

}  // namespace kea
