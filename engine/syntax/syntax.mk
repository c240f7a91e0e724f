# engine/reader.mk: owned by the reader part of the engine core.
engine_libkea_a_SOURCES += engine/ops.cpp \
  engine/lexer.hpp engine/lexer.cpp \
  engine/reader.hpp engine/reader.cpp \
  engine/atoms_reader.def engine/functors_reader.def

check_PROGRAMS += tests/engine/reader-test
TESTS += tests/engine/reader-test
tests_engine_reader_test_SOURCES = $(ENGINE_TEST_MAIN) tests/engine/reader_test.cpp tests/engine/ops_test.cpp
tests_engine_reader_test_CXXFLAGS = $(GTEST_CXXFLAGS)
tests_engine_reader_test_LDADD = $(ENGINE_TEST_LDADD)
