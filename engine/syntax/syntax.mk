# engine/syntax/: Prolog text in and out: the tokenizer, the reader, the
# operator table they share, the writer and the float formatter.
engine_libkea_a_SOURCES += \
  engine/syntax/ops.hpp engine/syntax/ops.cpp \
  engine/syntax/lexer.hpp engine/syntax/lexer.cpp \
  engine/syntax/reader.hpp engine/syntax/reader.cpp \
  engine/syntax/writer.hpp engine/syntax/writer.cpp \
  engine/syntax/float_format.hpp engine/syntax/float_format.cpp

SYNTAX_TESTS = engine/syntax/tests/reader-test engine/syntax/tests/writer-test \
  engine/syntax/tests/roundtrip-test
check_PROGRAMS += $(SYNTAX_TESTS)
TESTS += $(SYNTAX_TESTS)
engine_syntax_tests_reader_test_SOURCES = $(ENGINE_TEST_MAIN) \
  engine/syntax/tests/reader_test.cpp engine/syntax/tests/ops_test.cpp
engine_syntax_tests_reader_test_CXXFLAGS = $(GTEST_CXXFLAGS)
engine_syntax_tests_reader_test_LDADD = $(ENGINE_TEST_LDADD)
engine_syntax_tests_writer_test_SOURCES = $(ENGINE_TEST_MAIN) engine/syntax/tests/writer_test.cpp
engine_syntax_tests_writer_test_CXXFLAGS = $(GTEST_CXXFLAGS)
engine_syntax_tests_writer_test_LDADD = $(ENGINE_TEST_LDADD)
engine_syntax_tests_roundtrip_test_SOURCES = $(ENGINE_TEST_MAIN) engine/syntax/tests/roundtrip_test.cpp
engine_syntax_tests_roundtrip_test_CXXFLAGS = $(GTEST_CXXFLAGS)
engine_syntax_tests_roundtrip_test_LDADD = $(ENGINE_TEST_LDADD)
