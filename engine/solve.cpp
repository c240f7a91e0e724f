#include "engine/solve.hpp"

#include <vector>

#include "engine/termops.hpp"

namespace kea {
namespace {

// A PrologError raised by the continuation of catch frame `id`: that frame
// must not catch it (its goal had already exited), so it travels under
// this other type until the frame turns it back into a PrologError.
struct CatchBypass {
  Cell ball;
  unsigned id;
};

// Nested control constructs recurse on the C++ stack; past this depth a
// query gets a resource error instead of a crash.
constexpr unsigned kMaxDepth = 20000;

struct OpenAlternative {
  unsigned& count;
  explicit OpenAlternative(unsigned& c) : count(c) { ++count; }
  ~OpenAlternative() { --count; }
};

}  // namespace

Solver::Outcome Solver::run(Cell goal, const Cont& k) {
  return solve_opaque(goal, k, 0) == Stop ? Stop : Redo;
}

Solver::Outcome Solver::solve_opaque(Cell goal, const Cont& k, unsigned depth) {
  unsigned b = ++next_barrier_;
  Outcome r = solve(goal, k, depth + 1, b);
  return r == cut_to(b) ? Redo : r;
}

Solver::Outcome Solver::alternative(const std::function<Outcome()>& first,
                                    const std::function<Outcome()>& second) {
  std::size_t mark = m_.store().trail_size();
  Outcome r;
  {
    OpenAlternative open(open_alternatives_);
    r = first();
  }
  if (r != Redo) return r;
  m_.store().undo_bindings(mark);
  return second();
}

// call/N: Goal with extra arguments appended.
Cell Solver::add_args(Cell goal, const Cell* extra, unsigned n) {
  Store& s = m_.store();
  goal = deref(goal);
  if (n == 0) return goal;
  if (is_var(goal)) throw_instantiation_error(s);
  std::vector<Cell> args;
  Atom name;
  if (is_atom(goal)) {
    name = atom_of(goal);
  } else if (is_str(goal)) {
    name = functor_of(goal)->name;
    for (unsigned i = 0; i < arity_of(goal); ++i) args.push_back(arg(goal, i));
  } else {
    throw_type_error(s, atoms::callable, goal);
  }
  args.insert(args.end(), extra, extra + n);
  return make_compound(s, m_.runtime().functor(name, static_cast<unsigned>(args.size())), args.data());
}

Solver::Outcome Solver::solve(Cell goal, const Cont& k, unsigned depth, unsigned barrier) {
  Store& s = m_.store();
  Runtime& rt = m_.runtime();
  if (depth > kMaxDepth) throw_resource_error(s, rt.intern("query_nesting"));
  goal = deref(goal);
  if (is_var(goal)) throw_instantiation_error(s);

  Functor f;
  const Cell* args = nullptr;
  if (is_atom(goal)) {
    Atom a = atom_of(goal);
    if (a == atoms::true_) return k();
    if (a == atoms::fail || a == atoms::false_) return Redo;
    if (a == atoms::cut) {
      Outcome r = k();
      return r == Redo ? cut_to(barrier) : r;
    }
    f = rt.functor(a, 0);
  } else if (is_str(goal)) {
    f = functor_of(goal);
    args = args_of(goal);
  } else {
    throw_type_error(s, atoms::callable, goal);
  }

  if (f == functors::comma2) {
    return solve(args[0], [&] { return solve(args[1], k, depth + 1, barrier); }, depth + 1, barrier);
  }
  if (f == functors::semicolon2 || f == functors::bar2) {
    Cell left = deref(args[0]);
    if (is_str(left) && (functor_of(left) == functors::arrow2 || functor_of(left) == functors::soft_arrow2)) {
      Cell cond = arg(left, 0), then = arg(left, 1), otherwise = args[1];
      std::size_t mark = s.trail_size();
      bool found = false;
      unsigned b = ++next_barrier_;
      if (functor_of(left) == functors::arrow2) {
        {
          OpenAlternative open(open_alternatives_);  // the else branch is open while the condition runs
          solve(cond, [&] { found = true; return Stop; }, depth + 1, b);
        }
        if (found) return solve(then, k, depth + 1, barrier);
      } else {
        Outcome r;
        {
          OpenAlternative open(open_alternatives_);
          r = solve(cond, [&] { found = true; return solve(then, k, depth + 1, barrier); }, depth + 1, b);
        }
        if (r != Redo && r != cut_to(b)) return r;
        if (found) return Redo;
      }
      s.undo_bindings(mark);
      return solve(otherwise, k, depth + 1, barrier);
    }
    return alternative([&] { return solve(args[0], k, depth + 1, barrier); },
                       [&] { return solve(args[1], k, depth + 1, barrier); });
  }
  if (f == functors::arrow2) {
    bool found = false;
    unsigned b = ++next_barrier_;
    solve(args[0], [&] { found = true; return Stop; }, depth + 1, b);
    return found ? solve(args[1], k, depth + 1, barrier) : Redo;
  }
  if (f == functors::soft_arrow2) {
    unsigned b = ++next_barrier_;
    Outcome r = solve(args[0], [&] { return solve(args[1], k, depth + 1, barrier); }, depth + 1, b);
    return r == cut_to(b) ? Redo : r;
  }
  if ((f->name == atoms::not_provable || f->name == atoms::not_) && f->arity == 1) {
    std::size_t mark = s.trail_size();
    bool found = false;
    solve_opaque(args[0], [&] { found = true; return Stop; }, depth);
    s.undo_bindings(mark);
    return found ? Redo : k();
  }
  if (f->name == atoms::call && f->arity >= 1) {
    return solve_opaque(add_args(args[0], args + 1, f->arity - 1), k, depth);
  }
  if (f->name == atoms::catch_ && f->arity == 3) return solve_catch(args, k, depth);
  if (f->name == atoms::throw_ && f->arity == 1) {
    Cell ball = must_be_bound(s, args[0]);
    throw PrologError(copy_term_detached(s, ball));
  }
  if (f->name == atoms::findall && f->arity == 3) return solve_findall(args, k, depth);
  if (f->name == atoms::forall && f->arity == 2) {
    // forall(C, A) :- \+ (C, \+ A).
    std::size_t mark = s.trail_size();
    bool counterexample = false;
    solve_opaque(args[0], [&] {
      bool held = false;
      std::size_t inner = s.trail_size();
      solve_opaque(args[1], [&] { held = true; return Stop; }, depth);
      s.undo_bindings(inner);
      if (held) return Redo;
      counterexample = true;
      return Stop;
    }, depth);
    s.undo_bindings(mark);
    return counterexample ? Redo : k();
  }
  if (f->name == atoms::between && f->arity == 3) return solve_between(args, k);

  if (const BuiltinDef* def = find_builtin(rt, f)) {
    return call_builtin(m_, *def, args) ? k() : Redo;
  }
  if (rt.flags().unknown.load(std::memory_order_relaxed) == UnknownMode::Fail) return Redo;
  Cell pi = make_compound(s, functors::slash2, {make_atom(f->name), make_small_int(f->arity)});
  throw_existence_error(s, atoms::procedure, pi);
}

Solver::Outcome Solver::solve_catch(const Cell* args, const Cont& k, unsigned depth) {
  Store& s = m_.store();
  unsigned id = ++next_catch_id_;
  std::size_t mark = s.trail_size();
  Cont after_goal = [&]() -> Outcome {
    try {
      return k();
    } catch (const PrologError& e) {
      throw CatchBypass{e.term(), id};
    }
  };
  Cell ball;
  try {
    return solve_opaque(args[0], after_goal, depth);
  } catch (const CatchBypass& bypass) {
    if (bypass.id != id) throw;
    throw PrologError(bypass.ball);
  } catch (const PrologError& e) {
    // The ball must survive undoing the goal's bindings.
    ball = copy_term_detached(s, e.term());
  }
  s.undo_bindings(mark);
  std::size_t before_match = s.trail_size();
  if (!unify(s, args[1], ball)) {
    s.undo_bindings(before_match);
    throw PrologError(ball);
  }
  return solve_opaque(args[2], k, depth);
}

Solver::Outcome Solver::solve_findall(const Cell* args, const Cont& k, unsigned depth) {
  Store& s = m_.store();
  std::vector<Cell> results;
  std::size_t mark = s.trail_size();
  solve_opaque(args[1], [&] {
    results.push_back(copy_term_detached(s, args[0]));
    return Redo;
  }, depth);
  s.undo_bindings(mark);
  Cell list = make_list(s, results.data(), results.size(), make_atom(atoms::nil));
  return unify_terms(m_, args[2], list) ? k() : Redo;
}

// between(+Low, +High, ?X); High may be inf or infinite.
Solver::Outcome Solver::solve_between(const Cell* args, const Cont& k) {
  Store& s = m_.store();
  ErrorContext ctx{m_.runtime().functor(atoms::between, 3)};
  std::int64_t lo = must_be_small_int(s, args[0], ctx);
  Cell hi_cell = must_be_bound(s, args[1], ctx);
  std::int64_t hi;
  if (is_atom(hi_cell) && (atom_of(hi_cell) == atoms::inf || atom_of(hi_cell) == atoms::infinite)) {
    hi = kMaxSmallInt;
  } else {
    hi = must_be_small_int(s, hi_cell, ctx);
  }
  Cell x = deref(args[2]);
  if (!is_var(x)) {
    if (!is_integer(x)) throw_type_error(s, atoms::integer, x, ctx);
    if (!is_small_int(x)) return Redo;
    std::int64_t v = small_int_of(x);
    return v >= lo && v <= hi ? k() : Redo;
  }
  for (std::int64_t i = lo; i <= hi; ++i) {
    std::size_t mark = s.trail_size();
    s.bind(x, make_integer(s, i));
    Outcome r;
    if (i < hi) {
      OpenAlternative open(open_alternatives_);
      r = k();
    } else {
      r = k();
    }
    if (r != Redo) return r;
    s.undo_bindings(mark);
  }
  return Redo;
}

}  // namespace kea
