// The hash of atom text: used by the atom table and usable at compile time
// (predefined atoms carry their hash). Reads 8-byte little-endian words and
// mixes them with a multiply-xorshift finaliser; good avalanche on short keys.
//
// Two spellings of one function: the constant-evaluated one assembles each
// word byte by byte (no memcpy in a constant expression); at run time on a
// little-endian host a word is one or two unaligned loads, the same value.
// The compile-time hashes of atoms.def and the run-time hashes of interned
// text must agree, or a predefined atom would not be found by its text
// (engine/tests/runtime_test.cpp checks every predefined atom).
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>
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

namespace detail {
// The little-endian word of the n <= 8 bytes at p.
constexpr std::uint64_t text_word(const char* p, std::size_t n) {
  if (!std::is_constant_evaluated() && std::endian::native == std::endian::little) {
    // Short tails as two overlapping loads: a byte both loads cover lands
    // at the same place from each, so or-ing them is exact.
    if (n == 8) {
      std::uint64_t w;
      std::memcpy(&w, p, 8);
      return w;
    }
    if (n >= 4) {
      std::uint32_t lo, hi;
      std::memcpy(&lo, p, 4);
      std::memcpy(&hi, p + n - 4, 4);
      return lo | (std::uint64_t{hi} << (8 * (n - 4)));
    }
    if (n == 0) return 0;
    const auto* u = reinterpret_cast<const unsigned char*>(p);
    return u[0] | (std::uint64_t{u[n / 2]} << (8 * (n / 2))) | (std::uint64_t{u[n - 1]} << (8 * (n - 1)));
  }
  std::uint64_t w = 0;
  for (std::size_t b = n; b > 0; --b) w = (w << 8) | static_cast<unsigned char>(p[b - 1]);
  return w;
}
}  // namespace detail

constexpr std::uint64_t text_hash(std::string_view s) {
  std::uint64_t h = 0x9e3779b97f4a7c15ULL ^ (s.size() * 0xff51afd7ed558ccdULL);
  std::size_t i = 0;
  for (; i + 8 <= s.size(); i += 8) h = hash_mix(h ^ detail::text_word(s.data() + i, 8));
  return hash_mix(h ^ detail::text_word(s.data() + i, s.size() - i) ^ 0x2545f4914f6cdd1dULL);
}

}  // namespace kea
