// The WAM emulator: one loop over the instructions of instructions.def.
//
// Dispatch is direct threading (each opcode word is the address of its
// label, GCC's computed goto); builds for sanitizers use a switch instead.
// The registers live in locals while the loop runs and are written back to
// the Machine (SAVE) before any C++ code that may look at them: builtins,
// the compiler, nested queries, errors.
//
// Backtracking restores the newest choicepoint's registers, heap top and
// trail, then continues at its alternative, which finishes the job for its
// kind: retry_clause (next clause), trust_else (pop: last branch of a
// disjunction), catch_fail / pop_fail (pop and backtrack further),
// query_fail (the query has no more solutions), cleanup_fail (run the
// cleanup of setup_call_cleanup/3, then backtrack further).
//
// Exceptions are C++ exceptions (PrologError) thrown by builtins and by the
// emulator itself. The handler below freezes the ball, then walks the
// choicepoints for an active catch/3 frame whose catcher unifies with it,
// restoring each one's state on the way; recovery runs in catch/3's
// environment. Past the query's base choicepoint the error leaves run().
// The cleanup choicepoints of setup_call_cleanup/3 that a cut or the
// handler removes run their cleanups: cleanup.hpp has the design.
//
// Binding an attributed variable queues its hooks (Store::bind); they run
// before the next instruction that could observe the binding, as a call
// from a frame that saves the registers (see "Waking attributed
// variables" below).
#include <gc/gc.h>

#include <csignal>
#include <cstring>

#include "engine/arith/arith.hpp"
#include "engine/boot.hpp"
#include "engine/builtins/registry.hpp"
#include "engine/wam/atom_gc.hpp"
#include "engine/wam/cleanup.hpp"
#include "engine/wam/compile.hpp"
#include "engine/wam/db.hpp"
#include "engine/wam/dbutil.hpp"
#include "engine/wam/emit.hpp"
#include "engine/wam/transparent.hpp"
#include "engine/interrupt.hpp"
#include "engine/terms/record.hpp"
#include "engine/terms/termops.hpp"
#include "engine/syntax/writer.hpp"

#if defined(KEA_SANITIZER_BUILD) || !defined(__GNUC__)
#define KEA_SWITCH_DISPATCH 1
#else
#define KEA_SWITCH_DISPATCH 0
#endif

