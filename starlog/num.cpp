#include "starlog/num.hpp"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

#include "engine/syntax/float_format.hpp"
#include "engine/syntax/writer.hpp"
#include "starlog/error.hpp"

namespace kea::starlog {
namespace {

[[noreturn]] void eval_error(const char* what) {
  throw Error(std::string("evaluation_error(") + what + ")");
}
[[noreturn]] void type_error(const char* type, const Num& culprit) {
  std::string c = culprit.kind == Num::Other ? format_value(culprit.v)
                  : culprit.kind == Num::Float ? format_value(0) : std::to_string(culprit.i);
  if (culprit.kind == Num::Float) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.15g", culprit.d);
    c = buf;
  }
  if (culprit.kind == Num::Other && (is_atom(culprit.v)))
    throw Error(std::string("type_error(evaluable, ") + c + "/0)");
  throw Error(std::string("type_error(") + type + ", " + c + ")");
}

void to_mpz(const Num& n, mpz_ptr out) {
  if (n.kind == Num::Int) mpz_set_si(out, n.i);
  else integer_to_mpz(n.v, out);
}

Num from_mpz(ValuePool& pool, mpz_srcptr z) {
  if (mpz_fits_slong_p(z)) return Num::of_int(mpz_get_si(z));
  Num n;
  n.kind = Num::Big;
  n.v = pool.integer(z);
  return n;
}

double to_double(const Num& n) {
  switch (n.kind) {
    case Num::Int: return static_cast<double>(n.i);
    case Num::Float: return n.d;
    case Num::Big: {
      mpz_t z;
      mpz_init(z);
      integer_to_mpz(n.v, z);
      double d = mpz_get_d(z);
      mpz_clear(z);
      if (std::isinf(d)) eval_error("float_overflow");
      return d;
    }
    default: type_error("evaluable", n);
  }
}

Num check_float(double d) {
  if (std::isinf(d)) eval_error("float_overflow");
  if (std::isnan(d)) eval_error("undefined");
  return Num::of_float(d);
}

void need_number(const Num& n) {
  if (!n.is_number()) type_error("evaluable", n);
}
void need_int(const Num& n) {
  need_number(n);
  if (!n.is_integer()) type_error("integer", n);
}

struct Mpz {
  mpz_t z;
  Mpz() { mpz_init(z); }
  ~Mpz() { mpz_clear(z); }
};

Num float_to_int(ValuePool& pool, double d) {
  if (std::isnan(d) || std::isinf(d)) eval_error("undefined");
  if (d >= -9.2e18 && d <= 9.2e18) return Num::of_int(static_cast<std::int64_t>(d));
  Mpz z;
  mpz_set_d(z.z, d);
  return from_mpz(pool, z.z);
}

// Binary integer operations in GMP (big operands or int64 overflow).
Num big_binary(ValuePool& pool, ArithOp op, const Num& a, const Num& b) {
  Mpz x, y, r;
  to_mpz(a, x.z);
  to_mpz(b, y.z);
  switch (op) {
    case ArithOp::Add: mpz_add(r.z, x.z, y.z); break;
    case ArithOp::Sub: mpz_sub(r.z, x.z, y.z); break;
    case ArithOp::Mul: mpz_mul(r.z, x.z, y.z); break;
    case ArithOp::IntDiv:
      if (mpz_sgn(y.z) == 0) eval_error("zero_divisor");
      mpz_tdiv_q(r.z, x.z, y.z);
      break;
    case ArithOp::Div2:
      if (mpz_sgn(y.z) == 0) eval_error("zero_divisor");
      mpz_fdiv_q(r.z, x.z, y.z);
      break;
    case ArithOp::Div:
      if (mpz_sgn(y.z) == 0) eval_error("zero_divisor");
      if (mpz_divisible_p(x.z, y.z)) {
        mpz_divexact(r.z, x.z, y.z);
        break;
      }
      return check_float(to_double(a) / to_double(b));
    case ArithOp::Mod:
      if (mpz_sgn(y.z) == 0) eval_error("zero_divisor");
      mpz_fdiv_r(r.z, x.z, y.z);
      break;
    case ArithOp::Rem:
      if (mpz_sgn(y.z) == 0) eval_error("zero_divisor");
      mpz_tdiv_r(r.z, x.z, y.z);
      break;
    case ArithOp::And: mpz_and(r.z, x.z, y.z); break;
    case ArithOp::Or: mpz_ior(r.z, x.z, y.z); break;
    case ArithOp::Xor: mpz_xor(r.z, x.z, y.z); break;
    case ArithOp::Gcd: mpz_gcd(r.z, x.z, y.z); break;
    case ArithOp::Shl:
    case ArithOp::Shr: {
      if (!mpz_fits_slong_p(y.z)) throw Error("resource_error(memory)");
      long s = mpz_get_si(y.z);
      if ((op == ArithOp::Shl) == (s >= 0)) {
        unsigned long n = static_cast<unsigned long>(s >= 0 ? s : -s);
        if (n > (1ul << 32)) throw Error("resource_error(memory)");
        mpz_mul_2exp(r.z, x.z, n);
      } else {
        mpz_fdiv_q_2exp(r.z, x.z, static_cast<unsigned long>(s >= 0 ? s : -s));
      }
      break;
    }
    case ArithOp::Pow:
    case ArithOp::Caret: {
      if (mpz_sgn(y.z) < 0) {
        if (mpz_cmp_si(x.z, 1) == 0) { mpz_set_si(r.z, 1); break; }
        if (mpz_cmp_si(x.z, -1) == 0) { mpz_set_si(r.z, mpz_odd_p(y.z) ? -1 : 1); break; }
        if (mpz_sgn(x.z) == 0) eval_error("zero_divisor");
        if (op == ArithOp::Pow) return check_float(std::pow(to_double(a), to_double(b)));
        throw Error("must be non-negative: " + std::to_string(mpz_get_si(y.z)) + " (^ with a negative exponent)");
      }
      if (!mpz_fits_ulong_p(y.z) || mpz_get_ui(y.z) > (1ul << 26)) throw Error("resource_error(memory)");
      mpz_pow_ui(r.z, x.z, mpz_get_ui(y.z));
      break;
    }
    case ArithOp::Min: return mpz_cmp(x.z, y.z) <= 0 ? a : b;
    case ArithOp::Max: return mpz_cmp(x.z, y.z) >= 0 ? a : b;
    default: throw Error("internal: bad big op");
  }
  return from_mpz(pool, r.z);
}

}  // namespace

