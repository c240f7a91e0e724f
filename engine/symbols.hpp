// Predefined atoms and functors, expanded from atoms.def and functors.def.
// They are static, immutable entries: atoms::nil is a constant pointer, and
// every Runtime's tables adopt these same entries, so intern("true") returns
// atoms::true_ in every Runtime of the process. atoms::nil, the empty list
// [], is the exception: no table holds it, so intern("[]") is the plain
// atom '[]', another atom (engine/runtime.cpp).
#pragma once

#include "engine/terms/term.hpp"
#include "engine/text_hash.hpp"

namespace kea {

namespace atom_entries {
#define ATOM(id, text) \
  inline constexpr AtomEntry id{text_hash(std::string_view(text, sizeof(text) - 1)), \
                                sizeof(text) - 1, kAtomPredefined, text};
#include "engine/atoms.def"
#undef ATOM
}  // namespace atom_entries

namespace atoms {
#define ATOM(id, text) inline constexpr Atom id = &atom_entries::id;
#include "engine/atoms.def"
#undef ATOM
}  // namespace atoms

inline constexpr Atom kPredefinedAtoms[] = {
#define ATOM(id, text) atoms::id,
#include "engine/atoms.def"
#undef ATOM
};

namespace functor_entries {
#define FUNCTOR(id, name, arity) inline constexpr FunctorEntry id{atoms::name, arity, 0};
#include "engine/functors.def"
#undef FUNCTOR
}  // namespace functor_entries

namespace functors {
#define FUNCTOR(id, name, arity) inline constexpr Functor id = &functor_entries::id;
#include "engine/functors.def"
#undef FUNCTOR
}  // namespace functors

inline constexpr Functor kPredefinedFunctors[] = {
#define FUNCTOR(id, name, arity) functors::id,
#include "engine/functors.def"
#undef FUNCTOR
};

}  // namespace kea
