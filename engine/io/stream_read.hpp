// Reading clauses from a stream, one at a time.
//
// The Reader parses text held in memory. To read one clause from a stream
// without taking more input than that clause (a terminal must not be asked
// for the next line before the current clause is answered), the stream's
// buffered text is scanned with the Lexer for the end token; only when the
// buffer ends before one does the stream read more (one line from a
// terminal, a large chunk from a file). The clause's text is then parsed by
// a Reader positioned where the stream is, and consumed from the stream,
// through its end '.' (the layout after it stays, as in SWI-Prolog).
#pragma once

#include "engine/wam/machine.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/io/stream.hpp"

namespace kea {

// Reads the next clause of `st` (the caller holds its lock). Returns false
// at the end (out.term = end_of_file). A syntax error is thrown as the
// Reader throws it, after the bad clause has been consumed; its context is
// file(Path, Line, Column, CharNo) for a file stream, else
// stream(S, Line, LinePos, CharNo) with S = `culprit`.
bool read_clause(Machine& m, Stream& st, Cell culprit, ReadResult& out);

}  // namespace kea
