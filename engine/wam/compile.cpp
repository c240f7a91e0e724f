#include "engine/wam/compile.hpp"

#include <algorithm>
#include <deque>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/wam/emit.hpp"
#include "engine/wam/transparent.hpp"
#include "engine/errors.hpp"
#include "engine/terms/term_walk.hpp"

namespace kea {
namespace {

// ---------------------------------------------------------------------------
// Variables of the clause, and the synthetic ones that hold cut barriers.
struct Var {
  Cell cell = 0;             // the heap variable (0 for synthetic ones)
  int first_chunk = -1;
  bool multi = false;        // occurs in more than one chunk: permanent
  unsigned count = 0;
  bool synthetic = false;
  unsigned cuts = 0;         // cut barriers: the cuts that use it
  bool perm = false;
  bool seen = false;         // code generation: already initialised
  unsigned reg = 0;          // X register, or Y slot when perm
  int head_arg = -1;         // first occurrence is head argument i (top level)
  std::vector<std::uint32_t> pos;  // occurrence sequence numbers
  struct Encl {
    int disj;
    int branch;  // 1 or 2
  };
  std::vector<Encl> encl;    // disjunction branches around the first occurrence
  bool is_void() const { return count == 1 && !synthetic; }
};

enum class K { Conj, Or, Ite, Soft, Not, Cut, True, Fail, Call, Builtin, Unify, Is, Cmp, Test, Ident };

struct Node {
  K k;
  std::vector<Node*> kids;
  Cell term = 0;
  Predicate* pred = nullptr;
  const BuiltinDef* def = nullptr;
  Op op = Op::fail;
  Var* var = nullptr;       // Cut: its barrier; Ite/Not: the barrier before try; Soft: its choicepoint
  Var* condcut = nullptr;   // Ite/Soft/Not: the condition's own barrier (for a cut inside it)
  int disj = -1;
};

struct Disj {
  int entry_chunk = 0;
  std::uint32_t b1_start = 0, b1_end = 0, b2_start = 0, b2_end = 0;
  std::vector<Var*> preinit;
};

struct CallSite {
  int chunk;
  Cell goal;  // the call's goal term (arguments are what it loads)
};

class Compiler {
 public:
  Compiler(Machine& m, Module* module, Module* context)
      : m_(m), rt_(m.runtime()), s_(m.store()), module_(module), context_(context) {}

  CompiledCode compile(Cell clause);

 private:
  // ---- building the goal tree
  Node* node(K k) {
    nodes_.emplace_back();
    nodes_.back().k = k;
    return &nodes_.back();
  }
  Var* synthetic() {
    vars_.emplace_back();
    vars_.back().synthetic = true;
    return &vars_.back();
  }
  Var* var_of(Cell v) {
    auto [it, fresh] = var_index_.try_emplace(cell_ptr(v), nullptr);
    if (fresh) {
      vars_.emplace_back();
      vars_.back().cell = v;
      it->second = &vars_.back();
    }
    return it->second;
  }
  Node* build(Cell g, Var* barrier);
  Node* build_call(Cell g, Functor f);

  // ---- analysis
  void occur(Var* v, int chunk);
  void occur_term(Cell t, int chunk);
  int walk(Node* n, int chunk);
  void place_preinits();
  bool needs_env(const Node* n, bool tail) const;
  void assign_registers(Cell head);

  // ---- code generation
  unsigned scratch();
  void release(unsigned r) { free_.push_back(r); }
  void note_x(unsigned r) { max_x_ = std::max(max_x_, r + 1); }
  Word operand_of(Var* v) const { return v->perm ? yreg(v->reg) : xreg(v->reg); }
  void init_var(Var* v);           // a fresh heap variable in v's home
  Word value_operand(Cell t, std::vector<unsigned>& temps);
  Word arith_operand(Cell t, std::vector<unsigned>& temps);
  void arith_into(Cell e, Word dst);
  void build_into(Cell t, unsigned x);
  void build_compound(Cell t, unsigned x);
  void set_arg(Cell a, int prebuilt);
  void get_term(Cell t, unsigned x);       // head-style unification of X with t
  void unify_arg(Cell a, std::vector<std::pair<unsigned, Cell>>& later, unsigned& voids);
  void flush_voids(unsigned& voids);
  void gen(Node* n, bool tail);
  void exit_clause();
  void preinit(int d);
  void cut_to(Var* v);

