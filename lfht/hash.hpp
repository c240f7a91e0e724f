// kea::lfht hash helpers: a fast 64-bit hash for byte strings and a mixer for
// integers/pointers. Both spread entropy into the HIGH bits, which matters
// because the trie indexes its levels by the most significant chunks first.
#ifndef KEA_LFHT_HASH_HPP
#define KEA_LFHT_HASH_HPP

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>

namespace kea::lfht {

namespace detail {
inline constexpr std::uint64_t kMulA = 0x9E3779B97F4A7C15ull;  // 2^64 / golden ratio
inline constexpr std::uint64_t kMulB = 0xD6E8FEB86659FD93ull;
inline constexpr std::uint64_t kMulC = 0xA0761D6478BD642Full;

// Folded 64x64->128 multiply: both halves of the product, xor-ed together.
inline std::uint64_t fold_mul(std::uint64_t a, std::uint64_t b) noexcept {
  unsigned __int128 r = static_cast<unsigned __int128>(a) * b;
  return static_cast<std::uint64_t>(r) ^ static_cast<std::uint64_t>(r >> 64);
}
}  // namespace detail

// 64-bit hash of n bytes: one folded multiply per 8-byte word, the tail read as
// one partial word, a final folded multiply for avalanche.
inline std::uint64_t hash_bytes(const void* data, std::size_t n, std::uint64_t seed = 0) noexcept {
  const unsigned char* p = static_cast<const unsigned char*>(data);
  std::uint64_t h = seed ^ (n * detail::kMulA);
  while (n >= 8) {
    std::uint64_t w;
    std::memcpy(&w, p, 8);
    h = detail::fold_mul(h ^ w, detail::kMulB);
    p += 8;
    n -= 8;
  }
  if (n != 0) {
    std::uint64_t w = 0;
    std::memcpy(&w, p, n);
    h = detail::fold_mul(h ^ w ^ (static_cast<std::uint64_t>(n) << 59), detail::kMulB);
  }
  return detail::fold_mul(h ^ detail::kMulC, detail::kMulA);
}

inline std::uint64_t hash_string(std::string_view s, std::uint64_t seed = 0) noexcept {
  return hash_bytes(s.data(), s.size(), seed);
}

// Bijective 64-bit finalizer (good avalanche); useful for integer or pointer keys.
inline std::uint64_t mix64(std::uint64_t x) noexcept {
  x ^= x >> 32;
  x *= detail::kMulB;
  x ^= x >> 29;
  x *= detail::kMulC;
  x ^= x >> 32;
  return x;
}

}  // namespace kea::lfht

#endif
