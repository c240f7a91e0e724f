// SHA-1 (FIPS 180-4), for variant_sha1/2: a 160-bit digest of a term's
// canonical bytes. Not for security; it is what SWI-Prolog's predicate of
// that name promises (a 40-digit hexadecimal key).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace kea {

class Sha1 {
 public:
  void update(std::string_view bytes);
  // The digest of everything given to update; the object is spent.
  std::array<std::uint8_t, 20> finish();

 private:
  void block(const std::uint8_t* p);

  std::uint32_t h_[5] = {0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0};
  std::uint8_t buf_[64] = {};
  std::size_t used_ = 0;        // bytes in buf_
  std::uint64_t length_ = 0;    // bytes given so far
};

}  // namespace kea
