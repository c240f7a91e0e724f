// The database builtins: assert/asserta/assertz (/1 and, with a clause
// reference, /2), retract/1, retractall/1, abolish/1, clause/2,3, erase/1,
// '$clause_properties'/2 (clause_property/2),
// dynamic/1, discontiguous/1, multifile/1, thread_local/1, meta_predicate/1,
// current_predicate/1, predicate_property/2, current_module/1,
// '$module_properties'/2 (module_property/2), listing/1
// and wam_listing/1 (the compiled code). Each takes its predicates M:
// qualified (user by default).
//
// Clause references are '$clause'(N) terms (N from Database::clause_ref),
// written as SWI-Prolog writes its clause blobs, <clause>(0x...).
#include <gc/gc.h>

#include <cstring>
#include <functional>
#include <new>
#include <string>

#include "engine/boot.hpp"
#include "engine/builtins/registry.hpp"
#include "engine/io/stream_arg.hpp"
#include "engine/wam/compile.hpp"
#include "engine/wam/db.hpp"
#include "engine/wam/dbutil.hpp"
#include "engine/wam/transparent.hpp"
#include "engine/wam/emit.hpp"
#include "engine/terms/termops.hpp"
#include "engine/syntax/writer.hpp"
#include "engine/threads.hpp"