  Machine& m_;
  Runtime& rt_;
  Store& s_;
  Module* module_;           // where the goal being built resolves its calls
  // The context module (SWI-Prolog's): what meta arguments are qualified
  // with, context_module/1 gives, and module_transparent predicates run
  // in. module_, except in the clauses of a transparent predicate's clone
  // (engine/wam/transparent.hpp).
  Module* context_;
  std::deque<Node> nodes_;
  std::deque<Var> vars_;
  std::unordered_map<Cell*, Var*> var_index_;
  std::vector<Disj> disjs_;
  std::vector<CallSite> calls_;
  std::vector<std::pair<int, int>> encl_stack_;  // (disj, branch) during walk
  std::uint32_t seq_ = 0;
  Var* b0_ = nullptr;        // the clause's cut barrier
  bool env_ = false;
  unsigned n_perm_ = 0;
  unsigned base_ = 0;        // first register above all argument registers
  unsigned next_free_ = 0;   // first never-used scratch register
  unsigned max_x_ = 0;
  std::vector<unsigned> free_;
  std::vector<std::size_t> try_patches_;
  Emitter e_;
};

Node* Compiler::build(Cell g, Var* barrier) {
  g = deref(g);
  if (is_var(g)) {
    Cell call = make_compound(s_, rt_.functor(atoms::call, 1), {g});
    return build_call(call, functor_of(call));
  }
  if (is_atom(g)) {
    Atom a = atom_of(g);
    if (a == atoms::true_) return node(K::True);
    if (a == atoms::fail || a == atoms::false_) return node(K::Fail);
    if (a == atoms::cut) {
      Node* n = node(K::Cut);
      n->var = barrier;
      ++barrier->cuts;
      return n;
    }
    return build_call(g, rt_.functor(a, 0));
  }
  if (is_list(g)) g = make_compound(s_, functors::list2, {list_head(g), list_tail(g)});  // [File...]
  if (!is_str(g)) throw_type_error(s_, atoms::callable, g);
  Functor f = functor_of(g);
  const Cell* a = args_of(g);
  if (f == functors::comma2) {
    Node* n = node(K::Conj);
    for (;;) {
      n->kids.push_back(build(a[0], barrier));
      Cell rest = deref(a[1]);
      if (is_str(rest) && functor_of(rest) == functors::comma2) {
        a = args_of(rest);
        continue;
      }
      n->kids.push_back(build(rest, barrier));
      return n;
    }
  }
  if (f == functors::semicolon2 || f == functors::bar2) {
    Cell left = deref(a[0]);
    if (is_str(left) && (functor_of(left) == functors::arrow2 || functor_of(left) == functors::soft_arrow2)) {
      bool soft = functor_of(left) == functors::soft_arrow2;
      Node* n = node(soft ? K::Soft : K::Ite);
      n->var = synthetic();
      n->condcut = synthetic();
      n->kids.push_back(build(arg(left, 0), n->condcut));
      n->kids.push_back(build(arg(left, 1), barrier));
      n->kids.push_back(build(a[1], barrier));
      return n;
    }
    Node* n = node(K::Or);
    n->kids.push_back(build(a[0], barrier));
    n->kids.push_back(build(a[1], barrier));
    return n;
  }
  if (f == functors::arrow2 || f == functors::soft_arrow2) {
    Node* n = node(f == functors::arrow2 ? K::Ite : K::Soft);
    n->var = synthetic();
    n->condcut = synthetic();
    n->kids.push_back(build(a[0], n->condcut));
    n->kids.push_back(build(a[1], barrier));
    n->kids.push_back(node(K::Fail));
    return n;
  }
  if (f->arity == 1 && (f->name == atoms::not_provable || f->name == atoms::not_)) {
    Node* n = node(K::Not);
    n->var = synthetic();
    n->condcut = synthetic();
    n->kids.push_back(build(a[0], n->condcut));
    return n;
  }
  if (f == functors::colon2) {
    // M:G with M known now: G's calls resolve in M. Otherwise M:G is
    // meta-called, and call/1 reports what M is wrong with.
    Cell q = deref(a[0]);
    if (!is_atom(q)) {
      Cell call = make_compound(s_, functors::call1, {g});
      return build_call(call, functors::call1);
    }
    Module* outer = module_;
    Module* outer_context = context_;
    module_ = context_ = rt_.db().module(atom_of(q));
    Node* n = build(a[1], barrier);
    module_ = outer;
    context_ = outer_context;
    return n;
  }
  return build_call(g, f);
}

Node* Compiler::build_call(Cell g, Functor f) {
  auto simple = [&](K k, Op op) {
    Node* n = node(k);
    n->term = g;
    n->op = op;
    return n;
  };
  if (f->arity == 2) {
    Atom name = f->name;
    if (name == atoms::equals) return simple(K::Unify, Op::unify);
    if (name == atoms::is) return simple(K::Is, Op::a_eval);
    if (name == atoms::less) return simple(K::Cmp, Op::a_lt);
    if (name == atoms::less_equal) return simple(K::Cmp, Op::a_le);
    if (name == atoms::greater) return simple(K::Cmp, Op::a_gt);
    if (name == atoms::greater_equal) return simple(K::Cmp, Op::a_ge);
    if (name == atoms::arith_equal) return simple(K::Cmp, Op::a_eq);
    if (name == atoms::arith_not_equal) return simple(K::Cmp, Op::a_ne);
    if (name == atoms::identical) return simple(K::Ident, Op::t_ident);
    if (name == atoms::not_identical) return simple(K::Ident, Op::t_nident);
  }
  if (f->arity == 1) {
    Atom name = f->name;
    if (name == atoms::var) return simple(K::Test, Op::t_var);
    if (name == atoms::nonvar) return simple(K::Test, Op::t_nonvar);
    if (name == atoms::atom) return simple(K::Test, Op::t_atom);
    if (name == atoms::integer) return simple(K::Test, Op::t_integer);
    if (name == atoms::atomic) return simple(K::Test, Op::t_atomic);
    if (name == atoms::compound) return simple(K::Test, Op::t_compound);
    if (name == atoms::callable) return simple(K::Test, Op::t_callable);
    if (name == atoms::number) return simple(K::Test, Op::t_number);
    if (name == atoms::context_module) {
      // Known here: the module the clause (or its clone) runs in.
      g = make_compound(s_, functors::equals2, {arg(g, 0), make_atom(context_->name)});
      return simple(K::Unify, Op::unify);
    }
  }
  Predicate* p = rt_.db().bind(module_, f);
  // A call of a predicate this module does not define goes to the
  // module's own entry for it, which finds what it imports when it is
  // called (undefined_call in the emulator, which then also qualifies the
  // meta arguments and clones a transparent predicate): so a definition
  // the module gets later (its own main/0, whose clause calls main before
  // it is defined; a time/1 of its own, defined after a call of it) is the
  // one called, with its own arguments, as SWI-Prolog's autoloading does.
  // Otherwise, meta arguments as the predicate the call reaches now
  // declares them.
  const bool resolved_later = !Database::defined(p) && p->module == module_ && context_ == module_;
  Predicate* reach = Database::defined(p) ? p : resolved_later ? nullptr : rt_.db().visible(module_, f, false);
  if (reach && qualifies_meta_args(rt_.db(), reach, context_)) g = qualify_meta_args(s_, g, reach, context_);
  // A transparent predicate runs in this context: the call goes to its
  // clone for context_ (itself, in its own module).
  if (reach && reach->has(kPredTransparent)) p = transparent_in(m_, reach, context_);
  if (p->builtin && f->arity <= 4) {
    Node* n = simple(K::Builtin, Op::bi0);
    n->def = p->builtin;
    return n;
  }
  Node* n = simple(K::Call, Op::call);
  n->pred = p;
  return n;
}

// ---------------------------------------------------------------------------
// Analysis.
void Compiler::occur(Var* v, int chunk) {
  if (v->count == 0) {
    v->first_chunk = chunk;
    for (auto [d, b] : encl_stack_) v->encl.push_back({d, b});
  } else if (chunk != v->first_chunk) {
    v->multi = true;
  }
  ++v->count;
  v->pos.push_back(seq_++);
}

void Compiler::occur_term(Cell t, int chunk) {
  std::vector<Cell> todo{t};
  while (!todo.empty()) {
    Cell x = deref(todo.back());
    todo.pop_back();
    if (is_var(x)) {
      occur(var_of(x), chunk);
    } else if (is_str(x)) {
      for (unsigned i = arity_of(x); i-- > 0;) todo.push_back(arg(x, i));
    } else if (is_list(x)) {
      todo.push_back(list_tail(x));
      todo.push_back(list_head(x));
    }
  }
}

int Compiler::walk(Node* n, int chunk) {
  switch (n->k) {
    case K::True:
    case K::Fail:
      return chunk;
    case K::Cut:
      occur(n->var, chunk);
      return chunk;
    case K::Conj:
      for (Node* k : n->kids) chunk = walk(k, chunk);
      return chunk;
    case K::Call:
      occur_term(n->term, chunk);
      calls_.push_back({chunk, n->term});
      return chunk + 1;
    case K::Builtin:
    case K::Unify:
    case K::Is:
    case K::Cmp:
    case K::Test:
    case K::Ident:
      occur_term(n->term, chunk);
      return chunk;
    case K::Or:
    case K::Ite:
    case K::Soft:
    case K::Not: {
      int d = static_cast<int>(disjs_.size());
      disjs_.emplace_back();
      n->disj = d;
      disjs_[d].entry_chunk = chunk;
      if (n->k == K::Ite || n->k == K::Not) occur(n->var, chunk);  // get_b before the try
      encl_stack_.push_back({d, 1});
      disjs_[d].b1_start = seq_;
      int c1;
      if (n->k == K::Or) {
        c1 = walk(n->kids[0], chunk);
      } else {
        if (n->k == K::Soft) occur(n->var, chunk);  // get_b after the try: the choicepoint itself
        if (n->condcut->cuts > 0) occur(n->condcut, chunk);  // get_b for a cut inside the condition
        c1 = walk(n->kids[0], chunk);
        occur(n->var, c1);  // cut / soft_cut after the condition
        if (n->k != K::Not) c1 = walk(n->kids[1], c1);
      }
      disjs_[d].b1_end = seq_;
      encl_stack_.back().second = 2;
      disjs_[d].b2_start = seq_;
      int c2 = chunk;
      if (n->k == K::Or) {
        c2 = walk(n->kids[1], chunk);
      } else if (n->k != K::Not) {
        c2 = walk(n->kids[2], chunk);
      }
      disjs_[d].b2_end = seq_;
      encl_stack_.pop_back();
      if (n->k == K::Not) return chunk;  // only the failure path goes on: registers restored
      return std::max(c1, c2);
    }
  }
  return chunk;
}

// A variable first met inside a branch and used outside it is created
// before the outermost such disjunction.
void Compiler::place_preinits() {
  for (Var& v : vars_) {
    if (v.synthetic) continue;
    for (const Var::Encl& e : v.encl) {
      Disj& d = disjs_[e.disj];
      std::uint32_t lo = e.branch == 1 ? d.b1_start : d.b2_start;
      std::uint32_t hi = e.branch == 1 ? d.b1_end : d.b2_end;
      bool outside = std::any_of(v.pos.begin(), v.pos.end(), [&](std::uint32_t p) { return p < lo || p >= hi; });
      if (!outside) continue;
      d.preinit.push_back(&v);
      if (d.entry_chunk != v.first_chunk) v.multi = true;
      ++v.count;
      break;
    }
  }
}

bool Compiler::needs_env(const Node* n, bool tail) const {
  switch (n->k) {
    case K::Call:
      return !tail;
    case K::Conj:
      for (std::size_t i = 0; i < n->kids.size(); ++i) {
        if (needs_env(n->kids[i], tail && i + 1 == n->kids.size())) return true;
      }
      return false;
    case K::Or:
      return needs_env(n->kids[0], tail) || needs_env(n->kids[1], tail);
    case K::Ite:
    case K::Soft:
      return needs_env(n->kids[0], false) || needs_env(n->kids[1], tail) || needs_env(n->kids[2], tail);
    case K::Not:
      return needs_env(n->kids[0], false);
    default:
      return false;
  }
}

void Compiler::assign_registers(Cell head) {
  unsigned head_arity = is_str(head) ? arity_of(head) : 0;
  base_ = head_arity;
  for (const CallSite& c : calls_) {
    Cell g = deref(c.goal);
    if (is_str(g)) base_ = std::max(base_, arity_of(g));
  }
  // Head variables that may stay in their argument register: every call of
  // the first chunk either reads them before overwriting that register, or
  // passes them at the same position.
  auto stays = [&](Var* v) {
    unsigned i = static_cast<unsigned>(v->head_arg);
    for (const CallSite& c : calls_) {
      if (c.chunk != 0) continue;
      Cell g = deref(c.goal);
      if (!is_str(g)) continue;
      for (unsigned j = 0; j < arity_of(g); ++j) {
        Cell a = deref(arg(g, j));
        bool contains = occurs_in(v->cell, a);
        if (!contains) continue;
        if (j > i) return false;
        if (j == i && a != v->cell) return false;
      }
    }
    return true;
  };
  unsigned next_x = base_;
  for (Var& v : vars_) {
    if (v.count == 0) continue;
    v.perm = v.multi;
    if (v.perm) {
      v.reg = n_perm_++;
    } else if (v.is_void()) {
      // no home
    } else if (v.head_arg >= 0 && stays(&v)) {
      v.reg = static_cast<unsigned>(v.head_arg);
    } else {
      v.reg = next_x++;
    }
  }
  next_free_ = next_x;
  max_x_ = next_x;
  if (next_x >= kMaxRegisters) throw_representation_error(s_, atoms::max_arity);
}

// ---------------------------------------------------------------------------
// Code generation.
unsigned Compiler::scratch() {
  unsigned r;
  if (!free_.empty()) {
    r = free_.back();
    free_.pop_back();
  } else {
    r = next_free_++;
    if (r >= kMaxRegisters) throw_representation_error(s_, atoms::max_arity);
  }
  note_x(r);
  return r;
}

void Compiler::init_var(Var* v) {
  if (v->perm) {
    unsigned t = scratch();
    e_.emit(Op::put_var_y, {v->reg, t});
    release(t);
  } else {
    e_.emit(Op::put_var_x, {v->reg, v->reg});
  }
  v->seen = true;
}

// An operand for an inline goal: registers for variables (created on first
// occurrence), literals for atoms and small integers, a scratch register
// holding anything else (released by the caller through `temps`).
Word Compiler::value_operand(Cell t, std::vector<unsigned>& temps) {
  t = deref(t);
  if (is_var(t)) {
    Var* v = var_of(t);
    if (v->is_void()) {
      unsigned r = scratch();
      temps.push_back(r);
      e_.emit(Op::put_var_x, {r, r});
      return xreg(r);
    }
    if (!v->seen) init_var(v);
    return operand_of(v);
  }
  if (is_atom(t) || is_small_int(t)) return t;
  unsigned r = scratch();
  temps.push_back(r);
  build_into(t, r);
  return xreg(r);
}

struct ArithOp {
  Atom name;
  unsigned arity;
  Op op;
};

const ArithOp* inline_arith(Functor f) {
  static const ArithOp ops[] = {
      {atoms::plus, 2, Op::a_add},     {atoms::minus, 2, Op::a_sub},  {atoms::star, 2, Op::a_mul},
      {atoms::int_div, 2, Op::a_idiv}, {atoms::mod, 2, Op::a_mod},    {atoms::rem, 2, Op::a_rem},
      {atoms::bit_and, 2, Op::a_and},  {atoms::bit_or, 2, Op::a_or},  {atoms::shift_left, 2, Op::a_shl},
      {atoms::shift_right, 2, Op::a_shr}, {atoms::min, 2, Op::a_min}, {atoms::max, 2, Op::a_max},
      {atoms::minus, 1, Op::a_neg},
  };
  for (const ArithOp& o : ops) {
    if (o.name == f->name && o.arity == f->arity) return &o;
  }
  return nullptr;
}

// An operand whose value is a number or an expression: sub-expressions are
// computed into scratch registers.
Word Compiler::arith_operand(Cell t, std::vector<unsigned>& temps) {
  t = deref(t);
  if (is_compound(t)) {
    unsigned r = scratch();
    temps.push_back(r);
    arith_into(t, xreg(r));
    return xreg(r);
  }
  return value_operand(t, temps);
}

void Compiler::arith_into(Cell e, Word dst) {
  e = deref(e);
  std::vector<unsigned> temps;
  const ArithOp* op = is_str(e) ? inline_arith(functor_of(e)) : nullptr;
  if (op) {
    Word a = arith_operand(arg(e, 0), temps);
    if (op->arity == 1) {
      e_.emit(op->op, {dst, a});
    } else {
      Word b = arith_operand(arg(e, 1), temps);
      e_.emit(op->op, {dst, a, b});
    }
  } else {
    Word a = value_operand(e, temps);
    e_.emit(Op::a_eval, {dst, a});
  }
  for (unsigned r : temps) release(r);
}

// Puts t into X register x (body argument loading).
void Compiler::build_into(Cell t, unsigned x) {
  t = deref(t);
  note_x(x);
  if (is_var(t)) {
    Var* v = var_of(t);
    if (v->is_void()) {
      e_.emit(Op::put_var_x, {x, x});
    } else if (!v->seen) {
      e_.emit(v->perm ? Op::put_var_y : Op::put_var_x, {v->reg, x});
      v->seen = true;
    } else if (v->perm) {
      e_.emit(Op::put_val_y, {v->reg, x});
    } else if (v->reg != x) {
      e_.emit(Op::put_val_x, {v->reg, x});
    }
  } else if (is_atom(t) || is_small_int(t)) {
    e_.emit(Op::put_const, {t, x});
  } else if (is_box(t)) {
    e_.emit(Op::put_box, {e_.box(t), x});
  } else {
    build_compound(t, x);
  }
}

// One argument cell of a structure being built; `prebuilt` is the scratch
// register holding a compound argument built beforehand, or -1.
void Compiler::set_arg(Cell a, int prebuilt) {
  if (prebuilt >= 0) {
    e_.emit(Op::set_val_x, {static_cast<Word>(prebuilt)});
    return;
  }
  a = deref(a);
  if (is_var(a)) {
    Var* v = var_of(a);
    if (v->is_void()) {
      e_.emit(Op::set_void, {1});
    } else if (!v->seen) {
      e_.emit(v->perm ? Op::set_var_y : Op::set_var_x, {v->reg});
      v->seen = true;
    } else {
      e_.emit(v->perm ? Op::set_val_y : Op::set_val_x, {v->reg});
    }
  } else if (is_atom(a) || is_small_int(a)) {
    e_.emit(Op::set_const, {a});
  } else {
    e_.emit(Op::set_box, {e_.box(a)});
  }
}

void Compiler::build_compound(Cell t, unsigned x) {
  if (is_str(t)) {
    unsigned n = arity_of(t);
    std::vector<int> pre(n, -1);
    for (unsigned i = 0; i < n; ++i) {
      Cell a = deref(arg(t, i));
      if (is_compound(a)) {
        unsigned r = scratch();
        build_compound(a, r);
        pre[i] = static_cast<int>(r);
      }
    }
    e_.emit(Op::put_struct, {reinterpret_cast<Word>(functor_of(t)), x});
    for (unsigned i = 0; i < n; ++i) set_arg(arg(t, i), pre[i]);
    for (int r : pre) {
      if (r >= 0) release(static_cast<unsigned>(r));
    }
    return;
  }
  // A list: built from its end, so that long lists need no recursion.
  std::vector<Cell> items;
  Cell tail = t;
  while (is_list(tail)) {
    items.push_back(list_head(tail));
    tail = deref(list_tail(tail));
  }
  int prev = -1;  // register holding the list built so far
  if (is_str(tail)) {
    unsigned r = scratch();
    build_compound(tail, r);
    prev = static_cast<int>(r);
  }
  for (std::size_t k = items.size(); k-- > 0;) {
    Cell item = deref(items[k]);
    int pre = -1;
    if (is_compound(item)) {
      unsigned r = scratch();
      build_compound(item, r);
      pre = static_cast<int>(r);
    }
    unsigned dst = k == 0 ? x : scratch();
    e_.emit(Op::put_list, {dst});
    set_arg(item, pre);
    if (prev >= 0) {
      e_.emit(Op::set_val_x, {static_cast<Word>(prev)});
      release(static_cast<unsigned>(prev));
    } else {
      set_arg(tail, -1);
    }
    if (pre >= 0) release(static_cast<unsigned>(pre));
    prev = static_cast<int>(dst);
  }
}

void Compiler::flush_voids(unsigned& voids) {
  if (voids) e_.emit(Op::unify_void, {voids});
  voids = 0;
}

void Compiler::unify_arg(Cell a, std::vector<std::pair<unsigned, Cell>>& later, unsigned& voids) {
  a = deref(a);
  if (is_var(a)) {
    Var* v = var_of(a);
    if (v->is_void()) {
      ++voids;
      return;
    }
    flush_voids(voids);
    if (!v->seen) {
      e_.emit(v->perm ? Op::unify_var_y : Op::unify_var_x, {v->reg});
      v->seen = true;
    } else {
      e_.emit(v->perm ? Op::unify_val_y : Op::unify_val_x, {v->reg});
    }
    return;
  }
  flush_voids(voids);
  if (is_atom(a) || is_small_int(a)) {
    e_.emit(Op::unify_const, {a});
  } else if (is_box(a)) {
    e_.emit(Op::unify_box, {e_.box(a)});
  } else {
    unsigned r = scratch();
    e_.emit(Op::unify_var_x, {r});
    later.push_back({r, a});
  }
}

// Unifies X register x with t (head arguments, and X = f(...) in bodies).
void Compiler::get_term(Cell t, unsigned x) {
  std::deque<std::pair<unsigned, Cell>> queue{{x, t}};
  bool first = true;
  while (!queue.empty()) {
    auto [r, term] = queue.front();
    queue.pop_front();
    term = deref(term);
    std::vector<std::pair<unsigned, Cell>> later;
    unsigned voids = 0;
    if (is_str(term)) {
      e_.emit(Op::get_struct, {reinterpret_cast<Word>(functor_of(term)), r});
      for (unsigned i = 0; i < arity_of(term); ++i) unify_arg(arg(term, i), later, voids);
    } else {
      e_.emit(Op::get_list, {r});
      unify_arg(list_head(term), later, voids);
      unify_arg(list_tail(term), later, voids);
    }
    flush_voids(voids);
    if (!first) release(r);
    first = false;
    for (auto& l : later) queue.push_back(l);
  }
}

void Compiler::exit_clause() {
  if (env_) e_.emit(Op::deallocate);
  e_.emit(Op::proceed);
}

void Compiler::preinit(int d) {
  for (Var* v : disjs_[d].preinit) init_var(v);
}

void Compiler::cut_to(Var* v) {
  if (v == b0_ && !v->perm) {
    e_.emit(Op::neck_cut);
  } else {
    e_.emit(Op::cut, {operand_of(v)});
  }
}

void Compiler::gen(Node* n, bool tail) {
  switch (n->k) {
    case K::Conj:
      for (std::size_t i = 0; i < n->kids.size(); ++i) gen(n->kids[i], tail && i + 1 == n->kids.size());
      return;
    case K::True:
      if (tail) exit_clause();
      return;
    case K::Fail:
      e_.emit(Op::fail);
      return;
    case K::Cut:
      cut_to(n->var);
      if (tail) exit_clause();
      return;
    case K::Call: {
      Cell g = deref(n->term);
      if (is_str(g)) {
        for (unsigned j = 0; j < arity_of(g); ++j) build_into(arg(g, j), j);
      }
      if (tail) {
        if (env_) e_.emit(Op::deallocate);
        e_.emit(Op::execute, {reinterpret_cast<Word>(n->pred)});
      } else {
        e_.emit(Op::call, {reinterpret_cast<Word>(n->pred)});
      }
      return;
    }
    case K::Builtin: {
      Cell g = deref(n->term);
      std::vector<unsigned> temps;
      unsigned arity = is_str(g) ? arity_of(g) : 0;
      std::vector<Word> ops;
      for (unsigned j = 0; j < arity; ++j) ops.push_back(value_operand(arg(g, j), temps));
      Word d = reinterpret_cast<Word>(n->def);
      switch (arity) {
        case 0: e_.emit(Op::bi0, {d}); break;
        case 1: e_.emit(Op::bi1, {d, ops[0]}); break;
        case 2: e_.emit(Op::bi2, {d, ops[0], ops[1]}); break;
        case 3: e_.emit(Op::bi3, {d, ops[0], ops[1], ops[2]}); break;
        default: e_.emit(Op::bi4, {d, ops[0], ops[1], ops[2], ops[3]}); break;
      }
      for (unsigned r : temps) release(r);
      if (tail) exit_clause();
      return;
    }
    case K::Test:
    case K::Ident:
    case K::Cmp: {
      Cell g = deref(n->term);
      std::vector<unsigned> temps;
      if (n->k == K::Test) {
        e_.emit(n->op, {value_operand(arg(g, 0), temps)});
      } else if (n->k == K::Ident) {
        Word a = value_operand(arg(g, 0), temps);
        e_.emit(n->op, {a, value_operand(arg(g, 1), temps)});
      } else {
        Word a = arith_operand(arg(g, 0), temps);
        e_.emit(n->op, {a, arith_operand(arg(g, 1), temps)});
      }
      for (unsigned r : temps) release(r);
      if (tail) exit_clause();
      return;
    }
    case K::Is: {
      Cell g = deref(n->term);
      Cell lhs = deref(arg(g, 0));
      if (is_var(lhs) && !var_of(lhs)->seen && !var_of(lhs)->is_void()) {
        Var* v = var_of(lhs);
        arith_into(arg(g, 1), operand_of(v));
        v->seen = true;
      } else {
        unsigned r = scratch();
        arith_into(arg(g, 1), xreg(r));
        std::vector<unsigned> temps;
        Word l = value_operand(lhs, temps);
        e_.emit(Op::unify, {l, xreg(r)});
        for (unsigned t : temps) release(t);
        release(r);
      }
      if (tail) exit_clause();
      return;
    }
    case K::Unify: {
      Cell g = deref(n->term);
      Cell a = deref(arg(g, 0)), b = deref(arg(g, 1));
      auto fresh = [&](Cell x) { return is_var(x) && !var_of(x)->seen; };
      if (!fresh(a) && fresh(b)) std::swap(a, b);
      if (fresh(a) && !occurs_in(a, b)) {
        Var* v = var_of(a);
        if (!v->is_void()) {
          if (v->perm) {
            unsigned r = scratch();
            build_into(b, r);
            e_.emit(Op::get_var_y, {v->reg, r});
            release(r);
          } else {
            build_into(b, v->reg);
          }
          v->seen = true;
        } else if (is_var(b) && !var_of(b)->seen && !var_of(b)->is_void()) {
          init_var(var_of(b));
        }
      } else if ((is_var(a) && is_compound(b) && !fresh(a)) || (is_var(b) && is_compound(a) && !fresh(b))) {
        if (!is_var(a)) std::swap(a, b);
        // A known variable against a structure: matched in place (read mode)
        // or built (write mode), as in a clause head.
        Var* v = var_of(a);
        unsigned r = v->reg;
        if (v->perm) {
          r = scratch();
          e_.emit(Op::put_val_y, {v->reg, r});
        }
        get_term(b, r);
        if (v->perm) release(r);
      } else {
        std::vector<unsigned> temps;
        Word x = value_operand(a, temps);
        Word y = value_operand(b, temps);
        e_.emit(Op::unify, {x, y});
        for (unsigned r : temps) release(r);
      }
      if (tail) exit_clause();
      return;
    }
    case K::Or: {
      preinit(n->disj);
      Emitter::Label other = e_.new_label(), end = e_.new_label();
      try_patches_.push_back(e_.here() + 2);
      e_.emit(Op::try_else, {e_.label(other), 0});
      gen(n->kids[0], tail);
      if (!tail) e_.emit(Op::jump, {e_.label(end)});
      e_.bind(other);
      e_.emit(Op::trust_else);
      gen(n->kids[1], tail);
      e_.bind(end);
      return;
    }
    case K::Ite:
    case K::Soft:
    case K::Not: {
      preinit(n->disj);
      Emitter::Label other = e_.new_label(), end = e_.new_label();
      if (n->k != K::Soft) {
        e_.emit(Op::get_b, {operand_of(n->var)});
        n->var->seen = true;
      }
      try_patches_.push_back(e_.here() + 2);
      e_.emit(Op::try_else, {e_.label(other), 0});
      if (n->k == K::Soft) {
        e_.emit(Op::get_b, {operand_of(n->var)});
        n->var->seen = true;
      }
      if (n->condcut->cuts > 0) e_.emit(Op::get_b, {operand_of(n->condcut)});
      gen(n->kids[0], false);
      e_.emit(n->k == K::Soft ? Op::soft_cut : Op::cut, {operand_of(n->var)});
      if (n->k == K::Not) {
        e_.emit(Op::fail);
        e_.bind(other);
        e_.emit(Op::trust_else);
        if (tail) exit_clause();
        e_.bind(end);
        return;
      }
      gen(n->kids[1], tail);
      if (!tail) e_.emit(Op::jump, {e_.label(end)});
      e_.bind(other);
      e_.emit(Op::trust_else);
      gen(n->kids[2], tail);
      e_.bind(end);
      return;
    }
  }
}

CompiledCode Compiler::compile(Cell clause) {
  clause = deref(clause);
  Cell head = clause, body = make_atom(atoms::true_);
  if (is_str(clause) && functor_of(clause) == functors::neck2) {
    head = deref(arg(clause, 0));
    body = deref(arg(clause, 1));
  }
  if (is_var(head)) throw_instantiation_error(s_);
  if (!is_atom(head) && !is_str(head)) throw_type_error(s_, atoms::callable, head);
  if (is_var(body)) body = make_compound(s_, rt_.functor(atoms::call, 1), {body});

  b0_ = synthetic();
  Node* root;
  {
    // A body that is not callable is reported whole, as ISO wants.
    Cell b = body;
    std::vector<Cell> todo{b};
    while (!todo.empty()) {
      Cell g = deref(todo.back());
      todo.pop_back();
      if (is_var(g) || is_atom(g) || is_list(g)) continue;
      if (!is_str(g)) throw_type_error(s_, atoms::callable, body);
      Functor f = functor_of(g);
      if (f == functors::comma2 || f == functors::semicolon2 || f == functors::arrow2 ||
          f == functors::soft_arrow2 || f == functors::bar2) {
        todo.push_back(arg(g, 0));
        todo.push_back(arg(g, 1));
      }
    }
    root = build(body, b0_);
  }

  // Analysis: head first (chunk 0), then the body.
  if (is_str(head)) {
    for (unsigned i = 0; i < arity_of(head); ++i) {
      Cell a = deref(arg(head, i));
      if (is_var(a)) {
        Var* v = var_of(a);
        if (v->count == 0) v->head_arg = static_cast<int>(i);
        occur(v, 0);
      } else {
        occur_term(a, 0);
      }
    }
  }
  bool has_cut_b0 = b0_->cuts > 0;
  if (has_cut_b0) occur(b0_, 0);  // get_b0 at the start
  walk(root, 0);
  place_preinits();
  env_ = needs_env(root, true);
  assign_registers(head);
  if (n_perm_ > 0) env_ = true;

  if (env_) e_.emit(Op::allocate, {n_perm_});
  if (has_cut_b0 && b0_->perm) e_.emit(Op::get_b0, {operand_of(b0_)});
  b0_->seen = true;
  if (is_str(head)) {
    for (unsigned i = 0; i < arity_of(head); ++i) {
      note_x(i);
      Cell a = deref(arg(head, i));
      if (is_var(a)) {
        Var* v = var_of(a);
        if (v->is_void()) continue;
        if (!v->seen) {
          v->seen = true;
          if (v->perm) {
            e_.emit(Op::get_var_y, {v->reg, i});
          } else if (v->reg != i) {
            e_.emit(Op::get_var_x, {v->reg, i});
          }
        } else {
          e_.emit(v->perm ? Op::get_val_y : Op::get_val_x, {v->reg, i});
        }
      } else if (is_atom(a) || is_small_int(a)) {
        e_.emit(Op::get_const, {a, i});
      } else if (is_box(a)) {
        e_.emit(Op::get_box, {e_.box(a), i});
      } else {
        get_term(a, i);
      }
    }
  }
  gen(root, true);
  for (std::size_t p : try_patches_) e_.at(p) = max_x_;
  std::atomic<unsigned>& most = m_.runtime().wam().max_x;
  for (unsigned seen = most.load(std::memory_order_relaxed); seen < max_x_;) {
    if (most.compare_exchange_weak(seen, max_x_, std::memory_order_relaxed)) break;
  }

  CompiledCode out;
  out.words = e_.here();
  out.code = e_.finish();
  if (is_str(head) && arity_of(head) > 0) out.key = first_arg_key(deref(arg(head, 0)));
  if (is_str(head) && arity_of(head) > 1) out.key2 = first_arg_key(deref(arg(head, 1)));
  return out;
}

}  // namespace

bool is_control_functor(Functor f) {
  return f == functors::comma2 || f == functors::semicolon2 || f == functors::bar2 || f == functors::arrow2 ||
         f == functors::soft_arrow2 ||
         (f->arity == 1 && (f->name == atoms::not_provable || f->name == atoms::not_));
}

CompiledCode compile_clause(Machine& m, Cell clause, Module* module, Module* context) {
  Compiler c(m, module, context ? context : module);
  return c.compile(clause);
}

bool qualifies_meta_args(const Database& db, const Predicate* p, const Module* context) {
  if (!p->meta.load(std::memory_order_acquire)) return false;
  auto by_default = [&](const Module* m) { return m == db.user() || m == db.system(); };
  return !by_default(context) || !by_default(p->module);
}

Cell qualify_meta_args(Store& s, Cell goal, const Predicate* p, const Module* context) {
  const char* spec = p->meta.load(std::memory_order_acquire);
  goal = deref(goal);
  if (!spec || !is_str(goal)) return goal;
  Functor f = functor_of(goal);
  std::vector<Cell> args(f->arity);
  bool changed = false;
  for (unsigned i = 0; i < f->arity; ++i) {
    args[i] = arg(goal, i);
    char k = spec[i];
    bool meta = is_meta_arg_spec(k);
    Cell x = deref(args[i]);
    if (meta && !(is_str(x) && functor_of(x) == functors::colon2)) {
      args[i] = make_compound(s, functors::colon2, {make_atom(context->name), x});
      changed = true;
    }
  }
  return changed ? make_compound(s, f, args.data()) : goal;
}

namespace {

// The goal call/1 compiles: its control constructs as they are, every
// argument of the goals under them that is a compound replaced by a fresh
// variable, whose value (the term as it is on the heap) is passed in
// `passed`. The compiler then never walks the arguments: a cyclic one
// (X = [a|X], call((true, atom(X)))) is handed over like any other, and a
// big one is not rebuilt by put instructions. A control construct that
// contains itself is representation_error(cyclic_term), as in SWI-Prolog.
Cell abstract_arguments(Store& s, Cell goal, std::vector<Cell>& fresh, std::vector<Cell>& passed) {
  // Iterative over the control constructs (a meta-called conjunction may
  // be 100,000 goals long): each frame is a control construct whose
  // arguments are being rebuilt on `done`; `on_path` holds the frames'
  // cells, to find a construct inside itself.
  struct Frame {
    Cell term;
    unsigned next;
    std::size_t base;  // its arguments start at done[base]
  };
  std::vector<Frame> stack;
  std::vector<Cell> done;
  std::unordered_set<const Cell*> on_path;  // the frames' cells, once the stack got deep
  bool use_set = false;                      // until then, the stack itself is scanned
  // The value of a goal position that is not a control construct: a goal
  // whose compound arguments are replaced by fresh variables.
  auto leaf = [&](Cell g) -> Cell {
    // A list goal ([File|Files]) is '[|]'/2: its tail, maybe cyclic, passed too.
    if (is_list(g)) g = make_compound(s, functors::list2, {list_head(g), list_tail(g)});
    if (!is_str(g)) return g;
    Functor f = functor_of(g);
    unsigned i = 0;
    while (i < f->arity && !is_compound(deref(arg(g, i)))) ++i;
    if (i == f->arity) return g;  // nothing to replace
    Cell small[8];
    std::vector<Cell> large;
    Cell* args = f->arity <= 8 ? small : (large.resize(f->arity), large.data());
    for (i = 0; i < f->arity; ++i) {
      Cell a = deref(arg(g, i));
      if (is_compound(a)) {
        args[i] = s.new_var();
        fresh.push_back(args[i]);
        passed.push_back(a);
      } else {
        args[i] = a;
      }
    }
    return make_compound(s, f, args);
  };
  auto enter = [&](Cell g) {
    g = deref(g);
    if (is_str(g) && is_control_functor(functor_of(g))) {
      bool inside = false;
      if (!use_set && stack.size() >= 32) {
        use_set = true;
        for (const Frame& f : stack) on_path.insert(cell_ptr(f.term));
      }
      if (use_set) {
        inside = !on_path.insert(cell_ptr(g)).second;
      } else {
        for (const Frame& f : stack) inside = inside || f.term == g;
      }
      if (inside) throw_representation_error(s, atoms::cyclic_term, ErrorContext{functors::call1, {}});
      stack.push_back({g, 0, done.size()});
    } else {
      done.push_back(leaf(g));
    }
  };
  enter(goal);
  while (!stack.empty()) {
    Frame& fr = stack.back();
    Functor f = functor_of(fr.term);
    if (fr.next < f->arity) {
      enter(arg(fr.term, fr.next++));
      continue;
    }
    Cell built = make_compound(s, f, done.data() + fr.base);
    done.resize(fr.base);
    done.push_back(built);
    if (use_set) on_path.erase(cell_ptr(fr.term));
    stack.pop_back();
  }
  return done.back();
}

}  // namespace

CompiledCode compile_goal(Machine& m, Cell goal, std::vector<Cell>& vars, Module* module) {
  Store& s = m.store();
  std::vector<Cell> fresh, passed;
  Cell original = goal;
  goal = abstract_arguments(s, goal, fresh, passed);
  vars.clear();
  term_variables(s, goal, vars);  // the goal's own variables, then the fresh ones
  if (vars.size() >= kMaxRegisters / 2 && is_acyclic(original)) {
    // Too many arguments to pass in registers: compile them into the code.
    goal = original;
    fresh.clear();
    vars.clear();
    term_variables(s, goal, vars);
  }
  if (vars.size() >= kMaxRegisters / 2) throw_representation_error(s, atoms::max_arity);
  Functor f = m.runtime().functor(atoms::dollar_call, static_cast<unsigned>(vars.size()));
  Cell head = vars.empty() ? make_atom(atoms::dollar_call) : make_compound(s, f, vars.data());
  Cell clause = make_compound(s, functors::neck2, {head, goal});
  CompiledCode code = compile_clause(m, clause, module);
  // The registers get the values: a fresh variable stands for its term.
  for (Cell& v : vars) {
    auto it = std::find(fresh.begin(), fresh.end(), v);
    if (it != fresh.end()) v = passed[static_cast<std::size_t>(it - fresh.begin())];
  }
  return code;
}

}  // namespace kea
