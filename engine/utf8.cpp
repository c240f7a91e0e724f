#include "engine/utf8.hpp"

namespace kea {

char32_t utf8_decode_multibyte(std::string_view s, std::size_t i, std::size_t* len) {
  auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  unsigned char c = b(0);
  std::size_t n = (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
  if (n == 0 || i + n > s.size()) {
    *len = 1;
    return 0xFFFD;
  }
  char32_t cp = c & (0x7F >> n);
  for (std::size_t k = 1; k < n; ++k) {
    if ((b(k) & 0xC0) != 0x80) {
      *len = 1;
      return 0xFFFD;
    }
    cp = (cp << 6) | (b(k) & 0x3F);
  }
  static const char32_t min_for_len[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < min_for_len[n] || cp > static_cast<char32_t>(kMaxCodePoint) || is_surrogate(cp)) {
    *len = 1;
    return 0xFFFD;
  }
  *len = n;
  return cp;
}

void utf8_append(std::string& out, char32_t c) {
  if (c < 0x80) {
    out.push_back(static_cast<char>(c));
  } else if (c < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (c >> 6)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else if (c < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (c >> 12)));
    out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (c >> 18)));
    out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  }
}

std::size_t utf8_length(std::string_view s) {
  if (is_ascii(s)) return s.size();
  std::size_t n = 0;
  for (std::size_t i = 0, len; i < s.size(); i += len, ++n) utf8_decode(s, i, &len);
  return n;
}

std::size_t utf8_offset(std::string_view s, std::size_t index) {
  if (is_ascii(s)) return index < s.size() ? index : s.size();
  std::size_t i = 0;
  for (; i < s.size() && index > 0; --index) {
    std::size_t len;
    utf8_decode(s, i, &len);
    i += len;
  }
  return i;
}

bool is_ascii(std::string_view s) {
  for (unsigned char ch : s)
    if (ch >= 0x80) return false;
  return true;
}

std::size_t utf8_last_start(std::string_view s) {
  std::size_t i = s.size() - 1;
  while (i > 0 && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) --i;
  return i;
}

long utf8_single(std::string_view s) {
  if (s.empty()) return -1;
  std::size_t len;
  char32_t c = utf8_decode(s, 0, &len);
  if (len != s.size() || (c == 0xFFFD && len == 1)) return -1;  // one malformed byte
  return static_cast<long>(c);
}

}  // namespace kea
