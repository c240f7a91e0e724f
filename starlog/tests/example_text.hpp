// The text of a program in starlog/examples, for the tests that run them.
#pragma once

#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

namespace kea::starlog::testing {

inline std::string example(const std::string& name) {
  std::ifstream in(std::string(KEA_SRCDIR) + "/starlog/examples/" + name);
  std::stringstream s;
  s << in.rdbuf();
  EXPECT_FALSE(s.str().empty()) << name;
  return s.str();
}

}  // namespace kea::starlog::testing
