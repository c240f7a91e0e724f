#include "starlog/causality.hpp"

#include <unordered_map>

namespace kea::starlog {
namespace {

struct Builder {
  const Program& p;
  const Rule& r;
  std::unordered_map<int, Cell> defs;  // slot -> defining expression
  int depth = 0;

  Builder(const Program& p, const Rule& r) : p(p), r(r) {
    std::unordered_map<int, int> count;
    for (const Goal& g : r.body) {
      if (g.kind != GoalKind::Is && g.kind != GoalKind::Unify) continue;
      Cell l = deref(g.args[0]), rh = deref(g.args[1]);
      if (is_var(l) && !is_var(rh)) {
        int s = r.slot_of(l);
        if (s >= 0 && ++count[s] == 1) defs[s] = rh;
      } else if (g.kind == GoalKind::Unify && is_var(rh) && !is_var(l)) {
        int s = r.slot_of(rh);
        if (s >= 0 && ++count[s] == 1) defs[s] = l;
      }
    }
    // A variable defined twice is left opaque.
    for (auto& [s, n] : count)
      if (n > 1) defs.erase(s);
  }

  static Sym lin_const(long long k) {
    Sym s;
    s.kind = Sym::Lin;
    s.k = k;
    return s;
  }
  static void name(Sym& s) {
    if (s.kind == Sym::Lin) {
      s.key.clear();
      for (auto& [v, c] : s.coef) s.key += std::to_string(c) + "*V" + std::to_string(v) + "+";
      s.key += std::to_string(s.k);
    } else if (s.kind == Sym::AtomC) {
      s.key = std::string(s.atom->view());
    }
  }
  // A form whose numbers leave long long is opaque with a '?' key: its
  // order is unknown, and it never equals another.
  static Sym overflowed() { return opaque("?overflow"); }
  static Sym add(const Sym& a, const Sym& b, long long sign) {
    long long k, bk;
    if (__builtin_mul_overflow(sign, b.k, &bk) || __builtin_add_overflow(a.k, bk, &k)) return overflowed();
    Sym s = lin_const(k);
    s.coef = a.coef;
    for (auto& [v, c] : b.coef) {
      long long sc;
      if (__builtin_mul_overflow(sign, c, &sc) || __builtin_add_overflow(s.coef[v], sc, &s.coef[v])) return overflowed();
      if (s.coef[v] == 0) s.coef.erase(v);
    }
    name(s);
    return s;
  }
  static Sym scale(const Sym& a, long long m) {
    long long k;
    if (__builtin_mul_overflow(a.k, m, &k)) return overflowed();
    Sym s = lin_const(k);
    if (m != 0)
      for (auto& [v, c] : a.coef)
        if (__builtin_mul_overflow(c, m, &s.coef[v])) return overflowed();
    name(s);
    return s;
  }
  static Sym opaque(const std::string& key) {
    Sym s;
    s.kind = Sym::Opaque;
    s.key = key;
    return s;
  }

