# engine/terms/: the term representation (term.hpp) and a thread's term
# store, and the operations on terms: unification, standard order and
# variants, copy, cycle-safe walks, hashing, and records (terms kept off
# the heap).
engine_libkea_a_SOURCES += \
  engine/terms/term.hpp engine/terms/store.hpp engine/terms/store.cpp \
  engine/terms/termops.hpp engine/terms/termops_util.hpp \
  engine/terms/unify.hpp engine/terms/unify.cpp \
  engine/terms/compare.hpp engine/terms/compare.cpp \
  engine/terms/copy.hpp engine/terms/copy.cpp \
  engine/terms/term_walk.hpp engine/terms/term_walk.cpp \
  engine/terms/term_hash.hpp engine/terms/term_hash.cpp \
  engine/terms/sha1.hpp engine/terms/sha1.cpp \
  engine/terms/record.hpp engine/terms/record.cpp

check_PROGRAMS += engine/terms/tests/termops-test
TESTS += engine/terms/tests/termops-test
engine_terms_tests_termops_test_SOURCES = $(ENGINE_TEST_MAIN) engine/terms/tests/termops_test.cpp
engine_terms_tests_termops_test_CXXFLAGS = $(GTEST_CXXFLAGS)
engine_terms_tests_termops_test_LDADD = $(ENGINE_TEST_LDADD)