Num num_of(Value v) {
  if (is_small_int(v)) return Num::of_int(small_int_of(v));
  Num n;
  if (is_box(v)) {
    if (box_kind(v) == BoxKind::Float) return Num::of_float(float_of(v));
    if (box_kind(v) == BoxKind::BigInt) {
      mpz_t z;
      bigint_view(v, z);
      if (mpz_fits_slong_p(z)) return Num::of_int(mpz_get_si(z));
      n.kind = Num::Big;
      n.v = v;
      return n;
    }
  }
  n.kind = Num::Other;
  n.v = v;
  return n;
}

Value value_of(ValuePool& pool, const Num& n) {
  switch (n.kind) {
    case Num::Int: return fits_small_int(n.i) ? make_small_int(n.i) : pool.integer(n.i);
    case Num::Float: return pool.real(n.d);
    default: return n.v;
  }
}

bool num_equal(ValuePool& pool, const Num& a, const Num& b) {
  if (a.kind == Num::Int && b.kind == Num::Int) return a.i == b.i;
  if (a.kind == Num::Float && b.kind == Num::Float)
    return std::memcmp(&a.d, &b.d, sizeof(double)) == 0;
  if (a.kind != b.kind) return false;
  return a.v == b.v;
}

bool lookup_arith(std::string_view name, unsigned arity, ArithOp& op) {
  struct E { const char* n; unsigned a; ArithOp op; };
  static const E table[] = {
      {"-", 1, ArithOp::Neg}, {"+", 1, ArithOp::Pos}, {"+", 2, ArithOp::Add},
      {"-", 2, ArithOp::Sub}, {"*", 2, ArithOp::Mul}, {"/", 2, ArithOp::Div},
      {"//", 2, ArithOp::IntDiv}, {"div", 2, ArithOp::Div2}, {"mod", 2, ArithOp::Mod},
      {"rem", 2, ArithOp::Rem}, {"min", 2, ArithOp::Min}, {"max", 2, ArithOp::Max},
      {"abs", 1, ArithOp::Abs}, {"sign", 1, ArithOp::Sign}, {"sqrt", 1, ArithOp::Sqrt},
      {"ceiling", 1, ArithOp::Ceil}, {"ceil", 1, ArithOp::Ceil}, {"floor", 1, ArithOp::Floor},
      {"truncate", 1, ArithOp::Trunc}, {"round", 1, ArithOp::Round}, {"**", 2, ArithOp::Pow},
      {"^", 2, ArithOp::Caret}, {">>", 2, ArithOp::Shr}, {"<<", 2, ArithOp::Shl},
      {"/\\", 2, ArithOp::And}, {"\\/", 2, ArithOp::Or}, {"xor", 2, ArithOp::Xor},
      {"\\", 1, ArithOp::BitNot}, {"msb", 1, ArithOp::Msb}, {"gcd", 2, ArithOp::Gcd},
      {"float", 1, ArithOp::ToFloat}, {"integer", 1, ArithOp::ToInteger},
      {"exp", 1, ArithOp::Exp}, {"log", 1, ArithOp::Log}, {"sin", 1, ArithOp::Sin},
      {"cos", 1, ArithOp::Cos}, {"tan", 1, ArithOp::Tan}, {"atan", 1, ArithOp::Atan},
      {"atan2", 2, ArithOp::Atan2}, {"atan", 2, ArithOp::Atan2},
  };
  for (const E& e : table)
    if (e.a == arity && name == e.n) {
      op = e.op;
      return true;
    }
  return false;
}