  // `subst` maps the stratify head's variables to the literal's arguments.
  Sym build(Cell t, const std::unordered_map<Cell*, Cell>* subst) {
    t = deref(t);
    if (++depth > 200) {
      --depth;
      return opaque("deep");
    }
    Sym out = build1(t, subst);
    --depth;
    return out;
  }
  Sym build1(Cell t, const std::unordered_map<Cell*, Cell>* subst) {
    if (is_var(t)) {
      if (subst) {
        auto it = subst->find(cell_ptr(t));
        if (it != subst->end()) return build(it->second, nullptr);
        return opaque("?");
      }
      int s = r.slot_of(t);
      auto d = defs.find(s);
      if (d != defs.end()) {
        Cell e = d->second;
        defs.erase(s);  // no infinite substitution (X is X+1)
        Sym out = build(e, nullptr);
        defs[s] = e;
        return out;
      }
      Sym v = lin_const(0);
      v.coef[s] = 1;
      name(v);
      return v;
    }
    if (is_small_int(t)) {
      Sym s = lin_const(small_int_of(t));
      name(s);
      return s;
    }
    if (is_atom(t)) {
      Sym s;
      s.kind = Sym::AtomC;
      s.atom = atom_of(t);
      name(s);
      return s;
    }
    if (is_str(t)) {
      std::vector<Sym> a;
      for (unsigned i = 0; i < arity_of(t); ++i) a.push_back(build(arg(t, i), subst));
      bool all_lin = true;
      for (auto& x : a) all_lin = all_lin && x.kind == Sym::Lin;
      if (all_lin) {
        if (is_named(t, "+", 2)) return add(a[0], a[1], 1);
        if (is_named(t, "-", 2)) return add(a[0], a[1], -1);
        if (is_named(t, "-", 1)) return scale(a[0], -1);
        if (is_named(t, "+", 1)) return a[0];
        if (is_named(t, "*", 2) && a[0].coef.empty()) return scale(a[1], a[0].k);
        if (is_named(t, "*", 2) && a[1].coef.empty()) return scale(a[0], a[1].k);
      }
      std::string key = std::string(functor_of(t)->name->view()) + "(";
      for (std::size_t i = 0; i < a.size(); ++i) key += (i ? "," : "") + a[i].key;
      return opaque(key + ")");
    }
    return opaque("#" + std::to_string(t));  // canonical only for identical cells
  }
};

}  // namespace

SymTime literal_time(const Program& p, const Rule& r, int rel, const std::vector<Cell>& args) {
  const Relation& R = p.relations[rel];
  SymTime out;
  if (!R.stratified) return out;
  std::unordered_map<Cell*, Cell> subst;
  Cell h = deref(R.strat_head);
  for (unsigned i = 0; i < R.arity; ++i) subst[cell_ptr(deref(arg(h, i)))] = args[i];
  Builder b(p, r);
  for (Cell e : R.strat_by) out.push_back(b.build(e, &subst));
  return out;
}

TimeCmp compare_time(const TimeOrder& order, const SymTime& a, const SymTime& b) {
  std::size_t n = a.size() < b.size() ? a.size() : b.size();
  for (std::size_t i = 0; i < n; ++i) {
    const Sym &x = a[i], &y = b[i];
    if (x.kind == Sym::Lin && y.kind == Sym::Lin) {
      Sym d = Builder::add(x, y, -1);
      if (d.kind != Sym::Lin || !d.coef.empty()) return TimeCmp::Unknown;
      if (d.k != 0) return d.k < 0 ? TimeCmp::Less : TimeCmp::Greater;
      continue;
    }
    if (x.kind == Sym::AtomC && y.kind == Sym::AtomC) {
      int c = order.compare_element(make_atom(x.atom), make_atom(y.atom));
      if (c) return c < 0 ? TimeCmp::Less : TimeCmp::Greater;
      continue;
    }
    // a number is earlier than an atom
    // (a variable alone might hold an atom: only constants are known numbers)
    if (x.kind == Sym::Lin && x.coef.empty() && y.kind == Sym::AtomC) return TimeCmp::Less;
    if (x.kind == Sym::AtomC && y.kind == Sym::Lin && y.coef.empty()) return TimeCmp::Greater;
    if (x.kind == Sym::Opaque && y.kind == Sym::Opaque && x.key == y.key && x.key.find('?') == std::string::npos)
      continue;
    return TimeCmp::Unknown;
  }
  if (a.size() == b.size()) return TimeCmp::Equal;
  return a.size() < b.size() ? TimeCmp::Less : TimeCmp::Greater;
}

std::string format_sym_time(const SymTime& t) {
  std::string s = "[";
  for (std::size_t i = 0; i < t.size(); ++i) s += (i ? "," : "") + t[i].key;
  return s + "]";
}

}  // namespace kea::starlog
