// The table of evaluable functions, shared by the evaluator (eval.cpp).
// Internal to the arith part: other parts use engine/arith/arith.hpp.
#pragma once

#include "engine/errors.hpp"
#include "engine/arith/number.hpp"

namespace kea {

class Runtime;

// What a function needs while it runs.
struct EvalCtx {
  Runtime& rt;
  Store& s;
  ErrorContext caller;  // is/2, </2, ...: for errors not about one function
};

struct Evaluable;
// args[0..arity-1] are the evaluated arguments; the result goes in args[0]
// (for arity 0, args[0] is a fresh slot).
using EvalFn = void (*)(EvalCtx& cx, const Evaluable& self, Number* args);

struct Evaluable {
  Functor functor;  // name/arity (for arity 0, a name/0 functor is not needed: see atom)
  Atom atom;        // the name
  unsigned arity;
  EvalFn fn;
};

// The function for a compound's functor, or for an atom (arity 0); nullptr
// when not evaluable. The table is built once and immutable afterwards, so
// any thread may read it without locks. Keys are the predefined functor and
// atom entries, which every Runtime shares.
const Evaluable* find_evaluable(Functor f);
const Evaluable* find_evaluable(Atom a);

}  // namespace kea
