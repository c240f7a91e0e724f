// Floats as SWI-Prolog writes them: the shortest digits that read back as
// the same double, always with a dot or an exponent so the text reads back as
// a float and never as an integer.
#pragma once

#include <string>

namespace kea {

// 0.1, 123.0, 1.0e-5, 1.0e+15, -0.0, 1.0Inf, -1.0Inf, 1.5NaN.
// Plain notation for decimal exponents -4 < e < 15, exponent notation
// otherwise (SWI's rule); NaN prints its mantissa as 1.x (the default quiet
// NaN is 1.5NaN).
std::string format_float(double d);
void append_float(std::string& out, double d);

}  // namespace kea
