// print/1's hook: the program's portray/1 (in user), called for each
// subterm that print/1, print/2, write_term/2,3 with portray(true) and
// format's ~p write. It writes the subterm itself when it succeeds. Its
// output is captured (a memory stream is its current output while it
// runs) and goes into the text of the term at that place, so that it
// lands where the subterm would have, whatever stream the term goes to.
// Its bindings are undone (it runs as \+ \+ portray(T)).
#pragma once

#include <functional>
#include <string>

#include "engine/syntax/writer.hpp"
#include "engine/wam/machine.hpp"

namespace kea {

class PortrayHook {
 public:
  explicit PortrayHook(Machine& m);
  // The hook for WriteOptions::portray; nullptr when the program defines
  // no portray/1 (then nothing is called).
  const std::function<bool(Cell, std::string&)>* get() const { return defined_ ? &hook_ : nullptr; }

 private:
  bool defined_ = false;
  std::function<bool(Cell, std::string&)> hook_;
};

// Runs \+ \+ Goal with a memory stream as current output: true, with
// what it wrote in `text`, when it succeeds; no bindings are left. (The
// portray hook and format's ~@ run so.)
bool call_captured(Machine& m, Cell goal, std::string& text);

// print/1's options (writeq's, with the hook and \uXXXX escapes, as
// SWI-Prolog's print/1); `hook` must outlive them.
inline WriteOptions print_options(const PortrayHook& hook) {
  WriteOptions opt = writeq_options();
  opt.portray = hook.get();
  opt.escapes_unicode = true;
  return opt;
}

}  // namespace kea