namespace kea {

Module* qualifier_module(Machine& m, Cell q) {
  q = deref(q);
  if (is_var(q)) throw_instantiation_error(m.store());
  if (!is_atom(q)) throw_type_error(m.store(), atoms::atom, q);  // as SWI-Prolog
  return m.runtime().db().module(atom_of(q));
}

Cell strip_module(Machine& m, Cell t, Module*& module) {
  t = deref(t);
  for (unsigned depth = 0; is_str(t) && functor_of(t) == functors::colon2; ++depth) {
    // X = a:X is qualified forever: an error, as in SWI-Prolog.
    if (depth == 64 && is_cyclic(t)) throw_type_error(m.store(), atoms::acyclic_term, t);
    module = qualifier_module(m, arg(t, 0));
    t = deref(arg(t, 1));
  }
  return t;
}

Cell callable_head(Machine& m, Cell head, Module*& module) {
  Store& s = m.store();
  head = strip_module(m, head, module);
  if (is_var(head)) throw_instantiation_error(s);
  if (!is_callable(head)) throw_type_error(s, atoms::callable, head);
  return head;
}

void split_clause(Machine& m, Cell clause, Cell& head, Cell& body, Module*& module) {
  clause = strip_module(m, clause, module);
  head = clause;
  body = make_atom(atoms::true_);
  if (is_str(clause) && functor_of(clause) == functors::neck2) {
    head = deref(arg(clause, 0));
    body = deref(arg(clause, 1));
  }
  Module* body_module = module;
  head = callable_head(m, head, module);
  if (module != body_module && !(is_atom(body) && atom_of(body) == atoms::true_)) {
    body = make_compound(m.store(), functors::colon2, {make_atom(body_module->name), body});
  }
}

Cell qualified_indicator(Store& s, const Predicate* p) {
  Cell pi = predicate_indicator(s, p->functor);
  Atom mod = p->module ? p->module->name : atoms::user;
  if (mod == atoms::user || mod == atoms::system) return pi;
  return make_compound(s, functors::colon2, {make_atom(mod), pi});
}

Functor head_functor(Runtime& rt, Cell head) {
  if (is_atom(head)) return rt.functor(atom_of(head), 0);
  if (is_list(head)) return functors::list2;
  return functor_of(head);
}

namespace {

bool is_binary_control(Functor f) {
  return f == functors::comma2 || f == functors::semicolon2 || f == functors::arrow2 || f == functors::soft_arrow2;
}

// The body as stored, the one clause/2 and retract/1 give back: a variable
// in the place of a goal becomes call(G), as the compiler runs it (ISO
// 7.6.2; SWI-Prolog also does it under \+). The right spine of long
// conjunctions is walked iteratively.
Cell wrap_variable_goals(Store& s, Cell body) {
  body = deref(body);
  if (is_var(body)) return make_compound(s, functors::call1, {body});
  if (!is_str(body)) return body;
  Functor f = functor_of(body);
  if (f == functors::not_provable1) return make_compound(s, f, {wrap_variable_goals(s, arg(body, 0))});
  if (!is_binary_control(f)) return body;
  // (Control constructs are rebuilt even when nothing in them changes.)
  std::vector<std::pair<Functor, Cell>> spine;  // each construct with its wrapped left goal
  Cell t = body;
  while (is_str(t) && is_binary_control(functor_of(t))) {
    spine.emplace_back(functor_of(t), wrap_variable_goals(s, arg(t, 0)));
    t = deref(arg(t, 1));
  }
  Cell r = wrap_variable_goals(s, t);
  for (auto it = spine.rbegin(); it != spine.rend(); ++it) r = make_compound(s, it->first, {it->second, r});
  return r;
}

}  // namespace

Clause* new_clause(Machine& m, Cell head, Cell body, Module* module) {
  Store& s = m.store();
  Cell term = make_compound(s, functors::neck2, {head, body});
  CompiledCode cc = compile_clause(m, term, module);
  if (Cell stored = wrap_variable_goals(s, body); stored != deref(body)) term = make_compound(s, functors::neck2, {head, stored});
  return clause_of_code(cc, Record::make(s, term));
}

Clause* clause_of_code(const CompiledCode& cc, Record* source) {
  void* mem = GC_MALLOC(sizeof(Clause));
  if (!mem) throw std::bad_alloc();
  Clause* c = new (mem) Clause;
  c->code = cc.code;
  c->code_words = cc.words;
  c->key = cc.key;
  c->key2 = cc.key2;
  c->source = source;
  // A GC object, as the code: its key atoms are held (engine/terms/term.hpp).
  for (Cell k : {c->key, c->key2})
    if (is_atom(k)) hold_atom(atom_of(k));
  return c;
}

Functor tabled_functor(Runtime& rt, Functor f) {
  return rt.functor(std::string(f->name->view()) + " tabled", f->arity);
}

Cell with_functor(Store& s, Cell t, Functor to) {
  if (to->arity == 0) return make_atom(to->name);
  std::vector<Cell> args(to->arity);
  for (unsigned i = 0; i < to->arity; ++i) args[i] = arg(deref(t), i);
  return make_compound(s, to, args.data());
}

Functor indicator(Machine& m, Cell pi, Module*& module, bool grammar) {
  Store& s = m.store();
  pi = strip_module(m, pi, module);
  if (is_var(pi)) throw_instantiation_error(s);
  bool nonterminal = grammar && is_str(pi) && functor_of(pi)->name == atoms::int_div && arity_of(pi) == 2;
  if (!nonterminal && !(is_str(pi) && functor_of(pi) == functors::slash2)) {
    throw_type_error(s, atoms::predicate_indicator, pi);
  }
  Cell name = deref(arg(pi, 0)), arity = deref(arg(pi, 1));
  if (is_var(name) || is_var(arity)) throw_instantiation_error(s);
  if (!is_atom(name)) throw_type_error(s, atoms::atom, name);
  if (!is_integer(arity)) throw_type_error(s, atoms::integer, arity);
  if (!is_small_int(arity) || small_int_of(arity) < 0) {
    throw_domain_error(s, atoms::not_less_than_zero, arity);
  }
  std::int64_t n = small_int_of(arity) + (nonterminal ? 2 : 0);
  if (n > static_cast<std::int64_t>(kMaxRegisters)) throw_representation_error(s, atoms::max_arity);
  return m.runtime().functor(atom_of(name), static_cast<unsigned>(n));
}

void for_each_spec(Machine& m, Cell specs, Module* start, const std::function<void(Cell, Module*)>& f) {
  Store& s = m.store();
  if (is_cyclic(specs)) throw_type_error(s, is_list(deref(specs)) ? atoms::list : atoms::acyclic_term, specs);
  std::vector<std::pair<Cell, Module*>> todo{{specs, start}};
  while (!todo.empty()) {
    auto [t0, module] = todo.back();
    todo.pop_back();
    Cell t = strip_module(m, t0, module);
    if (is_var(t)) throw_instantiation_error(s);
    if (is_str(t) && (functor_of(t) == functors::comma2 || functor_of(t) == functors::list2)) {
      todo.push_back({arg(t, 1), module});
      todo.push_back({arg(t, 0), module});
      continue;
    }
    if (is_list(t)) {
      todo.push_back({list_tail(t), module});
      todo.push_back({list_head(t), module});
      continue;
    }
    if (is_atom(t) && atom_of(t) == atoms::nil) continue;
    f(t, module);
  }
}

namespace {

// The predicate a modifying builtin may change: user predicates only, and
// static ones only while they have no clauses (they then become dynamic).
// Asserting to a library predicate defines the user's own instead, as a
// user file's clauses do (SWI-Prolog: a definition in user overrides it).
Predicate* modifiable(Machine& m, Cell head, bool make_dynamic, Module* module) {
  Runtime& rt = m.runtime();
  Store& s = m.store();
  Functor f = head_functor(rt, head);
  Predicate* p = rt.db().define(module, f);
  if (p->has(kPredSystem) || p->has(kPredControl)) {
    throw_permission_error(s, atoms::modify, atoms::static_procedure, qualified_indicator(s, p));
  }
  if (make_dynamic && p->has(kPredLibrary) && !p->has(kPredDynamic)) {
    rt.db().wipe(p);
    p->file = nullptr;
  }
  if (!p->has(kPredDynamic)) {
    if (p->live.load(std::memory_order_relaxed) > 0) {
      throw_permission_error(s, atoms::modify, atoms::static_procedure, qualified_indicator(s, p));
    }
    if (make_dynamic) {
      p->clear(kPredLibrary);
      p->set(static_cast<PredFlag>(kPredDynamic | kPredDefined));
    }
  }
  return m.clauses_of(p);
}

Clause* do_assert(Machine& m, Cell clause, bool at_end) {
  Cell head, body;
  Module* module = m.runtime().db().user();
  split_clause(m, clause, head, body, module);  // type_error(acyclic_term) for X = a:X
  // The compiler unfolds a clause as deep as it goes: a cyclic one cannot be
  // code. Checked before the predicate is made (SWI-Prolog).
  if (is_cyclic(clause)) throw_representation_error(m.store(), atoms::cyclic_term);
  Predicate* p = modifiable(m, head, true, module);
  Clause* c = new_clause(m, head, body, module);
  m.runtime().db().add(p, c, at_end);
  refresh_clones(m, p);
  return c;
}

bool bi_assertz(Machine& m, const Cell* a) { return do_assert(m, a[0], true) != nullptr; }
bool bi_asserta(Machine& m, const Cell* a) { return do_assert(m, a[0], false) != nullptr; }

// ---- clause references ----------------------------------------------------
Functor clause_ref_functor(Runtime& rt) { return rt.functor("$clause", 1); }

Cell make_clause_ref(Machine& m, Clause* c) {
  std::uint64_t n = m.runtime().db().clause_ref(c);
  return make_compound(m.store(), clause_ref_functor(m.runtime()), {make_small_int(static_cast<std::int64_t>(n))});
}

// The clause a reference names: nullptr for one whose clause was erased and
// unlinked; instantiation and type errors unless t is a reference.
Clause* ref_clause(Machine& m, Cell t) {
  Store& s = m.store();
  t = deref(t);
  if (is_var(t)) throw_instantiation_error(s);
  bool is_ref = is_str(t) && functor_of(t) == clause_ref_functor(m.runtime()) && is_small_int(deref(arg(t, 0))) &&
                small_int_of(deref(arg(t, 0))) > 0;
  if (!is_ref) throw_type_error(s, m.runtime().intern("db_reference"), t);
  return m.runtime().db().clause_of_ref(static_cast<std::uint64_t>(small_int_of(deref(arg(t, 0)))));
}

template <bool kAtEnd>
bool bi_assert_ref(Machine& m, const Cell* a) {
  if (!is_var(deref(a[1]))) throw_uninstantiation_error(m.store(), a[1]);
  Clause* c = do_assert(m, a[0], kAtEnd);
  return unify_terms(m, a[1], make_clause_ref(m, c));
}

// Unlinks retracted clauses when they pile up (see Database::collect_dead).
// The floor covers every thread; when other threads' old floors keep dead
// clauses linked, they are asked for fresh ones, and the next attempt waits
// until twice as many dead clauses have piled up (so a thread that holds an
// old iteration for long costs a logarithmic number of attempts).
void maybe_collect(Machine& m, Predicate* p, std::uint64_t also_running) {
  constexpr auto relaxed = std::memory_order_relaxed;
  std::size_t dead = p->dead.load(relaxed);
  if (dead > 16 && dead > p->live.load(relaxed) && dead >= p->collect_at.load(relaxed)) {
    ThreadSet& threads = m.runtime().threads();
    std::uint64_t oldest = std::min(threads.clause_floor(m, p), also_running);
    m.runtime().db().collect_dead(p, oldest);
    std::size_t left = p->dead.load(relaxed);
    p->collect_at.store(2 * left, relaxed);
    if (left) threads.want_floors(m, p);
  }
}

// garbage_collect_clauses/0: unlinks the retracted clauses of every
// predicate now, as far as running iterations allow, rather than when they
// pile up; the collector then reclaims them.
bool bi_garbage_collect_clauses(Machine& m, const Cell*) {
  m.trim_stack();
  ThreadSet& threads = m.runtime().threads();
  m.runtime().db().for_each([&](Predicate* p) {
    if (p->dead.load(std::memory_order_relaxed) == 0) return;
    m.runtime().db().collect_dead(p, threads.clause_floor(m, p));
  });
  return true;
}

// Iterates the clauses of the predicate of `head` visible at st.gen whose
// first-argument key matches, as a call does: through the key's hash
// bucket (st.arr, position st.n) when the predicate is indexed, else along
// the list from st.clause. Returns the candidate at the cursor (the first
// when st.first), or the one after it when `advance`.
Clause* candidate(Machine& m, Module* module, Cell head, NondetState& st, bool advance) {
  Runtime& rt = m.runtime();
  Cell key = is_str(head) ? first_arg_key(deref(arg(head, 0))) : 0;
  Clause* c = nullptr;
  if (st.first) {
    Predicate* p = rt.db().visible(module, head_functor(rt, head));
    if (!p) return nullptr;
    p = m.clauses_of(p);
    st.pred = p;
    st.gen = rt.db().generation();
    st.arr = key != 0 ? rt.db().bucket(p, key) : nullptr;
    st.n = 0;
    c = st.arr ? nullptr : p->first.load(std::memory_order_acquire);
  } else if (st.arr) {
    if (advance) ++st.n;
  } else {
    c = st.clause;
    if (advance && c) c = c->next.load(std::memory_order_acquire);
  }
  if (st.arr) {
    for (; st.n < st.arr->size.load(std::memory_order_acquire); ++st.n) {
      if (st.arr->items[st.n]->visible(st.gen)) return st.arr->items[st.n];
    }
    return nullptr;
  }
  for (; c; c = c->next.load(std::memory_order_acquire)) {
    if (c->visible(st.gen) && keys_match(c->key, key)) return c;
  }
  return nullptr;
}

// clause/2,3 and retract/1 share the walk: unify (Head :- Body) (and, for
// clause/3, the reference `ref` when not 0) with each candidate's source
// until one matches. As in SWI-Prolog and GNU Prolog, retract/1 on
// backtracking succeeds for every matching clause alive when it started
// (the logical update view), even one retracted meanwhile by another goal.
template <bool kRetract>
bool clause_walk(Machine& m, Module* module, Cell head, Cell body, NondetState& st, Cell ref = 0) {
  Store& s = m.store();
  Clause* c = candidate(m, module, head, st, false);
  while (c) {
    // The next candidate, found while the head is still unbound (unifying
    // binds its first argument, which would narrow the key).
    st.first = false;
    Clause* more;
    if (st.arr) {
      more = candidate(m, module, head, st, true);
    } else {
      st.clause = c->next.load(std::memory_order_acquire);
      more = candidate(m, module, head, st, false);
    }
    st.clause = more;
    st.more = more != nullptr;
    Store::Mark mark = s.mark();
    Cell inst = c->source->thaw(s);
    bool ok;
    {
      Store::TrailAll all(s);
      ok = unify_terms(m, head, arg(inst, 0)) && unify_terms(m, body, arg(inst, 1)) &&
           (ref == 0 || unify_terms(m, ref, make_clause_ref(m, c)));
      if (!ok) s.undo_bindings(mark.trail);
    }
    if (ok) {
      if (kRetract) {
        m.runtime().db().retract(c);  // false when already retracted: still a solution
        maybe_collect(m, c->pred, st.more ? st.gen : kAlive);
        refresh_clones(m, c->pred);
      }
      return true;
    }
    s.undo(mark);
    c = more;
  }
  st.more = false;
  return false;
}

// clause/2, and clause/3 with an unbound reference.
bool clause_of_head(Machine& m, Cell head, Cell body, NondetState& st, Cell ref) {
  Store& s = m.store();
  Module* module = m.runtime().db().user();
  head = callable_head(m, head, module);
  body = deref(body);
  if (!is_var(body) && !is_callable(body)) throw_type_error(s, atoms::callable, body);
  if (st.first) {
    Predicate* p = m.runtime().db().visible(module, head_functor(m.runtime(), head));
    if (p && (p->has(kPredSystem) || p->has(kPredControl))) {
      throw_permission_error(s, atoms::access, atoms::private_procedure,
                             predicate_indicator(s, head_functor(m.runtime(), head)));
    }
  }
  return clause_walk<false>(m, module, head, body, st, ref);
}

bool bi_clause(Machine& m, const Cell* a, NondetState& st) { return clause_of_head(m, a[0], a[1], st, 0); }

// clause(Head, Body, Ref): with Ref bound, the clause it names if that is
// still alive (deterministic); else clause/2 that also gives references.
bool bi_clause3(Machine& m, const Cell* a, NondetState& st) {
  Store& s = m.store();
  if (!is_var(deref(a[2]))) {
    st.more = false;
    Clause* c = ref_clause(m, a[2]);
    if (!c || c->died.load(std::memory_order_acquire) != kAlive) return false;
    Cell head = deref(a[0]);
    while (is_str(head) && functor_of(head) == functors::colon2) head = deref(arg(head, 1));
    Cell inst = c->source->thaw(s);
    return unify_terms(m, head, arg(inst, 0)) && unify_terms(m, a[1], arg(inst, 1));
  }
  return clause_of_head(m, a[0], a[1], st, a[2]);
}

// '$clause_properties'(+Ref, -Props): what clause_property/2 enumerates,
// in SWI-Prolog's order: where a loaded clause came from, its size in
// bytes (its Clause and its code), fact, erased, its predicate and module.
// Fails for a clause erased and unlinked since.
bool clause_properties(Machine& m, const Cell* a) {
  Clause* c = ref_clause(m, a[0]);
  if (!c) return false;
  Store& s = m.store();
  Runtime& rt = m.runtime();
  std::vector<Cell> props;
  auto prop = [&](Atom name, Cell value) { props.push_back(make_compound(s, rt.functor(name, 1), {value})); };
  if (c->file) {
    prop(atoms::line_count, make_small_int(c->line));
    prop(atoms::file, make_atom(c->file));
    prop(rt.intern("source"), make_atom(c->file));
  }
  prop(atoms::size, make_small_int(static_cast<std::int64_t>(sizeof(Clause) + c->code_words * sizeof(Word))));
  if (deref(arg(deref(c->source->thaw(s)), 1)) == make_atom(atoms::true_)) props.push_back(make_atom(rt.intern("fact")));
  if (c->died.load(std::memory_order_acquire) != kAlive) props.push_back(make_atom(rt.intern("erased")));
  const Predicate* p = c->pred;
  const Cell module = make_atom(p->module ? p->module->name : atoms::user);
  const Cell indicator = make_compound(s, functors::slash2, {make_atom(p->functor->name), make_small_int(p->functor->arity)});
  prop(rt.intern("predicate"), make_compound(s, functors::colon2, {module, indicator}));
  prop(rt.intern("module"), module);
  return unify_terms(m, a[1], make_list(s, props.data(), props.size(), make_atom(atoms::nil)));
}
bool bi_clause_properties(Machine& m, const Cell* a) { return call_as(m, "clause_property", 2, clause_properties, a); }

// erase(Ref): retracts the clause; fails if it already was.
bool bi_erase(Machine& m, const Cell* a) {
  Clause* c = ref_clause(m, a[0]);
  if (!c) return false;
  Predicate* p = c->pred;
  if (!p->has(kPredDynamic)) {
    throw_permission_error(m.store(), atoms::clause, m.runtime().intern("erase"), deref(a[0]));  // as SWI-Prolog
  }
  if (!m.runtime().db().retract(c)) return false;
  maybe_collect(m, p, kAlive);
  refresh_clones(m, p);
  return true;
}

bool bi_retract(Machine& m, const Cell* a, NondetState& st) {
  Store& s = m.store();
  Cell head, body;
  Module* module = m.runtime().db().user();
  split_clause(m, a[0], head, body, module);
  if (st.first) {
    Predicate* p = m.runtime().db().visible(module, head_functor(m.runtime(), head));
    if (!p) return false;
    if (p->has(kPredSystem) || p->has(kPredControl) || (!p->has(kPredDynamic) && p->live.load() > 0)) {
      throw_permission_error(s, atoms::modify, atoms::static_procedure,
                             predicate_indicator(s, head_functor(m.runtime(), head)));
    }
  }
  return clause_walk<true>(m, module, head, body, st);
}

bool bi_retractall(Machine& m, const Cell* a) {
  Store& s = m.store();
  Module* module = m.runtime().db().user();
  Cell head = callable_head(m, a[0], module);
  Predicate* p = modifiable(m, head, true, module);
  Database& db = m.runtime().db();
  std::uint64_t gen = db.generation();
  Cell key = is_str(head) ? first_arg_key(deref(arg(head, 0))) : 0;
  {
    Machine::Pin pin(m, p, gen);
    for (Clause* c = p->first.load(std::memory_order_acquire); c; c = c->next.load(std::memory_order_acquire)) {
      if (!c->visible(gen) || !keys_match(c->key, key)) continue;
      Store::Mark mark = s.mark();
      Cell inst = c->source->thaw(s);
      bool match;
      {
        Store::TrailAll all(s);
        match = unify_terms(m, head, arg(inst, 0));
        s.undo_bindings(mark.trail);
      }
      s.undo(mark);
      if (match) db.retract(c);
    }
  }
  // After the walk's pin is gone: it held the generation before these
  // retracts, which kept every clause they killed linked.
  maybe_collect(m, p, kAlive);
  refresh_clones(m, p);
  return true;
}

bool bi_abolish(Machine& m, const Cell* a) {
  Store& s = m.store();
  Module* module = m.runtime().db().user();
  Functor f = indicator(m, a[0], module);
  Predicate* p = m.runtime().db().visible(module, f);
  if (!p) return true;
  if (p->has(kPredSystem) || p->has(kPredControl) || !p->has(kPredDynamic)) {
    if (p->has(kPredSystem) || p->has(kPredControl) || p->live.load() > 0) {
      throw_permission_error(s, atoms::modify, atoms::static_procedure, predicate_indicator(s, f));
    }
  }
  Predicate* own = m.clauses_of(p);
  m.runtime().db().wipe(own);
  p->clear(static_cast<PredFlag>(kPredDynamic | kPredDefined | kPredDiscontiguous | kPredThreadLocal));
  maybe_collect(m, own, kAlive);
  refresh_clones(m, own);
  return true;
}

// dynamic(PIs) / discontiguous(PIs) / thread_local(PIs).
template <PredFlag kFlag>
bool declare(Machine& m, const Cell* a) {
  Store& s = m.store();
  for_each_spec(m, a[0], m.runtime().db().user(), [&](Cell t, Module* module) {
    Functor f = indicator(m, t, module, true);  // Name//Arity too, as SWI-Prolog
    Predicate* p = m.runtime().db().define(module, f);
    if (p->has(kPredSystem) || p->has(kPredControl)) {
      throw_permission_error(s, atoms::modify, atoms::static_procedure, predicate_indicator(s, f));
    }
    if (kFlag == kPredDynamic) {
      if (p->has(kPredLibrary)) {
        m.runtime().db().wipe(p);
        p->clear(kPredLibrary);
      }
      if (!p->has(kPredDynamic) && p->live.load() > 0) {
        throw_permission_error(s, atoms::modify, atoms::static_procedure, predicate_indicator(s, f));
      }
      p->set(static_cast<PredFlag>(kPredDynamic | kPredDefined));
    } else if (kFlag == kPredThreadLocal) {
      // As SWI-Prolog: a predicate with clauses of its own cannot become
      // thread-local (each thread would start with an empty copy).
      if (p->live.load() > 0 && !p->has(kPredThreadLocal)) {
        throw_permission_error(s, atoms::modify, atoms::static_procedure, predicate_indicator(s, f));
      }
      p->set(static_cast<PredFlag>(kPredDynamic | kPredDefined | kPredThreadLocal));
    } else {
      p->set(kFlag);
    }
  });
  return true;
}

// meta_predicate(Heads): each argument of a Head is 0..9 (a goal that
// gets that many more arguments), : (qualified), ^ (bagof/3's goal), //
// (a grammar body), or a mode (+, -, ?, *, @). The system's own
// predicates take declarations from the system's Prolog only.
bool bi_meta_predicate(Machine& m, const Cell* a) {
  Store& s = m.store();
  Database& db = m.runtime().db();
  for_each_spec(m, a[0], m.runtime().db().user(), [&](Cell head, Module* module) {
    if (!is_callable(head)) throw_type_error(s, atoms::callable, head);
    Functor f = head_functor(m.runtime(), head);
    std::string spec;
    for (unsigned i = 0; i < f->arity; ++i) {
      Cell x = deref(arg(head, i));
      char k = 0;
      if (is_small_int(x) && small_int_of(x) >= 0 && small_int_of(x) <= 9) {
        k = static_cast<char>('0' + small_int_of(x));
      } else if (is_atom(x)) {
        std::string_view n = atom_of(x)->view();
        if (n == "//") {
          k = '/';
        } else if (n.size() == 1 && std::string_view(":^+-?*@").find(n[0]) != std::string_view::npos) {
          k = n[0];
        }
      }
      if (is_var(x)) throw_instantiation_error(s);
      if (!k) throw_domain_error(s, m.runtime().intern("meta_argument_specifier"), x);
      spec += k;
    }
    Predicate* p = db.define(module, f);
    if ((p->has(kPredSystem) || p->has(kPredControl)) && module != db.system()) {
      throw_permission_error(s, atoms::modify, atoms::static_procedure, predicate_indicator(s, f));
    }
    // Kept for the Runtime's life, like the predicate (its memory is a root).
    auto* mem = static_cast<char*>(GC_MALLOC_ATOMIC_UNCOLLECTABLE(spec.size() + 1));
    if (!mem) throw std::bad_alloc();
    std::memset(mem, 0, GC_size(mem));  // pointer-free memory is not cleared (as in record.cpp)
    std::memcpy(mem, spec.c_str(), spec.size() + 1);
    p->meta.store(mem, std::memory_order_release);
  });
  return true;
}

// The head meta_predicate/1 declared for p (predicate_property/2).
Cell meta_head(Store& s, Runtime& rt, const Predicate* p, const char* spec) {
  std::vector<Cell> args(p->functor->arity);
  for (unsigned i = 0; i < p->functor->arity; ++i) {
    char k = spec[i];
    if (k >= '0' && k <= '9') {
      args[i] = make_small_int(k - '0');
    } else {
      args[i] = make_atom(k == '/' ? rt.intern("//") : rt.intern(std::string_view(&spec[i], 1)));
    }
  }
  return args.empty() ? make_atom(p->functor->name) : make_compound(s, p->functor, args.data());
}

// Predicates in the order listings give: by name, then arity.
// The helpers the libraries define in Prolog ('$record'/2,
// '$debug_topic'/1, ...) are not the program's: enumerations leave out
// '$' names other than builtins (which the torture test enumerates), as
// SWI-Prolog keeps its helpers in their modules. Named, they are found.
bool library_internal(const Predicate* p) {
  return p->functor->name->view().starts_with('$') && !p->has(kPredBuiltin);
}

void sort_by_indicator(std::vector<Predicate*>& ps) {
  std::sort(ps.begin(), ps.end(), [](Predicate* x, Predicate* y) {
    int c = compare_atoms(x->functor->name, y->functor->name);
    return c != 0 ? c < 0 : x->functor->arity < y->functor->arity;
  });
}

// current_predicate(Name/Arity): user predicates with clauses (or dynamic).
bool bi_current_predicate(Machine& m, const Cell* a, NondetState& st) {
  Store& s = m.store();
  Runtime& rt = m.runtime();
  Module* module = rt.db().user();
  Cell pi = strip_module(m, a[0], module);
  if (!is_var(pi) && !(is_str(pi) && functor_of(pi) == functors::slash2)) {
    throw_type_error(s, atoms::predicate_indicator, pi);
  }
  Cell name = is_var(pi) ? pi : deref(arg(pi, 0));
  Cell arity = is_var(pi) ? pi : deref(arg(pi, 1));
  if (!is_var(name) && !is_atom(name)) throw_type_error(s, atoms::predicate_indicator, pi);
  if (!is_var(arity) && !is_integer(arity)) throw_type_error(s, atoms::predicate_indicator, pi);
  auto visible = [](Predicate* p) {
    return !p->has(kPredSystem) && !p->has(kPredControl) && (p->live.load() > 0 || p->has(kPredDynamic));
  };
  if (is_atom(name) && is_small_int(arity)) {
    st.more = false;
    Predicate* p = rt.db().visible(module, rt.functor(atom_of(name), static_cast<unsigned>(small_int_of(arity))));
    return p && visible(p);
  }
  // Snapshot the candidates once, then walk them by index: the module's
  // own, and for user the libraries'.
  std::vector<Predicate*> all;
  Module* libraries = module == rt.db().user() ? rt.db().system() : module;
  rt.db().for_each([&](Predicate* p) {
    if ((p->module == module || p->module == libraries) && visible(p) && (!is_var(name) || !library_internal(p)) &&
        (is_var(name) || p->functor->name == atom_of(name)) &&
        (is_var(arity) || static_cast<std::int64_t>(p->functor->arity) == small_int_of(arity))) {
      all.push_back(p);
    }
  });
  sort_by_indicator(all);
  // A library's predicate the module defines itself is there once.
  all.erase(std::unique(all.begin(), all.end(), [](Predicate* x, Predicate* y) { return x->functor == y->functor; }),
            all.end());
  for (std::size_t i = st.first ? 0 : st.n; i < all.size(); ++i) {
    Store::Mark mark = s.mark();
    Cell t = predicate_indicator(s, all[i]->functor);
    if (unify_terms(m, pi, t)) {
      st.n = i + 1;
      st.more = st.n < all.size();
      return true;
    }
    s.undo(mark);
  }
  st.more = false;
  return false;
}

// The properties predicate_property/2 reports for p, seen from `from`,
// SWI-Prolog's names.
std::vector<Cell> predicate_properties(Machine& m, Predicate* p, Module* from, Functor seen_as) {
  Store& s = m.store();
  Runtime& rt = m.runtime();
  std::vector<Cell> out;
  auto atom = [&](std::string_view name) { out.push_back(make_atom(rt.intern(name))); };
  atom("visible");
  if (p->has(kPredDefined) || p->has(kPredDynamic)) atom("defined");
  if (p->has(kPredSystem)) atom("built_in");
  if (p->has(kPredBuiltin)) atom("foreign");
  if (p->builtin && p->builtin->iso) atom("iso");
  atom(p->has(kPredDynamic) ? "dynamic" : "static");
  if (p->has(kPredThreadLocal)) atom("thread_local");
  if (p->has(kPredDiscontiguous)) atom("discontiguous");
  if (p->has(kPredMultifile)) atom("multifile");
  if (p->has(kPredTransparent)) atom("transparent");
  if (p->has(kPredTabled)) {
    atom("tabled");
    out.push_back(make_compound(s, rt.functor("tabled", 1), {make_atom(rt.intern("variant"))}));
  }
  Database& db = rt.db();
  // Seen from a module that did not define it: imported (explicitly, or
  // a library through the system, as SWI-Prolog autoloads one); one of
  // user or system only when an import list or import/1 named it. A
  // predicate imported under another name (PI as Name) belongs, as in
  // SWI-Prolog, to the module that renamed it.
  Module* home = p->module;
  if (seen_as != p->functor) {
    home = from;
    Predicate* q = db.lookup(from, seen_as);
    for (int hops = 0; q && hops < 16; ++hops, q = q->import.load(std::memory_order_acquire)) {
      if (q->functor == seen_as) home = q->module;
    }
  }
  Predicate* stub = home && home != from ? db.lookup(from, seen_as) : nullptr;
  bool listed = stub && stub->has(kPredStrongImport) && Database::import_end(stub) == p;
  if (home && home != from && (listed || (home != db.user() && home != db.system()))) {
    out.push_back(make_compound(s, rt.functor(atoms::imported_from, 1), {make_atom(home->name)}));
  }
  if (p->module && p->module->exported(p->functor)) atom("exported");
  if (const char* spec = p->meta.load(std::memory_order_acquire)) {
    out.push_back(make_compound(s, rt.functor(atoms::meta_predicate, 1), {meta_head(s, rt, p, spec)}));
  }
  if (!p->has(kPredBuiltin) && !p->has(kPredControl)) {
    std::size_t n = m.clauses_of(p)->live.load();  // this thread's, for a thread_local one
    out.push_back(make_compound(s, rt.functor("number_of_clauses", 1), {make_small_int(static_cast<std::int64_t>(n))}));
  }
  if (Atom file = p->file.load()) out.push_back(make_compound(s, rt.functor(atoms::file, 1), {make_atom(file)}));
  return out;
}

// t without the M: qualifiers in front of it whose M is an atom; `module`
// becomes the innermost one's. Unlike strip_module, never an error:
// predicate_property/2 only asks.
Cell strip_atom_qualifiers(Runtime& rt, Cell t, Module*& module) {
  t = deref(t);
  for (unsigned depth = 0; is_str(t) && functor_of(t) == functors::colon2 && is_atom(deref(arg(t, 0))); ++depth) {
    if (depth == 64 && is_cyclic(t)) return t;  // X = a:X names no predicate
    module = rt.db().module(atom_of(deref(arg(t, 0))));
    t = deref(arg(t, 1));
  }
  return t;
}

// predicate_property(Head, Property). State: st.n = predicate index * 64 +
// property index over the candidates (one, or a sorted snapshot of all).
bool bi_predicate_property(Machine& m, const Cell* a, NondetState& st) {
  Store& s = m.store();
  Runtime& rt = m.runtime();
  Module* module = rt.db().user();
  Cell head = strip_atom_qualifiers(rt, a[0], module);
  if (!is_var(head) && !is_callable(head)) return false;  // as SWI-Prolog: no error
  std::vector<Predicate*> all;
  Functor asked = nullptr;  // the name a renamed import is called by
  auto known = [](Predicate* p) {
    return p->has(kPredDefined) || p->has(kPredDynamic) || p->has(kPredBuiltin) || p->has(kPredControl);
  };
  if (is_var(head)) {
    // What a call from the module would reach: not the private predicates
    // of other modules (a library's hooks, such as thread_pool's
    // create_pool/1).
    rt.db().for_each([&](Predicate* p) {
      if (known(p) && !library_internal(p) && rt.db().visible(module, p->functor, false) == p) all.push_back(p);
    });
    sort_by_indicator(all);
  } else {
    asked = is_atom(head) ? rt.functor(atom_of(head), 0) : functor_of(head);
    Predicate* p = rt.db().visible(module, asked);
    // As SWI-Prolog, a library predicate asked about by its head is
    // loaded first. Loading runs Prolog: a[] (the argument registers, in
    // which a retry finds its arguments) is kept and written back.
    if (!(p && known(p)) && st.first) {
      if (autoload(m, asked, const_cast<Cell*>(a), 2)) {
        head = strip_atom_qualifiers(rt, a[0], module);
        p = rt.db().visible(module, asked);
      }
    }
    if (!p || !known(p)) return false;
    all.push_back(p);
  }
  for (std::size_t i = (st.first ? 0 : st.n) / 64; i < all.size(); ++i) {
    Predicate* p = all[i];
    Store::Mark mark = s.mark();
    Functor f = asked ? asked : p->functor;
    std::vector<Cell> props = predicate_properties(m, p, module, f);
    Cell h = make_atom(f->name);
    if (f->arity > 0) {
      std::vector<Cell> args(f->arity);
      for (Cell& x : args) x = s.new_var();
      h = make_compound(s, f, args.data());
    }
    Store::Mark built = s.mark();
    std::size_t j = !st.first && st.n / 64 == i ? st.n % 64 : 0;
    for (; j < props.size(); ++j) {
      if (unify_terms(m, head, h) && unify_terms(m, a[1], props[j])) {
        st.n = i * 64 + j + 1;
        st.more = true;
        return true;
      }
      s.undo(built);
    }
    s.undo(mark);
  }
  st.more = false;
  return false;
}

// current_module(?Module): the modules there are, by name.
bool bi_current_module(Machine& m, const Cell* a, NondetState& st) {
  Store& s = m.store();
  Database& db = m.runtime().db();
  Cell x = deref(a[0]);
  if (!is_var(x) && !is_atom(x)) throw_type_error(s, atoms::atom, x);
  if (is_atom(x)) {
    st.more = false;
    return db.find_module(atom_of(x)) != nullptr;
  }
  std::vector<Atom> names;
  db.for_each_module([&](Module* mod) { names.push_back(mod->name); });
  std::sort(names.begin(), names.end(), [](Atom p, Atom q) { return compare_atoms(p, q) < 0; });
  std::size_t i = st.first ? 0 : st.n;
  if (i >= names.size()) {
    st.more = false;
    return false;
  }
  st.n = i + 1;
  st.more = st.n < names.size();
  return unify_terms(m, x, make_atom(names[i]));
}

// @/2's goal: G as called where it is looked up (`lookup`, or its own
// qualifier), its meta arguments qualified with `context`; the goals of
// control constructs in turn. A conjunction nested past any real program's
// depth is checked for a cycle, which is a type error, not a loop.
Cell at_goal(Machine& m, Cell goal, Module* lookup, Module* context, unsigned depth) {
  Store& s = m.store();
  Runtime& rt = m.runtime();
  if (depth > 256 && is_cyclic(goal)) throw_type_error(s, atoms::acyclic_term, goal);
  Cell g = strip_module(m, goal, lookup);
  if (is_var(g)) throw_instantiation_error(s);
  if (!is_callable(g)) throw_type_error(s, atoms::callable, g);
  if (is_str(g)) {
    Functor f = functor_of(g);
    bool control = f == functors::comma2 || f == functors::semicolon2 || f == functors::arrow2 ||
                   f == functors::soft_arrow2 || f == functors::not_provable1;
    if (control) {
      std::vector<Cell> args(f->arity);
      for (unsigned i = 0; i < f->arity; ++i) args[i] = at_goal(m, arg(g, i), lookup, context, depth + 1);
      return make_compound(s, f, args.data());
    }
    // context_module/1 gives the context; a transparent predicate runs
    // in it when the context module reaches that same predicate (its
    // clone for the context is what a call from there runs).
    if (f->arity == 1 && f->name == atoms::context_module) {
      return make_compound(s, functors::equals2, {arg(g, 0), make_atom(context->name)});
    }
    Predicate* p = rt.db().visible(lookup, f);
    if (p && p->has(kPredTransparent) && rt.db().visible(context, f) == p) lookup = context;
    if (p && p->meta.load(std::memory_order_acquire)) g = qualify_meta_args(s, g, p, context);
  }
  return make_compound(s, functors::colon2, {make_atom(lookup->name), g});
}

// '$at'(+Goal, +Module, -Goal1): the goal @(Goal, Module) calls, Goal as
// the caller qualified it (@/2's meta_predicate declaration).
bool bi_at(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell ctx = deref(a[1]);
  if (is_var(ctx)) throw_instantiation_error(s);
  if (!is_atom(ctx)) throw_type_error(s, atoms::module, ctx);
  Database& db = m.runtime().db();
  return unify_terms(m, a[2], at_goal(m, a[0], db.user(), db.module(atom_of(ctx)), 0));
}

// '$module_properties'(+Module, -Properties), under module_property/2
// (library/boot/system.pl): class(C) (system, library for Kea's library
// modules, else user), file(F) for a module a file made, exports(PIs).
// Fails for a module there is not.
bool bi_module_properties(Machine& m, const Cell* a) {
  Store& s = m.store();
  Runtime& rt = m.runtime();
  Database& db = rt.db();
  Cell x = must_be_atom(s, a[0]);
  Module* mod = db.find_module(atom_of(x));
  if (!mod) return false;
  Atom file = mod->file.load();
  bool library = file && file->view().substr(0, 8) == "library/";
  const char* cls = mod == db.system() ? "system" : library ? "library" : "user";
  std::vector<Cell> props{make_compound(s, rt.functor("class", 1), {make_atom(rt.intern(cls))})};
  if (file && !library) props.push_back(make_compound(s, rt.functor(atoms::file, 1), {make_atom(file)}));
  std::vector<Cell> pis;
  for (Functor f : mod->export_list()) pis.push_back(predicate_indicator(s, f));
  Cell exports = make_list(s, pis.data(), pis.size(), make_atom(atoms::nil));
  props.push_back(make_compound(s, rt.functor("exports", 1), {exports}));
  return unify_terms(m, a[1], make_list(s, props.data(), props.size(), make_atom(atoms::nil)));
}

// listing(PI or Name): portray the clauses.
void list_predicate(Machine& m, Predicate* p, std::string& out) {
  Store& s = m.store();
  Runtime& rt = m.runtime();
  // The declarations, as SWI-Prolog lists them.
  std::string pi = term_to_string(rt, predicate_indicator(s, p->functor), writeq_options());
  if (p->has(kPredDynamic)) {
    if (p->has(kPredThreadLocal)) out += ":- thread_local " + pi + ".\n";
    out += ":- dynamic " + pi + ".\n";
    if (p->has(kPredThreadLocal)) out += ":- volatile " + pi + ".\n";
  }
  if (p->has(kPredTransparent)) out += ":- module_transparent " + pi + ".\n";
  if (p->has(kPredDynamic) || p->has(kPredTransparent)) out += "\n";
  Functor shown = p->functor;
  if (p->has(kPredTabled)) {
    // The declaration, then the clauses kept as 'Name tabled' under the
    // predicate's name; its own clause, which calls the table, is not
    // the program's. A moded table is marked as SWI-Prolog marks it.
    // Its one clause is Head :- '$tbl_call'(Goal, Impl, Modes) (consult.cpp).
    Clause* wrapper = p->first.load(std::memory_order_acquire);
    Store::Mark mark = s.mark();
    bool moded = wrapper && !is_atom(deref(arg(deref(arg(deref(wrapper->source->thaw(s)), 1)), 2)));
    s.undo(mark);
    out += moded ? "% tabled using answer subsumption\n" : ":- table " + pi + " as variant.\n\n";
    Predicate* impl = rt.db().lookup(p->module, tabled_functor(rt, p->functor));
    if (!impl) return;
    p = impl;
  }
  p = m.clauses_of(p);
  std::uint64_t gen = rt.db().generation();
  Machine::Pin pin(m, p, gen);
  for (Clause* c = p->first.load(std::memory_order_acquire); c; c = c->next.load(std::memory_order_acquire)) {
    if (!c->visible(gen)) continue;
    Store::Mark mark = s.mark();
    Cell inst = deref(c->source->thaw(s));
    if (shown != p->functor) {
      // A tabled predicate's clause: its head under the predicate's name.
      bool rule = is_str(inst) && functor_of(inst) == functors::neck2;
      Cell head = with_functor(s, rule ? arg(inst, 0) : inst, shown);
      inst = rule ? make_compound(s, functors::neck2, {head, arg(inst, 1)}) : head;
    }
    out += portray_clause_text(m, inst);
    s.undo(mark);
  }
  out += "\n";
}

std::vector<Predicate*> predicates_named(Machine& m, Cell spec) {
  Runtime& rt = m.runtime();
  Store& s = m.store();
  Module* module = rt.db().user();
  spec = strip_module(m, spec, module);
  std::vector<Predicate*> out;
  if (is_var(spec)) throw_instantiation_error(s);
  if (is_atom(spec)) {
    // The module's own (for user, the libraries' too), imports left out.
    Module* libraries = module == rt.db().user() ? rt.db().system() : module;
    rt.db().for_each([&](Predicate* p) {
      if (p->functor->name != atom_of(spec) || p->has(kPredControl)) return;
      if (p->module != module && p->module != libraries) return;
      if (!Database::defined(p) && p->import.load()) return;
      out.push_back(p);
    });
    std::sort(out.begin(), out.end(), [](Predicate* x, Predicate* y) { return x->functor->arity < y->functor->arity; });
  } else {
    Functor f = indicator(m, spec, module);
    if (Predicate* p = rt.db().visible(module, f)) out.push_back(p);
  }
  return out;
}

bool bi_listing(Machine& m, const Cell* a) {
  std::string out;
  for (Predicate* p : predicates_named(m, a[0])) {
    if (p->has(kPredSystem)) continue;
    list_predicate(m, p, out);
  }
  stream_write(*current_output_checked(m, IoKind::Text), out);
  return true;
}

// wam_listing(PI or Name): the compiled code of each clause.
bool bi_wam_listing(Machine& m, const Cell* a) {
  std::string out;
  Runtime& rt = m.runtime();
  for (Predicate* p : predicates_named(m, a[0])) {
    out += term_to_string(rt, predicate_indicator(m.store(), p->functor), writeq_options());
    if (p->builtin) {
      out += ": builtin (C++)\n";
      continue;
    }
    if (p->has(kPredSystem) && !p->first.load()) {
      out += ": system predicate\n";
      continue;
    }
    out += p->has(kPredDynamic) ? " (dynamic)\n" : "\n";
    p = m.clauses_of(p);
    std::uint64_t gen = rt.db().generation();
    Machine::Pin pin(m, p, gen);
    unsigned i = 0;
    for (Clause* c = p->first.load(std::memory_order_acquire); c; c = c->next.load(std::memory_order_acquire)) {
      if (!c->visible(gen)) continue;
      out += "  clause " + std::to_string(++i) + ":\n";
      disassemble(rt, c->code, c->code_words, out);
    }
  }
  stream_write(*current_output_checked(m, IoKind::Text), out);
  return true;
}

constexpr BuiltinDef kDbBuiltins[] = {
    {"assert", 1, false, bi_assertz},
    {"assertz", 1, true, bi_assertz},
    {"asserta", 1, true, bi_asserta},
    {"assert", 2, false, bi_assert_ref<true>},
    {"assertz", 2, false, bi_assert_ref<true>},
    {"asserta", 2, false, bi_assert_ref<false>},
    {"erase", 1, false, bi_erase},
    {"$clause_properties", 2, false, bi_clause_properties},
    {"retractall", 1, true, bi_retractall},
    {"garbage_collect_clauses", 0, false, bi_garbage_collect_clauses},
    {"abolish", 1, true, bi_abolish},
    {"dynamic", 1, true, declare<kPredDynamic>},
    {"discontiguous", 1, true, declare<kPredDiscontiguous>},
    {"thread_local", 1, false, declare<kPredThreadLocal>},
    {"multifile", 1, false, declare<kPredMultifile>},
    {"module_transparent", 1, false, declare<kPredTransparent>},
    {"meta_predicate", 1, false, bi_meta_predicate},
    {"listing", 1, false, bi_listing},
    {"wam_listing", 1, false, bi_wam_listing},
    {"$module_properties", 2, false, bi_module_properties},
    {"$at", 3, false, bi_at},
};

constexpr NondetDef kDbNondet[] = {
    {"clause", 2, true, bi_clause},
    {"clause", 3, false, bi_clause3},
    {"retract", 1, true, bi_retract},
    {"current_predicate", 1, true, bi_current_predicate},
    {"predicate_property", 2, false, bi_predicate_property},
    {"current_module", 1, false, bi_current_module},
};

}  // namespace

std::span<const BuiltinDef> db_builtins() { return kDbBuiltins; }
std::span<const NondetDef> db_nondet_builtins() { return kDbNondet; }

}  // namespace kea
