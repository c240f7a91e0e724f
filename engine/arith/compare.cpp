// Arithmetic comparison (=:= =\= < > =< >=): evaluate both sides, left first.
#include "engine/arith/arith.hpp"
#include "engine/terms/store.hpp"

namespace kea {

int compare_numeric(Runtime& rt, Store& s, Cell a, Cell b, ErrorContext ctx) {
  Number x = eval_number(rt, s, a, ctx);
  Number y = eval_number(rt, s, b, ctx);
  return compare_numbers(x, y);
}

int compare_numeric(Runtime& rt, Store& s, Cell a, Cell b) {
  return compare_numeric(rt, s, a, b, ErrorContext{functors::arith_equal2, {}});
}

bool numeric_equal(Runtime& rt, Store& s, Cell a, Cell b) { return compare_numeric(rt, s, a, b) == 0; }

int compare_number_terms(Cell a, Cell b) { return compare_numbers(number_of(deref(a)), number_of(deref(b))); }

}  // namespace kea
