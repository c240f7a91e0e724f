// libFuzzer target: arbitrary bytes are read clause by clause, and each
// clause goes through the clause compiler as consult would store it; a
// grammar rule (Head --> Body) is translated first, by the boot library's
// dcg_translate_rule/2 as consult's term expansion does; the body of a
// directive (:- G) goes through the meta-call compiler instead, as call/1
// would compile it. Only the translation runs, so the target has no
// effects outside the process (a directive could halt, loop or write
// files).
// Errors (any PrologError) are expected; crashes, hangs and sanitizer
// reports are bugs.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/errors.hpp"
#include "engine/runtime.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/terms/termops.hpp"
#include "engine/wam/compile.hpp"
#include "engine/wam/machine.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static kea::Runtime* rt = new kea::Runtime();  // one per process, as in the engine
  static kea::Machine* m = new kea::Machine(*rt);
  kea::Store& s = m->store();
  kea::Store::Mark mark = s.mark();
  std::string_view text(reinterpret_cast<const char*>(data), size);
  kea::Reader reader(*rt, s, text, "fuzz");
  for (std::size_t clauses = 0; clauses <= size + 1; ++clauses) {
    try {
      kea::ReadResult r;
      if (!reader.next(r)) break;
      kea::Cell t = kea::deref(r.term);
      if (kea::is_str(t) && kea::functor_of(t) == kea::functors::dcg_arrow2) {
        kea::Cell clause = s.new_var();
        kea::Functor tr = rt->functor(kea::atoms::dcg_translate_rule, 2);
        if (!kea::run_once(*m, kea::make_compound(s, tr, {t, clause}))) continue;
        t = kea::deref(clause);
      }
      if (kea::is_str(t) && kea::functor_of(t) == kea::functors::neck1) {
        std::vector<kea::Cell> vars;
        kea::compile_goal(*m, kea::arg(t, 0), vars, rt->db().user());
      } else {
        kea::compile_clause(*m, t, rt->db().user());
      }
    } catch (const kea::PrologError&) {
    }
  }
  s.undo(mark);
  return 0;
}
