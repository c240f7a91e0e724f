// The hash of atom text: used by the atom table and usable at compile time
// (predefined atoms carry their hash). Reads 8-byte little-endian words and
// mixes them with a multiply-xorshift finaliser; good avalanche on short keys.
#pragma once

#include <cstdint>
#include <string_view>

namespace kea {

constexpr std::uint64_t hash_mix(std::uint64_t x) {
  x ^= x >> 32;
  x *= 0xd6e8feb86659fd93ULL;
  x ^= x >> 32;
  x *= 0xd6e8feb86659fd93ULL;
  x ^= x >> 32;
  return x;
}

constexpr std::uint64_t text_hash(std::string_view s) {
  std::uint64_t h = 0x9e3779b97f4a7c15ULL ^ (s.size() * 0xff51afd7ed558ccdULL);
  std::size_t i = 0;
  for (; i + 8 <= s.size(); i += 8) {
    std::uint64_t w = 0;
    for (int b = 7; b >= 0; --b) w = (w << 8) | static_cast<unsigned char>(s[i + b]);
    h = hash_mix(h ^ w) ;
  }
  std::uint64_t w = 0;
  for (std::size_t b = s.size(); b > i; --b) w = (w << 8) | static_cast<unsigned char>(s[b - 1]);
  return hash_mix(h ^ w ^ 0x2545f4914f6cdd1dULL);
}

}  // namespace kea