bool lookup_arith_constant(std::string_view name, Num& out) {
  if (name == "pi") out = Num::of_float(M_PI);
  else if (name == "e") out = Num::of_float(M_E);
  else if (name == "inf" || name == "infinite") out = Num::of_float(HUGE_VAL);
  else if (name == "nan") out = Num::of_float(NAN);
  else if (name == "epsilon") out = Num::of_float(2.220446049250313e-16);
  else if (name == "max_tagged_integer") out = Num::of_int(kMaxSmallInt);
  else if (name == "min_tagged_integer") out = Num::of_int(kMinSmallInt);
  else return false;
  return true;
}

Num apply_unary(ValuePool& pool, ArithOp op, const Num& a) {
  need_number(a);
  bool isf = a.kind == Num::Float;
  switch (op) {
    case ArithOp::Pos: return a;
    case ArithOp::Neg:
      if (isf) return Num::of_float(-a.d);
      if (a.kind == Num::Int && a.i != INT64_MIN) return Num::of_int(-a.i);
      return big_binary(pool, ArithOp::Sub, Num::of_int(0), a);
    case ArithOp::Abs:
      if (isf) return Num::of_float(std::fabs(a.d));
      if (a.kind == Num::Int && a.i != INT64_MIN) return Num::of_int(a.i < 0 ? -a.i : a.i);
      return compare_num(a, Num::of_int(0)) < 0 ? apply_unary(pool, ArithOp::Neg, a) : a;
    case ArithOp::Sign:
      if (isf) return Num::of_float(a.d > 0 ? 1.0 : a.d < 0 ? -1.0 : 0.0);
      return Num::of_int(compare_num(a, Num::of_int(0)));
    case ArithOp::Sqrt: {
      double d = to_double(a);
      if (d < 0) eval_error("undefined");
      return Num::of_float(std::sqrt(d));
    }
    case ArithOp::Ceil: return isf ? float_to_int(pool, std::ceil(a.d)) : a;
    case ArithOp::Floor: return isf ? float_to_int(pool, std::floor(a.d)) : a;
    case ArithOp::Trunc: return isf ? float_to_int(pool, std::trunc(a.d)) : a;
    case ArithOp::Round:
    case ArithOp::ToInteger: return isf ? float_to_int(pool, std::round(a.d)) : a;
    case ArithOp::ToFloat: return check_float(to_double(a));
    case ArithOp::BitNot:
      need_int(a);
      if (a.kind == Num::Int) return Num::of_int(~a.i);
      return big_binary(pool, ArithOp::Sub, Num::of_int(-1), a);
    case ArithOp::Msb: {
      need_int(a);
      if (compare_num(a, Num::of_int(0)) <= 0) type_error("not_less_than_one", a);
      if (a.kind == Num::Int) return Num::of_int(63 - __builtin_clzll(static_cast<unsigned long long>(a.i)));
      Mpz z;
      to_mpz(a, z.z);
      return Num::of_int(static_cast<std::int64_t>(mpz_sizeinbase(z.z, 2)) - 1);
    }
    case ArithOp::Exp: return check_float(std::exp(to_double(a)));
    case ArithOp::Log: {
      double d = to_double(a);
      if (d <= 0) eval_error("undefined");
      return check_float(std::log(d));
    }
    case ArithOp::Sin: return check_float(std::sin(to_double(a)));
    case ArithOp::Cos: return check_float(std::cos(to_double(a)));
    case ArithOp::Tan: return check_float(std::tan(to_double(a)));
    case ArithOp::Atan: return check_float(std::atan(to_double(a)));
    default: throw Error("internal: bad unary op");
  }
}

