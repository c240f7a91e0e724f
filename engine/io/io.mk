# engine/io/: streams (files, standard streams, strings, terminals), the
# resolution of stream arguments and aliases, reading clauses one at a time,
# and format/1,2,3. The stream builtins are in engine/builtins/.
engine_libkea_a_SOURCES += \
  engine/io/stream.hpp engine/io/stream.cpp \
  engine/io/stream_arg.hpp engine/io/stream_arg.cpp \
  engine/io/stream_read.hpp engine/io/stream_read.cpp \
  engine/io/format.cpp

check_PROGRAMS += engine/io/tests/io-test
TESTS += engine/io/tests/io-test
engine_io_tests_io_test_SOURCES = $(ENGINE_TEST_MAIN) engine/io/tests/io_test.cpp
engine_io_tests_io_test_CXXFLAGS = $(GTEST_CXXFLAGS)
engine_io_tests_io_test_LDADD = $(ENGINE_TEST_LDADD)
