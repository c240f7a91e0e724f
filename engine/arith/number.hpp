// Number: the value type of arithmetic intermediates. A small int64, a GMP
// integer or a double, held by value so evaluating `A*B+C` touches the Prolog
// heap only for its final result. Integers are kept normalised: a Big never
// holds a value that fits int64, so integer equality between two Ints is ==.
//
// Number owns its mpz (movable, not copyable): a moved-from Number is Int 0.
#pragma once

#include <cstdint>

#include <gmp.h>

#include "engine/terms/term.hpp"

namespace kea {

class Store;

class Number {
 public:
  enum class Kind : std::uint8_t { Int, Big, Float };

  Number() noexcept = default;
  explicit Number(std::int64_t v) noexcept : i_(v) {}
  static Number of_float(double d) noexcept {
    Number n;
    n.kind_ = Kind::Float;
    n.f_ = d;
    return n;
  }
  Number(Number&& o) noexcept { steal(o); }
  Number& operator=(Number&& o) noexcept {
    if (this != &o) {
      release();
      steal(o);
    }
    return *this;
  }
  Number(const Number&) = delete;
  Number& operator=(const Number&) = delete;
  ~Number() { release(); }

  Kind kind() const { return kind_; }
  bool is_float() const { return kind_ == Kind::Float; }
  bool is_integer() const { return kind_ != Kind::Float; }
  bool is_small() const { return kind_ == Kind::Int; }
  bool is_big() const { return kind_ == Kind::Big; }

  std::int64_t small() const { return i_; }   // is_small()
  double flt() const { return f_; }           // is_float()
  mpz_srcptr big() const { return z_; }       // is_big()
  int sign() const;                           // integers: -1, 0, 1

  void set_int(std::int64_t v) {
    release();
    i_ = v;
  }
  void set_float(double d) {
    release();
    kind_ = Kind::Float;
    f_ = d;
  }
  // Copy an mpz value in, normalising to Int when it fits.
  void set_mpz(mpz_srcptr v);
  // Take ownership of an initialised mpz (the caller must not clear it).
  void take_mpz(mpz_ptr v);

  // Conversions. to_double rounds integers to nearest (ties to even);
  // a bigint beyond the double range gives +-inf.
  double to_double() const;

 private:
  void release() noexcept {
    if (kind_ == Kind::Big) mpz_clear(z_);
    kind_ = Kind::Int;
    i_ = 0;
  }
  void steal(Number& o) noexcept {
    kind_ = o.kind_;
    i_ = o.i_;
    f_ = o.f_;
    if (kind_ == Kind::Big) {
      z_[0] = o.z_[0];
      o.kind_ = Kind::Int;
      o.i_ = 0;
    }
  }

  Kind kind_ = Kind::Int;
  std::int64_t i_ = 0;
  double f_ = 0.0;
  __mpz_struct z_[1];
};

// An integer Number seen as an mpz (a temporary for Int).
class MpzArg {
 public:
  explicit MpzArg(const Number& n) {
    if (n.is_big()) {
      p_ = n.big();
    } else {
      mpz_init_set_si(tmp_, n.small());
      p_ = tmp_;
      owned_ = true;
    }
  }
  ~MpzArg() {
    if (owned_) mpz_clear(tmp_);
  }
  MpzArg(const MpzArg&) = delete;
  MpzArg& operator=(const MpzArg&) = delete;
  operator mpz_srcptr() const { return p_; }

 private:
  mpz_t tmp_;
  mpz_srcptr p_;
  bool owned_ = false;
};

// A scratch mpz that is cleared unless handed to Number::take_mpz.
class MpzTemp {
 public:
  MpzTemp() { mpz_init(z_); }
  ~MpzTemp() {
    if (live_) mpz_clear(z_);
  }
  MpzTemp(const MpzTemp&) = delete;
  MpzTemp& operator=(const MpzTemp&) = delete;
  operator mpz_ptr() { return z_; }
  mpz_ptr get() { return z_; }
  void give_to(Number& n) {
    live_ = false;
    n.take_mpz(z_);
  }

 private:
  mpz_t z_;
  bool live_ = true;
};

// A number term (dereferenced, is_number) as a Number, and back.
Number number_of(Cell c);
Cell make_number(Store& s, const Number& n);

// Exact double of a bigint, rounded to nearest-even; +-inf when out of range.
double mpz_to_double_rounded(mpz_srcptr z);

// Compare two numbers as SWI-Prolog 9.0 does: integers exactly, an integer
// against a float by converting the integer to a double. Returns -1, 0, 1,
// or 2 when a NaN makes them unordered.
inline constexpr int kUnordered = 2;
int compare_numbers(const Number& a, const Number& b);

}  // namespace kea
