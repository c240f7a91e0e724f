// The term operations of the engine core in one include: unification,
// standard order and variant, copy_term, walks (acyclic, ground,
// term_variables) and term_hash.
#pragma once

#include "engine/compare.hpp"
#include "engine/copy.hpp"
#include "engine/term_hash.hpp"
#include "engine/term_walk.hpp"
#include "engine/unify.hpp"