Num apply_binary(ValuePool& pool, ArithOp op, const Num& a, const Num& b) {
  need_number(a);
  need_number(b);
  if (a.kind == Num::Int && b.kind == Num::Int) {
    std::int64_t x = a.i, y = b.i, r;
    switch (op) {
      case ArithOp::Add: if (!__builtin_add_overflow(x, y, &r)) return Num::of_int(r); break;
      case ArithOp::Sub: if (!__builtin_sub_overflow(x, y, &r)) return Num::of_int(r); break;
      case ArithOp::Mul: if (!__builtin_mul_overflow(x, y, &r)) return Num::of_int(r); break;
      case ArithOp::IntDiv:
        if (y == 0) eval_error("zero_divisor");
        if (y != -1) return Num::of_int(x / y);
        break;
      case ArithOp::Div2:
        if (y == 0) eval_error("zero_divisor");
        if (y != -1) {
          r = x / y;
          if ((x % y != 0) && ((x < 0) != (y < 0))) --r;
          return Num::of_int(r);
        }
        break;
      case ArithOp::Div:
        if (y == 0) eval_error("zero_divisor");
        if (y != -1) {
          if (x % y == 0) return Num::of_int(x / y);
          return Num::of_float(static_cast<double>(x) / static_cast<double>(y));
        }
        break;
      case ArithOp::Mod:
        if (y == 0) eval_error("zero_divisor");
        if (y == -1) return Num::of_int(0);
        r = x % y;
        if (r != 0 && ((r < 0) != (y < 0))) r += y;
        return Num::of_int(r);
      case ArithOp::Rem:
        if (y == 0) eval_error("zero_divisor");
        return Num::of_int(y == -1 ? 0 : x % y);
      case ArithOp::Min: return x <= y ? a : b;
      case ArithOp::Max: return x >= y ? a : b;
      case ArithOp::And: return Num::of_int(x & y);
      case ArithOp::Or: return Num::of_int(x | y);
      case ArithOp::Xor: return Num::of_int(x ^ y);
      case ArithOp::Shr:
        if (y >= 0) return Num::of_int(y >= 64 ? (x < 0 ? -1 : 0) : x >> y);
        break;
      case ArithOp::Shl:
        if (y >= 0 && y < 62) {
          r = x << y;
          if ((r >> y) == x) return Num::of_int(r);
        }
        break;
      case ArithOp::Gcd: {
        if (x == INT64_MIN || y == INT64_MIN) break;
        std::int64_t p = x < 0 ? -x : x, q = y < 0 ? -y : y;
        while (q) { std::int64_t t = p % q; p = q; q = t; }
        return Num::of_int(p);
      }
      case ArithOp::Atan2: return check_float(std::atan2(double(x), double(y)));
      default: break;  // ** and ^ go through GMP
    }
    return big_binary(pool, op, a, b);
  }
  bool anyf = a.kind == Num::Float || b.kind == Num::Float;
  if (!anyf) return big_binary(pool, op, a, b);
  switch (op) {
    case ArithOp::Add: return check_float(to_double(a) + to_double(b));
    case ArithOp::Sub: return check_float(to_double(a) - to_double(b));
    case ArithOp::Mul: return check_float(to_double(a) * to_double(b));
    case ArithOp::Div:
      if (to_double(b) == 0.0) eval_error("zero_divisor");
      return check_float(to_double(a) / to_double(b));
    case ArithOp::Pow:
    case ArithOp::Caret: return check_float(std::pow(to_double(a), to_double(b)));
    case ArithOp::Min: { int c = compare_num(a, b); return c == 1 ? b : a; }
    case ArithOp::Max: { int c = compare_num(a, b); return c == -1 ? b : a; }
    case ArithOp::Atan2: return check_float(std::atan2(to_double(a), to_double(b)));
    default: type_error("integer", a.kind == Num::Float ? a : b);
  }
}

