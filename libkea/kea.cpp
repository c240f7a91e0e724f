// libkea: the public interface (kea/kea.hpp) over the engine's internals.
//
// A Thread is a Machine plus the handles of its Terms (Machine::handles):
// a Term is (Thread, slot), never a raw cell, so that nothing the host keeps
// points into the heap behind the machine's back. Queries and Frames mark
// the heap, the trail and the handle count when they open and give all
// three back when they end, as the top-level does after each query.
//
// Threads: each Thread belongs to the OS thread that made it and touches
// only its own Machine; what they share is the Runtime, which is made for
// many threads (lock-free tables, per-predicate writer locks). A foreign
// predicate defined by the host runs on whatever machine calls it; when
// that machine has no Thread (a Prolog thread of thread_create/3), one that
// borrows it is made for the call's OS thread and kept there.
//
// The engine's namespace is kea too: its PrologError and Query are named
// here through aliases taken before the public header declares kea::v0's.
#include <algorithm>
#include <deque>
#include <mutex>
#include <new>
#include <string>
#include <utility>

#include "engine/builtins/registry.hpp"
#include "engine/arith/arith.hpp"
#include "engine/arith/number.hpp"
#include "engine/gc.hpp"
#include "engine/messages.hpp"
#include "engine/runtime.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/syntax/writer.hpp"
#include "engine/terms/compare.hpp"
#include "engine/terms/record.hpp"
#include "engine/terms/term_walk.hpp"
#include "engine/wam/consult.hpp"
#include "engine/wam/machine.hpp"
#include "starlog/prolog_api.hpp"

namespace kea::engine_names {
using EngineError = ::kea::PrologError;
using MachineQuery = ::kea::Query;
}  // namespace kea::engine_names

#include "libkea/kea/kea.hpp"

