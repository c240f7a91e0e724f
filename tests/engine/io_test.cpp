#include <gtest/gtest.h>
TEST(Io, Placeholder) {}
