// libFuzzer target: arbitrary bytes are read clause by clause until the end.
// Syntax errors (any PrologError) are expected; crashes, hangs and sanitizer
// reports are bugs. Each clause read is also written with writeq, so the
// writer sees every shape the reader can produce.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/errors.hpp"
#include "engine/gc.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/runtime.hpp"
#include "engine/syntax/writer.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static kea::Runtime* rt = new kea::Runtime();  // one per process, as in the engine
  kea::Store store(std::size_t{64} << 20);
  std::string_view text(reinterpret_cast<const char*>(data), size);
  kea::Reader reader(*rt, store, text, "fuzz");
  // A syntax error skips to the next end token, so every call advances; the
  // bound only guards against a reader that would not.
  for (std::size_t clauses = 0; clauses <= size + 1; ++clauses) {
    try {
      kea::ReadResult r;
      if (!reader.next(r)) break;
      std::string out;
      kea::write_term(*rt, out, r.term, kea::writeq_options());
    } catch (const kea::PrologError&) {
    }
  }
  return 0;
}
