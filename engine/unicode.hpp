// Classes and case of Unicode code points, for the lexer and the text
// builtins alike. The tables are the C library's C.UTF-8 locale, queried
// through a private locale_t so that the process's global locale (which a
// host or the user may set) never changes how Kea reads or converts text.
// When C.UTF-8 is missing, only ASCII is classified and mapped.
#pragma once

#include <locale.h>
#include <wctype.h>

namespace kea {

// The C.UTF-8 LC_CTYPE locale, or (locale_t)0 when the system lacks it.
locale_t unicode_locale();

// Whether c is in a class of <wctype.h> (iswalpha_l, iswupper_l, ...);
// outside ASCII, false when C.UTF-8 is missing.
bool unicode_is(char32_t c, int (*cls)(wint_t, locale_t));

// Simple (one code point to one) case mapping.
char32_t unicode_upper(char32_t c);
char32_t unicode_lower(char32_t c);

// The zero of the run of ten decimal digits (Unicode category Nd) that c
// belongs to, for digits outside ASCII (Arabic-Indic, Devanagari, fullwidth,
// ...); 0 when c is not one. A digit's value is c minus its zero.
char32_t unicode_decimal_zero(char32_t c);

}  // namespace kea
