// Message queue builtins (SWI-Prolog's API): message_queue_create/1,2,
// message_queue_destroy/1, thread_send_message/2,3, thread_get_message/1,2,3,
// thread_peek_message/1,2, and '$message_queues'/1 and
// '$message_queue_properties'/2 behind message_queue_property/2
// (library/boot/thread.pl). The queues are engine/message_queue.hpp.
#include <chrono>

#include "engine/builtins/thread_arg.hpp"

namespace kea {

std::shared_ptr<MessageQueue> queue_arg(Machine& m, Cell q) {
  Store& s = m.store();
  Cell t = must_be_bound(s, q);
  ThreadSet& ts = m.runtime().threads();
  std::shared_ptr<MessageQueue> found;
  if (is_atom(t)) {
    // Threads and queues share one namespace of aliases.
    found = ts.queues().find(atom_of(t));
    if (!found) {
      try {
        found = ts.find(m, t)->queue;
      } catch (const PrologError&) {
        throw_existence_error(s, atoms::message_queue, t);
      }
    }
  } else if (is_str(t) && functor_of(t) == functors::message_queue1 && is_small_int(deref(arg(t, 0)))) {
    found = ts.queues().find(static_cast<std::uint64_t>(small_int_of(deref(arg(t, 0)))));
  } else if (is_str(t) && functor_of(t) == functors::thread2) {
    found = ts.find(m, t)->queue;  // existence_error(thread, T) when it is gone
  } else if (is_small_int(t)) {
    found = ts.find(m, t)->queue;
  } else {
    throw_type_error(s, atoms::message_queue, t);
  }
  if (!found) throw_existence_error(s, atoms::message_queue, t);
  return found;
}

namespace {

QueueTable& table(Machine& m) { return m.runtime().threads().queues(); }

// Options timeout(Secs) and deadline(Stamp): the deadline they set, or none.
// A timeout that has already passed is `expired` (fail without waiting,
// as SWI-Prolog does for timeout(0) and negative timeouts).
struct Timing {
  bool limited = false;
  Deadline deadline{};
  bool expired = false;
};
Timing timing(Store& s, Cell options) {
  Timing t;
  for (Cell o : options_of(s, options)) {
    if (!is_str(o) || arity_of(o) != 1) continue;
    Atom name = functor_of(o)->name;
    double secs;
    if (name == atoms::timeout) {
      secs = seconds_arg(s, arg(o, 0));
    } else if (name == atoms::deadline) {
      double at = seconds_arg(s, arg(o, 0));
      double now = std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
      secs = at - now;
    } else {
      continue;
    }
    auto d = std::chrono::steady_clock::now() +
             std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(std::min(secs, 1e9)));
    if (!t.limited || d < t.deadline) t.deadline = d;
    t.limited = true;
    if (secs <= 0) t.expired = true;
  }
  return t;
}

// message_queue_create(?Queue): a variable gets an anonymous queue; an atom names one.
bool bi_message_queue_create(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell t = deref(a[0]);
  if (is_var(t)) return unify_terms(m, t, queue_term(s, *table(m).create(m, nullptr, 0)));
  if (!is_atom(t)) throw_type_error(s, atoms::message_queue, t);
  if (m.runtime().threads().alias_taken(atom_of(t))) throw_permission_error(s, atoms::create, atoms::message_queue, t);
  table(m).create(m, atom_of(t), 0);
  return true;
}

// message_queue_create(-Queue, +Options): alias(Name), max_size(N).
bool bi_message_queue_create2(Machine& m, const Cell* a) {
  Store& s = m.store();
  Atom alias = nullptr;
  std::size_t max_size = 0;
  for (Cell o : options_of(s, a[1])) {
    if (!is_str(o) || arity_of(o) != 1) continue;
    Atom name = functor_of(o)->name;
    if (name == atoms::alias) alias = atom_of(must_be_atom(s, arg(o, 0)));
    if (name == atoms::max_size) max_size = static_cast<std::size_t>(must_be_nonneg_int(s, arg(o, 0)));
  }
  if (!is_var(deref(a[0]))) throw_uninstantiation_error(s, a[0]);
  if (alias && m.runtime().threads().alias_taken(alias)) {
    throw_permission_error(s, atoms::create, atoms::message_queue, make_atom(alias));
  }
  return unify_terms(m, a[0], queue_term(s, *table(m).create(m, alias, max_size)));
}

// Only queues made by message_queue_create/1,2: a thread's own queue goes
// with the thread.
std::shared_ptr<MessageQueue> created_queue(Machine& m, Cell q) {
  Store& s = m.store();
  Cell t = must_be_bound(s, q);
  std::shared_ptr<MessageQueue> found;
  if (is_atom(t)) {
    found = table(m).find(atom_of(t));
  } else if (is_str(t) && functor_of(t) == functors::message_queue1 && is_small_int(deref(arg(t, 0)))) {
    found = table(m).find(static_cast<std::uint64_t>(small_int_of(deref(arg(t, 0)))));
  } else {
    throw_type_error(s, atoms::message_queue, t);
  }
  if (!found) throw_existence_error(s, atoms::message_queue, t);
  return found;
}

bool bi_message_queue_destroy(Machine& m, const Cell* a) {
  std::shared_ptr<MessageQueue> q = created_queue(m, a[0]);
  if (!table(m).remove(*q)) throw_existence_error(m.store(), atoms::message_queue, deref(a[0]));
  q->destroy();
  return true;
}

// thread_send_message(+QueueOrThread, +Term[, +Options])
bool send(Machine& m, Cell q, Cell msg, Cell options) {
  std::shared_ptr<MessageQueue> queue = queue_arg(m, q);
  Timing t = timing(m.store(), options);
  return queue->send(m, msg, deref(q), t.limited ? &t.deadline : nullptr);
}
bool bi_send2(Machine& m, const Cell* a) { return send(m, a[0], a[1], make_atom(atoms::nil)); }
bool bi_send3(Machine& m, const Cell* a) { return send(m, a[0], a[1], a[2]); }

// thread_get_message([+Queue,] ?Term[, +Options])
bool get(Machine& m, Cell q, Cell pattern, Cell options) {
  Timing t = timing(m.store(), options);
  std::shared_ptr<MessageQueue> queue = q ? queue_arg(m, q) : m.runtime().threads().self(m)->queue;
  Cell culprit = q ? deref(q) : m.runtime().threads().handle(m.store(), *m.runtime().threads().self(m));
  if (t.expired) return queue->get(m, pattern, culprit, nullptr, false);
  return queue->get(m, pattern, culprit, t.limited ? &t.deadline : nullptr);
}
bool bi_get1(Machine& m, const Cell* a) { return get(m, 0, a[0], make_atom(atoms::nil)); }
bool bi_get2(Machine& m, const Cell* a) { return get(m, a[0], a[1], make_atom(atoms::nil)); }
bool bi_get3(Machine& m, const Cell* a) { return get(m, a[0], a[1], a[2]); }

bool bi_peek1(Machine& m, const Cell* a) {
  ThreadRef self = m.runtime().threads().self(m);
  return self->queue->peek(m, a[0], m.runtime().threads().handle(m.store(), *self));
}
bool bi_peek2(Machine& m, const Cell* a) { return queue_arg(m, a[0])->peek(m, a[1], deref(a[0])); }

bool bi_message_queues(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::vector<Cell> out;
  for (const auto& q : table(m).all()) out.push_back(queue_term(s, *q));
  return unify_terms(m, a[0], make_list(s, out.data(), out.size(), make_atom(atoms::nil)));
}

// '$message_queue_properties'(+Queue, -Props): alias(A), size(N),
// max_size(N) (when bounded), waiting(N) (when some wait).
bool queue_properties(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::shared_ptr<MessageQueue> q = queue_arg(m, a[0]);
  Runtime& rt = m.runtime();
  auto prop = [&](Atom name, Cell v) { return make_compound(s, rt.functor(name, 1), {v}); };
  std::vector<Cell> ps;
  if (q->alias()) ps.push_back(prop(atoms::alias, make_atom(q->alias())));
  ps.push_back(prop(atoms::size, make_integer(s, static_cast<std::int64_t>(q->size()))));
  if (q->max_size()) ps.push_back(prop(atoms::max_size, make_integer(s, static_cast<std::int64_t>(q->max_size()))));
  if (std::size_t w = q->waiting()) ps.push_back(prop(atoms::waiting, make_integer(s, static_cast<std::int64_t>(w))));
  return unify_terms(m, a[1], make_list(s, ps.data(), ps.size(), make_atom(atoms::nil)));
}
bool bi_queue_properties(Machine& m, const Cell* a) {
  return call_as(m, "message_queue_property", 2, queue_properties, a);
}

const BuiltinDef kQueueBuiltins[] = {
    {"message_queue_create", 1, false, bi_message_queue_create},
    {"message_queue_create", 2, false, bi_message_queue_create2},
    {"message_queue_destroy", 1, false, bi_message_queue_destroy},
    {"thread_send_message", 2, false, bi_send2},
    {"thread_send_message", 3, false, bi_send3},
    {"thread_get_message", 1, false, bi_get1},
    {"thread_get_message", 2, false, bi_get2},
    {"thread_get_message", 3, false, bi_get3},
    {"thread_peek_message", 1, false, bi_peek1},
    {"thread_peek_message", 2, false, bi_peek2},
    {"$message_queues", 1, false, bi_message_queues},
    {"$message_queue_properties", 2, false, bi_queue_properties},
};

}  // namespace

std::span<const BuiltinDef> message_queue_builtins() { return kQueueBuiltins; }

}  // namespace kea
