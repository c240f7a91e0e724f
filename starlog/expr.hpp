// Expressions compiled once per rule and binding pattern, evaluated per
// tuple: postfix code over rule-variable slots. An argument that is an
// arithmetic expression (R+1, (X-1) mod W) is evaluated; any other compound
// builds a canonical term value from its evaluated arguments; variables read
// their slot. Ground subexpressions are folded when compiled.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "starlog/num.hpp"
#include "starlog/value.hpp"

namespace kea {
class Runtime;
}

namespace kea::starlog {

struct Instr {
  enum Code : std::uint8_t { Const, Slot, Unary, Binary, Build };
  Code code;
  ArithOp op = ArithOp::Add;
  std::uint32_t n = 0;   // Slot: slot; Build: arity
  Value v = 0;           // Const
  Functor f = nullptr;   // Build (nullptr: list cell)
};

// The integer-only form of an expression: each operation takes its
// operands directly from a slot, a constant or the stack, so `(X-1) mod W`
// is two dispatches instead of five pushes and pops.
struct IntOp {
  ArithOp op;
  bool unary;
  std::uint8_t ka, kb;  // operand kinds: 0 stack, 1 slot, 2 constant
  std::int64_t a, b;    // slot number or constant value
};

// The most frames Expr::run_int_block takes at once.
inline constexpr unsigned kExprBlock = 64;

class Expr {
 public:
  std::vector<Instr> code;
  std::vector<IntOp> icode;  // see IntOp; empty when not available
  bool fused = false;
  int slot = -1;         // the whole expression is this slot
  bool constant = false; // the whole expression is `value`
  Value value = 0;
  unsigned depth = 0;
  std::string text;      // printable form (slots as S<i> or variable names)

  Value eval(ValuePool& pool, const Value* slots) const {
    if (slot >= 0) return slots[slot];
    if (constant) return value;
    std::int64_t i;
    if (int_only && run_int(slots, i) && fits_small_int(i)) return make_small_int(i);
    return run(pool, slots, true).v;
  }
  // The value as a small integer when it is one (the common case); false
  // when the expression needs the general evaluator.
  bool eval_int(const Value* slots, std::int64_t& out) const {
    if (slot >= 0 || constant) {
      Value v = slot >= 0 ? slots[slot] : value;
      if (!is_small_int(v)) return false;
      out = small_int_of(v);
      return true;
    }
    return int_only && run_int(slots, out);
  }
  bool int_only = false;  // only ops that run_int knows
  // run_int over a block of n <= kExprBlock frames (frame k: the slots at
  // base + sel[k] * stride), one operation at a time over all of them:
  // out[k], with bad[k] set where the integer path gives up (the caller
  // then evaluates that frame in full). Only when int_block_ok().
  bool int_block_ok() const { return slot >= 0 || constant || fused; }
  void run_int_block(const Value* base, const std::uint32_t* sel, unsigned n, unsigned stride, std::int64_t* out,
                     bool* bad) const;
  Num eval_num(ValuePool& pool, const Value* slots) const {
    if (slot >= 0) return num_of(slots[slot]);
    if (constant) return num_of(value);
    return run(pool, slots, false).n;
  }

 private:
  struct Out {
    Value v;
    Num n;
  };
  Out run(ValuePool& pool, const Value* slots, bool want_value) const;
  bool run_int(const Value* slots, std::int64_t& out) const;
  bool run_int_stack(const Value* slots, std::int64_t& out) const;
 public:
  // Builds icode from code (int_only expressions of small-integer constants).
  void fuse();
};

// slot_of(var) gives the slot of a (dereferenced) variable, or -1 when it
// is not bound at this point (the caller checks boundness first).
using SlotOf = std::function<int(Cell var)>;
using NameOf = std::function<std::string(int slot)>;
// Throws starlog::Error on a non-evaluable term inside arithmetic, or when a
// folded constant subexpression fails (e.g. 1/0).
Expr compile_expr(Cell term, const SlotOf& slot_of, const NameOf& name_of, ValuePool& pool,
                  const Runtime& rt);

// True when the term is a compound with an evaluable functor.
bool is_arith_term(Cell t);
// Variables of a term (dereferenced REFs), each once, in order.
void term_vars(Cell t, std::vector<Cell>& out);

}  // namespace kea::starlog