namespace kea {
inline namespace v0 {

using engine_names::EngineError;
using engine_names::MachineQuery;

namespace detail {

struct FrozenTerm {
  std::vector<Cell> cells;
  Cell root = 0;
};

struct HostPredicate {
  std::string name;
  BuiltinDef det_def{};
  NondetDef nondet_def{};
  Engine::Deterministic det;
  Engine::Nondeterministic nondet;
  EngineImpl* engine = nullptr;
};

struct EngineImpl {
  Engine* self;
  EngineOptions options;
  Runtime rt;
  std::mutex defs_lock;
  std::deque<HostPredicate> defs;  // never moves an element: the engine points at their defs
  std::unique_ptr<Thread> main;
  explicit EngineImpl(Engine* e, const EngineOptions& o) : self(e), options(o) {}
};

struct QueryImpl;

struct ThreadImpl {
  GcThreadScope gc;  // first: the OS thread is known to the collector before the machine exists
  Thread* self;
  EngineImpl* engine;
  std::unique_ptr<Machine> owned;
  Machine* m;
  std::vector<QueryImpl*> open;  // innermost last

  ThreadImpl(Thread* t, EngineImpl* e, Machine* borrowed) : self(t), engine(e), m(borrowed) {
    if (!m) {
      owned = std::make_unique<Machine>(e->rt);
      m = owned.get();
    }
  }

  Store& store() { return m->store(); }
  std::vector<Cell>& handles() { return m->handles(); }

  Term make(Cell c) {
    handles().push_back(c);
    return Term(self, handles().size() - 1);
  }
  Cell cell(const Term& t) {
    if (!t.thread_) throw std::invalid_argument("kea: an empty Term");
    if (t.thread_ != self) throw std::invalid_argument("kea: a Term of another Thread");
    if (t.slot_ >= handles().size()) {
      throw std::logic_error("kea: a Term used after the Query or Frame it was made in ended");
    }
    return deref(handles()[t.slot_]);
  }

  std::shared_ptr<const FrozenTerm> freeze(Cell t) {
    auto f = std::make_shared<FrozenTerm>();
    f->root = freeze_term(store(), t, f->cells, false);
    return f;
  }
  Cell thaw(const FrozenTerm& f) { return thaw_term(store(), f.root, f.cells.data(), f.cells.size()); }

  // The public form of an engine error whose ball is on this machine.
  v0::PrologError host_error(Cell ball) {
    ball = deref(ball);
    return v0::PrologError(self, freeze(ball), term_to_string(engine->rt, ball, writeq_options()),
                           error_message(engine->rt, ball, false));
  }

  // Runs engine code, turning what it throws into the host's exceptions.
  template <class F>
  auto guarded(F f) -> decltype(f()) {
    try {
      return f();
    } catch (const EngineError& e) {
      throw host_error(e.term());
    } catch (const HaltRequest& h) {
      throw Halt(h.status);
    }
  }

  static ThreadImpl& for_machine(EngineImpl* e, Machine& m);
  static ThreadImpl& of(const Thread& t) { return *t.impl_; }
  Call make_call(std::size_t first, std::size_t arity) { return Call(self, first, arity); }
  static const FrozenTerm& ball_of(const v0::PrologError& e) { return *e.ball_; }

  [[noreturn]] void raise_type_error(Atom type, Cell culprit) {
    guarded([&]() -> int { throw_type_error(store(), type, culprit); });
    throw std::logic_error("unreachable");
  }
};

// The Thread of the calling OS thread for machine m (a foreign predicate's
// caller): the host's own, or one made to borrow m.
thread_local std::vector<std::pair<Machine*, Thread*>> t_threads;
thread_local std::vector<std::unique_ptr<Thread>> t_borrowed;

void note_thread(Machine* m, Thread* t) { t_threads.emplace_back(m, t); }
void forget_thread(Machine* m) {
  auto& v = t_threads;
  v.erase(std::remove_if(v.begin(), v.end(), [&](const auto& p) { return p.first == m; }), v.end());
}

struct QueryImpl {
  ThreadImpl* t;
  Store::Mark mark;
  std::size_t slots;
  std::size_t goal_slot = 0;
  std::vector<std::pair<std::string, std::size_t>> vars;
  std::unique_ptr<MachineQuery> q;
  bool finished = false;

  QueryImpl(ThreadImpl* th) : t(th), mark(th->store().mark()), slots(th->handles().size()) {}

  void start(Cell goal) {
    t->handles().push_back(goal);
    goal_slot = t->handles().size() - 1;
    t->guarded([&] {
      q = std::make_unique<MachineQuery>(*t->m, goal);
      return 0;
    });
    t->open.push_back(this);
  }

  bool next() {
    if (finished) return false;
    if (t->open.empty() || t->open.back() != this) {
      throw std::logic_error("kea: a Query advanced while a Query opened after it is still open");
    }
    try {
      bool ok = t->guarded([&] { return q->next(); });
      if (!ok) finished = true;
      return ok;
    } catch (...) {
      finished = true;
      throw;
    }
  }

  // Cuts the goal, then gives back the heap, trail and handles it used.
  void end() {
    if (!q) return;
    // Queries opened after this one and still open end first.
    while (!t->open.empty() && t->open.back() != this) t->open.back()->end();
    try {
      q->close();
    } catch (...) {
      // A cleanup's error while the host abandons the query has no one to
      // go to (the engine's own queries drop it the same way).
    }
    q.reset();
    t->store().undo(mark);
    if (t->handles().size() > slots) t->handles().resize(slots);
    if (!t->open.empty() && t->open.back() == this) t->open.pop_back();
    finished = true;
  }
};

ThreadImpl& ThreadImpl::for_machine(EngineImpl* e, Machine& m) {
  for (auto it = t_threads.rbegin(); it != t_threads.rend(); ++it) {
    if (it->first == &m) return *it->second->impl_;
  }
  t_borrowed.push_back(std::unique_ptr<Thread>(new Thread()));
  Thread& t = *t_borrowed.back();
  t.impl_ = std::make_unique<ThreadImpl>(&t, e, &m);
  note_thread(&m, &t);
  return *t.impl_;
}

}  // namespace detail

namespace {

using detail::HostPredicate;
using detail::ThreadImpl;

// What a host's C++ exception becomes: a Prolog error of the calling goal
// (call_builtin names the predicate in its context).
[[noreturn]] void rethrow_in_prolog(ThreadImpl& t) {
  std::string what = "unknown C++ exception";
  try {
    throw;
  } catch (const v0::PrologError& e) {
    throw EngineError(t.thaw(ThreadImpl::ball_of(e)));
  } catch (const Halt& h) {
    throw HaltRequest{h.status()};
  } catch (const EngineError&) {
    throw;
  } catch (const std::bad_alloc&) {
    throw;  // call_builtin makes it resource_error(memory)
  } catch (const std::exception& e) {
    what = e.what();
  } catch (...) {
  }
  Store& s = t.store();
  throw_error(s, make_compound(s, t.engine->rt.functor("system_error", 1), {make_string(s, what)}));
}

struct CallScope {
  ThreadImpl& t;
  std::size_t slots;
  CallScope(ThreadImpl& th, const Cell* args, std::size_t arity) : t(th), slots(th.handles().size()) {
    for (std::size_t i = 0; i < arity; ++i) t.handles().push_back(args[i]);
  }
  ~CallScope() { t.handles().resize(slots); }
};

bool host_deterministic(Machine& m, const Cell* args) {
  auto* hp = static_cast<const HostPredicate*>(m.foreign_data());
  ThreadImpl& t = ThreadImpl::for_machine(hp->engine, m);
  CallScope scope(t, args, hp->det_def.arity);
  Call call = t.make_call(scope.slots, hp->det_def.arity);
  try {
    return hp->det(call);
  } catch (...) {
    rethrow_in_prolog(t);
  }
}

bool host_nondeterministic(Machine& m, const Cell* args, NondetState& st) {
  auto* hp = static_cast<const HostPredicate*>(m.foreign_data());
  ThreadImpl& t = ThreadImpl::for_machine(hp->engine, m);
  CallScope scope(t, args, hp->nondet_def.arity);
  Call call = t.make_call(scope.slots, hp->nondet_def.arity);
  if (st.first) st.n = 0;
  // A candidate that yields no solution leaves nothing bound: every binding
  // it made is trailed and taken back.
  Store& s = t.store();
  try {
    for (;; ++st.n) {
      Store::TrailAll all(s);
      std::size_t mark = s.trail_size();
      Next next = hp->nondet(call, st.n);
      if (next == Next::fail || next == Next::skip) s.undo_bindings(mark);
      switch (next) {
        case Next::fail: return false;
        case Next::skip: continue;
        case Next::last: st.more = false; return true;
        case Next::more: st.more = true; ++st.n; return true;
      }
    }
  } catch (...) {
    rethrow_in_prolog(t);
  }
}

}  // namespace

// ---- PrologError

PrologError::PrologError(Thread* t, std::shared_ptr<const detail::FrozenTerm> ball, std::string text,
                         std::string message)
    : std::runtime_error(message), thread_(t), ball_(std::move(ball)), text_(std::move(text)),
      message_(std::move(message)) {}

namespace {
PrologError error_from_term(const Term& ball) {
  ThreadImpl& t = ThreadImpl::of(ball.thread());
  return t.host_error(t.cell(ball));
}
}  // namespace

PrologError::PrologError(const Term& ball) : PrologError(error_from_term(ball)) {}

Term PrologError::term() const { return term(*thread_); }
Term PrologError::term(Thread& t) const { return t.impl_->make(t.impl_->thaw(*ball_)); }

// ---- Term

Thread& Term::thread() const {
  if (!thread_) throw std::invalid_argument("kea: an empty Term");
  return *thread_;
}

namespace {
ThreadImpl& impl_of(const Term& t) { return ThreadImpl::of(t.thread()); }
}  // namespace

Kind Term::kind() const {
  Cell c = impl_of(*this).cell(*this);
  if (kea::is_var(c)) return Kind::variable;
  if (kea::is_atom(c)) return Kind::atom;
  if (kea::is_integer(c)) return Kind::integer;
  if (kea::is_float(c)) return Kind::floating;
  if (kea::is_string(c)) return Kind::string;
  return Kind::compound;
}

bool Term::is_list() const { return is_proper_list(impl_of(*this).cell(*this)); }

std::string Term::atom_name() const {
  ThreadImpl& t = impl_of(*this);
  Cell c = t.cell(*this);
  if (!kea::is_atom(c)) t.raise_type_error(atoms::atom, c);
  return std::string(atom_of(c)->view());
}

bool Term::fits_int64() const {
  Cell c = impl_of(*this).cell(*this);
  if (kea::is_small_int(c)) return true;
  if (!kea::is_bigint(c)) return false;
  Number n = number_of(c);
  return n.kind() == Number::Kind::Int || mpz_fits_slong_p(n.big()) != 0;
}

std::int64_t Term::to_int64() const {
  ThreadImpl& t = impl_of(*this);
  Cell c = t.cell(*this);
  if (!kea::is_integer(c)) t.raise_type_error(atoms::integer, c);
  Number n = number_of(c);
  if (n.kind() == Number::Kind::Int) return n.small();
  if (!mpz_fits_slong_p(n.big())) {
    t.guarded([&]() -> int { throw_representation_error(t.store(), t.engine->rt.intern("int64")); });
  }
  return mpz_get_si(n.big());
}

std::string Term::integer_text() const {
  ThreadImpl& t = impl_of(*this);
  Cell c = t.cell(*this);
  if (!kea::is_integer(c)) t.raise_type_error(atoms::integer, c);
  return integer_to_string(c);
}

void Term::to_mpz(mpz_t out) const {
  ThreadImpl& t = impl_of(*this);
  Cell c = t.cell(*this);
  if (!kea::is_integer(c)) t.raise_type_error(atoms::integer, c);
  Number n = number_of(c);
  if (n.kind() == Number::Kind::Int) {
    mpz_set_si(out, n.small());
  } else {
    mpz_set(out, n.big());
  }
}

double Term::to_double() const {
  ThreadImpl& t = impl_of(*this);
  Cell c = t.cell(*this);
  if (!kea::is_number(c)) t.raise_type_error(atoms::number, c);
  return number_of(c).to_double();
}

std::string Term::string_text() const {
  ThreadImpl& t = impl_of(*this);
  Cell c = t.cell(*this);
  if (!kea::is_string(c)) t.raise_type_error(atoms::string, c);
  return std::string(string_of(c));
}

std::string Term::text() const {
  ThreadImpl& t = impl_of(*this);
  Cell c = t.cell(*this);
  if (!kea::is_atomic(c)) t.raise_type_error(atoms::atomic, c);
  if (kea::is_atom(c)) return std::string(atom_of(c)->view());
  if (kea::is_string(c)) return std::string(string_of(c));
  return term_to_string(t.engine->rt, c, write_options());
}

std::string Term::name() const {
  ThreadImpl& t = impl_of(*this);
  Cell c = t.cell(*this);
  if (kea::is_atom(c)) return std::string(atom_of(c)->view());
  if (kea::is_list(c)) return "[|]";
  if (!kea::is_str(c)) t.raise_type_error(atoms::callable, c);
  return std::string(functor_of(c)->name->view());
}

std::size_t Term::arity() const {
  ThreadImpl& t = impl_of(*this);
  Cell c = t.cell(*this);
  if (kea::is_atom(c)) return 0;
  if (kea::is_list(c)) return 2;
  if (!kea::is_str(c)) t.raise_type_error(atoms::callable, c);
  return arity_of(c);
}

Term Term::arg(std::size_t n) const {
  ThreadImpl& t = impl_of(*this);
  Cell c = t.cell(*this);
  if (!kea::is_compound(c)) t.raise_type_error(atoms::compound, c);
  std::size_t ar = kea::is_list(c) ? 2 : arity_of(c);
  if (n < 1 || n > ar) throw std::out_of_range("kea::Term::arg: no argument " + std::to_string(n));
  Cell a = kea::is_list(c) ? (n == 1 ? list_head(c) : list_tail(c)) : kea::arg(c, static_cast<unsigned>(n - 1));
  return t.make(a);
}

std::vector<Term> Term::elements() const {
  ThreadImpl& t = impl_of(*this);
  Cell c = t.cell(*this);
  if (!is_list()) t.raise_type_error(atoms::list, c);
  std::vector<Term> out;
  for (Cell l = c; kea::is_list(l); l = deref(list_tail(l))) out.push_back(t.make(list_head(l)));
  return out;
}

std::string Term::to_string(bool quoted) const {
  ThreadImpl& t = impl_of(*this);
  return term_to_string(t.engine->rt, t.cell(*this), quoted ? writeq_options() : write_options());
}

bool Term::unify(const Term& other) const {
  ThreadImpl& t = impl_of(*this);
  Cell a = t.cell(*this), b = t.cell(other);
  return unify_terms(*t.m, a, b);
}

bool Term::operator==(const Term& other) const {
  ThreadImpl& t = impl_of(*this);
  return terms_equal(t.cell(*this), t.cell(other));
}

// ---- Query

Query::Query(std::unique_ptr<detail::QueryImpl> impl) : impl_(std::move(impl)) {}
Query::Query(Query&& o) noexcept = default;
Query::~Query() { close(); }

void Query::close() {
  if (impl_) impl_->end();
}

bool Query::next() {
  if (!impl_) return false;
  return impl_->next();
}

Query::iterator Query::begin() { return iterator(next() ? this : nullptr); }
Query::iterator& Query::iterator::operator++() {
  if (!q_->next()) q_ = nullptr;
  return *this;
}

Term Query::operator[](std::string_view variable) const {
  if (impl_) {
    for (const auto& [name, slot] : impl_->vars) {
      if (name == variable) return Term(impl_->t->self, slot);
    }
  }
  throw std::out_of_range("kea::Query: no variable " + std::string(variable) + " in the goal");
}

std::vector<std::string> Query::variables() const {
  std::vector<std::string> out;
  if (impl_) {
    for (const auto& v : impl_->vars) out.push_back(v.first);
  }
  return out;
}

Term Query::goal() const {
  if (!impl_) throw std::logic_error("kea::Query: closed");
  return Term(impl_->t->self, impl_->goal_slot);
}

// ---- Frame

Frame::Frame(Thread& t) : t_(t) {
  ThreadImpl& ti = *t.impl_;
  Store::Mark mk = ti.store().mark();
  slots_ = ti.handles().size();
  heap_ = mk.heap;
  trail_ = mk.trail;
}

Frame::~Frame() {
  ThreadImpl& ti = *t_.impl_;
  ti.store().undo(Store::Mark{static_cast<Cell*>(heap_), trail_});
  if (ti.handles().size() > slots_) ti.handles().resize(slots_);
}

// ---- Thread

Thread::Thread(Engine& engine) : impl_(std::make_unique<ThreadImpl>(this, engine.impl_.get(), nullptr)) {
  detail::note_thread(impl_->m, this);
}

Thread::~Thread() {
  if (!impl_) return;
  while (!impl_->open.empty()) impl_->open.back()->end();
  detail::forget_thread(impl_->m);
}

Engine& Thread::engine() const { return *impl_->engine->self; }

void Thread::consult(const std::string& path) {
  ThreadImpl& t = *impl_;
  Frame f(*this);
  t.guarded([&] {
    consult_file(*t.m, path);
    return 0;
  });
}

void Thread::consult_text(std::string_view text, std::string_view name) {
  ThreadImpl& t = *impl_;
  Frame f(*this);
  t.guarded([&] {
    load_source_text(*t.m, text, name);
    return 0;
  });
}

Query Thread::query(std::string_view goal) {
  ThreadImpl& t = *impl_;
  auto q = std::make_unique<detail::QueryImpl>(&t);
  std::vector<std::pair<std::string, Cell>> names;
  Cell g;
  try {
    g = t.guarded([&] { return parse_term(t.engine->rt, t.store(), goal, &names); });
  } catch (...) {
    t.store().undo(q->mark);  // what the reader built before the error
    throw;
  }
  for (const auto& [name, var] : names) {
    t.handles().push_back(var);
    q->vars.emplace_back(name, t.handles().size() - 1);
  }
  q->start(g);
  return Query(std::move(q));
}

Query Thread::query(const Term& goal) {
  ThreadImpl& t = *impl_;
  Cell g = t.cell(goal);
  auto q = std::make_unique<detail::QueryImpl>(&t);
  q->start(g);
  return Query(std::move(q));
}

bool Thread::once(std::string_view goal) {
  Query q = query(goal);
  return q.next();
}

Term Thread::parse(std::string_view text) {
  ThreadImpl& t = *impl_;
  return t.make(t.guarded([&] { return parse_term(t.engine->rt, t.store(), text); }));
}

Term Thread::atom(std::string_view name) { return impl_->make(make_atom(impl_->engine->rt.intern(name))); }

Term Thread::integer(std::int64_t v) {
  ThreadImpl& t = *impl_;
  return t.make(t.guarded([&] { return make_integer(t.store(), v); }));
}

Term Thread::integer(const mpz_t v) {
  ThreadImpl& t = *impl_;
  return t.make(t.guarded([&] { return make_integer(t.store(), v); }));
}

Term Thread::integer(std::string_view decimal) {
  ThreadImpl& t = *impl_;
  Cell c = t.guarded([&] {
    Cell out = 0;
    if (!read_number_text(t.store(), decimal, &out) || !is_integer(out)) {
      throw_error(t.store(), make_compound(t.store(), t.engine->rt.functor("syntax_error", 1),
                                           {make_atom(atoms::illegal_number)}));
    }
    return out;
  });
  return t.make(c);
}

Term Thread::floating(double v) {
  ThreadImpl& t = *impl_;
  return t.make(t.guarded([&] { return make_float(t.store(), v); }));
}

Term Thread::string(std::string_view text) {
  ThreadImpl& t = *impl_;
  return t.make(t.guarded([&] { return make_string(t.store(), text); }));
}

Term Thread::variable() {
  ThreadImpl& t = *impl_;
  return t.make(t.guarded([&] { return t.store().new_var(); }));
}

Term Thread::compound(std::string_view name, const std::vector<Term>& args) {
  ThreadImpl& t = *impl_;
  if (args.empty()) return atom(name);
  std::vector<Cell> cells;
  for (const Term& a : args) cells.push_back(t.cell(a));
  Functor f = t.engine->rt.functor(name, static_cast<unsigned>(cells.size()));
  return t.make(t.guarded([&] { return make_compound(t.store(), f, cells.data()); }));
}

Term Thread::list(const std::vector<Term>& items) {
  ThreadImpl& t = *impl_;
  std::vector<Cell> cells;
  for (const Term& a : items) cells.push_back(t.cell(a));
  return t.make(t.guarded([&] { return make_list(t.store(), cells.data(), cells.size(), make_atom(atoms::nil)); }));
}

void Thread::starlog_load(const std::string& path) {
  Frame f(*this);
  Term goal = compound("starlog_load", {atom(path)});
  Query q = query(goal);
  if (!q.next()) throw std::logic_error("kea: starlog_load/1 failed");
}

void Thread::starlog_run() {
  if (!once("starlog_run")) throw std::logic_error("kea: starlog_run/0 failed");
}

// ---- Engine

Engine::Engine(const EngineOptions& options) : impl_(std::make_unique<detail::EngineImpl>(this, options)) {
  Runtime& rt = impl_->rt;
  rt.flags().argv = options.argv;
  // Every machine of this Runtime starts with it: Threads, Prolog threads.
  if (options.stack_limit) rt.flags().stack_limit.store(options.stack_limit);
  if (options.starlog) starlog::install_prolog_api(rt);
  impl_->main = std::make_unique<Thread>(*this);
}

Engine::~Engine() {
  impl_->main.reset();
  // Threads this OS thread made to run foreign predicates on Prolog
  // threads' machines go with the Engine.
  auto& b = detail::t_borrowed;
  b.erase(std::remove_if(b.begin(), b.end(),
                         [&](const std::unique_ptr<Thread>& t) { return t->impl_->engine == impl_.get(); }),
          b.end());
}

Thread& Engine::main() { return *impl_->main; }

const EngineOptions& Engine::options() const { return impl_->options; }

namespace {

HostPredicate& new_definition(detail::EngineImpl& e, std::string_view name, std::size_t arity) {
  Runtime& rt = e.rt;
  if (arity > 255) throw std::invalid_argument("kea::Engine::define: arity above 255");
  Functor f = rt.functor(name, static_cast<unsigned>(arity));
  std::lock_guard<std::mutex> g(e.defs_lock);
  bool redefined = false;
  for (const HostPredicate& d : e.defs) redefined = redefined || (d.name == name && d.det_def.arity == arity);
  if (Predicate* p = rt.db().lookup(rt.db().system(), f); p && p->has(kPredSystem) && !redefined) {
    ThreadImpl& t = ThreadImpl::of(*e.main);
    Frame scope(*e.main);
    t.guarded([&]() -> int {
      throw_permission_error(t.store(), atoms::modify, atoms::static_procedure, predicate_indicator(t.store(), f));
    });
  }
  e.defs.emplace_back();
  HostPredicate& d = e.defs.back();
  d.name = std::string(name);
  d.engine = &e;
  d.det_def.name = d.nondet_def.name = d.name;
  d.det_def.arity = d.nondet_def.arity = static_cast<unsigned>(arity);
  d.det_def.data = d.nondet_def.data = &d;
  return d;
}

}  // namespace

void Engine::define(std::string_view name, std::size_t arity, Deterministic fn) {
  HostPredicate& d = new_definition(*impl_, name, arity);
  d.det = std::move(fn);
  d.det_def.fn = host_deterministic;
  add_foreign_predicate(impl_->rt, d.det_def);
}

void Engine::define_nondet(std::string_view name, std::size_t arity, Nondeterministic fn) {
  HostPredicate& d = new_definition(*impl_, name, arity);
  d.nondet = std::move(fn);
  d.nondet_def.fn = host_nondeterministic;
  add_foreign_nondet(impl_->rt, d.nondet_def);
}

// ---- Call

Term Call::arg(std::size_t n) const {
  if (n < 1 || n > arity_) throw std::out_of_range("kea::Call::arg: no argument " + std::to_string(n));
  return Term(thread_, first_ + n - 1);
}

bool Call::unify(std::size_t n, const Term& t) const {
  ThreadImpl& ti = *thread_->impl_;
  Cell a = ti.cell(arg(n)), b = ti.cell(t);
  Store& s = ti.store();
  Store::TrailAll all(s);
  std::size_t mark = s.trail_size();
  if (unify_terms(*ti.m, a, b)) return true;
  s.undo_bindings(mark);
  return false;
}

}  // namespace v0
}  // namespace kea
