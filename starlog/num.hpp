// Numbers while an expression is evaluated. Most arithmetic in Starlog
// programs is on small integers: that path is a tagged int64 with overflow
// checks; on overflow (or big operands) the operation is redone in GMP and the
// result becomes a canonical big integer Value. Floats are plain doubles. A
// Num that is not a number (an atom, a string, a compound built in a head)
// carries its Value.
#pragma once

#include <cstdint>

#include "starlog/value.hpp"

namespace kea::starlog {

struct Num {
  enum Kind : std::uint8_t { Int, Big, Float, Other };
  // Trivially constructible on purpose: evaluation stacks are arrays of
  // Num, and only the fields of `kind` are ever read.
  Kind kind;
  std::int64_t i;  // Int
  double d;        // Float
  Value v;         // Big (canonical bigint), Other

  static Num of_int(std::int64_t x) { Num n; n.kind = Int; n.i = x; return n; }
  static Num of_float(double x) { Num n; n.kind = Float; n.d = x; return n; }
  bool is_number() const { return kind != Other; }
  bool is_integer() const { return kind == Int || kind == Big; }
};

// A Value as a Num, and back (interning floats and big integers).
Num num_of(Value v);
Value value_of(ValuePool& pool, const Num& n);
// Value equality without interning when it can (two Ints, two Floats).
bool num_equal(ValuePool& pool, const Num& a, const Num& b);

enum class ArithOp : std::uint8_t {
  Neg, Pos, Add, Sub, Mul, Div, IntDiv, Div2 /* div */, Mod, Rem, Min, Max, Abs, Sign, Sqrt,
  Ceil, Floor, Trunc, Round, Pow, Caret, Shr, Shl, And, Or, Xor, BitNot, Msb, Gcd, ToFloat,
  ToInteger, Exp, Log, Sin, Cos, Tan, Atan, Atan2,
};

// Arity (1 or 2) and op of an evaluable functor name, or false.
bool lookup_arith(std::string_view name, unsigned arity, ArithOp& op);
// Constants allowed inside arithmetic: pi, e, inf, nan, max_tagged_integer...
bool lookup_arith_constant(std::string_view name, Num& out);

Num apply_unary(ValuePool& pool, ArithOp op, const Num& a);
Num apply_binary(ValuePool& pool, ArithOp op, const Num& a, const Num& b);
// -1, 0, 1, or 2 when unordered (NaN). Throws type_error on non-numbers.
int compare_num(const Num& a, const Num& b);

// Text of a value for messages (and the plain writer): writeq-style.
std::string format_value(Value v);

}  // namespace kea::starlog
