# engine/text.mk: the text, string and system builtins and their tests.
engine_libkea_a_SOURCES += \
  engine/atoms_text.def engine/functors_text.def \
  engine/text_util.hpp engine/text_util.cpp \
  engine/builtins_text.cpp engine/builtins_subtext.cpp \
  engine/builtins_chartype.cpp engine/builtins_system.cpp \
  engine/builtins_vars.cpp engine/builtins_enum.cpp

# The Prolog side (loaded into every Runtime once the emulator lands).
EXTRA_DIST += library/boot/text.pl

check_PROGRAMS += tests/engine/text-test
TESTS += tests/engine/text-test
tests_engine_text_test_SOURCES = $(ENGINE_TEST_MAIN) tests/engine/query_helper.hpp \
  tests/engine/text_test.cpp tests/engine/system_test.cpp
tests_engine_text_test_CXXFLAGS = $(GTEST_CXXFLAGS)
tests_engine_text_test_LDADD = $(ENGINE_TEST_LDADD)

# The Prolog definitions of library/boot/text.pl, run on SWI-Prolog over
# stand-ins for the '$' primitives (skipped when swipl is not installed).
TESTS += tests/text/swipl_boot_test.sh
EXTRA_DIST += tests/text
