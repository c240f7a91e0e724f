# tests/: the gtest programs are declared by the fragments of the parts they
# test (lfht/local.mk, engine/*.mk); this fragment holds the suites that
# span parts.
check_PROGRAMS += tests/engine/runtime-test
TESTS += tests/engine/runtime-test
tests_engine_runtime_test_SOURCES = $(ENGINE_TEST_MAIN) tests/engine/runtime_test.cpp
tests_engine_runtime_test_CXXFLAGS = $(GTEST_CXXFLAGS)
tests_engine_runtime_test_LDADD = $(ENGINE_TEST_LDADD)

# Golden tests of the kea command (tests/golden/run.sh says how they work).
TESTS += tests/golden/run.sh
AM_TESTS_ENVIRONMENT = KEA=$(abs_top_builddir)/kea; export KEA;
EXTRA_DIST += tests/golden
