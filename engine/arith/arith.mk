# engine/arith/: numbers (small integers, GMP integers, floats), evaluation
# of is/2 expressions, the evaluable functions, comparison, and integer text.
engine_libkea_a_SOURCES += \
  engine/arith/arith.hpp engine/arith/number.hpp engine/arith/number.cpp \
  engine/arith/integer_text.cpp engine/arith/eval.cpp engine/arith/functions.hpp \
  engine/arith/functions.cpp engine/arith/compare.cpp

check_PROGRAMS += engine/arith/tests/arith-test
TESTS += engine/arith/tests/arith-test
engine_arith_tests_arith_test_SOURCES = $(ENGINE_TEST_MAIN) engine/arith/tests/arith_test.cpp
engine_arith_tests_arith_test_CXXFLAGS = $(GTEST_CXXFLAGS)
engine_arith_tests_arith_test_LDADD = $(ENGINE_TEST_LDADD)
