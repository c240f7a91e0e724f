#include "starlog/expr.hpp"

#include <algorithm>

#include "engine/syntax/writer.hpp"
#include "starlog/error.hpp"

namespace kea::starlog {

bool is_arith_term(Cell t) {
  t = deref(t);
  if (!is_str(t)) return false;
  ArithOp op;
  return lookup_arith(functor_of(t)->name->view(), arity_of(t), op);
}

void term_vars(Cell t, std::vector<Cell>& out) {
  std::vector<Cell> todo{t};
  while (!todo.empty()) {
    Cell x = deref(todo.back());
    todo.pop_back();
    if (is_var(x)) {
      if (std::find(out.begin(), out.end(), x) == out.end()) out.push_back(x);
    } else if (is_str(x)) {
      for (unsigned i = arity_of(x); i-- > 0;) todo.push_back(arg(x, i));
    } else if (is_list(x)) {
      todo.push_back(list_tail(x));
      todo.push_back(list_head(x));
    }
  }
}

// Integer-only evaluation: no Num, no GMP; gives up (false) on any value
// that is not a small integer, on overflow and on division by zero, and the
// general evaluator then redoes the expression (and raises the error).
namespace {
// Integer operations; false on overflow, division by zero and ops left to
// the general evaluator.
inline bool int_binary(ArithOp op, std::int64_t& a, std::int64_t b) {
  std::int64_t r;
  switch (op) {
    case ArithOp::Add: if (__builtin_add_overflow(a, b, &r)) return false; a = r; return true;
    case ArithOp::Sub: if (__builtin_sub_overflow(a, b, &r)) return false; a = r; return true;
    case ArithOp::Mul: if (__builtin_mul_overflow(a, b, &r)) return false; a = r; return true;
    case ArithOp::Mod:
      if (b == 0 || b == -1) return false;
      r = a % b;
      a = (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
      return true;
    case ArithOp::Rem: if (b == 0 || b == -1) return false; a = a % b; return true;
    case ArithOp::IntDiv: if (b == 0 || b == -1) return false; a = a / b; return true;
    case ArithOp::Min: a = a <= b ? a : b; return true;
    case ArithOp::Max: a = a >= b ? a : b; return true;
    case ArithOp::And: a = a & b; return true;
    case ArithOp::Or: a = a | b; return true;
    case ArithOp::Xor: a = a ^ b; return true;
    default: return false;
  }
}
inline bool int_unary(ArithOp op, std::int64_t& a) {
  switch (op) {
    case ArithOp::Neg: if (a == INT64_MIN) return false; a = -a; return true;
    case ArithOp::Pos: return true;
    case ArithOp::Abs: if (a == INT64_MIN) return false; a = a < 0 ? -a : a; return true;
    case ArithOp::Sign: a = (a > 0) - (a < 0); return true;
    default: return false;
  }
}
}  // namespace

void Expr::fuse() {
  icode.clear();
  fused = false;
  if (!int_only || depth > 16) return;
  struct Sym {
    std::uint8_t k;
    std::int64_t x;
  };
  std::vector<Sym> st;
  for (const Instr& in : code) {
    switch (in.code) {
      case Instr::Const:
        if (!is_small_int(in.v)) return;
        st.push_back({2, small_int_of(in.v)});
        break;
      case Instr::Slot: st.push_back({1, static_cast<std::int64_t>(in.n)}); break;
      case Instr::Unary: {
        Sym a = st.back();
        st.back() = {0, 0};
        icode.push_back({in.op, true, a.k, 0, a.x, 0});
        break;
      }
      case Instr::Binary: {
        Sym b = st.back();
        st.pop_back();
        Sym a = st.back();
        st.back() = {0, 0};
        icode.push_back({in.op, false, a.k, b.k, a.x, b.x});
        break;
      }
      case Instr::Build: icode.clear(); return;
    }
  }
  if (icode.empty() || st.size() != 1 || st[0].k != 0) {
    icode.clear();
    return;
  }
  fused = true;
}

bool Expr::run_int(const Value* slots, std::int64_t& out) const {
  if (!fused) return run_int_stack(slots, out);
  std::int64_t st[16];
  unsigned sp = 0;
  for (const IntOp& o : icode) {
    std::int64_t a, b = 0;
    if (!o.unary) {
      if (o.kb == 0) b = st[--sp];
      else if (o.kb == 2) b = o.b;
      else {
        Value v = slots[o.b];
        if (!is_small_int(v)) return false;
        b = small_int_of(v);
      }
    }
    if (o.ka == 0) a = st[--sp];
    else if (o.ka == 2) a = o.a;
    else {
      Value v = slots[o.a];
      if (!is_small_int(v)) return false;
      a = small_int_of(v);
    }
    if (!(o.unary ? int_unary(o.op, a) : int_binary(o.op, a, b))) return false;
    st[sp++] = a;
  }
  out = st[0];
  return true;
}

void Expr::run_int_block(const Value* base, const std::uint32_t* sel, unsigned n, unsigned stride, std::int64_t* out,
                         bool* bad) const {
  for (unsigned k = 0; k < n; ++k) bad[k] = false;
  auto load = [&](std::uint8_t kind, std::int64_t x, std::int64_t* to) {
    if (kind == 2) {
      for (unsigned k = 0; k < n; ++k) to[k] = x;
      return;
    }
    for (unsigned k = 0; k < n; ++k) {
      Value v = base[std::size_t{sel[k]} * stride + static_cast<std::size_t>(x)];
      bad[k] |= !is_small_int(v);
      to[k] = small_int_of(v);
    }
  };
  if (slot >= 0 || constant) {
    if (constant) {
      if (!is_small_int(value)) {
        for (unsigned k = 0; k < n; ++k) bad[k] = true;
        return;
      }
      load(2, small_int_of(value), out);
    } else {
      load(1, slot, out);
    }
    return;
  }
  std::int64_t st[16][kExprBlock], ta[kExprBlock], tb[kExprBlock];
  unsigned sp = 0;
  for (const IntOp& o : icode) {
    const std::int64_t* b = nullptr;
    if (!o.unary) {
      if (o.kb == 0) b = st[--sp];
      else {
        load(o.kb, o.b, tb);
        b = tb;
      }
    }
    const std::int64_t* a;
    if (o.ka == 0) a = st[--sp];
    else {
      load(o.ka, o.a, ta);
      a = ta;
    }
    std::int64_t* r = st[sp++];
    if (o.unary) {
      for (unsigned k = 0; k < n; ++k) {
        std::int64_t x = a[k];
        if (!int_unary(o.op, x)) {
          bad[k] = true;
          x = 0;
        }
        r[k] = x;
      }
    } else {
      for (unsigned k = 0; k < n; ++k) {
        std::int64_t x = a[k];
        if (!int_binary(o.op, x, b[k])) {
          bad[k] = true;
          x = 0;
        }
        r[k] = x;
      }
    }
  }
  for (unsigned k = 0; k < n; ++k) out[k] = st[0][k];
}

bool Expr::run_int_stack(const Value* slots, std::int64_t& out) const {
  std::int64_t small[16];
  std::vector<std::int64_t> big;
  std::int64_t* st = small;
  if (depth > 16) {
    big.resize(depth);
    st = big.data();
  }
  unsigned sp = 0;
  for (const Instr& in : code) {
    switch (in.code) {
      case Instr::Const:
      case Instr::Slot: {
        Value v = in.code == Instr::Const ? in.v : slots[in.n];
        if (!is_small_int(v)) return false;
        st[sp++] = small_int_of(v);
        break;
      }
      case Instr::Unary:
        if (!int_unary(in.op, st[sp - 1])) return false;
        break;
      case Instr::Binary:
        --sp;
        if (!int_binary(in.op, st[sp - 1], st[sp])) return false;
        break;
      case Instr::Build: return false;
    }
  }
  out = st[0];
  return true;
}

Expr::Out Expr::run(ValuePool& pool, const Value* slots, bool want_value) const {
  Num small[16];
  std::vector<Num> big;
  Num* st = small;
  if (depth > 16) {
    big.resize(depth);
    st = big.data();
  }
  unsigned sp = 0;
  for (const Instr& in : code) {
    switch (in.code) {
      case Instr::Const: {
        Value v = in.v;
        if (is_small_int(v)) {
          st[sp].kind = Num::Int;
          st[sp++].i = small_int_of(v);
        } else {
          st[sp++] = num_of(v);
        }
        break;
      }
      case Instr::Slot: {
        Value v = slots[in.n];
        if (is_small_int(v)) {
          st[sp].kind = Num::Int;
          st[sp++].i = small_int_of(v);
        } else {
          st[sp++] = num_of(v);
        }
        break;
      }
      case Instr::Unary: st[sp - 1] = apply_unary(pool, in.op, st[sp - 1]); break;
      case Instr::Binary: {
        Num& a = st[sp - 2];
        const Num& b = st[sp - 1];
        --sp;
        // The common case inline: small integers that do not overflow.
        if (a.kind == Num::Int && b.kind == Num::Int) {
          std::int64_t r;
          switch (in.op) {
            case ArithOp::Add:
              if (!__builtin_add_overflow(a.i, b.i, &r)) { a.i = r; continue; }
              break;
            case ArithOp::Sub:
              if (!__builtin_sub_overflow(a.i, b.i, &r)) { a.i = r; continue; }
              break;
            case ArithOp::Mul:
              if (!__builtin_mul_overflow(a.i, b.i, &r)) { a.i = r; continue; }
              break;
            case ArithOp::Mod:
              if (b.i > 0) {
                r = a.i % b.i;
                a.i = r < 0 ? r + b.i : r;
                continue;
              }
              break;
            default: break;
          }
        }
        a = apply_binary(pool, in.op, a, b);
        break;
      }
      case Instr::Build: {
        Value args[64];
        std::vector<Value> many;
        Value* av = args;
        if (in.n > 64) {
          many.resize(in.n);
          av = many.data();
        }
        for (unsigned i = 0; i < in.n; ++i) av[i] = value_of(pool, st[sp - in.n + i]);
        sp -= in.n;
        Num r;
        r.kind = Num::Other;
        r.v = in.f ? pool.compound(in.f, av) : pool.cons(av[0], av[1]);
        st[sp++] = r;
        break;
      }
    }
  }
  Out o{0, st[0]};
  if (want_value) o.v = value_of(pool, st[0]);
  return o;
}

namespace {

struct Compiler {
  const SlotOf& slot_of;
  const NameOf& name_of;
  ValuePool& pool;
  const Runtime& rt;
  std::vector<Instr> code;
  unsigned sp = 0, max_sp = 0;

