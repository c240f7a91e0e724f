// ISO error terms and the C++ exception that carries them.
//
// Engine code that detects an error builds error(Formal, Context) on the
// current thread's Store and throws PrologError; the emulator (or the C++
// caller) catches it and unifies it with a catch/3 ball. Every argument
// check goes through the helpers below so the formal terms are uniform:
//   instantiation_error
//   type_error(Type, Culprit)          domain_error(Domain, Culprit)
//   existence_error(Kind, What)        permission_error(Action, Type, Culprit)
//   representation_error(What)         evaluation_error(What)
//   resource_error(What)               syntax_error(What)
// Context is context(Name/Arity, Message) when the caller knows the
// predicate, or a fresh variable.
#pragma once

#include <exception>
#include <string_view>
#include <vector>

#include "engine/terms/store.hpp"
#include "engine/symbols.hpp"

namespace kea {

class PrologError : public std::exception {
 public:
  explicit PrologError(Cell term) : term_(term) {}
  Cell term() const { return term_; }  // lives on the Store it was built on
  const char* what() const noexcept override { return "Prolog error"; }

 private:
  Cell term_;
};

// The ball of an abort (Ctrl-C, thread_signal(T, abort)): catch/3 with a
// variable catcher does not take it, and nothing that reports errors and
// goes on (consult, directives) may swallow it.
inline bool is_aborted(Cell ball) {
  ball = deref(ball);
  return is_atom(ball) && atom_of(ball) == atoms::dollar_aborted;
}

// Whether `err` is error(syntax_error(_), _): what a reader raises.
inline bool is_syntax_error(Cell err) {
  Cell e = deref(err);
  return is_str(e) && functor_of(e) == functors::error2 && is_str(deref(arg(e, 0))) &&
         functor_of(deref(arg(e, 0))) == functors::syntax_error1;
}

// Where an error happened: a predicate indicator, or nothing.
struct ErrorContext {
  Functor predicate = nullptr;   // e.g. is/2; nullptr for none
  std::string_view message = {}; // extra text, empty for none
};

// Builders of error(Formal, Context).
Cell error_term(Store& s, Cell formal, ErrorContext ctx = {});
Cell resource_error_term(Store& s, Atom what);

[[noreturn]] void throw_error(Store& s, Cell formal, ErrorContext ctx = {});
[[noreturn]] void throw_instantiation_error(Store& s, ErrorContext ctx = {});
[[noreturn]] void throw_uninstantiation_error(Store& s, Cell culprit, ErrorContext ctx = {});
[[noreturn]] void throw_type_error(Store& s, Atom type, Cell culprit, ErrorContext ctx = {});
[[noreturn]] void throw_domain_error(Store& s, Atom domain, Cell culprit, ErrorContext ctx = {});
[[noreturn]] void throw_existence_error(Store& s, Atom kind, Cell what, ErrorContext ctx = {});
[[noreturn]] void throw_permission_error(Store& s, Atom action, Atom type, Cell culprit, ErrorContext ctx = {});
[[noreturn]] void throw_representation_error(Store& s, Atom what, ErrorContext ctx = {});
[[noreturn]] void throw_evaluation_error(Store& s, Atom what, ErrorContext ctx = {});
[[noreturn]] void throw_resource_error(Store& s, Atom what, ErrorContext ctx = {});

// Shared argument checks: dereference `c` and raise the ISO error when it is
// not of the wanted kind. They return the dereferenced term.
Cell must_be_bound(Store& s, Cell c, ErrorContext ctx = {});
Cell must_be_atom(Store& s, Cell c, ErrorContext ctx = {});
Cell must_be_integer(Store& s, Cell c, ErrorContext ctx = {});
Cell must_be_callable(Store& s, Cell c, ErrorContext ctx = {});
std::int64_t must_be_small_int(Store& s, Cell c, ErrorContext ctx = {});   // integer that fits int64, else representation_error
std::int64_t must_be_nonneg_int(Store& s, Cell c, ErrorContext ctx = {});  // + domain_error(not_less_than_zero)
// The elements of a proper list (not dereferenced); instantiation_error for a
// partial list, type_error(list, L) for anything else, a cyclic list included.
std::vector<Cell> must_be_list(Store& s, Cell list, ErrorContext ctx = {});
// An output argument that is to be a list (the result of sort/2, findall/3):
// type_error(list, L) unless L is a list or a partial list (ISO 8.10.1.3,
// Cor.2 8.4.3.3).
void must_be_list_or_partial_list(Store& s, Cell list, ErrorContext ctx = {});

}  // namespace kea