int compare_num(const Num& a, const Num& b) {
  need_number(a);
  need_number(b);
  if (a.kind == Num::Int && b.kind == Num::Int) return a.i < b.i ? -1 : a.i > b.i;
  if (a.kind == Num::Float && b.kind == Num::Float) {
    if (std::isnan(a.d) || std::isnan(b.d)) return 2;
    return a.d < b.d ? -1 : a.d > b.d;
  }
  if (a.kind == Num::Float || b.kind == Num::Float) {
    bool af = a.kind == Num::Float;
    double d = af ? a.d : b.d;
    if (std::isnan(d)) return 2;
    Mpz z;
    to_mpz(af ? b : a, z.z);
    int c = mpz_cmp_d(z.z, d);
    c = c < 0 ? -1 : c > 0;
    return af ? -c : c;
  }
  Mpz x, y;
  to_mpz(a, x.z);
  to_mpz(b, y.z);
  int c = mpz_cmp(x.z, y.z);
  return c < 0 ? -1 : c > 0;
}

// ---------------------------------------------------------------------------
namespace {

void format_into(std::string& out, Value v, unsigned depth = 0) {
  // Messages only (facts are written by the engine's writer): very deep
  // terms are elided rather than walked recursively.
  if (depth > 1000) {
    out += "...";
    return;
  }
  for (;;) {
    if (is_small_int(v)) { out += std::to_string(small_int_of(v)); return; }
    if (is_atom(v)) {
      append_atom_text(out, atom_of(v)->view(), true);
      return;
    }
    if (is_box(v)) {
      switch (box_kind(v)) {
        case BoxKind::Float: {
          append_float(out, float_of(v));
          return;
        }
        case BoxKind::String: append_quoted(out, string_of(v), '"'); return;
        case BoxKind::BigInt: {
          mpz_t z;
          bigint_view(v, z);
          char* p = mpz_get_str(nullptr, 10, z);
          out += p;
          void (*freefunc)(void*, size_t);
          mp_get_memory_functions(nullptr, nullptr, &freefunc);
          freefunc(p, std::strlen(p) + 1);
          return;
        }
      }
    }
    if (is_list(v)) {
      out += '[';
      for (;;) {
        format_into(out, list_head(v), depth + 1);
        Value t = list_tail(v);
        if (is_list(t)) { out += ','; v = t; continue; }
        if (!(is_atom(t) && atom_of(t)->view() == "[]")) { out += '|'; format_into(out, t, depth + 1); }
        break;
      }
      out += ']';
      return;
    }
    if (is_str(v)) {
      Functor f = functor_of(v);
      format_into(out, make_atom(f->name));
      out += '(';
      for (unsigned i = 0; i + 1 < f->arity; ++i) {
        format_into(out, arg(v, i), depth + 1);
        out += ',';
      }
      format_into(out, arg(v, f->arity - 1), depth + 1);
      out += ')';
      return;
    }
    out += "_";
    return;
  }
}

}  // namespace

std::string format_value(Value v) {
  std::string out;
  format_into(out, v);
  return out;
}

}  // namespace kea::starlog
