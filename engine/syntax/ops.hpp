// The operator table (op/3, current_op/3), shared by the reader and writer.
// Lookups never lock: see ops.cpp for the concurrency design.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>

#include "engine/terms/term.hpp"

namespace kea {

enum class OpType : std::uint8_t { None, XFX, XFY, YFX, FY, FX, XF, YF };

struct OpDef {
  unsigned priority = 0;  // 0: no such operator
  OpType type = OpType::None;
};

// The three possible definitions of one atom as an operator.
struct OpInfo {
  OpDef prefix, infix, postfix;
};

class Runtime;

class OpTable {
 public:
  OpTable();   // empty; see install_default_operators
  ~OpTable();
  OpTable(const OpTable&) = delete;
  OpTable& operator=(const OpTable&) = delete;

  OpInfo lookup(Atom name) const;
  // op/3 on one atom: priority 0 removes that class of definition. The
  // caller has validated priority (0..1200), type and name (ISO permission
  // rules for ',', '|', '[]', '{}' are checked by the op/3 builtin).
  void define(unsigned priority, OpType type, Atom name);
  // current_op/3 enumeration.
  void for_each(const std::function<void(Atom, OpDef)>& f) const;
  // Every atom the table keys on, defined or not (the atom collector's
  // roots: a key stays in the table after op(0, _, Name)).
  void for_each_key(const std::function<void(Atom)>& f) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The definition in `info` of the class (prefix, infix, postfix) that
// `type` belongs to.
const OpDef& op_of_class(const OpInfo& info, OpType type);

// name's definitions as a module sees them: its own (`local`, may be
// nullptr), class by class, before the Runtime's (`global`).
OpInfo lookup_op(const OpTable& global, const OpTable* local, Atom name);

// The ISO and SWI-Prolog default operators (the Runtime constructor calls this).
void install_default_operators(Runtime& rt);

}  // namespace kea
