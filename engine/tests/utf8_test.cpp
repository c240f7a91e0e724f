// The engine's one UTF-8 decoder and encoder (engine/utf8.hpp).
#include <gtest/gtest.h>

#include "engine/utf8.hpp"

namespace kea {
namespace {

TEST(Utf8, RoundTripsEveryLength) {
  for (char32_t c : {U'a', U'\u00e9', U'\u20ac', U'\U0001F600', U'\U0010FFFF'}) {
    std::string s;
    utf8_append(s, c);
    std::size_t len;
    EXPECT_EQ(utf8_decode(s, 0, &len), c);
    EXPECT_EQ(len, s.size());
    EXPECT_EQ(utf8_single(s), static_cast<long>(c));
  }
}

TEST(Utf8, MalformedBytesDecodeAsReplacementOfLengthOne) {
  std::size_t len;
  for (std::string bad : {"\x80", "\xC0\xAF" /* overlong */, "\xED\xA0\x80" /* surrogate */, "\xE2\x82" /* truncated */,
                          "\xF4\x90\x80\x80" /* past U+10FFFF */}) {
    EXPECT_EQ(utf8_decode(bad, 0, &len), U'\uFFFD') << bad;
    EXPECT_EQ(len, 1u);
    EXPECT_EQ(utf8_single(bad), -1);
  }
}

TEST(Utf8, LengthsAndOffsetsCountCodePoints) {
  std::string s = "a\u00e9\u20ac\U0001F600b";
  EXPECT_FALSE(is_ascii(s));
  EXPECT_EQ(utf8_length(s), 5u);
  EXPECT_EQ(utf8_offset(s, 0), 0u);
  EXPECT_EQ(utf8_offset(s, 2), 3u);
  EXPECT_EQ(utf8_offset(s, 4), 10u);
  EXPECT_EQ(utf8_offset(s, 99), s.size());
  EXPECT_EQ(utf8_last_start(s), 10u);
  EXPECT_EQ(utf8_last_start("x\U0001F600"), 1u);
  EXPECT_EQ(utf8_single("ab"), -1);
  EXPECT_EQ(utf8_single(""), -1);
}

}  // namespace
}  // namespace kea
