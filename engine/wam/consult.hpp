// Loading Prolog source into the database (consult.cpp).
#pragma once

#include <sys/stat.h>

#include <string>
#include <string_view>

#include "engine/wam/machine.hpp"

namespace kea {

// consult/1 of a path (kea's command-line files). Errors in the file are
// reported and loading goes on; PrologError only for a missing file.
void consult_file(Machine& m, const std::string& path);

// Program text loaded as if it were the file `name` (a C++ host's
// source): errors are reported and loading goes on, as for a file; loading
// the same name again first removes the clauses it loaded before.
void load_source_text(Machine& m, std::string_view text, std::string_view name);

// The file that a source spec (an atom or string path) names: as given, else
// with `extension` (".pl") added; `~` is $HOME, and a relative path is taken
// from `dir` (the loading file's directory; "" for the working directory).
// Instantiation and type errors for a bad spec, existence_error(source_sink,
// Spec) when neither file exists.
std::string find_source_file(Machine& m, Cell spec, const std::string& dir, std::string_view extension);
// A file's whole text ("" when it cannot be read).
std::string read_source_file(const std::string& path);
// A file's modification time in seconds, as stat(2) gave it (time_file/2,
// make/0).
double mtime_seconds(const struct stat& st);

// The system's own Prolog (library/boot: system predicates; library/*.pl:
// library predicates that user files may redefine).
void load_system_text(Machine& m, std::string_view text, std::string_view name, bool library);
// Loads Kea's library kBootFiles[index] (engine/boot.cpp) unless it is
// loaded: once per Runtime. A thread that finds another thread loading it
// waits until that load is over; this thread, loading it, goes on.
void load_library_once(Machine& m, std::size_t index);

// The module this thread is loading a file into (its module/2's), else
// user: where a directive's module-local settings go, as SWI-Prolog's
// source module.
Module* source_module(Machine& m);

}  // namespace kea
