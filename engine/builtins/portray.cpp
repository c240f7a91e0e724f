// print/1's hook (portray.hpp says what it does).
#include "engine/builtins/portray.hpp"

#include <mutex>

#include "engine/errors.hpp"
#include "engine/io/stream.hpp"
#include "engine/wam/db.hpp"

namespace kea {
namespace {
// How deep portray/1 may print from within itself (each level is a nested
// query on this thread's C++ stack).
constexpr unsigned kMaxNesting = 100;
}  // namespace

PortrayHook::PortrayHook(Machine& m) {
  Database& db = m.runtime().db();
  const Predicate* p = db.visible(db.user(), functors::portray1);
  defined_ = p && Database::defined(p);
  if (!defined_) return;
  hook_ = [&m](Cell t, std::string& text) {
    Store& s = m.store();
    // A portray/1 that prints what it was given would nest queries, each
    // on the C++ stack, without end: as SWI-Prolog, a resource error.
    thread_local unsigned nesting = 0;
    if (nesting >= kMaxNesting) throw PrologError(resource_error_term(s, m.runtime().intern("portray_nesting")));
    struct Nest {
      Nest() { ++nesting; }
      ~Nest() { --nesting; }
    } nest;
    // \+ \+ portray(T): true or false, no bindings left.
    return call_captured(m, make_compound(s, functors::portray1, {t}), text);
  };
}

bool call_captured(Machine& m, Cell goal, std::string& text) {
  Store& s = m.store();
  Cell once = make_compound(s, functors::not_provable1, {make_compound(s, functors::not_provable1, {goal})});
  StreamRef sink = Stream::memory_output();
  StreamRef saved = m.current_output();
  m.set_current_output(sink);
  struct Restore {
    Machine& m;
    StreamRef saved;
    ~Restore() { m.set_current_output(saved); }
  } restore{m, saved};
  bool succeeded;
  {
    Query q(m, once);
    succeeded = q.next();
  }
  if (succeeded) {
    std::lock_guard<std::mutex> lock(sink->mutex);
    text = sink->memory_text();
  }
  return succeeded;
}

}  // namespace kea
