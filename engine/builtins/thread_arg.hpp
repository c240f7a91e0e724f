// Arguments shared by the thread, mutex and message queue builtins
// (thread.cpp, mutex.cpp, message_queue.cpp): options lists, booleans,
// durations, and the objects the arguments name.
#pragma once

#include <memory>
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/message_queue.hpp"
#include "engine/mutexes.hpp"
#include "engine/threads.hpp"

namespace kea {

// The elements of an options list, each dereferenced and bound (else
// instantiation_error); type_error(list, L) for anything but a proper list.
std::vector<Cell> options_of(Store& s, Cell list);
// true/false (else type_error(bool, V)).
bool bool_arg(Store& s, Cell v);
// Seconds as a double: any number, else type_error(float, V) as SWI-Prolog.
double seconds_arg(Store& s, Cell v);

// The queue a send/get/peek names: a thread (its own queue) or a queue
// created by message_queue_create/1,2. instantiation_error,
// type_error(message_queue, Q), or existence_error(message_queue, Q) --
// existence_error(thread, T) for a thread handle that is gone.
std::shared_ptr<MessageQueue> queue_arg(Machine& m, Cell q);
// A mutex: its handle or alias; an alias with no mutex is created when
// `create`, else existence_error(mutex, M).
MutexRef mutex_arg(Machine& m, Cell mx, bool create);

}  // namespace kea