namespace kea {
namespace {

Word g_op_words[kOpCount];
bool emulate(Machine* mp, const Word* start);

struct LabelInit {
  LabelInit() { emulate(nullptr, nullptr); }
};

const LabelInit& labels_ready() {
  static const LabelInit init;
  return init;
}

inline Cell encode_cp(const Machine& m, const ChoicePoint* b) {
  return make_small_int(reinterpret_cast<const Cell*>(b) - m.stack_base());
}
inline ChoicePoint* decode_cp(Machine& m, Cell c) {
  return reinterpret_cast<ChoicePoint*>(m.stack_base() + small_int_of(c));
}

inline Cell copy_box(Store& s, Cell c) {
  const Cell* p = cell_ptr(c);
  std::size_t words = 1 + header_words(p[0]);
  Cell* h = s.alloc(words);
  std::memcpy(h, p, words * sizeof(Cell));
  return make_box(h);
}

// ---- Waking attributed variables (engine/terms/term.hpp). The hooks of
// the variables bound since the last call port run at the next one, before
// the call, or before an instruction that could see what they bind (an
// inline builtin, test or evaluation, a cut, a choicepoint of a
// disjunction, whose other branch must find them queued again): a frame
// saves the registers, '$wakeup'/1 (library/boot/attvar.pl) runs the hooks,
// and wake_resume pops the frame and runs the instruction again. Where a
// query exits, '$wakeup'/1 simply returns to it. The hooks are goals of the
// clause's continuation, so a later failure can backtrack into them, as in
// SWI-Prolog.

// The slow path of the inline arithmetic: evaluate op(a, b) in full.
Cell arith_slow(Machine& m, Atom op, unsigned arity, Cell a, Cell b) {
  Runtime& rt = m.runtime();
  Store& s = m.store();
  Cell args[2] = {a, b};
  Cell t = make_compound(s, rt.functor(op, arity), args);
  return eval(rt, s, t);
}

[[noreturn]] void unknown_procedure(Machine& m, Predicate* p) {
  Store& s = m.store();
  // As SWI-Prolog: error(existence_error(procedure, PI), PI).
  // An import of an undefined predicate is named by what it imports.
  Cell pi = qualified_indicator(s, Database::import_end(p));
  Cell formal = make_compound(s, functors::existence_error2, {make_atom(atoms::procedure), pi});
  throw PrologError(make_compound(s, functors::error2, {formal, pi}));
}

// call/N's goal (`goal` with the `extra` arguments, f its functor) as p's
// call from `mod`, its meta arguments qualified. Cold.
[[gnu::cold, gnu::noinline]] Cell meta_call_goal(Machine& m, Cell goal, const Cell* extras, unsigned extra, Functor f,
                                                 const Predicate* p, const Module* mod) {
  std::vector<Cell> all(f->arity);
  unsigned ga = f->arity - extra;
  for (unsigned i = 0; i < ga; ++i) all[i] = arg(goal, i);
  for (unsigned i = 0; i < extra; ++i) all[ga + i] = extras[i];
  return qualify_meta_args(m.store(), make_compound(m.store(), f, all.data()), p, mod);
}

// The argument registers of a call of p from `caller`, its meta arguments
// qualified (caller:Arg; those already qualified stay as they are).
void qualify_meta_registers(Machine& m, const Predicate* p, const Module* caller) {
  const char* spec = p->meta.load(std::memory_order_acquire);
  Cell* X = m.x();
  for (unsigned i = 0; spec && i < p->functor->arity; ++i) {
    if (!is_meta_arg_spec(spec[i])) continue;
    Cell x = deref(X[i]);
    if (!(is_str(x) && functor_of(x) == functors::colon2))
      X[i] = make_compound(m.store(), functors::colon2, {make_atom(caller->name), x});
  }
}

// A call that found no clause of a predicate with no definition of its
// own: the entry of what it imports or its module's default import chain
// gives it, after loading the library that exports it if that is what it
// takes; else, as the unknown flag says, an existence error, or nullptr
// (fail) after a warning or silently. Out of the emulator's loop: cold.
[[gnu::cold, gnu::noinline]] const Word* undefined_call(Machine& m, Predicate* pred) {
  Runtime& rt = m.runtime();
  Predicate* to = rt.db().resolve_undefined(pred);
  if (!to && autoload(m, pred->functor, m.x(), pred->functor->arity)) {
    // lists:member(...) before library(lists) loaded defines it itself.
    if (Database::defined(pred)) return pred->entry;
    to = rt.db().resolve_undefined(pred);
  }
  if (to) {
    if (Module* caller = pred->module) {
      // The call was compiled to the caller's own entry (compile.cpp says
      // why): the meta arguments are qualified here, as the compiler
      // qualifies those of a call of a known predicate.
      if (qualifies_meta_args(rt.db(), to, caller)) qualify_meta_registers(m, to, caller);
      // An import of a transparent predicate runs in the importing module.
      if (to->has(kPredTransparent)) [[unlikely]] to = transparent_in(m, to, caller);
    }
    return to->entry;
  }
  int own = pred->module ? pred->module->unknown.load(std::memory_order_relaxed) : -1;
  UnknownMode mode = own >= 0 ? static_cast<UnknownMode>(own) : rt.flags().unknown.load(std::memory_order_relaxed);
  if (mode == UnknownMode::Error) unknown_procedure(m, pred);
  if (mode == UnknownMode::Warning) {
    std::string name = term_to_string(rt, qualified_indicator(m.store(), pred), writeq_options());
    std::fflush(stdout);
    std::fprintf(stderr, "Warning: Unknown procedure: %s\n", name.c_str());
  }
  return nullptr;
}

// Finds the first clause at or after the current candidate that is
// visible at `gen` and matches `key`, in the bucket `arr` (from pos) or
// the list (from c).
inline Clause* next_in_array(const ClauseArray* arr, std::size_t& pos, std::uint64_t gen) {
  for (; pos < arr->size; ++pos) {
    Clause* c = arr->items[pos];
    if (c->visible(gen)) return c;
  }
  return nullptr;
}
inline Clause* next_in_list(Clause* c, Cell key, std::uint64_t gen) {
  for (; c; c = c->next.load(std::memory_order_acquire)) {
    if (keys_match(c->key, key) && c->visible(gen)) return c;
  }
  return nullptr;
}

bool emulate(Machine* mp, const Word* start) {
#if !KEA_SWITCH_DISPATCH
  static const void* const labels[] = {
#define OP(name, operands, meaning) &&L_##name,
#include "engine/wam/instructions.def"
#undef OP
  };
  if (!mp) {
    for (unsigned i = 0; i < kOpCount; ++i) g_op_words[i] = reinterpret_cast<Word>(labels[i]);
    return false;
  }
#define NEXT() goto* reinterpret_cast<const void*>(*P)
#define INSTR_LABEL(name) L_##name:
#else
  if (!mp) {
    for (unsigned i = 0; i < kOpCount; ++i) g_op_words[i] = i;
    return false;
  }
#define NEXT() goto dispatch
#define INSTR_LABEL(name) case Op::name:
#endif
  // Each instruction's body sees kStep, its size in words from
  // instructions.def, and moves on with P += kStep: an operand list changed
  // in the table cannot leave a stale literal step here. The if is constexpr
  // so that the compiler sees no path out of a body other than its own
  // jumps: a plain if (...; true) could fall through to the next case label
  // as far as -Wimplicit-fallthrough knows, in the switch build.
#define INSTR(name) \
  INSTR_LABEL(name) \
  if constexpr ([[maybe_unused]] constexpr unsigned kStep = op_size(Op::name); true)

  Machine& m = *mp;
  Store& s = m.store();
  Runtime& rt = m.runtime();
  Database& db = rt.db();
  const WamCode& wc = rt.wam();
  Cell* const X = m.x();
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
  // The instruction pointer, read by every instruction, is kept in a
  // register. GCC's choice of what to spill in this loop is fragile: the
  // few loads and stores of the depth (call_with_depth_limit/3) made it
  // spill P, and every instruction then loaded and stored it (nrev ran 7%
  // more instructions under callgrind; pinned, 2.7%).
  register const Word* P asm("r15") = start;
#else
  const Word* P = start;
#endif
  const Word* CP = m.cp_;
  Frame* E = m.e_;
  ChoicePoint* B = m.b_;
  ChoicePoint* B0 = m.b0_;
  // The depth of the clause running (Machine::DepthLimit says how it
  // counts): a call adds one while a depth limit is in force
  // (Machine::count_call), environments and choicepoints keep it, a return
  // and backtracking restore it. A nested query gives it back as it found
  // it (Query::finish).
  std::uint32_t& D = m.depth_;
  Cell* S = nullptr;
  bool write = false;
  const std::atomic<bool>& pending = m.pending();
  // The argument registers a call whose hooks are woken first must keep
  // (beyond what any clause uses: see do_wake_here).
  unsigned wake_regs = 0;

#define SAVE()     \
  do {             \
    m.cp_ = CP;    \
    m.e_ = E;      \
    m.b_ = B;      \
    m.b0_ = B0;    \
  } while (0)
#define FAIL() goto do_fail
// Back to the continuation, whose environment holds its clause's depth.
#define RETURN()     \
  do {               \
    P = CP;          \
    D = E->depth;    \
    NEXT();          \
  } while (0)
// A call, one deeper than the clause running: counts the inference, and
// fails if the call passes the depth limit of call_with_depth_limit/3.
#define COUNT_CALL()                \
  do {                              \
    if (!m.count_call()) FAIL();    \
  } while (0)
// Before an inline instruction that could see what a hook binds (a cut, a
// builtin, a test or evaluation of an unbound argument): run the hooks of
// the variables bound since the last call port first, then the instruction.
#define WAKE_HERE()                                                            \
  do {                                                                         \
    if (pending.load(std::memory_order_relaxed) && s.has_wakeups()) [[unlikely]] goto do_wake_here; \
  } while (0)
// A type test of argument P[1] (bound to `a`) that succeeds when `holds`;
// an unbound argument may be an attributed variable a pending hook binds.
#define TYPE_TEST(op, holds)          \
  INSTR(op) {                         \
    Cell a = deref(VAL(P[1]));        \
    if (is_var(a)) WAKE_HERE();       \
    if (!(holds)) FAIL();             \
    P += kStep;                       \
    NEXT();                           \
  }
#define REG(w) (is_yreg_operand(w) ? E->y[reg_index(w)] : X[reg_index(w)])
#define VAL(w) (is_reg_operand(w) ? REG(w) : static_cast<Cell>(w))
#define UNIFY(a, b) unify(s, (a), (b), rt.flags().occurs_check.load(std::memory_order_relaxed))
// A new environment of n_ slots above the stack's top (not yet E).
#define PUSH_FRAME(fvar, n_)                                                 \
  do {                                                                       \
    Cell* top_ = s_top(E, B);                                                \
    Cell* end_ = top_ + words_of_frame(n_);                                  \
    if (end_ > m.stack_hwm_) {                                               \
      SAVE();                                                                \
      m.claim_stack(end_);                                                   \
    }                                                                        \
    fvar = reinterpret_cast<Frame*>(top_);                                   \
    fvar->ce = E;                                                            \
    fvar->cp = CP;                                                           \
    fvar->size = (n_);                                                       \
    fvar->depth = D;                                                         \
  } while (0)
#define PUSH_CP(cpvar, nargs_, alt_)                                         \
  do {                                                                       \
    Cell* top_ = s_top(E, B);                                                \
    cpvar = reinterpret_cast<ChoicePoint*>(top_);                            \
    Cell* end_ = top_ + words_of_choicepoint(nargs_);                        \
    if (end_ > m.stack_hwm_) {                                               \
      SAVE();                                                                \
      m.claim_stack(end_);                                                   \
    }                                                                        \
    cpvar->prev = B;                                                         \
    cpvar->alt = (alt_);                                                     \
    cpvar->e = E;                                                            \
    cpvar->cp = CP;                                                          \
    cpvar->b0 = B0;                                                          \
    cpvar->h = s.heap_top();                                                 \
    cpvar->tr = s.trail_size();                                              \
    cpvar->top = end_;                                                       \
    cpvar->clause = nullptr;                                                 \
    cpvar->arr = nullptr;                                                    \
    cpvar->pred = nullptr; /* no clause iteration (Machine::oldest_iteration) */ \
    cpvar->nargs = (nargs_);                                                 \
    cpvar->depth = D;                                                        \
    cpvar->active = 0;                                                       \
    for (std::size_t i_ = 0; i_ < (nargs_); ++i_) cpvar->args[i_] = X[i_];   \
    B = cpvar;                                                               \
    s.set_hb(cpvar->h);                                                      \
  } while (0)

  Cell* const base = m.stack_base();
  auto s_top = [base](Frame* e, ChoicePoint* b) {
    Cell* t = base;
    if (e && e->end() > t) t = e->end();
    if (b && b->top > t) t = b->top;
    return t;
  };

  for (;;) {
    // The ball of an exception out of the dispatch loop, which never ends
    // any other way (it returns from inside).
    Cell thrown;
    try {
      if (P == nullptr) goto do_fail;
#if KEA_SWITCH_DISPATCH
    dispatch:
      switch (static_cast<Op>(*P)) {
#else
      NEXT();
#endif

      // ---- head -------------------------------------------------------------
      INSTR(get_var_x) {
        X[P[1]] = X[P[2]];
        P += kStep;
        NEXT();
      }
      INSTR(get_var_y) {
        E->y[P[1]] = X[P[2]];
        P += kStep;
        NEXT();
      }
      INSTR(get_val_x) {
        if (!UNIFY(X[P[1]], X[P[2]])) FAIL();
        P += kStep;
        NEXT();
      }
      INSTR(get_val_y) {
        if (!UNIFY(E->y[P[1]], X[P[2]])) FAIL();
        P += kStep;
        NEXT();
      }
      INSTR(get_const) {
        Cell a = deref(X[P[2]]);
        if (a != P[1]) {
          if (!is_var(a)) FAIL();
          s.bind(a, P[1]);
        }
        P += kStep;
        NEXT();
      }
      INSTR(get_box) {
        Cell a = deref(X[P[2]]);
        if (is_var(a)) {
          s.bind(a, copy_box(s, P[1]));
        } else if (!is_box(a) || compare_terms(a, P[1]) != 0) {
          FAIL();
        }
        P += kStep;
        NEXT();
      }
      INSTR(get_struct) {
        Cell a = deref(X[P[2]]);
        Functor f = reinterpret_cast<Functor>(P[1]);
        if (is_str(a)) {
          if (functor_of(a) != f) FAIL();
          S = args_of(a);
          write = false;
        } else if (is_var(a)) {
          Cell* h = s.alloc(1 + f->arity);
          h[0] = make_functor_cell(f);
          s.bind(a, make_str(h));
          S = h + 1;
          write = true;
        } else {
          FAIL();
        }
        P += kStep;
        NEXT();
      }
      INSTR(get_list) {
        Cell a = deref(X[P[1]]);
        if (is_list(a)) {
          S = cell_ptr(a);
          write = false;
        } else if (is_var(a)) {
          Cell* h = s.alloc(2);
          s.bind(a, make_list(h));
          S = h;
          write = true;
        } else {
          FAIL();
        }
        P += kStep;
        NEXT();
      }
      INSTR(unify_var_x) {
        if (write) *S = make_ref(S);
        X[P[1]] = *S++;
        P += kStep;
        NEXT();
      }
      INSTR(unify_var_y) {
        if (write) *S = make_ref(S);
        E->y[P[1]] = *S++;
        P += kStep;
        NEXT();
      }
      INSTR(unify_val_x) {
        if (write) {
          *S++ = X[P[1]];
        } else if (!UNIFY(X[P[1]], *S++)) {
          FAIL();
        }
        P += kStep;
        NEXT();
      }
      INSTR(unify_val_y) {
        if (write) {
          *S++ = E->y[P[1]];
        } else if (!UNIFY(E->y[P[1]], *S++)) {
          FAIL();
        }
        P += kStep;
        NEXT();
      }
      INSTR(unify_const) {
        if (write) {
          *S++ = P[1];
        } else {
          Cell a = deref(*S++);
          if (a != P[1]) {
            if (!is_var(a)) FAIL();
            s.bind(a, P[1]);
          }
        }
        P += kStep;
        NEXT();
      }
      INSTR(unify_box) {
        if (write) {
          Cell* at = S++;
          *at = copy_box(s, P[1]);
        } else {
          Cell a = deref(*S++);
          if (is_var(a)) {
            s.bind(a, copy_box(s, P[1]));
          } else if (!is_box(a) || compare_terms(a, P[1]) != 0) {
            FAIL();
          }
        }
        P += kStep;
        NEXT();
      }
      INSTR(unify_void) {
        if (write) {
          for (Word k = 0; k < P[1]; ++k) S[k] = make_ref(S + k);
        }
        S += P[1];
        P += kStep;
        NEXT();
      }

      // ---- body: argument loading ---------------------------------------------
      INSTR(put_var_x) {
        Cell* h = s.alloc(1);
        *h = make_ref(h);
        X[P[1]] = X[P[2]] = *h;
        P += kStep;
        NEXT();
      }
      INSTR(put_var_y) {
        Cell* h = s.alloc(1);
        *h = make_ref(h);
        E->y[P[1]] = X[P[2]] = *h;
        P += kStep;
        NEXT();
      }
      INSTR(put_val_x) {
        X[P[2]] = X[P[1]];
        P += kStep;
        NEXT();
      }
      INSTR(put_val_y) {
        X[P[2]] = E->y[P[1]];
        P += kStep;
        NEXT();
      }
      INSTR(put_const) {
        X[P[2]] = P[1];
        P += kStep;
        NEXT();
      }
      INSTR(put_box) {
        X[P[2]] = copy_box(s, P[1]);
        P += kStep;
        NEXT();
      }
      INSTR(put_struct) {
        Functor f = reinterpret_cast<Functor>(P[1]);
        Cell* h = s.alloc(1 + f->arity);
        h[0] = make_functor_cell(f);
        X[P[2]] = make_str(h);
        S = h + 1;
        P += kStep;
        NEXT();
      }
      INSTR(put_list) {
        Cell* h = s.alloc(2);
        X[P[1]] = make_list(h);
        S = h;
        P += kStep;
        NEXT();
      }
      INSTR(set_var_x) {
        *S = make_ref(S);
        X[P[1]] = *S++;
        P += kStep;
        NEXT();
      }
      INSTR(set_var_y) {
        *S = make_ref(S);
        E->y[P[1]] = *S++;
        P += kStep;
        NEXT();
      }
      INSTR(set_val_x) {
        *S++ = X[P[1]];
        P += kStep;
        NEXT();
      }
      INSTR(set_val_y) {
        *S++ = E->y[P[1]];
        P += kStep;
        NEXT();
      }
      INSTR(set_const) {
        *S++ = P[1];
        P += kStep;
        NEXT();
      }
      INSTR(set_box) {
        Cell* at = S++;
        *at = copy_box(s, P[1]);
        P += kStep;
        NEXT();
      }
      INSTR(set_void) {
        for (Word k = 0; k < P[1]; ++k) S[k] = make_ref(S + k);
        S += P[1];
        P += kStep;
        NEXT();
      }

      // ---- control --------------------------------------------------------------
      INSTR(allocate) {
        Frame* f;
        PUSH_FRAME(f, P[1]);
        E = f;
        P += kStep;
        NEXT();
      }
      INSTR(deallocate) {
        CP = E->cp;
        E = E->ce;
        P += kStep;
        NEXT();
      }
      INSTR(call) {
        if (pending.load(std::memory_order_relaxed)) goto do_signals;
        COUNT_CALL();
        CP = P + kStep;
        B0 = B;
        P = reinterpret_cast<const Predicate*>(P[1])->entry;
        NEXT();
      }
      INSTR(execute) {
        if (pending.load(std::memory_order_relaxed)) goto do_signals;
        COUNT_CALL();
        B0 = B;
        P = reinterpret_cast<const Predicate*>(P[1])->entry;
        NEXT();
      }
      INSTR(proceed) {
        RETURN();
      }
      INSTR(fail) {
        // fail/0 is a call in SWI-Prolog: the hooks of the variables bound
        // before it run first (freeze(V, G), V = 1, fail runs G).
        WAKE_HERE();
        FAIL();
      }
      INSTR(jump) {
        P = reinterpret_cast<const Word*>(P[1]);
        NEXT();
      }
      INSTR(select) {
        Predicate* pred = reinterpret_cast<Predicate*>(P[1]);
        if (pred->has(kPredThreadLocal)) pred = m.local_predicate(pred);
        std::uint64_t gen = db.generation();
        Cell key = pred->functor->arity ? first_arg_key(deref(X[0])) : 0;
        const ClauseArray* arr = nullptr;
        std::size_t pos = 0;
        Clause* c;
        Cell key2;
        if (key != 0 && (arr = db.bucket(pred, key)) != nullptr) {
          c = next_in_array(arr, pos, gen);
        } else if (key == 0 && pred->functor->arity > 1 && (key2 = first_arg_key(deref(X[1]))) != 0 &&
                   (arr = db.bucket2(pred, key2)) != nullptr) {
          // The first argument selects nothing: the second's index does.
          c = next_in_array(arr, pos, gen);
        } else {
          arr = nullptr;
          c = next_in_list(pred->first.load(std::memory_order_acquire), key, gen);
        }
        if (!c) [[unlikely]] {
          if (!pred->has(kPredDefined)) {
            SAVE();
            if (const Word* to = undefined_call(m, pred)) {
              P = to;
              NEXT();
            }
          }
          FAIL();
        }
        std::size_t pos2 = pos + 1;
        Clause* c2 = arr ? next_in_array(arr, pos2, gen)
                         : next_in_list(c->next.load(std::memory_order_acquire), key, gen);
        if (c2) {
          ChoicePoint* cp;
          PUSH_CP(cp, pred->functor->arity, wc.retry_clause);
          cp->clause = c2;
          cp->arr = arr;
          cp->pos = pos2;
          cp->gen = gen;
          cp->pred = pred;
        }
        P = c->code;
        NEXT();
      }
      INSTR(retry_clause) {
        ChoicePoint* b = B;
        B0 = b->prev;
        Clause* c = b->clause;
        Clause* c2;
        std::size_t pos2 = b->pos + 1;
        if (b->arr) {
          c2 = next_in_array(b->arr, pos2, b->gen);
        } else {
          Cell key = b->nargs ? first_arg_key(deref(X[0])) : 0;
          c2 = next_in_list(c->next.load(std::memory_order_acquire), key, b->gen);
        }
        if (c2) {
          b->clause = c2;
          b->pos = pos2;
        } else {
          B = b->prev;
          s.set_hb(B->h);
        }
        P = c->code;
        NEXT();
      }

      // ---- disjunction --------------------------------------------------------------
      INSTR(try_else) {
        WAKE_HERE();
        ChoicePoint* cp;
        PUSH_CP(cp, P[2], reinterpret_cast<const Word*>(P[1]));
        P += kStep;
        NEXT();
      }
      INSTR(trust_else) {
        B = B->prev;
        s.set_hb(B->h);
        P += kStep;
        NEXT();
      }

      // ---- cut ------------------------------------------------------------------------
      INSTR(get_b0) {
        REG(P[1]) = encode_cp(m, B0);
        P += kStep;
        NEXT();
      }
      INSTR(get_b) {
        REG(P[1]) = encode_cp(m, B);
        P += kStep;
        NEXT();
      }
      INSTR(cut) {
        WAKE_HERE();
        ChoicePoint* t = decode_cp(m, REG(P[1]));
        if (t < B) {
          if (m.cleanup_ > t) {
            SAVE();
            run_cleanups_above(m, t, true);
          }
          B = t;
          s.set_hb(B->h);
        }
        P += kStep;
        NEXT();
      }
      INSTR(soft_cut) {
        WAKE_HERE();
        ChoicePoint* t = decode_cp(m, REG(P[1]));
        t->alt = wc.pop_fail;
        P += kStep;
        NEXT();
      }
      INSTR(neck_cut) {
        WAKE_HERE();
        if (B0 < B) {
          if (m.cleanup_ > B0) {
            SAVE();
            run_cleanups_above(m, B0, true);
          }
          B = B0;
          s.set_hb(B->h);
        }
        P += kStep;
        NEXT();
      }

      // ---- builtins ---------------------------------------------------------------------
      INSTR(bi0) {
        WAKE_HERE();
        SAVE();
        if (!call_builtin(m, *reinterpret_cast<const BuiltinDef*>(P[1]), X)) FAIL();
        P += kStep;
        NEXT();
      }
      INSTR(bi1) {
        WAKE_HERE();
        Cell a[1] = {VAL(P[2])};
        SAVE();
        if (!call_builtin(m, *reinterpret_cast<const BuiltinDef*>(P[1]), a)) FAIL();
        P += kStep;
        NEXT();
      }
      INSTR(bi2) {
        WAKE_HERE();
        Cell a[2] = {VAL(P[2]), VAL(P[3])};
        SAVE();
        if (!call_builtin(m, *reinterpret_cast<const BuiltinDef*>(P[1]), a)) FAIL();
        P += kStep;
        NEXT();
      }
      INSTR(bi3) {
        WAKE_HERE();
        Cell a[3] = {VAL(P[2]), VAL(P[3]), VAL(P[4])};
        SAVE();
        if (!call_builtin(m, *reinterpret_cast<const BuiltinDef*>(P[1]), a)) FAIL();
        P += kStep;
        NEXT();
      }
      INSTR(bi4) {
        WAKE_HERE();
        Cell a[4] = {VAL(P[2]), VAL(P[3]), VAL(P[4]), VAL(P[5])};
        SAVE();
        if (!call_builtin(m, *reinterpret_cast<const BuiltinDef*>(P[1]), a)) FAIL();
        P += kStep;
        NEXT();
      }
      INSTR(builtin) {
        SAVE();
        if (!call_builtin(m, *reinterpret_cast<const BuiltinDef*>(P[1]), X)) FAIL();
        RETURN();
      }
      INSTR(nondet) {
        // The choicepoint comes first, so that the bindings the builtin
        // makes are trailed against it; it goes again when no other
        // solution can follow.
        const NondetDef& d = *reinterpret_cast<const NondetDef*>(P[1]);
        ChoicePoint* cp;
        PUSH_CP(cp, d.arity, reinterpret_cast<const Word*>(P[2]));
        cp->pred = nullptr;  // no clause iteration yet (Machine::oldest_iteration)
        NondetState st;
        SAVE();
        bool ok = call_nondet(m, d, X, st);
        if (ok && st.more) {
          cp->clause = st.clause;
          cp->pred = st.pred;
          cp->gen = st.gen;
          cp->arr = st.arr;
          cp->pos = st.n;
        } else {
          B = cp->prev;
          s.set_hb(B->h);
          if (!ok) FAIL();
        }
        RETURN();
      }
      INSTR(nondet_redo) {
        // The choicepoint stays while the builtin runs (its bindings are
        // trailed against it) and goes when no solution may follow.
        const NondetDef& d = *reinterpret_cast<const NondetDef*>(P[1]);
        ChoicePoint* b = B;
        NondetState st;
        st.first = false;
        st.clause = b->clause;
        st.pred = b->pred;
        st.gen = b->gen;
        st.arr = b->arr;
        st.n = b->pos;
        SAVE();
        bool ok = call_nondet(m, d, X, st);
        if (ok && st.more) {
          b->clause = st.clause;
          b->gen = st.gen;
          b->arr = st.arr;
          b->pos = st.n;
        } else {
          B = b->prev;
          s.set_hb(B->h);
          if (!ok) FAIL();
        }
        RETURN();
      }
      INSTR(unify) {
        if (!UNIFY(VAL(P[1]), VAL(P[2]))) FAIL();
        P += kStep;
        NEXT();
      }
      TYPE_TEST(t_var, is_var(a))
      TYPE_TEST(t_nonvar, !is_var(a))
      TYPE_TEST(t_atom, is_atom(a))
      TYPE_TEST(t_integer, is_integer(a))
      TYPE_TEST(t_atomic, is_atomic(a))
      TYPE_TEST(t_compound, is_compound(a))
      TYPE_TEST(t_callable, is_callable(a))
      TYPE_TEST(t_number, is_number(a))
      INSTR(t_ident) {
        WAKE_HERE();
        Cell a = deref(VAL(P[1])), b = deref(VAL(P[2]));
        if (a != b && compare_terms(a, b) != 0) FAIL();
        P += kStep;
        NEXT();
      }
      INSTR(t_nident) {
        WAKE_HERE();
        Cell a = deref(VAL(P[1])), b = deref(VAL(P[2]));
        if (a == b || compare_terms(a, b) == 0) FAIL();
        P += kStep;
        NEXT();
      }

      // ---- arithmetic ---------------------------------------------------------------------
#define ARITH2(name, atom, FAST)                                       \
  INSTR(name) {                                                        \
    Cell a = deref(VAL(P[2])), b = deref(VAL(P[3]));                   \
    if (is_small_int(a) && is_small_int(b)) {                          \
      std::int64_t x = small_int_of(a), y = small_int_of(b), r;        \
      if (FAST) {                                                      \
        REG(P[1]) = make_small_int(r);                                 \
        P += kStep;                                                    \
        NEXT();                                                        \
      }                                                                \
      (void)r;                                                         \
    }                                                                  \
    WAKE_HERE();     \
    SAVE();                                                            \
    Cell v = arith_slow(m, atom, 2, a, b);                             \
    REG(P[1]) = v;                                                     \
    P += kStep;                                                        \
    NEXT();                                                            \
  }
      ARITH2(a_add, atoms::plus, (r = x + y, fits_small_int(r)))
      ARITH2(a_sub, atoms::minus, (r = x - y, fits_small_int(r)))
      ARITH2(a_mul, atoms::star, (!__builtin_mul_overflow(x, y, &r) && fits_small_int(r)))
      ARITH2(a_idiv, atoms::int_div, (y != 0 && (r = x / y, fits_small_int(r))))
      ARITH2(a_mod, atoms::mod, (y != 0 && (r = x % y, (r != 0 && ((r < 0) != (y < 0))) ? (r += y) : r, true)))
      ARITH2(a_rem, atoms::rem, (y != 0 && (r = x % y, true)))
      ARITH2(a_and, atoms::bit_and, (r = x & y, true))
      ARITH2(a_or, atoms::bit_or, (r = x | y, true))
      ARITH2(a_shl, atoms::shift_left,
             (y >= 0 && y < 62 &&
              (r = static_cast<std::int64_t>(static_cast<std::uint64_t>(x) << y), (r >> y) == x && fits_small_int(r))))
      ARITH2(a_shr, atoms::shift_right, (y >= 0 && (r = y >= 63 ? (x < 0 ? -1 : 0) : x >> y, true)))
      ARITH2(a_min, atoms::min, (r = x < y ? x : y, true))
      ARITH2(a_max, atoms::max, (r = x > y ? x : y, true))
#undef ARITH2
      INSTR(a_neg) {
        Cell a = deref(VAL(P[2]));
        if (is_small_int(a) && fits_small_int(-small_int_of(a))) {
          REG(P[1]) = make_small_int(-small_int_of(a));
        } else {
          WAKE_HERE();
          SAVE();
          Cell v = arith_slow(m, atoms::minus, 1, a, 0);
          REG(P[1]) = v;
        }
        P += kStep;
        NEXT();
      }
      INSTR(a_eval) {
        Cell a = deref(VAL(P[2]));
        if (is_small_int(a)) {
          REG(P[1]) = a;
        } else {
          WAKE_HERE();
          SAVE();
          Cell v = eval(rt, s, a);
          REG(P[1]) = v;
        }
        P += kStep;
        NEXT();
      }
#define ACMP(name, atom, OP)                                                        \
  INSTR(name) {                                                                     \
    Cell a = deref(VAL(P[1])), b = deref(VAL(P[2]));                                \
    if (is_small_int(a) && is_small_int(b)) {                                       \
      if (!(small_int_of(a) OP small_int_of(b))) FAIL();                            \
    } else {                                                                        \
      WAKE_HERE();                 \
      SAVE();                                                                       \
      int c = compare_numeric(rt, s, a, b, ErrorContext{rt.functor(atom, 2)});      \
      if (!(c OP 0)) FAIL();                                                        \
    }                                                                               \
    P += kStep;                                                                     \
    NEXT();                                                                         \
  }
      ACMP(a_lt, atoms::less, <)
      ACMP(a_le, atoms::less_equal, <=)
      ACMP(a_gt, atoms::greater, >)
      ACMP(a_ge, atoms::greater_equal, >=)
      ACMP(a_eq, atoms::arith_equal, ==)
      ACMP(a_ne, atoms::arith_not_equal, !=)
#undef ACMP

      // ---- meta-call, catch, queries ------------------------------------------------------
      INSTR(meta_call) {
        unsigned n = static_cast<unsigned>(P[1]);
        SAVE();
        Module* mod = db.user();
        Cell goal = strip_module(m, X[0], mod);
        if (is_list(goal)) goal = make_compound(s, functors::list2, {list_head(goal), list_tail(goal)});
        if (is_var(goal)) throw_instantiation_error(s);
        Atom name;
        unsigned ga = 0;
        if (is_atom(goal)) {
          name = atom_of(goal);
        } else if (is_str(goal)) {
          name = functor_of(goal)->name;
          ga = arity_of(goal);
        } else {
          throw_type_error(s, atoms::callable, goal);
        }
        unsigned extra = n - 1;
        if (ga + extra >= kMaxRegisters) throw_representation_error(s, atoms::max_arity);
        Functor f = rt.functor(name, ga + extra);
        bool control = is_control_functor(f) ||
                       (f->arity == 0 && (name == atoms::cut || name == atoms::true_ || name == atoms::fail ||
                                          name == atoms::false_));
        if (control) {
          if (extra) {
            Cell args[2 * kMaxCallArgs];  // a control construct has at most 2 arguments
            for (unsigned i = 0; i < ga; ++i) args[i] = arg(goal, i);
            for (unsigned i = 0; i < extra; ++i) args[ga + i] = X[1 + i];
            goal = make_compound(s, f, args);
          }
          // The vector's scope closes before NEXT(): GCC runs no destructors
          // when a computed goto leaves a scope (and clang refuses the jump).
          const Word* code;
          {
            std::vector<Cell> vars;
            code = compile_goal(m, goal, vars, mod).code;
            for (std::size_t i = 0; i < vars.size(); ++i) X[i] = vars[i];
          }
          COUNT_CALL();
          B0 = B;
          P = code;
          NEXT();
        }
        Predicate* p = db.visible(mod, f);
        if (!p) p = db.get(mod, f);
        if (p->has(kPredTransparent)) [[unlikely]] p = transparent_in(m, p, mod);
        if (qualifies_meta_args(db, p, mod)) [[unlikely]] {
          goal = meta_call_goal(m, goal, X + 1, extra, f, p, mod);
          ga = f->arity;
          extra = 0;
        }
        if (extra) {
          Cell extras[kMaxCallArgs];
          for (unsigned i = 0; i < extra; ++i) extras[i] = X[1 + i];
          for (unsigned i = 0; i < ga; ++i) X[i] = arg(goal, i);
          for (unsigned i = 0; i < extra; ++i) X[ga + i] = extras[i];
        } else {
          for (unsigned i = 0; i < ga; ++i) X[i] = arg(goal, i);
        }
        COUNT_CALL();
        B0 = B;
        P = p->entry;
        NEXT();
      }
      INSTR(catch_enter) {
        ChoicePoint* cp;
        PUSH_CP(cp, 3, wc.catch_fail);
        cp->active = 1;
        E->y[0] = encode_cp(m, cp);
        P += kStep;
        NEXT();
      }
      INSTR(catch_exit) {
        WAKE_HERE();
        ChoicePoint* c = decode_cp(m, E->y[0]);
        if (B == c) {
          B = c->prev;
          s.set_hb(B->h);
        } else {
          s.trail_value(&c->active);
          c->active = 0;
        }
        P += kStep;
        NEXT();
      }
      INSTR(catch_fail) {
        B = B->prev;
        s.set_hb(B->h);
        FAIL();
      }
      INSTR(pop_fail) {
        B = B->prev;
        s.set_hb(B->h);
        FAIL();
      }
      INSTR(cleanup_enter) {
        ChoicePoint* cp;
        X[3] = encode_cleanup_link(m, m.cleanup_);
        PUSH_CP(cp, 4, wc.cleanup_fail);
        m.cleanup_ = cp;
        E->y[0] = encode_cp(m, cp);
        P += kStep;
        NEXT();
      }
      INSTR(cleanup_exit) {
        WAKE_HERE();
        ChoicePoint* c = decode_cp(m, E->y[0]);
        if (B == c) {
          B = c->prev;
          s.set_hb(B->h);
          m.cleanup_ = cleanup_link(m, c);
          SAVE();
          run_cleanup(m, c, make_atom(atoms::exit), true);
        }
        P += kStep;
        NEXT();
      }
      INSTR(cleanup_fail) {
        ChoicePoint* c = B;
        B = c->prev;
        s.set_hb(B->h);
        m.cleanup_ = cleanup_link(m, c);
        SAVE();
        run_cleanup(m, c, make_atom(atoms::fail), true);
        FAIL();
      }
      INSTR(query_exit) {
        if (s.has_wakeups()) [[unlikely]] {
          // '$wakeup'/1, then this instruction again (CP is it already).
          SAVE();
          X[0] = s.take_wakeups();
          CP = P;
          B0 = B;
          P = wc.wakeup->entry;
          NEXT();
        }
        SAVE();
        return true;
      }
      INSTR(query_fail) {
        SAVE();
        return false;
      }
      INSTR(wake_resume) {
        Frame* f = E;
        P = reinterpret_cast<const Word*>(static_cast<std::uintptr_t>(small_int_of(f->y[0])) << 3);
        B0 = decode_cp(m, f->y[1]);
        for (std::uint64_t i = 2; i < f->size; ++i) X[i - 2] = f->y[i];
        CP = f->cp;
        D = f->depth;
        E = f->ce;
        NEXT();
      }
#if KEA_SWITCH_DISPATCH
      default:
        break;
      }
#endif

    do_fail : {
      ChoicePoint* b = B;
      s.undo_bindings(b->tr);
      s.set_heap_top(b->h);
      s.set_hb(b->h);
      E = b->e;
      CP = b->cp;
      B0 = b->b0;
      D = b->depth;
      for (std::size_t i = 0; i < b->nargs; ++i) X[i] = b->args[i];
      P = b->alt;
      NEXT();
    }
    do_wake_here: {
      unsigned n = std::max(wc.max_x.load(std::memory_order_relaxed), wake_regs);
      wake_regs = 0;
      Frame* f;
      PUSH_FRAME(f, n + 2);
      f->y[0] = make_small_int(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(P) >> 3));
      f->y[1] = encode_cp(m, B0);
      for (unsigned i = 0; i < n; ++i) f->y[2 + i] = X[i];
      E = f;
      CP = wc.wake_resume;
      SAVE();
      X[0] = s.take_wakeups();
      B0 = B;
      P = wc.wakeup->entry;
      NEXT();
    }
    do_signals:
      // At a call, before it counts: the arguments are in X (a signal goal
      // runs as a nested query, which saves them), and the call is redone.
      // The hooks of bound attributed variables come first, as before an
      // inline instruction: the call is then redone as it was.
      if (s.has_wakeups()) {
        wake_regs = reinterpret_cast<const Predicate*>(P[1])->functor->arity;
        goto do_wake_here;
      }
      SAVE();
      if (m.heap_gc().wanted) heap_gc_at_call(m, reinterpret_cast<const Predicate*>(P[1])->functor->arity);
      m.handle_signals();
      if (m.atom_gc_wanted_.load(std::memory_order_relaxed))
        atom_gc_at_call(m, reinterpret_cast<const Predicate*>(P[1])->functor->arity);
      NEXT();
    } catch (const PrologError& err) {
      thrown = err.term();
    } catch (const std::bad_alloc&) {
      // Memory the emulator asked for itself (code a meta-call compiles, a
      // clause index): the program can catch it; the WAM heap keeps
      // headroom for the error term.
      thrown = resource_error_term(s, atoms::memory);
    }
    {
      m.suspend_inference_limit();
      // Unwind to a catch/3 frame whose catcher unifies with the ball.
      std::vector<Cell> frozen;
      Cell root = freeze_term(s, thrown, frozen, true);
      bool aborted = is_aborted(root);
      ChoicePoint* query_base = nullptr;
      // The base of the running query: the newest choicepoint whose
      // alternative is query_fail.
      for (ChoicePoint* b = B; b; b = b->prev) {
        if (b->alt == wc.query_fail) {
          query_base = b;
          break;
        }
      }
      // A cleanup whose Goal was running when the error was raised has its
      // '$call_cleanup' frame on the continuation of the raise; one whose
      // Goal had exited with alternatives does not (Catcher
      // external_exception(E), as SWI-Prolog). Frames and cleanup
      // choicepoints both lie at decreasing addresses going down, so one
      // walk down the continuation serves every cleanup passed.
      Frame* cont = E;
      bool caught = false;
      while (B != query_base) {
        ChoicePoint* b = B;
        if (b == m.cleanup_) {
          while (cont && cont > b->e) cont = cont->ce;
          Functor kind = cont == b->e ? functors::exception1 : functors::external_exception1;
          s.undo_bindings(b->tr);
          s.set_heap_top(b->h);
          E = b->e;
          CP = b->cp;
          B0 = b->b0;
          D = b->depth;
          B = b->prev;
          s.set_hb(B->h);
          m.cleanup_ = cleanup_link(m, b);
          SAVE();
          Cell ball = thaw_term(s, root, frozen.data(), frozen.size());
          run_cleanup(m, b, make_compound(s, kind, {ball}), false);
          continue;
        }
        bool candidate = b->alt == wc.catch_fail && b->active;
        if (candidate) {
          s.undo_bindings(b->tr);
          s.set_heap_top(b->h);
          E = b->e;
          CP = b->cp;
          B0 = b->b0;
          D = b->depth;
          B = b->prev;
          s.set_hb(B->h);
          Cell catcher = b->args[1];
          Cell recovery = b->args[2];
          if (aborted && is_var(deref(catcher))) continue;  // a variable catcher does not stop an abort
          Cell ball = thaw_term(s, root, frozen.data(), frozen.size());
          std::size_t mark = s.trail_size();
          {
            Store::TrailAll all(s);
            if (unify(s, catcher, ball)) {
              m.inference_limit_caught(b);
              X[0] = recovery;
              P = wc.catch_recovery;
              caught = true;
              break;
            }
            s.undo_bindings(mark);
          }
        } else {
          B = b->prev;
        }
      }
      if (!caught) {
        // Not caught in this query: restore its base and let the error out.
        ChoicePoint* b = query_base;
        s.undo_bindings(b->tr);
        s.set_heap_top(b->h);
        s.set_hb(b->h);
        B = b;
        E = b->e;
        CP = b->cp;
        B0 = b->b0;
        D = b->depth;
        SAVE();
        Cell ball = thaw_term(s, root, frozen.data(), frozen.size());
        throw PrologError(ball);
      }
    }
  }
#undef NEXT
#undef INSTR_LABEL
#undef INSTR
#undef SAVE
#undef FAIL
#undef RETURN
#undef COUNT_CALL
#undef WAKE_HERE
#undef TYPE_TEST
#undef PUSH_FRAME
#undef REG
#undef VAL
#undef UNIFY
#undef PUSH_CP
}

// Hand-made code: one emitter call per fragment.
const Word* assemble(Runtime& rt, std::initializer_list<std::pair<Op, std::initializer_list<Word>>> instrs) {
  Emitter e;
  for (auto& [op, operands] : instrs) e.emit(op, operands);
  // Referred to from the Runtime, which the collector does not scan.
  return rt.keep_root_code(e.finish(/*root=*/true));
}

}  // namespace

