// Starlog's Prolog predicates (starlog_load/1,2, starlog_run/0,1,
// starlog_tuple/1, starlog_relation/2): see prolog_api.cpp.
#pragma once

#include "engine/runtime.hpp"

namespace kea::starlog {

// Adds the predicates to a Runtime (the kea command does; so may C++ hosts).
void install_prolog_api(Runtime& rt);

}  // namespace kea::starlog
