#include "engine/syntax/float_format.hpp"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace kea {
namespace {

// Finite doubles. std::to_chars in scientific form gives the shortest
// round-trip digits; they are then laid out the way SWI-Prolog lays out its
// dtoa digits, so text written by either system looks the same.
void append_finite(std::string& out, double d) {
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::scientific);
  std::string_view sci(buf, static_cast<std::size_t>(res.ptr - buf));  // e.g. -1.2345e+06
  bool negative = !sci.empty() && sci[0] == '-';
  if (negative) sci.remove_prefix(1);
  std::size_t e_pos = sci.find('e');
  std::string digits;
  for (char c : sci.substr(0, e_pos)) {
    if (c != '.') digits.push_back(c);
  }
  int exp10 = 0;
  std::string_view exp_text = sci.substr(e_pos + 1);
  if (!exp_text.empty() && exp_text[0] == '+') exp_text.remove_prefix(1);
  std::from_chars(exp_text.data(), exp_text.data() + exp_text.size(), exp10);
  // decpt: where the decimal point goes relative to the digit string.
  const int decpt = exp10 + 1;
  const int ndigits = static_cast<int>(digits.size());

  if (negative) out.push_back('-');
  auto exponent_form = [&](bool plus) {
    out.push_back(digits[0]);
    out.push_back('.');
    if (ndigits > 1) {
      out.append(digits, 1);
    } else {
      out.push_back('0');
    }
    out.push_back('e');
    if (plus) out.push_back('+');
    out.append(std::to_string(decpt - 1));
  };
  if (decpt <= 0) {
    if (decpt <= -4) {
      exponent_form(false);
    } else {
      out.append("0.");
      out.append(static_cast<std::size_t>(-decpt), '0');
      out.append(digits);
    }
  } else if (ndigits > decpt) {
    out.append(digits, 0, static_cast<std::size_t>(decpt));
    out.push_back('.');
    out.append(digits, static_cast<std::size_t>(decpt));
  } else if (decpt > 15) {
    exponent_form(true);
  } else {
    out.append(digits);
    out.append(static_cast<std::size_t>(decpt - ndigits), '0');
    out.append(".0");
  }
}

}  // namespace

void append_float(std::string& out, double d) {
  if (std::isnan(d)) {
    // SWI shows the NaN's mantissa as a number in [1,2): the payload
    // survives a write/read cycle in systems that read 1.xNaN.
    std::uint64_t bits;
    std::memcpy(&bits, &d, sizeof bits);
    std::uint64_t frac = bits & ((std::uint64_t{1} << 52) - 1);
    append_finite(out, 1.0 + std::ldexp(static_cast<double>(frac), -52));
    out.append("NaN");
    return;
  }
  if (std::isinf(d)) {
    out.append(d > 0 ? "1.0Inf" : "-1.0Inf");
    return;
  }
  append_finite(out, d);
}

std::string format_float(double d) {
  std::string s;
  append_float(s, d);
  return s;
}

}  // namespace kea
