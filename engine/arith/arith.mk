# engine/arith.mk: owned by the arith part of the engine core.
engine_libkea_a_SOURCES += \
  engine/atoms_arith.def engine/functors_arith.def \
  engine/arith.hpp engine/number.hpp engine/number.cpp \
  engine/arith_text.cpp engine/arith_eval.cpp engine/arith_functions.hpp \
  engine/arith_functions.cpp engine/arith_compare.cpp

check_PROGRAMS += tests/engine/arith-test
TESTS += tests/engine/arith-test
tests_engine_arith_test_SOURCES = $(ENGINE_TEST_MAIN) tests/engine/arith_test.cpp
tests_engine_arith_test_CXXFLAGS = $(GTEST_CXXFLAGS)
tests_engine_arith_test_LDADD = $(ENGINE_TEST_LDADD)
