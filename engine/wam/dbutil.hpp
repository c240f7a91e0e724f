// Helpers shared by the database builtins and the loader.
#pragma once

#include <string>

#include "engine/wam/db.hpp"
#include "engine/wam/machine.hpp"

namespace kea {

// A clause head with module qualifiers dropped; instantiation_error or
// type_error(callable, _) unless it is callable.
Cell callable_head(Store& s, Cell head);
// Head and body of Head :- Body (body true for a fact); throws for a head
// that is not callable. Module qualifiers on the head are dropped.
void split_clause(Store& s, Cell clause, Cell& head, Cell& body);
Functor head_functor(Runtime& rt, Cell head);
// Compiles a clause into a new (not yet added) Clause.
Clause* new_clause(Machine& m, Cell head, Cell body);
// A clause as listing/1 and portray_clause/1 print it, with variables named
// A, B, ... and a final ".\n".
std::string portray_clause_text(Machine& m, Cell clause);

}  // namespace kea