  void push(Instr in, int delta) {
    code.push_back(in);
    sp = static_cast<unsigned>(static_cast<int>(sp) + delta);
    max_sp = std::max(max_sp, sp);
  }

  std::string show(Cell t) { return term_to_string(rt, t, writeq_options()); }

  // Compile t; `arith` when t is in an arithmetic position. Uses an explicit
  // work list so deep terms do not recurse on the C++ stack.
  void compile(Cell root, bool arith_root) {
    struct Item {
      Cell t;
      bool arith;
      bool post;  // emit the operator after the args
    };
    std::vector<Item> todo{{root, arith_root, false}};
    while (!todo.empty()) {
      Item it = todo.back();
      todo.pop_back();
      Cell t = deref(it.t);
      if (it.post) {
        if (is_list(t)) { push({Instr::Build, ArithOp::Add, 2, 0, nullptr}, -1); continue; }
        Functor f = functor_of(t);
        ArithOp op;
        if (it.arith || lookup_arith(f->name->view(), f->arity, op)) {
          lookup_arith(f->name->view(), f->arity, op);
          if (f->arity == 1) push({Instr::Unary, op, 0, 0, nullptr}, 0);
          else push({Instr::Binary, op, 0, 0, nullptr}, -1);
        } else {
          push({Instr::Build, ArithOp::Add, f->arity, 0, f}, 1 - static_cast<int>(f->arity));
        }
        continue;
      }
      if (is_var(t)) {
        int s = slot_of(t);
        if (s < 0) throw Error("internal: unbound variable in expression");
        push({Instr::Slot, ArithOp::Add, static_cast<std::uint32_t>(s), 0, nullptr}, 1);
        continue;
      }
      if (is_atom(t)) {
        if (it.arith) {
          Num n;
          if (!lookup_arith_constant(atom_of(t)->view(), n))
            throw Error("type_error(evaluable, " + show(t) + "/0)");
          push({Instr::Const, ArithOp::Add, 0, value_of(pool, n), nullptr}, 1);
        } else {
          push({Instr::Const, ArithOp::Add, 0, t, nullptr}, 1);
        }
        continue;
      }
      if (is_small_int(t) || is_box(t)) {
        if (it.arith && is_string(t)) throw Error("type_error(evaluable, " + show(t) + ")");
        push({Instr::Const, ArithOp::Add, 0, pool.intern(t), nullptr}, 1);
        continue;
      }
      if (is_list(t)) {
        if (it.arith) throw Error("type_error(evaluable, " + show(t) + ")");
        todo.push_back({t, false, true});
        todo.push_back({list_tail(t), false, false});
        todo.push_back({list_head(t), false, false});
        continue;
      }
      Functor f = functor_of(t);
      ArithOp op;
      bool ar = lookup_arith(f->name->view(), f->arity, op);
      if (it.arith && !ar)
        throw Error("type_error(evaluable, " + std::string(f->name->view()) + "/" +
                    std::to_string(f->arity) + ")");
      todo.push_back({t, ar, true});
      for (unsigned i = f->arity; i-- > 0;) todo.push_back({arg(t, i), ar, false});
    }
  }
};

// Fold runs of constant operands into constants.
void fold(std::vector<Instr>& code, ValuePool& pool) {
  std::vector<Instr> out;
  std::vector<bool> is_const;  // per stack entry of `out`
  for (const Instr& in : code) {
    unsigned need = in.code == Instr::Unary ? 1 : in.code == Instr::Binary ? 2 : in.code == Instr::Build ? in.n : 0;
    bool all_const = in.code != Instr::Const && in.code != Instr::Slot && is_const.size() >= need;
    for (unsigned i = 0; all_const && i < need; ++i) all_const = is_const[is_const.size() - 1 - i];
    if (all_const && need > 0) {
      Expr e;
      e.code.assign(out.end() - need, out.end());
      e.code.push_back(in);
      e.depth = need + 1;
      Value v = e.eval(pool, nullptr);  // may throw: a load-time error
      out.resize(out.size() - need);
      is_const.resize(is_const.size() - need);
      out.push_back({Instr::Const, ArithOp::Add, 0, v, nullptr});
      is_const.push_back(true);
      continue;
    }
    if (in.code == Instr::Const || in.code == Instr::Slot) {
      out.push_back(in);
      is_const.push_back(in.code == Instr::Const);
      continue;
    }
    // not foldable: only valid while the stack has `need` entries
    out.push_back(in);
    is_const.resize(is_const.size() - need);
    is_const.push_back(false);
  }
  code.swap(out);
}

}  // namespace

Expr compile_expr(Cell term, const SlotOf& slot_of, const NameOf& name_of, ValuePool& pool,
                  const Runtime& rt) {
  Compiler c{slot_of, name_of, pool, rt, {}, 0, 0};
  c.compile(term, false);
  fold(c.code, pool);
  Expr e;
  e.code = std::move(c.code);
  e.depth = std::max(1u, c.max_sp);
  if (e.code.size() == 1 && e.code[0].code == Instr::Slot) e.slot = static_cast<int>(e.code[0].n);
  e.int_only = true;
  for (const Instr& in : e.code) {
    if (in.code == Instr::Build) e.int_only = false;
    if (in.code == Instr::Unary && !(in.op == ArithOp::Neg || in.op == ArithOp::Pos || in.op == ArithOp::Abs ||
                                     in.op == ArithOp::Sign))
      e.int_only = false;
    if (in.code == Instr::Binary &&
        !(in.op == ArithOp::Add || in.op == ArithOp::Sub || in.op == ArithOp::Mul || in.op == ArithOp::Mod ||
          in.op == ArithOp::Rem || in.op == ArithOp::IntDiv || in.op == ArithOp::Min || in.op == ArithOp::Max ||
          in.op == ArithOp::And || in.op == ArithOp::Or || in.op == ArithOp::Xor))
      e.int_only = false;
  }
  if (e.code.size() == 1 && e.code[0].code == Instr::Const) {
    e.constant = true;
    e.value = e.code[0].v;
  }
  e.fuse();
  // Printable form: the source with variables named by slot.
  std::vector<Cell> vars;
  term_vars(term, vars);
  std::vector<std::pair<std::string, Cell>> names;
  for (Cell v : vars) {
    int s = slot_of(v);
    names.emplace_back(s >= 0 ? name_of(s) : "_", v);
  }
  WriteOptions wo = writeq_options();
  wo.variable_names = &names;
  e.text = term_to_string(rt, term, wo);
  return e;
}

}  // namespace kea::starlog
