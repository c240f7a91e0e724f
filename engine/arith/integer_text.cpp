// Integer <-> text. Short numbers take a fast path through int64; anything
// longer goes through GMP, so there is no length limit.
#include <charconv>
#include <string>

#include <gmp.h>

#include "engine/arith/arith.hpp"
#include "engine/terms/store.hpp"
#include "engine/symbols.hpp"

namespace kea {

namespace {

int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  return 99;
}

[[noreturn]] void illegal_number(Store& s) {
  throw_error(s, make_compound(s, functors::syntax_error1, {make_atom(atoms::illegal_number)}));
}

}  // namespace

Cell parse_integer(Store& s, std::string_view text, int base) {
  if (base < 2 || base > 36) illegal_number(s);
  bool negative = false;
  std::size_t i = 0;
  if (i < text.size() && (text[i] == '-' || text[i] == '+')) {
    negative = text[i] == '-';
    ++i;
  }
  // Collect the digits (dropping group separators) while trying int64.
  std::string clean;
  std::int64_t acc = 0;
  bool overflow = false;
  std::size_t ndigits = 0;
  bool after_sep = false;
  for (; i < text.size(); ++i) {
    char c = text[i];
    if (c == '_' || c == ' ') {
      if (ndigits == 0 || after_sep) illegal_number(s);  // one separator, between digits
      after_sep = true;
      continue;
    }
    after_sep = false;
    int d = digit_value(c);
    if (d >= base) illegal_number(s);
    ++ndigits;
    clean.push_back(c);
    // Accumulate negatively: -2^63 is representable, 2^63 is not.
    if (!overflow && (__builtin_mul_overflow(acc, base, &acc) || __builtin_sub_overflow(acc, d, &acc)))
      overflow = true;
  }
  if (ndigits == 0 || text.back() == '_' || text.back() == ' ') illegal_number(s);
  if (!overflow) {
    if (negative) return make_integer(s, acc);
    if (acc != INT64_MIN) return make_integer(s, -acc);
  }
  mpz_t z;
  mpz_init(z);
  mpz_set_str(z, clean.c_str(), base);  // digits validated above
  if (negative) mpz_neg(z, z);
  Cell c = make_integer(s, z);
  mpz_clear(z);
  return c;
}

std::string integer_to_string(Cell c, int base) {
  if (base < 2 || base > 36) base = 10;
  c = deref(c);
  if (is_small_int(c)) {
    char buf[72];
    auto r = std::to_chars(buf, buf + sizeof buf, small_int_of(c), base);
    return std::string(buf, r.ptr);
  }
  mpz_t view;
  bigint_view(c, view);
  std::string out(mpz_sizeinbase(view, base) + 2, '\0');
  mpz_get_str(out.data(), base, view);
  out.resize(std::char_traits<char>::length(out.c_str()));
  return out;
}

}  // namespace kea