Word op_word(Op op) {
  labels_ready();
  return g_op_words[static_cast<unsigned>(op)];
}

Op op_of_word(Word w) {
  labels_ready();
  for (unsigned i = 0; i < kOpCount; ++i) {
    if (g_op_words[i] == w) return static_cast<Op>(i);
  }
  return Op::count_;
}

bool Machine::run(const Word* start) { return emulate(this, start); }

void install_control_predicates(Runtime& rt) {
  Database& db = rt.db();
  auto system = [&](Predicate* p) {
    p->set(static_cast<PredFlag>(kPredSystem | kPredDefined | kPredBuiltin));
  };
  for (unsigned n = 1; n <= kMaxCallArgs; ++n) {
    Predicate* p = db.get(db.system(), rt.functor(atoms::call, n));
    p->entry[0] = op_word(Op::meta_call);
    p->entry[1] = n;
    system(p);
    // meta_predicate call(N-1, ?, ...): a closure and its extra arguments.
    static const char* const kCallMeta[] = {"0", "1?", "2??", "3???", "4????", "5?????", "6??????", "7???????"};
    static_assert(sizeof kCallMeta / sizeof kCallMeta[0] >= kMaxCallArgs);
    p->meta.store(kCallMeta[n - 1], std::memory_order_release);
  }
  WamCode& wc = rt.wam();
  wc.call1 = db.get(db.system(), functors::call1);
  wc.wakeup = db.get(db.system(), functors::dollar_wakeup1);
  Word call1 = reinterpret_cast<Word>(wc.call1);
  wc.retry_clause = assemble(rt, {{Op::retry_clause, {}}});
  wc.catch_fail = assemble(rt, {{Op::catch_fail, {}}});
  wc.pop_fail = assemble(rt, {{Op::pop_fail, {}}});
  wc.cleanup_fail = assemble(rt, {{Op::cleanup_fail, {}}});
  wc.query_fail = assemble(rt, {{Op::query_fail, {}}});
  wc.wake_resume = assemble(rt, {{Op::wake_resume, {}}});
  // An environment of its own: the goal's return restores the depth the
  // query began at from it.
  wc.query_call = assemble(rt, {{Op::allocate, {0}}, {Op::call, {call1}}, {Op::query_exit, {}}});
  wc.catch_recovery = assemble(rt, {{Op::call, {call1}}, {Op::deallocate, {}}, {Op::proceed, {}}});
  // catch/3 and '$call_cleanup'/3: call A0 between an instruction that
  // pushes a choicepoint of their own kind (Y0 := it) and one that settles
  // it when A0 exits.
  auto guarded_call = [&](Functor f, Op enter, Op exit) {
    const Word* code = assemble(rt, {{Op::allocate, {1}},
                                 {enter, {}},
                                 {Op::call, {call1}},
                                 {exit, {}},
                                 {Op::deallocate, {}},
                                 {Op::proceed, {}}});
    Predicate* p = db.get(db.system(), f);
    p->entry[0] = op_word(Op::jump);
    p->entry[1] = reinterpret_cast<Word>(code);
    system(p);
  };
  guarded_call(functors::catch3, Op::catch_enter, Op::catch_exit);
  db.lookup(db.system(), functors::catch3)->meta.store("0?0", std::memory_order_release);
  guarded_call(functors::call_cleanup3, Op::cleanup_enter, Op::cleanup_exit);
  // Control constructs are compiled inline (and meta-called through the
  // compiler); their predicates exist so that the database refuses to
  // redefine them, and are never jumped to.
  for (Functor f : {functors::comma2, functors::semicolon2, functors::bar2, functors::arrow2,
                    functors::soft_arrow2, functors::not_provable1}) {
    Predicate* p = db.get(db.system(), f);
    p->entry[0] = op_word(Op::fail);
    system(p);
    p->set(kPredControl);
  }
  for (Atom a : {atoms::true_, atoms::fail, atoms::false_, atoms::cut}) {
    Predicate* p = db.get(db.system(), rt.functor(a, 0));
    p->entry[0] = op_word(a == atoms::fail || a == atoms::false_ ? Op::fail : Op::proceed);
    system(p);
    p->set(kPredControl);
  }
}

}  // namespace kea
