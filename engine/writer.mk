# engine/writer.mk: owned by the writer part of the engine core.
engine_libkea_a_SOURCES += \
  engine/atoms_writer.def engine/functors_writer.def \
  engine/float_format.hpp engine/float_format.cpp \
  engine/writer.hpp engine/writer.cpp

check_PROGRAMS += tests/engine/writer-test tests/engine/roundtrip-test
TESTS += tests/engine/writer-test tests/engine/roundtrip-test
tests_engine_writer_test_SOURCES = $(ENGINE_TEST_MAIN) tests/engine/writer_test.cpp
tests_engine_writer_test_CXXFLAGS = $(GTEST_CXXFLAGS)
tests_engine_writer_test_LDADD = $(ENGINE_TEST_LDADD)
tests_engine_roundtrip_test_SOURCES = $(ENGINE_TEST_MAIN) tests/engine/roundtrip_test.cpp
tests_engine_roundtrip_test_CXXFLAGS = $(GTEST_CXXFLAGS)
tests_engine_roundtrip_test_LDADD = $(ENGINE_TEST_LDADD)
