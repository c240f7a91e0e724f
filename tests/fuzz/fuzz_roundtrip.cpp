// libFuzzer target: if the input parses as one term, writeq's output (without
// numbervars) and write_canonical's output must parse back as a variant of it;
// anything else aborts, so libFuzzer reports the input.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "engine/errors.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/runtime.hpp"
#include "engine/syntax/writer.hpp"
#include "engine/terms/termops.hpp"

namespace {

bool valid_utf8(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    std::size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (n == 0 || i + n > s.size()) return false;
    for (std::size_t k = 1; k < n; ++k) {
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
    }
    i += n;
  }
  return true;
}

void check(kea::Runtime& rt, kea::Store& store, kea::Cell t, const kea::WriteOptions& o, const char* what) {
  std::string text = kea::term_to_string(rt, t, o);
  kea::Cell back;
  try {
    back = kea::parse_term(rt, store, text);
  } catch (const kea::PrologError& e) {
    std::fprintf(stderr, "%s output does not read back:\n%s\nerror: %s\n", what, text.c_str(),
                 kea::term_to_string(rt, e.term(), kea::writeq_options()).c_str());
    std::abort();
  }
  if (!kea::variant(t, back)) {
    std::fprintf(stderr, "%s output reads back as another term:\n%s\nreread: %s\noriginal: %s\n", what, text.c_str(),
                 kea::term_to_string(rt, back, kea::canonical_options()).c_str(),
                 kea::term_to_string(rt, t, kea::canonical_options()).c_str());
    std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static kea::Runtime* rt = new kea::Runtime();
  kea::Store store(std::size_t{64} << 20);
  std::string_view text(reinterpret_cast<const char*>(data), size);
  // Atom text that is not UTF-8 can only be written with \x..\ escapes,
  // which read back as other (valid) characters: not a round trip.
  if (!valid_utf8(text)) return 0;
  // '$stream'(N) is a stream handle, written as SWI writes stream blobs
  // (<stream>(0x..)), which is not meant to read back.
  if (text.find("$stream") != std::string_view::npos) return 0;
  kea::Cell t;
  try {
    t = kea::parse_term(*rt, store, text);
  } catch (const kea::PrologError&) {
    return 0;
  }
  kea::WriteOptions q = kea::writeq_options();
  q.numbervars = false;  // '$VAR'(1) would print as a variable
  check(*rt, store, t, q, "writeq");
  check(*rt, store, t, kea::canonical_options(), "write_canonical");
  return 0;
}
