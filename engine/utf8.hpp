// UTF-8, the encoding of all text in Kea (atoms, strings, streams): one
// decoder and encoder for the whole engine, so that the reader, the writer
// and the text builtins agree on what is a character.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace kea {

// The largest Unicode code point. Character codes are the Unicode scalar
// values: 0..kMaxCodePoint less the surrogates, which UTF-8 cannot encode
// (the decoder below reads them as U+FFFD, so text holding one would not
// read back as itself).
constexpr long kMaxCodePoint = 0x10FFFF;
constexpr bool is_surrogate(long long v) { return v >= 0xD800 && v <= 0xDFFF; }
constexpr bool is_code_point(long long v) { return v >= 0 && v <= kMaxCodePoint && !is_surrogate(v); }

// Decodes one sequence at s[i] (i < s.size()). A malformed, overlong,
// surrogate or truncated sequence decodes as U+FFFD of length 1, so decoding
// always advances. ASCII, nearly all of most text, is decoded inline; the
// rest by utf8_decode_multibyte.
char32_t utf8_decode_multibyte(std::string_view s, std::size_t i, std::size_t* len);
inline char32_t utf8_decode(std::string_view s, std::size_t i, std::size_t* len) {
  const auto c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) {
    *len = 1;
    return c;
  }
  return utf8_decode_multibyte(s, i, len);
}
void utf8_append(std::string& out, char32_t c);

// Whether every byte is ASCII (then code point and byte positions agree).
bool is_ascii(std::string_view s);
// Code points in s.
std::size_t utf8_length(std::string_view s);
// Byte offset of code point `index` (clamped to the end).
std::size_t utf8_offset(std::string_view s, std::size_t index);
// Byte offset where the last code point of non-empty s starts.
std::size_t utf8_last_start(std::string_view s);
// The code point of text that holds exactly one well-formed one; -1 otherwise.
long utf8_single(std::string_view s);

}  // namespace kea
