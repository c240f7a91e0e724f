// Arithmetic: evaluation of is/2 right-hand sides, numeric comparison, and
// the integer text conversions the reader and writer share.
//
// Semantics follow SWI-Prolog 9 with prefer_rationals=false and iso=false
// (integer `/` is exact when it can be, `**` on integers is an integer, ...).
// Intermediate values are kea::Number (engine/arith/number.hpp), so evaluating an
// expression allocates heap cells only for its final result. Evaluation uses
// an explicit stack: expression depth is bounded by memory, not the C++ stack.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <string_view>

#include "engine/errors.hpp"
#include "engine/arith/number.hpp"
#include "engine/terms/term.hpp"

namespace kea {

class Runtime;
class Store;

// Evaluate `expr` (is/2's right-hand side) and return a number term: a small
// int, or a box allocated on `s`. Errors are ISO error terms thrown as
// PrologError; `ctx` names the predicate for errors that are not about one
// evaluable function (instantiation and type errors); evaluation errors carry
// the function, as SWI-Prolog does (context((/)/2, _)).
Cell eval(Runtime& rt, Store& s, Cell expr, ErrorContext ctx);
Cell eval(Runtime& rt, Store& s, Cell expr);  // ctx = is/2
// The same, leaving the result as a Number (for builtins that go on
// computing with it, e.g. succ/2, between/3, or comparison).
Number eval_number(Runtime& rt, Store& s, Cell expr, ErrorContext ctx);

// Evaluate both sides and compare them: -1, 0 or 1 (=:= =\= < > =< >=).
// Int against float is compared exactly (as SWI: no rounding of the int).
// A NaN compares unequal to everything; then the result is 2 (neither
// less, equal nor greater: kUnordered), so `<`, `=:=`, `>` are all false.
int compare_numeric(Runtime& rt, Store& s, Cell a, Cell b, ErrorContext ctx);
int compare_numeric(Runtime& rt, Store& s, Cell a, Cell b);  // ctx = (=:=)/2
bool numeric_equal(Runtime& rt, Store& s, Cell a, Cell b);    // a =:= b

// Compare two number terms that are already evaluated (no errors).
int compare_number_terms(Cell a, Cell b);

// The integer written with `digits` in `base` (2..36): an optional leading
// '-' or '+', then digits (either case for letters). '_' and spaces between
// digits (digit groups) are skipped. Any length; the result is small or a
// bigint box on `s`. Bad text throws syntax_error(illegal_number).
Cell parse_integer(Store& s, std::string_view digits, int base = 10);

// The text of an integer term (small or big) in `base` (2..36, lowercase
// letters), with a leading '-' when negative.
std::string integer_to_string(Cell integer, int base = 10);

// This thread's random number generator: the random/1 and random_float
// evaluables, random/1, random_between/3, set_random/1.
std::mt19937_64& thread_rng();

}  // namespace kea
