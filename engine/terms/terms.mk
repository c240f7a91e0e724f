# engine/termops.mk: owned by the termops part of the engine core
# (unification, standard order, variant, copy, traversal, hashing).
engine_libkea_a_SOURCES += \
  engine/atoms_termops.def engine/functors_termops.def \
  engine/termops.hpp engine/termops_util.hpp \
  engine/unify.hpp engine/unify.cpp \
  engine/compare.hpp engine/compare.cpp \
  engine/copy.hpp engine/copy.cpp \
  engine/term_walk.hpp engine/term_walk.cpp \
  engine/term_hash.hpp engine/term_hash.cpp

check_PROGRAMS += tests/engine/termops-test
TESTS += tests/engine/termops-test
tests_engine_termops_test_SOURCES = $(ENGINE_TEST_MAIN) tests/engine/termops_test.cpp
tests_engine_termops_test_CXXFLAGS = $(GTEST_CXXFLAGS)
tests_engine_termops_test_LDADD = $(ENGINE_TEST_LDADD)
