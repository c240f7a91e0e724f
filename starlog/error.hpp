// Errors of the Starlog pipeline. Load-time errors name the file, line and
// clause; run-time errors name the rule and the tuples involved. The formal
// part follows ISO error terms where one fits (type_error(int, foo),
// evaluation_error(zero_divisor), existence_error(relation, p/2)...).
#pragma once

#include <stdexcept>
#include <string>

namespace kea::starlog {

class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& message) : std::runtime_error(message) {}
};

}  // namespace kea::starlog
