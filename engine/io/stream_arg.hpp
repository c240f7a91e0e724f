// Stream arguments of builtins: resolving a stream term or alias to a
// Stream, and the ISO errors of stream use.
//
// Stream terms are '$stream'(Id) (the writer prints them as SWI-Prolog's
// <stream>(0x...)); an atom names a stream by alias. A stream pair
// (stream_pair/3) is '$stream_pair'(InId, OutId): input operations use its
// first stream, output operations its second, and what has no direction
// (stream_property/2, is_stream/1) its first, as in SWI-Prolog. Errors, with the
// argument as given as culprit:
//   unbound                      instantiation_error
//   neither atom nor '$stream'   domain_error(stream_or_alias, T)
//   no such (or closed) stream   existence_error(stream, T)
//   wrong direction              permission_error(input|output, stream, T)
//   text op on binary stream     permission_error(input|output, binary_stream, T)
//   byte op on text stream       permission_error(input|output, text_stream, T)
//   read past the end when eof_action(error)
//                                permission_error(input, past_end_of_stream, T)
#pragma once

#include <string_view>

#include "engine/wam/machine.hpp"
#include "engine/io/stream.hpp"

namespace kea {

enum class IoKind { Any, Text, Binary };

// '$stream'(Id).
Cell stream_term(Store& s, const Stream& st);
// '$stream_pair'(InId, OutId).
bool is_stream_pair(Cell t);
// Side 0 (input) or 1 (output) of the pair t, if that stream is open.
StreamRef stream_pair_side(Machine& m, Cell t, unsigned side);
// The term SWI-Prolog gives back for a stream: its first alias, if it has
// one, else its stream term.
Cell stream_or_alias(Machine& m, const Stream& st);
// The open stream `t` denotes, whatever its direction.
StreamRef resolve_stream(Machine& m, Cell t);
// The same, or null where resolve_stream raises an error (is_stream/1).
StreamRef find_open_stream(Machine& m, Cell t);
StreamRef input_stream(Machine& m, Cell t, IoKind kind);
StreamRef output_stream(Machine& m, Cell t, IoKind kind);
// The current input/output, checked for `kind` as the above do.
StreamRef current_input_checked(Machine& m, IoKind kind);
StreamRef current_output_checked(Machine& m, IoKind kind);

// Before reading from `s` (denoted by `culprit`): applies eof_action when
// the stream is past its end: an error, a reset (a terminal may have more
// after ^D), or nothing (the read reports end of file again).
void check_not_past_eof(Machine& m, Stream& s, Cell culprit);

// Output sinks of format/3 and with_output_to/2: atom(A), string(S),
// codes(C), codes(C, Tail), chars(C), chars(C, Tail). `t` dereferenced.
bool is_output_sink(Cell t);
// Unifies the sink's argument(s) with `text` (UTF-8).
bool unify_sink(Machine& m, Cell sink, std::string_view text);

// Writes text to `s` under its lock.
void stream_write(Stream& s, std::string_view utf8);

}  // namespace kea
