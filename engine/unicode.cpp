#include "engine/unicode.hpp"

#include <cctype>

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

}  // namespace kea
