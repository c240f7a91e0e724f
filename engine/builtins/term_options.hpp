// The options of read_term/2,3 and write_term/2,3, parsed in one place for
// every builtin that takes them: term_string/3 and read_term_from_atom/3
// read and write text with the same options. read.cpp owns the read side,
// write.cpp the write side.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/syntax/writer.hpp"

namespace kea {

enum class OnSyntaxError { Error, Fail, Quiet, Dec10 };

struct ReadOptions {
  Cell variable_names = 0, variables = 0, singletons = 0;  // 0: not asked for
  Cell term_position = 0;  // '$stream_position'(Char, Line, LinePos, Byte) of the term's first token
  OnSyntaxError on_error = OnSyntaxError::Error;
};

// How unknown options are taken: read_term/2,3 and write_term/2,3 raise
// ISO's domain error; term_string/3 and read_term_from_atom/3 ignore them,
// as SWI-Prolog does.
enum class UnknownOption { Error, Ignore };

ReadOptions parse_read_options(Machine& m, Cell list, UnknownOption unknown);

// Unifies what the options asked for (variable_names, variables,
// singletons, term_position) with what the reader found.
bool unify_read_results(Machine& m, const ReadOptions& o, const ReadResult& r);

// For a PrologError caught while reading: true when it is a syntax error
// that the syntax_errors option turns into failure (printing it first for
// fail and dec10), false when it must propagate.
bool syntax_error_fails(Machine& m, const ReadOptions& o, Cell error);

// [Name = Var, ...] of a reader's variable names.
Cell bindings_list(Machine& m, const std::vector<std::pair<std::string, Cell>>& names);

// Updates `o` (the caller's defaults) by a write_term option list; the
// variable_names option's names are kept in `names`, which must outlive `o`.
// portray(Bool) is set in *portray when given (the caller installs the
// hook, PortrayHook); without it, portray(_) is an unknown option.
void parse_write_options(Machine& m, Cell list, WriteOptions& o, std::vector<std::pair<std::string, Cell>>& names,
                         UnknownOption unknown, bool* portray = nullptr);

}  // namespace kea
