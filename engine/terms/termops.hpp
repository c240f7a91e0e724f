// The term operations of the engine core in one include: unification,
// standard order and variant, copy_term, walks (acyclic, ground,
// term_variables) and term_hash.
#pragma once

#include "engine/terms/compare.hpp"
#include "engine/terms/copy.hpp"
#include "engine/terms/term_hash.hpp"
#include "engine/terms/term_walk.hpp"
#include "engine/terms/unify.hpp"
