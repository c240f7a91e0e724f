#include "engine/unicode.hpp"

#include <algorithm>
#include <cctype>
#include <iterator>

namespace kea {

locale_t unicode_locale() {
  static const locale_t loc = newlocale(LC_CTYPE_MASK, "C.UTF-8", static_cast<locale_t>(0));
  return loc;
}

bool unicode_is(char32_t c, int (*cls)(wint_t, locale_t)) {
  locale_t l = unicode_locale();
  if (l == static_cast<locale_t>(0)) return c < 128 && cls(static_cast<wint_t>(c), LC_GLOBAL_LOCALE);
  return cls(static_cast<wint_t>(c), l) != 0;
}

char32_t unicode_upper(char32_t c) {
  locale_t l = unicode_locale();
  if (l == static_cast<locale_t>(0)) return c < 128 ? static_cast<char32_t>(std::toupper(static_cast<int>(c))) : c;
  return static_cast<char32_t>(towupper_l(static_cast<wint_t>(c), l));
}

char32_t unicode_lower(char32_t c) {
  locale_t l = unicode_locale();
  if (l == static_cast<locale_t>(0)) return c < 128 ? static_cast<char32_t>(std::tolower(static_cast<int>(c))) : c;
  return static_cast<char32_t>(towlower_l(static_cast<wint_t>(c), l));
}

// The first code point of every run of ten decimal digits beyond ASCII
// (Unicode category Nd, the runs SWI-Prolog 9 knows), ascending. The C
// library has no class for them (iswdigit is ASCII only by POSIX).
namespace {
constexpr char32_t kDecimalZeros[] = {
    0x0660,  0x06F0,  0x07C0,  0x0966,  0x09E6,  0x0A66,  0x0AE6,  0x0B66,  0x0BE6,  0x0C66,
    0x0CE6,  0x0D66,  0x0DE6,  0x0E50,  0x0ED0,  0x0F20,  0x1040,  0x1090,  0x17E0,  0x1810,
    0x1946,  0x19D0,  0x1A80,  0x1A90,  0x1B50,  0x1BB0,  0x1C40,  0x1C50,  0xA620,  0xA8D0,
    0xA900,  0xA9D0,  0xA9F0,  0xAA50,  0xABF0,  0xFF10,  0x104A0, 0x10D30, 0x11066, 0x110F0,
    0x11136, 0x111D0, 0x112F0, 0x11450, 0x114D0, 0x11650, 0x116C0, 0x11730, 0x118E0, 0x11950,
    0x11C50, 0x11D50, 0x11DA0, 0x16A60, 0x16AC0, 0x16B50, 0x1D7CE, 0x1D7D8, 0x1D7E2,
    0x1D7EC, 0x1D7F6, 0x1E140, 0x1E2F0, 0x1E950, 0x1FBF0,
};
}  // namespace

char32_t unicode_decimal_zero(char32_t c) {
  if (c < kDecimalZeros[0]) return 0;
  const char32_t* end = std::end(kDecimalZeros);
  const char32_t* z = std::upper_bound(std::begin(kDecimalZeros), end, c) - 1;
  return c - *z < 10 ? *z : 0;
}

}  // namespace kea
