// libFuzzer target: the Starlog front end on arbitrary bytes. The text is
// loaded as a program (read, checked for causality, planned), and the
// printable form of each stage is made; nothing is evaluated. Load errors
// (starlog::Error, PrologError) are expected; crashes, hangs and sanitizer
// reports are bugs.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/errors.hpp"
#include "engine/runtime.hpp"
#include "starlog/error.hpp"
#include "starlog/starlog.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static kea::Runtime* rt = new kea::Runtime();  // one per process, as in the engine
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    kea::starlog::Session session(*rt);
    session.load(text, "fuzz.sl");
    std::string printed = session.program().describe();
    printed += session.plan().describe(session.program());
  } catch (const kea::starlog::Error&) {
  } catch (const kea::PrologError&) {
  }
  return 0;
}
