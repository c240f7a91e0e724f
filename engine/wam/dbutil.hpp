// Helpers shared by the database builtins and the loader.
#pragma once

#include <functional>
#include <string>

#include "engine/wam/compile.hpp"
#include "engine/wam/db.hpp"
#include "engine/wam/machine.hpp"

namespace kea {

// The module an M: qualifier names (created when absent): instantiation
// and type errors unless M is an atom.
Module* qualifier_module(Machine& m, Cell q);
// t without its M: qualifiers; `module` becomes the innermost M (and
// stays as it was when t has none).
Cell strip_module(Machine& m, Cell t, Module*& module);
// A clause head without its qualifiers (`module` as strip_module sets it);
// instantiation_error or type_error(callable, _) unless it is callable.
Cell callable_head(Machine& m, Cell head, Module*& module);
// Head and body of [M:](Head :- Body) (body true for a fact); throws for a
// head that is not callable. `module` becomes the head's module; a body
// whose module differs from it (m:h :- b, in user) is qualified with its
// own, so that it runs where it was written, as in SWI-Prolog.
void split_clause(Machine& m, Cell clause, Cell& head, Cell& body, Module*& module);
Functor head_functor(Runtime& rt, Cell head);
// [M:]Name/Arity, with ISO's checks (and Name//Arity, a nonterminal of
// Arity+2, when `grammar`); `module` as strip_module sets it.
Functor indicator(Machine& m, Cell pi, Module*& module, bool grammar = false);
// The items of a declaration's argument: Spec, M:Spec, (Spec, Specs) or a
// list of them, each with the module it names (`module` by default).
// Instantiation errors for a variable item; a cyclic argument is a type
// error.
void for_each_spec(Machine& m, Cell specs, Module* module, const std::function<void(Cell, Module*)>& f);
// The predicate that holds the clauses of the tabled predicate f: 'Name
// tabled'/Arity, SWI-Prolog's name for it.
Functor tabled_functor(Runtime& rt, Functor f);
// A goal or head of functor `to` with the arguments of `t` (same arity).
Cell with_functor(Store& s, Cell t, Functor to);
// Compiles a clause of `module` into a new (not yet added) Clause.
Clause* new_clause(Machine& m, Cell head, Cell body, Module* module);
// A new (not yet added) Clause of compiled code and the source it was
// compiled from.
Clause* clause_of_code(const CompiledCode& cc, Record* source);
// M:PI for a predicate of a module other than user and system, else PI:
// how errors and messages name it.
Cell qualified_indicator(Store& s, const Predicate* p);
// A clause as listing/1 and portray_clause/1 print it, with variables named
// A, B, ... and a final ".\n".
std::string portray_clause_text(Machine& m, Cell clause);

}  // namespace kea
